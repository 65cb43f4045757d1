// "Exile target … until SELF leaves the battlefield" (O-Ring, Banisher Priest; 610.3). The exile
// is a one-shot effect; the return is a second one, created the moment the source leaves — not a
// triggered ability, so nothing can respond between the two. The card returns under its owner's
// control (610.3c) as a new object (400.7). If the source already left before the exile would
// happen, nothing is exiled (610.3a for an activated ability, 610.3b for a trigger).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { EffectModule } from '../effects/module.ts';
import { leaveBattlefield, putOntoBattlefield } from './events.ts';
import { permanentById, player, trace, type Game } from './state.ts';

export const exileUntilLeavesEffect: EffectModule<'exile-until-leaves'> = {
  resolve(game, item, _effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (!perm) return;
    if (!permanentById(game, item.source.id)) {
      trace(game, 'effect', say('effect.exileUntilSourceGone', { source: item.source.name }), cite('exileUntil', item.trigger ? 'exileUntilAlreadyLeft' : 'exileUntilAlreadyLeftActivated'));
      return;
    }
    const card = perm.card;
    leaveBattlefield(game, [{ object: perm, to: 'exile', why: say('why.exiled', {}), rules: cite('exile', 'exileUntil') }]);
    // A token ceases to exist in exile (111.8) and a replacement may have sent the card elsewhere: nothing to bring back.
    if (card.token || !player(game, card.owner).exile.includes(card)) return;
    game.exiledUntil = [...(game.exiledUntil ?? []), { sourceId: item.source.id, cardId: card.id }];
    trace(game, 'effect', say('effect.exiledUntil', { card: card.def.name, source: item.source.name }), cite('exileUntil'));
  },
};

/** The cards that permanents which just left the battlefield had exiled "until" then return (610.3, 610.3c, 610.3d: at once). */
export function returnExiledUntil(game: Game, leftIds: string[]): void {
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

/**
 * "When this creature leaves the battlefield, return the exiled card to the battlefield under its
 * owner's control" (Journey to Nowhere, Fiend Hunter): the cards the same permanent's linked
 * ability exiled and that are still in exile (607.2a; one that left exile is a new object, 400.7).
 * If this trigger resolves before the exile does (the source left in response), nothing is
 * remembered yet, and the card exiled later stays exiled.
 */
export const returnExiledEffect: EffectModule<'return-exiled'> = {
  resolve(game, item, effect) {
    const ids = game.exiledWith?.[item.source.id] ?? [];
    if (game.exiledWith) game.exiledWith = Object.fromEntries(Object.entries(game.exiledWith).filter(([k]) => k !== item.source.id));
    let any = false;
    for (const id of ids) {
      const owner = game.players.find((p) => p.exile.some((c) => c.id === id));
      if (!owner) continue;
      const card = owner.exile.find((c) => c.id === id)!;
      owner.exile = owner.exile.filter((c) => c !== card);
      any = true;
      if (effect.to === 'hand') {
        player(game, card.owner).hand.push(card);
        trace(game, 'zone-change', say('effect.exiledCardReturns', { card: card.def.name, source: item.source.name, to: 'hand', owner: card.owner }), cite('linkedExiled'));
      } else {
        const back = putOntoBattlefield(game, card, card.owner);
        trace(game, 'zone-change', say('effect.exiledCardReturns', { card: card.def.name, source: item.source.name, to: 'battlefield', owner: card.owner }), cite('linkedExiled', 'exileUntilOwner', 'newObject'), { object: back.id });
      }
    }
    if (!any) trace(game, 'effect', say('effect.noExiledCard', { source: item.source.name }), cite('linkedExiled'));
  },
};
