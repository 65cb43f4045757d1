// The rules library: every question the CLI, the HTTP API, the web app and the engine ask
// of the ingested editions. All methods are synchronous; per-edition structures (node maps,
// backlinks, the search index) are built the first time an edition is used.
import { JudgeError } from '../errors.ts';
import { analyzerFor, fold } from '../search/analyze.ts';
import type { RuleQuery } from '../search/rule-query.ts';
import { definedTerms, definingRule } from './defining-rule.ts';
import { closest } from '../search/typo.ts';
import { parseQuery, validateQuery } from '../search/validate.ts';
import { documentNamed, documentOf, documentPrefix } from '../tree/documents.ts';
import type { DocumentId, Edition, GlossaryEntry, Lang, NumberedNode, RuleView } from '../tree/types.ts';
import { CrossDocuments } from './cross-documents.ts';
import { schemeOf } from './numbering.ts';
import type { ChainOptions, HistoryEntry, ReleaseChain, ReleaseDiff } from '../history/index.ts';
import { EditionState } from './edition-state.ts';
import type { Prepared } from './parse-client.ts';
import { sectionStateFor } from './sections.ts';
import { chainOf, counterpartIn, englishReleaseOf, type Counterpart } from './translations.ts';
import type { EditionSelector, EditionSummary, GlossaryHit, RulesLibrary, TocEntry } from './types.ts';

const LANGS: Lang[] = ['en', 'it', 'pt'];

/** Why a rule has no counterpart in an edition, in parentheses, unless it only says "not in" that edition again. */
const reasonBeyond = (reason: string | undefined, edition: string): string => (reason && reason !== `not in ${edition}` ? ` (${reason})` : '');
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** A section or a three-digit rule asked for whole can hold a thousand paragraphs. */
export const MAX_LOOKUP = 2000;

export interface LibraryOptions {
  /** Where matchings between releases are cached (data/history). */
  historyCache?: string;
  /** Where src/search saves its indexes (data/search). */
  searchCache?: string;
  /** Matchings and spans computed ahead (the shipped ones: ./shipped.ts), asked for when
   *  the chain of releases is first needed. */
  identity?: () => Pick<ChainOptions, 'precomputed' | 'spans'>;
  /** Parses what is not parsed yet without blocking (./parse-client.ts); see prepareAll. */
  prepare?: (signal?: AbortSignal) => Promise<Prepared>;
}

/** Newest first; undated editions after dated ones. */
function byDateDesc(a: Edition, b: Edition): number {
  return (b.effectiveDate ?? '').localeCompare(a.effectiveDate ?? '') || a.id.localeCompare(b.id);
}

export class Library implements RulesLibrary {
  private readonly all: Edition[];
  private readonly byId = new Map<string, Edition>();
  private readonly states = new Map<string, EditionState>();
  /** Each language's newest Comprehensive Rules. */
  private readonly defaults = new Map<Lang, Edition>();
  /** Each document's newest edition (the CR's: the newest English, else any). */
  private readonly documents = new Map<DocumentId, Edition>();
  private readonly cross: CrossDocuments;

  private readonly opts: LibraryOptions;
  /** Where the search saves its indexes (data/search), when the library has a data folder. */
  readonly searchCache: string | undefined;
  private releaseChain?: ReleaseChain;
  private oldestEnglish?: string;

  constructor(editions: Edition[], opts: LibraryOptions = {}) {
    this.opts = opts;
    this.searchCache = opts.searchCache;
    this.all = [...editions].sort(byDateDesc);
    for (const e of this.all) {
      this.byId.set(e.id, e);
      if (e.kind !== 'policy' && !this.defaults.has(e.lang)) this.defaults.set(e.lang, e);
      if (e.kind === 'policy' && !this.documents.has(documentOf(e))) this.documents.set(documentOf(e), e);
    }
    const cr = this.defaults.get('en') ?? this.all.find((e) => e.kind !== 'policy');
    if (cr) this.documents.set('cr', cr);
    this.cross = new CrossDocuments(this.documents, (e, n) => !!this.ruleOf(e, n));
  }

