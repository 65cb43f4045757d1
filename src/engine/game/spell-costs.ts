// cov-addcost: modes chosen more than once (700.2d), "you may choose both" with a commander
// (903.3d), and additional costs of spells (601.2b) read by oracle/entries/spell-costs.ts.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Cost } from '../oracle/ast.ts';
import { cardsText } from '../oracle/filter-text.ts';
import { formatMana } from '../oracle/mana.ts';
import { matches } from './match.ts';
import { IllegalAction, ScenarioReferenceError } from './illegal.ts';
import { leaveBattlefield } from './events.ts';
import { choiceNames, noteDefault, player, takeChoice, trace, type Card, type CardDef, type Game, type Permanent } from './state.ts';

/**
 * A spell whose modes may repeat, with no modes named: the legal modes in printed order, starting
 * again from the first until the number is reached (700.2d: each repeat is one more copy of the mode).
 */
export function repeatedDefault(game: Game, spell: string, count: number, legal: number[]): number[] {
  const picked = Array.from({ length: count }, (_, k) => legal[k % legal.length]!);
  noteDefault(game, `${spell}: no modes given; chose ${picked.map((i) => i + 1).join(', ')} (a mode may be chosen more than once)`);
  return picked;
}

/** Why "choose both" is refused: it needs a commander on the battlefield (903.3d), and a replayed game designates none (903.3). */
export function commanderRefusal(spell: string, n: number): string {
  return `${spell}: choosing ${n} modes needs a commander under your control, and a replayed game has no commander (only a Commander game designates one); choose one mode`;
}

/**
 * "Exile N [creature…] card(s) from your graveyard" as a cost (118.3): the cards a `choose:
 * {exile: [NAME, …]}` names, else the first that fit in graveyard order (a documented default).
 */
export function exileFromGraveyardCost(game: Game, who: string, cost: Extract<Cost, { type: 'exile-from-graveyard' }>, forWhat: string): void {
  const p = player(game, who);
  const fits = (card: Card) => matches(game, { kind: 'card', card, zone: 'graveyard' }, cost.filter, { you: who });
  const what = cardsText(cost.filter, cost.count);
  const named = takeChoice(game, who, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'exile' in v ? choiceNames(v, 'exile') : undefined));
  let picked: Card[];
  if (named) {
    if (named.length !== cost.count) throw new IllegalAction(`${forWhat}'s cost exiles ${what} from ${who}'s graveyard; ${named.length} named`, cite('cantPay'));
    const pool = [...p.graveyard];
    picked = named.map((name) => {
      const i = pool.findIndex((c) => (c.id === name || c.def.name.toLowerCase() === name.toLowerCase()) && fits(c));
      if (i < 0) throw new IllegalAction(`${who} has no ${name} in their graveyard that fits ${forWhat}'s cost (exile ${what})`, cite('cantPay'));
      return pool.splice(i, 1)[0]!;
    });
  } else {
    picked = p.graveyard.filter(fits).slice(0, cost.count);
    if (picked.length < cost.count) throw new IllegalAction(`${who} can't pay ${forWhat}'s cost: fewer than ${what} in their graveyard`, cite('cantPay'));
    noteDefault(game, `${forWhat}: no cards named to exile for its cost; ${who} exiles the first that fit (${picked.map((c) => c.def.name).join(', ')})`);
  }
  p.graveyard = p.graveyard.filter((c) => !picked.includes(c));
  p.exile.push(...picked);
  for (const c of picked) trace(game, 'zone-change', say('cost.exileFromGraveyard', { card: c.def.name, owner: who }), cite('payCost'));
}

