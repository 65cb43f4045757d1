// The "attach" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, permanentById, trace , say } from './shared.ts';

export const attachEffect: EffectModule<'attach'> = {
  resolve(game, item, _effect, target) {
    const src = item.source;
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    const equipment = permanentById(game, src.id);
    if (!perm || !equipment) return;
    equipment.attachedTo = perm.id;
    equipment.timestamp = nextTimestamp(game);
    trace(game, 'attach', say('effect.attached', { attachment: equipment.card.def.name, object: perm.card.def.name }), /^equip\b/i.test(item.text) ? cite('equip', 'attach') : cite('attach'));
  },
};
