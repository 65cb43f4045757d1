// Costs beyond a mana cost and {T}: cost increases and reductions (601.2f), additional costs
// (601.2b), and the non-mana costs of activated abilities (602.2b, 118): sacrifice, discard,
// pay life, tap an untapped creature, remove counters. An action whose cost can't be paid is
// illegal (118.3) and is undone from its snapshot, so a payment may stop half-way.
import { raise } from './stream.ts';
import { conditionHolds, countForStatic } from './static-conditions.ts';
import { cite } from '../citations.ts';
import type { Cost, StaticEffect } from '../oracle/ast.ts';
import { say, type Text } from '../messages/message.ts';
import { characteristics } from './characteristics.ts';
import { leaveBattlefield } from './events.ts';
import { IllegalAction } from './illegal.ts';
import { discardCards } from './discard.ts';
import { becameTapped } from './tapping.ts';
import { rulesStatics } from './restrictions.ts';
import { viewMatches, type View } from './match.ts';
import { manaValue } from '../oracle/mana.ts';
import { payCrewCost } from './crew.ts';
import { exileFromGraveyardCost } from './spell-costs.ts'; // cov-addcost
import { choiceNames, noteDefault, player, takeChoice, trace, type CardDef, type Game, type Permanent } from './state.ts';

type CostChange = Extract<StaticEffect, { type: 'cost-change' }>;

/** Whether the spell being cast fits the change's filter (601.2f: it is a spell on the stack by then, controlled by its caster). */
function spellFits(game: Game, change: CostChange, def: CardDef, who: string, you: string): boolean {
  const view: View = { id: '', name: def.name, zone: 'stack', types: def.types, subtypes: def.subtypes, supertypes: def.supertypes, colors: def.colors, manaValue: def.manaCost ? manaValue(def.manaCost) : 0, keywords: new Set(def.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : []))), controller: who, owner: who, token: false, isSpell: true };
  return viewMatches(game, view, change.spells, { you });
}

/** The spell's total cost (601.2f): increases add generic mana; reductions take off generic mana only. */
export function totalCost(game: Game, who: string, def: CardDef, cost: string[]): string[] {
  let more = 0;
  let less = 0;
  const sources: string[] = [];
  for (const { source: perm, effect: e, text } of rulesStatics(game, 'cost-change')) {
    if (!spellFits(game, e, def, who, perm.controller) || (e.whose === 'yours' && perm.controller !== who) || (e.whose === 'opponents' && perm.controller === who)) continue;
    if (e.amount > 0) more += e.amount;
    else less -= e.amount;
    sources.push(`${perm.card.def.name}: "${text}"`);
  }
  // cov-sentences: the spell's own "This spell costs {N} less to cast if … / for each …" (601.2f), read as it is cast.
  for (const a of def.abilities) {
    if (a.kind !== 'self-cost-reduction') continue;
    const view = (p: Permanent) => characteristics(game, p);
    const times = a.forEach ? countForStatic(game, who, '', a.forEach, view) : a.condition && !conditionHolds(game, who, '', a.condition, view) ? 0 : 1;
    if (times === 0) continue;
    less += a.amount * times;
    sources.push(`${def.name}: "${a.text}"`);
  }
  if (!sources.length) return cost;
  const generic = cost.filter((s) => /^\d+$/.test(s)).reduce((n, s) => n + Number(s), 0);
  const colored = cost.filter((s) => !/^\d+$/.test(s));
  const newGeneric = Math.max(0, generic + more - less);
  const total = [...(newGeneric > 0 ? [String(newGeneric)] : []), ...colored];
  trace(game, 'note', say('cost.changed', { spell: def.name, cost: total.map((s) => `{${s}}`).join('') || '{0}', sources: sources.join('; ') }), cite('costChange', 'castTotalCost'));
  return total;
}

/** How many lands a player may play this turn (305.2): one, plus what their "additional land" effects allow. */
export function landsAllowed(game: Game, who: string): number {
  return rulesStatics(game, 'additional-land').reduce((n, { source, effect }) => n + (source.controller === who ? effect.count : 0), 1);
}

/** One permanent chosen to pay a cost: named by a `choose` of the payer ({key: NAME}), else the first that fits (a documented default). */
function choosePermanent(game: Game, who: string, key: 'sacrifice' | 'tap', options: Permanent[], forWhat: Text, what: Text): Permanent {
  if (!options.length) throw new IllegalAction(say('illegal.costNoPermanent', { player: who, what: forWhat, permanent: what, action: key }), cite('cantPay'));
  const named = takeChoice(game, who, (v) => {
    const names = v && typeof v === 'object' && !Array.isArray(v) ? choiceNames(v, key) : undefined;
    if (!names || names.length !== 1) return undefined;
    return options.find((p) => p.id === names[0] || p.card.def.name.toLowerCase() === names[0]!.toLowerCase());
  });
  if (named) return named;
  noteDefault(game, say('default.costPermanent', { what: forWhat, player: who, card: options[0]!.card.def.name, action: key }));
  return options[0]!;
}

