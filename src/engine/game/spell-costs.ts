// modes chosen more than once (700.2d), "you may choose both" with a commander
// (903.3d), and additional costs of spells (601.2b) read by oracle/entries/spell-costs.ts.
import { cite } from '../citations.ts';
import { say, type Message, type Text } from '../messages/message.ts';
import type { Cost } from '../oracle/ast.ts';
import { filterMessage } from '../messages/terms.ts';
import { formatMana, genericOf } from '../oracle/mana.ts';
import { matches } from './match.ts';
import { IllegalAction, ScenarioReferenceError } from './illegal.ts';
import { leaveBattlefield } from './events.ts';
import { choiceNames, noteDefault, player, takeChoice, trace, type Card, type CardDef, type Game, type Permanent, type StackItem } from './state.ts';

/**
 * A spell whose modes may repeat, with no modes named: the legal modes in printed order, starting
 * again from the first until the number is reached (700.2d: each repeat is one more copy of the mode).
 */
export function repeatedDefault(game: Game, spell: string, count: number, legal: number[]): number[] {
  const picked = Array.from({ length: count }, (_, k) => legal[k % legal.length]!);
  noteDefault(game, say('default.repeatedModes', { spell, modes: picked.map((i) => i + 1).join(', ') }));
  return picked;
}

/** Why "choose both" is refused: it needs a commander on the battlefield (903.3d), and a replayed game designates none (903.3). */
export function commanderRefusal(spell: string, n: number): Message {
  return say('illegal.needsCommander', { spell, n });
}

/**
 * "Exile N [creature…] card(s) from your graveyard" as a cost (118.3): the cards a `choose:
 * {exile: [NAME, …]}` names, else the first that fit in graveyard order (a documented default).
 */
export function exileFromGraveyardCost(game: Game, who: string, cost: Extract<Cost, { type: 'exile-from-graveyard' }>, forWhat: Text): void {
  const p = player(game, who);
  const fits = (card: Card) => matches(game, { kind: 'card', card, zone: 'graveyard' }, cost.filter, { you: who });
  const what = filterMessage(cost.filter, { cards: true, count: cost.count });
  const named = takeChoice(game, who, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'exile' in v ? choiceNames(v, 'exile') : undefined));
  let picked: Card[];
  if (named) {
    if (named.length !== cost.count) throw new IllegalAction(say('illegal.exileCostCount', { what: forWhat, cards: what, player: who, named: named.length }), cite('cantPay'));
    const pool = [...p.graveyard];
    picked = named.map((name) => {
      const i = pool.findIndex((c) => (c.id === name || c.def.name.toLowerCase() === name.toLowerCase()) && fits(c));
      if (i < 0) throw new IllegalAction(say('illegal.exileCostNoCard', { player: who, card: name, what: forWhat, cards: what }), cite('cantPay'));
      return pool.splice(i, 1)[0]!;
    });
  } else {
    picked = p.graveyard.filter(fits).slice(0, cost.count);
    if (picked.length < cost.count) throw new IllegalAction(say('illegal.exileCostTooFew', { player: who, what: forWhat, cards: what }), cite('cantPay'));
    noteDefault(game, say('default.exileCostFirst', { what: forWhat, player: who, cards: picked.map((c) => c.def.name).join(', ') }));
  }
  p.graveyard = p.graveyard.filter((c) => !picked.includes(c));
  p.exile.push(...picked);
  for (const c of picked) trace(game, 'zone-change', say('cost.exileFromGraveyard', { card: c.def.name, owner: who }), cite('payCost'));
}

/** The offspring cost to add when the scenario pays it (702.175a), else none. */
export function offspringOf(card: Card, wanted: boolean | undefined): string[] | null {
  if (!wanted) return null;
  const o = card.def.abilities.find((a) => a.kind === 'offspring');
  if (!o || o.kind !== 'offspring') throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: 'offspring' }) }), cite('offspring'));
  return o.cost;
}

