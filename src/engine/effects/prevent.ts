// Preventing damage for the rest of the turn (615.1a, 514.2): "prevent the next 3 damage that
// would be dealt to any target this turn" and "prevent all damage that would be dealt to this
// creature this turn" are shields on each recipient named (game/refs.ts) — with "for each 1 damage
// prevented this way, put a +1/+1 counter on that creature" (615.5) — and "prevent all combat
// damage that would be dealt this turn" (Fog) a prevention over every damage event fitting its
// description, applied by the one replacement handler (game/replacement/specs.ts).
import type { TargetRef } from '../game/state.ts';
import { objectsOf, playersOf } from '../game/refs.ts';
import type { ObjectRef, PlayerRef } from '../oracle/vocabulary.ts';
import type { EffectModule } from './module.ts';
import { cite, nameOf, nextTimestamp, trace, say } from './shared.ts';
import { amountNow, verbScope } from './verb-scope.ts';

const isPlayerRef = (r: ObjectRef | PlayerRef): r is PlayerRef => r.ref === 'you' || r.ref === 'each' || ('spec' in r && !r.spec.object && !!r.spec.player);

export const preventEffect: EffectModule<'prevent'> = {
  resolve(game, item, effect, target, given) {
    if (effect.watch) {
      game.preventions.push({ watch: effect.watch, controller: item.controller, sourceName: item.source.name, text: item.text ?? item.source.name });
      trace(game, 'effect', say('effect.preventThisTurn', { source: item.source.name }), cite('prevention'));
      return;
    }
    const scope = verbScope(item, effect, target, given);
    // "Any target" is an object or a player: the one chosen, whichever it is.
    const shielded: TargetRef[] = (effect.to ?? []).flatMap((r): TargetRef[] => {
      if (r.ref === 'target') return scope.targets?.get(r) ?? [];
      if (isPlayerRef(r)) return playersOf(game, r, scope).map((name) => ({ kind: 'player', name }));
      return objectsOf(game, r, scope).flatMap((o): TargetRef[] => (o.kind === 'permanent' ? [{ kind: 'permanent', id: o.permanent.id }] : []));
    });
    const all = effect.amount === 'all';
    const n = all ? Infinity : amountNow(game, effect.amount as Exclude<typeof effect.amount, 'all'>, scope);
    for (const t of shielded) {
      game.shields.push({ id: nextTimestamp(game), target: t, remaining: n, sourceName: item.source.name, ...(effect.thenCounters ? { thenCounters: { counter: effect.thenCounters, by: item.controller } } : {}) });
      trace(game, 'effect', all ? say('effect.preventAll', { target: nameOf(game, t) }) : say('effect.preventNext', { amount: n, target: nameOf(game, t) }), cite('prevention'));
    }
  },
};
