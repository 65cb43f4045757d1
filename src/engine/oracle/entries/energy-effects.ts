// Energy (107.14): "you get {E}{E}" puts energy counters on the player (122.1; read with the other player verbs,
// player-verbs.ts, so "you gain 3 life and get {E}{E}{E}" is one list); "Pay {E}{E}"
// removes them, as a cost or inside "you may pay {E}. If you do, …" — where a mana payment
// ("you may pay {1}") reads the same way.
import { type Cost, type Effect } from '../ast.ts';
import { payment } from '../control.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, many1, map, seq, token, type Parser } from '../grammar.ts';
import { parseManaSymbols } from '../mana.ts';
import { count } from '../phrases.ts';

/** "{E}{E}{E}": how many energy symbols. */
export const energySymbol = token((t) => (t.k === 'sym' && t.raw === 'E' ? t : null));
/** "{E}{E}{E}" or "six {E}": how many energy counters. */
export const energySymbols: Parser<number> = alt(
  map(many1(energySymbol), (s) => s.length),
  map(seq(token((t) => (t.k === 'num' && !t.signed && t.n > 1 ? t.n : null)), energySymbol), ([n]) => n),
);
const manaSymbols: Parser<string[]> = map(many1(token((t) => (t.k === 'sym' && t.raw !== 'T' && t.raw !== 'E' ? t.raw : null))), (s) => parseManaSymbols(s.map((x) => `{${x}}`).join('')));

export const ENERGY_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/pay',
    wording: 'You may pay {E} / {2} / N life. If you do, EFFECT',
    parse: alt<Effect[]>(
      map(seq(lit('pay'), energySymbols), ([, n]) => [payment({ mana: [], energy: n })]),
      map(seq(lit('pay'), manaSymbols), ([, mana]) => [payment({ mana, energy: 0 })]),
      // 119.4: "pay 2 life" (only with that much life).
      map(seq(lit('pay'), count, lit('life')), ([, n]) => [payment({ mana: [], energy: 0, life: n })]),
    ),
    fixtures: [
      { text: 'Whenever this creature attacks, you may pay 2 life. If you do, draw a card.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', optional: true, pay: { life: 2 }, ifYouDo: [{ type: 'draw' }] }] }] },
      { text: 'Whenever this creature attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', optional: true, pay: { energy: 2 }, ifYouDo: [{ type: 'put-counters', amount: 1, on: [{ ref: 'self' }] }] }] }] },
    ],
  },
];

export const ENERGY_COSTS: Entry<Cost>[] = [
  {
    id: 'cost/pay-energy',
    wording: 'Pay {E}{E} / Pay N {E}',
    parse: map(seq(lit('pay'), energySymbols), ([, n]) => ({ type: 'pay-energy', amount: n })),
    fixtures: [
      { text: 'Pay {E}{E}: This creature gets +1/+1 until end of turn.', abilities: [{ kind: 'activated', costs: [{ type: 'pay-energy', amount: 2 }] }] },
      { text: '{T}, Pay six {E}: Draw a card.', abilities: [{ kind: 'activated', costs: [{ type: 'tap' }, { type: 'pay-energy', amount: 6 }] }] },
    ],
  },
];
