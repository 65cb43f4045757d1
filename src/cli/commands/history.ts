// `judge history NUMBER`: every English release in which the rule (or what it was numbered
// before) appeared, changed, moved or went, with its text then.
import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';
import { libraryFor, printJson } from '../open-library.ts';
import { renderChanges } from './rule.ts';

export function register(program: Command): void {
  program
    .command('history')
    .argument('<number>', 'a rule number, e.g. 702.111b')
    .option('--edition <id>', 'the edition the number is from (default: the latest English release)')
    .option('--json', 'print JSON')
    .action(async (number: string, opts: { edition?: string; json?: boolean }, command: Command) => {
      const library = await libraryFor(command);
      const h = library.ruleHistory(number, opts.edition ? { edition: opts.edition } : {});
      if (opts.json) return printJson(h);
      if (!h.entries.length) throw new JudgeError('not_found', `no history for ${number}`);
      const lines = [`${h.number} in ${h.edition}:`];
      for (const e of h.entries) {
        const label = e.event === 'moved' || (e.event === 'changed' && e.previousNumber) ? `${e.event} from ${e.previousNumber}` : e.event;
        lines.push(`  ${e.edition}  ${e.number}  ${label}${e.after ? ` (after ${e.after})` : ''}`);
        if (e.changes) lines.push(`    ${renderChanges(e.changes)}`);
        else if (e.text) lines.push(`    ${e.text}`);
      }
      process.stdout.write(lines.join('\n') + '\n');
    });
}
