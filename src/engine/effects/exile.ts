// Exiling (406.2): permanents — "exile target creature", "exile it", "exile all creatures with
// power 4 or greater", "exile this creature", every one named going at the same time — and cards
// in graveyards: "exile target card from a graveyard", "exile all graveyards" (effects/zone-cards.ts).
// "Exile target … until SELF leaves the battlefield" (610.3: O-Ring, Banisher Priest): the card
// comes back as the source leaves (game/exile-until.ts); if the source left before the exile would
// happen, nothing is exiled (610.3a, 610.3b).
// The top cards of a library with a permission to play them: game/impulse.ts.
// "If that creature would die this turn, exile it instead." (Magma Spray, Lava Coil) and "If a
// creature dealt damage this way would die this turn, exile it instead" (Anger of the Gods): the
// resolving spell leaves a replacement effect on each object named until end of turn (614.1a,
// 514.2), applied by game/replacement/zone.ts whether or not this spell's damage kills it. A spell
// deals damage only as it resolves, so "dealt damage by this source this turn" is "dealt damage this
// way"; an ability's source may have dealt damage before, so there it is refused.
import type { EffectModule } from './module.ts';
import type { Scope } from '../game/refs.ts';
import type { Card, Game, StackItem } from '../game/state.ts';
import { chooseObjects } from '../game/choices.ts';
import { cardNamed } from '../game/targets.ts';
import type { FoldedVerb } from '../oracle/ast.ts';
import { JudgeError } from '../../errors.ts';
import { cite, leaveBattlefield, noteDefault, permanentById, player, say, trace } from './shared.ts';
import { rememberExiledWith } from '../game/exile-until.ts';
import { permanentsNamed, verbScope } from './verb-scope.ts';
import { cardsNamed, exileCards, takeSourceCard } from './zone-cards.ts';
import { objectsOf, playersOf } from '../game/refs.ts';
import { exileToPlay } from '../game/impulse.ts';

export const exileEffect: EffectModule<'exile'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    if (effect.insteadOfDying) return exileInsteadOfDying(game, item, effect, scope);
    // Only a spell exiles itself with time counters (game/resolve.ts does it); a permanent's ability saying so is not modelled.
    if (effect.timeCounters) throw new JudgeError('not_implemented', `${item.source.name}: exiling a permanent with time counters on it is not modelled`);
    // "Exile the top card of your library. Until end of turn, you may play that card." (game/impulse.ts)
    if (effect.objects.ref === 'library-top') {
      const cards = objectsOf(game, effect.objects, scope).flatMap((o) => (o.kind === 'card' ? [o.card] : []));
      if (effect.playable) {
        if (cards.length) exileToPlay(game, scope.controller, cards, effect.playable, item.source.name, effect.castOnly, effect.playableOne ? (exiled) => pickOne(game, scope.controller, item.source.name, exiled) : undefined);
        return;
      }
      // "That player exiles the top card of their library" (ingest, 702.115a): a library with fewer cards gives what it has.
      for (const who of playersOf(game, effect.objects.player, scope)) {
        const library = player(game, who).library;
        const mine = cards.filter((c) => library.includes(c));
        for (const card of mine) library.splice(library.indexOf(card), 1);
        player(game, who).exile.push(...mine);
        trace(game, 'library', say('effect.exilesTop', { player: who, cards: mine.map((c) => c.def.name).join(', '), count: mine.length }), cite('exileZone'));
      }
      return;
    }
    // The source's own card in a graveyard (a graveyard ability's "exile this card", 113.6m), if it is still there (400.7).
    if (effect.from === 'graveyard' && effect.objects.ref === 'self') {
      const card = takeSourceCard(game, item);
      if (card) {
        player(game, card.owner).exile.push(card);
        trace(game, 'zone-change', say('effect.cardExiled', { card: card.def.name, player: card.owner }), cite('exileZone'));
      }
      return;
    }
    const cards = cardsNamed(game, effect, scope);
    // "Exile all graveyards": said as one event, even with nothing in them.
    const graveyards = effect.objects.ref === 'all' && Object.keys(effect.objects.filter).join() === 'zone';
    if (cards.length || graveyards) exileCards(game, cards, graveyards);
    const { permanents: all, rules } = permanentsNamed(game, item, [effect.objects], scope);
    if (!all.length) return;
    if (effect.until && !permanentById(game, item.source.id)) {
      trace(game, 'effect', say('effect.exileUntilSourceGone', { source: item.source.name }), cite('exileUntil', item.trigger ? 'exileUntilAlreadyLeft' : 'exileUntilAlreadyLeftActivated'));
      return;
    }
    leaveBattlefield(game, all.map((perm) => ({ object: perm, to: 'exile' as const, why: say('why.exiled', {}), rules: [...rules, ...cite('exile', ...(effect.until ? (['exileUntil'] as const) : []))] })));
    for (const { card } of all) {
      // A token ceases to exist in exile (111.8), and a replacement may have sent the card elsewhere.
      if (card.token || !player(game, card.owner).exile.includes(card)) continue;
      // a warped card in exile (702.185b) may be cast by its owner after this turn.
      if (effect.warped) game.exiledToCast = { ...game.exiledToCast, [card.id]: { how: 'warp', turn: game.turn } };
      if (effect.until) {
        game.exiledUntil = [...(game.exiledUntil ?? []), { sourceId: item.source.id, cardId: card.id }];
        trace(game, 'effect', say('effect.exiledUntil', { card: card.def.name, source: item.source.name }), cite('exileUntil'));
      } else if (item.kind === 'ability') rememberExiledWith(game, item.source.id, card.id); // for a linked "return the exiled card" (607.2a)
    }
  },
};

/** "Choose one of them" (608.2d): a scenario's `choose: {choose: [NAME]}`, else the first card exiled (noted). */
function pickOne(game: Game, who: string, source: string, exiled: Card[]): Card | undefined {
  const picked = chooseObjects(game, who, 'choose', exiled, 1, cardNamed);
  if (!picked && exiled.length > 1) noteDefault(game, say('default.chooseFirstCard', { player: who, source, chosen: exiled[0]!.def.name }));
  return picked?.[0] ?? exiled[0];
}

/** A replacement effect "if it would die this turn, exile it instead" on each permanent named (game.exileIfDies, ended by the cleanup step). */
function exileInsteadOfDying(game: Game, item: StackItem, effect: Extract<FoldedVerb, { type: 'exile' }>, scope: Scope): void {
  if (effect.objects.ref === 'all' && effect.objects.filter.dealtDamageBySelf && item.kind !== 'spell') throw new JudgeError('not_implemented', `${item.source.name}: "a creature dealt damage this way" is read only on a spell; on an ability its source's earlier damage can't be told apart`);
  for (const p of permanentsNamed(game, item, [effect.objects], scope).permanents) {
    game.exileIfDies.push({ objectId: p.id, sourceName: item.source.name });
    trace(game, 'effect', say('effect.exileIfDiesThisTurn', { object: p.card.def.name }), cite('replacement'));
  }
}
