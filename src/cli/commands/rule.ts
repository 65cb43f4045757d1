// `judge rule NUMBER`: a rule (with its subrules), a range or a section, with where it
// stands, what it cites, what cites it and the same rule in the other languages.
import type { Command } from 'commander';
import { LISTED, ruleAnswer } from '../../api/shapes.ts';
import type { RuleView } from '../../tree/types.ts';
import { addPageOptions, addSelectorOptions, libraryFor, parseLimit, parseOffset, printJson, selector, tellNextPage, type SelectorOptions } from '../open-library.ts';

/** Word changes for a terminal: [-removed-] and {+added+}, as `git diff --word-diff` shows them. */
export function renderChanges(changes: Array<{ kind: string; text: string }>): string {
  return changes.map((c) => (c.kind === 'removed' ? `[-${c.text}-]` : c.kind === 'added' ? `{+${c.text}+}` : c.text)).join('');
}

function render(view: RuleView, first: boolean): string {
  const lines: string[] = [];
  const head = `${view.number}${view.printedNumber ? ` (printed ${view.printedNumber})` : ''}`;
  lines.push(view.title ? `${head}. ${view.title}${view.text ? `\n${view.text}` : ''}` : `${head} ${view.text}`);
  for (const e of view.examples) lines.push(`  Example: ${e}`);
  if (view.counterpartOf) lines.unshift(`${view.counterpartOf.number} of ${view.counterpartOf.edition} is ${view.number} in ${view.edition}:`);
  if (first) {
    const where = [
      view.parent && `parent ${view.parent}`,
      view.previous && `previous ${view.previous}`,
      view.next && `next ${view.next}`,
    ].filter(Boolean);
    lines.push(`  [${view.edition}] ${where.join(' · ')}`);
    const cites = [...new Set(view.refs.flatMap((r) => r.targets))];
    if (cites.length) lines.push(`  cites: ${cites.join(', ')}`);
    if (view.citedBy.length) lines.push(`  cited by: ${view.citedBy.slice(0, 20).join(', ')}${view.citedBy.length > 20 ? ', …' : ''}`);
    for (const a of view.aligned) {
      if (a.missing) {
        lines.push(`  ${a.edition}: no counterpart (${a.missing})`);
        continue;
      }
      const changedIn = a.changedIn?.length ? ` in ${a.changedIn.join(', ')}` : '';
      const note = a.olderThan ? ` (translation older than ${a.olderThan}; the English changed${changedIn}: ${renderChanges(a.changes ?? [])})` : '';
      const matches = a.matches ? ` (translates ${a.matches})` : '';
      lines.push(`  ${a.edition} ${a.number ?? view.number}${matches}${note}: ${a.title ? `${a.title}. ` : ''}${a.text}`);
    }
  }
  return lines.join('\n');
}

export function register(program: Command): void {
  addSelectorOptions(
    addPageOptions(
      program
        .command('rule')
        .argument('<number...>', 'a rule number: 702.19c, "702.19 c", CR702.19c, 601.2a-d, 7; with --lang, a number of the current English rules, shown as its counterpart in that language')
        .description('look up a rule by number (a rule comes with its subrules; ranges and sections work too)'),
      'rules of a range',
    ),
  ).action(async (words: string[], opts: SelectorOptions & { json?: boolean; limit?: string; offset?: string }, command: Command) => {
    const at = { limit: parseLimit(opts.limit), offset: parseOffset(opts.offset, LISTED) };
    const library = await libraryFor(command);
    // --lang without --edition: the number is the current English rule's (translateNumber).
    const translated = library.translateNumber(words.join(' '), selector(opts));
    const query = translated?.number ?? words.join(' ');
    const sel = translated ? { edition: translated.edition } : selector(opts);
    const views = library.lookup(query, sel);
    if (translated && views[0]) views[0] = { ...views[0], counterpartOf: translated.counterpartOf };
    const answer = views.length ? ruleAnswer(query, views[0]!.edition, views, at) : library.rule(query, sel);
    if (opts.json) return printJson(answer); // as GET /v1/rules/{number}
    // A range is paged; a rule comes whole, with its subrules.
    const shown = 'results' in answer ? answer.results : views;
    process.stdout.write(shown.map((v, i) => render(v, i === 0 || shown.length <= 3)).join('\n\n') + '\n');
    if ('results' in answer) tellNextPage(answer);
  });
}
