// Rules a creature obeys in combat and in its untap step (508.1c–d, 509.1b, 502.3): from its
// own abilities ("This creature can't block") and from static abilities of other permanents
// ("Enchanted creature can't attack or block"). The latter are effects on the creature, not
// abilities it has, so removing its abilities (Humility) does not remove them.
import type { Ability, BlockerFilter, RestrictionKind, StaticEffect } from '../oracle/ast.ts';
import { characteristics, staticAffects, type Characteristics } from './characteristics.ts';
import { stillLasting } from './layers.ts';
import { stunInsteadOfUntap } from './tapping.ts';
import { conditionHolds } from './static-conditions.ts';
import { choiceNames, noteDefault, takeChoice, type Game, type Permanent, type StackItem } from './state.ts';
import { matches } from './match.ts';
import { say, type Message } from '../messages/message.ts';
import { filterMessage, landTypeMessage } from '../messages/terms.ts';
import type { Filter } from '../oracle/vocabulary.ts';
import { fits as fitsFilter, permanentView } from './object-view.ts';

type RuleStatic<T extends StaticEffect['type']> = { source: Permanent; effect: Extract<StaticEffect, { type: T }>; text: string };

/**
 * The static abilities of one kind that apply now, with their sources. Only permanents whose
 * printed text has such an ability are derived (no effect grants these), so asking stays cheap
 * on a large board; deriving them drops the abilities a permanent has lost.
 */
export function rulesStatics<T extends StaticEffect['type']>(game: Game, type: T): Array<RuleStatic<T>> {
  const out: Array<RuleStatic<T>> = [];
  for (const source of game.battlefield) {
    if (!source.card.def.abilities.some((a) => a.kind === 'static' && a.effect.type === type)) continue;
    for (const a of characteristics(game, source).abilities) {
      if (a.kind !== 'static' || a.effect.type !== type) continue;
      // An "as long as" condition is read whenever the rule is asked (611.3a).
      if (a.condition && !conditionHolds(game, source.controller, source.id, a.condition, (p) => characteristics(game, p))) continue;
      out.push({ source, effect: a.effect as Extract<StaticEffect, { type: T }>, text: a.text });
    }
  }
  return out;
}

/** The restrictions and requirements on a permanent now. */
export function restrictionsOn(game: Game, perm: Permanent, c: Characteristics = characteristics(game, perm)): Set<RestrictionKind> {
  const out = new Set<RestrictionKind>();
  for (const a of c.abilities) if (a.kind === 'restriction') out.add(a.what);
  // unleash — "can't block as long as it has a +1/+1 counter on it" (702.98a).
  for (const a of c.abilities) if (a.kind === 'enter-with-counter-choice' && a.keyword === 'unleash' && (perm.counters['+1/+1'] ?? 0) > 0) out.add('cant-block');
  for (const f of game.floating) if (f.objectId === perm.id && f.change.layer === 'rules' && stillLasting(game, f)) out.add(f.change.restriction);
  for (const { source, effect } of rulesStatics(game, 'restrict')) if (staticAffects(game, effect.affects, source, perm)) out.add(effect.what);
  return out;
}

/**
 * The lines a permanent obeys as its own: its abilities, and what another permanent's static
 * ability says of a group it is in ("Each creature you control can't be blocked by more than one
 * creature") — an effect on it, not an ability it has, so losing its abilities doesn't end it.
 */
function ownLines(game: Game, perm: Permanent, c: Characteristics): Ability[] {
  const out = [...c.abilities];
  for (const { source, effect } of rulesStatics(game, 'group-rule')) if (staticAffects(game, effect.affects, source, perm)) out.push(...effect.abilities);
  return out;
}

/** Why `blocker` can't block `attacker` by a line of its own ("can't block creatures with power 2 or greater", 509.1b), or null. */
export function blockerLineProblem(game: Game, blocker: Permanent, bc: Characteristics, attacker: Permanent, ac: Characteristics): Message | null {
  for (const a of ownLines(game, blocker, bc)) {
    if (a.kind === 'cant-block-creatures' && fitsFilter(a.filter, permanentView(attacker, ac), blocker.controller, blocker.id, game)) return say('illegal.cantBlockThose', { blocker: bc.name, attacker: ac.name, what: filterMessage(a.filter, { you: blocker.controller }) });
  }
  return null;
}

/** Why `blocker` can't block the creature with these characteristics ("can't be blocked by Walls"), or null. */
export function blockedByProblem(game: Game, perm: Permanent, attacker: Characteristics, blocker: Characteristics, blockerPerm: Permanent): Message | null {
  for (const a of ownLines(game, perm, attacker)) {
    if (a.kind !== 'cant-be-blocked-by') continue;
    if (typeof a.by === 'object' && 'filter' in a.by) {
      const fitting = fitsFilter(a.by.filter, permanentView(blockerPerm, blocker), perm.controller, perm.id, game);
      // "can't be blocked except by …": only a blocker the description fits may block it.
      if (a.except ? !fitting : fitting) return say(a.except ? 'evasion.blockedOnlyBy' : 'evasion.blockedByFilter', { what: filterMessage(a.by.filter, { you: perm.controller, article: true }) });
      continue;
    }
    if (fits(a.by, attacker, blocker)) return say('evasion.blockedBy', describe(a.by));
  }
  return null;
}

