// Moving objects (400.3: a card goes to its owner's zone, whoever controlled it):
// - to hands: "return target creature to its owner's hand", "return it …", "return all nonland
//   permanents to their owners' hands", "return this creature …", "return enchanted creature …".
//   Every permanent named leaves at the same time; a token goes too and then ceases to exist (704.5d);
// - onto the battlefield from a hand: "you may put a green creature card from your hand onto the
//   battlefield [tapped]" — a card chosen as the instruction is carried out (608.2d), from the
//   cards that fit (`choose: {put: NAME}`, or `{put: []}` for none; else the first that fits, noted).
// The `move` verb's other destinations are still legacy effects.
import { matches } from '../game/match.ts';
import { matchContext } from '../game/refs.ts';
import { choiceNames, noteDefault, takeChoice, type Card, type Game, type StackItem } from '../game/state.ts';
import type { Scope } from '../game/refs.ts';
import type { FoldedVerb } from '../oracle/ast.ts';
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, player, putOntoBattlefield, say, trace } from './shared.ts';
import { permanentsNamed, verbScope } from './verb-scope.ts';

type Move = Extract<FoldedVerb, { type: 'move' }>;

/** The card the chooser picks from their hand: named by a `choose: {put: …}`, none for an empty list, else the first that fits. */
function cardFromHand(game: Game, item: StackItem, effect: Move, scope: Scope): { who: string; card: Card | undefined } {
  const chosen = effect.objects.ref === 'chosen' ? effect.objects : undefined;
  const who = scope.controller;
  const hand = player(game, who).hand;
  const ctx = matchContext(game, scope);
  const fits = hand.filter((card) => chosen && matches(game, { kind: 'card', card, zone: 'hand' }, chosen.filter, ctx));
  const named = takeChoice(game, who, (v) => {
    const names = choiceNames(v, 'put');
    if (!names || names.length > 1) return undefined;
    if (names.length === 0) return { card: undefined };
    const card = fits.find((c) => c.id === names[0] || c.def.name.toLowerCase() === names[0]!.toLowerCase());
    return card ? { card } : undefined;
  });
  if (named) return { who, card: named.card };
  if (fits[0]) noteDefault(game, say('default.putsFirstFromHand', { source: item.source.name, player: who, card: fits[0].def.name }));
  return { who, card: fits[0] };
}

export const moveEffect: EffectModule<'move'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    if (effect.to === 'battlefield') {
      const { who, card } = cardFromHand(game, item, effect, scope);
      if (!card) return trace(game, 'effect', say('effect.putsNoCard', { player: who }), cite('followInstructions'));
      const hand = player(game, who).hand;
      hand.splice(hand.indexOf(card), 1);
      const perm = putOntoBattlefield(game, card, who, { tapped: effect.tapped === true });
      trace(game, 'zone-change', say('effect.putFromHand', { player: who, card: card.def.name, tapped: effect.tapped === true }), cite('followInstructions', 'enteredUnderControl'), { object: perm.id });
      return;
    }
    const { permanents, rules } = permanentsNamed(game, item, [effect.objects], scope);
    if (permanents.length) leaveBattlefield(game, permanents.map((p) => ({ object: p, to: 'hand' as const, why: say('why.returnedToHand', {}), rules: [...rules, ...cite('followInstructions')] })));
  },
};
