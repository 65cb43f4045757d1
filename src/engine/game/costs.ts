// Costs beyond a mana cost and {T}: cost increases and reductions (601.2f), additional costs
// (601.2b), and the non-mana costs of activated abilities (602.2b, 118): sacrifice, discard,
// pay life, tap an untapped creature, remove counters. An action whose cost can't be paid is
// illegal (118.3) and is undone from its snapshot, so a payment may stop half-way.
import { raise } from './stream.ts';
import { conditionHolds, countForStatic } from './static-conditions.ts';
import { payRevealCost } from './either-costs.ts';
import { cite } from '../citations.ts';
import type { AbilityCostReduction, Cost, StaticEffect } from '../oracle/ast.ts';
import { say, type Text } from '../messages/message.ts';
import { holds } from './triggers/conditions.ts';
import { characteristics } from './characteristics.ts';
import { leaveBattlefield } from './events.ts';
import { IllegalAction } from './illegal.ts';
import { discardCards, putDiscarded } from './discard.ts';
import { chooseObjects } from './choices.ts';
import { cardNamed, permanentNamed } from './targets.ts';
import { matches } from './match.ts';
import { filterMessage } from '../messages/terms.ts';
import type { Filter } from '../oracle/vocabulary.ts';
import { becameTapped } from './tapping.ts';
import { rulesStatics } from './restrictions.ts';
import { viewMatches, type View } from './match.ts';
import { genericOf, manaValue, withGeneric } from '../oracle/mana.ts';
import { payCrewCost } from './crew.ts';
import { putCounters } from './counters.ts';
import { exileFromGraveyardCost } from './spell-costs.ts';
import { noteDefault, player, trace, type CardDef, type Game, type Permanent, type TargetRef } from './state.ts';

type CostChange = Extract<StaticEffect, { type: 'cost-change' }>;

/** Whether the spell being cast fits the change's filter (601.2f: it is a spell on the stack by then, controlled by its caster). */
function spellFits(game: Game, change: CostChange, def: CardDef, who: string, you: string, source: Permanent): boolean {
  const view: View = { id: '', name: def.name, zone: 'stack', types: def.types, subtypes: def.subtypes, supertypes: def.supertypes, colors: def.colors, manaValue: def.manaCost ? manaValue(def.manaCost) : 0, keywords: new Set(def.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : []))), controller: who, owner: who, token: false, isSpell: true };
  // The source too: "spells of the chosen type" read the choice it made as it entered (607.2d).
  return viewMatches(game, view, change.spells, { you, source: { id: source.id, name: source.card.def.name } });
}

function targetedFits(game: Game, id: string, source: Permanent, targeting: 'self' | Filter): boolean {
  if (targeting === 'self') return id === source.id;
  const p = game.battlefield.find((x) => x.id === id);
  return !!p && matches(game, { kind: 'permanent', permanent: p }, targeting, { you: source.controller, source: { id: source.id, name: source.card.def.name } });
}

/** The spell's total cost (601.2f): increases add generic mana; reductions take off generic mana only. */
export function totalCost(game: Game, who: string, def: CardDef, cost: string[], targets: readonly TargetRef[] = []): string[] {
  let more = 0;
  let less = 0;
  const sources: string[] = [];
  for (const { source: perm, effect: e, text } of rulesStatics(game, 'cost-change')) {
    if (!spellFits(game, e, def, who, perm.controller, perm) || (e.whose === 'yours' && perm.controller !== who) || (e.whose === 'opponents' && perm.controller === who)) continue;
    // "Spells … that target this creature": one of the spell's targets, chosen before its total cost (601.2c, 601.2f).
    if (e.targeting && !targets.some((t) => t.kind === 'permanent' && targetedFits(game, t.id, perm, e.targeting!))) continue;
    if (e.amount > 0) more += e.amount;
    else less -= e.amount;
    sources.push(`${perm.card.def.name}: "${text}"`);
  }
  // the spell's own "This spell costs {N} less to cast if … / for each …" (601.2f), read as it is cast.
  for (const a of def.abilities) {
    if (a.kind !== 'self-cost-reduction') continue;
    const view = (p: Permanent) => characteristics(game, p);
    const times = a.forEach ? countForStatic(game, who, '', a.forEach, view) : (a.condition && !conditionHolds(game, who, '', a.condition, view)) || (a.when && !holds(a.when, { game, controller: who, sourceId: '', forWhat: say('for.abilityText', { card: def.name, text: a.text }) })) ? 0 : 1;
    if (times === 0) continue;
    less += a.amount * times;
    sources.push(`${def.name}: "${a.text}"`);
  }
  if (!sources.length) return cost;
  const total = withGeneric(cost, more - less);
  trace(game, 'note', say('cost.changed', { spell: def.name, cost: total.map((s) => `{${s}}`).join('') || '{0}', sources: sources.join('; ') }), cite('costChange', 'castTotalCost'));
  return total;
}