  // ---- editions -------------------------------------------------------------------------

  /** Parses, off the main thread, every edition not parsed yet (a server calls it once it
   *  is ready), so that later requests for old releases only read the cache. Resolves with
   *  how many were parsed and which could not be. */
  prepareAll(signal?: AbortSignal): Promise<Prepared> {
    return this.opts.prepare?.(signal) ?? Promise.resolve({ parsed: 0, failed: [] });
  }

  editions(): EditionSummary[] {
    // Field by field: reading `root` would load a lazily loaded tree (src/library/data.ts).
    return this.all.map((e) => ({
      id: e.id,
      lang: e.lang,
      kind: e.kind ?? 'rules',
      document: documentOf(e),
      effectiveDate: e.effectiveDate,
      notes: e.notes,
      numbering: e.numbering,
      ...(e.lang !== 'en' && this.pairedEnglish(e) ? { matches: this.pairedEnglish(e)! } : {}),
      source: e.source,
      title: e.title,
      counts: e.counts,
      coverage: e.coverage,
      anomalyCount: e.anomalies.length,
      unresolvedCount: e.unresolved.length,
      ...(e.furniture ? { furniture: furnitureCounts(e.furniture) } : {}),
    }));
  }

  resolveEdition(sel: EditionSelector = {}): Edition {
    if (sel.edition !== undefined && sel.edition !== '') {
      // A document's name ("mtr", "IPG", "cr") stands for its newest edition.
      const named = documentNamed(sel.edition);
      const e = this.byId.get(sel.edition) ?? this.byId.get(sel.edition.trim().toLowerCase()) ?? (named && this.documents.get(named.id));
      if (e && sel.lang && e.kind !== 'policy' && e.lang !== sel.lang.trim().toLowerCase())
        throw new JudgeError('bad_request', `edition ${e.id} is in "${e.lang}", not "${sel.lang}": give an edition or a language, not both`);
      if (e) return e;
      if (named) throw new JudgeError('not_found', `no edition of the ${named.name} is loaded; add its text to rules/ or start with --rules DIR`);
      const ids = this.all.map((x) => x.id);
      const near = closest(sel.edition.toLowerCase(), ids, 3, 5);
      const sameLang = ids.filter((id) => id.startsWith(sel.edition!.slice(0, 3).toLowerCase())).slice(0, 3);
      throw new JudgeError('not_found', `unknown edition "${sel.edition}" (there are ${ids.length}; \`judge report\` or GET /v1/editions lists them)`, {
        suggestions: [...new Set([...near, ...sameLang])].slice(0, 5),
      });
    }
    if (sel.lang !== undefined && sel.lang !== '') {
      const lang = sel.lang.trim().toLowerCase();
      const e = this.defaults.get(lang as Lang);
      if (e) return e;
      // A language the rules are never read in is bad input, not a missing edition.
      if (!LANGS.includes(lang as Lang)) throw new JudgeError('bad_request', `unknown language "${sel.lang}": the rules are read in ${LANGS.join(', ')}`);
      // English is the one language `judge fetch` can download (the current release).
      const how = lang === 'en' ? '; `judge fetch` downloads the current English rules, or pass a folder of rules texts with --rules' : '';
      throw new JudgeError('not_found', `no edition in language "${sel.lang}"${how}`, { suggestions: [...this.defaults.keys()] });
    }
    const e = this.defaults.get('en') ?? this.all.find((x) => x.kind !== 'policy') ?? this.all[0];
    if (!e) throw new JudgeError('not_found', 'no rules are loaded: `judge fetch` downloads the current English rules, or add rules texts to rules/ or pass --rules DIR');
    return e;
  }

  private state(edition: Edition): EditionState {
    let s = this.states.get(edition.id);
    if (!s) this.states.set(edition.id, (s = new EditionState(edition)));
    return s;
  }

  private stateFor(sel?: EditionSelector): EditionState {
    return this.state(this.resolveEdition(sel));
  }

  // ---- lookup by number -----------------------------------------------------------------

