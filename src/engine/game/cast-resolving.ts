// Casting a spell while another spell or ability resolves: cascade (702.85a) and rebound
// (702.88a) let a player cast a card from exile without paying its mana cost, madness (702.35a)
// for its madness cost. The spell is
// cast as any other (601.2a–h: modes, targets, the total cost — cost increases still apply to
// a free spell, 601.2f — and additional costs), becomes cast (601.2i: cast triggers, storm,
// cascade), but nobody receives priority here: the resolving object finishes first (601.2i:
// only a player who had priority before casting gets it after).
import { JudgeError } from '../../errors.ts';
import { spellLimitProblem } from './spell-limit.ts';
import { spellAdditionalCosts } from './either-costs.ts';
import { cite } from '../citations.ts';
import type { Ability, TargetSpec } from '../oracle/ast.ts';
import { enchantTarget } from './enchant.ts';
import { targetsOf } from '../oracle/ast.ts';
import { formatMana, manaValue } from '../oracle/mana.ts';
import { say } from '../messages/message.ts';
import { spellEffects } from './cast-options.ts';
import { checkCastWindow, selfReductions, spellBecameCast } from './cast-more.ts';
import { chooseTargets, payMana } from './casting.ts';
import { payOtherCost, totalCost } from './costs.ts';
import { becameTargets } from './targeted.ts';
import { queueTrigger, registerTriggerSources, type TriggerSource } from './triggers/handler.ts';
import { triggeredAbilities } from './triggers/keywords.ts';
import { raise } from './stream.ts';
import { choiceNames, newId, nextTimestamp, noteDefault, player, takeChoice, trace, type Card, type Game, type Permanent, type SourceInfo, type StackItem } from './state.ts';
import { IllegalAction, ScenarioReferenceError } from './illegal.ts';
import { legalTargets } from './targets.ts';
import { putCardIntoGraveyard } from './events.ts';
import { UNKNOWN } from './library.ts';
import type { Candidate, CardToGraveyardEvent, ReplacementKind } from './replacement/event.ts';

type Keyword = 'cascade' | 'rebound' | 'madness' | 'suspend' | 'miracle' | 'cipher' | 'discover' | 'effect';
const RULE = { cascade: 'cascade', rebound: 'rebound', madness: 'madness', suspend: 'suspend', miracle: 'miracle', cipher: 'cipher', discover: 'discover', effect: 'castDuringResolution' } as const;

/** How a cast by an effect (`keyword: 'effect'`) is told: `by`, the source whose effect casts it; `exileInstead`, that source's name when the spell is exiled instead of put into a graveyard (614.1a). */
export interface CastBy { by?: string; exileInstead?: string }

/**
 * "You may cast [card] without paying its mana cost" (or, with `cost`, "by paying [cost] rather
 * than its mana cost"): the player's `choose: {cast: true|false}`, else a documented default —
 * a free spell is cast when it can be, a madness spell (which may not be affordable) is not.
 * Targets come from a `choose: {targets: [..]}`, else the first legal ones. Returns whether it was cast.
 */
