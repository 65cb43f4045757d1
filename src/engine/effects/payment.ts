// Payments as an instruction is carried out (oracle/verbs.ts `Payment`, effects/group.ts):
// - "unless [a player] pays [cost]" (118.12): the player chooses whether to pay, with a
//   `choose: {pay: true|false}`; without one, they pay when they can (a documented default). A
//   cost that can't be paid is not paid (118.3);
// - "you may pay {1} / {E}{E} / 2 life. If you do, …": the controller pays if they can, and "if
//   you do" follows only a payment made.
import { payMana } from '../game/casting.ts';
import { IllegalAction } from '../game/illegal.ts';
import { discardCards } from '../game/discard.ts';
import { formatMana, genericOf } from '../oracle/mana.ts';
import type { Payment } from '../oracle/verbs.ts';
import type { Message } from '../messages/message.ts';
import type { StackItem } from '../game/state.ts';
import { changeEnergy, energyOf } from './energy.ts';
import { amountOf, scopeOf } from '../game/refs.ts';
import { cite, loseLife, noteDefault, player, say, takeChoice, trace, type Game } from './shared.ts';

export function offerPayment(game: Game, who: string, cost: { mana?: string[]; life?: number; discard?: number }, asker: string, forWhat: string): boolean {
  const costText = cost.mana ? formatMana(cost.mana) : cost.discard !== undefined ? say('term.discardCost', { count: cost.discard }) : say('term.lifeCost', { amount: cost.life ?? 0 });
  // `{pay: true | false}`, or `yes` / `no` as the scenario format writes it (and as `{may: …}` reads it).
  const wants = takeChoice(game, who, (v) => {
    const said = v && typeof v === 'object' && 'pay' in v ? (v as { pay: unknown }).pay : undefined;
    return typeof said === 'boolean' ? said : said === 'yes' ? true : said === 'no' ? false : undefined;
  });
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

/** The mana a payment asks for: its symbols, `times` times when it says "for each …" (702.24a) — generic amounts added, colored symbols repeated. */
export function manaToPay(game: Game, item: StackItem, effect: Payment): string[] {
  if (effect.times === undefined) return effect.mana;
  const n = Math.max(0, amountOf(game, effect.times, scopeOf(item)) ?? 0);
  const generic = genericOf(effect.mana) * n;
  const colored = Array.from({ length: n }, () => effect.mana.filter((s) => !/^\d+$/.test(s))).flat();
  return [...(generic ? [String(generic)] : []), ...colored];
}

/**
 * Pays what the effect names if the controller can; true when paid. A player can't pay a cost
 * without the resources to pay it in full (118.3, 119.4): a player who chose to pay
 * (`choose: {may: yes}`, `insist`) takes an illegal action, refused with why (733.1); otherwise the
 * trace says they can't pay, so what follows "if you do" doesn't happen.
 */
export function tryPay(game: Game, item: StackItem, effect: Payment, insist = false): boolean {
  const who = item.controller;
  const mana = manaToPay(game, item, effect);
  const cantPay = (cost: string | Message, why: Message, rules: string[]): false => {
    if (insist) throw new IllegalAction(why, [...rules, ...cite('effectChoices')]);
    trace(game, 'effect', say('effect.cantPay', { player: who, cost, source: item.source.name }), [...rules, ...cite('effectChoices')]);
    return false;
  };
  const energyText = '{E}'.repeat(effect.energy);
  if (effect.energy > energyOf(game, who)) return cantPay(energyText, say('illegal.notEnoughEnergy', { player: who, have: energyOf(game, who), cost: effect.energy, card: item.source.name }), cite('cantPay'));
  // 119.4: life can be paid only by a player whose life total is at least that much.
  if (effect.life !== undefined && player(game, who).life < effect.life) {
    return cantPay(say('term.lifeCost', { amount: effect.life }), say('illegal.cantPayLife', { player: who, life: player(game, who).life, amount: effect.life, what: item.source.name }), cite('cantPay', 'payLife'));
  }
  if (mana.length) {
    try {
      payMana(game, who, mana, say('for.mayPay', { card: item.source.name }));
    } catch (e) {
      if (!(e instanceof IllegalAction)) throw e;
      return cantPay(formatMana(mana), e.said, e.rules);
    }
  }
  if (effect.energy) changeEnergy(game, who, -effect.energy);
  if (effect.life) loseLife(game, who, effect.life, { source: say('life.paidFor', { what: item.source.name }) });
  return true;
}
