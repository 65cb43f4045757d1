// Dealing damage (120.1): "CARDNAME deals 3 damage to any target", "… X damage to each
// opponent", "it deals that much damage to target planeswalker that player controls", "… damage
// equal to its power to target creature". The source is the ability's source (its last known
// information once gone, 608.2h); every recipient is dealt its damage at the same time (120.2),
// each recipient a reference read as the instruction is carried out.
import type { ObjectRef } from '../oracle/vocabulary.ts';
import type { Recipient } from '../oracle/verbs.ts';
import { objectsOf, type Scope } from '../game/refs.ts';
import { sourceInfo } from '../game/events.ts';
import type { Game, SourceInfo, StackItem } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { amountNow, recipientsNamed, verbScope } from './verb-scope.ts';
import { dealDamage } from './shared.ts';

/** Who deals it: the ability's source, or the object "it" names (the target before: "Tap target creature. It deals 1 damage to you"). */
function sourceOf(game: Game, r: ObjectRef | undefined, item: StackItem, scope: Scope): SourceInfo | undefined {
  if (!r || r.ref === 'self') return item.source;
  const o = objectsOf(game, r, scope)[0];
  return o?.kind === 'permanent' ? sourceInfo(game, o.permanent) : undefined;
}

export const dealDamageEffect: EffectModule<'deal-damage'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    // "Each creature deals damage to itself equal to its power": every object of the group is a source, "itself" and "its"
    // name that object; the objects are fixed as the instruction begins (611.2c) and all the damage is dealt at once (120.2).
    if (effect.source?.ref === 'all') {
      const events = objectsOf(game, effect.source, scope).flatMap((o) => {
        if (o.kind !== 'permanent') return [];
        const each = { ...scope, actingObject: o.permanent.id };
        const amount = amountNow(game, effect.amount, each);
        const source = sourceInfo(game, o.permanent);
        return amount > 0 ? effect.to.flatMap((r) => recipientsNamed(game, r, each)).map((t) => ({ type: 'damage' as const, source, to: t, amount, combat: false })) : [];
      });
      if (events.length) dealDamage(game, events);
      return;
    }
    let now = scope;
    /** After a target ref of this instruction, "that player", "itself", "its power" name the target it chose. */
    const after = (r: Recipient | undefined): void => {
      const slot = r?.ref === 'target' ? (now.slots ?? []).findIndex((t) => t !== undefined && t === now.targets?.get(r)?.[0]) : -1;
      if (slot >= 0) now = { ...now, lastSlot: slot };
    };
    const source = sourceOf(game, effect.source, item, now);
    // "Target creature deals damage to itself equal to its power": the target is the source and the recipient (120.1).
    after(effect.source);
    // "Damage to target player equal to the number of cards in that player's hand": the player is the one this instruction targets.
    const ofRecipient = typeof effect.amount === 'object' && effect.amount.of === 'player' && effect.amount.player.ref === 'same-target';
    const amount = amountNow(game, effect.amount, ofRecipient ? effect.to.reduce((at, r) => { const before = now; after(r); const moved = now; now = before; return moved === before ? at : moved; }, now) : now);
    if (!source || amount <= 0) return;
    // "Target player and each creature that player controls": "that player" is the target this instruction just named.
    const to = effect.to.flatMap((r) => {
      const named = recipientsNamed(game, r, now);
      after(r);
      return named;
    });
    // 601.2d: each target is dealt the share announced for it as the spell or ability was put on the stack.
    const share = (t: (typeof to)[number]): number => (effect.divided ? (item.divided?.[item.targets.findIndex((x) => JSON.stringify(x) === JSON.stringify(t))] ?? 0) : amount);
    const events = to.map((t) => ({ type: 'damage' as const, source, to: t, amount: share(t), combat: false })).filter((e) => e.amount > 0);
    if (events.length) dealDamage(game, events);
  },
};
