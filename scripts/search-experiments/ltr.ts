// Learning to rank over the search's first K results (issue 28, method 3): a handful of
// features the search already computes or can read off its index, a pairwise logistic fit
// on the tuning part only, measured by 4-fold cross-validation there and, trained on the
// whole tuning part, on the validation part (in total only) and the other sets.
//   npx tsx scripts/search-experiments/ltr.ts [OUT.json]
// OUT (default /tmp/search-ltr-weights.json): the weights fitted on the whole tuning part,
// with the feature names and this script's settings.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/library/data.ts';
import { openLibrary } from '../../src/library/index.ts';
import { conceptRules } from '../../src/search/concepts.ts';
import { answers, parseCases, type EvalCase } from '../../src/search/evaluate.ts';
import { searchOf } from '../../src/search/index.ts';
import { fold } from '../../src/search/analyze.ts';

const K = Number(process.env.LTR_K ?? 20);
const L2 = Number(process.env.LTR_L2 ?? 0.01);
const out = process.argv[2] ?? '/tmp/search-ltr-weights.json';
/** Features left out (their indexes, comma-separated): LTR_DROP=2,4. */
const DROP = new Set((process.env.LTR_DROP ?? '').split(',').filter(Boolean).map(Number));
const FEATURES = ['score', 'reciprocal rank', 'keyword rule', 'depth', 'subrule letter', 'brought by cards', 'question covered (idf)', 'title covered', 'family support', 'concept', 'length'];

const library = await openLibrary();
const search = searchOf(library);
const fixtures = (f: string) => path.resolve(REPO_ROOT, 'test', 'fixtures', f);

interface Candidate {
  number: string;
  x: number[];
  good: boolean;
}
interface Query {
  c: EvalCase;
  cands: Candidate[];
  /** The first acceptable result's rank in the whole list (0: not in the first 100). */
  rank: number;
}

function featuresOf(c: EvalCase): Query {
  const edition = library.resolveEdition({ ...(c.edition ? { edition: c.edition } : {}), lang: c.lang });
  const index = search.indexes.get(edition);
  const results = search.search(c.q, { edition: edition.id, limit: 100 });
  const rank = results.findIndex((h) => c.expect.some((e) => answers(h.number, e))) + 1;
  const byNumber = new Map(index.data.docs.map((d, id) => [d.number, id]));
  const { postings } = index.data;
  const n = index.size;
  const idf = (stem: string) => Math.log(1 + n / Math.max(1, postings.df(stem)));
  const qStems = [...new Set(index.stems(c.q))].filter((s) => postings.df(s) > 0);
  const qWeight = qStems.reduce((s, t) => s + idf(t), 0) || 1;
  const concepts = conceptRules(fold(c.q).match(/[\p{L}\p{N}]+/gu) ?? [], index);
  const top = results[0]?.score || 1;
  const family = (num: string) => num.replace(/[a-z]+$/, '');
  const families = results.slice(0, 10).map((h) => family(h.number));
  const cands = results.slice(0, K).map((h, i): Candidate => {
    const id = byNumber.get(h.number);
    const stems = new Set<string>();
    if (id !== undefined) for (const s of postings.docStems.at(id)) stems.add(postings.stems[s]!);
    const topic = id === undefined ? [] : index.data.docs[id]!.topic.split(' ').filter(Boolean);
    const letter = /([a-z])$/.exec(h.number)?.[1];
    const x = [
      h.score / top,
      1 / (i + 1),
      /^70[12]\./.test(h.number) ? 1 : 0,
      letter ? 2 : h.number.includes('.') ? 1 : 0,
      letter ? (letter.charCodeAt(0) - 96) / 10 : 0,
      h.cards?.length ? 1 : 0,
      qStems.filter((s) => stems.has(s)).reduce((s, t) => s + idf(t), 0) / qWeight,
      topic.length ? topic.filter((t) => qStems.includes(t)).length / topic.length : 0,
      families.filter((f) => f === family(h.number)).length / 10,
      [...concepts].some((r) => h.number === r || h.number.startsWith(r)) ? 1 : 0,
      Math.log(1 + stems.size) / 5,
    ];
    for (const i of DROP) x[i] = 0;
    return { number: h.number, x, good: c.expect.some((e) => answers(h.number, e)) };
  });
  return { c, cands, rank };
}

