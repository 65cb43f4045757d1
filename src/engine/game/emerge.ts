// Emerge (702.119a): "You may cast this spell by paying [cost] and sacrificing a creature rather than paying its mana
// cost" and "its total cost is reduced by an amount of generic mana equal to the sacrificed creature's mana value".
// The creature is chosen as the emerge cost is chosen (601.2b, 702.119c: `emerge: CREATURE`) and sacrificed as the
// total cost is paid (601.2h); "emerge from artifact" sacrifices an artifact (702.119b).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { formatMana, genericOf } from '../oracle/mana.ts';
import { characteristics } from './characteristics.ts';
import { leaveBattlefield } from './events.ts';
import { IllegalAction } from './illegal.ts';
import { trace, type Card, type Game, type Permanent } from './state.ts';

export interface Emerged { cost: string[]; victim: Permanent; manaValue: number }

/** The emerge cost and the permanent it sacrifices, when the scenario casts with emerge; another alternative cost can't be chosen with it (118.9a). */
export function emergeOf(game: Game, who: string, card: Card, wanted: string | undefined, otherAlternative: boolean, find: (name: string) => Permanent): Emerged | null {
  if (wanted === undefined) return null;
  const e = card.def.abilities.find((a) => a.kind === 'emerge');
  if (!e || e.kind !== 'emerge') throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: 'emerge' }) }), cite('emerge'));
  if (otherAlternative) throw new IllegalAction(say('illegal.oneAlternativeCost', { card: card.def.name }), cite('oneAlternativeCost'));
  const victim = find(wanted);
  const c = characteristics(game, victim);
  if (victim.controller !== who || !c.types.includes(e.from ?? 'Creature')) throw new IllegalAction(say('illegal.emergeVictim', { card: victim.card.def.name, player: who, spell: card.def.name }), cite('emerge', 'cantPay'));
  return { cost: e.cost, victim, manaValue: c.manaValue };
}

/** 702.119a: the total cost less generic mana equal to the sacrificed permanent's mana value (601.2f). */
export function emergeReduction(game: Game, spell: string, emerged: Emerged | null, cost: string[]): string[] {
  if (!emerged || emerged.manaValue <= 0) return cost;
  const left = Math.max(0, genericOf(cost) - emerged.manaValue);
  const total = [...(left > 0 ? [String(left)] : []), ...cost.filter((s) => !/^\d+$/.test(s))];
  trace(game, 'note', say('cast.emerge', { spell, object: emerged.victim.card.def.name, n: emerged.manaValue, cost: formatMana(total) || '{0}' }), cite('emerge', 'castTotalCost'));
  return total;
}

/** Sacrifices the chosen permanent as the total cost is paid (601.2h, 702.119c). */
export function payEmerge(game: Game, emerged: Emerged): void {
  leaveBattlefield(game, [{ object: emerged.victim, to: 'graveyard', why: say('why.sacrificedForCost', {}), rules: cite('sacrifice', 'emerge') }]);
}
