// Costs that move or show the card with the ability (602.1a, 118.3): "Discard this card" (channel,
// bloodrush), "Exile this card from your graveyard", "Reveal this card from your hand", "Exile this
// artifact", "Return this enchantment to its owner's hand", the untap symbol {Q} (107.6), and "Exert CARDNAME" (701.43a).
// Where the cost moves the card out of a zone, the ability works only in that zone (113.6m):
// game/zone-abilities.ts activates it from the hand or the graveyard (`abilityZone`, oracle/ast.ts). Not a spell's additional
// cost: a spell can't pay with itself.
import type { Cost } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, seq, token } from '../grammar.ts';
import { self } from '../phrases.ts';

const act = (text: string, costs: unknown[]) => ({ text: `${text}: You gain 1 life.`, abilities: [{ kind: 'activated', costs }] });
const untapSymbol = token((t) => (t.k === 'sym' && t.raw === 'Q' ? t : null));

export const SELF_COSTS: Entry<Cost>[] = [
  {
    id: 'cost/self',
    wording: "Discard this card / Reveal this card from your hand / Exile this card from your graveyard / Exile CARDNAME / Return CARDNAME to its owner's hand",
    parse: alt<Cost>(
      map(seq(lit('discard'), self), () => ({ type: 'self', action: 'discard', zone: 'hand' })),
      map(seq(lit('reveal'), self, lit('from your hand')), () => ({ type: 'self', action: 'reveal', zone: 'hand' })),
      map(seq(lit('exile'), self, lit('from your graveyard')), () => ({ type: 'self', action: 'exile', zone: 'graveyard' })),
      map(seq(lit('exile'), self), () => ({ type: 'self', action: 'exile', zone: 'battlefield' })),
      map(seq(lit('return'), self, lit("to its owner's hand")), () => ({ type: 'self', action: 'return-to-hand', zone: 'battlefield' })),
    ),
    fixtures: [
      act('{1}{R}, Discard this card', [{ type: 'mana' }, { type: 'self', action: 'discard', zone: 'hand' }]),
      act('{2}{W}, Exile this card from your graveyard', [{ type: 'mana' }, { type: 'self', action: 'exile', zone: 'graveyard' }]),
      act('{1}, Exile this artifact', [{ type: 'mana' }, { type: 'self', action: 'exile', zone: 'battlefield' }]),
      act("Return this enchantment to its owner's hand", [{ type: 'self', action: 'return-to-hand', zone: 'battlefield' }]),
      act('{1}{U}, Reveal this card from your hand', [{ type: 'mana' }, { type: 'self', action: 'reveal', zone: 'hand' }]),
    ],
  },
  {
    id: 'cost/untap',
    wording: '{Q} (the untap symbol)',
    parse: map(untapSymbol, () => ({ type: 'untap' })),
    fixtures: [act('{1}{W}, {Q}', [{ type: 'mana' }, { type: 'untap' }])],
  },
  {
    id: 'cost/exert',
    wording: 'Exert CARDNAME (701.43a: it doesn\'t untap during your next untap step)',
    parse: map(seq(lit('exert'), self), () => ({ type: 'exert' })),
    fixtures: [act('{2}{W}, {T}, Exert this creature', [{ type: 'mana' }, { type: 'tap' }, { type: 'exert' }])],
  },
];

