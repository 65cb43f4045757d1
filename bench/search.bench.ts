// `npm run bench:search`: the search index over the four main editions (latest English,
// the Italian 2020-07-03 and its English counterpart, classic Portuguese): build time and
// memory, then p50/p99 latency in process of number lookups and of text queries. The
// baseline, measured in the same run, is what the old tools did: a plain substring scan
// over every paragraph, and a bare Map.get for numbers. Text queries are timed twice: the
// whole search() (language, slang, cards, merging, snippets) and the index's ranking alone
// (postings with the MaxScore cutoff; snippets are cut only by search()). Each figure is the
// median over five rounds, and the load average is printed before and after: on a shared
// machine the p99 of wall time is mostly the other processes. Last, uncached
// GET /v1/search over loopback as a share of a hono "hello world" in the same run
// (`--no-http` skips it). Then flexsearch beside our own code for the jobs the design brief
// names it for (bench/search-compare.ts; `--no-compare` skips it).
import os from 'node:os';
import { ensureData } from '../src/library/data.ts';
import { Library } from '../src/library/library.ts';
import { searchOf } from '../src/search/index.ts';
import { parseQuery } from '../src/search/validate.ts';
import { machine, median, percentile } from './machine.ts';
import { compareFullText, compareTypeahead } from './search-compare.ts';
import { searchHttpShare } from './search-http.ts';
import type { Edition, NumberedNode } from '../src/tree/types.ts';

const MAIN = ['en-2026-08-07', 'it-2020-07-03', 'en-2020-07-03', 'pt-classic'];
const TEXT_QUERIES: Array<[string, string]> = [
  ['trample deathtouch blocked by two', 'en'],
  ['Can I cast a sorcery while my opponent’s spell is still on the stack?', 'en'],
  ['cylcing discard this card', 'en'],
  ['"first strike" damage step', 'en'],
  ['danno letale', 'it'],
  ['trample', 'it'],
  ['cosa succede se devo macinare piu carte di quante ne ha il mio grimorio?', 'it'],
  ['atropelar', 'pt'],
  ['travessia de pantano nao pode ser bloqueada', 'pt'],
  ['hidden zone vs public zone meaning', 'en'],
];
const NUMBERS = ['702.19c', 'CR 702.19 c', '601.2a', '100.1', '704.5k', '509.1b', '7', '118.3'];

/** Rounds of each measurement; the figures printed are the medians of the rounds' p50 and
 *  p99, so that one round disturbed by a neighbour on a shared machine does not decide. */
const ROUNDS = 5;

/** p50 and p99 of `fn`'s wall time, each the median over ROUNDS rounds of `rounds` calls.
 *  (CPU time per call would leave out the neighbours, but process.cpuUsage counts in
 *  scheduler ticks here: too coarse for calls of microseconds.) */
function measure(rounds: number, fn: (i: number) => void): { p50: number; p99: number } {
  for (let i = 0; i < Math.min(200, rounds); i++) fn(i); // warm up
  const p50s: number[] = [];
  const p99s: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t = performance.now();
      fn(i);
      times.push(performance.now() - t);
    }
    p50s.push(percentile(times, 50));
    p99s.push(percentile(times, 99));
  }
  return { p50: median(p50s), p99: median(p99s) };
}

const fmt = (ms: number) => `${ms < 0.1 ? (ms * 1000).toFixed(1) + ' µs' : ms.toFixed(3) + ' ms'}`;

const { editions } = await ensureData(); // rules/ and every shipped release
const main = MAIN.map((id) => editions.find((e) => e.id === id)).filter((e): e is Edition => !!e);

