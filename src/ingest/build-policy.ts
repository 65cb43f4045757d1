// Paragraphs of a tournament document (../frontends/paged.ts) → the same kind of tree as the
// CR's: front matter (title page, introduction, contents), numbered sections ("4.
// Communication") holding subsections ("4.2 Tournament Shortcuts", typed 'rule'), appendices
// ("Appendix B — Time Limits") as sections lettered A, B, …, and trailing legal text.
// Within a section or subsection the text is kept whole, with its named parts marked as
// spans (Definition, Examples, Philosophy, Additional Remedy, "Upgrade: …", or any heading
// the document prints); list items under an Examples heading ("A.", "1.") and "Example: …"
// paragraphs are examples. A numbered line is a heading only when the contents list it.
import { documentInfo } from '../tree/documents.ts';
import { comparePolicyNumbers } from '../tree/policy-numbers.ts';
import type { Anomaly, DocumentId, ExampleNode, NumberedNode, Part, ProseNode, Root, TopLevelNode } from '../tree/types.ts';
import { parseEffectiveDate, type BuildResult } from './build.ts';
import { APPENDIX_HEADING, foldTitle, matchesEntry, readContents, type Contents } from './policy-contents.ts';
import type { Paragraph } from './types.ts';

/** The penalties an infraction's heading can end with (IPG 1.1 defines them). */
const PENALTY = /\s{2,}(No Penalty|Warning|Game Loss|Match Loss|Disqualification)$/;
const SECTION = /^(\d{1,2})(\.?)\s+(\S.*)$/;
const SUBSECTION = /^(\d{1,2})\.(\d{1,2})(\.?)\s+(\S.*)$/;
const APPENDIX_LABEL = /^(appendix\s+[A-Z]\s*[—–-])\s*(.+)$/i;
/** Parts printed as a label at the start of their paragraph. */
const INLINE_PART = /^(Upgrade|Downgrade):\s*/;
const EXAMPLES_PART = /^examples?:?$/i;
const EXAMPLE_ITEM = /^([A-Z]|\d{1,2})\.\s+/;
const EXAMPLE_LABEL = /^examples?:\s+/i;
const CREDITS = /^(?:All trademarks|©)/;
const CONTENTS_HEADING = /^(?:table of )?contents$/i;
const TABLE_CELLS = /\S\s{2,}\S/;

/** A row of a table: one line whose cells are set apart by runs of spaces ("Missed Trigger
 *  None", "15 cards  40 seconds"); a list marker's spacing ("A.  Knight of…") does not count. */
function tableRow(p: Paragraph): boolean {
  return p.position.start.line === p.position.end.line && TABLE_CELLS.test(p.text.replace(/^(?:[•●▪◦]|[A-Z]\.|\d{1,2}\.)\s+/, ''));
}

/** A line that can be a heading: short, not a sentence, not a list item. */
function headingLike(text: string): boolean {
  return text.length <= 70 && !/[.;,!?]$/.test(text) && !/^[•●▪◦]/.test(text);
}

/** A part's heading ("Definition", "Additional Remedy", "Match Points", "Examples:"): one
 *  short capitalised line after a blank line, not a table row nor a table's first cell, nor
 *  the lead-in of a list ("Players are responsible for:"). */
function partHeading(p: Paragraph, next: Paragraph | undefined): boolean {
  const t = p.text;
  return (
    !!p.spaced &&
    p.position.start.line === p.position.end.line &&
    t.length <= 50 &&
    /^\p{Lu}/u.test(t) &&
    !TABLE_CELLS.test(t) &&
    !/[.;,!?]$/.test(t) &&
    !EXAMPLE_LABEL.test(t) &&
    !!next &&
    !tableRow(next) &&
    !(t.endsWith(':') && /^[•●▪◦]/.test(next.text))
  );
}

function prose(type: ProseNode['type'], paragraphs: Paragraph[], title?: string): ProseNode {
  return {
    type,
    ...(title ? { title } : {}),
    text: paragraphs.map((p) => p.text).join('\n'),
    position: { start: paragraphs[0]!.position.start, end: paragraphs[paragraphs.length - 1]!.position.end },
  };
}

