// The `copy` verb (707.10): copies of spells put on the stack by the instruction's controller —
// "copy target instant or sorcery spell", "whenever you cast an instant or sorcery spell, copy it",
// "copy it twice", and storm's, replicate's and casualty's triggers (702.40a, 702.56a, 702.153a),
// through game/storm.ts. The spell a trigger's event cast is copied as it was cast, even after it
// left the stack (608.2h); a target spell that has left is no longer a legal target (608.2b).
import type { EffectModule } from './module.ts';
import { keywordCopies, putCopies, spellAsCast } from '../game/storm.ts';
import { objectsOf } from '../game/refs.ts';
import type { StackItem } from '../game/state.ts';
import { amountNow, verbScope } from './verb-scope.ts';

export const copyEffect: EffectModule<'copy'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const ref = effect.objects.ref;
    // The trigger's event's spell ("copy it", storm's "copy it"; "when you cast this spell, copy it"), or the resolving spell itself ("copy this spell").
    const spells: StackItem[] =
      (ref === 'event-object' || ref === 'self') && scope.event?.stackId
        ? [spellAsCast(game, scope.event.stackId)].filter((s): s is StackItem => s !== undefined)
        : ref === 'self' && item.kind === 'spell'
          ? [item]
          : objectsOf(game, effect.objects, scope).flatMap((o) => (o.kind === 'spell' ? [o.item] : []));
    for (const original of spells) {
      const count = effect.keyword ? keywordCopies(game, original, effect.keyword) : effect.amount === undefined ? 1 : amountNow(game, effect.amount, scope);
      putCopies(game, item.controller, original, count, effect.keyword ? { keyword: effect.keyword } : { source: item.source.name }, effect.keyword !== undefined || effect.newTargets === true);
    }
  },
};
