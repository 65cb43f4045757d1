// Cards leaving a graveyard, as one event per player and per batch (603.2c, 603.10a): "Whenever one
// or more [creature] cards leave your graveyard". A card leaves a graveyard in many places — an
// instruction exiling, returning or shuffling it, a spell cast from there (601.2a), a cost exiling
// cards from it (601.2h, 602.2b), a land played from it, dredge — so no mover raises the event
// itself: the game keeps the ids each graveyard held when it last looked (`Game.graveyardsSeen`), and
// `noteGraveyardLeaves` compares, raises one `leaves-graveyard` event for each player whose cards
// are gone (with those cards as they were there, 603.10a), and records the graveyards anew. It is
// called after every instruction (game/instructions.ts: the cards one instruction moves leave at
// the same time) and, for everything else, before a player receives priority (a cast and the costs
// paid for it are then one batch).
import type { Card, Game } from './state.ts';
import { onPriorityCheck, raise } from './stream.ts';
import type { GameEvent } from './game-event.ts';

/** Records every graveyard as it is now (at setup: nothing has left yet); the cards themselves, which never change once made. */
export function recordGraveyards(game: Game): void {
  game.graveyardsSeen = Object.fromEntries(game.players.map((p) => [p.name, [...p.graveyard]]));
}

/** The cards gone from each graveyard since it was last looked at, raised as one batch; the graveyards then recorded anew. */
export function noteGraveyardLeaves(game: Game): void {
  const seen = game.graveyardsSeen;
  if (!seen) return recordGraveyards(game);
  const events: GameEvent[] = [];
  let changed = false;
  for (const p of game.players) {
    const before = seen[p.name] ?? [];
    const now = p.graveyard;
    if (before.length === now.length && before.every((c, i) => now[i]!.id === c.id)) continue;
    changed = true;
    if (!before.length) continue;
    const here = new Set(now.map((c) => c.id));
    // Each card as it was in the graveyard (603.10a).
    const cards: Card[] = before.filter((c) => !here.has(c.id));
    if (cards.length) events.push({ kind: 'leaves-graveyard', player: p.name, cards });
    if (cards.length) game.leftGraveyardTurn = { ...game.leftGraveyardTurn, [p.name]: game.turn };
  }
  if (!changed) return;
  recordGraveyards(game);
  if (events.length) raise(game, events);
}

/** Catches every card that left a graveyard outside an instruction (a cast, a cost, a land played) before anyone gets priority. */
export function installGraveyardLeaves(): void {
  onPriorityCheck(noteGraveyardLeaves);
}
