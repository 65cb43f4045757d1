// "Unless [a player] pays [cost]" (118.12): the player chooses whether to pay, with a
// `choose: {pay: true|false}`; without one, they pay when they can (a documented default). A
// cost that can't be paid is not paid (118.3).
import { payMana } from '../game/casting.ts';
import { IllegalAction } from '../game/illegal.ts';
import { discardCards } from '../game/discard.ts';
import { formatMana } from '../oracle/mana.ts';
import { cite, loseLife, noteDefault, player, say, takeChoice, trace, type Game } from './shared.ts';

export function offerPayment(game: Game, who: string, cost: { mana?: string[]; life?: number; discard?: number }, asker: string, forWhat: string): boolean {
  const costText = cost.mana ? formatMana(cost.mana) : cost.discard !== undefined ? say('term.discardCost', { count: cost.discard }) : say('term.lifeCost', { amount: cost.life ?? 0 });
  const wants = takeChoice(game, who, (v) => (v && typeof v === 'object' && 'pay' in v && typeof (v as { pay: unknown }).pay === 'boolean' ? (v as { pay: boolean }).pay : undefined));
  if (wants === false) {
    trace(game, 'effect', say('effect.declinesToPay', { player: who, cost: costText, source: asker }), cite('unlessPays'));
    return false;
  }
  if (wants === undefined) noteDefault(game, say('default.paysIfAble', { source: asker, player: who, cost: costText }));
  if (cost.discard !== undefined) {
    if (player(game, who).hand.length < cost.discard) {
      trace(game, 'effect', say('effect.cantPay', { player: who, cost: costText, source: asker }), cite('unlessPays', 'cantPay'));
      return false;
    }
    discardCards(game, who, cost.discard, asker, true);
    trace(game, 'effect', say('effect.pays', { player: who, cost: costText, source: asker }), cite('unlessPays'));
    return true;
  }
  // 119.4: a player can pay life only if their life total is at least that much.
  if (cost.life !== undefined) {
    if (player(game, who).life < cost.life) {
      trace(game, 'effect', say('effect.cantPay', { player: who, cost: costText, source: asker }), cite('unlessPays', 'payLife'));
      return false;
    }
    loseLife(game, who, cost.life, { source: say('life.paidFor', { what: forWhat }) });
    trace(game, 'effect', say('effect.pays', { player: who, cost: costText, source: asker }), cite('unlessPays', 'payLife'));
    return true;
  }
  try {
    payMana(game, who, cost.mana ?? [], forWhat);
  } catch (e) {
    if (!(e instanceof IllegalAction)) throw e;
    trace(game, 'effect', say('effect.cantPay', { player: who, cost: costText, source: asker }), cite('unlessPays', 'cantPay'));
    return false;
  }
  trace(game, 'effect', say('effect.pays', { player: who, cost: costText, source: asker }), cite('unlessPays'));
  return true;
}
