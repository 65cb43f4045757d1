// A Saga's chapter abilities (714.2): "I — EFFECT", "II, III — EFFECT". Each chapter symbol is a
// triggered ability of its own (714.2c) that triggers when lore counters put on the Saga reach
// its number (714.2b; game/saga.ts puts them on and checks the chapters).
import type { AbilityBody } from '../ast.ts';
import { lit, map, oneOf, sepBy1, seq } from '../grammar.ts';
import type { LineEntry } from './lines.ts';
import { abilityEffects } from './lines.ts';
import { line } from '../entry.ts';

/** 714.2a: the Roman numeral of a chapter symbol. */
const numeral = oneOf<number>([['i', 1], ['ii', 2], ['iii', 3], ['iv', 4], ['v', 5], ['vi', 6], ['vii', 7]]);

export const SAGA_LINES: LineEntry[] = [
  {
    id: 'line/saga-chapter',
    wording: 'I — EFFECTS / II, III — EFFECTS (a Saga\'s chapter abilities)',
    parse: map(seq(sepBy1(numeral, lit(',')), lit('—'), abilityEffects), ([chapters, , effects]) =>
      chapters.map((chapter): AbilityBody => ({ kind: 'triggered', trigger: { on: 'counters-put', object: 'self', counter: 'lore', reaches: chapter }, effects })),
    ),
    fixtures: [
      line('I — Draw a card.', { kind: 'triggered', trigger: { on: 'counters-put', object: 'self', counter: 'lore', reaches: 1 }, effects: [{ type: 'draw', amount: 1 }] }),
      line('II, III — You gain 2 life.', { kind: 'triggered', trigger: { on: 'counters-put', counter: 'lore', reaches: 2 } }, { kind: 'triggered', trigger: { on: 'counters-put', counter: 'lore', reaches: 3 } }),
    ],
  },
];