export function buildPolicyTree(paragraphs: Paragraph[], ctx: { document: DocumentId; editionId: string }): BuildResult {
  const anomalies: Anomaly[] = [];
  const report = (line: number, number: string, kind: Anomaly['kind'], message: string) => anomalies.push({ edition: ctx.editionId, line, number, kind, message });
  const info = documentInfo(ctx.document);
  const early = paragraphs.slice(0, 8);
  const title = early.find((p) => info.titleLine?.test(p.text))?.text ?? early[0]?.text ?? '';
  let effectiveDate: string | null = null;
  for (const p of early) effectiveDate ??= parseEffectiveDate(p.text);

  const isContents = (p: Paragraph, i: number) => p.hint === 'contents' || (CONTENTS_HEADING.test(p.text) && paragraphs[i + 1]?.hint === 'contents');
  const contents = readContents(paragraphs.filter((p, i) => p.hint === 'contents' && isContents(p, i)));
  const body = new PolicyBody(contents, report);
  const bodyStart = paragraphs.findIndex((p, i) => !isContents(p, i) && body.sectionHeading(p) !== null);
  if (bodyStart === -1) return { root: { type: 'root', children: paragraphs.length ? [prose('prose', paragraphs)] : [] }, title, effectiveDate, anomalies };
  let creditsStart = paragraphs.findIndex((p, i) => i > bodyStart && CREDITS.test(p.text));
  if (creditsStart === -1) creditsStart = paragraphs.length;

  const children: TopLevelNode[] = [...frontMatter(paragraphs.slice(0, bodyStart), isContents, contents, title)];
  const rest = paragraphs.slice(bodyStart, creditsStart);
  rest.forEach((p, i) => body.add(p, rest[i + 1]));
  children.push(...body.finish());
  if (creditsStart < paragraphs.length) children.push(prose('credits', paragraphs.slice(creditsStart)));

  for (const entry of contents.entries) {
    if (entry.number && !body.has(entry.number)) report(paragraphs[0]?.position.start.line ?? 1, entry.number, 'missing-heading', `the contents list ${entry.number} "${entry.title}" but the text has no such heading`);
  }
  const root: Root = { type: 'root', children };
  return { root, title, effectiveDate, anomalies };
}

/** Title page, introduction(s) and contents, in document order, split where the contents
 *  name an unnumbered heading ("Introduction", "Framework of this Document"). */
function frontMatter(front: Paragraph[], isContents: (p: Paragraph, i: number) => boolean, contents: Contents, title: string): ProseNode[] {
  const out: ProseNode[] = [];
  let group: Paragraph[] = [];
  let kind: 'intro' | 'contents' = 'intro';
  const close = () => {
    if (!group.length) return;
    out.push(prose(kind, group, kind === 'contents' ? 'Contents' : out.length === 0 ? title : group[0]!.text));
    group = [];
  };
  front.forEach((p, i) => {
    const toc = isContents(p, i);
    const heading = !toc && contents.unnumbered.has(foldTitle(p.text));
    if ((toc ? 'contents' : 'intro') !== kind || heading) close();
    kind = toc ? 'contents' : 'intro';
    group.push(p);
  });
  close();
  return out;
}

type Report = (line: number, number: string, kind: Anomaly['kind'], message: string) => void;

/** The numbered body, built paragraph by paragraph. */
class PolicyBody {
  private readonly top: NumberedNode[] = [];
  private readonly numbers = new Set<string>();
  private section: NumberedNode | null = null;
  /** The node text goes to: the section, or its latest subsection. */
  private target: NumberedNode | null = null;
  private part: Part | null = null;

  constructor(
    private readonly contents: Contents,
    private readonly report: Report,
  ) {}

  has(number: string): boolean {
    return this.numbers.has(number);
  }

