// The "attach" effect: how it resolves and which rules it cites. Equip and "attach it to target creature" attach the
// source to the chosen target (checked on resolution, 608.2b); "you may attach this Equipment to it" attaches it to the
// creature the trigger's event names (603.7c) — one it can't be attached to, not a creature or protected from it,
// leaves the Equipment where it is (701.3b).
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, permanentById, trace, say, characteristics } from './shared.ts';
import { objectsOf, scopeOf } from '../game/refs.ts';
import { protectionAgainst } from '../game/protection.ts';
import type { Game, Permanent } from '../game/state.ts';

/** The creature an untargeted attach names, if the source can be attached to it (701.3b, 301.5c). */
function hostNamed(game: Game, equipment: Permanent, found: Permanent | undefined): Permanent | undefined {
  if (!found || found.id === equipment.id) return undefined;
  const c = characteristics(game, found);
  if (!c.types.includes('Creature')) return undefined;
  return protectionAgainst(c, characteristics(game, equipment)) ? undefined : found;
}

export const attachEffect: EffectModule<'attach'> = {
  resolve(game, item, effect, target, scope) {
    const src = item.source;
    const equipment = permanentById(game, src.id);
    if (!equipment) return;
    if (effect.to) {
      const named = objectsOf(game, effect.to, scope ?? scopeOf(item)).flatMap((o) => (o.kind === 'permanent' ? [o.permanent] : []))[0];
      const host = hostNamed(game, equipment, named);
      if (!host) {
        if (named) trace(game, 'note', say('effect.cantAttach', { attachment: equipment.card.def.name, object: named.card.def.name }), cite('attachIllegal'));
        return;
      }
      if (equipment.attachedTo === host.id) return;
      equipment.attachedTo = host.id;
      equipment.timestamp = nextTimestamp(game);
      return void trace(game, 'attach', say('effect.attached', { attachment: equipment.card.def.name, object: host.card.def.name }), cite('attach', 'attachTimestamp'));
    }
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (!perm) return;
    equipment.attachedTo = perm.id;
    equipment.timestamp = nextTimestamp(game);
    trace(game, 'attach', say('effect.attached', { attachment: equipment.card.def.name, object: perm.card.def.name }), /^equip\b/i.test(item.text) ? cite('equip', 'attach') : cite('attach'));
  },
};
