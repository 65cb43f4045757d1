// transforming double-faced cards (701.27, 712). "Transform this creature" as an
// effect of the source's own ability (game/transform.ts turns the permanent over) and "When this
// creature transforms into CARDNAME". Apart from transform.ts (the lines), which reads whole
// triggered abilities with triggers.ts and lines.ts, both of which list these.
import type { Effect } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import { lit, map, seq } from '../grammar.ts';
import { selfOrIt } from '../phrases.ts';

export const TRANSFORM_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/transform-self',
    wording: 'Transform CARDNAME (this creature, it) (701.27a)',
    parse: map(seq(lit('transform'), selfOrIt), () => [{ type: 'transform', objects: { ref: 'self' } }]),
    fixtures: [
      line('{3}{G}{G}: Transform this creature. Activate only as a sorcery.', { kind: 'activated', sorcerySpeed: true, effects: [{ type: 'transform', objects: { ref: 'self' } }] }),
      line('{2}{B}: Transform this creature.', { kind: 'activated', effects: [{ type: 'transform', objects: { ref: 'self' } }] }),
    ],
  },
];

