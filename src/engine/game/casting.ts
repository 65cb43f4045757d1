// Casting spells (601.2), activating abilities (602, 605) and playing lands (116.2a, 305).
import { impulseCard } from './impulse.ts';
import { raise } from './stream.ts';
import { announcesX, spellAdditionalCosts } from './either-costs.ts';
import { cite } from '../citations.ts';
import { say, type Message, type Text } from '../messages/message.ts';
import { targetMessage } from '../messages/terms.ts';
import type { Ability, Cost, Effect, TargetSpec } from '../oracle/ast.ts';
import { abilityZone, targetsOf } from '../oracle/ast.ts';
import { formatMana, genericOf, parseManaSymbols } from '../oracle/mana.ts';
import { characteristics } from './characteristics.ts';
import { leaveBattlefield, putOntoBattlefield, sourceInfo } from './events.ts';
import { IllegalAction, ScenarioReferenceError } from './illegal.ts';
import { givePriority } from './priority.ts';
import { resolveEffect } from './effect-registry.ts';
import { buybackOf, evokeOf, cardToCast, payDiscardCost, convoke, cycleFromHand, kickerOf, moveToStack, spellEffects, traceBuyback, traceFlashback, traceKicked, type CastChoices } from './cast-options.ts';
import { newId, noteDefault, player, takeChoice, trace, type Card, type Game, type Permanent, type SourceInfo, type StackItem, type TargetRef } from './state.ts';
import { cardInGraveyard, findPermanent, isSourceRef, legalTargets, resolveTargetName, targetProblem } from './targets.ts';
import { checkSlots, excludedBySlot, graveyardOwner, isOptionalSlot } from './target-slots.ts';

import { divideDamage } from './divided-damage.ts';
import { UnreadLineMatters, unreadMessage, type UnreadLine } from './unread.ts';
import { activationConditionProblem } from './activation-conditions.ts';
import { landsAllowed, payOtherCost, reducedAbilityCosts, staticAbilityCosts, totalCost } from './costs.ts';
import { powerUpCosts } from './power-up.ts';
import { becameTargets } from './targeted.ts';
import { putCounters } from './counters.ts';
import { becameTapped, stunInsteadOfUntap } from './tapping.ts';
import { enchantTarget } from './enchant.ts';
import { restrictionsOn } from './restrictions.ts';
import { loyaltyAmount, loyaltyCostOf, loyaltyPermission, payLoyalty } from './loyalty.ts';
import { checkSpellLimit } from './spell-limit.ts';
import { alternativeCostOf, checkCastWindow, dashOf, checkSplitSecond, delve, entwineOf, flashForMore, escapeCast, exileForEscape, improvise, mergeGeneric, spellBecameCast, traceMayhem, traceSpree, replicateOf, traceReplicate, selfReductions, traceEntwine, traceFlashForMore } from './cast-more.ts';
import { activateFromGraveyard } from './graveyard-abilities.ts';
import { activateFromZone, zoneAbilityAt, type ZoneActivation } from './zone-abilities.ts';
import { reinforceFromHand, type Reinforce } from './reinforce.ts';
import { suspendCard } from './cast-resolving.ts';
import { castFaceDown, turnFaceUp } from './face-down.ts';
import { rollPlanarDie, type PlanarDieResult } from './planes.ts';
import { castTransformed, traceDisturb } from './transform.ts';
import { CAST_FACE_RULES, faceToCast, faceToPlay, isNamed } from './faces.ts';
import { exiledCardToCast, exileToCastLater, leaveExileForStack, traceExiledCast } from './exile-cast.ts';
import { graveyardLandToPlay, topCardToPlay } from './library-top-play.ts';
import { keywordCostAdds, keywordCostOf, overloadedEffects, payReturnCost, sneakWindow } from './alt-costs.ts';
import { activateNinjutsu, cyclingIndex, ninjutsuAt } from './ninjutsu.ts';
import { settleKeptMana } from './mana-pools.ts';
import { afterPayment, poolFor, spendFits, type ManaUse } from './restricted-mana.ts';
import { exert } from './exert.ts';
import { emergeOf, emergeReduction, payEmerge } from './emerge.ts';
import { spliceOnto, traceSplice } from './splice.ts';
import { assist, bargainReduction, checkBargain, escalateOf, offspringOf, payBargain, payCasualty, payConspire, squadOf, traceEscalate, traceOffspring, traceSquad } from './spell-costs.ts';

const isMain = (game: Game): boolean => game.step === 'main1' || game.step === 'main2';

function sorceryTimingOk(game: Game, who: string): boolean {
  return game.active === who && isMain(game) && game.stack.length === 0;
}

function findInHand(game: Game, who: string, name: string, rule: 'castMoveToStack' | 'playLand' = 'castMoveToStack'): Card {
  const hand = player(game, who).hand;
  const card = hand.find((c) => isNamed(c, name));
  if (!card) throw new IllegalAction(say('illegal.notInHand', { player: who, card: name, hand: hand.map((c) => c.def.name).join(', ') }), cite(rule));
  return card;
}

/**
 * Chooses targets as announced (601.2c): given names, or the first legal option as a documented
 * default. An optional slot ("up to N", game/target-slots.ts) may stay empty — when the names
 * given stop before it, or, without names, when no legal object is left for it.
 */
export function chooseTargets(game: Game, source: SourceInfo, controller: string, specs: TargetSpec[], names: string[] | undefined): TargetRef[] {
  const chosen: Array<TargetRef | undefined> = [];
  const isSource = isSourceRef(game, source);
  specs.forEach((spec, i) => {
    const name = names?.[i];
    if (name === undefined) {
      if (names && isOptionalSlot(specs, i)) return void chosen.push(undefined);
      const options = legalTargets(game, source, controller, spec).filter((o) => !excludedBySlot(specs, chosen, i, o, isSource, graveyardOwner(game)));
      if (!options.length) {
        if (isOptionalSlot(specs, i)) return void chosen.push(undefined);
        throw new IllegalAction(say('illegal.noLegalTarget', { source: source.name, kind: targetMessage(spec) }), cite('castTargets', 'targetsChoice'));
      }
      const t = options.find((o) => o.kind === 'player' ? o.name !== controller : true) ?? options[0]!;
      noteDefault(game, say('default.firstTarget', { source: source.name }));
      chosen.push(t);
      return;
    }
    const t = resolveTargetName(game, name, spec, `targets[${i}]`, (o) => !targetProblem(game, source, controller, o, spec));
    const problem = targetProblem(game, source, controller, t, spec);
    if (problem) throw new IllegalAction(say('illegal.badTarget', { target: name, source: source.name, why: problem.message }), problem.rules);
    chosen.push(t);
  });
  if (names && names.length > specs.length) throw new ScenarioReferenceError(say('scenario.tooManyTargets', { source: source.name, takes: specs.length, given: names.length }), 'targets');
  const targets = checkSlots(source.name, isSource, specs, chosen, graveyardOwner(game));
  if (targets.length < specs.length) trace(game, 'note', say('cast.upToTargets', { source: source.name, chosen: targets.length, max: specs.length }), cite('upToTargets'));
  return targets;
}

