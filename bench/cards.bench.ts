// Card coverage speed: parsing the whole card pool (every line of every card through the
// engine's Oracle parser, as `judge cards coverage` does; goal < 5 s). Baselines measured in
// the same run: reading the shipped snapshot, and splitting every card into its lines
// (the floor any per-line pass pays).
import os from 'node:os';
import { readCardsFile, SHIPPED_CARDS, CardStore } from '../src/cards/store.ts';
import { measureCoverage } from '../src/engine/cards/coverage.ts';
import { machine, timeMedian } from './machine.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const GOAL_MS = 5000;

console.log(`machine: ${machine()}`);
console.log(`medians of ${RUNS} runs\n`);

const readMs = await timeMedian(RUNS, () => new CardStore(readCardsFile(SHIPPED_CARDS)));
const store = new CardStore(readCardsFile(SHIPPED_CARDS));
const splitMs = await timeMedian(RUNS, () => store.cards.reduce((n, c) => n + (c.oracleText ?? '').split('\n').length, 0));
// Each pass starts with the parser's line cache emptied (measureCoverage → oracle/parse.ts forgetParses):
// a run reads every line anew, nothing is kept from the run before.
measureCoverage(store.cards); // warm-up: JIT and the parser's first calls
let report = measureCoverage(store.cards);
const cpuBefore = process.cpuUsage();
const coverageMs = await timeMedian(RUNS, () => (report = measureCoverage(store.cards)));
const cpu = process.cpuUsage(cpuBefore);
// On a shared machine the wall time includes waiting for a core; the CPU time does not.
const cpuMs = (cpu.user + cpu.system) / 1000 / RUNS;

console.log(`card pool: ${store.cards.length} entries, ${report.cards.total} cards, ${report.lines.total} lines`);
console.log(`  baseline: read the snapshot   ${readMs.toFixed(0).padStart(7)} ms`);
console.log(`  baseline: split into lines    ${splitMs.toFixed(0).padStart(7)} ms`);
console.log(`  parse the whole pool          ${coverageMs.toFixed(0).padStart(7)} ms   goal < ${GOAL_MS} ms: ${coverageMs < GOAL_MS ? 'met' : 'NOT met'}`);
console.log(`  parse the whole pool, CPU time ${cpuMs.toFixed(0).padStart(7)} ms   (mean; load average ${os.loadavg()[0]!.toFixed(1)})`);
console.log(`  fully understood: ${report.cards.understood} / ${report.cards.total} cards (${((100 * report.cards.understood) / report.cards.total).toFixed(1)}%)`);
