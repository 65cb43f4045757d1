// One search over several documents: the Comprehensive Rules with the Magic Tournament Rules
// and the Infraction Procedure Guide, the way a judge asks ("missed trigger penalty" is the
// IPG's, "trample deathtouch" the CR's). Each edition is searched on its own (RulesSearch,
// unchanged) and the ranked lists are merged by score, each result naming its document.
// A tournament document hears the judge's shorthand in its own words (policy-terms.ts).
// "MTR 4.2" and "IPG 2.1" are looked up in that document; a bare "4.2" in both.
import { JudgeError } from '../errors.ts';
import { documentNamed, documentOf } from '../tree/documents.ts';
import { parsePolicyQuery } from '../tree/policy-numbers.ts';
import type { Edition } from '../tree/types.ts';
import { policyTerms } from './policy-terms.ts';
import { SNIPPET_LENGTH } from './snippet.ts';
import type { RulesSearch, SearchOptions, SearchResult, SearchSource } from './search.ts';
import { understand } from './understand.ts';
import { validateQuery } from './validate.ts';

/** The newest edition of each tournament document, in the language given. */
export function tournamentDocuments(source: SearchSource, lang: string): Edition[] {
  const seen = new Set<string>();
  // allEditions() is newest first: the first of each document is its newest.
  return source.allEditions().filter((e) => e.kind === 'policy' && e.lang === lang && !seen.has(documentOf(e)) && seen.add(documentOf(e)));
}

/** The editions a query is searched in: those `edition` names ("en-2026-08-07,mtr"), the
 *  one edition asked for, or the edition of the query's language — with the tournament
 *  documents when that is the English Comprehensive Rules asked for by no edition. */
export function editionsFor(search: RulesSearch, source: SearchSource, query: string, opts: SearchOptions = {}): Edition[] {
  if (opts.edition?.includes(',')) {
    const ids = [...new Set(opts.edition.split(',').map((s) => s.trim()).filter(Boolean))];
    return ids.map((id) => source.resolveEdition({ edition: id }));
  }
  const main = search.editionFor(query, opts);
  if (opts.edition || main.kind === 'policy') return [main];
  return [main, ...tournamentDocuments(source, main.lang)];
}

/** Builds the indexes the search will read, off the request path (see RulesSearch.prepare). */
export async function prepareAcross(search: RulesSearch, editions: Edition[], query: string): Promise<void> {
  await Promise.all(editions.map((e) => search.prepare(query, { edition: e.id })));
}

/** How far a tournament document's results are let in when the question reads as a rules
 *  question, and how far the rules' results give way when it reads as a policy question. */
const POLICY_FLOOR = 0.1;
const RULES_YIELD = 0.6;
/** The mean log-likelihood ratio (per word) at which a question reads as much policy as
 *  rules, and how sharply it turns from one to the other around it. */
const POLICY_MIDPOINT = 0.9;
const POLICY_STEEPNESS = 4;
/** A judge's shorthand in the question ("HCE", "time is called": policy-terms.ts) makes it
 *  at least this much a policy question. */
const JARGON_LIKELIHOOD = 0.75;

/**
 * How much a question reads as one for the tournament documents (0–1): the mean, over its
 * words, of how much likelier each is in their text than in the rules' (unigram language
 * models from the indexes' own counts, smoothed), through a logistic curve. The documents
 * are of very different sizes and lengths of paragraph, so their raw scores cannot be set
 * against each other alone: a long IPG section holds most of any long question's words.
 * Capitalised words after the first are left out — card names, which the documents'
 * banned lists and examples hold and the rules do not.
 */