/** Mana abilities costing only {T} whose only effect is to add mana: the ones payment may activate on its own. */
const isPlainTapForMana = (a: Ability): a is Extract<Ability, { kind: 'activated' }> =>
  a.kind === 'activated' && a.isManaAbility && a.costs.every((k) => k.type === 'tap') && a.effects.every(isPlainAddMana) && !a.oncePerTurn && a.timesPerTurn === undefined && !a.exhaust && !a.powerUp;

/** "Add {G}", "Add {G}{G}", "Add {W} or {U}", "Add one mana of any color": fixed symbols, once, and a choice only among single symbols. */
const isPlainAddMana = (e: Effect): boolean => e.type === 'add-mana' && (e.amount ?? 1) === 1 && !e.untilEndOfCombat && !e.untilEndOfTurn && e.mana.every((m) => m !== 'chosen-color' && (e.mana.length === 1 || m.length === 1));

/** The mana this permanent's plain {T} mana abilities can produce (one of them) if it can be activated now, else null. */
function manaSource(game: Game, p: Permanent, use: ManaUse | undefined): string[] | null {
  if (p.tapped) return null;
  const c = characteristics(game, p);
  if (restrictionsOn(game, p, c).has('cant-activate')) return null;
  // Mana that may pay only for some things (106.6) is made only for a payment it may pay.
  const abilities = c.abilities
    .filter(isPlainTapForMana)
    .filter((a) => a.effects.every((e) => e.type !== 'add-mana' || !e.spend || spendFits(game, p.controller, e.spend, use)))
    // "Activate only if you control a Swamp" (602.5b): payment activates it only while its restriction allows it.
    .filter((a) => !a.onlyIf || !activationConditionProblem(game, p.controller, p.id, a.onlyIf));
  if (!abilities.length) return null;
  if (c.types.includes('Creature') && p.sick && !c.keywords.has('haste')) return null;
  return abilities.flatMap((a) => a.effects.flatMap((e) => (e.type === 'add-mana' ? e.mana.flatMap((m) => (m === 'chosen-color' ? [] : m)) : [])));
}

/**
 * Payment never activates a mana ability that does more than add mana ("This land deals 1
 * damage to you"): when a payment falls short while such an ability is unused, the scenario is asked to activate it
 * first, rather than the engine calling the payment impossible.
 */
function otherManaAbilities(game: Game, who: string): string[] {
  return game.battlefield
    .filter((x) => x.controller === who && !x.tapped)
    .filter((x) => characteristics(game, x).abilities.some((a) => a.kind === 'activated' && a.isManaAbility && !isPlainTapForMana(a)))
    .map((x) => x.card.def.name);
}

/** A failed payment; it names the summoning-sick creatures whose {T} mana abilities can't help (302.6). */
function cantPay(game: Game, who: string, message: Message): IllegalAction | ScenarioReferenceError {
  const unused = otherManaAbilities(game, who);
  if (unused.length) return new ScenarioReferenceError(say('scenario.activateManaFirst', { why: message, sources: unused.join(', '), n: unused.length }), 'pay');
  const sick = game.battlefield.filter((x) => {
    if (x.controller !== who || x.tapped || !x.sick) return false;
    const c = characteristics(game, x);
    return c.types.includes('Creature') && !c.keywords.has('haste') && c.abilities.some((a) => a.kind === 'activated' && a.isManaAbility && a.costs.some((k) => k.type === 'tap'));
  });
  if (!sick.length) return new IllegalAction(message, cite('castPay', 'cantPay'));
  return new IllegalAction(say('illegal.summoningSickMana', { why: message, creatures: sick.map((x) => x.card.def.name).join(', ') }), cite('castPay', 'cantPay', 'summoningSickTap'));
}

/**
 * Pays a mana cost from the pool, then by activating mana abilities of untapped permanents
 * (601.2g–h, 605). Colored symbols first, from sources that make that color; generic after.
 */