  lookup(query: string, sel?: EditionSelector): RuleView[] {
    const q = validateQuery(query, 'rule number');
    sel = documentAsked(q, sel);
    const translated = this.lookupByIdentity(q, sel);
    if (translated) return translated;
    const edition = this.resolveEdition(sel);
    const scheme = schemeOf(edition);
    const asked = scheme.parse(q);
    // One rule of an edition not used whole yet: its section alone answers (./sections.ts).
    const one = asked?.kind === 'single' && !this.states.has(edition.id) ? sectionStateFor(edition, asked.number) : undefined;
    const s = one ?? this.state(edition);
    const parsed = asked ?? this.definedBy(s, q);
    if (!parsed) throw new JudgeError('bad_request', `"${q}" is not a rule number (like ${scheme.example}) nor a keyword or glossary term; to find words, search`);
    return this.numbersFor(s, parsed, q).map((n) => this.view(s, n));
  }

  rule(number: string, sel?: EditionSelector): RuleView {
    const q = validateQuery(number, 'rule number');
    sel = documentAsked(q, sel);
    const s = this.stateFor(sel);
    const scheme = schemeOf(s.edition);
    const parsed = scheme.parse(q) ?? this.definedBy(s, q);
    if (!parsed) throw new JudgeError('bad_request', `"${q}" is not a rule number (like ${scheme.example}) nor a keyword or glossary term`);
    if (parsed.kind === 'range') throw new JudgeError('bad_request', `"${q}" is a range; ask for one rule, or look up the range`);
    return this.view(s, this.resolveNumber(s, parsed.number));
  }

  /** A keyword or glossary term asked where a number is expected: the rule defining it in
   *  the edition — or, for an English game term in a translation ("trample" in Portuguese,
   *  whose glossary has no English headwords), the counterpart of the English rule defining it. */
  private definedBy(s: EditionState, term: string): RuleQuery | null {
    const own = definingRule(s, term);
    if (own) return { kind: 'single', number: own };
    const english = this.defaults.get('en');
    if (!english || s.edition.lang === 'en') return null;
    const number = definingRule(this.state(english), term);
    if (!number) return null;
    const found = this.counterpartOf(english, number, s.edition);
    if (found.number === null)
      throw new JudgeError('not_found', `"${term}" is ${english.id} rule ${number}, which has no counterpart in ${s.edition.id}${reasonBeyond(found.reason, s.edition.id)}`);
    return { kind: 'single', number: found.number };
  }

  /** In a translation: every English game term (rule titles, glossary headwords, folded)
   *  → the number of its counterpart there, for lookups made away from the server (the web
   *  app's deep links and search box: "trample" is 502.9 in the classic Portuguese text). */
  englishTerms(sel: EditionSelector = {}): Record<string, string> {
    const edition = this.resolveEdition(sel);
    const english = this.defaults.get('en');
    if (!english || edition.lang === 'en') return {};
    const out: Record<string, string> = {};
    for (const [term, number] of definedTerms(this.state(english))) {
      const found = this.counterpartOf(english, number, edition).number;
      if (found) out[term] = found;
    }
    return out;
  }

  /** The canonical number for what was asked, following a misprinted number to where the
   *  paragraph was filed; not_found with "did you mean" otherwise. */
  private resolveNumber(s: EditionState, number: string): string {
    if (s.nodes.has(number)) return number;
    const filed = s.printed.get(number);
    if (filed) return filed;
    throw new JudgeError('not_found', `rule ${number} is not in ${s.edition.id}`, { suggestions: this.nearNumbers(s, number) });
  }

  private nearNumbers(s: EditionState, number: string): string[] {
    const out: string[] = [];
    const { parent } = schemeOf(s.edition);
    for (let p = parent(number); p; p = parent(p)) {
      if (s.nodes.has(p)) {
        out.push(p);
        break;
      }
    }
    out.push(...closest(number, s.order, 1, 6));
    return [...new Set(out)].slice(0, 5);
  }

