// Lines about the top card of the library that a condition reads: kinship (an ability word, 207.2c, with no rules of its
// own): "At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with
// CARDNAME, you may reveal it. If you do, EFFECTS." The look changes nothing (the card stays on top, as the kinship
// rulings of 2008-04-01 say); what matters is the choice to reveal, possible only when the top card shares a creature
// type with the source: a `group` with the `library-top` condition, `optional`, and the effects under `ifYouDo`.
import type { AbilityBody } from '../ast.ts';
import { lit, map, seq } from '../grammar.ts';
import { self } from '../phrases.ts';
import { abilityEffects, type LineEntry } from './lines.ts';
import { line } from '../entry.ts';

export const LIBRARY_TOP_LINES: LineEntry[] = [
  {
    id: 'line/kinship',
    wording: 'At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with CARDNAME, you may reveal it. If you do, EFFECTS. (kinship)',
    parse: map(
      seq(lit('at the beginning of your upkeep , you may look at the top card of your library . if it shares a creature type with'), self, lit(', you may reveal it . if you do ,'), abilityEffects),
      ([, , , effects]): AbilityBody[] => [{
        kind: 'triggered',
        trigger: { on: 'step-begins', step: 'upkeep', player: 'you' },
        effects: [{ type: 'group', condition: { kind: 'library-top', player: { ref: 'you' }, filter: { shares: { quality: 'creature-type', with: { ref: 'self' } } } }, optional: true, effects: [{ type: 'look', players: { ref: 'you' }, from: 'library-top', amount: 1, reveal: true }], ifYouDo: effects }],
      }],
    ),
    fixtures: [
      // Wandering Graybeard (its kinship ability word is read by the ability-word line shape).
      line('Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with this creature, you may reveal it. If you do, you gain 4 life.', {
        kind: 'triggered',
        trigger: { on: 'step-begins', step: 'upkeep', player: 'you' },
        effects: [{ type: 'group', condition: { kind: 'library-top', player: { ref: 'you' } }, optional: true, effects: [{ type: 'look', reveal: true, amount: 1 }], ifYouDo: [{ type: 'gain-life', amount: 4 }] }],
      }),
    ],
  },
];