export function castWithoutPaying(game: Game, who: string, card: Card, zone: Card[], keyword: Keyword, alternative?: string[], copy = false, how: CastBy = {}): boolean {
  const def = card.def;
  const named = keyword === 'effect' ? (how.by ?? '') : say('term.keyword', { keyword });
  const wanted = takeChoice(game, who, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'cast' in v ? Boolean((v as { cast: unknown }).cast) : undefined));
  const source: SourceInfo = { id: card.id, name: def.name, controller: who, colors: def.colors, keywords: [], types: def.types, subtypes: def.subtypes };
  const spellAbilities = def.abilities.filter((a): a is Extract<Ability, { kind: 'spell' }> => a.kind === 'spell');
  const enchant = def.subtypes.includes('Aura') ? def.abilities.find((a) => a.kind === 'enchant') : undefined;
  if (def.types.includes('Land')) throw new JudgeError('not_implemented', `${def.name} is a land: playing it with its ${keyword} ability is not modelled yet`);
  // 709.3, 715.3, 712.11b: a split card's half, an Adventure or a modal double-faced card's face would be chosen as it is cast.
  if (def.faces?.layout === 'split' || def.faces?.layout === 'adventure' || def.faces?.layout === 'omen' || def.modal) throw new JudgeError('not_implemented', `${def.name} has more than one face to cast; choosing one while its ${keyword} ability resolves is not modelled yet`);
  const modal = spellAbilities.some((a) => a.modes);
  if (modal) throw new JudgeError('not_implemented', `${def.name} is modal; casting it during the resolution of its ${keyword} ability, with its modes chosen, is not modelled yet`);
  const kinds: TargetSpec[] = enchant?.kind === 'enchant' ? [enchantTarget(enchant)] : targetsOf(spellAbilities.flatMap((a) => a.effects));
  const castable = kinds.every((k) => legalTargets(game, source, who, k).length > 0);
  if (wanted === undefined && alternative) {
    noteDefault(game, say('default.doesNotCast', { card: def.name, player: who, keyword: named }));
    trace(game, 'note', say('cast.freeDeclined', { player: who, card: def.name, keyword: named, why: 'declined' }), cite(RULE[keyword]));
    return false;
  }
  if (wanted === false || !castable) {
    trace(game, 'note', say('cast.freeDeclined', { player: who, card: def.name, keyword: named, why: wanted === false ? 'declined' : 'no-target' }), cite(RULE[keyword], ...(castable ? [] : (['castTargets'] as const))));
    if (wanted === true) noteDefault(game, say('default.castNoTarget', { card: def.name, player: who }));
    return false;
  }
  // "can't cast more than one spell each turn" forbids this cast too (101.2).
  const limit = spellLimitProblem(game, who, def.name);
  if (limit) {
    trace(game, 'note', limit.message, limit.rules);
    return false;
  }
  if (wanted === undefined) noteDefault(game, say('default.castsFree', { card: def.name, player: who, keyword: named }));
  const names = takeChoice(game, who, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'targets' in v ? choiceNames(v, 'targets') : undefined));
  const targets = chooseTargets(game, source, who, kinds, names);
  const effects = spellEffects(game, source, who, spellAbilities, {}, 0);
  // A copy cast (707.12) leaves the card where it is; it is a spell with no card.
  if (!copy) zone.splice(zone.indexOf(card), 1);
  const item: StackItem = { id: newId(game, `${def.name} spell`), kind: 'spell', ...(copy ? { copyOfCard: card } : { card }), source, controller: who, effects, targets, targetSpecs: kinds, text: def.name };
  // The zone it is cast from, whoever's it is (601.2a: a card may be cast from another player's graveyard).
  const from = game.players.some((q) => q.hand === zone) ? 'hand' : game.players.some((q) => q.graveyard === zone) ? 'graveyard' : game.players.some((q) => q.exile === zone) ? 'exile' : game.players.some((q) => q.library === zone) ? 'library' : undefined;
  if (!copy && from) item.castFrom = from;
  // Cast without paying its mana cost, X is 0 (107.3b).
  if ((def.manaCost ?? []).includes('X')) item.x = 0;
  // Suspend: a creature spell cast this way gains haste (702.62a).
  if (keyword === 'suspend' && def.types.includes('Creature')) item.suspendHaste = true;
  if (how.exileInstead) item.exileInstead = how.exileInstead;
  game.stack.push(item);
  if (alternative) trace(game, 'cast', say('cast.forCost', { player: who, card: def.name, keyword: named, cost: formatMana(alternative) }), cite('castMoveToStack', RULE[keyword], ...(keyword === 'madness' ? (['madnessCast'] as const) : []), 'alternativeCost', ...(targets.length ? (['castTargets'] as const) : [])), { card: def.name, targets });
  else trace(game, 'cast', say('cast.free', { player: who, card: def.name, keyword: named }), cite('castMoveToStack', RULE[keyword], 'alternativeCost', ...(targets.length ? (['castTargets'] as const) : [])), { card: def.name, targets });
  // 601.2f: increases still apply, even to a free spell; then the additional costs (601.2b).
  // Additional costs are still paid (118.9, 601.2b): "A or B" decided, a mana one joining the total cost.
  const additional = spellAdditionalCosts(game, who, def);
  const cost = selfReductions(game, who, def, totalCost(game, who, def, [...(alternative ?? []), ...additional.mana], targets), targets);
  if (cost.length) item.expended = payMana(game, who, cost, def.name).length;
  const sacrificed: string[] = [];
  for (const c of additional.others) payOtherCost(game, who, undefined, c, def.name, sacrificed);
  if (sacrificed.length) item.sacrificed = sacrificed;
  spellBecameCast(game, who, item);
  becameTargets(game, item);
  return true;
}

