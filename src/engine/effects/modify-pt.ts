// "Gets +N/+N" (613.4c, layer 7c): target creature, this creature, "that creature" (the event's
// object: exalted's lone attacker, flanking's blocker), each other attacking creature (battle
// cry), "+X/+0 where X is the enlisted creature's power" — one verb whose objects and amounts
// are references (game/refs.ts), read as the instruction is carried out (608.2h).
import type { Amount } from '../oracle/vocabulary.ts';
import type { Scope } from '../game/refs.ts';
import type { Game } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, say, sign } from './shared.ts';
import { amountNow, lastWhile, permanentsChanged } from './verb-scope.ts';

/** A change of power or toughness, negative when the text says "-N" or "-X" (`times` −1). */
export function signedAmount(game: Game, amount: Amount, scope: Scope): number {
  if (typeof amount === 'number') return amount;
  if (amount.of === 'times' && amount.factor < 0) return amount.factor * amountNow(game, amount.amount, scope);
  return amountNow(game, amount, scope);
}

export const modifyPtEffect: EffectModule<'modify-pt'> = {
  resolve(game, item, effect, target, given) {
    const changed = permanentsChanged(game, item, effect, target, given, 'a change of power and toughness', true);
    if (!changed) return;
    const power = signedAmount(game, effect.power, changed.scope);
    const toughness = signedAmount(game, effect.toughness, changed.scope);
    // "+1/+1 for each …" counting nothing (rampage with one blocker, melee attacking no opponent) changes nothing.
    if (power === 0 && toughness === 0 && typeof effect.power !== 'number') return;
    if (changed.lasts) return lastWhile(game, item, changed.permanents, { layer: '7c', power, toughness }, say('what.gets', { change: `${sign(power)}/${sign(toughness)}` }), changed.lasts, 'layerModifyPT');
    for (const p of changed.permanents) changeUntilEndOfTurn(game, p, item.source.name, { layer: '7c', power, toughness }, say('what.gets', { change: `${sign(power)}/${sign(toughness)}` }), 'layerModifyPT', changed.until);
  },
};
