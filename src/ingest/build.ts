// Paragraphs → CR tree. The document has four parts in every edition and language: front
// matter (title, date, introduction, contents), the numbered rules, the glossary, and the
// credits. Within the rules, a paragraph is a numbered node, an example of the node before
// it, or a continuation of it (a line split at a page break). Numbering mistakes are filed
// where the document's order shows they belong, keeping the printed number, and reported.
import { compareNumbers, nextLetter, parentNumber, parseNumber, typeOfNumber } from '../tree/numbers.ts';
import type {
  Anomaly,
  ExampleNode,
  GlossaryEntry,
  GlossaryNode,
  Lang,
  NumberedNode,
  Position,
  ProseNode,
  Root,
  TopLevelNode,
} from '../tree/types.ts';
import type { Paragraph } from './types.ts';

export interface BuildResult {
  root: Root;
  title: string;
  effectiveDate: string | null;
  anomalies: Anomaly[];
}

const MONTHS: Record<string, number> = {
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
  gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6, luglio: 7, agosto: 8, settembre: 9, ottobre: 10, novembre: 11, dicembre: 12,
  janeiro: 1, fevereiro: 2, março: 3, abril: 4, maio: 5, junho: 6, julho: 7, setembro: 9, outubro: 10, novembro: 11, dezembro: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** "These rules are effective as of August 7, 2026." / "Aggiornamento: 3 Luglio 2020" /
 *  "Effective February 27, 2026" (the tournament documents' title page). */
export function parseEffectiveDate(line: string): string | null {
  let m = /(?:(?:effective|current) as of|^effective) (\p{L}+) (\d{1,2}), (\d{4})/iu.exec(line);
  if (m && MONTHS[m[1]!.toLowerCase()]) return `${m[3]}-${pad(MONTHS[m[1]!.toLowerCase()]!)}-${pad(Number(m[2]))}`;
  m = /(?:aggiornamento|aggiornate al|atualizad[ao] em|vigor)\D{0,12}(\d{1,2})\.?\s+(?:de\s+)?(\p{L}+)\s+(?:de\s+)?(\d{4})/iu.exec(line);
  if (m && MONTHS[m[2]!.toLowerCase()]) return `${m[3]}-${pad(MONTHS[m[2]!.toLowerCase()]!)}-${pad(Number(m[1]))}`;
  return null;
}

const TITLE: Record<Lang, RegExp> = { en: /comprehensive rules/i, it: /regole complete/i, pt: /regras completas/i };
const CONTENTS = /^(contents|indice|índice|sumário|conteúdo)$/i;
const GLOSSARY = /^(glossary|glossario|glossário)$/i;
const CREDITS = /^(credits|ringraziamenti|riconoscimenti|créditos|crediti)$/i;
const EXAMPLE = /^(examples?|esempi[o]?|exemplos?)\s*:\s*/i;
/** A number at the start of a paragraph, as printed: "100.1.", "702.19c", "5.2.10", "502". */
const LEADING_NUMBER = /^(\d{1,3}(?:\.\d+){0,2}[a-z]{0,2})(\.?)(?=\s|$)\s*/;

function span(first: Paragraph, last: Paragraph): Position {
  return { start: first.position.start, end: last.position.end };
}

/** Where the numbered rules begin: the section heading before the first "100.1". */
function findBodyStart(paragraphs: Paragraph[]): number {
  const firstSubrule = paragraphs.findIndex((p) => /^1\d\d\.1\.?\s/.test(p.text));
  if (firstSubrule === -1) return -1;
  for (let i = firstSubrule; i >= Math.max(0, firstSubrule - 4); i--) if (/^1\.\s+\S/.test(paragraphs[i]!.text)) return i;
  for (let i = firstSubrule; i >= Math.max(0, firstSubrule - 4); i--) if (/^1\d\d\.\s+\S/.test(paragraphs[i]!.text)) return i;
  return firstSubrule;
}

function prose(type: ProseNode['type'], paragraphs: Paragraph[], title?: string): ProseNode | null {
  if (paragraphs.length === 0) return null;
  return {
    type,
    ...(title ? { title } : {}),
    text: paragraphs.map((p) => p.text).join('\n'),
    position: span(paragraphs[0]!, paragraphs[paragraphs.length - 1]!),
  };
}

export function buildTree(paragraphs: Paragraph[], ctx: { lang: Lang; editionId: string }): BuildResult {
  const anomalies: Anomaly[] = [];
  const report = (p: Paragraph, number: string, kind: Anomaly['kind'], suggested?: string, message?: string) =>
    anomalies.push({ edition: ctx.editionId, line: p.position.start.line, number, kind, ...(suggested ? { suggested } : {}), ...(message ? { message } : {}) });

  // The document's own title: the early line that names the rules, in its language first
  // (the Portuguese text opens with a one-line note before "REGRAS COMPLETAS").
  const early = paragraphs.slice(0, 6).map((p) => p.text);
  const title =
    early.find((t) => TITLE[ctx.lang].test(t)) ?? early.find((t) => TITLE.en.test(t)) ?? early[0] ?? '';
  let effectiveDate: string | null = null;
  for (const p of paragraphs.slice(0, 12)) effectiveDate ??= parseEffectiveDate(p.text);

  const bodyStart = findBodyStart(paragraphs);
  const children: TopLevelNode[] = [];
  if (bodyStart === -1) {
    const all = prose('prose', paragraphs);
    return { root: { type: 'root', children: all ? [all] : [] }, title, effectiveDate, anomalies };
  }
  let glossaryStart = paragraphs.findIndex((p, i) => i > bodyStart && GLOSSARY.test(p.text));
  let creditsStart = paragraphs.findIndex((p, i) => i > Math.max(bodyStart, glossaryStart) && CREDITS.test(p.text));
  if (glossaryStart === -1) glossaryStart = creditsStart === -1 ? paragraphs.length : creditsStart;
  if (creditsStart === -1) creditsStart = paragraphs.length;

  // Front matter: introduction, then contents.
  const front = paragraphs.slice(0, bodyStart);
  const contentsAt = front.findIndex((p) => CONTENTS.test(p.text));
  const intro = prose('intro', contentsAt === -1 ? front : front.slice(0, contentsAt));
  const contents = contentsAt === -1 ? null : prose('contents', front.slice(contentsAt), front[contentsAt]!.text);
  if (intro) children.push(intro);
  if (contents) children.push(contents);

  children.push(...buildRules(paragraphs.slice(bodyStart, glossaryStart), report, contentsTitles(front.slice(Math.max(0, contentsAt)))));
  const glossary = buildGlossary(paragraphs.slice(glossaryStart, creditsStart), ctx.lang);
  if (glossary) children.push(glossary);
  const credits = prose('credits', paragraphs.slice(creditsStart), paragraphs[creditsStart]?.text);
  if (credits) children.push(credits);

  return { root: { type: 'root', children }, title, effectiveDate, anomalies };
}

/** "119. Punti Vita" lines of the table of contents: number → heading. */
function contentsTitles(paragraphs: Paragraph[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const p of paragraphs) {
    const m = /^(\d{1,3})\.\s+(.+)$/.exec(p.text);
    if (m && !titles.has(m[1]!)) titles.set(m[1]!, m[2]!);
  }
  return titles;
}

type Report = (p: Paragraph, number: string, kind: Anomaly['kind'], suggested?: string, message?: string) => void;

/** The numbered part: nodes filed by canonical number, then nested and sorted. */
function buildRules(paragraphs: Paragraph[], report: Report, titles: Map<string, string>): NumberedNode[] {
  const byNumber = new Map<string, NumberedNode>();
  const order: NumberedNode[] = [];
  // The most recent node of each depth: where an example, a continuation or a misnumbered
  // child belongs.
  const last: Partial<Record<NumberedNode['type'], NumberedNode>> = {};
  let current: NumberedNode | ExampleNode | null = null;
  let currentNode: NumberedNode | null = null;
  let endOf = new Map<NumberedNode | ExampleNode, Paragraph>();

  const free = (n: string) => !byNumber.has(n);

  /** The number a paragraph printed as `printed` is filed under, given where it stands. */
  const intended = (p: Paragraph, printed: string): string | null => {
    const type = typeOfNumber(printed);
    if (!type) {
      // "5.2.10": a rule number whose hundreds lost their zero ("502.10").
      const m = /^(\d)\.(\d)\.(\d+)$/.exec(printed);
      const repaired = m ? `${m[1]}0${m[2]}.${m[3]}` : null;
      report(p, printed, 'malformed', repaired ?? undefined);
      return repaired && free(repaired) ? repaired : null;
    }
    const parent = parentNumber(printed);
    const expectedParent =
      type === 'subsubrule' ? last.subrule : type === 'subrule' ? last.rule : type === 'rule' ? last.section : undefined;
    let filed = printed;
    // Children of a heading the source left out ("419.7a" with no "419.7") stay as printed,
    // like the siblings before them.
    const previousSibling = last[type];
    const continuesPrinted = previousSibling && parentNumber(previousSibling.printedNumber ?? previousSibling.number) === parent && !previousSibling.printedNumber;
    if (expectedParent && parent !== expectedParent.number && !continuesPrinted) {
      // A child printed under the wrong parent, e.g. "101.1a" between 100.1 and 100.2.
      const n = parseNumber(printed)!;
      const candidate =
        type === 'subsubrule' ? `${expectedParent.number}${n.letter}` : type === 'subrule' ? `${expectedParent.number}.${n.sub}` : null;
      if (candidate && free(candidate) && (type !== 'rule')) {
        report(p, printed, 'misnumbered', candidate, `printed under ${parent}, stands under ${expectedParent.number}`);
        filed = candidate;
      }
    }
    if (!free(filed)) {
      const n = parseNumber(filed)!;
      const prev = last[type];
      let candidate: string | null = null;
      if (type === 'subsubrule' && last.subrule) candidate = `${last.subrule.number}${nextLetter(prev && parentNumber(prev.number) === last.subrule.number ? parseNumber(prev.number)!.letter : undefined)}`;
      else if (type === 'subrule' && last.rule) candidate = `${last.rule.number}.${(prev && parentNumber(prev.number) === last.rule.number ? parseNumber(prev.number)!.sub! : 0) + 1}`;
      else if (type === 'rule' && prev) candidate = String(Number(prev.number) + 1);
      report(p, printed, 'duplicate', candidate ?? undefined, `${filed} appears twice`);
      if (!candidate || !free(candidate)) return null;
      filed = candidate;
      void n;
    } else {
      const prev = last[type];
      if (prev && parentNumber(prev.number) === parentNumber(filed) && compareNumbers(filed, prev.number) < 0) {
        report(p, printed, 'out-of-order', undefined, `follows ${prev.number}`);
      }
    }
    return filed;
  };

  const appendText = (target: NumberedNode | ExampleNode, text: string) => {
    target.text = target.text ? `${target.text} ${text}` : text;
  };

  for (const p of paragraphs) {
    const m = LEADING_NUMBER.exec(p.text);
    const printed = m?.[1];
    const isNumbered = printed !== undefined && (typeOfNumber(printed) !== null || /^\d\.\d\.\d+$/.test(printed));
    if (isNumbered) {
      const filed = intended(p, printed);
      if (filed) {
        const type = typeOfNumber(filed)!;
        const rest = p.text.slice(m![0].length);
        const headingLike = type === 'section' || type === 'rule' || (type === 'subrule' && rest.length > 0 && rest.length <= 60 && !/[.:;!?)”"]$/.test(rest));
        const node: NumberedNode = {
          type,
          number: filed,
          ...(filed !== printed ? { printedNumber: printed } : {}),
          label: printed + m![2],
          ...(headingLike ? { title: rest } : {}),
          text: headingLike ? '' : rest,
          refs: [],
          children: [],
          position: p.position,
        };
        byNumber.set(filed, node);
        order.push(node);
        last[type] = node;
        if (type === 'section') delete last.rule, delete last.subrule, delete last.subsubrule;
        if (type === 'rule') delete last.subrule, delete last.subsubrule;
        if (type === 'subrule') delete last.subsubrule;
        current = currentNode = node;
        endOf.set(node, p);
        continue;
      }
    }
    const ex = EXAMPLE.exec(p.text);
    if (ex && currentNode) {
      const example: ExampleNode = { type: 'example', label: ex[0].trim(), text: p.text.slice(ex[0].length), refs: [], position: p.position };
      currentNode.children.push(example);
      current = example;
      endOf.set(example, p);
      continue;
    }
    if (current) {
      // A paragraph that is neither numbered nor an example continues the one before it.
      report(p, p.text.slice(0, 24), 'joined-continuation', current.type === 'example' ? undefined : (current as NumberedNode).number);
      appendText(current, p.text);
      endOf.set(current, p);
      continue;
    }
    // Before the first number (cannot happen after findBodyStart, but never drop text).
    const orphan: NumberedNode = { type: 'section', number: '0', label: '', text: p.text, refs: [], children: [], position: p.position };
    byNumber.set('0', orphan);
    order.push(orphan);
    current = currentNode = orphan;
  }

  for (const [node, p] of endOf) node.position = { start: node.position!.start, end: p.position.end };
  endOf = new Map();

  // A rule whose heading paragraph the body left out (the Italian "119. Punti Vita") gets a
  // node titled from the contents, so its subrules are not orphaned.
  for (const node of [...order]) {
    const parent = parentNumber(node.number);
    if (node.type !== 'subrule' || !parent || byNumber.has(parent) || !titles.has(parent)) continue;
    const heading: NumberedNode = { type: 'rule', number: parent, label: '', fromContents: true, title: titles.get(parent)!, text: '', refs: [], children: [], position: node.position };
    byNumber.set(parent, heading);
    order.splice(order.indexOf(node), 0, heading);
    report({ text: '', position: node.position! }, parent, 'missing-heading', parent, `no "${parent}." heading before ${node.number}; title taken from the contents`);
  }

  // Nest by number; a node whose parent is missing hangs from the nearest ancestor there is.
  const top: NumberedNode[] = [];
  for (const node of order) {
    let parent = parentNumber(node.number);
    while (parent && !byNumber.has(parent)) parent = parentNumber(parent);
    if (parent) byNumber.get(parent)!.children.push(node);
    else top.push(node);
  }
  const sortChildren = (node: NumberedNode) => {
    const examples = node.children.filter((c) => c.type === 'example');
    const numbered = (node.children.filter((c) => c.type !== 'example') as NumberedNode[]).sort((a, b) => compareNumbers(a.number, b.number));
    node.children = [...examples, ...numbered];
    numbered.forEach(sortChildren);
  };
  top.sort((a, b) => compareNumbers(a.number, b.number)).forEach(sortChildren);
  return top;
}

/** Glossary: a headword line, then its definition lines. */
function buildGlossary(paragraphs: Paragraph[], lang: Lang): GlossaryNode | null {
  if (paragraphs.length === 0) return null;
  const [heading, ...rest] = paragraphs;
  const node: GlossaryNode = { type: 'glossary', title: heading!.text, children: [], position: span(heading!, paragraphs[paragraphs.length - 1]!) };
  let entry: GlossaryEntry | null = null;
  let previousEnd = heading!.position.end.line;
  for (const p of rest) {
    const gap = p.position.start.line - previousEnd > 1;
    previousEnd = p.position.end.line;
    const bilingual = /^(.+?)\s+[–—-]\s+(.+)$/.exec(p.text);
    const short = p.text.length <= 90 && !/[.:;,)”"]$/.test(p.text) && !/^\d+\.\s/.test(p.text);
    const isHeadword = lang === 'en' ? short && (gap || !entry) : short && !!bilingual && !/^(vedi|see|ver)\b/i.test(p.text);
    if (isHeadword || !entry) {
      const english = lang !== 'en' && bilingual ? bilingual[1]!.trim() : undefined;
      const term = lang !== 'en' && bilingual ? bilingual[2]!.trim() : p.text;
      const variants = (t: string) => t.split(/,\s+/).map((v) => v.trim()).filter(Boolean);
      const names = [...variants(term), ...(english ? variants(english) : [])];
      entry = {
        type: 'glossaryEntry',
        term: names[0]!,
        headword: p.text,
        aliases: names.slice(1),
        ...(english ? { englishTerm: english } : {}),
        text: '',
        refs: [],
        position: p.position,
      };
      node.children.push(entry);
      continue;
    }
    entry.text = entry.text ? `${entry.text}\n${p.text}` : p.text;
    entry.position = { start: entry.position!.start, end: p.position.end };
  }
  return node;
}
