// Search for the search box: the API's ranked search when online, the same search run in
// the page over the edition data when offline (or when the API does not answer in time).

/** "702.19c", "702.19 c", "CR 702.19c", "r702.19c", "7" → canonical number, else null. */
export function parseRuleNumber(query) {
  const m = /^\s*(?:cr\s*)?r?\s*(\d{1,3})(?:\.(\d{1,3})\.?\s*([a-z]{0,2}))?\.?\s*$/i.exec(query);
  if (!m) return null;
  if (m[1].length === 2) return null;
  return m[2] ? `${m[1]}.${m[2]}${(m[3] ?? '').toLowerCase()}` : m[1];
}

// Offline, the server's own search: src/search's modules (analysis, slang, language,
// postings and ranking, snippets), bundled into search-engine.js by `npm run
// build:web-search`, over the edition data the page holds. Loaded on the first offline
// search, not with the page; the index is built once per edition.
let engine;
const searches = new WeakMap();

/** Ranked results for a query in this edition's data, as GET /v1/search gives them. */
export async function searchLocal(data, query, limit = 12) {
  engine ??= import('./search-engine.js');
  const { OfflineSearch } = await engine;
  let search = searches.get(data);
  if (!search) searches.set(data, (search = new OfflineSearch([data])));
  try {
    return await search.query(query, { edition: data.id, limit });
  } catch {
    return []; // a query the server refuses too (empty, binary, too long): nothing found
  }
}

/** Loads the search and builds the edition's index ahead of the first offline query (the
 *  page calls it when the network goes). */
export function warmLocal(data) {
  return searchLocal(data, 'rules', 1); // any query builds the edition's index
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
