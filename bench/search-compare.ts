// The design brief names flexsearch for three jobs; this measures it side by side with the
// project's own code for each (part of `npm run bench:search`):
//   1. a persisted, importable index — our postings saved by src/search/index-codec.ts
//      against flexsearch's export/import, over the same paragraphs: size, load time,
//      p50/p99 of a query, heap held, and quality (hit@1/hit@5) on every evaluation set;
//   2. the web app's offline index — built in the page from the edition data: build time,
//      heap, and the code the page must download (our bundle against flexsearch's);
//   3. card-name typeahead over the pool's names — the scan CardStore.complete used to make
//      against the flexsearch forward index it uses now: p50/p99, heap, build time, and
//      hit@10 on names the evaluation sets' questions use, typed in part ("kali"), by first
//      word, and with one letter dropped.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Index } from 'flexsearch';
import { foldName, shippedCards } from '../src/cards/store.ts';
import type { Library } from '../src/library/library.ts';
import { REPO_ROOT } from '../src/library/data.ts';
import { answers, parseCases, type EvalCase } from '../src/search/evaluate.ts';
import { decodeIndex, encodeIndex } from '../src/search/index-codec.ts';
import { buildIndex } from '../src/search/index-build.ts';
import { EditionIndex } from '../src/search/edition-index.ts';
import { searchOf } from '../src/search/index.ts';
import { median, percentile } from './machine.ts';

const SETS = [
  ['dev', 'test/fixtures/search-real-tune.jsonl'],
  ['validation', 'test/fixtures/search-real-validation.jsonl'],
  ['written', 'test/fixtures/search-heldout.jsonl'],
  ['shared forum', '../shared/eval/search-real-dev.jsonl'],
  ['shared rules words', '../shared/eval/search-dev.jsonl'],
] as const;

