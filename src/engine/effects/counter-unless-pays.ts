// The "counter-unless-pays" effect: "Counter target spell unless its controller pays {3}."
// The spell's controller chooses whether to pay (118.12); a `choose: {pay: true|false}` of
// theirs says so, and without one they pay when they can (a documented default).
import type { EffectModule } from './module.ts';
import { counterSpellEffect } from './counter-spell.ts';
import { offerPayment } from './payment.ts';
import { cite, say, trace } from './shared.ts';

export const counterUnlessPaysEffect: EffectModule<'counter-unless-pays'> = {
  resolve(game, item, effect, target) {
    if (target?.kind !== 'stack') return;
    const spell = game.stack.find((s) => s.id === target.id);
    if (!spell) return;
    // A spell that can't be countered isn't: paying would change nothing, so nobody is asked to (101.2).
    if (spell.card?.def.abilities.some((a) => a.kind === 'cant-be-countered')) {
      trace(game, 'effect', say('effect.cantBeCountered', { spell: spell.source.name }), cite('cantBeatCan', 'counter'));
      return;
    }
    if (offerPayment(game, spell.controller, { mana: effect.mana }, item.source.name, spell.source.name)) return;
    counterSpellEffect.resolve(game, item, { type: 'counter-spell', target: effect.target }, target);
  },
};
