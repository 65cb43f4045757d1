// Choices and costs a spell or ability may have beyond its mana cost: modes (700.2), kicker
// (702.33), flashback (702.34: cast from the graveyard, exiled as it leaves the stack) and
// cycling (702.29: an ability activated from the hand). casting.ts and triggers.ts call these.
import { cite } from '../citations.ts';
import type { Ability, Effect, Modes } from '../oracle/ast.ts';
// Types only (erased): the game reads the validated action's shape, the schema never the game.
import type { CastAction } from '../scenario/schema.ts';
import { targetsOf } from '../oracle/ast.ts';
import { formatMana } from '../oracle/mana.ts';
import { say, type Text } from '../messages/message.ts';
import { putCardIntoGraveyard } from './events.ts';
import type { SpellInstead } from './replacement/event.ts';
import { putDiscarded } from './discard.ts';
import { raise } from './stream.ts';
import { IllegalAction, ScenarioReferenceError } from './illegal.ts';
import { newId, noteDefault, player, trace, type Card, type Game, type Permanent, type SourceInfo, type StackItem } from './state.ts';
import { legalTargets } from './targets.ts';
import { castFaceLeavesStack, isNamed } from './faces.ts';
import { reboundInstead } from './cast-resolving.ts';
import { cipherInstead } from './cipher.ts';
import { commanderRefusal, repeatedDefault } from './spell-costs.ts';

type SpellAbility = Extract<Ability, { kind: 'spell' }>;

/** A mode as a scenario names it: its number counting from 1, or its text (without the bullet and final period). */
function modeIndex(modes: Modes, wanted: string | number, spell: string): number {
  if (typeof wanted === 'number') {
    if (wanted >= 1 && wanted <= modes.options.length) return wanted - 1;
  } else {
    const norm = (t: string) => t.toLowerCase().replace(/^•\s*/, '').replace(/\.$/, '').trim();
    const i = modes.options.findIndex((o) => norm(o.text) === norm(wanted));
    if (i >= 0) return i;
  }
  throw new ScenarioReferenceError(say('scenario.noSuchMode', { spell, mode: JSON.stringify(wanted), modes: modes.options.map((o, i) => `${i + 1}: "${o.text}"`).join(', ') }), 'modes');
}

/** Whether every target a mode asks for has a legal choice now (700.2a: else the mode can't be chosen). */
function modeLegal(game: Game, source: SourceInfo, controller: string, effects: Effect[]): boolean {
  return targetsOf(effects).every((kind) => legalTargets(game, source, controller, kind).length > 0);
}

/**
 * The modes chosen (700.2a, 601.2b): those the scenario names, or by default the first
 * ones in printed order that can be chosen. Null when too few can be chosen.
 */
export function chooseModes(game: Game, source: SourceInfo, controller: string, modes: Modes, wanted: Array<string | number> | undefined): number[] | null {
  const max = modes.max ?? modes.options.length;
  if (wanted !== undefined) {
    const picked = wanted.map((w) => modeIndex(modes, w, source.name));
    // "You may choose the same mode more than once" (700.2d).
    if (!modes.repeat && new Set(picked).size !== picked.length) throw new IllegalAction(say('illegal.modeTwice', { spell: source.name }), cite('modesOnce'));
    // "you may choose both instead" needs a commander (903.3d), and a replayed game has none.
    if (modes.withCommander && picked.length > max && picked.length <= modes.withCommander) throw new IllegalAction(commanderRefusal(source.name, picked.length), cite('commanderControlled', 'modesSpell'));
    if (picked.length < modes.min || picked.length > max) {
      throw new IllegalAction(say('illegal.modeCount', { spell: source.name, min: modes.min, max: modes.max === null ? -1 : max, given: picked.length }), cite('modal', 'modesSpell'));
    }
    return picked;
  }
  const legal = modes.options.map((o, i) => (modeLegal(game, source, controller, o.effects) ? i : -1)).filter((i) => i >= 0);
  // a mode that may be repeated fills the count from the first legal one (700.2d).
  if (modes.repeat && legal.length) return repeatedDefault(game, source.name, modes.min, legal);
  if (legal.length < modes.min) return null;
  noteDefault(game, say('default.firstModes', { spell: source.name, n: modes.min, modes: legal.slice(0, modes.min).map((i) => i + 1).join(', ') }));
  return legal.slice(0, modes.min);
}

