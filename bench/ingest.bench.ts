// Ingest time, in process on one core (the parser is single-threaded): the four main editions
// and all 44 English releases. Baseline measured in the same run: decoding the same bytes and
// splitting them into lines, the floor any parser pays.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decode } from '../src/ingest/decode.ts';
import { ingestBytes } from '../src/ingest/ingest.ts';
import { CR_EN, IT_RULES, PT_RULES, enRelease } from '../test/helpers/paths.ts';
import { machine, timeMedian } from './machine.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const load = (files: string[]) => files.map((f) => ({ f, bytes: readFileSync(f) }));
const main4 = load([enRelease('2026-08-07.txt'), enRelease('2020-07-03.txt'), IT_RULES, PT_RULES]);
const all44 = load(readdirSync(CR_EN).filter((f) => f.endsWith('.txt')).map((f) => path.join(CR_EN, f)));

const ingest = (set: typeof main4) => set.forEach(({ f, bytes }) => ingestBytes(bytes, f));
const baseline = (set: typeof main4) => set.forEach(({ bytes }) => decode(bytes).text.split('\n'));

ingest(main4); // warm-up: JIT and module initialisation

console.log(`machine: ${machine()}`);
console.log(`medians of ${RUNS} runs`);
for (const [name, set, goal] of [['four main editions', main4, 1000], ['44 English releases', all44, 20000]] as const) {
  const base = await timeMedian(RUNS, () => baseline(set));
  const full = await timeMedian(RUNS, () => ingest(set));
  console.log(`${name.padEnd(22)} ingest ${full.toFixed(0).padStart(6)} ms   baseline (decode+split) ${base.toFixed(0).padStart(5)} ms   goal < ${goal} ms: ${full < goal ? 'met' : 'NOT met'}`);
}
