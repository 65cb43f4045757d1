// cov-transform: transforming double-faced cards (701.27, 712). "Transform this creature" as an
// effect of the source's own ability (game/transform.ts turns the permanent over) and "When this
// creature transforms into CARDNAME". Apart from transform.ts (the lines), which reads whole
// triggered abilities with triggers.ts and lines.ts, both of which list these.
import type { Effect, Trigger } from '../ast.ts';
import { triggerFixture, type Entry } from '../entry.ts';
import { alt, lit, map, seq } from '../grammar.ts';
import { self, selfOrIt } from '../phrases.ts';

const line = (text: string, ...abilities: unknown[]) => ({ text, abilities });

export const TRANSFORM_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/transform-self',
    wording: 'Transform CARDNAME (this creature, it) (701.27a)',
    parse: map(seq(lit('transform'), selfOrIt), () => [{ type: 'transform-self' }]),
    fixtures: [
      line('{3}{G}{G}: Transform this creature. Activate only as a sorcery.', { kind: 'activated', sorcerySpeed: true, effects: [{ type: 'transform-self' }] }),
      line('{2}{B}: Transform this creature.', { kind: 'activated', effects: [{ type: 'transform-self' }] }),
    ],
  },
];

export const TRANSFORM_TRIGGERS: Entry<Trigger>[] = [
  {
    id: 'trigger/transforms-into',
    wording: 'When(ever) this creature transforms into CARDNAME (701.27e)',
    parse: map(seq(alt(lit('when'), lit('whenever')), self, lit('transforms into'), self), () => ({ event: 'transforms-into' })),
    fixtures: [triggerFixture('Whenever this creature transforms into Test Card', { event: 'transforms-into' })],
  },
  {
    id: 'trigger/enters-or-transforms-into',
    wording: 'Whenever this creature enters or transforms into CARDNAME (603.6a, 701.27e)',
    parse: map(seq(lit('whenever'), self, lit('enters or transforms into'), self), () => ({ event: 'etb', orTransformsInto: true })),
    fixtures: [triggerFixture('Whenever this creature enters or transforms into Test Card', { event: 'etb', orTransformsInto: true })],
  },
  {
    id: 'trigger/day-night-changes',
    wording: 'Whenever day becomes night or night becomes day (731.1a)',
    parse: map(lit('whenever day becomes night or night becomes day'), () => ({ event: 'day-night-changes' })),
    fixtures: [triggerFixture('Whenever day becomes night or night becomes day', { event: 'day-night-changes' })],
  },
];

