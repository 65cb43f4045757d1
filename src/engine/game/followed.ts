// "Exile it, then return that card to the battlefield", "Return target creature card from your
// graveyard to the battlefield. It gains haste.": what the instruction before acted on, followed
// into the zone it went to (400.7), for the next instruction's `{ref: 'previous'}` (608.2c).
import { isObjectVerb, type FoldedVerb } from '../oracle/ast.ts';
import type { Candidate } from './match.ts';
import { objectsOf, playersOf, type Scope } from './refs.ts';
import type { Card, Game } from './state.ts';
import type { ObjectRef } from '../oracle/vocabulary.ts';

/** Where a card is now: a permanent it became, or a card in one of its owner's zones. */
function cardNow(game: Game, card: Card): Candidate[] {
  const permanent = game.battlefield.find((p) => p.card === card);
  if (permanent) return [{ kind: 'permanent', permanent }];
  const owner = game.players.find((p) => p.name === card.owner);
  const zones = owner ? ([['graveyard', owner.graveyard], ['exile', owner.exile], ['hand', owner.hand], ['library', owner.library]] as const) : [];
  const found = zones.find(([, cards]) => cards.includes(card));
  return found ? [{ kind: 'card', card, zone: found[0] }] : [];
}

/**
 * Where objects an instruction acted on are now, for the next instruction's "that card" / "it"
 * ("exile it, then return that card to the battlefield"): a permanent that left the battlefield is
 * the card it became, in the zone it went to, and a card put onto the battlefield is the permanent
 * it became (400.7); a token that left is gone (111.8).
 */
export function followed(game: Game, acted: Candidate[]): Candidate[] {
  return acted.flatMap((o): Candidate[] => {
    if (o.kind === 'spell') return [o];
    if (o.kind === 'permanent') {
      if (game.battlefield.includes(o.permanent)) return [o];
      return o.permanent.card.token ? [] : cardNow(game, o.permanent.card);
    }
    const owner = game.players.find((p) => p.name === o.card.owner);
    return o.zone !== 'command' && owner?.[o.zone].includes(o.card) ? [o] : cardNow(game, o.card);
  });
}

/**
 * Carries out one verb (`apply`) and says what it acted on, where that is now: the objects its
 * reference named (the permanents a damage instruction targeted), or the tokens it created (111.1) — what the next instruction's "it", "that
 * card", "those tokens" name (608.2c).
 */
export function actingOn(game: Game, effect: FoldedVerb, scope: Scope, apply: () => void): Candidate[] {
  // Damage to targets: the permanents it was to be dealt to ("… to each of up to three target creatures. Those creatures …").
  const acted = isObjectVerb(effect) ? objectsOf(game, effect.objects, scope) : effect.type === 'deal-damage' ? effect.to.flatMap((r) => (r.ref === 'target' && !('player' in r && r.player) ? objectsOf(game, r as ObjectRef, scope).filter((o) => o.kind === 'permanent') : [])) : [];
  // New permanents: the tokens created, or the card a search put onto the battlefield ("search … put it onto the battlefield. It gains haste").
  // ("You may put a creature card from your hand onto the battlefield. That creature gains haste": the card chosen as it resolves;
  // "When this creature dies, return it to the battlefield … It's an enchantment": the card it became in the graveyard, 603.6c.)
  const before = effect.type === 'create-token' || (effect.type === 'search' && effect.to === 'battlefield') || (effect.type === 'move' && effect.to === 'battlefield' && (effect.objects.ref === 'chosen' || effect.from === 'graveyard')) ? new Set(game.battlefield) : undefined;
  // The one card looked at or revealed from the top of a library and moved ("reveal the top card of your library and put that card into your hand. You lose life equal to its mana value").
  if (effect.type === 'look' && effect.from === 'library-top' && effect.take && effect.amount === 1 && !effect.action && !effect.until)
    acted.push(...playersOf(game, effect.players, scope).flatMap((who) => game.players.find((p) => p.name === who)?.library.slice(0, 1).map((card) => ({ kind: 'card' as const, card, zone: 'library' as const })) ?? []));
  apply();
  if (before) acted.push(...game.battlefield.filter((p) => !before.has(p)).map((permanent) => ({ kind: 'permanent' as const, permanent })));
  return followed(game, acted);
}