/**
 * An activated ability's own "This ability costs {N} less to activate for each … / if …" (602.2b applies 601.2f): its mana
 * cost with that much less generic mana (never below none), counted as the ability is activated.
 */
export function reducedAbilityCosts(game: Game, who: string, src: { id: string; name: string }, ability: { costReduction?: AbilityCostReduction; text: string }, costs: Cost[]): Cost[] {
  const r = ability.costReduction;
  if (!r) return costs;
  const view = (p: Permanent) => characteristics(game, p);
  const times = r.forEach ? countForStatic(game, who, src.id, r.forEach, view) : r.condition && !conditionHolds(game, who, src.id, r.condition, view) ? 0 : 1;
  if (times === 0) return costs;
  return costs.map((k) => {
    if (k.type !== 'mana') return k;
    const symbols = withGeneric(k.symbols, -r.amount * times);
    trace(game, 'note', say('cost.abilityChanged', { card: src.name, cost: symbols.map((s) => `{${s}}`).join('') || '{0}', text: `"${ability.text}"` }), cite('costChange', 'activate'));
    return { ...k, symbols };
  });
}

/**
 * "Activated abilities of FILTER cost {N} more (less) to activate" of the permanents on the battlefield (602.2b applies 601.2f):
 * increases add generic mana (a cost with no mana gets some); reductions take off generic mana only, those that "can't reduce the
 * mana in that cost to less than one mana" first and no further than that (the order that helps the player most), then the others.
 */
export function staticAbilityCosts(game: Game, perm: Permanent, ability: { isManaAbility: boolean }, costs: Cost[]): Cost[] {
  let more = 0;
  let floored = 0;
  let free = 0;
  const sources: string[] = [];
  for (const { source, effect: e, text } of rulesStatics(game, 'ability-cost-change')) {
    if (e.nonMana && ability.isManaAbility) continue;
    if (!matches(game, { kind: 'permanent', permanent: perm }, e.sources, { you: source.controller, source: { id: source.id, name: source.card.def.name } })) continue;
    if (e.amount > 0) more += e.amount;
    else if (e.atLeastOne) floored -= e.amount;
    else free -= e.amount;
    sources.push(`${source.card.def.name}: "${text}"`);
  }
  if (!sources.length) return costs;
  const i = costs.findIndex((k) => k.type === 'mana');
  const symbols = i >= 0 ? (costs[i] as Extract<Cost, { type: 'mana' }>).symbols : [];
  if (!symbols.length && !more) return costs;
  const colored = symbols.filter((s) => !/^\d+$/.test(s)).length;
  let generic = genericOf(symbols) + more;
  const least = symbols.length && !colored ? Math.min(generic, 1) : 0;
  generic = Math.max(generic - floored, least);
  generic = Math.max(generic - free, 0);
  const paid = withGeneric(symbols, generic - genericOf(symbols));
  trace(game, 'note', say('cost.abilityChanged', { card: perm.card.def.name, cost: paid.map((s) => `{${s}}`).join('') || '{0}', text: sources.join('; ') }), cite('costChange', 'activate'));
  const mana: Cost = { type: 'mana', symbols: paid };
  return i >= 0 ? costs.map((k, j) => (j === i ? mana : k)) : [mana, ...costs];
}

/** How many lands a player may play this turn (305.2): one, plus what their "additional land" effects allow. */
export function landsAllowed(game: Game, who: string): number {
  return rulesStatics(game, 'additional-land').reduce((n, { source, effect }) => n + (source.controller === who ? effect.count : 0), 1 + (game.extraLandsThisTurn?.[who] ?? 0));
}

