// `judge rule NUMBER`: a rule (with its subrules), a range or a section, with where it
// stands, what it cites, what cites it and the same rule in the other languages.
import type { Command } from 'commander';
import { sectionText } from '../../api/rule-text.ts';
import { LISTED, ruleAnswer } from '../../api/shapes.ts';
import { JudgeError } from '../../errors.ts';
import { documentInfo, documentOf } from '../../tree/documents.ts';
import type { DocumentId, RuleView } from '../../tree/types.ts';
import { addPageOptions, addSelectorOptions, libraryFor, parseLimit, parseOffset, printJson, selector, tellNextPage, type SelectorOptions } from '../open-library.ts';

/** Word changes for a terminal: [-removed-] and {+added+}, as `git diff --word-diff` shows them. */
export function renderChanges(changes: Array<{ kind: string; text: string }>): string {
  return changes.map((c) => (c.kind === 'removed' ? `[-${c.text}-]` : c.kind === 'added' ? `{+${c.text}+}` : c.text)).join('');
}

/** "MTR 4.3" for a target in another document, the number alone in the same one. */
function target(ref: RuleView['refs'][number], n: string): string {
  return ref.document ? `${documentInfo(ref.document).short} ${n}` : n;
}

function render(view: RuleView, first: boolean, document: DocumentId): string {
  const lines: string[] = [];
  const head = `${view.number}${view.printedNumber ? ` (printed ${view.printedNumber})` : ''}`;
  if (document !== 'cr') lines.push(sectionText(view, document));
  else {
    lines.push(view.title ? `${head}. ${view.title}${view.text ? `\n${view.text}` : ''}` : `${head} ${view.text}`);
    for (const e of view.examples) lines.push(`  Example: ${e}`);
  }
  if (view.counterpartOf) lines.unshift(`${view.counterpartOf.number} of ${view.counterpartOf.edition} is ${view.number} in ${view.edition}:`);
  if (first) {
    const where = [
      view.parent && `parent ${view.parent}`,
      view.previous && `previous ${view.previous}`,
      view.next && `next ${view.next}`,
    ].filter(Boolean);
    lines.push(`  [${view.edition}] ${where.join(' · ')}`);
    const cites = [...new Set(view.refs.flatMap((r) => (r.kind === 'document' && r.document ? [`the ${documentInfo(r.document).name}`] : r.targets.map((n) => target(r, n)))))];
    if (cites.length) lines.push(`  cites: ${cites.join(', ')}`);
    if (view.citedBy.length) lines.push(`  cited by: ${view.citedBy.slice(0, 20).join(', ')}${view.citedBy.length > 20 ? ', …' : ''}`);
    if (view.citedIn?.length) lines.push(`  cited in: ${view.citedIn.map((c) => `${documentInfo(c.document).short} ${c.number}`).join(', ')}`);
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

type LookupOptions = SelectorOptions & { json?: boolean; limit?: string; offset?: string };

/** `judge rule N`, and for a tournament document `judge mtr N` / `judge ipg N`: the same
 *  lookup in that document's newest edition (or the one --edition names). */
export function registerLookup(program: Command, document?: Exclude<DocumentId, 'cr'>): void {
  const info = document && documentInfo(document);
  const command = info
    ? program
        .command(document!)
        .argument('<number...>', `a section of the ${info.short}: ${document === 'mtr' ? '4.2, "MTR 4.2", 4, Appendix B' : '2.1, "IPG 2.1", 2, Appendix A'}, or a name ("${document === 'mtr' ? 'Tournament Shortcuts' : 'Missed Trigger'}")`)
    : program
        .command('rule')
        .argument('<number...>', 'a rule number: 702.19c, "702.19 c", CR702.19c, 601.2a-d, 7; with --lang, a number of the current English rules, shown as its counterpart in that language');
  addSelectorOptions(addPageOptions(command, 'rules of a range')).action(async (words: string[], opts: LookupOptions, cmd: Command) => {
    const at = { limit: parseLimit(opts.limit), offset: parseOffset(opts.offset, LISTED) };
    const library = await libraryFor(cmd);
    // --lang without --edition: the number (or range) is the current English rules' (library.lookup by identity).
    const query = words.join(' ');
    const sel = document ? { edition: opts.edition ?? document } : selector(opts);
    const edition = library.resolveEdition(sel);
    if (document && documentOf(edition) !== document) throw new JudgeError('bad_request', `${edition.id} is not an edition of the ${info!.name}`);
    const views = library.lookup(query, sel);
    const answer = views.length ? ruleAnswer(query, views[0]!.edition, views, at) : library.rule(query, sel);
    if (opts.json) return printJson(answer); // as GET /v1/rules/{number}
    // A range is paged; a rule comes whole, with its subrules.
    const shown = 'results' in answer ? answer.results : views;
    process.stdout.write(shown.map((v, i) => render(v, i === 0 || shown.length <= 3, documentOf(library.resolveEdition({ edition: v.edition })))).join('\n\n') + '\n');
    if ('results' in answer) tellNextPage(answer);
  });
}

export function register(program: Command): void {
  registerLookup(program);
}