  private numbersFor(s: EditionState, q: RuleQuery, asked: string): string[] {
    if (q.kind === 'single') {
      const number = this.resolveNumber(s, q.number);
      const node = s.nodes.get(number)!;
      const out = [number];
      if (node.type === 'section') {
        for (const c of node.children) if (c.type !== 'example') out.push(c.number);
      } else if (node.type !== 'subsubrule') {
        const collect = (n: NumberedNode) => {
          for (const c of n.children) if (c.type !== 'example' && out.length < MAX_LOOKUP) out.push(c.number), collect(c);
        };
        collect(node);
      }
      return out;
    }
    const { type: typeOf, parent, compare } = schemeOf(s.edition);
    const type = typeOf(q.from);
    if (type !== typeOf(q.to) || compare(q.from, q.to) > 0)
      throw new JudgeError('bad_request', `"${asked}" is not a range from a lower to a higher number of the same kind (like ${schemeOf(s.edition).rangeExample})`);
    const from = parent(q.from);
    const out = s.order.filter((n) => typeOf(n) === type && parent(n) === from && compare(n, q.from) >= 0 && compare(n, q.to) <= 0);
    if (!out.length)
      throw new JudgeError('not_found', `no rules from ${q.from} to ${q.to} in ${s.edition.id}`, { suggestions: this.nearNumbers(s, q.from) });
    return out.slice(0, MAX_LOOKUP);
  }

  private view(s: EditionState, number: string): RuleView {
    const node = s.nodes.get(number)!;
    const at = s.position.get(number)!;
    const examples: string[] = [];
    const children: string[] = [];
    const refs = [...node.refs];
    for (const c of node.children) {
      if (c.type === 'example') examples.push(c.text), refs.push(...c.refs);
      else children.push(c.number);
    }
    const citedIn = this.cross.citing(s.edition, number);
    return {
      edition: s.edition.id,
      number,
      ...(node.printedNumber ? { printedNumber: node.printedNumber } : {}),
      type: node.type,
      ...(node.title ? { title: node.title } : {}),
      ...(node.penalty ? { penalty: node.penalty } : {}),
      text: node.text,
      ...(node.parts ? { parts: partsOf(node) } : {}),
      examples,
      parent: s.parent.get(number) ?? null,
      children,
      previous: s.order[at - 1] ?? null,
      next: s.order[at + 1] ?? null,
      refs: refs.map((r) => this.cross.resolve(r)),
      citedBy: s.citedBy(number),
      ...(citedIn.length ? { citedIn } : {}),
      aligned: this.aligned(s.edition, number),
    };
  }

  /** The same rule in the other languages' current editions (and, for a translation, in
   *  the English release it is paired with), found through the chain (./translations.ts). */
  private aligned(edition: Edition, number: string): RuleView['aligned'] {
    const others: Edition[] = [];
    for (const lang of LANGS) {
      const d = this.defaults.get(lang);
      if (d && d.lang !== edition.lang) others.push(d);
    }
    const base = edition.lang !== 'en' ? this.pairedEnglish(edition) : null;
    const same = base ? this.byId.get(base) : undefined;
    if (same && !others.includes(same)) others.push(same);
    const out: RuleView['aligned'] = [];
    for (const other of others) {
      if (documentOf(other) !== documentOf(edition)) continue; // a tournament document has no translations
      const found = this.counterpartOf(edition, number, other);
      const matches = other.lang !== 'en' ? this.pairedEnglish(other) : null;
      const age = { ...(matches ? { matches } : {}) };
      if (found.number === null) {
        out.push({ edition: other.id, lang: other.lang, text: '', missing: found.reason ?? 'no counterpart', ...age });
        continue;
      }
      const node = this.ruleOf(other, found.number)!;
      out.push({
        edition: other.id,
        lang: other.lang,
        number: found.number,
        text: node.text,
        ...(node.title ? { title: node.title } : {}),
        ...age,
        ...(found.stale ? { olderThan: edition.lang === 'en' ? edition.id : other.id, changes: found.stale.changes, changedIn: found.stale.changedIn } : {}),
      });
    }
    return out;
  }

