// Reinforce N—[cost] (702.77a): "[Cost], Discard this card: Put N +1/+1 counters on target
// creature.", an ability activated only from its owner's hand (at instant speed: no timing
// restriction). Activated with `activate: NAME, from: hand, targets: [CREATURE]`: the target is
// chosen before the costs are paid (602.2b, 601.2c), then the mana, then the discard.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Ability, TargetSpec } from '../oracle/ast.ts';
import { formatMana } from '../oracle/mana.ts';
import { putCardIntoGraveyard } from './events.ts';
import { newId, trace, type Card, type Game, type SourceInfo, type StackItem, type TargetRef } from './state.ts';

export type Reinforce = Extract<Ability, { kind: 'reinforce' }>;

export interface HandActivation {
  payMana: (cost: string[], forWhat: string) => void;
  chooseTargets: (source: SourceInfo, kinds: TargetSpec[]) => TargetRef[];
}

/** Puts the reinforce ability of `card` (in `who`'s hand) on the stack. */
export function reinforceFromHand(game: Game, who: string, card: Card, ability: Reinforce, hand: Card[], how: HandActivation): StackItem {
  const source: SourceInfo = { id: card.id, name: card.def.name, controller: who, colors: card.def.colors, keywords: [], types: card.def.types, subtypes: card.def.subtypes };
  const targetSpecs: TargetSpec[] = [{ object: { types: ['Creature'] } }];
  const targets = how.chooseTargets(source, targetSpecs);
  trace(game, 'activate', say('activate.reinforce', { player: who, card: card.def.name, cost: formatMana(ability.cost), n: ability.n }), cite('activate', 'reinforce', 'discard'));
  how.payMana(ability.cost, `${card.def.name}'s reinforce`);
  hand.splice(hand.indexOf(card), 1);
  putCardIntoGraveyard(game, card, { discarded: true });
  return { id: newId(game, `${card.def.name} ability`), kind: 'ability', source, controller: who, effects: [{ type: 'put-counters', amount: ability.n, counter: '+1/+1', on: [{ ref: 'target', spec: targetSpecs[0]! }] }], targets, targetSpecs, text: ability.text };
}