/** All the modes, for an entwined spell (702.42a); a `modes` list, if given, must name them all. */
function entwinedModes(game: Game, source: SourceInfo, controller: string, modes: Modes, wanted: Array<string | number> | undefined): number[] | null {
  const all = modes.options.map((_, i) => i);
  if (wanted !== undefined && new Set(wanted.map((w) => modeIndex(modes, w, source.name))).size !== all.length) throw new ScenarioReferenceError(say('scenario.entwinedModes', { spell: source.name }), 'modes');
  return all.every((i) => modeLegal(game, source, controller, modes.options[i]!.effects)) ? all : null;
}

const modeList = (modes: Modes, picked: number[]): string => picked.map((i) => `"${modes.options[i]!.text}"`).join(', ');

/** The chosen modes' instructions, in printed order (700.2: the modes are followed as written). */
const modeEffects = (modes: Modes, picked: number[]): Effect[] => [...picked].sort((a, b) => a - b).flatMap((i) => modes.options[i]!.effects);

/**
 * What a cast may say beyond the card, its targets, X and the mana paid: the scenario's own
 * `cast` action (scenario/schema.ts) without those, so a new cast option is added once, in the
 * schema, and reaches the game as it was validated. `from` is where the card is cast from: the
 * hand (the default), the graveyard (flashback, escape…), exile (a foretold or plotted card) or
 * the top of the library (when a permanent allows it).
 */
export type CastChoices = Partial<Omit<CastAction, 'kind' | 'player' | 'cast' | 'targets' | 'x' | 'pay'>>;

/** The evoke cost, paid rather than the mana cost (702.74a, 118.9), when the scenario says so. */
export function evokeOf(game: Game, card: Card, wanted: boolean | undefined, alternative: boolean): string[] | null {
  if (!wanted) return null;
  const e = card.def.abilities.find((a) => a.kind === 'evoke');
  if (!e || e.kind !== 'evoke') throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: 'evoke' }) }), cite('evoke'));
  if (alternative) throw new IllegalAction(say('illegal.oneAlternativeCost', { card: card.def.name }), cite('alternativeCost'));
  trace(game, 'evoke', say('cast.evoke', { spell: card.def.name, cost: formatMana(e.cost) }), cite('evoke', 'alternativeCost', 'castTotalCost'));
  return e.cost;
}

/** The buyback cost to add when the scenario pays it (702.27a), else none. */
export function buybackOf(card: Card, wanted: boolean | undefined): string[] | null {
  if (!wanted) return null;
  const b = card.def.abilities.find((a) => a.kind === 'buyback');
  if (!b || b.kind !== 'buyback') throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: 'buyback' }) }), cite('buyback'));
  return b.cost;
}

export function traceBuyback(game: Game, spell: string, cost: string[] | null): void {
  if (cost) trace(game, 'buyback', say('cast.buyback', { spell, cost: formatMana(cost) }), cite('castAnnounce', 'buyback', 'additionalCostPaid', 'castTotalCost'));
}

const MANA_OF: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/**
 * Convoke (702.51a, applied to the total cost, 702.51b): each named untapped creature of the
 * caster is tapped and pays one colored symbol of its color, else one generic mana. Returns
 * what is left to pay.
 */
