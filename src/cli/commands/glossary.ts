// `judge glossary TERM`: a glossary entry by its term or any alias, in any language
// ("trample" with --lang it finds "Travolgere").
import type { Command } from 'commander';
import { addSelectorOptions, libraryFor, printJson, selector, type SelectorOptions } from '../open-library.ts';

export function register(program: Command): void {
  addSelectorOptions(
    program
      .command('glossary')
      .argument('<term...>', 'a glossary term or alias, in any language')
      .description('look up a glossary term (every language unless --lang or --edition)'),
  ).action(async (words: string[], opts: SelectorOptions & { json?: boolean }, command: Command) => {
    const library = await libraryFor(command, { search: false });
    const hits = library.glossary(words.join(' '), selector(opts));
    if (opts.json) return printJson({ term: words.join(' '), results: hits }); // as GET /v1/glossary/{term}
    for (const h of hits) {
      const also = [...(h.englishTerm && h.englishTerm !== h.term ? [h.englishTerm] : []), ...h.aliases.filter((a) => a !== h.englishTerm)];
      process.stdout.write(`${h.term}${also.length ? ` (${also.join(', ')})` : ''} [${h.edition}]\n  ${h.text.replace(/\n/g, '\n  ')}\n`);
    }
  });
}
