// What the rules commands (rule, search, glossary) share: opening the library with the
// global --rules folders, and reading --edition / --lang / --limit.
import type { Command } from 'commander';
import { JudgeError } from '../errors.ts';
import { openLibrary, type Library } from '../library/index.ts';
import type { EditionSelector } from '../library/types.ts';

export interface SelectorOptions {
  edition?: string;
  lang?: string;
}

export function addSelectorOptions(command: Command): Command {
  return command
    .option('--edition <id>', 'edition id, e.g. en-2026-08-07 or it-2020-07-03 (`judge report` lists them)')
    .option('--lang <lang>', 'language (en, it, pt): its latest edition')
    .option('--json', 'print JSON');
}

export async function libraryFor(command: Command): Promise<Library> {
  const { rules } = command.optsWithGlobals() as { rules?: string[] };
  return openLibrary({ rulesDirs: rules ?? [], log: (line) => process.stderr.write(`${line}\n`) });
}

export function selector(opts: SelectorOptions): EditionSelector {
  if (opts.edition && opts.lang) throw new JudgeError('bad_request', 'give --edition or --lang, not both');
  return { ...(opts.edition ? { edition: opts.edition } : {}), ...(opts.lang ? { lang: opts.lang } : {}) };
}

export function parseLimit(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < 1 || n > 100)
    throw new JudgeError('bad_request', `--limit must be a whole number from 1 to 100, not "${value}"`);
  return n;
}

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}
