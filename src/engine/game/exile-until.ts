// "Exile target … until SELF leaves the battlefield" (O-Ring, Banisher Priest; 610.3). The exile
// is a one-shot effect; the return is a second one, created the moment the source leaves — not a
// triggered ability, so nothing can respond between the two. The card returns under its owner's
// control (610.3c) as a new object (400.7). If the source already left before the exile would
// happen, nothing is exiled (610.3a for an activated ability, 610.3b for a trigger).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { putOntoBattlefield } from './events.ts';
import { onEvent } from './stream.ts';
import { trace, type Game } from './state.ts';

/** The cards that permanents which just left the battlefield had exiled "until" then return (610.3, 610.3c, 610.3d: at once). */
function returnExiledUntil(game: Game, leftIds: string[]): void {
  const links = game.exiledUntil ?? [];
  const due = links.filter((l) => leftIds.includes(l.sourceId));
  if (!due.length) return;
  game.exiledUntil = links.filter((l) => !due.includes(l));
  for (const link of due) {
    const owner = game.players.find((p) => p.exile.some((c) => c.id === link.cardId));
    if (!owner) continue; // the card left exile meanwhile: a new object, no longer the one exiled (400.7)
    const card = owner.exile.find((c) => c.id === link.cardId)!;
    owner.exile = owner.exile.filter((c) => c !== card);
    const back = putOntoBattlefield(game, card, card.owner);
    const source = game.lastKnown[link.sourceId]?.name ?? 'its source';
    trace(game, 'zone-change', say('effect.exiledUntilReturns', { card: card.def.name, source, owner: card.owner }), cite('exileUntil', 'exileUntilOwner', 'newObject'), { object: back.id });
  }
}

/** Notes that the permanent `sourceId`'s ability exiled `cardId`, for a linked "return the exiled card" (607.2a). */
export function rememberExiledWith(game: Game, sourceId: string, cardId: string): void {
  const all = game.exiledWith ?? {};
  game.exiledWith = { ...all, [sourceId]: [...(all[sourceId] ?? []), cardId] };
}

/** As a permanent leaves the battlefield, what it exiled "until" then returns (610.3). */
export function installExileUntil(): void {
  onEvent('leaves', (game, e) => returnExiledUntil(game, [e.object]));
}
