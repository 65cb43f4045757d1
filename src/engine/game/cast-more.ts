// Casting mechanics read by oracle/entries/cast-more.ts, applied while casting (casting.ts):
// when the spell may be cast ("Cast this spell only during …", 506.7; flash for an extra cost,
// 601.3c; split second, 702.61a), what its cost becomes (an alternative cost, 118.9; entwine,
// 702.42a; affinity, 702.41a; "costs {M} less if it targets …", 601.2f) and what pays it after
// the total cost is fixed (improvise, 702.126a; delve, 702.66a). Storm (702.40a) is storm.ts.
import { cite } from '../citations.ts';
import type { Ability, CastAbility, CastWindow } from '../oracle/ast.ts';
import { formatMana, genericOf, withGeneric } from '../oracle/mana.ts';
import { say, type Message, type Text } from '../messages/message.ts';
import { STEPS, type Step } from '../types.ts';
import { characteristics } from './characteristics.ts';
import { IllegalAction, ScenarioReferenceError } from './illegal.ts';
import { nextTimestamp, noteDefault, player, trace, type Card, type CardDef, type Game, type Permanent, type SourceInfo, type StackItem, type TargetRef } from './state.ts';
import { delayOn } from './delayed.ts';
import { candidateOf, fitsIn } from './refs.ts';
import { becameTapped } from './tapping.ts';
import { raise } from './stream.ts';

type Of<K extends CastAbility['kind']> = Extract<Ability, { kind: K }>;
const abilitiesOf = <K extends CastAbility['kind']>(def: CardDef, kind: K): Array<Of<K>> => def.abilities.filter((a): a is Of<K> => a.kind === kind);

/** The spells cast this turn (for storm and "if you've cast another spell this turn"); replaced, never mutated, so snapshots stay apart. */
function recordSpellCast(game: Game, who: string, name: string, id: string): void {
  game.spellsCast = [...(game.spellsCast ?? []).filter((s) => s.turn === game.turn), { turn: game.turn, player: who, name, id }];
}
export const spellsCastThisTurn = (game: Game): Array<{ player: string; name: string }> => (game.spellsCast ?? []).filter((s) => s.turn === game.turn);

/**
 * The spell became cast (601.2i): it is counted among this turn's spells (storm counts those cast
 * before it, 702.40a), kept as it was cast for a trigger that copies it later (707.10), and the
 * event is raised ("whenever you cast", prowess, the spell's own cascade and storm).
 */
export function spellBecameCast(game: Game, who: string, item: StackItem): void {
  // 700.14: the mana the player spent this turn to cast spells, before and after paying this one's costs.
  const before = (game.spellsCast ?? []).reduce((n, s) => n + (s.turn === game.turn && s.player === who && s.id !== undefined ? (game.copiable?.[s.id]?.expended ?? 0) : 0), 0);
  item.castBefore = spellsCastThisTurn(game).length;
  recordSpellCast(game, who, item.source.name, item.id);
  game.copiable = { ...game.copiable, [item.id]: item };
  raise(game, { kind: 'casts', player: who, spell: item, nth: spellsCastThisTurn(game).filter((s) => s.player === who).length });
  if (item.expended) raise(game, { kind: 'expends', player: who, before, after: before + item.expended });
}

/** Split second (702.61a): while a spell with it is on the stack, no other spell is cast and no ability but a mana ability is activated (702.61b). */
export function checkSplitSecond(game: Game, what: Message): void {
  const locking = game.stack.find((s) => s.kind === 'spell' && (s.card ?? s.copyOfCard)?.def.abilities.some((a) => a.kind === 'split-second'));
  if (locking) throw new IllegalAction(say('illegal.splitSecond', { what, spell: locking.source.name, keyword: say('term.keyword', { keyword: 'split second' }) }), cite('splitSecond', 'splitSecondMana'));
}

const COMBAT: ReadonlyArray<Step> = ['beginning-of-combat', 'declare-attackers', 'declare-blockers', 'combat-damage', 'end-of-combat'];
const stepIndex = (s: Step): number => STEPS.indexOf(s);

