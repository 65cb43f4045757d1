// The lines of cards with more than one face (game/faces.ts): Fuse on split cards (702.102),
// Aftermath on the half cast from the graveyard (702.127), Prototype's alternative cost and size
// (702.160, 718), and the flip cards' "flip it" (710.2) as an effect of the source's own ability.
import type { AbilityBody, Effect } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { manaCost, ptFigure, selfOrIt } from '../phrases.ts';
import type { LineEntry } from './lines.ts';

const period = opt(lit('.'));

export const FACE_LINES: LineEntry[] = [
  {
    id: 'line/fuse',
    wording: 'Fuse (702.102a: cast one or both halves of this split card from your hand)',
    parse: map(seq(lit('fuse'), period), () => [{ kind: 'fuse' } as AbilityBody]),
    fixtures: [line('Fuse (You may cast one or both halves of this card from your hand.)', { kind: 'fuse' })],
  },
  {
    id: 'line/aftermath',
    wording: 'Aftermath (702.127a: cast this half only from your graveyard, then exile it)',
    parse: map(seq(lit('aftermath'), period), () => [{ kind: 'aftermath' } as AbilityBody]),
    fixtures: [line('Aftermath (Cast this spell only from your graveyard. Then exile it.)', { kind: 'aftermath' })],
  },
  {
    id: 'line/prototype',
    wording: 'Prototype {M} — N/N (702.160a, 718.3: cast with that mana cost, its colors, and that power and toughness)',
    parse: map(seq(lit('prototype'), manaCost, lit('—'), ptFigure, period), ([, cost, , pt]) => (cost.includes('X') ? null : [{ kind: 'prototype', cost, ...pt } as AbilityBody])),
    fixtures: [line('Prototype {1}{W} — 2/2 (You may cast this spell with different mana cost, color, and size. It keeps its abilities and types.)', { kind: 'prototype', cost: ['1', 'W'], power: 2, toughness: 2 })],
  },
];

export const FACE_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/flip-self',
    wording: 'Flip CARDNAME (this creature, it) (710.2)',
    parse: map(seq(lit('flip'), alt(selfOrIt, lit('this creature'))), () => [{ type: 'transform', objects: { ref: 'self' }, flip: true }]),
    fixtures: [line('{T}: Flip this creature.', { kind: 'activated', effects: [{ type: 'transform', flip: true }] }), line('Whenever a creature dealt damage by this creature this turn dies, flip this creature.', { kind: 'triggered', effects: [{ type: 'transform', flip: true }] })],
  },
];
