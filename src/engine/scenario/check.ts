// Checks a replay's result against the scenario's `expect`, with the semantics of
// ../shared/scenario-format.md: zones compare as multisets of card names; `battlefield`
// lists exactly a player's nonland permanents unless it names a land; `rules` is a
// subsequence of the trace's citations in order; `error` passes when the rejection cites
// any listed rule. One result per checked key, so a failure says exactly what differed.
import type { ExplainResult, FinalState } from '../types.ts';
import type { Expectations } from './schema.ts';

export interface ExpectationResult {
  /** Which expectation: "life.Alice", "battlefield.Bob", "pt.White Knight", "rules", "error". */
  key: string;
  ok: boolean;
  message: string;
}

type Permanent = FinalState['battlefield'][number];
type PlayerState = FinalState['players'][number];

export function checkExpectations(expect: Expectations | undefined, result: ExplainResult): ExpectationResult[] {
  const checks: ExpectationResult[] = [];
  const e = expect ?? {};
  const state = result.state;

  checks.push(checkOutcome(e, result));

  for (const [name, life] of Object.entries(e.life ?? {}))
    checks.push(withPlayer(state, 'life', name, (p) => compareValue(`life.${name}`, life, p.life)));
  for (const zone of ['hand', 'graveyard', 'exile'] as const)
    for (const [name, cards] of Object.entries(e[zone] ?? {}))
      checks.push(withPlayer(state, zone, name, (p) => compareCards(`${zone}.${name}`, cards, p[zone])));
  for (const [name, size] of Object.entries(e.library ?? {}))
    checks.push(withPlayer(state, 'library', name, (p) => compareValue(`library.${name}`, size, p.library)));
  for (const [name, n] of Object.entries(e.emblems ?? {}))
    checks.push(withPlayer(state, 'emblems', name, (p) => compareValue(`emblems.${name}`, n, p.emblems?.length ?? 0)));
  for (const [name, cards] of Object.entries(e.battlefield ?? {}))
    checks.push(withPlayer(state, 'battlefield', name, () => checkBattlefield(name, cards, state)));
  if (e.stack !== undefined) checks.push(...checkStack(e.stack, state));

  for (const [name, pt] of Object.entries(e.pt ?? {}))
    checks.push(onPermanents(state, `pt.${name}`, name, pt, (p) => (p.power === undefined || p.toughness === undefined ? 'no P/T' : `${p.power}/${p.toughness}`)));
  for (const [name, damage] of Object.entries(e.damage ?? {}))
    checks.push(onPermanents(state, `damage.${name}`, name, String(damage), (p) => String(p.damage)));
  for (const [name, tapped] of Object.entries(e.tapped ?? {}))
    checks.push(onPermanents(state, `tapped.${name}`, name, tapped ? 'tapped' : 'untapped', (p) => (p.tapped ? 'tapped' : 'untapped')));
  for (const [name, counters] of Object.entries(e.counters ?? {}))
    checks.push(onPermanents(state, `counters.${name}`, name, describeCounters(counters), (p) => describeCounters(p.counters)));

  if (e.winner !== undefined) checks.push(compareValue('winner', e.winner ?? 'nobody', state.winner ?? 'nobody'));
  if (e.draw !== undefined) checks.push(compareValue('draw', e.draw, state.draw === true));
  if (e.rules !== undefined) checks.push(checkRules(e.rules, result));
  return checks;
}

/** The replay either had to be rejected (`expect.error`) or had to run to the end. */
function checkOutcome(e: Expectations, result: ExplainResult): ExpectationResult {
  if (e.error) {
    const wanted = e.error.rules;
    if (result.ok || !result.error) return { key: 'error', ok: false, message: `expected an illegal action${wanted.length ? ` citing ${wanted.join(' or ')}` : ''}, but the replay succeeded` };
    const cited = result.error.rules;
    const ok = wanted.length === 0 || wanted.some((rule) => cited.includes(rule));
    return {
      key: 'error',
      ok,
      message: ok
        ? `rejected as expected: ${result.error.message} (${cited.join(', ')})`
        : `the rejection cites ${cited.join(', ') || 'no rule'}, not any of ${wanted.join(', ')}: ${result.error.message}`,
    };
  }
  if (!result.ok)
    return {
      key: 'ok',
      ok: false,
      message: `the replay stopped at an illegal action${result.error?.action !== undefined ? ` (actions[${result.error.action}])` : ''}: ${result.error?.message ?? 'no reason given'}`,
    };
  return { key: 'ok', ok: true, message: 'the replay ran to the end' };
}

