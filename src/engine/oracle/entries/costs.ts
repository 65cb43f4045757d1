// Costs of activated abilities (602.1a): the part before the colon, joined by commas.
import type { Cost } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, many1, map, sepBy1, seq, token, type Parser } from '../grammar.ts';
import { parseManaSymbols } from '../mana.ts';
import { self } from '../phrases.ts';
import { MORE_COSTS } from './costs-more.ts';
import { SELF_COSTS } from './costs-self.ts';
import { ENERGY_COSTS } from './energy-effects.ts';
import { LAND_COSTS } from './land-lines.ts';

const act = (text: string, costs: unknown[]) => ({ text: `${text}: You gain 1 life.`, abilities: [{ kind: 'activated', costs }] });
const manaSymbol = token((t) => (t.k === 'sym' && t.raw !== 'T' ? t.raw : null));

export const COSTS: Entry<Cost>[] = [
  {
    id: 'cost/tap',
    wording: '{T}',
    parse: map(token((t) => (t.k === 'sym' && t.raw === 'T' ? t : null)), () => ({ type: 'tap' })),
    fixtures: [act('{T}', [{ type: 'tap' }])],
  },
  {
    id: 'cost/mana',
    wording: 'mana symbols ({2}{G})',
    parse: map(many1(manaSymbol), (s) => {
      const symbols = parseManaSymbols(s.map((x) => `{${x}}`).join(''));
      return symbols ? { type: 'mana', symbols } : null;
    }),
    fixtures: [act('{2}{G}', [{ type: 'mana', symbols: ['2', 'G'] }])],
  },
  {
    id: 'cost/sacrifice-self',
    wording: 'Sacrifice CARDNAME',
    parse: map(seq(lit('sacrifice'), self), () => ({ type: 'sacrifice-self' })),
    fixtures: [act('Sacrifice Test Card', [{ type: 'sacrifice-self' }]), act('Remove three quest counters from this enchantment and sacrifice it', [{ type: 'remove-counters', count: 3, counter: 'quest' }, { type: 'sacrifice-self' }])],
  },
  ...MORE_COSTS,
  ...SELF_COSTS,
  ...ENERGY_COSTS,
  // storage lands' "Remove any number of storage counters from this land".
  ...LAND_COSTS,
];

/** "Remove three quest counters from this enchantment and sacrifice it": two costs in one phrase, paid in order. */
const removeThenSacrifice: Parser<Cost[]> = map(seq(alt(...COSTS.filter((c) => c.id === 'cost/remove-counters').map((c) => c.parse)), lit('and sacrifice it')), ([removed]) =>
  removed.type === 'remove-counters' && !removed.from ? [removed, { type: 'sacrifice-self' }] : null,
);

/** "{2}{G}, {T}, Sacrifice CARDNAME". */
// An {X} in the mana cost beside "Remove X … counters" would give X two values (107.3a): refused.
export const costList: Parser<Cost[]> = map(sepBy1(alt(map(alt(...COSTS.map((c) => c.parse)), (c) => [c]), removeThenSacrifice), lit(',')), (lists) => {
  const costs = lists.flat();
  return costs.some((c) => c.type === 'remove-any-counters') && costs.some((c) => c.type === 'mana' && c.symbols.includes('X')) ? null : costs;
});
