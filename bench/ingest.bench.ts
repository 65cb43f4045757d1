// Ingest time, in process on one core (the parser is single-threaded): the editions a first
// start parses — the three rulebooks of rules/ and the English releases the translations are
// paired with (en-2020-07-03, and the small en-2003-03-15 for the classic Portuguese) — and
// every English release the package ships. Baseline measured in the same run: decoding the same bytes and
// splitting them into lines, the floor any parser pays.
import { readFileSync } from 'node:fs';
import { decode } from '../src/ingest/decode.ts';
import { ingestBytes } from '../src/ingest/ingest.ts';
import { readManifest, releaseBytes } from '../src/library/shipped.ts';
import { IT_RULES, PT_RULES, RULES } from '../test/helpers/paths.ts';
import { machine, timeMedian } from './machine.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const load = (files: string[]) => files.map((f) => ({ f, bytes: readFileSync(f) as Uint8Array }));
const shipped = readManifest()!.releases.map((r) => ({ f: r.name, bytes: releaseBytes(r) as Uint8Array }));
const firstStart = [...load([`${RULES}/en-comprehensive-rules-2026-08-07.txt`, IT_RULES, PT_RULES]), ...shipped.filter((r) => ['2020-07-03.txt', '2003-03-15.txt'].includes(r.f))];

const ingest = (set: typeof firstStart) => set.forEach(({ f, bytes }) => ingestBytes(bytes, f));
const baseline = (set: typeof firstStart) => set.forEach(({ bytes }) => decode(bytes).text.split('\n'));

ingest(firstStart); // warm-up: JIT and module initialisation

console.log(`machine: ${machine()}`);
console.log(`medians of ${RUNS} runs`);
for (const [name, set, goal] of [['first-start editions (5)', firstStart, 1000], [`${shipped.length} English releases`, shipped, 60000]] as const) {
  const base = await timeMedian(RUNS, () => baseline(set));
  const full = await timeMedian(RUNS, () => ingest(set));
  console.log(`${name.padEnd(22)} ingest ${full.toFixed(0).padStart(6)} ms   baseline (decode+split) ${base.toFixed(0).padStart(5)} ms   goal < ${goal} ms: ${full < goal ? 'met' : 'NOT met'}`);
}