/** The offspring cost to add when the scenario pays it (702.175a), else none. */
export function offspringOf(card: Card, wanted: boolean | undefined): string[] | null {
  if (!wanted) return null;
  const o = card.def.abilities.find((a) => a.kind === 'offspring');
  if (!o || o.kind !== 'offspring') throw new IllegalAction(`${card.def.name} has no offspring`, cite('offspring'));
  return o.cost;
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
export function assist(game: Game, who: string, def: CardDef, cost: string[], amount: number | undefined, payMana: (player: string, cost: string[], forWhat: string) => string[]): { cost: string[]; spent: string[] } {
  if (!amount) return { cost, spent: [] };
  if (!def.abilities.some((a) => a.kind === 'assist')) throw new IllegalAction(`${def.name} has no assist, so no other player can pay for it`, cite('assist'));
  const others = game.players.filter((p) => p.name !== who);
  if (others.length !== 1) throw new ScenarioReferenceError(`assist: with ${others.length} other players the one who pays can't be told; this needs a two-player game`, 'assist');
  const helper = others[0]!.name;
  const generic = cost.filter((s) => /^\d+$/.test(s)).reduce((n, s) => n + Number(s), 0);
  if (amount > generic) throw new IllegalAction(`${helper} can pay only generic mana of ${def.name}'s total cost ${formatMana(cost)} (${generic}), not ${amount}`, cite('assist'));
  trace(game, 'note', say('cast.assist', { spell: def.name, helper, amount }), cite('assist', 'castPay'));
  const spent = payMana(helper, [String(amount)], `${def.name} (assist)`);
  const left = generic - amount;
  return { cost: [...(left > 0 ? [String(left)] : []), ...cost.filter((s) => !/^\d+$/.test(s))], spent };
}

/** Bargain (702.166a): the scenario's `bargain: NAME` declares the intention as the spell is announced (601.2b). */
export function checkBargain(def: CardDef, wanted: string | undefined): boolean {
  if (wanted === undefined) return false;
  if (!def.abilities.some((a) => a.kind === 'bargain')) throw new IllegalAction(`${def.name} has no bargain`, cite('bargain'));
  return true;
}

/** "This spell costs {N} less to cast if it's bargained" (601.2f): generic mana off the total cost. */
export function bargainReduction(game: Game, def: CardDef, bargained: boolean, cost: string[]): string[] {
  const less = bargained ? def.abilities.reduce((n, a) => n + (a.kind === 'cost-less-if-bargained' ? a.amount : 0), 0) : 0;
  if (!less) return cost;
  const generic = cost.filter((s) => /^\d+$/.test(s)).reduce((n, s) => n + Number(s), 0);
  const left = Math.max(0, generic - less);
  const total = [...(left > 0 ? [String(left)] : []), ...cost.filter((s) => !/^\d+$/.test(s))];
  trace(game, 'note', say('cost.changed', { spell: def.name, cost: formatMana(total) || '{0}', sources: `${def.name}: it is bargained` }), cite('costChange', 'bargain'));
  return total;
}

/** Pays the bargain cost (601.2h): sacrifices the named artifact, enchantment or token its caster controls. */
export function payBargain(game: Game, who: string, spell: string, name: string, find: (name: string) => Permanent, view: (p: Permanent) => { types: string[] }): void {
  const victim = find(name);
  const types = view(victim).types;
  if (victim.controller !== who || !(victim.card.token || types.includes('Artifact') || types.includes('Enchantment'))) throw new IllegalAction(`${victim.card.def.name} is not an artifact, enchantment or token ${who} controls, so it can't be sacrificed to bargain ${spell}`, cite('bargain', 'cantPay'));
  trace(game, 'note', say('cast.bargained', { spell, object: victim.card.def.name }), cite('bargain', 'additionalCostPaid'));
  leaveBattlefield(game, [{ object: victim, to: 'graveyard', why: 'is sacrificed to pay a cost', rules: cite('sacrifice') }]);
}

/** Casualty N (702.153a): the creature the scenario names (`casualty: NAME`) is sacrificed with the other costs; it needs power N or greater. */
export function payCasualty(game: Game, who: string, def: CardDef, name: string | undefined, find: (name: string) => Permanent, view: (p: Permanent) => { types: string[]; power?: number }): boolean {
  if (name === undefined) return false;
  const c = def.abilities.find((a) => a.kind === 'casualty');
  if (!c || c.kind !== 'casualty') throw new IllegalAction(`${def.name} has no casualty`, cite('casualty'));
  const victim = find(name);
  const v = view(victim);
  if (victim.controller !== who || !v.types.includes('Creature') || (v.power ?? 0) < c.n) throw new IllegalAction(`${victim.card.def.name} is not a creature ${who} controls with power ${c.n} or greater, so it can't be sacrificed for ${def.name}'s casualty ${c.n}`, cite('casualty', 'cantPay'));
  trace(game, 'note', say('cast.casualty', { spell: def.name, object: victim.card.def.name }), cite('casualty', 'additionalCostPaid'));
  leaveBattlefield(game, [{ object: victim, to: 'graveyard', why: 'is sacrificed to pay a cost', rules: cite('sacrifice') }]);
  return true;
}