/** The spell's mana value on the stack: X counts as chosen (202.3e). */
export const spellValue = (item: StackItem): number => manaValue(item.card?.def.manaCost ?? []) + ((item.card?.def.manaCost ?? []).filter((s) => s === 'X').length * (item.x ?? 0));

/**
 * Cascade resolving (702.85a): exile from the top until a nonland card with a lower mana value,
 * which may be cast free; the rest go to the bottom in a random order — here the order they
 * were exiled in, a documented default.
 */
export function resolveCascade(game: Game, who: string, source: string, value: number): void {
  exileUntilCast(game, who, who, source, 'cascade', (card) => !isLand(card) && manaValue(card.def.manaCost ?? []) < value, true);
}

/**
 * "Exile cards from the top of your (their) library until you (they) exile a nonland card. You may cast that card without
 * paying its mana cost. [Then put the exiled cards that weren't cast this way on the bottom of that library in a random
 * order.]" (608.2g): the card that `fits` may be cast by `who`; the others stay in exile unless `restBottom`.
 */
export function resolveExileUntil(game: Game, who: string, owner: string, source: string, fits: (card: Card) => boolean, restBottom: boolean): void {
  exileUntilCast(game, who, owner, source, 'effect', fits, restBottom);
}

/**
 * Discover N (701.57a): exile from the top until a nonland card with mana value N or less, which may be cast free; if it
 * isn't cast, it goes to its owner's hand (a discovered card either way, 701.57c). The rest go to the bottom in a random
 * order — here the order they were exiled in, as for cascade (a documented default).
 */
export function resolveDiscover(game: Game, who: string, source: string, value: number): void {
  exileUntilCast(game, who, who, source, 'discover', (card) => !isLand(card) && manaValue(card.def.manaCost ?? []) <= value, true);
}
const isLand = (card: Card): boolean => card.def.types.includes('Land');

/** Exile cards from the top of `who`'s library until a nonland card whose mana value `fits`; it may be cast without paying its mana cost. */
function exileUntilCast(game: Game, who: string, owner: string, source: string, keyword: 'cascade' | 'discover' | 'effect', fits: (card: Card) => boolean, restBottom: boolean): void {
  const p = player(game, owner);
  const exiled: Card[] = [];
  let hit: Card | undefined;
  while (p.library.length) {
    const card = p.library[0]!;
    if (card.def.name === UNKNOWN) throw new JudgeError('not_implemented', `${source}: ${keyword} exiles cards from the top of ${who}'s library, but the scenario does not list the library's cards (or they were shuffled); list them with library: [..]`);
    p.library.shift();
    p.exile.push(card);
    exiled.push(card);
    if (fits(card)) {
      hit = card;
      break;
    }
  }
  if (keyword === 'cascade') trace(game, 'zone-change', say('cast.cascadeExiles', { player: who, cards: exiled.map((c) => c.def.name).join(', ') || '—', hit: hit?.def.name ?? '' }), cite('cascade'));
  else if (keyword === 'discover') trace(game, 'zone-change', say('cast.discoverExiles', { player: who, cards: exiled.map((c) => c.def.name).join(', ') || '—', hit: hit?.def.name ?? '' }), cite('discover'));
  else trace(game, 'zone-change', say('cast.untilExiles', { player: owner, cards: exiled.map((c) => c.def.name).join(', ') || '—', hit: hit?.def.name ?? '', source }), cite('exileZone'));
  const cast = hit ? castWithoutPaying(game, who, hit, p.exile, keyword, undefined, false, keyword === 'effect' ? { by: source } : {}) : false;
  // 701.57a: a discovered card not cast is put into its owner's hand.
  if (hit && !cast && keyword === 'discover') {
    p.exile = p.exile.filter((c) => c !== hit);
    p.hand.push(hit);
    trace(game, 'zone-change', say('cast.discoverToHand', { player: who, card: hit.def.name }), cite('discover'));
  }
  const rest = exiled.filter((c) => c !== hit || (!cast && keyword !== 'discover'));
  if (!rest.length || !restBottom) return;
  p.exile = p.exile.filter((c) => !rest.includes(c));
  p.library.push(...rest);
  const cards = rest.map((c) => c.def.name).join(', ');
  if (rest.length > 1) noteDefault(game, keyword === 'discover' ? say('default.discoverOrder', { source, player: owner }) : keyword === 'cascade' ? say('default.cascadeOrder', { source, player: owner }) : say('default.untilOrder', { source, player: owner }));
  if (keyword === 'effect') trace(game, 'zone-change', say('cast.untilBottom', { player: owner, cards }), cite('libraryOrder'));
  else trace(game, 'zone-change', keyword === 'cascade' ? say('cast.cascadeBottom', { player: who, cards }) : say('cast.discoverBottom', { player: who, cards }), cite(keyword));
}

