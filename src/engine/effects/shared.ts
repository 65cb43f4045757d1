// What effect modules share: the game's event functions and the trace helpers for P/T.
import { cite, type ReasonCode } from '../citations.ts';
import { pt, ptLayers } from '../game/pt.ts';
import { characteristics } from '../game/characteristics.ts';
import { say, type Text } from '../messages/message.ts';
import { nextTimestamp, permanentById, trace, type FloatingEffect, type Game, type Permanent, type StackItem, type TargetRef } from '../game/state.ts';
import type { Lasting } from '../oracle/ast.ts';

export { cite } from '../citations.ts';
export { say } from '../messages/message.ts';
export { characteristics } from '../game/characteristics.ts';
export { dealDamage, destroy, drawCards, gainLife, leaveBattlefield, loseLife, nameOf, putCardIntoGraveyard, putOntoBattlefield, tokensToCreate } from '../game/events.ts';
export { newId, nextTimestamp, noteDefault, opponents, permanentById, player, trace } from '../game/state.ts';
export { apnap as apnapOrder, choiceNames, takeChoice, type Game } from '../game/state.ts';
export { pt, ptLayers } from '../game/pt.ts';
export { checkPlayerCounters, putCounters } from '../game/counters.ts';

export const sign = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** The permanent a target names, if it is still on the battlefield. */
export function targetedPermanent(game: Game, target?: TargetRef): Permanent | undefined {
  return target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
}

/**
 * A change to one permanent until end of turn (514.2), applied by the layer system with a new
 * timestamp (613.7); the trace says what it does and, for P/T, what the P/T becomes, citing
 * every P/T sublayer that shapes it (`ptLayer`) or the ability layer.
 */
export function changeUntilEndOfTurn(game: Game, perm: Permanent, sourceName: string, change: FloatingEffect['change'], what: Text, code: ReasonCode, /** "until your next turn": that player's */ nextTurnOf?: string): void {
  game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName, change, ...lastingFor(nextTurnOf) });
  const isPT = change.layer !== '6';
  const now = isPT ? pt(game, perm.id) : '';
  trace(game, 'effect', nextTurnOf ? say('effect.untilNextTurn', { object: perm.card.def.name, what, player: nextTurnOf, pt: now }) : say('effect.untilEndOfTurn', { object: perm.card.def.name, what, pt: now }), cite(...(isPT ? ptLayers(game, perm.id, code) : [code]), 'untilEndOfTurn'));
}

/** Whose next turn ends an effect that lasts "until your next turn" (611.2a): the controller of the resolving spell or ability. */
export const nextTurnOf = (effect: { duration?: Lasting }, item: StackItem): string | undefined => (effect.duration === 'until-your-next-turn' ? item.controller : undefined);

/** The floating effect's duration when it lasts until a player's next turn (otherwise it ends at cleanup, 514.2). */
export const lastingFor = (player: string | undefined): Pick<FloatingEffect, 'duration'> => (player ? { duration: { kind: 'until-next-turn', player } } : {});