/** Whether `when` allows casting now; a reason when it doesn't. */
function windowProblem(game: Game, who: string, when: CastWindow): CastWindow | null {
  const step = game.step;
  const inCombat = COMBAT.includes(step);
  switch (when) {
    case 'combat':
      return inCombat ? null : when;
    case 'declare-attackers':
      return step === 'declare-attackers' ? null : when;
    case 'declare-attackers-attacked': {
      if (step !== 'declare-attackers') return 'declare-attackers';
      const atMe = game.combat.attackers.filter((a) => a.defender === who);
      if (atMe.some((a) => !a.planeswalker)) return null;
      // Whether an attack on one's planeswalker means "you've been attacked" is not settled here: refused, not guessed.
      if (atMe.length) throw new ScenarioReferenceError(say('scenario.onlyPlaneswalkersAttacked', { player: who }), 'cast');
      return when;
    }
    case 'declare-blockers':
      return step === 'declare-blockers' ? null : when;
    case 'combat-before-blockers':
      // 506.7b, 506.7e: before the declare blockers step begins.
      return step === 'beginning-of-combat' || step === 'declare-attackers' ? null : when;
    case 'combat-after-blockers':
      // 506.7b, 506.7f: after the declare blockers step begins, never when it was skipped.
      return inCombat && game.combat.declaredBlockers && stepIndex(step) >= stepIndex('declare-blockers') ? null : when;
    case 'before-combat-damage':
      // 506.7e: without attackers the declare blockers and combat damage steps are skipped, so the end of combat comes after it too.
      return stepIndex(step) < stepIndex('combat-damage') ? null : when;
    case 'after-combat':
      return stepIndex(step) > stepIndex('end-of-combat') ? null : when;
    case 'another-spell':
      return spellsCastThisTurn(game).some((s) => s.player === who) ? null : when;
    case 'opponents-turn':
      return game.active !== who ? null : when;
    case 'your-turn':
      return game.active === who ? null : when;
  }
}

type Code = Parameters<typeof cite>[number];
const WINDOW_RULES: Record<CastWindow, Code[]> = {
  combat: ['castOnlyCombat'],
  'declare-attackers': [],
  'declare-attackers-attacked': [],
  'declare-blockers': [],
  'combat-before-blockers': ['castOnlyCombat', 'castBlockersDeclared'],
  'combat-after-blockers': ['castOnlyCombat', 'castBlockersDeclared', 'castAfterSkipped'],
  'before-combat-damage': ['castBeforeSkipped'],
  'after-combat': [],
  'another-spell': [],
  'opponents-turn': [],
  'your-turn': [],
};

/** "Cast this spell only …" (601.3, 506.7): the card's own restriction on when it may be cast. */
export function checkCastWindow(game: Game, who: string, def: CardDef): void {
  for (const a of abilitiesOf(def, 'cast-only')) {
    const problem = windowProblem(game, who, a.when);
    if (problem) throw new IllegalAction(say('illegal.castWindow', { card: def.name, when: problem, player: who, text: a.text }), cite('castPermitted', ...WINDOW_RULES[a.when]));
  }
}

/** "You may cast this spell as though it had flash if you pay {M} more" (601.3c): the extra cost, when it is cast at a time only flash allows. */
export function flashForMore(def: CardDef): string[] | null {
  return abilitiesOf(def, 'flash-for-more')[0]?.cost ?? null;
}

export function traceFlashForMore(game: Game, spell: string, cost: string[]): void {
  trace(game, 'note', say('cast.flashForMore', { spell, cost: formatMana(cost) }), cite('flashIfPaid', 'costChange'));
}

/** "You may pay {M} rather than pay this spell's mana cost" (118.9), when the scenario says `alternative: true`. */
export function alternativeCostOf(game: Game, card: Card, wanted: boolean | undefined, otherAlternative: boolean): string[] | null {
  if (!wanted) return null;
  const a = abilitiesOf(card.def, 'alternative-cost')[0];
  if (!a) throw new IllegalAction(say('illegal.noAlternativeCost', { card: card.def.name }), cite('alternativeCost'));
  if (otherAlternative) throw new IllegalAction(say('illegal.oneAlternativeCost', { card: card.def.name }), cite('alternativeCost', 'oneAlternativeCost'));
  trace(game, 'note', say('cast.alternative', { spell: card.def.name, cost: formatMana(a.cost) }), cite('alternativeCost', 'castTotalCost'));
  return a.cost;
}