/**
 * The permanents chosen to pay a cost (118.3): named by a `choose` of the payer ({key: NAME} or
 * {key: [NAME, …]}), else the first that fit (a documented default). Fewer than needed: the cost
 * can't be paid and the action is illegal (601.2h, 602.2).
 */
function choosePermanents(game: Game, who: string, key: 'sacrifice' | 'tap' | 'return' | 'remove' | 'blight', options: Permanent[], n: number, forWhat: Text, what: Text): Permanent[] {
  if (options.length < n) throw new IllegalAction(say('illegal.costNoPermanent', { player: who, what: forWhat, permanent: what, action: key, have: options.length }), cite('cantPay'));
  const named = chooseObjects(game, who, key, options, n, permanentNamed);
  if (named) return named;
  const picked = options.slice(0, n);
  if (options.length > n) noteDefault(game, say('default.costPermanent', { what: forWhat, player: who, card: picked.map((p) => p.card.def.name).join(', '), action: key }));
  return picked;
}

/** Pays one cost other than mana, {T} of the source, loyalty and "sacrifice this" (`source` is the ability's permanent, if any); the permanents it sacrifices are added to `sacrificed` (what "the sacrificed creature" names). */
export function payOtherCost(game: Game, who: string, source: Permanent | undefined, cost: Cost, forWhat: Text, sacrificed?: string[]): void {
  const ctx = { you: who, ...(source ? { source: { id: source.id, name: source.card.def.name } } : {}) };
  const mine = (filter: Filter) => game.battlefield.filter((p) => p.controller === who && matches(game, { kind: 'permanent', permanent: p }, filter, ctx));
  switch (cost.type) {
    case 'sacrifice': {
      const victims = choosePermanents(game, who, 'sacrifice', mine(cost.filter), cost.count, forWhat, filterMessage(cost.filter, { count: cost.count }));
      leaveBattlefield(game, victims.map((object) => ({ object, to: 'graveyard' as const, why: say('why.sacrificedForCost', {}), rules: cite('sacrifice'), sacrificed: true })));
      sacrificed?.push(...victims.map((p) => p.id));
      return;
    }
    case 'tap-permanents': {
      const tapped = choosePermanents(game, who, 'tap', mine(cost.filter), cost.count, forWhat, filterMessage(cost.filter, { count: cost.count }));
      for (const p of tapped) {
        p.tapped = true;
        becameTapped(game, p, true);
      }
      trace(game, 'cost', say('cost.tapCreature', { player: who, creature: tapped.map((p) => p.card.def.name).join(', ') }), cite('tap'));
      return;
    }
    case 'return-permanents': {
      const returned = choosePermanents(game, who, 'return', mine(cost.filter), cost.count, forWhat, filterMessage(cost.filter, { count: cost.count }));
      leaveBattlefield(game, returned.map((object) => ({ object, to: 'hand' as const, why: say('why.returnedForCost', { what: forWhat }), rules: cite('payCost') })));
      return;
    }
    case 'discard':
      payDiscardCost(game, who, cost, forWhat);
      return;
    case 'pay-life': {
      const p = player(game, who);
      if (p.life < cost.amount) throw new IllegalAction(say('illegal.cantPayLife', { player: who, life: p.life, amount: cost.amount, what: forWhat }), cite('payLife', 'cantPay'));
      p.life -= cost.amount;
      raise(game, { kind: 'loses-life', player: who, amount: cost.amount });
      trace(game, 'cost', say('cost.payLife', { player: who, amount: cost.amount, life: p.life }), cite('payLife', 'lifeChange'));
      return;
    }
    case 'remove-counters': {
      // From the source, or from one permanent of the payer's that has enough of them.
      const has = (p: Permanent) => counterToRemove(p, cost.counter, cost.count) !== undefined;
      const from = cost.from ? choosePermanents(game, who, 'remove', mine(cost.from).filter(has), 1, forWhat, filterMessage(cost.from, { count: 1 }))[0] : source;
      if (!from) return;
      const kind = counterToRemove(from, cost.counter, cost.count);
      const have = cost.counter === 'any' ? Object.values(from.counters).reduce((n, k) => Math.max(n, k ?? 0), 0) : (from.counters[cost.counter] ?? 0);
      if (kind === undefined) throw new IllegalAction(say('illegal.tooFewCounters', { card: from.card.def.name, have, counter: say('term.counter', { counter: cost.counter === 'any' ? '' : cost.counter }), count: cost.count }), cite('cantPay'));
      from.counters[kind] = (from.counters[kind] ?? 0) - cost.count;
      trace(game, 'cost', say('cost.removeCounters', { object: from.card.def.name, count: cost.count, counter: say('term.counter', { counter: kind }) }), cite('counters'));
      raise(game, { kind: 'counters-removed', object: from.id, counter: kind, amount: cost.count, left: from.counters[kind]! });
      return;
    }
    case 'put-counters': {
      // Blight N (701.68a): on a creature the payer controls, chosen as the cost is paid (`choose: {blight: NAME}`); none, no payment (701.68b).
      const on = cost.on ? choosePermanents(game, who, 'blight', mine(cost.on), 1, forWhat, filterMessage(cost.on, { count: 1 }))[0] : source;
      if (cost.action === 'blight' && on) trace(game, 'cost', say('effect.blights', { player: who, count: cost.count, object: on.card.def.name }), cite('blight'));
      if (on) putCounters(game, on, cost.counter, cost.count, { by: who, cost: true });
      return;
    }
    case 'self':
      // The source leaves the battlefield as the cost (a card in a hand or graveyard pays it in game/zone-abilities.ts).
      if (source && cost.zone === 'battlefield') {
        const to = cost.action === 'exile' ? 'exile' : 'hand';
        leaveBattlefield(game, [{ object: source, to, why: to === 'exile' ? say('why.exiledForCost', { what: forWhat }) : say('why.returnedForCost', { what: forWhat }), rules: cite('payCost') }]);
      }
      return;
    // crew N taps other creatures with enough total power (702.122a).
    case 'crew':
      if (source) payCrewCost(game, who, source, cost.power, forWhat, cost.keyword);
      return;
    // made a remove-counters cost of the chosen number as the ability is activated (casting.ts).
    case 'remove-any-counters':
      throw new IllegalAction(say('illegal.removeAnyOnlyAbility', { what: forWhat, counter: say('term.counter', { counter: cost.counter }) }), cite('cantPay'));
    // "Exile a creature card from your graveyard" (118.3).
    case 'exile-from-graveyard':
      exileFromGraveyardCost(game, who, cost, forWhat);
      return;
    case 'reveal-card':
      payRevealCost(game, who, cost.filter, forWhat);
      return;
    default:
      return;
  }
}