/** Squad (702.157a): its cost once for each time the scenario pays it (any number of times, 601.2b), else none. */
export function squadOf(card: Card, times: number | undefined): { cost: string[]; times: number } {
  if (!times) return { cost: [], times: 0 };
  const o = card.def.abilities.find((a) => a.kind === 'squad');
  if (!o || o.kind !== 'squad') throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: 'squad' }) }), cite('squad'));
  return { cost: Array.from({ length: times }, () => o.cost).flat(), times };
}

export function traceSquad(game: Game, spell: string, cost: string[], times: number): void {
  trace(game, 'note', say('cast.squad', { spell, cost: formatMana(cost), times }), cite('squad', 'additionalCostPaid', 'castTotalCost'));
}

export function traceOffspring(game: Game, spell: string, cost: string[]): void {
  trace(game, 'note', say('cast.offspring', { spell, cost: formatMana(cost) }), cite('offspring', 'additionalCostPaid', 'castTotalCost'));
}

/**
 * Escalate (702.120a): its cost once for each mode chosen beyond the first — the modes the
 * scenario names, else the number chosen by default (the fewest the spell allows).
 */
export function escalateOf(def: CardDef, wanted: Array<string | number> | undefined): { cost: string[]; times: number } {
  const e = def.abilities.find((a) => a.kind === 'escalate');
  const modal = def.abilities.find((a) => a.kind === 'spell' && a.modes);
  if (!e || e.kind !== 'escalate' || !modal || modal.kind !== 'spell' || !modal.modes) return { cost: [], times: 0 };
  const times = Math.max(0, (wanted?.length ?? modal.modes.min) - 1);
  return { cost: Array.from({ length: times }, () => e.cost).flat(), times };
}

export function traceEscalate(game: Game, spell: string, escalate: { cost: string[]; times: number }): void {
  if (escalate.times) trace(game, 'note', say('cast.escalate', { spell, times: escalate.times, cost: formatMana(escalate.cost) }), cite('escalate', 'additionalCostPaid', 'castTotalCost'));
}

/**
 * Assist (702.132a): the other player pays `amount` of the generic mana in the total cost, before
 * the caster pays the rest. Returns what is left for the caster and the mana the helper spent.
 */
export function assist(game: Game, who: string, def: CardDef, cost: string[], amount: number | undefined, payMana: (player: string, cost: string[], forWhat: Text) => string[]): { cost: string[]; spent: string[] } {
  if (!amount) return { cost, spent: [] };
  if (!def.abilities.some((a) => a.kind === 'assist')) throw new IllegalAction(say('illegal.noAssist', { card: def.name, keyword: say('term.keyword', { keyword: 'assist' }) }), cite('assist'));
  const others = game.players.filter((p) => p.name !== who);
  if (others.length !== 1) throw new ScenarioReferenceError(say('scenario.assistWho', { n: others.length }), 'assist');
  const helper = others[0]!.name;
  const generic = genericOf(cost);
  if (amount > generic) throw new IllegalAction(say('illegal.assistTooMuch', { player: helper, card: def.name, cost: formatMana(cost), generic, amount }), cite('assist'));
  trace(game, 'note', say('cast.assist', { spell: def.name, helper, amount }), cite('assist', 'castPay'));
  const spent = payMana(helper, [String(amount)], say('for.assist', { card: def.name }));
  const left = generic - amount;
  return { cost: [...(left > 0 ? [String(left)] : []), ...cost.filter((s) => !/^\d+$/.test(s))], spent };
}

/** Bargain (702.166a): the scenario's `bargain: NAME` declares the intention as the spell is announced (601.2b). */
export function checkBargain(def: CardDef, wanted: string | undefined): boolean {
  if (wanted === undefined) return false;
  if (!def.abilities.some((a) => a.kind === 'bargain')) throw new IllegalAction(say('illegal.hasNo', { card: def.name, keyword: say('term.keyword', { keyword: 'bargain' }) }), cite('bargain'));
  return true;
}

/** "This spell costs {N} less to cast if it's bargained" (601.2f): generic mana off the total cost. */
export function bargainReduction(game: Game, def: CardDef, bargained: boolean, cost: string[]): string[] {
  const less = bargained ? def.abilities.reduce((n, a) => n + (a.kind === 'cost-less-if-bargained' ? a.amount : 0), 0) : 0;
  if (!less) return cost;
  const generic = genericOf(cost);
  const left = Math.max(0, generic - less);
  const total = [...(left > 0 ? [String(left)] : []), ...cost.filter((s) => !/^\d+$/.test(s))];
  trace(game, 'note', say('cost.changed', { spell: def.name, cost: formatMana(total) || '{0}', sources: say('cost.bargained', { card: def.name }) }), cite('costChange', 'bargain'));
  return total;
}

