// The dev scenarios (test/scenarios-dev, copied from ../shared/eval/scenarios-dev), replayed by the real engine and checked
// with a small local reading of `expect` (Engine-B's full checker runs them too).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { explainInput } from '../src/engine/index.ts';
import type { ExplainResult } from '../src/engine/types.ts';

const DIR = join(import.meta.dirname, 'scenarios-dev');

/** Problems with `result` against a scenario's `expect`; empty when it matches. */
export function localCheck(exp: Record<string, any>, result: ExplainResult): string[] {
  const problems: string[] = [];
  const st = result.state;
  const sorted = (xs: string[]) => [...xs].sort();
  for (const [name, life] of Object.entries(exp.life ?? {})) {
    const p = st.players.find((x) => x.name === name);
    if (p?.life !== life) problems.push(`life ${name}: ${p?.life} ≠ ${life}`);
  }
  for (const zone of ['hand', 'graveyard', 'exile'] as const) {
    for (const [name, cards] of Object.entries(exp[zone] ?? {})) {
      const p = st.players.find((x) => x.name === name)!;
      if (JSON.stringify(sorted(p[zone])) !== JSON.stringify(sorted(cards as string[]))) problems.push(`${zone} ${name}: [${p[zone]}] ≠ [${cards}]`);
    }
  }
  for (const [name, cards] of Object.entries(exp.battlefield ?? {})) {
    const names = cards as string[];
    const listsLand = st.battlefield.some((b) => names.includes(b.name) && b.types.includes('Land'));
    const mine = st.battlefield.filter((b) => b.controller === name && (listsLand || !b.types.includes('Land'))).map((b) => b.name);
    if (JSON.stringify(sorted(mine)) !== JSON.stringify(sorted(names))) problems.push(`battlefield ${name}: [${mine}] ≠ [${names}]`);
  }
  for (const [name, pt] of Object.entries(exp.pt ?? {})) {
    const b = st.battlefield.find((x) => x.name === name);
    if (!b || `${b.power}/${b.toughness}` !== pt) problems.push(`pt ${name}: ${b?.power}/${b?.toughness} ≠ ${pt}`);
  }
  for (const [name, dmg] of Object.entries(exp.damage ?? {})) {
    const b = st.battlefield.find((x) => x.name === name);
    if (!b || b.damage !== dmg) problems.push(`damage ${name}: ${b?.damage} ≠ ${dmg}`);
  }
  if (exp.rules) {
    const cited = result.trace.flatMap((t) => t.rules);
    let i = 0;
    for (const r of cited) if (r === exp.rules[i]) i++;
    if (i < exp.rules.length) problems.push(`rules: ${exp.rules[i]} (#${i + 1} of ${exp.rules.join(', ')}) not found in order in [${cited.join(', ')}]`);
  }
  if (exp.error) {
    if (result.ok) problems.push('expected an illegal action, but the replay succeeded');
    else if (!exp.error.rule.some((r: string) => result.error!.rules.includes(r))) problems.push(`error rules [${result.error!.rules}] cite none of [${exp.error.rule}]`);
  } else if (!result.ok) problems.push(`unexpected illegal action: ${result.error!.message}`);
  if ('winner' in exp && st.winner !== exp.winner) problems.push(`winner: ${st.winner} ≠ ${exp.winner}`);
  if (exp.draw && !st.draw) problems.push('expected a draw');
  return problems;
}

describe('dev scenarios', () => {
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.yaml')).sort()) {
    it(file, () => {
      const text = readFileSync(join(DIR, file), 'utf8');
      // The expectations as written (this file's own reading), the replay through the validating parser.
      const scenario = parse(text);
      expect(localCheck(scenario.expect ?? {}, explainInput(text))).toEqual([]);
    });
  }
});