export function payMana(game: Game, who: string, cost: string[], forWhat: Text, use?: ManaUse): string[] {
  const p = player(game, who);
  // Restricted mana (106.6): what may pay for `use` first, the rest set aside.
  const { pool, allowed, aside } = poolFor(game, p, use);
  const drawnOn = [...pool];
  // the mana spent, for "the number of colors of mana spent to cast it" (converge, sunburst).
  const spent: string[] = [];
  // Sources that make fewer kinds of mana are tapped first, keeping a dual land or a
  // "mana of any color" source for the symbol only it can pay.
  // With {S} to pay (107.4h), a snow source is kept for it: among sources making as many kinds of mana, the others are tapped first.
  const snowCost = cost.includes('S');
  const isSnow = (x: Permanent): boolean => snowCost && characteristics(game, x).supertypes.includes('Snow');
  const sources = game.battlefield
    .filter((x) => x.controller === who && !(use && 'ability' in use && use.tapsIt && x === use.ability))
    .map((x) => ({ perm: x, mana: manaSource(game, x, use), snow: isSnow(x) }))
    .filter((s): s is { perm: Permanent; mana: string[]; snow: boolean } => s.mana !== null)
    .sort((a, b) => new Set(a.mana).size - new Set(b.mana).size || Number(a.snow) - Number(b.snow));
  const tapped: Array<{ perm: Permanent; mana: string }> = [];
  // {S} last among the symbols that aren't generic: pool mana pays the colored ones first, and what is left of the snow mana pays {S}.
  const colored = [...cost.filter((s) => !/^\d+$/.test(s) && s !== 'S'), ...cost.filter((s) => s === 'S')];
  const snowLeft = [...(p.snowMana ?? [])];
  let generic = genericOf(cost);
  let life = 0;
  // what a source tapped for generic mana could have made ("W|U"): its controller chooses.
  const could: string[] = [];
  const takeSource = (pred: (m: string) => boolean, generic = false, snow = false): boolean => {
    const s = sources.find((x) => !tapped.some((t) => t.perm === x.perm) && (!snow || x.snow) && x.mana.some(pred));
    if (!s) return false;
    tapped.push({ perm: s.perm, mana: s.mana.find(pred)! });
    could.push(generic ? [...new Set(s.mana)].join('|') : s.mana.find(pred)!);
    return true;
  };
  for (const sym of colored) {
    // {S}: one mana from a snow source (107.4h) — snow mana in the pool, else a snow permanent's mana ability.
    if (sym === 'S') {
      const i = pool.findIndex((m) => snowLeft.includes(m));
      if (i >= 0) {
        snowLeft.splice(snowLeft.indexOf(pool[i]!), 1);
        spent.push(...pool.splice(i, 1));
      } else if (!takeSource(() => true, false, true)) throw cantPay(game, who, say('illegal.cantPayColor', { player: who, mana: '{S}', what: forWhat }));
      continue;
    }
    // A hybrid symbol ({W/B}) is paid with either of its colors (107.4e).
    const parts = sym.split('/');
    const pays = (m: string): boolean => parts.includes(m);
    const i = pool.findIndex(pays);
    if (i >= 0) spent.push(...pool.splice(i, 1));
    else if (takeSource(pays)) continue;
    // A monocolored hybrid symbol ({2/W}) is otherwise paid with two generic mana (107.4e).
    else if (parts[0] === '2') generic += 2;
    // A Phyrexian symbol ({B/P}) is otherwise paid with 2 life, if the player has that much (107.4f, 119.4).
    else if (parts.includes('P') && player(game, who).life >= life + 2) life += 2;
    else throw cantPay(game, who, say('illegal.cantPayColor', { player: who, mana: `{${sym}}`, what: forWhat }));
  }
  for (let n = 0; n < generic; n++) {
    if (pool.length) spent.push(pool.shift()!);
    else if (!takeSource(() => true, true)) throw cantPay(game, who, say('illegal.cantPayMana', { player: who, cost: formatMana(cost), what: forWhat }));
  }
  for (const t of tapped) {
    t.perm.tapped = true;
    becameTapped(game, t.perm, true);
  }
  if (life) {
    p.life -= life;
    raise(game, { kind: 'loses-life', player: who, amount: life });
    trace(game, 'cost', say('cost.payLife', { player: who, amount: life, life: p.life }), cite('phyrexianMana', 'payLife', 'lifeChange'));
  }
  const fromPool = drawnOn.length - pool.length;
  afterPayment(p, drawnOn, pool, allowed, aside);
  p.snowMana = snowLeft.length ? snowLeft : undefined;
  settleKeptMana(p);
  spent.push(...could);
  if (cost.length === 0) return spent;
  const taps = tapped.map((t) => say('cast.tapFor', { source: t.perm.card.def.name, mana: `{${t.mana}}` }));
  trace(game, 'mana', say('cast.pay', { player: who, taps, fromPool, cost: formatMana(cost) }), tapped.length ? cite('castManaAbilities', 'manaAbility', 'castPay') : cite('castPay'));
  return spent;
}

