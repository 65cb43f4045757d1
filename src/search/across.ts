// One search over several documents: the Comprehensive Rules with the Magic Tournament Rules
// and the Infraction Procedure Guide, the way a judge asks ("missed trigger penalty" is the
// IPG's, "trample deathtouch" the CR's). The rules are searched as ever (RulesSearch,
// unchanged), the tournament documents together in their own index (policy-index.ts), and
// the ranked lists merged by score, each result naming its document. "MTR 4.2" and "IPG
// 2.1" are looked up in that document; a bare "4.2" in both.
import { JudgeError } from '../errors.ts';
import { documentOf, documentPrefix } from '../tree/documents.ts';
import { parsePolicyQuery } from '../tree/policy-numbers.ts';
import type { Edition } from '../tree/types.ts';
import { namedSections, policyIndex, policyIndexBuilt, policyLikelihood, preparePolicyIndex, searchPolicy, weights } from './policy-index.ts';
import { policyTerms } from './policy-terms.ts';
import { SNIPPET_LENGTH } from './snippet.ts';
import { lookupSelector, MAX_LIMIT, readQuery, type Ranked, type ReadQuery, type RulesSearch, type SearchOptions, type SearchResult, type SearchSource } from './search.ts';

/** The newest edition of each tournament document, in the language given. */
export function tournamentDocuments(source: SearchSource, lang: string): Edition[] {
  const seen = new Set<string>();
  // allEditions() is newest first: the first of each document is its newest.
  return source.allEditions().filter((e) => e.kind === 'policy' && e.lang === lang && !seen.has(documentOf(e)) && seen.add(documentOf(e)));
}

/** The editions a query is searched in: those `edition` names ("en-2026-08-07,mtr"), the
 *  one edition asked for, or the edition of the query's language — with the tournament
 *  documents when that is the English Comprehensive Rules asked for by no edition. */
export function editionsFor(search: RulesSearch, source: SearchSource, query: string | ReadQuery, opts: SearchOptions = {}): Edition[] {
  if (opts.edition?.includes(',')) {
    const ids = [...new Set(opts.edition.split(',').map((s) => s.trim()).filter(Boolean))];
    return ids.map((id) => source.resolveEdition({ edition: id }));
  }
  const main = search.editionFor(query, opts);
  if (opts.edition || main.kind === 'policy') return [main];
  return [main, ...tournamentDocuments(source, main.lang)];
}

/** Builds the indexes the search will read, off the request path (see RulesSearch.prepare);
 *  undefined when they are all built (the common case: the caller goes on at once). */
export function prepareAcross(search: RulesSearch, editions: Edition[], query: string | ReadQuery): Promise<void> | undefined {
  const pending: Array<Promise<unknown>> = [];
  const policy: Edition[] = [];
  for (const e of editions) {
    if (e.kind === 'policy') policy.push(e);
    else {
      const building = search.preparing(query, { edition: e.id });
      if (building) pending.push(building);
    }
  }
  if (policy.length && !policyIndexBuilt(search, policy)) pending.push(preparePolicyIndex(search, policy));
  return pending.length ? Promise.all(pending).then(() => undefined) : undefined;
}

/** The query searched in each edition, merged by score; with more than one edition each
 *  result names its document. The rules editions are searched each on its own, the
 *  tournament documents together (policy-index.ts); each side's scores are set on one scale
 *  (its best is 1), then weighed by how much the question reads as a policy one. */
export function searchAcross(search: RulesSearch, source: SearchSource, editions: Edition[], query: string | ReadQuery, opts: SearchOptions = {}): SearchResult[] {
  return rankAcross(search, source, editions, query, opts).results;
}

/** The same, with how many results there are in all and how many are ranked (at most
 *  MAX_LIMIT): each list's, added up. The top `limit` of the merged list is the top of each list's best `limit`. */
