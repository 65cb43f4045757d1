// The "counter-spell" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, player, trace } from './shared.ts';

export const counterSpellEffect: EffectModule<'counter-spell'> = {
  resolve(game, _item, _effect, target) {
    if (target?.kind !== 'stack') return;
    const i = game.stack.findIndex((s) => s.id === target.id);
    if (i < 0) return;
    const spell = game.stack[i]!;
    if (spell.card?.def.abilities.some((a) => a.kind === 'cant-be-countered')) {
      // 101.2: "can't" beats "counter target spell".
      trace(game, 'effect', `${spell.source.name} can't be countered, so it stays on the stack`, cite('cantBeatCan', 'counter'));
      return;
    }
    const [countered] = game.stack.splice(i, 1);
    trace(game, 'counter', `${countered!.source.name} is countered and put into its owner's graveyard`, cite('counter'));
    if (countered!.card) player(game, countered!.card.owner).graveyard.push(countered!.card);
  },
};