/**
 * Rebound (702.88a): a spell cast from its owner's hand is exiled instead of going to the
 * graveyard as it resolves, with a delayed trigger at its controller's next upkeep. True when
 * it was exiled this way.
 */
export function reboundInstead(game: Game, item: StackItem): boolean {
  if (!item.card || !item.fromHand || !item.card.def.abilities.some((a) => a.kind === 'rebound')) return false;
  player(game, item.card.owner).exile.push(item.card);
  game.delayed.push({ at: 'your-next-upkeep', createdTurn: game.turn, controller: item.controller, source: item.source, effects: [{ type: 'cast', cardId: item.card.id, keyword: 'rebound' }], text: `At the beginning of your next upkeep, you may cast ${item.card.def.name} from exile without paying its mana cost.` });
  trace(game, 'zone-change', say('cast.rebound', { card: item.card.def.name }), cite('rebound', 'delayedTrigger'));
  return true;
}

/**
 * Rebound's delayed trigger, madness's or miracle's trigger resolving: the card, if still in exile
 * (400.7) — or, for miracle, still in its owner's hand (702.94a) — may be cast free (rebound) or for
 * its madness or miracle cost; a madness card not cast goes to its owner's graveyard (702.35a).
 */
export function castFromExile(game: Game, who: string, cardId: string, name: string, keyword: 'rebound' | 'madness' | 'suspend' | 'miracle' | 'cipher', cost?: string[], from: 'exile' | 'hand' = 'exile', copy = false): void {
  // The encoded card is its owner's, whoever controls the creature (702.99c).
  const p = copy ? (game.players.find((x) => x.exile.some((c) => c.id === cardId)) ?? player(game, who)) : player(game, who);
  const card = p[from].find((c) => c.id === cardId);
  if (!card) {
    trace(game, 'note', from === 'hand' ? say('cast.miracleGone', { card: name, player: who }) : say('effect.exileCardGone', { card: name }), cite('delayedNewObject'));
    return;
  }
  if (castWithoutPaying(game, who, card, p[from], keyword, cost, copy) || keyword !== 'madness') return;
  p.exile.splice(p.exile.indexOf(card), 1);
  if (putCardIntoGraveyard(game, card) === 'graveyard') trace(game, 'zone-change', say('cast.madnessToGraveyard', { card: card.def.name, owner: who }), cite('madness'));
}