/** Dash (702.109a): its dash cost rather than its mana cost, when the scenario says `dash: true`. */
export function dashOf(game: Game, card: Card, wanted: boolean | undefined, otherAlternative: boolean): string[] | null {
  if (!wanted) return null;
  const a = abilitiesOf(card.def, 'dash')[0];
  if (!a) throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: 'dash' }) }), cite('dash'));
  if (otherAlternative) throw new IllegalAction(say('illegal.oneAlternativeCost', { card: card.def.name }), cite('alternativeCost', 'oneAlternativeCost'));
  trace(game, 'note', say('cast.dash', { spell: card.def.name, cost: formatMana(a.cost) }), cite('dash', 'alternativeCost', 'castTotalCost'));
  return a.cost;
}

/** A dashed permanent as it enters (702.109a): haste while it stays this object, and the delayed return to its owner's hand at the next end step. */
export function dashEnters(game: Game, perm: Permanent, source: SourceInfo): void {
  game.floating.push({ timestamp: nextTimestamp(game), duration: { kind: 'indefinitely' }, objectId: perm.id, sourceName: perm.card.def.name, change: { layer: '6', keyword: 'haste' } });
  delayOn(game, 'next-end-step', [perm], { type: 'move', objects: { ref: 'previous' }, to: 'hand' }, { controller: perm.controller, source, text: `Return ${perm.card.def.name} to its owner's hand at the beginning of the next end step.`, keyword: 'dash' });
  trace(game, 'note', say('cast.dashEnters', { card: perm.card.def.name }), cite('dash', 'delayedTrigger'));
}

/** Replicate (702.56a): its cost added once for each time the scenario pays it (`replicate: N`). */
export function replicateOf(card: Card, times: number | undefined): { times: number; cost: string[] } {
  if (!times) return { times: 0, cost: [] };
  const r = abilitiesOf(card.def, 'replicate')[0];
  if (!r) throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: 'replicate' }) }), cite('replicate'));
  return { times, cost: Array.from({ length: times }, () => r.cost).flat() };
}

export function traceReplicate(game: Game, spell: string, r: { times: number; cost: string[] }): void {
  if (r.times) trace(game, 'note', say('cast.replicate', { spell, times: r.times, cost: formatMana(mergeGeneric(r.cost)) }), cite('castAnnounce', 'replicate', 'additionalCostPaid', 'castTotalCost'));
}

/** Escape (702.138a): cast from the graveyard for its escape cost, an alternative cost (118.9a: the only one). */
export function escapeCast(game: Game, item: StackItem, cost: string[], otherAlternative: boolean): void {
  if (otherAlternative) throw new IllegalAction(say('illegal.oneAlternativeCost', { card: item.source.name }), cite('alternativeCost', 'oneAlternativeCost'));
  item.escaped = true;
  trace(game, 'note', say('cast.escape', { spell: item.source.name, cost: formatMana(cost) }), cite('escape', 'alternativeCost', 'castTotalCost'));
}

