// static abilities that change a player's maximum hand size (402.2; game/hand-size.ts
// reads them at cleanup, 514.1).
import type { AbilityBody } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { count } from '../phrases.ts';

const whose = alt<'you' | 'opponents' | 'all'>(map(lit('your'), () => 'you'), map(lit("each opponent's"), () => 'opponents'), map(lit("each player's"), () => 'all'));

export const HAND_SIZE_LINES: Entry<AbilityBody[]>[] = [
  {
    id: 'line/maximum-hand-size',
    wording: "Your (Each opponent's, Each player's) maximum hand size is N / is reduced (increased) by N; Players have no maximum hand size (402.2)",
    parse: alt<AbilityBody[]>(
      map(seq(whose, lit('maximum hand size is'), count, opt(lit('.'))), ([who, , n]) => [{ kind: 'hand-size', who, set: n }]),
      map(seq(whose, lit('maximum hand size is'), alt(map(lit('reduced by'), () => -1), map(lit('increased by'), () => 1)), count, opt(lit('.'))), ([who, , sign, n]) => [{ kind: 'hand-size', who, change: sign * n }]),
      map(seq(lit('players have no maximum hand size'), opt(lit('.'))), () => [{ kind: 'hand-size', who: 'all', none: true }]),
    ),
    fixtures: [
      line('Your maximum hand size is two.', { kind: 'hand-size', who: 'you', set: 2 }),
      line("Each opponent's maximum hand size is reduced by one.", { kind: 'hand-size', who: 'opponents', change: -1 }),
      line('Players have no maximum hand size.', { kind: 'hand-size', who: 'all', none: true }),
    ],
  },
];