const fmt = (ms: number) => (ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(3)} ms`);

function time<T>(fn: () => T): [T, number] {
  const t = performance.now();
  const out = fn();
  return [out, performance.now() - t];
}

function latency(queries: string[], fn: (q: string) => unknown, rounds = 3): { p50: number; p99: number } {
  for (const q of queries) fn(q);
  const all: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const q of queries) {
      const t = performance.now();
      fn(q);
      all.push(performance.now() - t);
    }
  return { p50: percentile(all, 50), p99: percentile(all, 99) };
}

function heldBy(make: () => unknown): number {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = make();
  globalThis.gc?.();
  const held = process.memoryUsage().heapUsed - before;
  (globalThis as { keep?: unknown }).keep = kept; // kept alive until measured
  return held / 1048576;
}

function readSets(): Array<[string, EvalCase[]]> {
  const out: Array<[string, EvalCase[]]> = [];
  for (const [label, file] of SETS) {
    try {
      out.push([label, parseCases(readFileSync(path.resolve(REPO_ROOT, file), 'utf8')).filter((c) => c.lang === 'en')]);
    } catch {
      // a set not here (../shared on a fresh clone): left out of the table
    }
  }
  return out;
}

function quality(cases: EvalCase[], rank: (q: string) => string[]): string {
  let at1 = 0;
  let at5 = 0;
  for (const c of cases) {
    const numbers = rank(c.q);
    const at = numbers.findIndex((n) => c.expect.some((e) => answers(n, e))) + 1;
    if (at === 1) at1++;
    if (at >= 1 && at <= 5) at5++;
  }
  return `${(at1 / cases.length).toFixed(2)} / ${(at5 / cases.length).toFixed(2)}`;
}

/** Jobs 1 and 2: the English edition's paragraphs in our index and in flexsearch's. */
export function compareFullText(library: Library): void {
  const edition = library.resolveEdition({ lang: 'en' });
  const [data, ownBuild] = time(() => buildIndex(edition));
  const bytes = encodeIndex(data);
  const loads = Array.from({ length: 5 }, () => time(() => new EditionIndex(decodeIndex(bytes)))[1]);
  const ours = new EditionIndex(decodeIndex(bytes));
  const texts = data.docs.map((d) => `${d.title ?? ''} ${d.heading} ${d.text}`);
  const makeFlex = () => {
    const index = new Index({ tokenize: 'strict', encoder: 'Normalize', resolution: 9, context: { depth: 1, resolution: 3, bidirectional: true } });
    texts.forEach((t, id) => index.add(id, t));
    return index;
  };
  const [flex, flexBuild] = time(makeFlex);
  const exported: Record<string, string> = {};
  flex.export((key, value) => void (exported[key] = value));
  const flexBytes = Object.entries(exported).reduce((n, [k, v]) => n + k.length + v.length, 0);
  const flexLoads = Array.from(
    { length: 5 },
    () =>
      time(() => {
        const index = new Index({ tokenize: 'strict', encoder: 'Normalize', resolution: 9, context: { depth: 1, resolution: 3, bidirectional: true } });
        for (const [k, v] of Object.entries(exported)) index.import(k, v);
        return index;
      })[1],
  );
  const flexRank = (q: string) => (flex.search(q, { limit: 10, suggest: true }) as number[]).map((id) => data.docs[id]!.number);
  const ownRank = (q: string) => ours.search(q, 10).map((h) => h.number);
  const product = (q: string) => searchOf(library).search(q, { edition: edition.id, limit: 10 }).map((h) => h.number);
  const sets = readSets();
  const questions = sets.flatMap(([, cases]) => cases.map((c) => c.q));
  const ownTimes = latency(questions, ownRank);
  const flexTimes = latency(questions, flexRank);
  const bundle = statSync(path.join(REPO_ROOT, 'node_modules', 'flexsearch', 'dist', 'flexsearch.bundle.module.min.mjs')).size;
  const ours_ = statSync(path.join(REPO_ROOT, 'src', 'web', 'public', 'search-engine.js')).size;
  console.log(`\nflexsearch 0.8 beside our postings, ${edition.id} (${data.docs.length} paragraphs)`);
  console.log('                              ours (postings)        flexsearch (strict, context)');
  console.log(`build (web: in the page)      ${ownBuild.toFixed(0).padStart(6)} ms              ${flexBuild.toFixed(0).padStart(6)} ms`);
  console.log(`saved size                    ${(bytes.length / 1048576).toFixed(1).padStart(6)} MiB             ${(flexBytes / 1048576).toFixed(1).padStart(6)} MiB (export)`);
  console.log(`load (median of 5)            ${median(loads).toFixed(1).padStart(6)} ms              ${median(flexLoads).toFixed(1).padStart(6)} ms (import)`);
  console.log(`heap held                     ${heldBy(() => new EditionIndex(decodeIndex(bytes))).toFixed(1).padStart(6)} MiB             ${heldBy(makeFlex).toFixed(1).padStart(6)} MiB`);
  console.log(`query p50 / p99               ${fmt(ownTimes.p50)} / ${fmt(ownTimes.p99)}    ${fmt(flexTimes.p50)} / ${fmt(flexTimes.p99)}`);
  console.log(`code the page downloads       ${(ours_ / 1024).toFixed(0).padStart(6)} KiB (whole search)  ${(bundle / 1024).toFixed(0).padStart(6)} KiB (library alone)`);
  console.log('quality hit@1 / hit@5          ranking alone   whole search   flexsearch');
  for (const [label, cases] of sets) console.log(`  ${label.padEnd(27)} ${quality(cases, ownRank).padEnd(15)} ${quality(cases, product).padEnd(14)} ${quality(cases, flexRank)}`);
}

/** Job 3: card-name typeahead. */
export function compareTypeahead(library: Library): void {
  const store = shippedCards();
  const names = [...new Set(store.cards.map((c) => c.faceOf ?? c.name))];
  const makeFlex = () => {
    const index = new Index({ tokenize: 'forward', encoder: 'Normalize', resolution: 1 });
    names.forEach((n, id) => index.add(id, n));
    return index;
  };
  const [flex, flexBuild] = time(makeFlex);
  // Names the evaluation sets' questions use, typed three ways.
  const search = searchOf(library);
  const wanted = new Set<string>();
  for (const [, cases] of readSets()) for (const c of cases) for (const card of search.understood(c.q, { edition: library.resolveEdition({ lang: 'en' }).id }).cards) wanted.add(card.card);
  const typed: Array<[string, string]> = [];
  for (const name of wanted) {
    typed.push([name.slice(0, 4), name], [name.split(/[ ,]/)[0]!, name]);
    const mid = Math.floor(name.length / 2);
    if (name.length > 6) typed.push([name.slice(0, mid) + name.slice(mid + 1), name]);
  }
  // The scan CardStore.complete made before (names starting with the query, then a word).
  const keys = names.map((n) => foldName(n).replace(/\s*\/\/\s*/g, ' '));
  const ours = (query: string) => {
    const q = foldName(query);
    const starts: number[] = [];
    const words: number[] = [];
    keys.forEach((key, i) => (key.startsWith(q) ? starts.push(i) : key.includes(` ${q}`) && words.push(i)));
    const byLength = (a: number, b: number) => keys[a]!.length - keys[b]!.length;
    return [...starts.sort(byLength), ...words.sort(byLength)].slice(0, 10).map((i) => names[i]!);
  };
  const theirs = (q: string) => store.complete(q, 10).map((c) => c.name);
  const hits = (rank: (q: string) => string[]) => (typed.filter(([q, name]) => rank(q).includes(name)).length / typed.length).toFixed(2);
  const queries = typed.map(([q]) => q);
  const a = latency(queries, ours, 5);
  const b = latency(queries, theirs, 5);
  console.log(`\ncard-name typeahead over ${names.length} names (${typed.length} queries from ${wanted.size} names the sets use)`);
  console.log('                              scan (before)          flexsearch (forward; CardStore.complete now)');
  console.log(`build                         ${'none'.padEnd(22)} ${flexBuild.toFixed(0)} ms`);
  console.log(`heap held                     ${'none'.padEnd(22)} ${heldBy(makeFlex).toFixed(1)} MiB`);
  console.log(`query p50 / p99               ${`${fmt(a.p50)} / ${fmt(a.p99)}`.padEnd(22)} ${fmt(b.p50)} / ${fmt(b.p99)}`);
  console.log(`hit@10                        ${hits(ours).padEnd(22)} ${hits(theirs)}`);
}
