// ninjutsu and commander ninjutsu (702.49a, 702.49d), read by
// oracle/entries/alt-costs.ts: "[Cost], Reveal this card from your hand, Return an unblocked
// attacking creature you control to its owner's hand: Put this card onto the battlefield from your
// hand tapped and attacking." Activated with `activate: NAME, from: hand` (and `returning:
// CREATURE`); the ability's effect is the `move` verb from the hand, tapped and attacking (effects/move.ts).
import { cite } from '../citations.ts';
import type { Ability } from '../oracle/ast.ts';
import { formatMana } from '../oracle/mana.ts';
import { say, type Text } from '../messages/message.ts';
import { returnForCost } from './alt-costs.ts';
import { IllegalAction } from './illegal.ts';
import { newId, trace, type Card, type Game, type SourceInfo, type StackItem } from './state.ts';

type Ninjutsu = Extract<Ability, { kind: 'ninjutsu' }>;

/** The ability activated from the hand at `index` (counting cycling and ninjutsu abilities in printed order), when it is a ninjutsu ability. */
export function ninjutsuAt(card: Card, index: number): Ninjutsu | undefined {
  const a = card.def.abilities.filter((x) => x.kind === 'cycling' || x.kind === 'ninjutsu')[index - 1];
  return a?.kind === 'ninjutsu' ? a : undefined;
}

/** Cycling's index among the cycling abilities alone, for the hand ability at `index`. */
export function cyclingIndex(card: Card, index: number): number {
  return card.def.abilities.filter((x) => x.kind === 'cycling' || x.kind === 'ninjutsu').slice(0, index).filter((x) => x.kind === 'cycling').length || index;
}

/** Activates ninjutsu: pays the mana, reveals the card, returns the unblocked attacker (602.2b), and puts the ability on the stack. */
export function activateNinjutsu(game: Game, who: string, card: Card, ability: Ninjutsu, returning: string | undefined, payMana: (cost: string[], forWhat: Text) => void): StackItem {
  const code = ability.commander ? 'commanderNinjutsu' : 'ninjutsu';
  if (!game.combat.declaredBlockers || !game.combat.attackers.length) throw new IllegalAction(say('illegal.ninjutsuTooEarly', { card: card.def.name, keyword: say('term.keyword', { keyword: 'ninjutsu' }) }), cite(code, 'unblockedCreature'));
  trace(game, 'activate', say('activate.ninjutsu', { player: who, card: card.def.name, cost: formatMana(ability.cost) }), cite('activate', code, 'ninjutsuRevealed'));
  const forWhat = say('for.keyword', { card: card.def.name, keyword: say('term.keyword', { keyword: 'ninjutsu' }) });
  payMana(ability.cost, forWhat);
  const attack = returnForCost(game, who, 'unblocked', returning, forWhat, code)!;
  const source: SourceInfo = { id: card.id, name: card.def.name, controller: who, colors: card.def.colors, keywords: [] };
  return { id: newId(game, `${card.def.name} ability`), kind: 'ability', source, controller: who, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'hand', to: 'battlefield', tapped: true, attacking: attack, keyword: 'ninjutsu' }], targets: [], targetSpecs: [], text: ability.text };
}
