// A group's payment (oracle/verbs.ts `Payment`): what "you may pay {1} / {E}{E} / 2 life. If you do, …" and
// "unless PLAYER pays …" ask for as they resolve. It succeeds or not; "if you do" follows only a payment made (group.ts).
import { payMana } from '../game/casting.ts';
import { IllegalAction } from '../game/illegal.ts';
import type { Payment } from '../oracle/verbs.ts';
import type { Game, StackItem } from '../game/state.ts';
import { changeEnergy, energyOf } from './energy.ts';
import { say } from '../messages/message.ts';
import { loseLife, player } from './shared.ts';
import { amountOf, scopeOf } from '../game/refs.ts';

/** The mana a payment asks for: its symbols, `times` times when it says "for each …" (702.24a) — generic amounts added, colored symbols repeated. */
export function manaToPay(game: Game, item: StackItem, effect: Payment): string[] {
  if (effect.times === undefined) return effect.mana;
  const n = Math.max(0, amountOf(game, effect.times, scopeOf(item)) ?? 0);
  const generic = effect.mana.filter((s) => /^\d+$/.test(s)).reduce((sum, s) => sum + Number(s), 0) * n;
  const colored = Array.from({ length: n }, () => effect.mana.filter((s) => !/^\d+$/.test(s))).flat();
  return [...(generic ? [String(generic)] : []), ...colored];
}

/** Pays what the effect names if the controller can; true when paid. */
export function tryPay(game: Game, item: StackItem, effect: Payment): boolean {
  if (effect.energy > energyOf(game, item.controller)) return false;
  // 119.4: life can be paid only by a player whose life total is at least that much.
  if (effect.life !== undefined && player(game, item.controller).life < effect.life) return false;
  const mana = manaToPay(game, item, effect);
  if (mana.length) {
    try {
      payMana(game, item.controller, mana, say('for.mayPay', { card: item.source.name }));
    } catch (e) {
      // A payment the engine can't settle on its own (a mana ability to activate first) is the scenario's to make.
      if (!(e instanceof IllegalAction)) throw e;
      return false;
    }
  }
  if (effect.energy) changeEnergy(game, item.controller, -effect.energy);
  if (effect.life) loseLife(game, item.controller, effect.life, { source: say('life.paidFor', { what: item.source.name }) });
  return true;
}