/** Pairwise logistic regression (every good candidate against every other of its query),
 *  L2-regularised towards the search as it ranks (the score's weight 1, the others 0: a
 *  small step from the ranking, not a new one), by gradient descent. */
function fit(queries: Query[]): number[] {
  const d = FEATURES.length;
  const pairs: number[][] = [];
  for (const q of queries)
    for (const g of q.cands.filter((c) => c.good)) for (const b of q.cands.filter((c) => !c.good)) pairs.push(g.x.map((v, i) => v - b.x[i]!));
  const w = new Array<number>(d).fill(0);
  w[0] = 1;
  for (let epoch = 0; epoch < 400; epoch++) {
    const grad = w.map((v, i) => L2 * (v - (i === 0 ? 1 : 0)));
    for (const p of pairs) {
      const z = p.reduce((s, v, i) => s + v * w[i]!, 0);
      const g = -1 / (1 + Math.exp(z)); // d/dz of log(1 + e^-z)
      for (let i = 0; i < d; i++) grad[i]! += (g * p[i]!) / pairs.length;
    }
    for (let i = 0; i < d; i++) w[i]! -= 0.5 * grad[i]!;
  }
  return w;
}

/** hit@1, hit@5 with the first K reordered by the weights (none: as the search ranks). */
function score(queries: Query[], w?: number[]): { hit1: number; hit5: number } {
  let hit1 = 0;
  let hit5 = 0;
  for (const q of queries) {
    let rank = q.rank;
    if (w && q.rank >= 1 && q.rank <= K) {
      const order = [...q.cands].sort((a, b) => dot(b.x, w) - dot(a.x, w));
      rank = order.findIndex((c) => c.good) + 1;
    }
    if (rank === 1) hit1++;
    if (rank >= 1 && rank <= 5) hit5++;
  }
  return { hit1: hit1 / queries.length, hit5: hit5 / queries.length };
}

const dot = (x: number[], w: number[]) => x.reduce((s, v, i) => s + v * w[i]!, 0);
const fmt = (s: { hit1: number; hit5: number }) => `${s.hit1.toFixed(2)} / ${s.hit5.toFixed(2)}`;
const load = (f: string) => parseCases(readFileSync(fixtures(f), 'utf8')).filter((c) => c.lang === 'en' && c.edition);

const tune = load('search-real-tune.jsonl').map(featuresOf);
// 4-fold cross-validation on the tuning part.
const folds = [0, 1, 2, 3].map((k) => ({ test: tune.filter((_, i) => i % 4 === k), train: tune.filter((_, i) => i % 4 !== k) }));
let cv1 = 0;
let cv5 = 0;
for (const f of folds) {
  const s = score(f.test, fit(f.train));
  cv1 += s.hit1 * f.test.length;
  cv5 += s.hit5 * f.test.length;
}
console.log(`K ${K}, L2 ${L2}`);
console.log(`tuning, as ranked: ${fmt(score(tune))}; 4-fold cross-validated: ${(cv1 / tune.length).toFixed(2)} / ${(cv5 / tune.length).toFixed(2)}`);
const w = fit(tune);
console.log(`tuning, fitted on all of it: ${fmt(score(tune, w))}`);
console.log('weights:', FEATURES.map((f, i) => `${f} ${w[i]!.toFixed(2)}`).join(', '));
for (const f of ['search-real-validation.jsonl', 'search-real-dev.jsonl', 'search-heldout.jsonl', 'search-dev.jsonl']) {
  const qs = load(f).map(featuresOf);
  console.log(`${f} (${qs.length}): as ranked ${fmt(score(qs))}, re-ranked ${fmt(score(qs, w))}`);
}
writeFileSync(out, `${JSON.stringify({ script: 'scripts/search-experiments/ltr.ts', k: K, l2: L2, features: FEATURES, weights: w }, null, 2)}\n`);
