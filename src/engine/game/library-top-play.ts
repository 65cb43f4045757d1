// "You may play lands / cast creature spells from the top of your library" (Courser
// of Kruphix, Garruk's Horde, Future Sight): the card a player casts or plays `from: library` must
// be the top card of their own library, and a permanent they control must allow that kind of card.
// A library given as a count has unknown cards: its top can't be named, so nothing is guessed.
import type { SpellFilter } from '../oracle/ast.ts';
import { manaValue } from '../oracle/mana.ts';
import { cite } from '../citations.ts';
import { IllegalAction } from './illegal.ts';
import { rulesStatics } from './restrictions.ts';
import { say } from '../messages/message.ts';
import { player, trace, type Card, type CardDef, type Game } from './state.ts';

/** The top card of `who`'s library, named `name`, that a permanent of theirs lets them play (a land) or cast (a spell) from there. */
export function topCardToPlay(game: Game, who: string, name: string, how: 'play' | 'cast'): Card {
  const top = player(game, who).library[0];
  const rule = cite(how === 'play' ? 'playLand' : 'castMoveToStack');
  if (!top) throw new IllegalAction(say('illegal.libraryEmpty', { player: who, how }), rule);
  if (top.def.types.length === 0 && !top.def.typeLine) throw new IllegalAction(say('illegal.topUnknown', { player: who, how }), rule);
  if (top.id !== name && top.def.name.toLowerCase() !== name.toLowerCase()) throw new IllegalAction(say('illegal.notTopCard', { card: name, player: who, top: top.def.name }), rule);
  const allowed = rulesStatics(game, 'play-from-top').find(({ source, effect }) => source.controller === who && !effect.from && (how === 'play' ? effect.lands : effect.spells !== null && spellMatches(top.def, effect.spells)));
  if (!allowed) throw new IllegalAction(say('illegal.topNotAllowed', { player: who, how, card: top.def.name }), rule);
  trace(game, 'note', say('cast.fromLibraryTop', { player: who, card: top.def.name, source: allowed.source.card.def.name, text: allowed.text }), rule);
  return top;
}

/** Whether a card fits the spells a "play from the top of your library" static names (its printed types, colours, mana value). */
export function spellMatches(def: CardDef, f: SpellFilter): boolean {
  if (f.types && !f.types.some((t) => def.types.includes(t))) return false;
  if (f.nonTypes && f.nonTypes.some((t) => def.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => def.subtypes.includes(t))) return false;
  if (f.colors && !f.colors.some((c) => def.colors.includes(c))) return false;
  if (f.multicolored && def.colors.length < 2) return false;
  if (f.colorless && def.colors.length > 0) return false;
  // 700.6: historic — legendary, artifact or Saga.
  if (f.historic && !(def.supertypes.includes('Legendary') || def.types.includes('Artifact') || def.subtypes.includes('Saga'))) return false;
  if (f.minManaValue !== undefined && (def.manaCost ? manaValue(def.manaCost) : 0) < f.minManaValue) return false;
  return true;
}

/** A land card named `name` in `who`'s own graveyard that a permanent of theirs lets them play ("You may play lands from your graveyard", 305.1). */
export function graveyardLandToPlay(game: Game, who: string, name: string): Card {
  const yard = player(game, who).graveyard;
  const card = yard.find((c) => c.id === name || c.def.name.toLowerCase() === name.toLowerCase());
  if (!card) throw new IllegalAction(say('illegal.notInGraveyard', { player: who, card: name, graveyard: yard.map((c) => c.def.name).join(', ') }), cite('playLand'));
  const allowed = rulesStatics(game, 'play-from-top').find(({ source, effect }) => source.controller === who && effect.from === 'graveyard' && effect.lands);
  if (!allowed) throw new IllegalAction(say('illegal.graveyardLandNotAllowed', { player: who, card: card.def.name }), cite('playLand'));
  trace(game, 'note', say('play.fromGraveyard', { player: who, card: card.def.name, source: allowed.source.card.def.name, text: allowed.text }), cite('playLand'));
  return card;
}