  // ---- the same rule across releases and translations (src/history) ------------------

  /** The chain of English releases, set up on first use (matchings load as walks need them). */
  get chain(): ReleaseChain {
    return (this.releaseChain ??= chainOf(this.all, { ...(this.opts.historyCache ? { cacheDir: this.opts.historyCache } : {}), ...this.opts.identity?.() }));
  }

  /** The English release an edition is paired with (./translations.ts englishReleaseOf). */
  private pairedEnglish(e: Pick<Edition, 'id' | 'lang' | 'effectiveDate' | 'numbering'>): string | null {
    this.oldestEnglish ??= this.all.filter((x) => x.lang === 'en' && x.numbering === 'modern' && !x.id.includes('~')).at(-1)?.id ?? '';
    return englishReleaseOf(e, this.oldestEnglish || undefined);
  }

  private counterpartOf(from: Edition, number: string, to: Edition): Counterpart {
    return counterpartIn(this.chain, from, number, to, (e, n) => this.ruleOf(e, n), (id) => this.byId.get(id));
  }



  /** A rule of an edition; of one not used yet, read from its section alone when it can
   *  be (./sections.ts), so showing the Italian 100.1 does not load the whole Italian tree. */
  private ruleOf(e: Edition, number: string): NumberedNode | undefined {
    const built = this.states.get(e.id);
    if (built) return built.nodes.get(number);
    return (sectionStateFor(e, number) ?? this.state(e)).nodes.get(number);
  }

  /** Where rule `number` of edition `from` stands in the edition `to` selects. */
  correspondingRule(number: string, from: EditionSelector, to: EditionSelector): Counterpart & { edition: string } {
    const a = this.resolveEdition(from);
    const b = this.resolveEdition(to);
    const s = this.state(a);
    const canonical = this.resolveNumber(s, number);
    if (documentOf(a) !== documentOf(b)) return { edition: b.id, number: null, via: 'number', reason: `${b.id} is another document` };
    return { edition: b.id, ...this.counterpartOf(a, canonical, b) };
  }

  /**
   * A number or range asked in a language without an edition (`judge rule 702.111b --lang it`,
   * `/v1/rules/702.111a-c?lang=it`, MCP, search) is what a judge cites — the current English
   * rules' numbers — and stands for their counterparts in that language's edition: the Italian
   * menace rule (702.110b of 2020), never the Italian paragraph that happens to bear the number
   * (renown). Each view is marked with the English rule it stands for. Null when the selector
   * names an edition, the language is English, or the English edition has no such rules (the
   * query is then the edition's own number); not_found when none has a counterpart there.
   */
  private lookupByIdentity(q: string, sel: EditionSelector = {}): RuleView[] | null {
    if (sel.edition || !sel.lang) return null;
    const target = this.resolveEdition(sel);
    const english = this.defaults.get('en');
    if (!english || target.lang === 'en' || target.kind === 'policy') return null;
    const asked = schemeOf(english).parse(q);
    if (asked?.kind === 'single') {
      if (!this.ruleOf(english, asked.number)) return null;
      const found = this.counterpartOf(english, asked.number, target);
      if (found.number === null)
        throw new JudgeError('not_found', `rule ${asked.number} of ${english.id} has no counterpart in ${target.id}${reasonBeyond(found.reason, target.id)}; ask for it in English to read its text`);
      const views = this.lookup(found.number, { edition: target.id });
      return views.length ? [{ ...views[0]!, counterpartOf: { edition: english.id, number: asked.number } }, ...views.slice(1)] : views;
    }
    if (asked?.kind !== 'range') return null;
    let numbers: string[];
    try {
      numbers = this.numbersFor(this.state(english), asked, q);
    } catch {
      return null;
    }
    const there = this.state(target);
    const seen = new Set<string>();
    const out: RuleView[] = [];
    for (const n of numbers) {
      const found = this.counterpartOf(english, n, target).number;
      if (!found || seen.has(found) || !there.nodes.has(found)) continue;
      seen.add(found);
      out.push({ ...this.view(there, found), counterpartOf: { edition: english.id, number: n } });
    }
    if (!out.length) throw new JudgeError('not_found', `none of rules ${q} of ${english.id} has a counterpart in ${target.id}`);
    return out;
  }