/** Escape's "Exile N other cards from your graveyard": the cards the scenario names (`escape: [..]`), else the first N others listed. */
export function exileForEscape(game: Game, who: string, spell: string, n: number, names: string[] | undefined): void {
  const p = player(game, who);
  let picked: Card[];
  if (names) {
    if (names.length !== n) throw new IllegalAction(say('illegal.escapeCount', { spell, n, named: names.length, keyword: say('term.keyword', { keyword: 'escape' }) }), cite('escape', 'cantPay'));
    const pool = [...p.graveyard];
    picked = names.map((name) => {
      const i = pool.findIndex((c) => c.id === name || c.def.name.toLowerCase() === name.toLowerCase());
      if (i < 0) throw new IllegalAction(say('illegal.escapeNoCard', { player: who, card: name, spell, keyword: say('term.keyword', { keyword: 'escape' }) }), cite('escape', 'cantPay'));
      return pool.splice(i, 1)[0]!;
    });
  } else {
    if (p.graveyard.length < n) throw new IllegalAction(say('illegal.escapeTooFew', { player: who, have: p.graveyard.length, n, spell, keyword: say('term.keyword', { keyword: 'escape' }) }), cite('escape', 'cantPay'));
    picked = p.graveyard.slice(0, n);
    noteDefault(game, say('default.exileFirst', { spell, keyword: say('term.keyword', { keyword: 'escape' }), n, cards: picked.map((c) => c.def.name).join(', ') }));
  }
  p.graveyard = p.graveyard.filter((c) => !picked.includes(c));
  p.exile.push(...picked);
  trace(game, 'zone-change', say('cast.escapeExile', { player: who, cards: picked.map((c) => c.def.name).join(', '), spell }), cite('escape', 'castPay'));
}

/** Spree (702.172a): the chosen modes' costs, an additional cost. */
export function traceSpree(game: Game, spell: string, costs: string[]): void {
  trace(game, 'note', say('cast.spree', { spell, cost: formatMana(mergeGeneric(costs)) }), cite('spree', 'additionalCostPaid', 'castTotalCost'));
}

/** Mayhem (702.187b): cast from the graveyard the turn it was discarded, for its mayhem cost (an alternative cost). */
export function traceMayhem(game: Game, spell: string, cost: string[], otherAlternative: boolean): void {
  if (otherAlternative) throw new IllegalAction(say('illegal.oneAlternativeCost', { card: spell }), cite('alternativeCost', 'oneAlternativeCost'));
  trace(game, 'note', say('cast.mayhem', { spell, cost: formatMana(cost) }), cite('mayhem', 'alternativeCost', 'castTotalCost'));
}

/** Entwine (702.42a): every mode is chosen and the entwine cost added, when the scenario says `entwine: true`. */
export function entwineOf(card: Card, wanted: boolean | undefined): string[] | null {
  if (!wanted) return null;
  const e = abilitiesOf(card.def, 'entwine')[0];
  if (!e) throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: 'entwine' }) }), cite('entwine'));
  return e.cost;
}

export function traceEntwine(game: Game, spell: string, cost: string[]): void {
  trace(game, 'note', say('cast.entwine', { spell, cost: formatMana(cost) }), cite('castAnnounce', 'entwine', 'entwineOrder', 'additionalCostPaid', 'castTotalCost'));
}

/** What affinity counts: a permanent its caster controls with that type or subtype (after the layers). */
function counts(game: Game, who: string, what: Of<'affinity'>['for']): number {
  return game.battlefield.filter((p) => {
    if (p.controller !== who) return false;
    const c = characteristics(game, p);
    return what.type ? c.types.includes(what.type) : c.subtypes.includes(what.subtype!);
  }).length;
}

/**
 * The spell's own reductions of its total cost (601.2f), generic mana only: affinity (702.41a,
 * each instance, 702.41b) and "costs {M} less to cast if it targets …" (its targets are chosen
 * before, 601.2c).
 */
export function selfReductions(game: Game, who: string, def: CardDef, cost: string[], targets: TargetRef[]): string[] {
  const parts: Text[] = [];
  let less = 0;
  for (const a of abilitiesOf(def, 'affinity')) {
    const n = counts(game, who, a.for);
    if (n) parts.push(say('cost.affinity', { keyword: say('term.keyword', { keyword: 'affinity' }), plural: a.for.plural, type: a.for.type ?? '', subtype: a.for.subtype ?? '', n }));
    less += n;
  }
  for (const a of abilitiesOf(def, 'cost-less-if-targets')) {
    const fits = targets.some((t) => {
      const c = candidateOf(game, t);
      return c !== undefined && fitsIn(game, c, a.filter, { controller: who, source: { id: '', name: def.name } });
    });
    const n = a.cost.reduce((s, m) => s + Number(m), 0);
    if (fits) {
      parts.push(`"${a.text}": ${n}`);
      less += n;
    }
  }
  if (!parts.length) return cost;
  const total = withGeneric(cost, -less);
  const affinity = abilitiesOf(def, 'affinity').length > 0;
  trace(game, 'note', say('cast.selfReduction', { spell: def.name, cost: formatMana(total) || '{0}', why: parts }), cite('costChange', 'castTotalCost', ...(affinity ? (['affinity'] as const) : []), ...(abilitiesOf(def, 'cost-less-if-targets').length ? (['castTargets'] as const) : [])));
  return total;
}