/**
 * "Can't be blocked as long as defending player controls an artifact" (509.1b) and landwalk with a quality ("snow
 * swampwalk", "nonbasic landwalk", 702.14c): why the defending player's creatures can't block it — the permanent they
 * control that the description fits — or null.
 */
export function defenderControlsProblem(game: Game, perm: Permanent, attacker: Characteristics, defending: string): { why: Message; landwalk: boolean } | null {
  for (const a of ownLines(game, perm, attacker)) {
    if (a.kind !== 'unblockable-if-defender-controls') continue;
    const found = game.battlefield.find((p) => p.controller === defending && matches(game, { kind: 'permanent', permanent: p }, a.filter, { you: perm.controller, source: { id: perm.id, name: attacker.name } }));
    if (found) return { why: say('evasion.defenderControls', { player: defending, what: filterMessage(a.filter, { you: perm.controller, article: true }), permanent: characteristics(game, found).name }), landwalk: a.landwalk === true };
  }
  return null;
}

function describe(by: Exclude<BlockerFilter, { filter: Filter }>): { by: 'less-power' | 'subtype' | 'type' | 'max-power' | 'min-power'; name: string; n: number } {
  if (by === 'less-power') return { by, name: '', n: 0 };
  if ('subtype' in by) return { by: 'subtype', name: by.subtype, n: 0 };
  if ('type' in by) return { by: 'type', name: by.type, n: 0 };
  return 'maxPower' in by ? { by: 'max-power', name: '', n: by.maxPower } : { by: 'min-power', name: '', n: by.minPower };
}

function fits(by: Exclude<BlockerFilter, { filter: Filter }>, attacker: Characteristics, blocker: Characteristics): boolean {
  const power = blocker.power ?? 0;
  if (by === 'less-power') return power < (attacker.power ?? 0);
  if ('subtype' in by) return blocker.subtypes.includes(by.subtype);
  if ('type' in by) return blocker.types.includes(by.type);
  return 'maxPower' in by ? power <= by.maxPower : power >= by.minPower;
}

/** Whether combat damage from this creature can't be prevented ("Combat damage that would be dealt by creatures you control can't be prevented.", 615.12). */
/** "You can't lose the game" (Platinum Angel): a permanent its controller controls says so (101.2). */
export function cantLose(game: Game, who: string): string | undefined {
  return rulesStatics(game, 'cant-lose').find(({ source }) => source.controller === who)?.source.card.def.name;
}

/**
 * What keeps a spell from being countered (101.2), if anything: a permanent's "FILTER spells you control can't be countered"
 * (Prowling Serpopard) or an effect's "… you cast this turn can't be countered" (Domri, Anarch of Bolas) — "you" being that
 * permanent's or effect's controller.
 */
export function uncounterableBy(game: Game, spell: StackItem): string | undefined {
  const fits = (spells: Filter, you: string, source?: { id: string; name: string }): boolean => matches(game, { kind: 'spell', item: spell }, spells, { you, ...(source ? { source } : {}) });
  return rulesStatics(game, 'cant-be-countered').find(({ source, effect }) => fits(effect.spells, source.controller, { id: source.id, name: source.card.def.name }))?.source.card.def.name
    ?? game.uncounterable?.find((u) => fits(u.spells, u.controller))?.sourceName;
}

/** "Damage can't be prevented." (Leyline of Punishment; 615.12). */
export function damageUnpreventable(game: Game): boolean {
  return game.rulesThisTurn.includes('damage-unpreventable') || rulesStatics(game, 'damage-unpreventable').length > 0;
}

export function combatDamageUnpreventable(game: Game, sourceId: string): boolean {
  const perm = game.battlefield.find((p) => p.id === sourceId);
  if (!perm) return false;
  return rulesStatics(game, 'combat-damage-unpreventable').some(({ source, effect }) => staticAffects(game, effect.affects, source, perm));
}

/** Restrictions on the whole declaration (506.5 "alone", 508.1c, 509.1b): why it is illegal, or null. */
export function declarationProblem(game: Game, kind: 'attack' | 'block'): Message | null {
  const combat = game.combat;
  const ids = kind === 'attack' ? combat.attackers.map((a) => a.id) : [...new Set(combat.blockers.map((b) => b.id))];
  if (ids.length === 1) {
    const perm = game.battlefield.find((p) => p.id === ids[0])!;
    if (restrictionsOn(game, perm).has(kind === 'attack' ? 'cant-attack-alone' : 'cant-block-alone')) return say(kind === 'attack' ? 'illegal.attackAlone' : 'illegal.blockAlone', { card: perm.card.def.name });
  }
  if (kind === 'block') {
    for (const a of combat.attackers) {
      const perm = game.battlefield.find((p) => p.id === a.id);
      if (!perm) continue;
      const n = combat.blockers.filter((b) => b.attacker === a.id).length;
      if (n === 0) continue;
      for (const ab of ownLines(game, perm, characteristics(game, perm))) {
        if (ab.kind !== 'blockers-count') continue;
        if (ab.max !== undefined && n > ab.max) return say('illegal.blockedByAtMost', { card: perm.card.def.name, n: ab.max });
        if (ab.min !== undefined && n < ab.min) return say('illegal.blockedByAtLeast', { card: perm.card.def.name, n: ab.min });
      }
    }
  }
  return null;
}

