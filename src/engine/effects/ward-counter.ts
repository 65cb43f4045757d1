// The "ward-counter" effect: ward's "counter that spell or ability unless that player pays
// [cost]" (702.21a). The spell or ability is the one whose targeting triggered ward.
import type { EffectModule } from './module.ts';
import { offerPayment } from './payment.ts';
import { spellCardLeavesStack } from '../game/cast-options.ts';
import { cite, say, trace } from './shared.ts';

export const wardCounterEffect: EffectModule<'ward-counter'> = {
  resolve(game, item, effect) {
    const i = game.stack.findIndex((s) => s.id === item.event?.stackId);
    if (i < 0) return;
    const targeting = game.stack[i]!;
    if (targeting.card?.def.abilities.some((a) => a.kind === 'cant-be-countered')) {
      trace(game, 'effect', say('effect.cantBeCountered', { spell: targeting.source.name }), cite('cantBeatCan', 'counter'));
      return;
    }
    if (offerPayment(game, targeting.controller, effect.mana ? { mana: effect.mana } : effect.discard !== undefined ? { discard: effect.discard } : { life: effect.life ?? 0 }, item.source.name, targeting.source.name)) return;
    const at = game.stack.indexOf(targeting);
    if (at < 0) return;
    game.stack.splice(at, 1);
    trace(game, 'counter', say('effect.countered', { spell: targeting.source.name }), cite('counter', 'ward'));
    // Like any countered spell: to its owner's graveyard, or exiled if cast with flashback (702.34a).
    if (targeting.kind === 'spell') spellCardLeavesStack(game, targeting);
  },
};
