// Impulse draw: "Exile the top card of your library. Until end of turn, you may play that card."
// The exile verb (effects/exile.ts) records a permission on each exiled card: who may play it
// (the effect's controller) and for how long. Playing it follows the ordinary rules — a land as
// the player's land play for the turn (305.1, 305.2), a spell with its timing and costs (601.2,
// 601.2b: an alternative cost may be used) — only the zone it comes from is different (701.18b).
// The permission ends as the turn's cleanup step ends "until end of turn" effects (514.2) — for
// "until the end of your next turn", the cleanup step of the controller's next turn — and with
// the card's leaving exile (400.7: a card that comes back to exile is a new object).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { IllegalAction } from './illegal.ts';
import { isNamed } from './faces.ts';
import { player, trace, type Card, type Game } from './state.ts';

/** How long the exiled cards may be played: this turn, through the controller's next turn, or until the controller's next end step begins (a permission given during that player's end step lasts to the next one). */
export type PlayableUntil = 'until-end-of-turn' | 'until-end-of-your-next-turn' | 'until-your-next-end-step';

/** Moves the cards from their owners' libraries to exile and lets `who` play them for that long. */
export function exileToPlay(game: Game, who: string, cards: Card[], until: PlayableUntil, source: string, castOnly?: true, pickOne?: (exiled: Card[]) => Card | undefined): void {
  for (const card of cards) {
    const owner = player(game, card.owner);
    owner.library.splice(owner.library.indexOf(card), 1);
    owner.exile.push(card);
  }
  // "Choose one of them. Until end of turn, you may play that card": the permission is that card's alone.
  const chosen = pickOne ? pickOne(cards) : undefined;
  const playable = pickOne ? (chosen ? [chosen] : []) : cards;
  for (const card of playable) game.exiledToCast = { ...game.exiledToCast, [card.id]: { how: 'impulse', turn: game.turn, player: who, until, ...(castOnly ? { castOnly } : {}) } };
  const owners = [...new Set(cards.map((c) => c.owner))];
  const names = (cs: Card[]) => cs.map((c) => c.def.name).join(', ');
  if (pickOne) trace(game, 'library', say('effect.exiledChoosePlay', { player: who, cards: names(cards), chosen: chosen?.def.name ?? '', until, source }), cite('exile', 'effectChoices', 'playCard', 'untilEndOfTurn'));
  else trace(game, 'library', say('effect.exiledToPlay', { player: who, owner: owners.length === 1 ? owners[0]! : who, cards: names(cards), until, source, castOnly: castOnly === true }), cite('exile', castOnly ? 'cast' : 'playCard', 'untilEndOfTurn'));
}

/** The card named in any exile (an opponent's card exiled from their library is in its owner's exile, 406.3) that `who` may play by such a permission. */
export const impulseCardIn = (game: Game, who: string, name: string): Card | undefined =>
  game.players.flatMap((p) => p.exile).find((c) => isNamed(c, name) && mayPlay(game, who, c));

/** A land `who` may play from exile by such a permission, or an illegal action naming it: a spells-only permission plays no land (305.1). */
export function impulseCard(game: Game, who: string, name: string): Card {
  const card = impulseCardIn(game, who, name);
  if (!card || game.exiledToCast?.[card.id]?.castOnly) throw new IllegalAction(say('illegal.notInExile', { player: who, card: name }), cite('playCard'));
  return card;
}

export const mayPlay = (game: Game, who: string, card: Card): boolean => {
  const p = game.exiledToCast?.[card.id];
  return p?.how === 'impulse' && p.player === who;
};

/**
 * As a cleanup step ends the turn's effects (514.2): the permissions that last until then end; as the
 * active player's end step begins (`at: 'end-step'`), those lasting "until your next end step" (611.2a).
 */
export function endPlayPermissions(game: Game, at: 'cleanup' | 'end-step' = 'cleanup'): void {
  const all = game.exiledToCast;
  if (!all) return;
  const ends = ([, p]: [string, NonNullable<Game['exiledToCast']>[string]]): boolean =>
    p.how === 'impulse' &&
    (at === 'end-step' ? p.until === 'until-your-next-end-step' && p.player === game.active : p.until === 'until-end-of-turn' || (p.until === 'until-end-of-your-next-turn' && p.player === game.active && game.turn > p.turn));
  const ending = new Set(Object.entries(all).filter(ends).map(([id]) => id));
  if (!ending.size) return;
  game.exiledToCast = Object.fromEntries(Object.entries(all).filter(([id]) => !ending.has(id)));
  const left = game.players.flatMap((p) => p.exile.filter((c) => ending.has(c.id)));
  if (left.length) trace(game, 'effect-ends', say('effect.playPermissionEnds', { cards: left.map((c) => c.def.name).join(', ') }), cite('untilEndOfTurn'));
}