/** The kind of counter a "remove N counters" cost takes from `p`: the one named, or for "a counter" the first kind it has enough of; undefined if none. */
function counterToRemove(p: Permanent, counter: string, n: number): string | undefined {
  if (counter !== 'any') return (p.counters[counter] ?? 0) >= n ? counter : undefined;
  return Object.keys(p.counters).find((k) => (p.counters[k] ?? 0) >= n);
}

/**
 * "Discard a card / a creature card / two cards at random" (701.9): the cards must be there
 * (118.3). Random cards are the first that fit in hand order, which a described hand leaves
 * unordered (a documented default); chosen ones go through game/discard.ts.
 */
function payDiscardCost(game: Game, who: string, cost: Extract<Cost, { type: 'discard' }>, forWhat: Text): void {
  const p = player(game, who);
  const fits = cost.filter ? p.hand.filter((card) => matches(game, { kind: 'card', card, zone: 'hand' }, cost.filter!, { you: who })) : p.hand;
  if (fits.length < cost.count) throw new IllegalAction(say('illegal.cantDiscard', { player: who, count: cost.count, what: forWhat, hand: fits.length }), cite('cantPay'));
  if (!cost.filter && !cost.random) {
    discardCards(game, who, cost.count, forWhat, true);
    return;
  }
  const picked = cost.random ? fits.slice(0, cost.count) : (chooseObjects(game, who, 'discard', fits, cost.count, cardNamed) ?? fits.slice(0, cost.count));
  if (cost.random && fits.length > cost.count) noteDefault(game, say('default.randomDiscard', { what: forWhat, player: who, cards: picked.map((c) => c.def.name).join(', ') }));
  putDiscarded(game, p, picked);
  trace(game, 'discard', say('cost.discard', { player: who, cards: picked.map((c) => c.def.name).join(', ') }), cite('discard', ...(cost.random ? (['discardRandom'] as const) : [])));
}