/** Pays one cost other than mana, {T} of the source, loyalty and "sacrifice this" (`source` is the ability's permanent, if any). */
export function payOtherCost(game: Game, who: string, source: Permanent | undefined, cost: Cost, forWhat: Text): void {
  const mine = game.battlefield.filter((p) => p.controller === who);
  const isA = (p: Permanent, type: string): boolean => characteristics(game, p).types.includes(type);
  switch (cost.type) {
    case 'sacrifice': {
      const TYPES = { creature: ['Creature'], 'another-creature': ['Creature'], artifact: ['Artifact'], land: ['Land'], 'artifact-or-creature': ['Artifact', 'Creature'] } as const;
      const options = mine.filter((p) => cost.what === 'permanent' || (TYPES[cost.what].some((t) => isA(p, t)) && !(cost.what === 'another-creature' && p === source)));
      const victim = choosePermanent(game, who, 'sacrifice', options, forWhat, say('term.permanentKind', { what: cost.what }));
      leaveBattlefield(game, [{ object: victim, to: 'graveyard', why: say('why.sacrificedForCost', {}), rules: cite('sacrifice') }]);
      return;
    }
    case 'sacrifice-typed': {
      // cov-sentences: by card type or subtype, as the permanent is now (after layer 4).
      const options = mine.filter((p) => {
        const c = characteristics(game, p);
        return cost.kinds.some((k) => (!k.cardType || c.types.includes(k.cardType)) && (!k.subtype || c.subtypes.includes(k.subtype))) && !(cost.other && p === source);
      });
      const kinds = cost.kinds.map((k) => k.subtype ?? say('term.cardType', { type: k.cardType ?? 'Permanent' }));
      const victim = choosePermanent(game, who, 'sacrifice', options, forWhat, say('term.typedPermanent', { other: !!cost.other, kinds }));
      leaveBattlefield(game, [{ object: victim, to: 'graveyard', why: say('why.sacrificedForCost', {}), rules: cite('sacrifice') }]);
      return;
    }
    case 'tap-untapped-creature': {
      const options = mine.filter((p) => !p.tapped && isA(p, 'Creature'));
      const tapped = choosePermanent(game, who, 'tap', options, forWhat, say('term.permanentKind', { what: 'untapped-creature' }));
      tapped.tapped = true;
      becameTapped(game, tapped, true);
      trace(game, 'cost', say('cost.tapCreature', { player: who, creature: tapped.card.def.name }), cite('tap'));
      return;
    }
    case 'discard': {
      const p = player(game, who);
      if (p.hand.length < cost.count) throw new IllegalAction(say('illegal.cantDiscard', { player: who, count: cost.count, what: forWhat, hand: p.hand.length }), cite('cantPay'));
      discardCards(game, who, cost.count, forWhat, true);
      return;
    }
    case 'pay-life': {
      const p = player(game, who);
      if (p.life < cost.amount) throw new IllegalAction(say('illegal.cantPayLife', { player: who, life: p.life, amount: cost.amount, what: forWhat }), cite('payLife', 'cantPay'));
      p.life -= cost.amount;
      raise(game, { kind: 'loses-life', player: who, amount: cost.amount });
      trace(game, 'cost', say('cost.payLife', { player: who, amount: cost.amount, life: p.life }), cite('payLife', 'lifeChange'));
      return;
    }
    case 'remove-counters': {
      if (!source) return;
      const have = source.counters[cost.counter] ?? 0;
      if (have < cost.count) throw new IllegalAction(say('illegal.tooFewCounters', { card: source.card.def.name, have, counter: say('term.counter', { counter: cost.counter }), count: cost.count }), cite('cantPay'));
      source.counters[cost.counter] = have - cost.count;
      trace(game, 'cost', say('cost.removeCounters', { object: source.card.def.name, count: cost.count, counter: say('term.counter', { counter: cost.counter }) }), cite('counters'));
      return;
    }
    // cov-keywords: crew N taps other creatures with enough total power (702.122a).
    case 'crew':
      if (source) payCrewCost(game, who, source, cost.power, forWhat);
      return;
    // cov-statics: made a remove-counters cost of the chosen number as the ability is activated (casting.ts).
    case 'remove-any-counters':
      throw new IllegalAction(say('illegal.removeAnyOnlyAbility', { what: forWhat, counter: say('term.counter', { counter: cost.counter }) }), cite('cantPay'));
    // cov-addcost: "Exile a creature card from your graveyard" (118.3).
    case 'exile-from-graveyard':
      exileFromGraveyardCost(game, who, cost, forWhat);
      return;
    default:
      return;
  }
}
