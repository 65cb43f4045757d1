// Rule numbers as judges type them, for the search box and for deep links: one rule
// ("702.19c", "702.19 c", "CR 702.19c", "r702.19c", "7"), a range ("601.2a-d", "601.2a–601.2d",
// "509.1-3"), or the first characters of either while still typing ("70", "601.2a-").
// The same forms the CLI and the API's lookup accept; nothing here ever fails on odd input,
// it answers null and the caller falls back to a word search.

const PREFIX = /^\s*(?:cr\s*)?(?:r(?=\s*\d))?\s*/i;
/** A Yawgatog-style id ("R70219c", the anchors other rules sites link to), as the CLI reads it. */
const COMPACT = /^\s*r(\d{3})(\d{1,3})([a-z]?)\s*$/i;
const dotted = (query) => String(query).replace(COMPACT, (_, rule, sub, letter) => `${rule}.${sub}${letter}`);
const ONE = /^(\d{1,3})(?:\.\s*(\d{1,3})\.?\s*([a-z]{0,2}))?\.?$/i;

function canonical(text) {
  const m = ONE.exec(text.trim());
  if (!m || m[1].length === 2) return null; // sections are one digit, rules three
  if (m[1].length === 1 && m[2]) return null;
  return m[2] ? `${m[1]}.${m[2]}${(m[3] ?? '').toLowerCase()}` : m[1];
}

/** One rule number in canonical form, or null. */
export function parseRuleNumber(query) {
  return canonical(dotted(query).replace(PREFIX, ''));
}

/** A rule or a range: {kind: 'rule', number} | {kind: 'range', from, to, label} | null.
 *  The end of a range may repeat the start's stem or give only what changes: "601.2a-d",
 *  "509.1-3", "601.2a-601.2d". */
export function parseRuleRef(query) {
  const body = dotted(query).replace(PREFIX, '');
  const single = canonical(body);
  if (single) return { kind: 'rule', number: single };
  const m = /^(.+?)\s*(?:-|–|—|\bto\b|\.\.)\s*(.+)$/i.exec(body);
  if (!m) return null;
  const from = canonical(m[1]);
  if (!from) return null;
  const end = m[2].replace(PREFIX, '').trim().toLowerCase();
  let to = canonical(end);
  if (/^[a-z]{1,2}$/.test(end) && /[a-z]$/.test(from)) to = from.replace(/[a-z]+$/, '') + end; // 601.2a-d
  else if (/^\d{1,3}$/.test(end) && from.includes('.')) to = from.replace(/\.\d+[a-z]*$/, `.${end}`); // 509.1-3
  if (!to || to === from) return to ? { kind: 'rule', number: from } : null;
  return { kind: 'range', from, to, label: `${from}-${to.startsWith(from.replace(/[a-z]+$/, '')) && /[a-z]$/.test(to) ? to.slice(from.replace(/[a-z]+$/, '').length) : to}` };
}

/** Whether the text looks like a number being typed (digits, dots, letters after them, a
 *  dash): such text is never sent to the word search. */
export function looksLikeNumber(query) {
  return /^\s*(?:cr\s*)?r?\s*\d[\d.]*\s*[a-z]{0,2}\s*(?:(?:-|–|—|\.\.)\s*(?:\d[\d.]*)?\s*[a-z]{0,2})?\s*$/i.test(query);
}

/** Every numbered paragraph of a range, in document order, its subrules included. */
export function rangeNumbers(data, from, to) {
  const start = data.index.get(from);
  const end = data.index.get(to);
  if (start === undefined || end === undefined || end < start) return [];
  return data.rules.slice(start, end + 1).map((r) => r.n);
}

/** The rules a half-typed number could become, in document order: "70" → 700, 701, 702…;
 *  "601.2a-" → 601.2a and the rules after it at its level. */
export function numberMatches(data, query, limit = 12) {
  const ref = parseRuleRef(query);
  if (ref?.kind === 'range') return rangeNumbers(data, ref.from, ref.to).slice(0, limit);
  const stem = String(query).replace(PREFIX, '').replace(/\s+/g, '').toLowerCase();
  const open = /[-–—]$/.test(stem);
  const prefix = stem.replace(/[-–—.]+$/, '');
  if (!prefix) return [];
  const exact = parseRuleNumber(prefix);
  if (open && exact && data.get(exact)) {
    const rule = data.get(exact);
    const siblings = rule.u ? data.children.get(rule.u) ?? [] : data.sections().map((s) => s.n);
    return siblings.slice(siblings.indexOf(exact)).slice(0, limit);
  }
  // The shallowest first ("70" → the rules 700–709 rather than 700's subrules), shown in document order.
  const level = (n) => (n.includes('.') ? (/[a-z]$/.test(n) ? 3 : 2) : n.length > 1 ? 1 : 0);
  const found = data.rules.filter((r) => r.n.startsWith(prefix)).map((r) => r.n);
  const kept = new Set([...found].sort((a, b) => level(a) - level(b)).slice(0, limit));
  return found.filter((n) => kept.has(n));
}

/** For a number that is not in the edition: the nearest numbers that are, found by
 *  shortening it until something starts with what is left ("999.9" → "9", 900, 901…). */
export function nearNumbers(data, number, limit = 8) {
  for (let stem = number.replace(/[-–].*$/, ''); stem; stem = stem.slice(0, -1)) {
    const clean = stem.replace(/[.]$/, '');
    if (!clean) break;
    const found = data.rules.filter((r) => r.n.startsWith(clean)).slice(0, limit).map((r) => r.n);
    if (found.length) return found;
  }
  return data.sections().slice(0, limit).map((r) => r.n);
}

const fold = (s) => String(s).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** A keyword or glossary term where a number is expected (/r/trample): the rule titled with
 *  it, else the first rule its glossary entry points to — as the CLI and the API read it;
 *  in a translation, an English term too (`englishTerms`, from the server: the counterpart
 *  of the English rule defining it, so "trample" is 502.9 in the classic Portuguese text). */
export function definingRule(data, term) {
  const wanted = fold(term);
  if (!wanted) return null;
  const english = data.englishTerms?.[wanted];
  const titled = data.rules.find((r) => r.t && fold(r.t) === wanted);
  if (titled) return titled.n;
  for (const entry of data.glossary) {
    if (![entry.term, entry.en, ...(entry.aliases ?? [])].some((n) => n && fold(n) === wanted)) continue;
    const target = (entry.r ?? []).flatMap(([, , targets]) => targets).find((n) => data.get(n));
    if (target) return target;
  }
  return english && data.get(english) ? english : null;
}
