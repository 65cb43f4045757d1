// Edition data for offline use: the list of editions and each edition's compact JSON
// (served by routes.ts under /data/), kept in Cache Storage so the app, its tree and its
// search work with the network off after the first visit.
const DATA_CACHE = 'judge-data-v1';

/** A fetch that failed for want of a network: `offline` set, so views say what is missing
 *  (an edition not kept on this device, a history that needs the server) instead of the
 *  browser's "Failed to fetch". */
export async function fetchOrOffline(url, init) {
  try {
    return await fetch(url, init);
  } catch (err) {
    throw Object.assign(new Error(`${url}: ${err.message}`), { offline: true });
  }
}

/** Cached copy first (instant, offline); refreshed in the background when online. A copy
 *  fetched is kept in Cache Storage when `store` says so (or one is there already). */
async function cachedJson(url, { revalidate = true, store = true } = {}) {
  const cache = 'caches' in self ? await caches.open(DATA_CACHE) : null;
  const cached = cache ? await cache.match(url) : null;
  const refresh = async () => {
    const response = await fetchOrOffline(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    if (cache && (store || cached)) await cache.put(url, response.clone());
    return response.json();
  };
  if (cached) {
    if (revalidate && navigator.onLine) refresh().catch(() => {});
    return cached.json();
  }
  return refresh();
}

const editionUrl = (id) => `/data/editions/${encodeURIComponent(id)}.json`;

// Which editions stay on the device: the reader's own (app.js: setAutoKeep) unless they let
// it go, and every one they chose to keep — not every old release a history led them to.
const CHOICES = 'judge.offline';
let autoKept = new Set();
const choices = () => JSON.parse(localStorage.getItem(CHOICES) ?? '{}');
const choose = (id, keep) => localStorage.setItem(CHOICES, JSON.stringify({ ...choices(), [id]: keep }));
const wantsKept = (id) => choices()[id] ?? autoKept.has(id);

export function setAutoKeep(ids) {
  autoKept = new Set(ids);
}

/** Whether an edition's data is already in Cache Storage (then it loads at once, and
 *  offline). */
export async function hasCachedEdition(id) {
  if (!('caches' in self)) return false;
  const cache = await caches.open(DATA_CACHE);
  return !!(await cache.match(editionUrl(id)));
}

/** The editions kept on this device, by id. */
export async function keptEditions() {
  if (!('caches' in self)) return [];
  const keys = await (await caches.open(DATA_CACHE)).keys();
  return keys.map((r) => /\/data\/editions\/([^/]+)\.json$/.exec(new URL(r.url).pathname)?.[1]).filter(Boolean).map(decodeURIComponent);
}

/** Downloads an edition into Cache Storage, for reading and searching offline. */
export async function keepEdition(id) {
  choose(id, true);
  loaded.delete(id);
  await loadEdition(id);
  if (!(await hasCachedEdition(id))) throw new Error(`${id}: not kept (this browser keeps no offline data)`);
}

/** Lets an edition go from this device (it is fetched again when read online). */
export async function forgetEdition(id) {
  choose(id, false);
  if ('caches' in self) await (await caches.open(DATA_CACHE)).delete(editionUrl(id));
  loaded.delete(id);
}

export function loadEditions() {
  return cachedJson('/data/editions.json');
}

/** An edition, indexed for the views: number → rule, children per number, and what cites what. */
export class EditionData {
  constructor(raw) {
    this.id = raw.id;
    this.lang = raw.lang;
    this.title = raw.title;
    this.effectiveDate = raw.effectiveDate;
    this.numbering = raw.numbering;
    // A tournament document (MTR, IPG) or the Comprehensive Rules ('cr').
    this.kind = raw.kind ?? 'rules';
    this.document = raw.document ?? 'cr';
    if (this.document !== 'cr') this.short = this.document.toUpperCase();
    this.rules = raw.rules;
    this.glossary = raw.glossary;
    /** In a translation: English game terms (folded) → the rule defining them here. */
    this.englishTerms = raw.englishTerms;
    this.byNumber = new Map();
    this.index = new Map();
    this.children = new Map();
    this.citedBy = new Map();
    this.rules.forEach((rule, i) => {
      this.byNumber.set(rule.n, rule);
      this.index.set(rule.n, i);
      if (rule.u) {
        if (!this.children.has(rule.u)) this.children.set(rule.u, []);
        this.children.get(rule.u).push(rule.n);
      }
      const refs = [...(rule.r ?? []), ...(rule.e ?? []).flatMap((e) => e.r ?? [])];
      // A reference into another document ([start, end, targets, document]) cites nothing here.
      for (const [, , targets, document] of refs) if (!document) for (const t of targets) this.cite(t, rule.n);
    });
    this.glossaryByTerm = new Map();
    for (const entry of this.glossary) {
      const key = `glossary:${entry.term}`;
      this.glossaryByTerm.set(key, entry);
      for (const [, , targets] of entry.r ?? []) for (const t of targets) this.cite(t, key);
    }
  }

  cite(target, from) {
    if (target === from) return;
    if (!this.citedBy.has(target)) this.citedBy.set(target, []);
    const list = this.citedBy.get(target);
    if (!list.includes(from)) list.push(from);
  }

  get(number) {
    return this.byNumber.get(number);
  }

  previous(number) {
    if (this.neighbours?.has(number)) return this.neighbours.get(number).previous;
    const i = this.index.get(number);
    return i > 0 ? this.rules[i - 1].n : null;
  }

  next(number) {
    if (this.neighbours?.has(number)) return this.neighbours.get(number).next;
    const i = this.index.get(number);
    return i !== undefined && i < this.rules.length - 1 ? this.rules[i + 1].n : null;
  }

  /** Ancestors from the section down, the rule itself excluded. */
  ancestors(number) {
    const out = [];
    for (let rule = this.get(number); rule?.u; rule = this.get(rule.u)) out.unshift(rule.u);
    return out;
  }

  sections() {
    return this.rules.filter((r) => !r.u);
  }
}

const loaded = new Map();

export function loadEdition(id) {
  if (!loaded.has(id)) {
    const promise = cachedJson(editionUrl(id), { store: wantsKept(id) }).then((raw) => new EditionData(raw));
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return loaded.get(id);
}

/** The API's answer for one rule (/v1/rules/{n}: the rule, its subrules when it has any) in
 *  the shape of the edition data, so the rule view renders it before the edition arrives.
 *  `partial`: only these rules are known; previous/next and cited-by come from the API. */
function snapshotData(body, asked) {
  const views = [body, ...(body.subrules ?? [])];
  const compact = (v) => ({
    n: v.number,
    ...(v.printedNumber && v.printedNumber !== v.number ? { p: v.printedNumber } : {}),
    ...(v.title ? { t: v.title } : {}),
    x: v.text ?? '',
    e: (v.examples ?? []).map((x) => ({ x })),
    r: (v.refs ?? []).filter((r) => r.targets?.length || r.document).map((r) => (r.document ? [r.start, r.end, r.targets, r.document] : [r.start, r.end, r.targets])),
    ...(v.parent ? { u: v.parent } : {}),
  });
  const data = new EditionData({ id: body.edition, lang: body.lang, title: '', effectiveDate: null, rules: views.map(compact), glossary: [] });
  data.partial = true;
  data.asked = asked;
  data.neighbours = new Map(views.map((v) => [v.number, { previous: v.previous, next: v.next }]));
  for (const v of views) for (const from of v.citedBy ?? []) data.cite(v.number, from);
  return data;
}

/** One rule from the API, without the edition around it (see snapshotData). `cited`: the
 *  number is the current English rule's (a link naming no edition), asked in `edition`'s
 *  language, whose answer is its counterpart there (`counterpartOf`), under its own number. */
export async function loadRuleSnapshot(number, edition, { cited = false } = {}) {
  const query = !edition ? '' : cited ? `?lang=${encodeURIComponent(edition.split('-')[0])}` : `?edition=${encodeURIComponent(edition)}`;
  const response = await fetchOrOffline(`/v1/rules/${encodeURIComponent(number)}${query}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = await response.json();
  if (!body?.number || body.results) return null;
  return snapshotData(body, body.counterpartOf ? body.number : number);
}
