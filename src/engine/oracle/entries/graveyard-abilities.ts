// Abilities activated while the card is in its owner's graveyard (113.6b): "{M}: Return this card
// from your graveyard to your hand / to the battlefield tapped", unearth (702.84a) and scavenge
// (702.97a). game/graveyard-abilities.ts activates them (`activate: NAME, from: graveyard`).
import type { AbilityBody, CastAbility } from '../ast.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { count, self } from '../phrases.ts';
import { manaCost } from '../phrases.ts';
import type { LineEntry } from './lines.ts';
import { line } from '../entry.ts';

const period = opt(lit('.'));
const one = (body: CastAbility): AbilityBody[] => [body];

/** "Activate only as a sorcery." / "Activate only during your upkeep." after a graveyard ability. */
const restriction = opt(alt(map(lit('activate only as a sorcery'), () => 'sorcery' as const), map(lit('activate only during your upkeep'), () => 'upkeep' as const)));

export const GRAVEYARD_LINES: LineEntry[] = [
  {
    id: 'line/return-from-graveyard',
    wording: '{M}[, Discard N cards]: Return this card from your graveyard to your hand / to the battlefield tapped. [Activate only as a sorcery. / Activate only during your upkeep.]',
    parse: map(
      seq(manaCost, opt(seq(lit(', discard'), count, alt(lit('cards'), lit('card')))), lit(':'), lit('return'), self, lit('from your graveyard to'), alt(map(lit('your hand'), () => 'to-hand' as const), map(lit('the battlefield tapped'), () => 'to-battlefield-tapped' as const)), lit('.'), restriction, period),
      ([mana, discard, , , , , does, , only]) => one({ kind: 'graveyard-ability', mana, ...(discard ? { discard: discard[1] } : {}), does, sorcery: only === 'sorcery', ...(only === 'upkeep' ? { upkeep: true } : {}) }),
    ),
    fixtures: [
      line('{2}{B}: Return this card from your graveyard to your hand.', { kind: 'graveyard-ability', mana: ['2', 'B'], does: 'to-hand', sorcery: false }),
      line('{1}{R}, Discard two cards: Return this card from your graveyard to the battlefield tapped.', { kind: 'graveyard-ability', mana: ['1', 'R'], discard: 2, does: 'to-battlefield-tapped' }),
      line('{B}: Return this card from your graveyard to your hand. Activate only during your upkeep.', { kind: 'graveyard-ability', does: 'to-hand', upkeep: true }),
    ],
  },
  {
    id: 'line/unearth-scavenge',
    wording: 'Unearth {M} / Scavenge {M}',
    parse: alt(
      map(seq(lit('unearth'), manaCost, period), ([, mana]) => one({ kind: 'graveyard-ability', mana, does: 'unearth', sorcery: true })),
      map(seq(lit('scavenge'), manaCost, period), ([, mana]) => one({ kind: 'graveyard-ability', mana, does: 'scavenge', sorcery: true })),
    ),
    fixtures: [
      line('Unearth {B}', { kind: 'graveyard-ability', mana: ['B'], does: 'unearth', sorcery: true }),
      line('Scavenge {4}{G}{G}', { kind: 'graveyard-ability', mana: ['4', 'G', 'G'], does: 'scavenge', sorcery: true }),
    ],
  },
];
