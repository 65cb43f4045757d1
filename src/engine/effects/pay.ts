// The "pay" effect: the payment "you may pay {1} / {E}{E}. If you do, …" asks for as it
// resolves. It succeeds or not; "if you do" follows only a payment made (may.ts).
import { payMana } from '../game/casting.ts';
import { IllegalAction } from '../game/illegal.ts';
import type { Effect } from '../oracle/ast.ts';
import type { Game, StackItem } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { changeEnergy, energyOf } from './energy.ts';
import { say } from '../messages/message.ts';

/** Pays what the effect names if the controller can; true when paid. */
export function tryPay(game: Game, item: StackItem, effect: Extract<Effect, { type: 'pay' }>): boolean {
  if (effect.energy > energyOf(game, item.controller)) return false;
  if (effect.mana.length) {
    try {
      payMana(game, item.controller, effect.mana, say('for.mayPay', { card: item.source.name }));
    } catch (e) {
      // A payment the engine can't settle on its own (a mana ability to activate first) is the scenario's to make.
      if (!(e instanceof IllegalAction)) throw e;
      return false;
    }
  }
  if (effect.energy) changeEnergy(game, item.controller, -effect.energy);
  return true;
}

export const payEffect: EffectModule<'pay'> = {
  resolve(game, item, effect) {
    tryPay(game, item, effect);
  },
};
