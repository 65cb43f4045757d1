// Archenemy's schemes (314, 904). A scheme deck stays in the command zone (904.4, `Player.schemeDeck`,
// top first). Immediately after the archenemy's precombat main phase begins, the top card is moved off the
// deck and turned face up: it is set in motion (904.9, 701.32b), a turn-based action that doesn't use the
// stack, and its "When you set this scheme in motion" abilities trigger (the `sets-in-motion` event).
// A face-up scheme is kept with its owner's emblems (`Emblem.card`): its abilities work from the command
// zone as an emblem's do (314.4, 904.8 — static abilities through game/layers.ts, triggered ones through
// the one trigger handler), controlled by its owner (904.7); "this scheme" is that card (314.7). A
// non-ongoing scheme face up with no scheme trigger on the stack or waiting is turned face down and put
// on the bottom of the deck, a state-based action (904.10); an ongoing one stays face up (904.11).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { commandZoneCard } from './emblems.ts';
import { trace, type Card, type Game } from './state.ts';
import { raise } from './stream.ts';

const isOngoing = (c: Card): boolean => c.def.supertypes.includes('Ongoing');

/** 904.9: the active player's turn-based action as their precombat main phase begins (none without a scheme deck). */
export function setSchemeInMotion(game: Game): void {
  const p = game.players.find((x) => x.name === game.active);
  if (!p?.schemeDeck) return;
  const [top, ...rest] = p.schemeDeck;
  if (!top) {
    trace(game, 'note', say('scheme.emptyDeck', { player: p.name }), cite('archenemyMotion'));
    return;
  }
  p.schemeDeck = rest;
  const ongoing = isOngoing(top);
  const scheme = commandZoneCard(game, top, p.name, 'scheme', ongoing);
  p.emblems = [...(p.emblems ?? []), scheme];
  // 613.7d: a new object in the command zone; continuous effects are applied again with it.
  game.battlefield = [...game.battlefield];
  trace(game, 'scheme', say('scheme.setInMotion', { player: p.name, scheme: top.def.name, ongoing }), cite('archenemyMotion', 'setInMotion', 'schemeZone', ...(ongoing ? (['schemeOngoing'] as const) : [])));
  raise(game, { kind: 'sets-in-motion', player: p.name, scheme: scheme.id });
}

/**
 * 904.10: each face-up non-ongoing scheme goes face down to the bottom of its owner's scheme deck once no
 * triggered ability of a scheme is on the stack or waiting to be put there. Returns whether one did.
 */
export function schemeStateActions(game: Game): boolean {
  let performed = false;
  for (const p of game.players) {
    const faceUp = p.emblems?.filter((e) => e.card?.kind === 'scheme' && !e.card.ongoing);
    if (!faceUp?.length) continue;
    const schemeIds = new Set(game.players.flatMap((x) => (x.emblems ?? []).filter((e) => e.card?.kind === 'scheme').map((e) => e.id)));
    if (game.stack.some((s) => schemeIds.has(s.source.id)) || game.pendingTriggers.some((t) => schemeIds.has(t.source.id))) return performed;
    for (const e of faceUp) {
      p.emblems = p.emblems!.filter((x) => x !== e);
      p.schemeDeck = [...(p.schemeDeck ?? []), e.card!.card];
      game.battlefield = [...game.battlefield];
      performed = true;
      trace(game, 'scheme', say('scheme.faceDown', { player: p.name, scheme: e.label }), cite('sbaBatch', 'schemeFaceDown'));
    }
  }
  return performed;
}
