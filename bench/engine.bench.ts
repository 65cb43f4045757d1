// Rules engine speed: the time to replay a 20-action scenario after warm-up (goal < 5 ms)
// and scenarios replayed per second over the dev set and our suite. Baseline measured in
// the same run: validating the same scenarios without replaying them (parseScenario), the
// floor every explain pays. After warm-up the process is a warm server: the card pool is loaded
// and each named card's definition (its Oracle text read) is kept per process (game/setup.ts),
// so a replay measures what a request costs on a warm server, not a cold start (bench:cli and
// bench:api measure those).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { explain } from '../src/engine/index.ts';
import { parseScenario } from '../src/engine/scenario/schema.ts';
import { characteristics } from '../src/engine/game/characteristics.ts';
import { setupGame } from '../src/engine/game/setup.ts';
import { findCard } from '../src/engine/cards/index.ts';
import { machine, median } from './machine.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.RUNS ?? 200);
const GOAL_MS = 5;

function scenarioFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Median milliseconds of `runs` calls of `fn`. */
function timeEach(runs: number, fn: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  return median(times);
}

const twentyText = readFileSync(path.join(HERE, 'scenarios/twenty-actions.yaml'), 'utf8');
const twenty = parseScenario(twentyText);
if (twenty.actions.length !== 20) throw new Error(`the benchmark scenario has ${twenty.actions.length} actions, not 20`);

const suite = [...scenarioFiles(path.join(HERE, '../test/scenarios-dev')), ...scenarioFiles(path.join(HERE, '../test/scenarios'))].map((file) => {
  const text = readFileSync(file, 'utf8');
  return { name: path.basename(file), text, scenario: parseScenario(text) };
});

// Warm-up: JIT, module initialisation, the Oracle parser's first calls.
for (let i = 0; i < 20; i++) explain(twenty);
for (const s of suite) explain(s.scenario);

console.log(`machine: ${machine()}`);
console.log(`medians of ${RUNS} runs after warm-up\n`);

const parseMs = timeEach(RUNS, () => parseScenario(twentyText));
const replayMs = timeEach(RUNS, () => explain(twenty));
const totalMs = timeEach(RUNS, () => explain(parseScenario(twentyText)));
console.log('20-action scenario (bench/scenarios/twenty-actions.yaml)');
console.log(`  baseline: validate only      ${parseMs.toFixed(3).padStart(8)} ms`);
console.log(`  replay (explain)             ${replayMs.toFixed(3).padStart(8)} ms   goal < ${GOAL_MS} ms: ${replayMs < GOAL_MS ? 'met' : 'NOT met'}`);
console.log(`  YAML text → validate → replay${totalMs.toFixed(3).padStart(8)} ms\n`);

// Per scenario, so a slow one (a loop running to the budget) stands out instead of hiding in an average.
const perScenario = suite.map((s) => ({ name: s.name, ms: timeEach(Math.max(3, Math.floor(RUNS / 20)), () => explain(s.scenario)), parseMs: timeEach(Math.max(3, Math.floor(RUNS / 20)), () => parseScenario(s.text)) }));
const replayTotal = perScenario.reduce((sum, s) => sum + s.ms, 0);
const parseTotal = perScenario.reduce((sum, s) => sum + s.parseMs, 0);
const ordinary = perScenario.filter((s) => s.ms < 50);
const ordinaryTotal = ordinary.reduce((sum, s) => sum + s.ms, 0);
console.log(`${suite.length} scenarios (dev set + test/scenarios), one replay each`);
console.log(`  baseline: validate only      ${(suite.length / (parseTotal / 1000)).toFixed(0).padStart(8)} scenarios/s`);
console.log(`  replay, all                  ${(suite.length / (replayTotal / 1000)).toFixed(0).padStart(8)} scenarios/s`);
console.log(`  replay, without slow ones    ${(ordinary.length / (ordinaryTotal / 1000)).toFixed(0).padStart(8)} scenarios/s (${ordinary.length} scenarios under 50 ms)`);
const slowest = [...perScenario].sort((a, b) => b.ms - a.ms).slice(0, 3);
console.log(`  slowest: ${slowest.map((s) => `${s.name} ${s.ms.toFixed(1)} ms`).join(', ')}`);

// A large board: 200 permanents, 20 of them with continuous effects (anthems, lords, Humility-
// style setters, keyword grants), every permanent's characteristics derived once. Baseline in
// the same run: the same board with no continuous effects.
const DERIVE_GOAL_MS = 10;
function bigBoard(withEffects: boolean) {
  const statics = ['Creatures you control get +1/+1.', 'Other creatures you control get +1/+1 and have vigilance.', 'All creatures get -1/-0.', 'All other creatures have base power and toughness 2/2.', 'Creatures you control have flying.'];
  const cards: Record<string, { type: string; cost: string; pt: string; text: string }> = {};
  const alice: string[] = [];
  const bob: string[] = [];
  for (let i = 0; i < 200; i++) {
    const name = `Board Creature ${i}`;
    const text = withEffects && i % 10 === 0 ? statics[(i / 10) % statics.length]! : '';
    cards[name] = { type: 'Creature — Soldier', cost: '{1}{W}', pt: '2/2', text };
    (i % 2 ? bob : alice).push(name);
  }
  const scenario = parseScenario(JSON.stringify({ turn: { active: 'Alice', number: 3, step: 'main1' }, players: [{ name: 'Alice', battlefield: alice, library: 5 }, { name: 'Bob', battlefield: bob, library: 5 }], cards, actions: [] }));
  return setupGame(scenario, (n) => findCard(n));
}
const withEffects = bigBoard(true);
const without = bigBoard(false);
const deriveAll = (game: typeof withEffects) => {
  // A new battlefield array, as after any zone change, so the static-ability index is rebuilt in the measurement.
  game.battlefield = [...game.battlefield];
  for (const p of game.battlefield) characteristics(game, p);
};
for (let i = 0; i < 20; i++) deriveAll(withEffects);
const baseDerive = timeEach(Math.max(20, RUNS / 4), () => deriveAll(without));
const derive = timeEach(Math.max(20, RUNS / 4), () => deriveAll(withEffects));
console.log(`\n200 permanents, 20 continuous effects: every permanent's characteristics derived`);
console.log(`  baseline: no continuous effects ${baseDerive.toFixed(3).padStart(8)} ms`);
console.log(`  with 20 continuous effects      ${derive.toFixed(3).padStart(8)} ms   goal < ${DERIVE_GOAL_MS} ms: ${derive < DERIVE_GOAL_MS ? 'met' : 'NOT met'}`);