export function convoke(game: Game, who: string, card: Card, cost: string[], names: string[] | undefined, find: (name: string) => Permanent, colorsOf: (p: Permanent) => { colors: string[]; creature: boolean }): string[] {
  if (!names?.length) return cost;
  if (!card.def.abilities.some((a) => a.kind === 'convoke')) throw new IllegalAction(say('illegal.noConvoke', { card: card.def.name, keyword: say('term.keyword', { keyword: 'convoke' }) }), cite('convoke'));
  const left = [...cost];
  const tapped: Permanent[] = [];
  for (const name of names) {
    const perm = find(name);
    const c = colorsOf(perm);
    if (!c.creature || perm.controller !== who) throw new IllegalAction(say('illegal.convokeNotCreature', { card: perm.card.def.name, player: who }), cite('convoke'));
    if (perm.tapped || tapped.includes(perm)) throw new IllegalAction(say('illegal.convokeTapped', { card: perm.card.def.name }), cite('convoke'));
    const letters = c.colors.map((x) => MANA_OF[x]).filter(Boolean);
    let i = left.findIndex((sym) => !/^\d+$/.test(sym) && sym.split('/').some((m) => letters.includes(m)));
    if (i < 0) i = left.findIndex((sym) => /^\d+$/.test(sym) && Number(sym) > 0);
    if (i < 0) throw new IllegalAction(say('illegal.convokeUseless', { card: perm.card.def.name, spell: card.def.name, left: formatMana(left) }), cite('convoke'));
    const sym = left[i]!;
    if (/^\d+$/.test(sym) && Number(sym) > 1) left[i] = String(Number(sym) - 1);
    else left.splice(i, 1);
    tapped.push(perm);
  }
  for (const p of tapped) p.tapped = true;
  trace(game, 'convoke', say('cast.convoke', { player: who, creatures: tapped.map((p) => p.card.def.name).join(', '), cost: left.length ? formatMana(left) : '{0}' }), cite('convoke', 'convokeAfterTotal'));
  return left;
}

/** The card to cast: from the hand, or from the graveyard when it has flashback (702.34a). */
export function cardToCast(game: Game, who: string, name: string, from: 'hand' | 'graveyard' | undefined, findInHand: () => Card): { card: Card; flashback?: string[]; discardFor?: 'jump-start' | 'retrace'; escape?: { cost: string[]; exile: number }; mayhem?: string[]; disturb?: string[]; /** the aftermath half of a split card (702.127a) */ aftermath?: true } {
  if (from !== 'graveyard') {
    const p = player(game, who);
    if (!p.hand.some((c) => isNamed(c, name))) {
      const inYard = p.graveyard.find((c) => isNamed(c, name));
      if (inYard?.def.abilities.some((a) => a.kind === 'flashback' || a.kind === 'graveyard-cast' || a.kind === 'escape' || a.kind === 'mayhem' || a.kind === 'disturb' || a.kind === 'aftermath')) {
        throw new IllegalAction(say('illegal.inGraveyardNotHand', { player: who, card: name }), cite('castMoveToStack', 'flashback'));
      }
    }
    return { card: findInHand() };
  }
  const yard = player(game, who).graveyard;
  const card = yard.find((c) => isNamed(c, name));
  if (!card) throw new IllegalAction(say('illegal.notInGraveyard', { player: who, card: name, graveyard: yard.map((c) => c.def.name).join(', ') }), cite('castMoveToStack'));
  // 702.127a: the half of a split card with aftermath, named by its name, is cast from the graveyard.
  const half = card.def.faces?.layout === 'split' ? card.def.faces.list.find((f) => f.name.toLowerCase() === name.toLowerCase()) : undefined;
  if (half?.abilities.some((a) => a.kind === 'aftermath')) return { card, aftermath: true };
  const fb = card.def.abilities.find((a) => a.kind === 'flashback');
  const spell = card.def.types.includes('Instant') || card.def.types.includes('Sorcery');
  if (fb && fb.kind === 'flashback' && spell) return { card, flashback: fb.cost };
  // flashback an effect gave it until end of turn, for its mana cost (702.34a).
  if (spell && card.def.manaCost && game.flashbackGranted?.includes(card)) return { card, flashback: card.def.manaCost };
  const other = card.def.abilities.find((a) => a.kind === 'graveyard-cast');
  if (other && other.kind === 'graveyard-cast' && (other.how === 'retrace' || spell)) return { card, discardFor: other.how };
  // escape (702.138a).
  const esc = card.def.abilities.find((a) => a.kind === 'escape');
  if (esc && esc.kind === 'escape') return { card, escape: { cost: esc.cost, exile: esc.exile } };
  // mayhem, only the turn it was discarded (702.187b).
  const may = card.def.abilities.find((a) => a.kind === 'mayhem');
  if (may && may.kind === 'mayhem') {
    if (game.discarded?.turn === game.turn && game.discarded.ids.includes(card.id)) return { card, mayhem: may.cost };
    throw new IllegalAction(say('illegal.mayhemTurn', { card: card.def.name, keyword: say('term.keyword', { keyword: 'mayhem' }) }), cite('mayhem'));
  }
  // disturb (702.146a): cast transformed from the graveyard for its disturb cost.
  const dist = card.def.abilities.find((a) => a.kind === 'disturb');
  if (dist && dist.kind === 'disturb' && card.def.back) return { card, disturb: dist.cost };
  throw new IllegalAction(say('illegal.notFromGraveyard', { card: half?.name ?? card.def.name, keywords: ['flashback', 'jump-start', 'retrace', 'escape', 'mayhem', ...(card.def.faces?.layout === 'split' ? ['aftermath'] : [])].map((keyword) => say('term.keyword', { keyword })) }), cite('flashback', ...(card.def.faces?.layout === 'split' ? (['aftermath'] as const) : [])));
}