/** Whether the mana `pay` names is exactly a way to pay `cost` (each colored symbol matched, the rest generic). */
function paysFor(pay: string[], cost: string[]): boolean {
  const left = [...pay];
  for (const sym of cost.filter((c) => !/^\d+$/.test(c))) {
    const i = left.findIndex((m) => sym.split('/').includes(m));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  const generic = cost.filter((c) => /^\d+$/.test(c)).reduce((n, c) => n + Number(c), 0);
  return left.length === generic;
}

export function castSpell(game: Game, who: string, name: string, targetNames: string[] | undefined, x?: number, pay?: string, choices: CastChoices = {}): void {
  // suspend, foretell and plot exile the card instead of casting it: no other choice of a cast applies.
  const special = (['suspend', 'foretell', 'plot'] as const).filter((k) => choices[k]);
  if (special.length) {
    const others = Object.entries(choices).filter(([k, v]) => v !== undefined && v !== false && !special.includes(k as (typeof special)[number]));
    if (special.length > 1 || others.length || x !== undefined) throw new ScenarioReferenceError(say('scenario.exilesInstead', { actions: special.join(', '), card: name, extra: [...special.slice(1), ...others.map(([k]) => k), ...(x !== undefined ? ['x'] : [])].join(', ') }), special[0]!);
  }
  // Foretelling and plotting are special actions, allowed even under split second (702.61b).
  if (choices.foretell || choices.plot) {
    if (pay !== undefined || targetNames?.length) throw new ScenarioReferenceError(say('scenario.foretellNoChoices', {}), pay !== undefined ? 'pay' : 'targets');
    exileToCastLater(game, who, findInHand(game, who, name), choices.foretell ? 'foretell' : 'plot', sorceryTimingOk(game, who), (cost, forWhat) => payMana(game, who, cost, forWhat));
    givePriority(game, who);
    return;
  }
  checkSplitSecond(game, say('splitSecond.cast', { player: who, card: name }));
  checkSpellLimit(game, who, name);
  // cast face down for {3} (702.37c, 702.168b): no other choice of a cast applies to it.
  if (choices.faceDown) {
    let faceDownPaid = 0;
    const others = Object.entries(choices).filter(([k, v]) => v !== undefined && v !== false && k !== 'faceDown').map(([k]) => k);
    if (x !== undefined) others.push('x');
    if (pay !== undefined) others.push('pay');
    if (targetNames?.length) others.push('targets');
    if (others.length) throw new ScenarioReferenceError(say('scenario.faceDownNoChoices', { extra: others.join(', ') }), others[0]!);
    castFaceDown(game, who, {
      findInHand: () => findInHand(game, who, name),
      sorceryTime: sorceryTimingOk(game, who),
      moveToStack: (card) => moveToStack(game, who, card, false),
      totalCost: (def, cost) => totalCost(game, who, def, cost),
      payMana: (cost, forWhat) => {
        const spent = payMana(game, who, cost, forWhat);
        faceDownPaid += spent.length;
        return spent;
      },
      becameCast: (item) => {
        item.expended = faceDownPaid;
        spellBecameCast(game, who, item);
      },
    });
    givePriority(game, who);
    return;
  }
  // suspending is a special action taken instead of casting (116.2f), but only when the card could be cast, so not under split second.
  if (choices.suspend) {
    const card = findInHand(game, who, name);
    const hasFlash = card.def.types.includes('Instant') || card.def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'flash');
    if (pay !== undefined) throw new ScenarioReferenceError(say('scenario.suspendNoPay', {}), 'pay');
    suspendCard(game, who, card, hasFlash || sorceryTimingOk(game, who), targetNames, (cost) => payMana(game, who, cost, say('for.keyword', { card: card.def.name, keyword: say('term.keyword', { keyword: 'suspend' }) })));
    givePriority(game, who);
    return;
  }
  const exiled = choices.from === 'exile' ? exiledCardToCast(game, who, name, sorceryTimingOk(game, who)) : undefined;
  // cast from the top of the library, when a permanent allows it.
  const fromTop = choices.from === 'library' ? topCardToPlay(game, who, name, 'cast') : undefined;
  const { card: found, flashback, discardFor, escape, mayhem, disturb, aftermath }: ReturnType<typeof cardToCast> = exiled ? { card: exiled.card } : fromTop ? { card: fromTop } : cardToCast(game, who, name, choices.from === 'graveyard' ? 'graveyard' : choices.from === 'hand' ? 'hand' : undefined, () => findInHand(game, who, name));
  // The object on the stack: the card, or the face chosen (a half, an Adventure, a back face,
  // prototyped: game/faces.ts); disturb casts it transformed (712.8c, 702.146a).
  const { card, as: castFace } = disturb ? { card: castTransformed(found), as: undefined } : faceToCast(found, name, { fuse: choices.fuse, prototype: choices.prototype, bestow: choices.altCost === 'bestow', from: choices.from ?? 'hand', afterAdventure: exiled?.how === 'adventure' });
  const def = card.def;
  if (def.types.includes('Land')) throw new IllegalAction(say('illegal.landIsPlayed', { card: def.name }), cite('playLand'));
  const hasFlash = def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'flash');
  // 107.3a: only a cost with {X} lets the caster choose X; a value for another spell is a mistake in the scenario.
  if (x !== undefined && !announcesX(def)) throw new ScenarioReferenceError(say('scenario.noX', { card: def.name, cost: (def.manaCost ?? []).map((m) => `{${m}}`).join('') }), 'x');
  // "You may cast this spell as though it had flash if you pay {M} more" (601.3c): paid only when flash is what allows it.
  let flashMore: string[] | null = null;
  // sneak lets it be cast any time an instant could during its caster's declare blockers step (702.190a).
  if (!def.types.includes('Instant') && !hasFlash && !sorceryTimingOk(game, who) && !(choices.altCost === 'sneak' && sneakWindow(game, who))) {
    flashMore = flashForMore(def);
    // Each card type states its own timing (301.1, 302.1, 303.1, 306.1, 307.1, 310.1).
    const codes = ([['Creature', 'creatureTiming'], ['Artifact', 'artifactTiming'], ['Enchantment', 'enchantmentTiming'], ['Planeswalker', 'planeswalkerTiming'], ['Battle', 'battleTiming'], ['Sorcery', 'sorceryTiming']] as const).filter(([type]) => def.types.includes(type)).map(([, code]) => code);
    if (!flashMore) throw new IllegalAction(say('illegal.sorceryTiming', { card: def.name }), cite(...(codes.length ? codes : (['sorceryTiming'] as const)), 'instantTiming'));
  }
  checkCastWindow(game, who, def);
  const source: SourceInfo = { id: card.id, name: def.name, controller: who, colors: def.colors, keywords: [], types: def.types, subtypes: def.subtypes };
  // 601.2b: modes and the intention to pay a kicker cost are announced first.
  const kicker = kickerOf(card, choices.kicked);
  const buyback = buybackOf(card, choices.buyback);
  const entwine = entwineOf(card, choices.entwine);
  const replicate = replicateOf(card, choices.replicate);
  const offspring = offspringOf(card, choices.offspring);
  const squad = squadOf(card, choices.squad);
  const escalate = escalateOf(def, choices.modes);
  const bargained = checkBargain(def, choices.bargain);
  const spreeCosts: string[] = [];
  // an overloaded spell follows its text with "each" for "target" (702.96a).
  const mainEffects = choices.altCost === 'overload' ? overloadedEffects(game, card) : [...spellEffects(game, source, who, def.abilities.filter((a): a is Extract<Ability, { kind: 'spell' }> => a.kind === 'spell'), choices, kicker.times, spreeCosts), ...keywordCostAdds(card, choices.altCost)];
  // Splice (702.47a-b): the spliced cards' instructions follow the spell's, their targets chosen with its own.
  const spliced = spliceOnto(game, who, def, card.id, choices.splice);
  const spellAbility = spliced.effects.length ? [...mainEffects, ...spliced.effects] : mainEffects;
  // An Aura spell targets what its enchant ability names (303.4a).
  const enchant = def.subtypes.includes('Aura') ? def.abilities.find((a) => a.kind === 'enchant') : undefined;
  const targetSpecs: TargetSpec[] = enchant?.kind === 'enchant' ? [enchantTarget(enchant)] : targetsOf(spellAbility, x ?? 0);
  const targets = chooseTargets(game, source, who, targetSpecs, targetNames);
  const flashNeeded = hasFlash && !def.types.includes('Instant') && !sorceryTimingOk(game, who);
  if (exiled) leaveExileForStack(game, who, found);
  else if (fromTop) player(game, who).library.shift();
  else moveToStack(game, who, found, flashback !== undefined || discardFor !== undefined || escape !== undefined || mayhem !== undefined || disturb !== undefined || aftermath !== undefined);
  const item: StackItem = { id: newId(game, `${def.name} spell`), kind: 'spell', card, source, controller: who, effects: spellAbility, targets, targetSpecs, text: def.name };
  if (kicker.times) {
    item.kicked = kicker.times;
    item.kickedWith = kicker.paid;
  }
  if (flashback) item.flashback = true;
  if (discardFor === 'jump-start') item.jumpStart = true;
  if (choices.evoke) item.evoked = true;
  if (buyback) item.buyback = true;
  if (offspring) item.offspring = true;
  if (squad.times) item.squad = squad.times;
  if (bargained) item.bargained = true;
  if (castFace === 'adventure' || castFace === 'omen' || castFace === 'aftermath') item.castAs = castFace;
  if (choices.from !== 'graveyard' && !exiled && !fromTop) item.fromHand = true;
  item.castFrom = choices.from === 'graveyard' ? 'graveyard' : exiled ? 'exile' : fromTop ? 'library' : 'hand';
  const hasX = announcesX(def);
  if (hasX) {
    if (x === undefined) noteDefault(game, say('default.xIsZero', { card: def.name }));
    item.x = x ?? 0;
  }
  game.stack.push(item);
  // a card in a graveyard is named too ("Zombify targeting Hill Giant").
  const targetText = targets.map((t) => (t.kind === 'player' ? t.name : t.kind === 'permanent' ? game.battlefield.find((p) => p.id === t.id)?.card.def.name : t.kind === 'card' ? cardInGraveyard(game, t.id)?.card.def.name : game.stack.find((s) => s.id === t.id)?.source.name)).join(', ');
  trace(game, 'cast', say('cast.spell', { player: who, card: def.name, x: hasX ? String(item.x) : '', targets: targetText }), cite('cast', ...(targets.length ? (['castTargets'] as const) : []), ...(flashNeeded ? (['flash'] as const) : [])), { card: def.name, targets });
  if (castFace) trace(game, 'cast-face', say('faces.cast', { player: who, card: (card.front ?? def).name, face: castFace === 'prototype' ? `${formatMana(def.manaCost ?? [])}, ${def.power}/${def.toughness}` : castFace === 'bestow' ? def.typeLine : def.name, as: castFace }), CAST_FACE_RULES[castFace]);
  divideDamage(game, item);
  if (flashback) traceFlashback(game, who, def.name, flashback);
  traceKicked(game, def.name, kicker);
  traceSplice(game, who, def.name, spliced);
  traceBuyback(game, def.name, buyback);
  if (entwine) traceEntwine(game, def.name, entwine);
  if (flashMore) traceFlashForMore(game, def.name, flashMore);
  traceReplicate(game, def.name, replicate);
  if (offspring) traceOffspring(game, def.name, offspring);
  if (squad.times) traceSquad(game, def.name, squad.cost, squad.times);
  traceEscalate(game, def.name, escalate);
  // 601.2f: X is replaced by the chosen value in the total cost; flashback's cost replaces the mana cost (118.9), kicker's adds to it (118.8).
  const evoke = evokeOf(game, card, choices.evoke, flashback !== undefined);
  const alternative = alternativeCostOf(game, card, choices.alternative, flashback !== undefined || evoke !== null);
  const dash = dashOf(game, card, choices.dash, flashback !== undefined || evoke !== null || alternative !== null);
  if (dash) item.dashed = true;
  if (escape) escapeCast(game, item, escape.cost, evoke !== null || alternative !== null || dash !== null);
  if (exiled) traceExiledCast(game, def.name, exiled, evoke !== null || alternative !== null || dash !== null);
  if (mayhem) traceMayhem(game, def.name, mayhem, evoke !== null || alternative !== null || dash !== null);
  // surge, spectacle, blitz, web-slinging, sneak (game/alt-costs.ts).
  const emerged = emergeOf(game, who, card, choices.emerge, flashback !== undefined || evoke !== null || alternative !== null || dash !== null || escape !== undefined || exiled !== undefined || mayhem !== undefined || disturb !== undefined || choices.altCost !== undefined, (n) => findPermanent(game, n, 'emerge', (p) => p.controller === who));
  const keywordCost = keywordCostOf(game, who, card, choices.altCost, flashback !== undefined || evoke !== null || alternative !== null || dash !== null || escape !== undefined || exiled !== undefined || mayhem !== undefined || disturb !== undefined, item.fromHand === true);
  if (keywordCost) item.altCost = keywordCost.keyword;
  if (disturb) traceDisturb(game, who, card, disturb);
  // a card with no mana cost (Ancestral Vision) can't be cast for it: its cost is unpayable (118.6).
  if (!flashback && !evoke && !alternative && !dash && !escape && !exiled && !mayhem && !keywordCost && !disturb && !emerged && def.manaCost === null) throw new IllegalAction(say('illegal.noManaCost', { card: def.name }), cite('unpayableCost'));
  // 601.2b: which of "A or B" each additional cost pays is announced; a mana one joins the total cost (601.2f).
  const additional = spellAdditionalCosts(game, who, def, item.x ?? 0);
  const listed = [...(flashback ?? evoke ?? alternative ?? dash ?? emerged?.cost ?? escape?.cost ?? exiled?.cost ?? mayhem ?? keywordCost?.cost ?? disturb ?? def.manaCost ?? []), ...kicker.cost, ...(buyback ?? []), ...(entwine ?? []), ...(flashMore ?? []), ...replicate.cost, ...spreeCosts, ...(offspring ?? []), ...squad.cost, ...escalate.cost, ...spliced.cost, ...additional.mana].map((sym) => (sym === 'X' ? String(item.x ?? 0) : sym)).filter((sym) => sym !== '0');
  // an entwine or flash cost's generic mana joins the rest ("{2}{R}{2}" is {4}{R}).
  const total = entwine || flashMore || replicate.times || spreeCosts.length || offspring || squad.times || escalate.times || spliced.cost.length || additional.mana.length ? mergeGeneric(listed) : listed;
  if (spreeCosts.length) traceSpree(game, def.name, spreeCosts);
  // 601.2f: cost increases and reductions make the total cost; convoke pays it afterwards (702.51b).
  const reduced = emergeReduction(game, def.name, emerged, bargainReduction(game, def, bargained, selfReductions(game, who, def, totalCost(game, who, def, total, targets), targets)));
  const convoked = convoke(game, who, card, reduced, choices.convoke, (n) => findPermanent(game, n, 'convoke', (p) => p.controller === who), (p) => {
    const c = characteristics(game, p);
    return { colors: c.colors, creature: c.types.includes('Creature') };
  });
  // Improvise and delve pay generic mana of the total cost too (702.126b, 702.66b).
  const beforeAssist = delve(game, who, def, improvise(game, who, def, convoked, choices.improvise, (n) => findPermanent(game, n, 'improvise', (p) => p.controller === who)), choices.delve);
  // assist (702.132a): the other player pays some generic mana first.
  const { cost, spent: assisted } = assist(game, who, def, beforeAssist, choices.assist, (helper, c, forWhat) => payMana(game, helper, c, forWhat));
  if (pay !== undefined) {
    // The player said which mana pays the cost: it must be a way to pay it exactly (601.2h).
    const symbols = parseManaSymbols(pay);
    // Phyrexian and monocolored hybrid symbols can be paid without mana; a `pay` list can't say so.
    if (cost.some((sym) => sym.includes('/P') || sym.startsWith('2/'))) throw new ScenarioReferenceError(say('scenario.payPhyrexian', { card: def.name, cost: formatMana(cost) }), 'pay');
    if (!symbols || !paysFor(symbols, cost)) throw new IllegalAction(say('illegal.payDoesNotPay', { pay, card: def.name, cost: formatMana(cost) }), cite('castPay', 'castTotalCost'));
    item.manaSpent = [...assisted, ...payMana(game, who, symbols, def.name, { spell: item })];
  } else item.manaSpent = [...assisted, ...payMana(game, who, cost, def.name, { spell: item })];
  item.expended = item.manaSpent.length - assisted.length;
  // 601.2b, 601.2h: additional costs ("sacrifice a creature", a discard) are paid with the mana cost.
  const sacrificed: string[] = [];
  for (const c of additional.others) payOtherCost(game, who, undefined, c, def.name, sacrificed);
  if (sacrificed.length) item.sacrificed = sacrificed;
  if (discardFor) payDiscardCost(game, who, def.name, discardFor, choices.discard);
  // bargain's sacrifice (702.166a).
  if (emerged) payEmerge(game, emerged);
  if (bargained) payBargain(game, who, def.name, choices.bargain!, (n) => findPermanent(game, n, 'bargain', (p) => p.controller === who), (p) => characteristics(game, p));
  const casualty = payCasualty(game, who, def, choices.casualty, (n) => findPermanent(game, n, 'casualty', (p) => p.controller === who), (p) => characteristics(game, p));
  if (escape) exileForEscape(game, who, def.name, escape.exile, choices.escape);
  if (keywordCost) payReturnCost(game, who, item, keywordCost.keyword, choices.returning);
  else if (choices.returning !== undefined) throw new ScenarioReferenceError(say('scenario.returningNotCast', { card: def.name }), 'returning');
  if (replicate.times) item.replicated = replicate.times;
  if (casualty) item.casualtyPaid = true;
  if (choices.conspire) payConspire(game, who, item, def, choices.conspire, (n, taken) => findPermanent(game, n, 'conspire', (p) => p.controller === who && !p.tapped && !taken.includes(p)), (p) => characteristics(game, p));
  spellBecameCast(game, who, item);
  becameTargets(game, item);
  // 117.3c: the player receives priority again, so state-based actions and triggers (say, from a sacrifice cost) come first (117.5).
  givePriority(game, who);
}