  /** "2.  GAME PLAY ERRORS": a section heading the contents list (or, when they do not
   *  list that number, the next section's number on a heading-like line). */
  sectionHeading(p: Paragraph): { number: string; label: string; title: string } | null {
    const appendix = APPENDIX_LABEL.exec(p.text);
    if (appendix) {
      const number = APPENDIX_HEADING.exec(p.text)![1]!.toUpperCase();
      return this.numbers.has(number) ? null : { number, label: appendix[1]!, title: appendix[2]! };
    }
    const m = SECTION.exec(p.text);
    if (!m || (this.section && comparePolicyNumbers(m[1]!, this.section.number) <= 0) || /^[A-Z]$/.test(this.section?.number ?? '')) return null;
    const entry = this.contents.byNumber.get(m[1]!);
    const expected = String(Number(this.section?.number ?? 0) + 1);
    if (entry ? !matchesEntry(m[3]!, entry) : m[1] !== expected || !headingLike(m[3]!)) return null;
    return { number: m[1]!, label: m[1]! + m[2]!, title: m[3]! };
  }

  /** "2.1.      Game Play Error — Missed Trigger  No Penalty": a subsection of the current section. */
  private subsectionHeading(p: Paragraph): { number: string; label: string; title: string; penalty?: string } | null {
    const m = SUBSECTION.exec(p.text);
    if (!m || !this.section || m[1] !== this.section.number) return null;
    const number = `${m[1]}.${m[2]}`;
    if (this.numbers.has(number)) return null;
    const penalty = PENALTY.exec(m[4]!);
    const title = penalty ? m[4]!.slice(0, penalty.index).trim() : m[4]!;
    const entry = this.contents.byNumber.get(number);
    if (entry ? !matchesEntry(title, entry) : !headingLike(title)) return null;
    return { number, label: `${number}${m[3]}`, title, ...(penalty ? { penalty: penalty[1] } : {}) };
  }

  add(p: Paragraph, next: Paragraph | undefined): void {
    const section = this.sectionHeading(p);
    const sub = section ? null : this.subsectionHeading(p);
    const heading = section ?? sub;
    if (heading && this.contents.entries.length && !this.contents.byNumber.has(heading.number))
      this.report(p.position.start.line, heading.number, 'contents-mismatch', `"${p.text}" is not in the contents`);
    if (section) {
      this.section = this.target = this.open('section', section, p);
      this.top.push(this.section);
      return;
    }
    if (sub) {
      this.target = this.open('rule', sub, p);
      this.section!.children.push(this.target);
      return;
    }
    const node = this.target!;
    const inline = INLINE_PART.exec(p.text);
    if (inline) {
      this.startPart(node, inline[1]!, inline[0].trim(), p);
      this.append(node, p.text.slice(inline[0].length), p);
      return;
    }
    if (partHeading(p, next)) return this.startPart(node, p.text.replace(/:$/, ''), p.text, p);
    const item = this.part && EXAMPLES_PART.test(this.part.label) ? EXAMPLE_ITEM.exec(p.text) : null;
    const labelled = EXAMPLE_LABEL.exec(p.text);
    if (item || labelled) {
      const label = (item ?? labelled)![0].trim();
      const example: ExampleNode = { type: 'example', label, text: p.text.slice((item ?? labelled)![0].length), refs: [], position: p.position };
      if (this.part) example.part = node.parts!.indexOf(this.part);
      node.children.push(example);
      return this.extend(node, p);
    }
    this.append(node, p.text, p);
  }

  private open(type: 'section' | 'rule', h: { number: string; label: string; title: string; penalty?: string }, p: Paragraph): NumberedNode {
    this.numbers.add(h.number);
    this.part = null;
    return { type, number: h.number, label: h.label, title: h.title, ...(h.penalty ? { penalty: h.penalty } : {}), text: '', refs: [], children: [], position: p.position };
  }

  private startPart(node: NumberedNode, name: string, label: string, p: Paragraph): void {
    this.part = { name, label, start: node.text.length, end: node.text.length, position: p.position };
    (node.parts ??= []).push(this.part);
    this.extend(node, p);
  }

  private append(node: NumberedNode, text: string, p: Paragraph): void {
    if (node.text) node.text += '\n';
    if (this.part && this.part.start === this.part.end) this.part.start = node.text.length;
    node.text += text;
    if (this.part) this.part.end = node.text.length;
    this.extend(node, p);
  }

  private extend(node: NumberedNode, p: Paragraph): void {
    node.position = { start: node.position!.start, end: p.position.end };
    if (node !== this.section && this.section) this.section.position = { start: this.section.position!.start, end: p.position.end };
  }

  finish(): NumberedNode[] {
    return this.top;
  }
}