/** Madness's first ability (702.35a): a discarded card with madness is exiled instead, and its trigger waits to be put on the stack. */
export const madnessExile: ReplacementKind<CardToGraveyardEvent> = {
  candidates(_game, event) {
    const m = event.card.def.abilities.find((a) => a.kind === 'madness');
    if (!event.discarded || event.to !== 'graveyard' || !m || m.kind !== 'madness') return [];
    const card = event.card;
    const c: Candidate<CardToGraveyardEvent> = {
      key: `madness:${card.id}`,
      sourceName: card.def.name,
      apply(g, e) {
        trace(g, 'replaced', say('cast.madnessExiled', { card: card.def.name }), cite('madness', 'replacement'));
        const source: SourceInfo = { id: card.id, name: card.def.name, controller: card.owner, colors: card.def.colors, keywords: [], types: card.def.types, subtypes: card.def.subtypes };
        // A linked trigger (607.2): it triggers on this very exile, so the replacement makes it.
        const ability: Extract<Ability, { kind: 'triggered' }> = { kind: 'triggered', trigger: { on: 'exiled', object: 'self' }, effects: [{ type: 'cast', cardId: card.id, keyword: 'madness', cost: m.cost }], text: `When ${card.def.name} is exiled this way, its owner may cast it by paying ${formatMana(m.cost)} rather than paying its mana cost. If that player doesn't, they put it into their graveyard.`, line: m.line };
        queueTrigger(g, { controller: card.owner, source, ability, reason: say('cast.madnessExiled', { card: card.def.name }) });
        return { ...e, to: 'exile' };
      },
    };
    return [c];
  },
};

/**
 * Suspend's special action (116.2f, 702.62a): only when the card could begin to be cast now
 * (its timing, its own "cast only" restriction, split second), pay the suspend cost and exile
 * it from the hand with N time counters.
 */
export function suspendCard(game: Game, who: string, card: Card, timingOk: boolean, targets: string[] | undefined, payMana: (cost: string[]) => void): void {
  const s = card.def.abilities.find((a) => a.kind === 'suspend');
  if (!s || s.kind !== 'suspend') throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: 'suspend' }) }), cite('suspend'));
  if (targets?.length) throw new ScenarioReferenceError(say('scenario.suspendNoTargets', {}), 'targets');
  if (!timingOk) throw new IllegalAction(say('illegal.suspendTiming', { card: card.def.name, player: who }), cite('suspendAction', 'sorceryTiming'));
  checkCastWindow(game, who, card.def);
  trace(game, 'special-action', say('cast.suspend', { player: who, card: card.def.name, cost: formatMana(s.cost), time: s.time }), cite('suspendAction', 'suspend'));
  payMana(s.cost);
  const hand = player(game, who).hand;
  hand.splice(hand.indexOf(card), 1);
  player(game, who).exile.push(card);
  game.suspended = { ...game.suspended, [card.id]: s.time };
}

/** A card with suspend in exile is a source of its two triggered abilities (702.62a): its owner's. */
function suspendedCards(game: Game): TriggerSource[] {
  return game.players.flatMap((p) =>
    p.exile.flatMap((card) => {
      if (!card.def.abilities.some((a) => a.kind === 'suspend')) return [];
      const info: SourceInfo = { id: card.id, name: card.def.name, controller: p.name, colors: card.def.colors, keywords: [], types: card.def.types, subtypes: card.def.subtypes };
      return [{ id: card.id, controller: p.name, info, abilities: triggeredAbilities(card.def.abilities) }];
    }),
  );
}

export function installSuspend(): void {
  registerTriggerSources(suspendedCards);
}

/** Suspend's upkeep trigger resolving: one time counter off the card; the last one off triggers its free cast (702.62a). */
export function removeTimeCounter(game: Game, who: string, cardId: string): void {
  const card = player(game, who).exile.find((c) => c.id === cardId);
  const left = game.suspended?.[cardId] ?? 0;
  // The intervening "if this card is suspended" (603.4), checked again on resolution.
  if (!card || left <= 0) return;
  const { [cardId]: _, ...others } = game.suspended ?? {};
  game.suspended = left > 1 ? { ...others, [cardId]: left - 1 } : others;
  trace(game, 'counters', say('cast.timeCounter', { card: card.def.name, left: left - 1 }), cite('suspend', 'suspended'));
  raise(game, { kind: 'counters-removed', object: cardId, counter: 'time', amount: 1, left: left - 1 });
}

/** A creature cast with suspend has haste until its controller loses control of it (702.62a). */
export function suspendedEnters(game: Game, perm: Permanent): void {
  game.floating.push({ timestamp: nextTimestamp(game), duration: { kind: 'while-controls', sourceId: perm.id, controller: perm.controller }, objectId: perm.id, sourceName: perm.card.def.name, change: { layer: '6', keyword: 'haste' } });
  trace(game, 'note', say('cast.suspendHaste', { card: perm.card.def.name }), cite('suspend'));
}