export function activateAbility(game: Game, who: string, name: string, index: number, targetNames: string[] | undefined, from?: 'hand' | 'graveyard', /** the attacker ninjutsu returns */ returning?: string, /** X of a "−X" loyalty cost (107.3a) */ x?: number): void {
  // "Discard this card", "Exile this card from your graveyard": a general activated ability that works from that zone (113.6m).
  // An ability activated from a hand or a graveyard: how it is paid for and targeted, then on the stack.
  const payments: ZoneActivation = {
    payMana: (cost, forWhat) => payMana(game, who, cost, forWhat),
    chooseTargets: (source, specs) => chooseTargets(game, source, who, specs, targetNames),
    sorceryTimingOk: () => sorceryTimingOk(game, who),
  };
  const putOnStack = (item: StackItem): void => {
    game.stack.push(item);
    becameTargets(game, item);
    raise(game, { kind: 'activates', player: who, ability: item });
    givePriority(game, who);
  };
  if (from) {
    const card = player(game, who)[from === 'hand' ? 'hand' : 'graveyard'].find((c) => c.id === name || c.def.name.toLowerCase() === name.toLowerCase());
    const at = card && zoneAbilityAt(card, from, index);
    if (card && at && 'ability' in at) {
      if (returning !== undefined) throw new ScenarioReferenceError(say('scenario.returningNotNinjutsu', { card: name, index }), 'returning');
      return putOnStack(activateFromZone(game, who, card, from, at.ability, payments));
    }
    if (at && 'legacyIndex' in at) index = at.legacyIndex;
  }
  // unearth, scavenge, "{M}: Return this card from your graveyard …" (113.6b).
  if (from === 'graveyard') return putOnStack(activateFromGraveyard(game, who, name, index, payments));
  if (from === 'hand') {
    checkSplitSecond(game, say('splitSecond.activate', { player: who, card: name }));
    // reinforce (702.77a), an ability from the hand with a target.
    const hand = player(game, who).hand;
    const card = hand.find((c) => c.id === name || c.def.name.toLowerCase() === name.toLowerCase());
    const reinforce = card?.def.abilities.filter((a): a is Reinforce => a.kind === 'reinforce')[index - 1];
    if (card && reinforce && !card.def.abilities.some((a) => a.kind === 'cycling')) {
      game.stack.push(reinforceFromHand(game, who, card, reinforce, hand, { payMana: (cost, forWhat) => payMana(game, who, cost, forWhat), chooseTargets: (source, kinds) => chooseTargets(game, source, who, kinds, targetNames) }));
      becameTargets(game, game.stack[game.stack.length - 1]!);
      raise(game, { kind: 'activates', player: who, ability: game.stack[game.stack.length - 1]! });
      givePriority(game, who);
      return;
    }
    if (targetNames?.length) throw new ScenarioReferenceError(say('scenario.handAbilityNoTargets', {}), 'targets');
    // ninjutsu (702.49a) counts among the hand abilities with cycling, in printed order.
    const inHand = player(game, who).hand.find((c) => c.id === name || c.def.name.toLowerCase() === name.toLowerCase());
    const ninjutsu = inHand && ninjutsuAt(inHand, index);
    if (inHand && ninjutsu) {
      game.stack.push(activateNinjutsu(game, who, inHand, ninjutsu, returning, (cost, forWhat) => payMana(game, who, cost, forWhat)));
      raise(game, { kind: 'activates', player: who, ability: game.stack[game.stack.length - 1]! });
      givePriority(game, who);
      return;
    }
    if (returning !== undefined) throw new ScenarioReferenceError(say('scenario.returningNotNinjutsu', { card: name, index }), 'returning');
    game.stack.push(cycleFromHand(game, who, name, inHand ? cyclingIndex(inHand, index) : index, (cost, forWhat) => payMana(game, who, cost, forWhat)));
    raise(game, { kind: 'activates', player: who, ability: game.stack[game.stack.length - 1]! });
    givePriority(game, who);
    return;
  }
  const perm = findPermanent(game, name, 'activate', (p) => p.controller === who);
  const c = characteristics(game, perm);
  // An activated ability the engine does not read keeps its place in the count (game/unread.ts): activating it refuses the replay.
  // An ability that works only from a hand or a graveyard (113.6m) is not one the permanent can activate.
  const activated = c.abilities.filter((a): a is Extract<Ability, { kind: 'activated' }> | UnreadLine => (a.kind === 'activated' && abilityZone(a) === 'battlefield') || (a.kind === 'unread' && a.use === 'activated'));
  const chosen = activated[index - 1];
  if (!chosen) throw new ScenarioReferenceError(say('scenario.noSuchAbility', { card: c.name, count: activated.length, index }), 'ability');
  // 602.2: only its controller activates it, unless it says "Any player may activate this ability" (the one who does controls it, 113.8).
  if (perm.controller !== who && (chosen.kind === 'unread' || !chosen.anyPlayer)) throw new IllegalAction(say('illegal.notController', { card: c.name, controller: perm.controller }), cite('activate'));
  if (chosen.kind === 'unread') throw new UnreadLineMatters(unreadMessage({ line: chosen, because: say('because.activated', {}) }, c.name), 'ability');
  const ability = chosen;
  const source = sourceInfo(game, perm, c);
  const restricted = restrictionsOn(game, perm, c);
  // 605.1a: "unless they're mana abilities" lets its mana abilities be activated.
  if (restricted.has('cant-activate') || (restricted.has('cant-activate-nonmana') && !ability.isManaAbility)) throw new IllegalAction(say('illegal.cantActivate', { card: c.name }), cite('cantActivate', ...(restricted.has('cant-activate') ? [] : (['isManaAbility'] as const))));
  // 606.3 at sorcery speed, unless a permission lets its loyalty abilities be activated any time its controller could cast an instant (101.1).
  const loyaltyAnyTime = ability.costs.some((k) => k.type === 'loyalty') && loyaltyPermission(game, perm).instantSpeed;
  if (ability.sorcerySpeed && loyaltyAnyTime && !sorceryTimingOk(game, who)) trace(game, 'note', say('loyalty.anyTime', { card: c.name }), cite('loyaltyTiming', 'cardOverridesRule'));
  else if (ability.sorcerySpeed && !sorceryTimingOk(game, who)) {
    throw new IllegalAction(say('illegal.onlyAsSorcery', { card: c.name, text: ability.text }), ability.costs.some((k) => k.type === 'loyalty') ? cite('loyaltyTiming') : ability.oncePerTurn || !ability.effects.some((e) => e.type === 'attach') ? cite('sorcerySpeedAbility') : cite('sorcerySpeedAbility', 'equip'));
  }
  if (ability.oncePerTurn && perm.activatedTurns?.[ability.text] === game.turn) {
    throw new IllegalAction(say('illegal.oncePerTurn', { card: c.name, text: ability.text }), cite('activationRestriction'));
  }
  // 702.177a: an exhaust ability is activated only once by this object, whatever the turn.
  if (ability.exhaust && perm.activatedTurns?.[ability.text] !== undefined) {
    throw new IllegalAction(say('illegal.exhausted', { card: c.name, text: ability.text }), cite('exhaust'));
  }
  // 702.193a: so is a power-up ability.
  if (ability.powerUp && perm.activatedTurns?.[ability.text] !== undefined) {
    throw new IllegalAction(say('illegal.poweredUp', { card: c.name, text: ability.text }), cite('powerUp'));
  }
  const activatedThisTurn = perm.activatedCounts?.[ability.text]?.turn === game.turn ? perm.activatedCounts[ability.text]!.n : 0;
  if (ability.timesPerTurn !== undefined && activatedThisTurn >= ability.timesPerTurn) {
    throw new IllegalAction(say('illegal.timesPerTurn', { card: c.name, text: ability.text, times: ability.timesPerTurn }), cite('activationRestriction'));
  }
  // "Activate only during your turn / if …" (602.5b).
  const notNow = ability.onlyIf ? activationConditionProblem(game, who, perm.id, ability.onlyIf) : null;
  if (notNow) throw new IllegalAction(say('illegal.activationWindow', { card: c.name, text: ability.text, when: notNow, active: game.active }), cite('activationRestriction', ...(ability.onlyIf?.condition?.kind === 'attacked-this-turn' ? (['boast'] as const) : [])));
  const loyaltyCost = loyaltyCostOf(ability.costs);
  // An {X} in the activation cost: its controller announces X as the ability is activated (107.3a, 602.2b), the scenario's `x` (else 0, noted).
  const manaX = ability.costs.some((k) => k.type === 'mana' && k.symbols.includes('X'));
  if (x !== undefined && loyaltyCost?.amount !== '-X' && !manaX) throw new ScenarioReferenceError(say('scenario.noLoyaltyX', { card: c.name, index }), 'x');
  if (manaX && x === undefined) noteDefault(game, say('default.xIsZero', { card: c.name }));
  const costX = manaX ? Math.max(0, Math.floor(x ?? 0)) : undefined;
  // 606.3, 606.6: once each turn, and never more counters removed than it has; −X removes the X announced (107.3a).
  const loyalty = loyaltyCost && loyaltyAmount(game, perm, c.name, loyaltyCost, x);
  // {T} and {Q} (107.5, 107.6): the permanent must be untapped / tapped, and a creature under its controller's control since their turn began (302.6).
  const untap = ability.costs.some((k) => k.type === 'untap');
  if (untap && !perm.tapped) throw new IllegalAction(say('illegal.alreadyUntapped', { card: c.name }), cite('untapSymbol', 'cantPay'));
  if (ability.costs.some((k) => k.type === 'tap') || untap) {
    if (perm.tapped && !untap) throw new IllegalAction(say('illegal.alreadyTapped', { card: c.name }), cite('activate', 'cantPay'));
    if (c.types.includes('Creature') && perm.sick && !c.keywords.has('haste')) {
      throw new IllegalAction(say('illegal.summoningSick', { card: c.name, player: who }), cite('summoningSickTap'));
    }
  }
  // 702.61b: mana abilities can still be activated under split second.
  if (!ability.isManaAbility) checkSplitSecond(game, say('splitSecond.activate', { player: who, card: c.name }));
  // X is announced before targets (601.2b-c): "−X: Destroy X target …" has X target slots; with no X announced, none.
  const abilityX = loyaltyCost?.amount === '-X' ? -loyalty! : costX;
  const targetSpecs = targetsOf(ability.effects, abilityX ?? 0);
  const targets = chooseTargets(game, source, who, targetSpecs, targetNames);
  const item: StackItem = { id: newId(game, `${c.name} ability`), kind: 'ability', source, controller: who, effects: ability.effects, targets, targetSpecs, text: ability.text, ...(abilityX !== undefined ? { x: abilityX } : {}) };
  if (!ability.isManaAbility) trace(game, 'activate', say('activate.ability', { player: who, card: c.name, text: ability.text }), cite('activate', ...(targets.length ? (['castTargets'] as const) : []), ...(costX !== undefined ? (['xAnnounced'] as const) : [])));
  divideDamage(game, item);
  // "Remove any number of COUNTER counters": the number is chosen now (`choose: {remove: N}`, else all of them), and is the ability's X.
  // Each {X} is that much generic mana to pay (107.3a, 601.2f), before any reduction.
  const printed = costX === undefined ? ability.costs : ability.costs.map((k): Cost => (k.type === 'mana' ? { ...k, symbols: k.symbols.map((m) => (m === 'X' ? String(costX) : m)) } : k));
  const costs = powerUpCosts(game, perm, ability, staticAbilityCosts(game, perm, ability, reducedAbilityCosts(game, who, { id: perm.id, name: perm.card.def.name }, ability, printed))).map((k): Cost => {
    if (k.type === 'loyalty') return { type: 'loyalty', amount: loyalty! };
    if (k.type !== 'remove-any-counters') return k;
    const have = perm.counters[k.counter] ?? 0;
    const chosen = takeChoice(game, who, (v) => (v && typeof v === 'object' && 'remove' in v && Number.isInteger((v as { remove: unknown }).remove) ? (v as { remove: number }).remove : undefined));
    if (chosen !== undefined && (chosen < 0 || chosen > have)) throw new IllegalAction(say('illegal.removeTooMany', { card: c.name, have, counter: say('term.counter', { counter: k.counter }), chosen }), cite('cantPay'));
    if (chosen === undefined) noteDefault(game, say('default.removeAll', { card: c.name, counter: say('term.counter', { counter: k.counter }), have }));
    item.x = chosen ?? have;
    return { type: 'remove-counters', count: item.x, counter: k.counter };
  });
  payCosts(game, who, perm, costs, c.name);
  const sacrificed: string[] = [];
  for (const k of costs) payOtherCost(game, who, perm, k, c.name, sacrificed);
  if (sacrificed.length) item.sacrificed = sacrificed;
  if (ability.oncePerTurn || ability.exhaust || ability.powerUp) perm.activatedTurns = { ...perm.activatedTurns, [ability.text]: game.turn };
  if (ability.timesPerTurn !== undefined) perm.activatedCounts = { ...perm.activatedCounts, [ability.text]: { turn: game.turn, n: activatedThisTurn + 1 } };
  if (ability.isManaAbility) {
    for (const e of ability.effects) resolveEffect(game, item, e);
    trace(game, 'mana', say('activate.mana', { player: who, card: c.name, pool: formatMana(player(game, who).manaPool) }), cite('isManaAbility', 'manaAbility', 'manaPool'));
    return;
  }
  game.stack.push(item);
  becameTargets(game, item);
  raise(game, { kind: 'activates', player: who, ability: item });
  // 117.3c: the player receives priority again, so state-based actions and triggers (say, from a sacrifice cost) come first (117.5).
  givePriority(game, who);
}

