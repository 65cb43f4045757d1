// The "counter-unless-pays" effect: "Counter target spell unless its controller pays {3}."
// The spell's controller chooses whether to pay (118.12); a `choose: {pay: true|false}` of
// theirs says so, and without one they pay when they can (a documented default).
import type { EffectModule } from './module.ts';
import { counterSpellEffect } from './counter-spell.ts';
import { offerPayment } from './payment.ts';

export const counterUnlessPaysEffect: EffectModule<'counter-unless-pays'> = {
  resolve(game, item, effect, target) {
    if (target?.kind !== 'stack') return;
    const spell = game.stack.find((s) => s.id === target.id);
    if (!spell) return;
    if (offerPayment(game, spell.controller, { mana: effect.mana }, item.source.name, spell.source.name)) return;
    counterSpellEffect.resolve(game, item, { type: 'counter-spell', target: effect.target }, target);
  },
};
