// leveler cards (702.87, 711). "Level up {M}" is an activated ability putting a level
// counter on the permanent, activated only as a sorcery (702.87a). A level symbol ("LEVEL 1-3",
// "LEVEL 4+") is a static ability: with that many level counters the creature has the base
// power and toughness of the P/T line below it (layer 7b) and the abilities printed with it
// (711.2a-b). `withLevelBands` (called by parse.ts on a whole card) folds each band — its
// symbol, its P/T line and its ability lines — into static abilities conditioned on the number
// of level counters. Only keywords and static abilities with an effect on a group are read in a
// band: an activated or triggered ability that exists only at some levels is refused.
import type { Ability, AbilityBody, StaticCondition, StaticEffect } from '../ast.ts';
import { lit, map, opt, seq } from '../grammar.ts';
import { manaCost } from '../phrases.ts';
import type { ParsedLine } from '../parse.ts';
import type { LineEntry } from './lines.ts';

export const LEVEL_UP_LINE: LineEntry = {
  id: 'line/level-up',
  wording: 'Level up {M} (702.87a: {M}: put a level counter on this permanent; activate only as a sorcery), with its LEVEL N1-N2 / LEVEL N3+ bands of P/T and keywords (711.2)',
  parse: map(seq(lit('level up'), manaCost, opt(lit('.'))), ([, mana]) => (mana.includes('X') ? null : [{ kind: 'activated', costs: [{ type: 'mana', symbols: mana }], effects: [{ type: 'put-counters', on: [{ ref: 'self' }], counter: 'level', amount: 1 }], isManaAbility: false, sorcerySpeed: true } as AbilityBody])),
  fixtures: [{ text: 'Level up {1}{W} ({1}{W}: Put a level counter on this. Level up only as a sorcery.)', abilities: [{ kind: 'activated', costs: [{ type: 'mana', symbols: ['1', 'W'] }], effects: [{ type: 'put-counters', on: [{ ref: 'self' }], counter: 'level', amount: 1 }], sorcerySpeed: true }] }],
};

const BAND = /^LEVEL (\d+)(?:-(\d+)|\+)$/;
const PT = /^(\d+)\/(\d+)$/;

/** Whether a line of a card's text is part of a leveler's layout (a level symbol or a P/T box). */
export const isLevelerLine = (text: string): boolean => BAND.test(text.trim()) || PT.test(text.trim());

/** Each band's lines read as static abilities that apply with that many level counters (711.2a-b); other lines unchanged. */
export function withLevelBands(lines: ParsedLine[], cardName: string): ParsedLine[] {
  if (!lines.some((l) => BAND.test(l.text))) return lines;
  const refuse = (l: ParsedLine, why: string): ParsedLine => ({ line: l.line, text: l.text, error: `line ${l.line} of ${cardName}'s text is not understood: "${l.text}" (${why})` });
  let condition: StaticCondition | undefined;
  let hasPt = false;
  const out = lines.map((l): ParsedLine => {
    const band = BAND.exec(l.text);
    if (band) {
      const min = Number(band[1]);
      const max = band[2] === undefined ? undefined : Number(band[2]);
      if (condition && !hasPt) return refuse(l, 'the level band above has no power/toughness line');
      condition = { kind: 'level', min, ...(max !== undefined ? { max } : {}) };
      hasPt = false;
      return { line: l.line, text: l.text, abilities: [] };
    }
    if (!condition) return l;
    const at = (body: AbilityBody): Ability => ({ ...body, text: l.text, line: l.line }) as Ability;
    const pt = PT.exec(l.text);
    if (pt) {
      if (hasPt) return refuse(l, 'a level band has one power/toughness line');
      hasPt = true;
      return { line: l.line, text: l.text, abilities: [at({ kind: 'static', effect: { type: 'set-base-pt', affects: 'self', power: Number(pt[1]), toughness: Number(pt[2]) }, condition })] };
    }
    if ('error' in l) return l;
    const abilities: Ability[] = [];
    for (const a of l.abilities) {
      if (a.kind === 'keyword') abilities.push(at({ kind: 'static', effect: { type: 'grant-keyword', affects: 'self', keyword: a.keyword }, condition }));
      else if (a.kind === 'static' && !a.condition && 'affects' in a.effect) abilities.push(at({ kind: 'static', effect: a.effect as StaticEffect, condition }));
      else return refuse(l, 'in a level band the engine reads only keywords and static abilities');
    }
    return { ...l, abilities };
  });
  // A level symbol with nothing to say which P/T it gives can't be read.
  if (condition && !hasPt) return out.map((l) => (BAND.test(l.text) && !('error' in l) ? refuse(l, 'its level band has no power/toughness line') : l));
  return out;
}

/** For judging one line of a leveler alone (cards/understand.ts): its bands are read with the whole card. */
export function levelerGroup(lines: readonly string[], i: number): { text: string; at: number } | undefined {
  if (!lines.some((l) => BAND.test(l.trim()))) return undefined;
  return { text: lines.map((l) => l.trim()).join('\n'), at: i };
}