/**
 * Jump-start's and retrace's additional cost: discard a card (a land card for retrace), the
 * one the scenario names or else the first that fits in the hand (702.133a, 702.81a, 701.9a).
 */
export function payDiscardCost(game: Game, who: string, spell: string, how: 'jump-start' | 'retrace', wanted: string | undefined): void {
  const keyword = say('term.keyword', { keyword: how });
  const hand = player(game, who).hand;
  const fits = (c: Card) => how === 'jump-start' || c.def.types.includes('Land');
  const code = how === 'jump-start' ? 'jumpStart' : 'retrace';
  let card = wanted === undefined ? hand.find(fits) : hand.find((c) => (c.id === wanted || c.def.name.toLowerCase() === wanted.toLowerCase()) && fits(c));
  if (!card) throw new IllegalAction(say('illegal.noDiscard', { player: who, card: wanted ?? '', land: how === 'retrace', spell, keyword }), cite(code, 'cantPay'));
  if (wanted === undefined) noteDefault(game, say('default.discardFirst', { spell, keyword, card: card.def.name }));
  // Cycling discards the card (702.29a): "whenever you discard a card" sees it, then "whenever you cycle".
  putDiscarded(game, player(game, who), [card]);
  raise(game, { kind: 'cycles', player: who, card });
  trace(game, 'discard', say('cast.discardCost', { player: who, card: card.def.name, spell, keyword }), cite(code, 'additionalCostPaid', 'discard'));
}

/** Takes the card off its zone once the spell is put on the stack (601.2a). */
export function moveToStack(game: Game, who: string, card: Card, fromGraveyard: boolean): void {
  const zone = fromGraveyard ? player(game, who).graveyard : player(game, who).hand;
  zone.splice(zone.indexOf(card), 1);
}

/** How many times the spell is kicked and the kicker cost added (702.33a, 702.33c); 0 when not kicked. */
export function kickerOf(card: Card, kicked: CastChoices['kicked']): { times: number; cost: string[]; multi?: boolean; paid: string[] } {
  if (kicked === undefined || kicked === false || kicked === 0 || (Array.isArray(kicked) && !kicked.length)) return { times: 0, cost: [], paid: [] };
  const kickers = card.def.abilities.flatMap((a) => (a.kind === 'kicker' ? [a] : []));
  const k = kickers[0];
  if (!k) throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: 'kicker' }) }), cite('kicker'));
  const costs = kickers.map((x) => formatMana(x.cost));
  if (Array.isArray(kicked)) {
    // "Kicker {A} and/or {B}" is two kicker costs, each paid at most once (702.33b, 702.33d).
    const norm = (m: string) => m.replace(/\s+/g, '').toUpperCase();
    const picked = kicked.map((m) => costs.findIndex((c) => norm(c) === norm(m)));
    const bad = kicked.find((_, i) => picked[i]! < 0);
    if (bad !== undefined) throw new ScenarioReferenceError(say('scenario.noKickerCost', { card: card.def.name, cost: String(bad), costs: costs.join(', ') }), 'kicked');
    if (new Set(picked).size !== picked.length) throw new IllegalAction(say('illegal.kickerOnce', { card: card.def.name }), cite('kicker', 'kicked'));
    return { times: picked.length, cost: picked.flatMap((i) => kickers[i]!.cost), paid: picked.map((i) => costs[i]!) };
  }
  if (kickers.length > 1) throw new ScenarioReferenceError(say('scenario.whichKicker', { card: card.def.name, n: kickers.length, costs: costs.join(', '), first: costs[0]! }), 'kicked');
  const times = kicked === true ? 1 : kicked;
  if (times > 1 && !k.multi) throw new IllegalAction(say('illegal.notMultikicker', { card: card.def.name, kicker: say('term.keyword', { keyword: 'kicker' }), multikicker: say('term.keyword', { keyword: 'multikicker' }) }), cite('kicker', 'multikicker'));
  return { times, cost: Array.from({ length: times }, () => k.cost).flat(), multi: k.multi, paid: Array.from({ length: times }, () => costs[0]!) };
}

