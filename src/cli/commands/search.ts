// `judge search "QUERY"`: ranked full-text search; a rule number works too.
import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';
import { editionsFor, readQuery, searchOf } from '../../search/index.ts';
import { documentInfo } from '../../tree/documents.ts';
import { searchAnswer } from '../../api/shapes.ts';
import { addPageOptions, addSelectorOptions, libraryFor, parseLimit, parseOffset, printJson, selector, tellNextPage, type SelectorOptions } from '../open-library.ts';

export function register(program: Command): void {
  addSelectorOptions(
    addPageOptions(
      program
        .command('search')
        .argument('<query...>', 'words, "a quoted phrase", prefix* or a rule number'),
      'results',
    ),
  ).action(async (words: string[], opts: SelectorOptions & { json?: boolean; limit?: string; offset?: string }, command: Command) => {
    const limit = parseLimit(opts.limit);
    const offset = parseOffset(opts.offset);
    const library = await libraryFor(command);
    const sel = selector(opts);
    const query = words.join(' ');
    const read = readQuery(query);
    const search = searchOf(library);
    const editions = editionsFor(search, library, read, sel);
    // The same object as GET /v1/search.
    const answer = searchAnswer(search, library, read, editions, offset, limit, sel);
    if (!answer.total) {
      // --json prints the API's answer (200, total 0) as it is, and exits 1 as "not found" does.
      if (opts.json) {
        printJson(answer);
        process.exitCode = 1;
        return;
      }
      throw new JudgeError('not_found', `no rules match "${query}" in ${editions.map((e) => e.id).join(', ')}`, {
        suggestions: search.suggestWords(query, { edition: editions[0]!.id }),
      });
    }
    if (opts.json) return printJson(answer);
    if (answer.cards) process.stderr.write(`judge: read ${answer.cards.map((c) => `${c.name === c.card ? c.card : `"${c.name}" as ${c.card}`}${c.alternatives ? ` (or ${c.alternatives.join(', ')})` : ''}`).join('; ')}\n`);
    for (const h of answer.results) {
      const number = h.document && h.document !== 'cr' ? `${documentInfo(h.document).short} ${h.number}` : h.number;
      process.stdout.write(`${number.padEnd(9)} ${h.title ? `${h.title}: ` : ''}${h.snippet}${h.cards ? ` (from ${h.cards.join(', ')})` : ''}\n`);
    }
    tellNextPage(answer);
  });
}