  /** Every English release in which the rule (or what it was numbered before) changed. */
  ruleHistory(number: string, sel: EditionSelector = {}): { edition: string; number: string; entries: HistoryEntry[] } {
    const q = validateQuery(number, 'rule number');
    const e = this.resolveEdition(sel);
    if (e.kind === 'policy') throw new JudgeError('bad_request', `${e.id} is a tournament document: histories follow the Comprehensive Rules' English releases`);
    const parsed = schemeOf(e).parse(q);
    if (!parsed || parsed.kind !== 'single') throw new JudgeError('bad_request', `"${q}" is not one rule number (like 702.19c)`);
    const english = this.pairedEnglish(e);
    if (!english || !this.chain.has(english))
      throw new JudgeError('bad_request', `${e.id} is not matched with the English releases (${english ? `${english} is not loaded` : 'it has no date'}): ask for an English edition`);
    const canonical = this.resolveNumber(this.state(e), parsed.number);
    const asEnglish = e.lang === 'en' ? canonical : this.counterpartOf(e, canonical, this.byId.get(english)!).number;
    if (!asEnglish) throw new JudgeError('not_found', `rule ${canonical} of ${e.id} has no counterpart in ${english}`);
    return { edition: english, number: asEnglish, entries: this.chain.history(asEnglish, english) };
  }

  /** Added, removed, moved and changed rules from one English release to another. */
  releaseDiff(from: string, to: string): ReleaseDiff {
    const a = this.resolveEdition({ edition: from });
    const b = this.resolveEdition({ edition: to });
    for (const e of [a, b])
      if (!this.chain.has(e.id)) throw new JudgeError('bad_request', `${e.id} is not an English release of the modern numbering: diffs compare two of ${this.chain.ids().length} English releases`);
    return this.chain.diff(a.id, b.id);
  }

  toc(sel?: EditionSelector): TocEntry[] {
    const s = this.stateFor(sel);
    const out: TocEntry[] = [];
    for (const top of s.edition.root.children) {
      if (top.type !== 'section') continue;
      const rules: TocEntry[] = [];
      for (const c of top.children) if (c.type === 'rule') rules.push({ number: c.number, type: 'rule', title: c.title ?? c.text.slice(0, 80) });
      out.push({ number: top.number, type: 'section', title: top.title ?? '', children: rules });
    }
    return out;
  }

  // ---- what src/search reads to answer queries (searchOf(library) in src/search) --------

  defaultEditions(): Edition[] {
    return [...this.defaults.values()];
  }

  allEditions(): readonly Edition[] {
    return this.all;
  }

  glossaryOf(edition: Edition): readonly GlossaryEntry[] {
    return this.state(edition).glossary;
  }

  nodeOf(edition: Edition, number: string): NumberedNode | undefined {
    return this.state(edition).nodes.get(number);
  }

  // ---- glossary ---------------------------------------------------------------------------

  glossary(term: string, sel: EditionSelector = {}): GlossaryHit[] {
    const q = validateQuery(term, 'glossary term');
    const targets = sel.edition || sel.lang ? [this.resolveEdition(sel)] : [...this.defaults.values()];
    const wanted = fold(q);
    const hits: GlossaryHit[] = [];
    for (const e of targets) {
      const s = this.state(e);
      let found = s.glossary.filter((g) => names(g).some((n) => fold(n) === wanted));
      if (!found.length) {
        // The term in another language: find it there, and come back through its English headword.
        const english = new Set<string>();
        for (const other of this.defaults.values())
          for (const g of this.state(other).glossary)
            if (names(g).some((n) => fold(n) === wanted)) english.add(fold(g.englishTerm ?? (other.lang === 'en' ? g.term : '')));
        english.delete('');
        found = s.glossary.filter((g) => names(g).some((n) => english.has(fold(n))));
      }
      if (!found.length) {
        const stem = analyzerFor(e.lang).terms(q).join(' ');
        found = s.glossary.filter((g) => names(g).some((n) => analyzerFor(e.lang).terms(n).join(' ') === stem));
      }
      hits.push(...found.map((g) => glossaryHit(e, g)));
    }
    if (!hits.length) {
      const all = targets.flatMap((e) => this.state(e).glossary.flatMap(names));
      const containing = all.filter((n) => fold(n).split(/[^\p{L}\p{N}]+/u).includes(wanted));
      const near = closest(wanted, [...new Set(all.map(fold))], 3, 5).map((f) => all.find((n) => fold(n) === f)!);
      const suggestions = [...new Set([...near, ...containing])].slice(0, 5);
      throw new JudgeError('not_found', `"${q}" is not a glossary term in ${targets.map((e) => e.id).join(', ')}`, { suggestions });
    }
    return hits;
  }

