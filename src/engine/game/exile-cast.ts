// Cards exiled from the hand to be cast on a later turn: foretell (702.143a; the special action
// of 116.2h: {2}, face down, during its owner's turn; cast for its foretell cost) and plot
// (702.170a; 116.2k: its plot cost, during its owner's main phase with an empty stack; cast
// without paying its mana cost as a sorcery, 702.170d). `cast: NAME, foretell|plot: true`
// exiles it; `cast: NAME, from: exile` casts it.
import { cite } from '../citations.ts';
import { formatMana } from '../oracle/mana.ts';
import { say, type Text } from '../messages/message.ts';
import { IllegalAction } from './illegal.ts';
import { player, trace, type Card, type Game } from './state.ts';
import { isNamed } from './faces.ts';
import { impulseCardIn, mayPlay } from './impulse.ts';

type How = 'foretell' | 'plot' | 'warp' | /** an adventurer card whose Adventure resolved (715.3d) */ 'adventure' | /** "you may play that card" (game/impulse.ts) */ 'impulse';

/** The special action: pay and exile the card from the hand (116.2h, 116.2k). */
export function exileToCastLater(game: Game, who: string, card: Card, how: 'foretell' | 'plot' | 'warp', sorceryTime: boolean, payMana: (cost: string[], forWhat: Text) => void): void {
  const a = card.def.abilities.find((x) => x.kind === how);
  if (!a || (a.kind !== 'foretell' && a.kind !== 'plot')) throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: how }) }), cite(how));
  if (how === 'foretell' && game.active !== who) throw new IllegalAction(say('illegal.foretellTurn', { player: who }), cite('foretellAction', 'foretell'));
  if (how === 'plot' && !sorceryTime) throw new IllegalAction(say('illegal.plotTiming', { player: who }), cite('plotAction', 'plot'));
  const cost = how === 'foretell' ? ['2'] : a.cost;
  trace(game, 'special-action', say('cast.exileToCast', { player: who, card: card.def.name, how, cost: formatMana(cost) }), cite(how === 'foretell' ? 'foretellAction' : 'plotAction', how));
  payMana(cost, say('for.keyword', { card: card.def.name, keyword: say('term.keyword', { keyword: how }) }));
  const p = player(game, who);
  p.hand.splice(p.hand.indexOf(card), 1);
  p.exile.push(card);
  game.exiledToCast = { ...game.exiledToCast, [card.id]: { how, turn: game.turn } };
}

/** A foretold or plotted card cast from exile: on a later turn (plot: as a sorcery); its cost — the foretell cost, or nothing for plot. */
export function exiledCardToCast(game: Game, who: string, name: string, sorceryTime: boolean): { card: Card; how: How; cost: string[] } {
  const p = player(game, who);
  const card = p.exile.find((c) => isNamed(c, name) && game.exiledToCast?.[c.id] && (game.exiledToCast[c.id]!.how !== 'impulse' || mayPlay(game, who, c))) ?? impulseCardIn(game, who, name);
  if (!card) throw new IllegalAction(say('illegal.notInExile', { player: who, card: name }), cite('foretell', 'plotCast', 'adventureExile', 'playCard'));
  const { how, turn } = game.exiledToCast![card.id]!;
  // Impulse draw: cast paying its costs (601.2f), an alternative cost allowed (601.2b).
  if (how === 'impulse') return { card, how, cost: card.def.manaCost ?? [] };
  // 715.3d: its owner may cast it from exile, for its mana cost, with no waiting.
  if (how === 'adventure') return { card, how, cost: card.def.manaCost ?? [] };
  if (turn >= game.turn) throw new IllegalAction(say('illegal.exiledThisTurn', { card: card.def.name, how }), cite(how === 'foretell' ? 'foretell' : how === 'warp' ? 'warp' : 'plotCast'));
  // a warped card is cast from exile with its ordinary costs (702.185a).
  if (how === 'warp') return { card, how, cost: card.def.manaCost ?? [] };
  if (how === 'plot' && !sorceryTime) throw new IllegalAction(say('illegal.plottedTiming', {}), cite('plotCast'));
  const a = card.def.abilities.find((x) => x.kind === 'foretell');
  const cost = how === 'foretell' && a?.kind === 'foretell' ? a.cost : [];
  return { card, how, cost };
}

export function traceExiledCast(game: Game, spell: string, exiled: { how: How; cost: string[] }, otherAlternative: boolean): void {
  if (exiled.how === 'adventure') {
    if (otherAlternative) throw new IllegalAction(say('illegal.exiledForManaCost', { spell, how: 'adventure' }), cite('adventureExile'));
    trace(game, 'note', say('faces.fromAdventure', { spell }), cite('adventureExile'));
    return;
  }
  if (exiled.how === 'warp') {
    if (otherAlternative) throw new IllegalAction(say('illegal.exiledForManaCost', { spell, how: 'warp' }), cite('warp'));
    trace(game, 'note', say('cast.warpedFromExile', { spell, cost: formatMana(exiled.cost) }), cite('warp', 'warped'));
    return;
  }
  if (exiled.how === 'impulse') {
    trace(game, 'note', say('cast.playableFromExile', { spell }), cite('playCard'));
    return;
  }
  if (otherAlternative) throw new IllegalAction(say('illegal.oneAlternativeCost', { card: spell }), cite('alternativeCost', 'oneAlternativeCost'));
  trace(game, 'note', say('cast.fromExile', { spell, how: exiled.how, cost: formatMana(exiled.cost) }), cite(exiled.how === 'foretell' ? 'foretell' : 'plotCast', 'alternativeCost', 'castTotalCost'));
}

/** The card leaves exile for the stack (601.2a); it is no longer foretold or plotted. */
export function leaveExileForStack(game: Game, who: string, card: Card): void {
  // The card is in its owner's exile (an impulse draw from an opponent's library: 406.3); `who` plays it.
  const p = player(game, player(game, who).exile.includes(card) ? who : card.owner);
  p.exile.splice(p.exile.indexOf(card), 1);
  const { [card.id]: _gone, ...rest } = game.exiledToCast ?? {};
  game.exiledToCast = rest;
}
