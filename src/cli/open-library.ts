// What the rules commands (rule, search, glossary) share: opening the library with the
// global --rules folders, and reading --edition / --lang / --limit / --offset.
import type { Command } from 'commander';
import { JudgeError } from '../errors.ts';
import { openLibrary, type Library } from '../library/index.ts';
import type { EditionSelector } from '../library/types.ts';
import { DEFAULT_LIMIT, MAX_LIMIT, RANKED } from '../api/shapes.ts';

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

/** The library never loads the search code (queries go to src/search), so lookups start without it. */
export async function libraryFor(command: Command): Promise<Library> {
  const { rules } = command.optsWithGlobals() as { rules?: string[] };
  return openLibrary({ rulesDirs: rules ?? [], log: (line) => process.stderr.write(`${line}\n`) });
}

export function selector(opts: SelectorOptions): EditionSelector {
  if (opts.edition && opts.lang) throw new JudgeError('bad_request', 'give --edition or --lang, not both');
  return { ...(opts.edition ? { edition: opts.edition } : {}), ...(opts.lang ? { lang: opts.lang } : {}) };
}

/** --limit: 1 to MAX_LIMIT, the API's limit (src/api/shapes.ts); default DEFAULT_LIMIT. */
export function parseLimit(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LIMIT;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < 1 || n > MAX_LIMIT)
    throw new JudgeError('bad_request', `--limit must be a whole number from 1 to ${MAX_LIMIT}, not "${value}"`);
  return n;
}

/** --offset: results to skip, 0 to `listed` - 1 (the API's bound: RANKED for a search);
 *  default 0. */
export function parseOffset(value: string | undefined, listed: number = RANKED): number {
  if (value === undefined) return 0;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n >= listed)
    throw new JudgeError('bad_request', `--offset must be a whole number from 0 to ${listed - 1}, not "${value}"`);
  return n;
}

/** The --limit and --offset options of a command that lists. */
export function addPageOptions(command: Command, what: string): Command {
  return command
    .option('--limit <n>', `how many ${what} (1–${MAX_LIMIT}, default ${DEFAULT_LIMIT})`)
    .option('--offset <n>', `skip this many ${what} (the next page; default 0)`);
}

/** Under a page of results: where the next one starts (stderr, so pipes get results only). */
export function tellNextPage(p: { total: number; ranked?: number; offset: number; next: number | null; results: unknown[] }): void {
  const shown = `judge: results ${p.offset + 1}–${p.offset + p.results.length} of ${p.total}`;
  if (p.next !== null) process.stderr.write(`${shown}; the next page: --offset ${p.next}\n`);
  // A search counts every match but ranks only the best `ranked`: the last page says so.
  else if (p.ranked !== undefined && p.ranked < p.total && p.results.length) process.stderr.write(`${shown}; only the best ${p.ranked} are ranked\n`);
}

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}
