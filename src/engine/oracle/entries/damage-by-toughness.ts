// creatures that assign combat damage equal to their toughness (510.1a;
// game/damage-by-toughness.ts).
import type { AbilityBody } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { self } from '../phrases.ts';

export const DAMAGE_BY_TOUGHNESS_LINES: Entry<AbilityBody[]>[] = [
  {
    id: 'line/assigns-damage-by-toughness',
    wording: 'Each creature you control [with toughness greater than its power] (Each creature, CARDNAME) assigns combat damage equal to its toughness rather than its power (510.1a)',
    parse: map(seq(
      alt<{ who: 'yours' | 'all' | 'self'; onlyIfGreater?: true }>(
        map(seq(lit('each creature you control'), opt(lit('with toughness greater than its power'))), ([, g]) => ({ who: 'yours' as const, ...(g !== undefined ? { onlyIfGreater: true as const } : {}) })),
        map(seq(lit('each creature'), opt(lit('with toughness greater than its power'))), ([, g]) => ({ who: 'all' as const, ...(g !== undefined ? { onlyIfGreater: true as const } : {}) })),
        map(self, () => ({ who: 'self' as const })),
      ),
      lit('assigns combat damage equal to its toughness rather than its power'), opt(lit('.'))), ([w]) => [{ kind: 'assigns-by-toughness', ...w }]),
    fixtures: [
      line('Each creature you control assigns combat damage equal to its toughness rather than its power.', { kind: 'assigns-by-toughness', who: 'yours' }),
      line('Each creature you control with toughness greater than its power assigns combat damage equal to its toughness rather than its power.', { kind: 'assigns-by-toughness', who: 'yours', onlyIfGreater: true }),
    ],
  },
];