  glossarySearch(query: string, sel: EditionSelector & { limit?: number } = {}): GlossaryHit[] {
    const q = validateQuery(query);
    const limit = checkLimit(sel.limit);
    const e = this.resolveEdition(sel);
    const analyzer = analyzerFor(e.lang);
    const asked = new Set(analyzer.terms(parseQuery(q).text));
    if (!asked.size) return [];
    const scored: Array<[GlossaryEntry, number]> = [];
    for (const g of this.state(e).glossary) {
      const name = new Set(analyzer.terms(names(g).join(' ')));
      const text = new Set(analyzer.terms(g.text));
      let score = 0;
      for (const t of asked) {
        if (name.has(t)) score += 3;
        else if ([...name].some((n) => n.startsWith(t))) score += 1.5;
        if (text.has(t)) score += 1;
      }
      if (score > 0) scored.push([g, score / asked.size]);
    }
    scored.sort((a, b) => b[1] - a[1]);
    return scored.slice(0, limit).map(([g]) => glossaryHit(e, g));
  }
}

/** A tournament document's parts with their text (and an Examples part's examples), all of
 *  its text in order: what stands before the first named part comes first, unnamed. */
function partsOf(node: NumberedNode): NonNullable<RuleView['parts']> {
  const examples = node.children.filter((c) => c.type === 'example');
  const parts: NonNullable<RuleView['parts']> = node.parts!.map((p, i) => {
    const own = examples.filter((e) => e.part === i).map((e) => ({ label: e.label, text: e.text }));
    return { name: p.name, text: node.text.slice(p.start, p.end), ...(own.length ? { examples: own } : {}) };
  });
  const before = node.text.slice(0, node.parts![0]!.start).trim();
  return before ? [{ name: '', text: before }, ...parts] : parts;
}

/** How many pieces of page furniture of each kind ("page-number": 56). */
export function furnitureCounts(furniture: NonNullable<Edition['furniture']>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of furniture) out[f.kind] = (out[f.kind] ?? 0) + 1;
  return out;
}

function names(g: GlossaryEntry): string[] {
  return [g.term, ...g.aliases, ...(g.englishTerm ? [g.englishTerm] : [])];
}

function glossaryHit(e: Edition, g: GlossaryEntry): GlossaryHit {
  return { edition: e.id, lang: e.lang, term: g.term, aliases: g.aliases, ...(g.englishTerm ? { englishTerm: g.englishTerm } : {}), text: g.text, refs: g.refs };
}

function checkLimit(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new JudgeError('bad_request', `limit must be a whole number from 1 to ${MAX_LIMIT}, not ${limit}`);
  return limit;
}

export function createLibrary(editions: Edition[], opts: LibraryOptions = {}): RulesLibrary {
  return new Library(editions, opts);
}

/** "MTR 4.2", "IPG 2.1": a number that names its tournament document is looked up there
 *  when no edition was chosen (a language alone does not choose: the documents are English). */
function documentAsked(q: string, sel: EditionSelector = {}): EditionSelector {
  if (sel.edition) return sel;
  const named = documentPrefix(q)?.document;
  return named && named.id !== 'cr' ? { edition: named.id } : sel;
}