/**
 * "Creatures can't attack you", "Enchanted creature … can't attack you or planeswalkers you control" (508.1c): why attacking
 * this player (or this player's planeswalker) is illegal, or null — "you" is the controller of the static ability.
 */
export function attackTargetProblem(game: Game, perm: Permanent, c: Characteristics, defender: string, planeswalker?: string): Message | null {
  for (const { source, effect } of rulesStatics(game, 'restrict')) {
    if (effect.what !== 'cant-attack-you' && effect.what !== 'cant-attack-you-or-planeswalkers') continue;
    if (source.controller !== defender || (planeswalker && effect.what === 'cant-attack-you')) continue;
    if (staticAffects(game, effect.affects, source, perm)) return say('illegal.cantAttackPlayer', { card: c.name, target: planeswalker ? characteristics(game, game.battlefield.find((w) => w.id === planeswalker)!).name : defender, source: source.card.def.name });
  }
  return null;
}

/** Whether some opponent of its controller, or one of their planeswalkers, is a player this creature may attack (508.1c). */
export function someoneToAttack(game: Game, perm: Permanent, c: Characteristics): boolean {
  return game.players.some((p) => p.name !== perm.controller && (!attackTargetProblem(game, perm, c, p.name) || game.battlefield.some((w) => w.controller === p.name && characteristics(game, w).types.includes('Planeswalker') && !attackTargetProblem(game, perm, c, p.name, w.id))));
}

/** "Can't attack unless defending player controls a [land type]" (508.1c): why this attack is illegal, or null. */
export function attackConditionProblem(game: Game, perm: Permanent, c: Characteristics, defender: string): Message | null {
  for (const a of ownLines(game, perm, c)) {
    if (a.kind !== 'cant-attack-unless-defender-controls') continue;
    const has = game.battlefield.some((p) => p.controller === defender && characteristics(game, p).subtypes.includes(a.landType));
    if (!has) return say('illegal.attackUnless', { card: c.name, landType: landTypeMessage(a.landType), player: defender });
  }
  return null;
}

/**
 * The tapped permanents that stay tapped in the active player's untap step (502.3): those that
 * don't untap, those skipping this untap step, and those whose "you may choose not to untap" the
 * player uses (a `choose: {keepTapped: [...]}` of theirs; by default they untap).
 */
export function untapStepHeld(game: Game, tapped: Permanent[]): Permanent[] {
  const held = tapped.filter((p) => restrictionsOn(game, p).has('doesnt-untap') || (p.skipUntaps ?? 0) > 0 || p.exertedBy === game.active);
  for (const p of held) if ((p.skipUntaps ?? 0) > 0) p.skipUntaps! -= 1;
  // 122.1d: one that would untap but has a stun counter loses the counter instead.
  for (const p of tapped) if (!held.includes(p) && stunInsteadOfUntap(game, p)) held.push(p);
  const optional = tapped.filter((p) => !held.includes(p) && restrictionsOn(game, p).has('may-not-untap'));
  if (!optional.length) return held;
  const names = takeChoice(game, game.active, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'keepTapped' in v ? choiceNames(v, 'keepTapped') : undefined));
  if (!names) noteDefault(game, say('default.untapsAll', { player: game.active, permanents: optional.map((p) => p.card.def.name).join(', ') }));
  return [...held, ...optional.filter((p) => names?.some((n) => n === p.id || n.toLowerCase() === p.card.def.name.toLowerCase()))];
}

/**
 * "Untap … during each other player's untap step" (Seedborn Muse): the tapped permanents of the players other than the active
 * one that untap in this untap step too (502.3) — "doesn't untap during its controller's untap step" isn't about this step;
 * one with a stun counter loses the counter instead (122.1d).
 */
export function othersUntapping(game: Game): Permanent[] {
  return game.battlefield.filter((p) => p.tapped && p.controller !== game.active && restrictionsOn(game, p).has('untaps-during-others') && !stunInsteadOfUntap(game, p));
}

/** Whether an effect says this player can't gain life (119.7). */
export function cantGainLife(game: Game, who: string): boolean {
  return game.rulesThisTurn.includes('players-cant-gain-life') || rulesStatics(game, 'cant-gain-life').some(({ source, effect }) => effect.who === 'all' || source.controller !== who);
}