/**
 * The instructions this casting of the spell will follow: the chosen modes of a modal
 * spell (700.2a), and the "if this spell was kicked" part only when it is kicked (702.33g).
 */
export function spellEffects(game: Game, source: SourceInfo, who: string, abilities: SpellAbility[], choices: CastChoices, kicked: number, /** the chosen spree modes' costs are added here (702.172a). */ modeCosts: string[] = []): Effect[] {
  const effects: Effect[] = [];
  const modal = abilities.find((a) => a.modes);
  if (!modal && choices.modes !== undefined) throw new ScenarioReferenceError(say('scenario.notModal', { spell: source.name }), 'modes');
  for (const a of abilities) {
    if (a.modes) {
      // Entwined (702.42a): every mode, each needing its targets as any chosen mode does (700.2a).
      const picked = choices.entwine ? entwinedModes(game, source, who, a.modes, choices.modes) : chooseModes(game, source, who, a.modes, choices.modes);
      if (!picked) throw new IllegalAction(say('illegal.tooFewModes', { spell: source.name, min: a.modes.min }), cite('modesSpell', 'castTargets'));
      trace(game, 'modes', say('cast.modes', { spell: source.name, modes: modeList(a.modes, picked) }), cite('castAnnounce', 'modesSpell', 'modesTargets', ...(new Set(picked).size < picked.length ? (['modesRepeat'] as const) : [])));
      effects.push(...modeEffects(a.modes, picked));
      for (const i of picked) modeCosts.push(...(a.modes.options[i]!.cost ?? []));
    } else effects.push(...a.effects, ...(kicked && a.kicked ? a.kicked : []), /* checked payable by keywordCostOf */ ...(a.ifPaid && choices.altCost === a.ifPaid.keyword ? a.ifPaid.effects : []));
  }
  return effects;
}

export function traceKicked(game: Game, spell: string, kicked: { times: number; cost: string[]; multi?: boolean }): void {
  if (kicked.times) trace(game, 'kicker', say('cast.kicked', { spell, times: kicked.times, cost: formatMana(kicked.cost) }), cite('castAnnounce', kicked.multi ? 'multikicker' : 'kicker', 'kicked', 'additionalCostPaid', 'castTotalCost'));
}

export function traceFlashback(game: Game, who: string, spell: string, cost: string[]): void {
  trace(game, 'flashback', say('cast.flashback', { player: who, card: spell, cost: formatMana(cost) }), cite('flashback', 'alternativeCost', 'castTotalCost'));
}

/**
 * A spell card leaving the stack (resolved, countered, or its targets gone): to its owner's
 * graveyard, or to exile when it was cast with flashback (702.34a). True when it went to the graveyard.
 */