export function rankAcross(search: RulesSearch, source: SearchSource, editions: Edition[], query: string | ReadQuery, opts: SearchOptions = {}): Ranked {
  const read = readQuery(query);
  // One rules edition: searched as asked (a number with a language and no edition is read by identity, lookupSelector).
  if (editions.length === 1 && editions[0]!.kind !== 'policy') return search.ranked(read, opts.edition || !opts.lang ? { ...opts, edition: editions[0]!.id } : opts);
  const { q } = read;
  const limit = opts.limit ?? 10;
  const lookups = lookupsIn(source, editions, read, opts);
  if (lookups) return { results: lookups.slice(0, limit), total: lookups.length, ranked: Math.min(MAX_LIMIT, lookups.length) };
  // Each list ranks as many as the merged page may show, with snippets for all of them.
  const upTo = opts.snippets ? opts.snippets.offset + opts.snippets.limit : limit;
  const rules = editions.filter((e) => e.kind !== 'policy');
  const policy = editions.filter((e) => e.kind === 'policy');
  const ruleLists = rules.map((e) => search.ranked(read, { edition: e.id, limit, snippets: { offset: 0, limit: upTo } }));
  const policyList = policy.length ? searchPolicy(search, policy, read, limit) : { hits: [], total: 0 };
  const policyHits = policyList.hits;
  const total = policyList.total + ruleLists.reduce((sum, l) => sum + l.total, 0);
  const ranked = Math.min(MAX_LIMIT, Math.min(MAX_LIMIT, policyList.total) + ruleLists.reduce((sum, l) => sum + l.ranked, 0));
  // The question without the card names the rules search found in it, as typed and as that
  // search read it (policyLikelihood says which counts).
  const reading = rules.length ? read.memo.readings?.get(rules[0]!.id) : undefined;
  let typed = read.asked.text;
  for (const n of [...(reading?.named ?? [])].reverse()) typed = `${typed.slice(0, n.start)} ${typed.slice(n.end)}`;
  const rulesIndex = rules.length ? search.indexes.get(rules[0]!) : undefined;
  const weight = rulesIndex && policy.length ? weights(policyLikelihood(rulesIndex, policyIndex(search, policy), typed, reading?.text ?? typed)) : { rules: 1, policy: 1 };
  const best = (scores: number[]) => Math.max(0, ...scores) || 1;
  const ruleHits = ruleLists.flatMap((l, i) => l.results.map((r) => ({ ...r, document: documentOf(rules[i]!) })));
  const rulesTop = best(ruleHits.map((r) => r.score));
  const policyTop = best(policyHits.map((h) => h.score));
  const merged: SearchResult[] = [
    ...ruleHits.map((r) => ({ ...r, score: round((r.score * weight.rules) / rulesTop) })),
    ...policyHits.map((h, i): SearchResult => ({
      number: h.number,
      edition: h.edition,
      type: 'rule',
      score: round((h.score * weight.policy) / policyTop),
      ...(h.title ? { title: h.title } : {}),
      snippet: i < upTo ? h.snippet() : '',
      document: h.document,
    })),
  ].sort((a, b) => b.score - a.score);
  if (rulesIndex && policy.length) placeNamed(merged, namedSections(policyIndex(search, policy), rulesIndex, rulesIndex.stems(policyTerms(typed).text)));
  // Snippets only for the page asked for (the others were cut for nothing, but cheaply).
  const from = opts.snippets?.offset ?? 0;
  return { results: merged.slice(0, limit).map((r, i) => (i < from || i >= upTo ? { ...r, snippet: '' } : r)), total, ranked };
}

/** The place (1-based) a section the question names by its title takes when it is lower. */
const NAMED_PLACE = 3;

/** Moves the first section of `named` ("mtr:4.2") that the merged list holds below
 *  NAMED_PLACE up to it, scored between its new neighbours (the list stays in score order). */
function placeNamed(merged: SearchResult[], named: string[]): void {
  const at = merged.findIndex((r) => r.document && r.document !== 'cr' && named.includes(`${r.document}:${r.number}`));
  if (at < NAMED_PLACE || merged.length < NAMED_PLACE) return;
  const [hit] = merged.splice(at, 1);
  const above = merged[NAMED_PLACE - 2]!.score;
  merged.splice(NAMED_PLACE - 1, 0, { ...hit!, score: Math.min(above, Math.max(hit!.score, merged[NAMED_PLACE - 1]?.score ?? 0)) });
}

const round = (score: number) => Math.round(score * 1000) / 1000;

/** A searcher over the documents (for evaluate.ts): each query searched as `judge search`
 *  and GET /v1/search search it. */
export function documentsSearcher(search: RulesSearch, source: SearchSource): { search(q: string, opts: SearchOptions): SearchResult[] } {
  return { search: (q, opts) => searchAcross(search, source, editionsFor(search, source, q, opts), q, opts) };
}

/** A rule number, or a tournament document's section ("MTR 4.2", "IPG 2.1", "4.2"): looked
 *  up in the document it names, or in each whose numbers it fits. */
function lookupsIn(source: SearchSource, editions: Edition[], { q, asked: understood }: ReadQuery, opts: SearchOptions): SearchResult[] | null {
  const named = documentPrefix(q);
  const wanted = named ? named.document.id : null;
  const asked = named ? named.rest : q;
  if (!named && understood.lookup) return fromLookup(source, editions.find((e) => documentOf(e) === 'cr') ?? editions[0]!, q, opts);
  let policy: ReturnType<typeof parsePolicyQuery> = null;
  try {
    policy = parsePolicyQuery(asked);
  } catch (err) {
    if (!(err instanceof JudgeError)) throw err;
  }
  if (!policy && !named) return null;
  const out: SearchResult[] = [];
  for (const e of editions) {
    if (wanted ? documentOf(e) !== wanted : e.kind !== 'policy') continue;
    try {
      out.push(...fromLookup(source, e, asked));
    } catch (err) {
      if (!(err instanceof JudgeError)) throw err;
    }
  }
  return out.length || named ? out : null;
}

function fromLookup(source: SearchSource, edition: Edition, number: string, opts: SearchOptions = {}): SearchResult[] {
  return source.lookup(number, lookupSelector(edition, opts)).map((v, i) => ({
    number: v.number,
    edition: edition.id,
    type: 'rule' as const,
    score: 1 - i / 1000,
    ...(v.title ? { title: v.title } : {}),
    snippet: firstWords(v.text || v.title || ''),
    document: documentOf(edition),
  }));
}

/** A section's first paragraph, cut at a word near SNIPPET words. */
function firstWords(text: string): string {
  const first = text.split('\n')[0]!;
  if (first.length <= SNIPPET_LENGTH) return first;
  const cut = first.lastIndexOf(' ', SNIPPET_LENGTH);
  return `${first.slice(0, cut > 0 ? cut : SNIPPET_LENGTH)}…`;
}

