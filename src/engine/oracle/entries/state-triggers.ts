// cov-statics: state triggers (603.8): "When you control no Islands, sacrifice this creature."
// They trigger as soon as the state is true, and not again while the ability is waiting or on
// the stack (game/state-triggers.ts).
import type { Trigger } from '../ast.ts';
import { triggerFixture, type Entry } from '../entry.ts';
import { lit, map, oneOf, seq } from '../grammar.ts';

const LANDS = [['plains', 'Plains'], ['islands', 'Island'], ['swamps', 'Swamp'], ['mountains', 'Mountain'], ['forests', 'Forest']] as const;

export const STATE_TRIGGERS: Entry<Trigger>[] = [
  {
    id: 'trigger/control-no-land-type',
    wording: 'When you control no Islands (Plains, Swamps, Mountains, Forests) — a state trigger (603.8)',
    parse: map(seq(lit('when you control no'), oneOf(LANDS)), ([, landType]) => ({ event: 'control-none', landType })),
    fixtures: [triggerFixture('When you control no Islands', { event: 'control-none', landType: 'Island' })],
  },
];