export function spellCardLeavesStack(game: Game, item: StackItem, resolved = false, instead?: SpellInstead): boolean {
  if (!item.card) return false;
  const owner = player(game, item.card.owner);
  if (resolved && item.buyback && !item.flashback) {
    owner.hand.push(item.card);
    trace(game, 'zone-change', say('resolve.buyback', { card: item.card.def.name, owner: owner.name }), cite('buyback'));
    return false;
  }
  // rebound exiles it instead (702.88a).
  if (resolved && reboundInstead(game, item)) return false;
  // cipher may exile it encoded on a creature (702.99a).
  if (resolved && cipherInstead(game, item)) return false;
  // 715.3d, 720.3d, 702.127a: an Adventure, an Omen and an aftermath half go elsewhere.
  if (castFaceLeavesStack(game, item, resolved)) return false;
  // "If that spell would be put into a graveyard, exile it instead" (614.1a), from the effect that cast it.
  if (item.exileInstead) {
    owner.exile.push(item.card);
    trace(game, 'zone-change', say('resolve.exileInstead', { card: item.card.def.name, source: item.exileInstead }), cite('replacement'));
    return false;
  }
  if (item.flashback || item.jumpStart) {
    owner.exile.push(item.card);
    trace(game, 'zone-change', say('resolve.flashbackExile', { card: item.card.def.name, keyword: item.flashback ? 'flashback' : 'jump-start' }), cite(item.flashback ? 'flashback' : 'jumpStart'));
    return false;
  }
  // Through "would be put into a graveyard from anywhere" replacements (Rest in Peace).
  return putCardIntoGraveyard(game, item.card, instead ? { instead } : {}) === 'graveyard';
}

/** A modal triggered ability's modes, chosen as it is put on the stack (700.2b, 603.3c): from a `choose: {modes}`, else the first that can be chosen. */
export function triggerEffects(game: Game, source: SourceInfo, controller: string, ability: Extract<Ability, { kind: 'triggered' }>, wanted: Array<string | number> | undefined): Effect[] | null {
  if (!ability.modes) return ability.effects;
  const picked = chooseModes(game, source, controller, ability.modes, wanted);
  if (!picked) {
    trace(game, 'trigger-removed', say('trigger.noMode', { source: source.name }), cite('modesTrigger'));
    return null;
  }
  trace(game, 'modes', say('trigger.modes', { source: source.name, modes: modeList(ability.modes, picked) }), cite('modesTrigger', 'modesTargets'));
  return modeEffects(ability.modes, picked);
}

/** Cycling (702.29a): "[Cost], Discard this card: Draw a card.", activated from the hand at instant speed. */
export function cycleFromHand(game: Game, who: string, name: string, index: number, payMana: (cost: string[], forWhat: Text) => void): StackItem {
  const hand = player(game, who).hand;
  const card = hand.find((c) => c.id === name || c.def.name.toLowerCase() === name.toLowerCase());
  if (!card) throw new IllegalAction(say('illegal.notInHand', { player: who, card: name, hand: hand.map((c) => c.def.name).join(', ') }), cite('cycling'));
  const abilities = card.def.abilities.filter((a) => a.kind === 'cycling');
  const ability = abilities[index - 1];
  if (!ability || ability.kind !== 'cycling') {
    throw new ScenarioReferenceError(say('scenario.noZoneAbility', { card: card.def.name, count: abilities.length, index, zone: 'hand' }), 'ability');
  }
  trace(game, 'activate', say('activate.cycling', { player: who, card: card.def.name, cost: formatMana(ability.cost) }), cite('activate', 'cycling', 'discard'));
  payMana(ability.cost, say('for.keyword', { card: card.def.name, keyword: say('term.keyword', { keyword: 'cycling' }) }));
  // Cycling discards the card (702.29a): "whenever you discard a card" sees it, then "whenever you cycle".
  putDiscarded(game, player(game, who), [card]);
  raise(game, { kind: 'cycles', player: who, card });
  const source: SourceInfo = { id: card.id, name: card.def.name, controller: who, colors: card.def.colors, keywords: [] };
  return { id: newId(game, `${card.def.name} ability`), kind: 'ability', source, controller: who, effects: [ability.search ? { type: 'search', players: { ref: 'you' }, filter: ability.search, count: 1, to: 'hand', keyword: 'typecycling' } : { type: 'draw', players: { ref: 'you' }, amount: 1 }], targets: [], targetSpecs: [], text: ability.text };
}
