// Keyword abilities activated while the card is in its owner's graveyard (113.6b): unearth
// (702.84a) and scavenge (702.97a). game/graveyard-abilities.ts activates them (`activate: NAME,
// from: graveyard`). "{M}: Return this card from your graveyard to …" is an ordinary activated
// ability that works from the graveyard (113.6m, entries/graveyard-self.ts).
import type { AbilityBody, CastAbility } from '../ast.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { count, self } from '../phrases.ts';
import { manaCost } from '../phrases.ts';
import type { LineEntry } from './lines.ts';
import { line } from '../entry.ts';

const period = opt(lit('.'));
const one = (body: CastAbility): AbilityBody[] => [body];


export const GRAVEYARD_LINES: LineEntry[] = [
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