function payCosts(game: Game, who: string, perm: Permanent, costs: Cost[], name: string): void {
  const energy = costs.reduce((n, k) => n + (k.type === 'pay-energy' ? k.amount : 0), 0);
  const have = player(game, who).counters?.energy ?? 0;
  if (energy > have) throw new IllegalAction(say('illegal.notEnoughEnergy', { player: who, have, cost: energy, card: name }), cite('energy', 'cantPay'));
  // A {T} in the same cost taps the permanent itself (602.2b): it can't also be tapped for mana to pay the rest.
  const tapsIt = costs.some((k) => k.type === 'tap');
  for (const k of costs) if (k.type === 'mana') payMana(game, who, k.symbols, say('for.ability', { card: name }), { ability: perm, ...(tapsIt ? { tapsIt } : {}) });
  for (const k of costs) {
    if (k.type === 'tap') {
      perm.tapped = true;
      becameTapped(game, perm, true);
    }
    // 122.1d: a stun counter is removed instead, and the cost is still paid.
    if (k.type === 'untap' && !stunInsteadOfUntap(game, perm)) {
      perm.tapped = false;
      becameTapped(game, perm, false);
      trace(game, 'cost', say('cost.untapSelf', { card: name }), cite('untapSymbol'));
    }
    if (k.type === 'exert') exert(game, perm, name);
    if (k.type === 'loyalty') payLoyalty(game, perm, name, k.amount === '-X' ? 0 : k.amount, who);
    if (k.type === 'pay-energy') {
      const p = player(game, who);
      p.counters = { ...p.counters, energy: have - energy };
      trace(game, 'counters', say('cost.payEnergy', { player: who, amount: k.amount, left: have - energy }), cite('energy'));
    }
    if (k.type === 'sacrifice-self') leaveBattlefield(game, [{ object: perm, to: 'graveyard', why: say('why.sacrificedForCost', {}), rules: cite('sacrifice') }]);
  }
}