function withPlayer(state: FinalState, zone: string, name: string, check: (player: PlayerState) => ExpectationResult): ExpectationResult {
  const player = state.players.find((p) => p.name === name);
  return player ? check(player) : { key: `${zone}.${name}`, ok: false, message: `no player named '${name}' in the final state` };
}

function compareValue(key: string, expected: unknown, actual: unknown): ExpectationResult {
  const ok = expected === actual;
  return { key, ok, message: ok ? `${String(actual)}` : `expected ${String(expected)}, got ${String(actual)}` };
}

/** Multiset comparison of card names; the message lists what is missing and what is extra. */
function compareCards(key: string, expected: string[], actual: string[]): ExpectationResult {
  const extra = [...actual];
  const missing: string[] = [];
  for (const name of expected) {
    const at = extra.indexOf(name);
    if (at === -1) missing.push(name);
    else extra.splice(at, 1);
  }
  const ok = missing.length === 0 && extra.length === 0;
  const parts: string[] = [];
  if (missing.length) parts.push(`missing ${missing.join(', ')}`);
  if (extra.length) parts.push(`unexpected ${extra.join(', ')}`);
  return { key, ok, message: ok ? `[${actual.join(', ')}]` : `expected [${expected.join(', ')}], got [${actual.join(', ')}]: ${parts.join('; ')}` };
}

// Lands are compared only when the expected list names one: a user describing "Alice
// controls White Knight" rarely means "and no lands".
function checkBattlefield(player: string, expected: string[], state: FinalState): ExpectationResult {
  const isLandName = (name: string) => state.battlefield.some((p) => (p.name === name || p.id === name) && p.types.includes('Land'));
  const includeLands = expected.some(isLandName);
  const actual = state.battlefield.filter((p) => p.controller === player && (includeLands || !p.types.includes('Land')));
  // An expected entry may name a permanent by id when two share a name.
  const actualNames = actual.map((p) => (expected.includes(p.id) && !expected.includes(p.name) ? p.id : p.name));
  return compareCards(`battlefield.${player}`, expected, actualNames);
}

function checkStack(expected: string[] | Record<string, string[]>, state: FinalState): ExpectationResult[] {
  if (Array.isArray(expected)) {
    // Listed top first, the way a player reads the stack; state.stack is bottom first.
    const actual = state.stack.map((o) => o.name).reverse();
    const ok = expected.length === actual.length && expected.every((name, i) => actual[i] === name);
    return [{ key: 'stack', ok, message: ok ? `[${actual.join(', ')}]` : `expected (top first) [${expected.join(', ')}], got [${actual.join(', ')}]` }];
  }
  return Object.entries(expected).map(([player, cards]) =>
    compareCards(`stack.${player}`, cards, state.stack.filter((o) => o.controller === player).map((o) => o.name)),
  );
}

/** A per-permanent expectation: every permanent with that id or name must show the value (so two identical tokens can share one line). */
function onPermanents(state: FinalState, key: string, name: string, expected: string, describe: (p: Permanent) => string): ExpectationResult {
  const byId = state.battlefield.filter((p) => p.id === name);
  const matching = byId.length ? byId : state.battlefield.filter((p) => p.name === name);
  if (matching.length === 0) return { key, ok: false, message: `expected ${expected}, but no permanent named '${name}' is on the battlefield` };
  const actual = matching.map(describe);
  const ok = actual.every((value) => value === expected);
  return { key, ok, message: ok ? expected : `expected ${expected}, got ${matching.map((p, i) => (matching.length > 1 ? `${actual[i]} (${p.id})` : actual[i])).join(', ')}` };
}

function describeCounters(counters: Record<string, number>): string {
  const kinds = Object.entries(counters).filter(([, n]) => n > 0).sort(([a], [b]) => a.localeCompare(b));
  return kinds.length ? kinds.map(([kind, n]) => `${n} ${kind}`).join(', ') : 'no counters';
}

/** `rules` passes when the expected numbers appear in the trace's citations in that order (others may come between). */
function checkRules(expected: string[], result: ExplainResult): ExpectationResult {
  const cited = result.trace.flatMap((entry) => entry.rules);
  let at = 0;
  for (let i = 0; i < expected.length; i++) {
    const found = cited.indexOf(expected[i], at);
    if (found === -1) {
      const everCited = cited.includes(expected[i]);
      return {
        key: 'rules',
        ok: false,
        message:
          `expected the citations to contain [${expected.join(', ')}] in order; ${expected[i]} (#${i + 1}) ` +
          (everCited ? `is cited only before ${i ? expected[i - 1] : 'that point'}` : 'is never cited') +
          `; cited: [${cited.join(', ')}]`,
      };
    }
    at = found + 1;
  }
  return { key: 'rules', ok: true, message: `[${expected.join(', ')}] cited in order` };
}
