// `judge glossary TERM`: a glossary entry by its term or any alias, in any language
// ("trample" with --lang it finds "Travolgere").
import type { Command } from 'commander';
import { page } from '../../api/shapes.ts';
import { addPageOptions, addSelectorOptions, libraryFor, parseLimit, parseOffset, printJson, selector, tellNextPage, type SelectorOptions } from '../open-library.ts';

export function register(program: Command): void {
  addSelectorOptions(
    addPageOptions(
      program
        .command('glossary')
        .argument('<term...>', 'a glossary term or alias, in any language'),
      'entries',
    ),
  ).action(async (words: string[], opts: SelectorOptions & { json?: boolean; limit?: string; offset?: string }, command: Command) => {
    const limit = parseLimit(opts.limit);
    const offset = parseOffset(opts.offset);
    const library = await libraryFor(command);
    const term = words.join(' ');
    const answer = { term, ...page(library.glossary(term, selector(opts)), offset, limit) }; // as GET /v1/glossary/{term}
    if (opts.json) return printJson(answer);
    for (const h of answer.results) {
      const also = [...(h.englishTerm && h.englishTerm !== h.term ? [h.englishTerm] : []), ...h.aliases.filter((a) => a !== h.englishTerm)];
      process.stdout.write(`${h.term}${also.length ? ` (${also.join(', ')})` : ''} [${h.edition}]\n  ${h.text.replace(/\n/g, '\n  ')}\n`);
    }
    tellNextPage(answer);
  });
}