/** Pays the bargain cost (601.2h): sacrifices the named artifact, enchantment or token its caster controls. */
export function payBargain(game: Game, who: string, spell: string, name: string, find: (name: string) => Permanent, view: (p: Permanent) => { types: string[] }): void {
  const victim = find(name);
  const types = view(victim).types;
  if (victim.controller !== who || !(victim.card.token || types.includes('Artifact') || types.includes('Enchantment'))) throw new IllegalAction(say('illegal.bargainVictim', { card: victim.card.def.name, player: who, spell }), cite('bargain', 'cantPay'));
  trace(game, 'note', say('cast.bargained', { spell, object: victim.card.def.name }), cite('bargain', 'additionalCostPaid'));
  leaveBattlefield(game, [{ object: victim, to: 'graveyard', why: say('why.sacrificedForCost', {}), rules: cite('sacrifice') }]);
}

/**
 * Conspire (702.78a): the two creatures the scenario names (`conspire: [NAME, NAME]`) are tapped with the other costs —
 * untapped creatures the caster controls that each share a color with the spell (105.4); tapping them is not a {T} cost,
 * so summoning sickness doesn't matter (302.6).
 */
export function payConspire(game: Game, who: string, item: StackItem, def: CardDef, names: string[], find: (name: string, taken: Permanent[]) => Permanent, view: (p: Permanent) => { types: string[]; colors: readonly string[] }): void {
  if (!def.abilities.some((a) => a.kind === 'conspire')) throw new IllegalAction(say('illegal.hasNo', { card: def.name, keyword: say('term.keyword', { keyword: 'conspire' }) }), cite('conspire'));
  const spellColors = item.source.colors;
  const tapped: Permanent[] = [];
  for (const n of names) {
    const p = find(n, tapped);
    const c = view(p);
    if (p.controller !== who || p.tapped || tapped.includes(p) || !c.types.includes('Creature') || !c.colors.some((col) => (spellColors as readonly string[]).includes(col)))
      throw new IllegalAction(say('illegal.conspireCreatures', { creatures: names.join(', '), player: who, spell: def.name }), cite('conspire', 'cantPay'));
    tapped.push(p);
  }
  for (const p of tapped) p.tapped = true;
  item.conspired = true;
  trace(game, 'note', say('cast.conspired', { spell: def.name, objects: tapped.map((p) => p.card.def.name).join(', ') }), cite('conspire', 'additionalCostPaid'));
}

/** Casualty N (702.153a): the creature the scenario names (`casualty: NAME`) is sacrificed with the other costs; it needs power N or greater. */
export function payCasualty(game: Game, who: string, def: CardDef, name: string | undefined, find: (name: string) => Permanent, view: (p: Permanent) => { types: string[]; power?: number }): boolean {
  if (name === undefined) return false;
  const c = def.abilities.find((a) => a.kind === 'casualty');
  if (!c || c.kind !== 'casualty') throw new IllegalAction(say('illegal.hasNo', { card: def.name, keyword: say('term.keyword', { keyword: 'casualty' }) }), cite('casualty'));
  const victim = find(name);
  const v = view(victim);
  if (victim.controller !== who || !v.types.includes('Creature') || (v.power ?? 0) < c.n) throw new IllegalAction(say('illegal.casualtyVictim', { card: victim.card.def.name, player: who, n: c.n, spell: def.name, keyword: say('term.keyword', { keyword: 'casualty' }) }), cite('casualty', 'cantPay'));
  trace(game, 'note', say('cast.casualty', { spell: def.name, object: victim.card.def.name }), cite('casualty', 'additionalCostPaid'));
  leaveBattlefield(game, [{ object: victim, to: 'graveyard', why: say('why.sacrificedForCost', {}), rules: cite('sacrifice') }]);
  return true;
}

