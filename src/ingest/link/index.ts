// Cross-references: every mention of a rule, a range ("601.2a–d", "rules 509.1–3"), a list
// ("rules 110.2 and 112.2") or a section ("section 8", "sezione 8", "seção 8") becomes a
// Reference with its span in the node's text, resolved against the same edition. What does
// not resolve stays in the node and is listed; nothing is dropped.
import { nextLetter, parseNumber } from '../../tree/numbers.ts';
import type { AnyNode, Edition, Lang, NumberedNode, Reference, Root } from '../../tree/types.ts';

/** A rule number as it appears in prose; three bare digits only count after a rule word. */
const NUMBER = /(?<![\d.,])(\d{3})(?:\.(\d+)([a-z]{1,2})?)?(?![\d\p{L}]|\.\d)/gu;
const RULE_WORD = /(?:\b(?:rules?|regol[ae]|regras?|see|vedi|ver|veja|cr)\s*|[(“"])$/iu;
const LIST_SEPARATOR = /^(?:,\s*|,?\s+(?:and|or|e|ou|o|y)\s+|\s*\/\s*)$/iu;
const RANGE_TAIL = /^\s?[–—-]\s?(?:(\d{3})\.(\d+)([a-z]{1,2})?(?![\d\p{L}])|(\d+)(?![\d.])|([a-z]{1,2})(?![\p{L}\d]))/u;
const SECTION = /\b(?:sections?|sezion[ei]|se[cç]ç(?:ão|ões))\s+(\d)(?!\d|\.\d)/giu;

interface Mention {
  start: number;
  end: number;
  targets: string[];
  range: boolean;
}

function expandRange(from: string, to: { rule?: string; sub?: string; letter?: string; number?: string }): string[] {
  const a = parseNumber(from);
  if (!a) return [from];
  const out: string[] = [];
  if (to.number) {
    const b = parseNumber(to.number);
    if (b && a.letter && b.letter && a.rule === b.rule && a.sub === b.sub) return expandRange(from, { letter: b.letter });
    if (b && !a.letter && !b.letter && a.rule === b.rule && a.sub !== undefined && b.sub !== undefined) return expandRange(from, { sub: String(b.sub) });
    return [from, to.number];
  }
  if (to.letter && a.letter) {
    for (let l = a.letter; out.length < 60; l = nextLetter(l)) {
      out.push(`${a.rule}.${a.sub}${l}`);
      if (l === to.letter) break;
    }
    return out;
  }
  if (to.sub && a.sub !== undefined && !a.letter) {
    for (let s = a.sub; s <= Number(to.sub) && out.length < 60; s++) out.push(`${a.rule}.${s}`);
    return out;
  }
  if (to.sub && a.sub === undefined) {
    // "rules 100–199": every rule in between (the unknown ones are dropped at resolution).
    for (let r = a.rule!; r <= Number(to.sub) && out.length < 120; r++) out.push(String(r));
    return out;
  }
  return [from];
}

/** Rule mentions in a text, lists and ranges grouped into one mention each. */
export function findRuleMentions(text: string): Mention[] {
  const singles: Mention[] = [];
  let consumed = 0; // the end of the last range's tail ("601.2a-601.2d" is one mention)
  for (const m of text.matchAll(NUMBER)) {
    const start = m.index!;
    if (start < consumed) continue;
    const number = m[2] ? `${m[1]}.${m[2]}${m[3] ?? ''}` : m[1]!;
    let end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 12), start);
    const previous = singles[singles.length - 1];
    const continuesList = previous && LIST_SEPARATOR.test(text.slice(previous.end, start));
    if (!m[2] && !RULE_WORD.test(before) && !continuesList) continue;
    let targets = [number];
    let range = false;
    const tail = RANGE_TAIL.exec(text.slice(end));
    if (tail) {
      const to = tail[1] ? { number: `${tail[1]}.${tail[2]}${tail[3] ?? ''}` } : tail[4] ? { sub: tail[4] } : { letter: tail[5] };
      const expanded = expandRange(number, to);
      if (expanded.length > 1) {
        targets = expanded;
        range = true;
        end += tail[0].length;
      }
    }
    consumed = end;
    singles.push({ start, end, targets, range });
  }
  // Join "110.2 and 112.2" style neighbours into one list mention.
  const grouped: Mention[] = [];
  for (const s of singles) {
    const prev = grouped[grouped.length - 1];
    if (prev && LIST_SEPARATOR.test(text.slice(prev.end, s.start))) {
      prev.end = s.end;
      prev.targets.push(...s.targets);
      prev.range = false;
      (prev as Mention & { list?: boolean }).list = true;
    } else grouped.push({ ...s, targets: [...s.targets] });
  }
  return grouped;
}

/** Extend a mention's start back over the rule word before it ("see rule 601.2"). */
function withLeadingWord(text: string, start: number): number {
  const m = /\b(?:rules?|regol[ae]|regras?)\s+$/iu.exec(text.slice(Math.max(0, start - 10), start));
  return m ? start - m[0].length : start;
}

function referencesIn(text: string, known: Set<string>): Reference[] {
  const refs: Reference[] = [];
  for (const mention of findRuleMentions(text)) {
    const start = withLeadingWord(text, mention.start);
    const isList = (mention as Mention & { list?: boolean }).list === true;
    const resolved = mention.targets.filter((t) => known.has(t));
    const unresolved = mention.range ? (resolved.length ? [] : [mention.targets[0]!]) : mention.targets.filter((t) => !known.has(t));
    refs.push({
      kind: isList ? 'list' : mention.range ? 'range' : 'rule',
      raw: text.slice(start, mention.end),
      start,
      end: mention.end,
      targets: resolved,
      ...(unresolved.length ? { unresolved } : {}),
    });
  }
  for (const m of text.matchAll(SECTION)) {
    const target = m[1]!;
    refs.push({
      kind: 'section',
      raw: m[0],
      start: m.index!,
      end: m.index! + m[0].length,
      targets: known.has(target) ? [target] : [],
      ...(known.has(target) ? {} : { unresolved: [target] }),
    });
  }
  return refs.sort((a, b) => a.start - b.start);
}

function* walk(node: AnyNode): Generator<AnyNode> {
  yield node;
  if ('children' in node && node.children) for (const child of node.children as AnyNode[]) yield* walk(child);
}

/** The number a node is known by in references and backlinks. */
export function nodeKey(node: AnyNode, parent: NumberedNode | null): string | null {
  if (node.type === 'section' || node.type === 'rule' || node.type === 'subrule' || node.type === 'subsubrule') return node.number;
  if (node.type === 'example') return parent?.number ?? null;
  if (node.type === 'glossaryEntry') return `glossary:${node.term}`;
  return null;
}

export function linkReferences(root: Root, _ctx: { lang: Lang; editionId: string }): Edition['unresolved'] {
  const known = new Set<string>();
  for (const node of walk(root)) if ('number' in node && typeof node.number === 'string') known.add(node.number);
  const unresolved: Edition['unresolved'] = [];
  const visit = (node: AnyNode, parent: NumberedNode | null) => {
    if ((node.type === 'section' || node.type === 'rule' || node.type === 'subrule' || node.type === 'subsubrule' || node.type === 'example' || node.type === 'glossaryEntry') && node.text) {
      node.refs = referencesIn(node.text, known);
      const from = nodeKey(node, parent) ?? '?';
      for (const ref of node.refs) for (const target of ref.unresolved ?? []) unresolved.push({ from, raw: ref.raw, target });
    }
    const nextParent = node.type === 'section' || node.type === 'rule' || node.type === 'subrule' || node.type === 'subsubrule' ? node : parent;
    if ('children' in node && node.children) for (const child of node.children as AnyNode[]) visit(child, nextParent);
  };
  visit(root, null);
  return unresolved;
}

/** number → the numbers (or "glossary:TERM") of the nodes that cite it, in document order. */
export function backlinks(root: Root): Map<string, string[]> {
  const cited = new Map<string, string[]>();
  const visit = (node: AnyNode, parent: NumberedNode | null) => {
    const from = nodeKey(node, parent);
    if (from && 'refs' in node) {
      for (const ref of node.refs) {
        for (const target of ref.targets) {
          if (target === from) continue;
          const list: string[] = cited.get(target) ?? [];
          if (!list.includes(from)) list.push(from);
          cited.set(target, list);
        }
      }
    }
    const nextParent = node.type === 'section' || node.type === 'rule' || node.type === 'subrule' || node.type === 'subsubrule' ? node : parent;
    if ('children' in node && node.children) for (const child of node.children as AnyNode[]) visit(child, nextParent);
  };
  visit(root, null);
  return cited;
}
