// Edition data for offline use: the list of editions and each edition's compact JSON
// (served by routes.ts under /data/), kept in Cache Storage so the app, its tree and its
// search work with the network off after the first visit.
const DATA_CACHE = 'judge-data-v1';

/** Cached copy first (instant, offline); refreshed in the background when online. */
async function cachedJson(url, { revalidate = true } = {}) {
  const cache = 'caches' in self ? await caches.open(DATA_CACHE) : null;
  const cached = cache ? await cache.match(url) : null;
  const refresh = async () => {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    if (cache) await cache.put(url, response.clone());
    return response.json();
  };
  if (cached) {
    if (revalidate && navigator.onLine) refresh().catch(() => {});
    return cached.json();
  }
  return refresh();
}

/** Whether an edition's data is already in Cache Storage (then it loads at once). */
export async function hasCachedEdition(id) {
  if (!('caches' in self)) return false;
  const cache = await caches.open(DATA_CACHE);
  return !!(await cache.match(`/data/editions/${encodeURIComponent(id)}.json`));
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
    const promise = cachedJson(`/data/editions/${encodeURIComponent(id)}.json`).then((raw) => new EditionData(raw));
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

/** One rule from the API, without the edition around it (see snapshotData). */
export async function loadRuleSnapshot(number, edition) {
  const query = edition ? `?edition=${encodeURIComponent(edition)}` : '';
  const response = await fetch(`/v1/rules/${encodeURIComponent(number)}${query}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = await response.json();
  if (!body?.number || body.results) return null;
  return snapshotData(body, number);
}
