// Dealing damage (120.1): "CARDNAME deals 3 damage to any target", "… X damage to each
// opponent", "it deals that much damage to target planeswalker that player controls", "… damage
// equal to its power to target creature". The source is the ability's source (its last known
// information once gone, 608.2h); every recipient is dealt its damage at the same time (120.2),
// each recipient a reference read as the instruction is carried out.
import type { Recipient } from '../oracle/verbs.ts';
import type { ObjectRef, PlayerRef } from '../oracle/vocabulary.ts';
import { objectsOf, playersOf, type Scope } from '../game/refs.ts';
import { sourceInfo } from '../game/events.ts';
import type { Game, SourceInfo, StackItem, TargetRef } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { amountNow, verbScope } from './verb-scope.ts';
import { dealDamage } from './shared.ts';

const PLAYER_REFS = new Set(['you', 'each', 'controller', 'owner', 'defending', 'event-player', 'active']);

/** What a recipient names now: players and permanents (a target or "it" may be either). */
function recipients(game: Game, r: Recipient, scope: Scope): TargetRef[] {
  if (r.ref === 'target' || r.ref === 'same-target') {
    const players = playersOf(game, r as PlayerRef, scope).map((name): TargetRef => ({ kind: 'player', name }));
    const objects = objectsOf(game, r as ObjectRef, scope).flatMap((o): TargetRef[] => (o.kind === 'permanent' ? [{ kind: 'permanent', id: o.permanent.id }] : []));
    return [...players, ...objects];
  }
  if (PLAYER_REFS.has(r.ref) || (r.ref === 'chosen' && typeof r.filter === 'string')) return playersOf(game, r as PlayerRef, scope).map((name) => ({ kind: 'player', name }));
  return objectsOf(game, r as ObjectRef, scope).flatMap((o): TargetRef[] => (o.kind === 'permanent' ? [{ kind: 'permanent', id: o.permanent.id }] : []));
}

/** Who deals it: the ability's source, or the object "it" names (the target before: "Tap target creature. It deals 1 damage to you"). */
function sourceOf(game: Game, r: ObjectRef | undefined, item: StackItem, scope: Scope): SourceInfo | undefined {
  if (!r || r.ref === 'self') return item.source;
  const o = objectsOf(game, r, scope)[0];
  return o?.kind === 'permanent' ? sourceInfo(game, o.permanent) : undefined;
}

export const dealDamageEffect: EffectModule<'deal-damage'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const source = sourceOf(game, effect.source, item, scope);
    const amount = amountNow(game, effect.amount, scope);
    if (!source || amount <= 0) return;
    // "Target player and each creature that player controls": "that player" is the target this instruction just named.
    let now = scope;
    const to = effect.to.flatMap((r) => {
      const named = recipients(game, r, now);
      const slot = r.ref === 'target' ? (now.slots ?? []).findIndex((t) => t !== undefined && t === now.targets?.get(r)?.[0]) : -1;
      if (slot >= 0) now = { ...now, lastSlot: slot };
      return named;
    });
    if (to.length) dealDamage(game, to.map((t) => ({ type: 'damage' as const, source, to: t, amount, combat: false })));
  },
};