export function playLand(game: Game, who: string, name: string, from: 'hand' | 'library' | 'exile' | 'graveyard' = 'hand'): void {
  const found = from === 'library' ? topCardToPlay(game, who, name, 'play') : from === 'exile' ? impulseCard(game, who, name) : from === 'graveyard' ? graveyardLandToPlay(game, who, name) : findInHand(game, who, name, 'playLand');
  // 712.12: a modal double-faced card is played with the land face its player names up.
  const card = faceToPlay(found, name);
  const landFace = found.def.modal && found.def.back?.types.includes('Land') && card === found ? found.def.back.name : undefined;
  if (!card.def.types.includes('Land')) throw new IllegalAction(say('illegal.notALand', { card: card.def.name, back: landFace ?? '' }), cite('playLand', ...(landFace ? (['mdfcLandFace'] as const) : [])));
  if (!sorceryTimingOk(game, who)) throw new IllegalAction(say('illegal.landTiming', { player: who }), cite('landTiming'));
  const p = player(game, who);
  const allowed = landsAllowed(game, who);
  if (p.landsPlayed >= allowed) throw new IllegalAction(say('illegal.landPlayed', { player: who, allowed }), cite('oneLand', ...(allowed > 1 ? (['landsAllowed'] as const) : [])));
  if (from === 'library') p.library.shift();
  else if (from === 'exile') leaveExileForStack(game, who, found);
  else if (from === 'graveyard') p.graveyard.splice(p.graveyard.indexOf(found), 1);
  else p.hand.splice(p.hand.indexOf(found), 1);
  p.landsPlayed++;
  const perm = putOntoBattlefield(game, card, who);
  if (card !== found) trace(game, 'play-land', say('faces.playBack', { player: who, card: found.def.name, face: card.def.name }), cite('playLand', 'landTiming', 'mdfcLandFace', 'mdfcFaceUp'), { object: perm.id });
  else trace(game, 'play-land', say('play.land', { player: who, card: card.def.name }), cite('playLand', 'landTiming'), { object: perm.id });
  givePriority(game, who);
}

// rolling the planar die, a special action (116.2i, 901.9: {N} for the N earlier rolls this turn); the active player then receives priority (901.9a–c).
export function planarDieAction(game: Game, who: string, result: PlanarDieResult): void {
  rollPlanarDie(game, who, result, (cost) => payMana(game, who, cost, say('for.planarDie', {})));
  givePriority(game, who);
}

// turning a face-down permanent face up, a special action (116.2b); its controller then receives priority (116.3).
export function turnFaceUpAction(game: Game, who: string, name: string): void {
  turnFaceUp(game, who, name, (cost, forWhat) => payMana(game, who, cost, forWhat));
  givePriority(game, who);
}
