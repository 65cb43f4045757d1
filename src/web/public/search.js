// Search for the search box: the API's ranked search when online, this file's own index
// over the edition data when offline (or when the API does not answer in time). The local
// index is deliberately simple — accent-folded word prefixes over titles, texts and
// glossary terms — so it builds in a few milliseconds and answers a keystroke in one or two.

/** Lowercase and strip accents one character at a time, so offsets stay aligned with the text. */
export function fold(text) {
  return text.toLowerCase().replace(/[^\u0000-\u007f]/g, (ch) => ch.normalize('NFD')[0]);
}

const WORD = /[\p{L}\p{N}]+/gu;

/** "702.19c", "702.19 c", "CR 702.19c", "r702.19c", "7" → canonical number, else null. */
export function parseRuleNumber(query) {
  const m = /^\s*(?:cr\s*)?r?\s*(\d{1,3})(?:\.(\d{1,3})\.?\s*([a-z]{0,2}))?\.?\s*$/i.exec(query);
  if (!m) return null;
  if (m[1].length === 2) return null;
  return m[2] ? `${m[1]}.${m[2]}${(m[3] ?? '').toLowerCase()}` : m[1];
}

const indexes = new WeakMap();

function entriesOf(data) {
  if (!indexes.has(data)) {
    const entries = [];
    for (const rule of data.rules) {
      const text = [rule.x, ...(rule.e ?? []).map((e) => e.x)].join(' ');
      entries.push({ number: rule.n, title: rule.t ?? '', text, ftitle: fold(rule.t ?? ''), ftext: fold(text) });
    }
    for (const entry of data.glossary) {
      const title = [entry.term, ...(entry.aliases ?? [])].join(', ');
      entries.push({ number: `glossary:${entry.term}`, title: entry.term, text: entry.x, ftitle: fold(title), ftext: fold(entry.x), glossary: true });
    }
    indexes.set(data, entries);
  }
  return indexes.get(data);
}

function wordStartsAt(ftext, term) {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
  const m = re.exec(ftext);
  return m ? m.index : -1;
}

/** A window of the text around the first match, matched word starts marked «like this». */
function snippet(text, ftext, terms, width = 160) {
  let first = -1;
  for (const term of terms) {
    const at = wordStartsAt(ftext, term);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  const start = first > 60 ? text.lastIndexOf(' ', first - 40) + 1 : 0;
  const end = Math.min(text.length, start + width);
  const fwindow = ftext.slice(start, end);
  const spans = [];
  for (const term of terms) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\p{L}\\p{N}]*`, 'gu');
    for (const m of fwindow.matchAll(re)) spans.push([m.index, m.index + m[0].length]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let out = start > 0 ? '…' : '';
  let at = 0;
  const raw = text.slice(start, end);
  for (const [s, e] of spans) {
    if (s < at) continue;
    out += raw.slice(at, s) + '«' + raw.slice(s, e) + '»';
    at = e;
  }
  return out + raw.slice(at) + (end < text.length ? '…' : '');
}

/** Word endings dropped from longer query words, so "blocked" also finds "blocking" and
 *  "travolgere" finds "travolge": a crude, language-blind stand-in for the server's stemmers. */
const ENDING = /(?:ing|ed|es|s|ere|are|ire|ar|er|ir|e|a|o|i)$/;

function queryTerms(query) {
  return [...fold(query).matchAll(WORD)]
    .map((m) => m[0])
    .filter((t) => t.length > 1 || /\d/.test(t))
    .map((t) => (t.length >= 6 ? t.replace(ENDING, '') : t));
}

/** Local search: query words must start words in the title or text (all of them when any
 *  paragraph has them all, else as many as the best paragraph has); titles weigh more. */
export function searchLocal(data, query, limit = 12) {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const hits = [];
  let best = 1;
  for (const entry of entriesOf(data)) {
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      const inTitle = wordStartsAt(entry.ftitle, term) >= 0;
      if (!inTitle && wordStartsAt(entry.ftext, term) < 0) continue;
      matched++;
      score += (inTitle ? 6 : 0) + 1 + (entry.ftitle.startsWith(term) && entry.ftitle.length - term.length <= 3 ? 10 : 0);
    }
    if (matched < best) continue;
    best = matched;
    // Short paragraphs that match are more likely to be about the words than to mention them;
    // on a tie the rule beats the glossary entry that points to it.
    score += 1 / (1 + entry.text.length / 400) + (entry.glossary ? -0.5 : 0);
    hits.push({ entry, score, matched });
  }
  const kept = hits.filter((h) => h.matched === best).sort((a, b) => b.score - a.score);
  return kept.slice(0, limit).map(({ entry, score }) => ({
    number: entry.number,
    edition: data.id,
    score,
    title: entry.title || undefined,
    snippet: snippet(entry.text, entry.ftext, terms),
  }));
}

/** The API's search, given up on after `timeoutMs` so a bad connection falls back quickly. */
export async function searchApi(query, edition, { signal, timeoutMs = 2500, limit = 12 } = {}) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const url = `/v1/search?${new URLSearchParams({ q: query, edition, limit: String(limit) })}`;
  const response = await fetch(url, { signal: both });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const err = new Error(body?.error?.message ?? `search failed: HTTP ${response.status}`);
    err.status = response.status;
    throw err;
  }
  const body = await response.json();
  return Array.isArray(body) ? body : body.results ?? [];
}
