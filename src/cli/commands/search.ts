// `judge search "QUERY"`: ranked full-text search; a rule number works too.
import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';
import { addSelectorOptions, libraryFor, parseLimit, printJson, selector, type SelectorOptions } from '../open-library.ts';

export function register(program: Command): void {
  addSelectorOptions(
    program
      .command('search')
      .argument('<query...>', 'words, "a quoted phrase", prefix* or a rule number')
      .description('search the rules (English, Italian, Portuguese; a query in one language finds rules in another; without --lang or --edition, the language of the query is searched)')
      .option('--limit <n>', 'how many results (1–100, default 10)'),
  ).action(async (words: string[], opts: SelectorOptions & { json?: boolean; limit?: string }, command: Command) => {
    const limit = parseLimit(opts.limit);
    const library = await libraryFor(command);
    const sel = selector(opts);
    const query = words.join(' ');
    const hits = library.search(query, { ...sel, ...(limit ? { limit } : {}) });
    if (!hits.length) {
      throw new JudgeError('not_found', `no rules match "${query}" in ${library.resolveEdition(sel).id}`, {
        suggestions: library.suggestWords(query, sel),
      });
    }
    if (opts.json) return printJson(hits.map((h) => ({ number: h.number, edition: h.edition, score: h.score, title: h.title ?? null, snippet: h.snippet })));
    for (const h of hits) process.stdout.write(`${h.number.padEnd(9)} ${h.title ? `${h.title}: ` : ''}${h.snippet}${h.cards ? ` (from ${h.cards.join(', ')})` : ''}\n`);
  });
}
