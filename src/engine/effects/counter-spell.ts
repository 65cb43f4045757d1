// The "counter-spell" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, trace , say } from './shared.ts';
import { spellCardLeavesStack } from '../game/cast-options.ts';
import { mill } from '../game/library.ts'; // cov-tail

export const counterSpellEffect: EffectModule<'counter-spell'> = {
  resolve(game, _item, effect, target) {
    if (target?.kind !== 'stack') return;
    const i = game.stack.findIndex((s) => s.id === target.id);
    if (i < 0) return;
    const spell = game.stack[i]!;
    // cov-tail: "Its controller mills N cards" is done whether or not the spell could be countered.
    const thenMill = (): void => {
      if (effect.controllerMills) mill(game, spell.controller, effect.controllerMills);
    };
    if (spell.card?.def.abilities.some((a) => a.kind === 'cant-be-countered')) {
      // 101.2: "can't" beats "counter target spell".
      trace(game, 'effect', say('effect.cantBeCountered', { spell: spell.source.name }), cite('cantBeatCan', 'counter'));
      return thenMill();
    }
    const [countered] = game.stack.splice(i, 1);
    trace(game, 'counter', say('effect.countered', { spell: countered!.source.name }), cite('counter'));
    // To its owner's graveyard, or to exile when it was cast with flashback (702.34a).
    spellCardLeavesStack(game, countered!);
    thenMill();
  },
};