/** A cost with its generic mana in one symbol, first ({2}{R}{2} → {4}{R}). */
export function mergeGeneric(cost: string[]): string[] {
  return withGeneric(cost, 0);
}


/** Improvise (702.126a): each named untapped artifact of the caster is tapped and pays {1} of the total cost. */
export function improvise(game: Game, who: string, def: CardDef, cost: string[], names: string[] | undefined, find: (name: string) => Permanent): string[] {
  if (!names?.length) return cost;
  if (!abilitiesOf(def, 'pay-generic-with').some((a) => a.how === 'improvise')) throw new IllegalAction(say('illegal.noImprovise', { card: def.name, keyword: say('term.keyword', { keyword: 'improvise' }) }), cite('improvise'));
  const tapped: Permanent[] = [];
  for (const name of names) {
    const p = find(name);
    if (!characteristics(game, p).types.includes('Artifact') || p.controller !== who) throw new IllegalAction(say('illegal.improviseNotArtifact', { card: p.card.def.name, player: who }), cite('improvise'));
    if (p.tapped || tapped.includes(p)) throw new IllegalAction(say('illegal.improviseTapped', { card: p.card.def.name }), cite('improvise'));
    tapped.push(p);
  }
  if (tapped.length > genericOf(cost)) throw new IllegalAction(say('illegal.improviseTooMany', { card: def.name, n: tapped.length, generic: genericOf(cost), cost: formatMana(cost) }), cite('improvise', 'improviseAfterTotal'));
  for (const p of tapped) {
    p.tapped = true;
    becameTapped(game, p, true);
  }
  const left = withGeneric(cost, -tapped.length);
  trace(game, 'note', say('cast.improvise', { player: who, artifacts: tapped.map((p) => p.card.def.name).join(', '), cost: left.length ? formatMana(left) : '{0}' }), cite('improvise', 'improviseAfterTotal'));
  return left;
}

/** Delve (702.66a): each named card of the caster's graveyard is exiled and pays {1} of the total cost. */
export function delve(game: Game, who: string, def: CardDef, cost: string[], names: string[] | undefined): string[] {
  if (!names?.length) return cost;
  if (!abilitiesOf(def, 'pay-generic-with').some((a) => a.how === 'delve')) throw new IllegalAction(say('illegal.noDelve', { card: def.name, keyword: say('term.keyword', { keyword: 'delve' }) }), cite('delve'));
  const p = player(game, who);
  const yard = [...p.graveyard];
  const exiled: Card[] = [];
  for (const name of names) {
    const i = yard.findIndex((c) => c.id === name || c.def.name.toLowerCase() === name.toLowerCase());
    if (i < 0) throw new IllegalAction(say('illegal.delveNoCard', { player: who, card: name, graveyard: p.graveyard.map((c) => c.def.name).join(', ') }), cite('delve'));
    exiled.push(yard.splice(i, 1)[0]!);
  }
  if (exiled.length > genericOf(cost)) throw new IllegalAction(say('illegal.delveTooMany', { card: def.name, n: exiled.length, generic: genericOf(cost), cost: formatMana(cost) }), cite('delve', 'delveAfterTotal'));
  p.graveyard = yard;
  p.exile.push(...exiled);
  const left = withGeneric(cost, -exiled.length);
  trace(game, 'zone-change', say('cast.delve', { player: who, cards: exiled.map((c) => c.def.name).join(', '), cost: left.length ? formatMana(left) : '{0}' }), cite('delve', 'delveAfterTotal'));
  return left;
}