console.log(`machine: ${machine()}`);
// On a shared machine the tail follows the neighbours: the load says how busy it was.
console.log(`load average at start: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
console.log(`editions: ${main.map((e) => e.id).join(', ')}`);

// Build: every index from scratch, several times; the median counts.
const builds: number[] = [];
for (let round = 0; round < 5; round++) {
  const t = performance.now();
  const built = new Library(main);
  for (const e of main) searchOf(built).search('trample', { edition: e.id, limit: 1 });
  builds.push(performance.now() - t);
}
// Memory: the heap before and after building one library whose indexes stay referenced.
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const lib = new Library(main);
for (const e of main) searchOf(lib).search('warm', { edition: e.id, limit: 1 });
globalThis.gc?.();
const heapDelta = process.memoryUsage().heapUsed - heapBefore;
builds.sort((a, b) => a - b);
console.log(`\nindex build, 4 editions: median ${builds[2]!.toFixed(0)} ms (min ${builds[0]!.toFixed(0)}, max ${builds[4]!.toFixed(0)})`);
console.log(`heap held by the library and its four indexes: ${(heapDelta / 1048576).toFixed(1)} MiB${globalThis.gc ? '' : ' (run with --expose-gc for an exact figure)'}`);

// Latency in the steady state: the garbage of the five builds above is collected first.
globalThis.gc?.();
const number = measure(20_000, (i) => lib.rule(NUMBERS[i % NUMBERS.length]!));
const text = measure(2_000, (i) => {
  const [q, lang] = TEXT_QUERIES[i % TEXT_QUERIES.length]!;
  searchOf(lib).search(q, { lang, limit: 10 });
});

const ranked = TEXT_QUERIES.map(([q, lang]) => [searchOf(lib).indexes.get(lib.resolveEdition({ lang })), parseQuery(q)] as const);
const rankOnly = measure(2_000, (i) => {
  const [index, parsed] = ranked[i % ranked.length]!;
  index.searchParsed(parsed, 10);
});

// Baselines: a Map.get, and the plain substring scan of "today's tools".
const nodes = new Map<string, NumberedNode>();
const paragraphs: Array<[string, string]> = [];
const visit = (n: NumberedNode) => {
  nodes.set(n.number, n);
  paragraphs.push([n.number, `${n.title ?? ''} ${n.text}`.toLowerCase()]);
  for (const c of n.children) if (c.type !== 'example') visit(c);
};
for (const top of main[0]!.root.children) if (top.type === 'section') visit(top);
const plainNumbers = ['702.19c', '601.2a', '100.1', '704.5k'];
const mapGet = measure(20_000, (i) => nodes.get(plainNumbers[i % plainNumbers.length]!));
const scan = measure(2_000, (i) => {
  const needle = TEXT_QUERIES[i % TEXT_QUERIES.length]![0].toLowerCase();
  const out: string[] = [];
  for (const [n, t] of paragraphs) if (t.includes(needle)) out.push(n);
});

console.log(`\nwall time: medians over ${ROUNDS} rounds of each round's p50 and p99`);
console.log(`load average after the runs: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} (${os.cpus().length} cores: above that, other processes held the CPU)`);
console.log('\n                          p50          p99          goal');
const row = (label: string, m: { p50: number; p99: number }, goal = '') =>
  console.log(`${label.padEnd(26)}${fmt(m.p50).padEnd(13)}${fmt(m.p99).padEnd(13)}${goal}`);
const met = (m: { p50: number; p99: number }, p50: number, p99: number) => (m.p50 < p50 && m.p99 < p99 ? 'met' : 'MISSED');
row('number lookup (rule())', number, `p99 < 0.1 ms: ${number.p99 < 0.1 ? 'met' : 'MISSED'}`);
// Issue 13's goal for a text query: p50 under 0.1 ms and p99 under 0.5 ms.
row('text query (search())', text, `p50 < 0.1 ms, p99 < 0.5 ms: ${met(text, 0.1, 0.5)}`);
row('  ranking alone (index)', rankOnly, `p50 < 0.1 ms, p99 < 0.5 ms: ${met(rankOnly, 0.1, 0.5)}`);
row('baseline: Map.get', mapGet);
row('baseline: substring scan', scan, '(one edition, no ranking)');
console.log(`text query / scan          ${(text.p50 / scan.p50).toFixed(2)}×        ${(text.p99 / scan.p99).toFixed(2)}×`);

if (!process.argv.includes('--no-compare')) {
  compareFullText(lib);
  compareTypeahead(lib);
}
if (!process.argv.includes('--no-http')) await searchHttpShare();
