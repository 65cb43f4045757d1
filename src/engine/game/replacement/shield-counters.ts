// shield counters (122.1c). One or more shield counters on a permanent make one
// prevention effect — "If damage would be dealt to this permanent, prevent that damage and
// remove a shield counter from it" — and one replacement effect — "If this permanent would be
// destroyed as the result of an effect, instead remove a shield counter from it". Destruction by
// a state-based action (lethal damage, deathtouch: 704.5g–h) is not "the result of an effect"
// (701.8b), so the counter doesn't stop it.
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import { permanentById, trace, type Game, type Permanent } from '../state.ts';
import type { Candidate, DamageEvent, DestroyEvent, ReplacementKind } from './event.ts';

function removeShield(game: Game, p: Permanent): void {
  p.counters.shield = (p.counters.shield ?? 1) - 1;
}

export const shieldCounterDamage: ReplacementKind<DamageEvent> = {
  candidates(game, event) {
    if (event.to.kind !== 'permanent' || event.amount <= 0) return [];
    const p = permanentById(game, event.to.id);
    if (!p || (p.counters.shield ?? 0) <= 0) return [];
    return [{
      key: `shield-counter:${p.id}`,
      sourceName: `${p.card.def.name}'s shield counter`,
      prevention: true,
      apply(g, e) {
        removeShield(g, p);
        trace(g, 'prevented', say('prevent.shieldCounter', { amount: e.amount, source: e.source.name, object: p.card.def.name, left: p.counters.shield ?? 0 }), cite('shieldCounter', 'prevention'));
        return null;
      },
    } satisfies Candidate<DamageEvent>];
  },
};

export const shieldCounterDestroy: ReplacementKind<DestroyEvent> = {
  candidates(_game, event) {
    const p = event.object;
    if (event.sba || (p.counters.shield ?? 0) <= 0) return [];
    return [{
      key: `shield-counter:${p.id}`,
      sourceName: `${p.card.def.name}'s shield counter`,
      apply(g, e) {
        removeShield(g, e.object);
        trace(g, 'replaced', say('replace.shieldCounter', { object: e.object.card.def.name, left: e.object.counters.shield ?? 0 }), cite('shieldCounter', 'destroyedByEffect', 'replacement'));
        return null;
      },
    } satisfies Candidate<DestroyEvent>];
  },
};