export function policyLikelihood(search: RulesSearch, editions: Edition[], q: string): number {
  const rules = editions.filter((e) => e.kind !== 'policy').map((e) => search.indexes.get(e));
  const policy = editions.filter((e) => e.kind === 'policy').map((e) => search.indexes.get(e));
  if (!rules.length || !policy.length) return rules.length ? 0 : 1;
  const { text: words, found } = policyTerms(q.replace(/(?<=\S\s+)\p{Lu}[\p{L}'’-]*/gu, ' '));
  let sum = 0;
  let n = 0;
  for (const stem of new Set(rules[0]!.analyzer.terms(words))) {
    const [p, r] = [policy, rules].map((indexes) => indexes.reduce((acc, i) => {
      const f = i.collectionFrequency(stem);
      return { tf: acc.tf + f.tf, total: acc.total + f.total };
    }, { tf: 0, total: 0 }));
    if (!p!.tf && !r!.tf) continue;
    sum += Math.log((p!.tf + 0.5) / p!.total) - Math.log((r!.tf + 0.5) / r!.total);
    n++;
  }
  const likelihood = n ? 1 / (1 + Math.exp(-POLICY_STEEPNESS * (sum / n - POLICY_MIDPOINT))) : 0;
  return found ? Math.max(likelihood, JARGON_LIKELIHOOD) : likelihood;
}

/** The query searched in each edition, merged by score; with more than one edition each
 *  result names its document. */
export function searchAcross(search: RulesSearch, source: SearchSource, editions: Edition[], query: string, opts: SearchOptions = {}): SearchResult[] {
  if (editions.length === 1) return search.search(query, { ...opts, edition: editions[0]!.id });
  const q = validateQuery(query);
  const limit = opts.limit ?? 10;
  const lookups = lookupsIn(source, editions, q);
  if (lookups) return lookups.slice(0, limit);
  // Each list ranks as many as the merged page may show, with snippets for all of them.
  const upTo = opts.snippets ? opts.snippets.offset + opts.snippets.limit : limit;
  const policy = policyLikelihood(search, editions, q);
  const lists = editions.map((e) =>
    search.search(e.kind === 'policy' ? policyTerms(q).text : q, { edition: e.id, limit, snippets: { offset: 0, limit: upTo } }).map((r) => ({ ...r, document: documentOf(e) })),
  );
  // Scores are set on one scale per kind of document — the rules' best is 1, the tournament
  // documents' best (of both: their paragraphs are alike) is 1 — then weighed by how much
  // the question reads as a policy question.
  const top = (kind: 'rules' | 'policy') => Math.max(0, ...lists.flatMap((l, i) => ((editions[i]!.kind ?? 'rules') === kind ? l.map((r) => r.score) : []))) || 1;
  const scale = { rules: (1 - RULES_YIELD * policy) / top('rules'), policy: (POLICY_FLOOR + (1 - POLICY_FLOOR) * policy) / top('policy') };
  lists.forEach((list, i) => {
    const factor = scale[editions[i]!.kind ?? 'rules'];
    for (const r of list) r.score = Math.round(r.score * factor * 1000) / 1000;
  });
  const merged = lists.flat().sort((a, b) => b.score - a.score);
  // Snippets only for the page asked for (the others were cut for nothing, but cheaply).
  const from = opts.snippets?.offset ?? 0;
  return merged.slice(0, limit).map((r, i) => (i < from || i >= upTo ? { ...r, snippet: '' } : r));
}

/** A searcher over the documents (for evaluate.ts): each query searched as `judge search`
 *  and GET /v1/search search it. */
export function documentsSearcher(search: RulesSearch, source: SearchSource): { search(q: string, opts: SearchOptions): SearchResult[] } {
  return { search: (q, opts) => searchAcross(search, source, editionsFor(search, source, q, opts), q, opts) };
}

/** A rule number, or a tournament document's section ("MTR 4.2", "IPG 2.1", "4.2"): looked
 *  up in the document it names, or in each whose numbers it fits. */
function lookupsIn(source: SearchSource, editions: Edition[], q: string): SearchResult[] | null {
  const named = /^\s*(mtr|ipg|cr)\b\.?\s*(.+)$/i.exec(q);
  const wanted = named ? documentNamed(named[1]!)!.id : null;
  const asked = named ? named[2]! : q;
  if (!named && understand(q).lookup) return fromLookup(source, editions.find((e) => documentOf(e) === 'cr') ?? editions[0]!, q);
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

function fromLookup(source: SearchSource, edition: Edition, number: string): SearchResult[] {
  return source.lookup(number, { edition: edition.id }).map((v, i) => ({
    number: v.number,
    edition: edition.id,
    document: documentOf(edition),
    type: 'rule' as const,
    score: 1 - i / 1000,
    ...(v.title ? { title: v.title } : {}),
    snippet: firstWords(v.text || v.title || ''),
  }));
}

/** A section's first paragraph, cut at a word near SNIPPET words. */
function firstWords(text: string): string {
  const first = text.split('\n')[0]!;
  if (first.length <= SNIPPET_LENGTH) return first;
  const cut = first.lastIndexOf(' ', SNIPPET_LENGTH);
  return `${first.slice(0, cut > 0 ? cut : SNIPPET_LENGTH)}…`;
}
