// "Transform this creature" (701.27a) and "flip it" (710.2): each permanent named turns over, or
// shows its flipped half for good (710.4; game/faces.ts). The source transforms once — not if it
// has transformed since the ability was put on the stack (701.27f) — and not if it left the
// battlefield (a new object, 400.7).
import { flipPermanent } from '../game/faces.ts';
import { objectsOf } from '../game/refs.ts';
import { transformPermanent } from '../game/transform.ts';
import type { EffectModule } from './module.ts';
import { cite, say, trace } from './shared.ts';
import { verbScope } from './verb-scope.ts';

export const transformEffect: EffectModule<'transform'> = {
  resolve(game, item, effect, target, given) {
    const permanents = objectsOf(game, effect.objects, verbScope(item, effect, target, given)).flatMap((o) => (o.kind === 'permanent' ? [o.permanent] : []));
    if (!permanents.length) return void trace(game, 'effect', say('effect.noEffect', { object: item.source.name, why: 'gone' }), cite('newObject'));
    for (const p of permanents) {
      if (effect.flip) flipPermanent(game, p);
      else transformPermanent(game, p, '', p.id === item.source.id ? (item.source.transforms ?? 0) : 0);
    }
  },
};
