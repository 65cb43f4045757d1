// Evolve's trigger resolving (702.100a): the intervening "if" is checked again (603.4) on the
// entering creature as it is now, or as it last existed on the battlefield (608.2h), against
// this creature now; then a +1/+1 counter is put on this creature.
import { evolves } from '../game/evolve.ts';
import type { EffectModule } from './module.ts';
import { putCounters } from './put-counters.ts';
import { characteristics, cite, permanentById, say, trace } from './shared.ts';

export const evolveEffect: EffectModule<'evolve'> = {
  resolve(game, item) {
    const self = permanentById(game, item.source.id);
    if (!self) return;
    const id = item.event?.object;
    const here = id ? permanentById(game, id) : undefined;
    const entering = here ? characteristics(game, here) : id ? game.lastKnown[id] : undefined;
    const mine = characteristics(game, self);
    // 702.100c: a noncreature permanent has no power or toughness to compare.
    if (!entering || !entering.types.includes('Creature') || !evolves(entering, mine)) {
      trace(game, 'note', say('effect.evolveNoLonger', { object: mine.name, other: entering?.name ?? '?' }), cite('interveningIf', 'evolve'));
      return;
    }
    putCounters(game, self, '+1/+1', 1);
  },
};
