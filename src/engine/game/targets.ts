// Finding objects by the names a scenario uses, and target legality (115, 601.2c, 608.2b).
import { cite } from '../citations.ts';
import { SPELL_TARGETS, type TargetKind } from '../oracle/ast.ts';
import type { Characteristics } from './characteristics.ts';
import { characteristics } from './characteristics.ts';
import { ScenarioReferenceError } from './illegal.ts';
import { protectionAgainst } from './protection.ts';
import { cardTargetProblem, findCardTarget, graveyardTargets, isGraveyardCardKind } from './card-targets.ts';
import { baseKind } from './up-to-targets.ts'; // cov-targets
import { noteDefault, permanentById, type Game, type Permanent, type SourceInfo, type TargetRef } from './state.ts';
import { hasPlayerRule } from './player-rules.ts'; // cov-statics
import { say, type Message } from '../messages/message.ts';

/**
 * A permanent by id or exact (case-insensitive) name. When several share the name, `prefer`
 * (e.g. "controlled by the attacker") may single one out; otherwise the name is ambiguous
 * and the candidates are listed. Legality is the caller's business, not the lookup's.
 */
export function findPermanent(game: Game, ref: string, subpath: string, prefer: (p: Permanent) => boolean = () => true): Permanent {
  const byId = game.battlefield.find((p) => p.id === ref);
  if (byId) return byId;
  const matches = game.battlefield.filter((p) => p.card.def.name.toLowerCase() === ref.toLowerCase());
  if (matches.length === 1) return matches[0]!;
  const preferred = matches.filter(prefer);
  if (preferred.length === 1) return preferred[0]!;
  if (matches.length > 1) {
    const list = preferred.length > 1 ? preferred : matches;
    if (interchangeable(game, list)) {
      noteDefault(game, say('default.sameName', { name: ref, n: list.length, id: list[0]!.id }));
      return list[0]!;
    }
    throw new ScenarioReferenceError(say('scenario.ambiguous', { name: ref, ids: list.map((p) => `${p.id} (${p.controller})`).join(', ') }), subpath, list.map((p) => p.id));
  }
  const known = [...new Set(game.battlefield.map((p) => p.card.def.name))];
  throw new ScenarioReferenceError(say('scenario.noPermanent', { name: ref, known: known.join(', ') }), subpath, known);
}

/**
 * Whether permanents that answer to one name are alike in every way the game can see (the
 * two Soldier tokens Raise the Alarm makes): the same card, controller and state, and nothing
 * else in the game refers to one of them (no effect, shield, attachment, combat role, target
 * or trigger). Then naming either means the same, and the scenario need not know their ids.
 */
function interchangeable(game: Game, list: Permanent[]): boolean {
  const state = ({ id: _id, timestamp: _timestamp, card, ...rest }: Permanent): string => JSON.stringify({ ...rest, def: card.def, owner: card.owner, token: card.token });
  const first = state(list[0]!);
  if (!list.every((p) => state(p) === first)) return false;
  // (what was said and the id counters are records, not references)
  const { trace: _trace, announced: _announced, defaults: _defaults, usedIds: _usedIds, battlefield, ...rest } = game;
  const elsewhere = JSON.stringify({ ...rest, battlefield: battlefield.filter((p) => !list.includes(p)) });
  return !list.some((p) => elsewhere.includes(JSON.stringify(p.id)));
}

/** Resolves a scenario's target name to a target reference, by the kind of target asked for. */
export function resolveTargetName(game: Game, ref: string, slotKind: TargetKind, subpath: string): TargetRef {
  const kind = baseKind(slotKind); // cov-targets: an "up to" slot names its objects like its own kind
  const player = game.players.find((p) => p.name.toLowerCase() === ref.toLowerCase());
  if (player && (kind === 'any' || kind === 'player' || kind === 'opponent')) return { kind: 'player', name: player.name };
  if (isGraveyardCardKind(kind)) return findCardTarget(game, ref, subpath);
  if (SPELL_TARGETS.includes(kind)) {
    const items = game.stack.filter((s) => s.id === ref || s.card?.def.name.toLowerCase() === ref.toLowerCase() || s.source.name.toLowerCase() === ref.toLowerCase());
    // The topmost match: "counter Shock" means the Shock most recently cast.
    if (items.length) return { kind: 'stack', id: items[items.length - 1]!.id };
    throw new ScenarioReferenceError(say('scenario.noSpell', { name: ref, stack: game.stack.map((s) => s.source.name).join(', ') }), subpath);
  }
  if (player) return { kind: 'player', name: player.name };
  return { kind: 'permanent', id: findPermanent(game, ref, subpath).id };
}

/** Why `target` can't be chosen for a `kind` target of a spell or ability from `source`; null if it can. */
export function targetProblem(game: Game, source: SourceInfo, controller: string, target: TargetRef, slotKind: TargetKind, eventPlayer?: string): { message: Message; rules: string[] } | null {
  const kind = baseKind(slotKind); // cov-targets
  if (target.kind === 'card' || isGraveyardCardKind(kind)) return cardTargetProblem(game, controller, target, kind);
  if (kind === 'planeswalker-that-player-controls' && target.kind === 'permanent') {
    const perm = permanentById(game, target.id);
    if (perm && perm.controller !== eventPlayer) return { message: say('target.notControlledBy', { object: perm.card.def.name, player: eventPlayer ?? '' }), rules: cite('castTargets', 'targetsChoice') };
  }
  if (target.kind === 'player') {
    if (kind !== 'any' && kind !== 'player' && kind !== 'opponent') return { message: say('target.isPlayer', { player: target.name, kind: `a ${kind}` }), rules: cite('castTargets', 'targetsChoice') };
    // cov-tail: "target opponent" is a player other than the controller (102.2).
    if (kind === 'opponent' && target.name === controller) return { message: say('target.notOpponent', { player: target.name, of: controller }), rules: cite('opponentTarget', 'castTargets') };
    const p = game.players.find((x) => x.name === target.name);
    if (!p || p.lost) return { message: say('target.leftGame', { player: target.name }), rules: cite('targetsChoice') };
    // cov-statics: "You have shroud" (702.18a) / "You have hexproof" (702.11c) from a permanent the player controls.
    if (hasPlayerRule(game, p.name, 'shroud')) return { message: say('target.playerShroud', { player: p.name, keyword: say('term.keyword', { keyword: 'shroud' }) }), rules: cite('playerShroud') };
    if (controller !== p.name && hasPlayerRule(game, p.name, 'hexproof')) return { message: say('target.playerHexproof', { player: p.name, keyword: say('term.keyword', { keyword: 'hexproof' }) }), rules: cite('playerHexproof') };
    return null;
  }
  if (target.kind === 'stack') {
    if (!SPELL_TARGETS.includes(kind)) return { message: say('target.spellNotHere', {}), rules: cite('castTargets', 'targetsChoice') };
    const item = game.stack.find((s) => s.id === target.id);
    if (!item) return { message: say('target.spellGone', {}), rules: cite('illegalTargetsOnResolve') };
    // An activated or triggered ability on the stack is not a spell (113.1, 112.1).
    if (item.kind !== 'spell') return { message: say('target.abilityNotSpell', { source: item.source.name }), rules: cite('castTargets', 'targetsChoice') };
    const isCreature = item.card!.def.types.includes('Creature');
    if ((kind === 'creature-spell' && !isCreature) || (kind === 'noncreature-spell' && isCreature)) {
      return { message: say('target.notA', { object: item.source.name, kind: `a ${kind.replace('-', ' ')}` }), rules: cite('castTargets', 'targetsChoice') };
    }
    return null;
  }
  const perm = permanentById(game, target.id);
  if (!perm) return { message: say('target.permanentGone', { id: target.id }), rules: cite('illegalTargetsOnResolve') };
  const c = characteristics(game, perm);
  if (!fitsKind(game, perm, c, kind, controller)) {
    return { message: say('target.notA', { object: c.name, kind: `a ${kindText(kind)}` }), rules: cite('castTargets', 'targetsChoice') };
  }
  // cov-keywords: mentor compares with its source's power now, or as it last existed (702.134a, 608.2h).
  if (kind === 'attacking-creature-lesser-power') {
    const src = permanentById(game, source.id);
    const mine = src ? characteristics(game, src).power : game.lastKnown[source.id]?.power;
    if ((c.power ?? 0) >= (mine ?? 0)) return { message: say('target.powerNotLess', { object: c.name, power: c.power ?? 0, source: source.name, than: mine ?? 0 }), rules: cite('castTargets', 'targetsChoice', 'mentor') };
  }
  if (c.keywords.has('shroud')) return { message: say('target.shroud', { object: c.name, keyword: say('term.keyword', { keyword: 'shroud' }) }), rules: cite('shroud', 'castTargets') };
  if (c.keywords.has('hexproof') && perm.controller !== controller) {
    return { message: say('target.hexproof', { object: c.name, keyword: say('term.keyword', { keyword: 'hexproof' }) }), rules: cite('hexproof', 'castTargets') };
  }
  const quality = protectionAgainst(c, source);
  if (quality) return { message: say('target.protection', { object: c.name, quality, source: source.name }), rules: cite('protectionTarget', 'castTargets') };
  return null;
}

const KIND_TEXT: Record<TargetKind, string> = {
  any: 'creature, player or planeswalker', opponent: 'opponent', creature: 'creature', 'creature-or-planeswalker': 'creature or planeswalker', player: 'player', spell: 'spell', 'creature-spell': 'creature spell', 'noncreature-spell': 'noncreature spell',
  artifact: 'artifact', enchantment: 'enchantment', 'artifact-or-enchantment': 'artifact or enchantment', land: 'land', permanent: 'permanent',
  'nonland-permanent': 'nonland permanent', 'creature-you-control': 'creature you control', 'creature-opponent-controls': 'creature an opponent controls',
  'nonblack-creature': 'nonblack creature', 'nonartifact-creature': 'nonartifact creature', 'nonartifact-nonblack-creature': 'nonartifact, nonblack creature', 'tapped-creature': 'tapped creature',
  'attacking-creature': 'attacking creature', 'attacking-or-blocking-creature': 'attacking or blocking creature', 'creature-with-flying': 'creature with flying',
  'creature-card-in-your-graveyard': 'creature card in your graveyard', 'planeswalker-that-player-controls': 'planeswalker that player controls',
  // cov-keywords: what Auras enchant
  'creature-or-vehicle': 'creature or Vehicle', planeswalker: 'planeswalker', 'artifact-creature': 'artifact creature',
  'attacking-creature-lesser-power': "attacking creature with power less than the source's",
  // cov-sentences
  'card-in-your-graveyard': 'card in your graveyard', 'artifact-card-in-your-graveyard': 'artifact card in your graveyard', 'enchantment-card-in-your-graveyard': 'enchantment card in your graveyard',
  'land-card-in-your-graveyard': 'land card in your graveyard', 'permanent-card-in-your-graveyard': 'permanent card in your graveyard', 'instant-or-sorcery-card-in-your-graveyard': 'instant or sorcery card in your graveyard',
  'instant-card-in-your-graveyard': 'instant card in your graveyard', 'sorcery-card-in-your-graveyard': 'sorcery card in your graveyard',
  'card-in-a-graveyard': 'card in a graveyard', 'creature-card-in-a-graveyard': 'creature card in a graveyard',
  'nonbasic-land': 'nonbasic land', 'artifact-or-land': 'artifact or land', 'artifact-or-creature': 'artifact or creature', 'creature-or-enchantment': 'creature or enchantment',
  'artifact-creature-or-land': 'artifact, creature, or land', 'creature-without-flying': 'creature without flying', 'blocking-creature': 'blocking creature',
  'nonlegendary-creature': 'nonlegendary creature', 'creature-or-planeswalker-opponent-controls': 'creature or planeswalker an opponent controls', 'land-you-control': 'land you control', 'permanent-you-control': 'permanent you control', 'nonland-permanent-opponent-controls': 'nonland permanent an opponent controls',
};
/** How a target kind reads: from the table, or "creature with power N or greater / or less". */
function kindText(slotKind: TargetKind): string {
  const kind = baseKind(slotKind); // cov-targets
  const m = /^creature-power-(at-least|at-most)-(\d+)$/.exec(kind);
  return m ? `creature with power ${m[2]} or ${m[1] === 'at-least' ? 'greater' : 'less'}` : (KIND_TEXT[kind] ?? kind);
}

/** Whether a permanent with characteristics `c` is what `kind` names, for a spell or ability (or an Aura) controlled by `controller`. */
export function fitsKind(game: Game, perm: Permanent, c: Characteristics, kind: TargetKind, controller: string): boolean {
  return permanentFits(kind, c, perm.controller, controller, { tapped: perm.tapped, attacking: game.combat.attackers.some((a) => a.id === perm.id), blocking: game.combat.blockers.some((b) => b.id === perm.id) });
}

function permanentFits(kind: TargetKind, c: Characteristics, permController: string, controller: string, status: { tapped: boolean; attacking: boolean; blocking: boolean }): boolean {
  const has = (t: string): boolean => c.types.includes(t);
  switch (kind) {
    case 'nonblack-creature':
      return has('Creature') && !c.colors.includes('black');
    case 'nonartifact-creature':
      return has('Creature') && !has('Artifact');
    case 'nonartifact-nonblack-creature':
      return has('Creature') && !has('Artifact') && !c.colors.includes('black');
    case 'tapped-creature':
      return has('Creature') && status.tapped;
    case 'attacking-creature':
      return has('Creature') && status.attacking;
    case 'attacking-or-blocking-creature':
      return has('Creature') && (status.attacking || status.blocking);
    case 'creature-with-flying':
      return has('Creature') && c.keywords.has('flying');
    case 'any':
      return has('Creature') || has('Planeswalker');
    case 'creature':
      return has('Creature');
    case 'creature-or-planeswalker':
      return has('Creature') || has('Planeswalker');
    case 'creature-you-control':
      return has('Creature') && permController === controller;
    case 'creature-opponent-controls':
      return has('Creature') && permController !== controller;
    case 'artifact':
      return has('Artifact');
    case 'enchantment':
      return has('Enchantment');
    case 'artifact-or-enchantment':
      return has('Artifact') || has('Enchantment');
    case 'land':
      return has('Land');
    case 'permanent':
      return true;
    case 'nonland-permanent':
      return !has('Land');
    case 'planeswalker-that-player-controls':
      return has('Planeswalker');
    // cov-keywords: what Auras enchant
    case 'creature-or-vehicle':
      return has('Creature') || c.subtypes.includes('Vehicle');
    case 'planeswalker':
      return has('Planeswalker');
    case 'artifact-creature':
      return has('Artifact') && has('Creature');
    case 'attacking-creature-lesser-power':
      // Its power is compared with the source's in targetProblem.
      return has('Creature') && status.attacking;
    // cov-sentences
    case 'nonbasic-land':
      return has('Land') && !c.supertypes.includes('Basic');
    case 'artifact-or-land':
      return has('Artifact') || has('Land');
    case 'artifact-or-creature':
      return has('Artifact') || has('Creature');
    case 'creature-or-enchantment':
      return has('Creature') || has('Enchantment');
    case 'artifact-creature-or-land':
      return has('Artifact') || has('Creature') || has('Land');
    case 'creature-without-flying':
      return has('Creature') && !c.keywords.has('flying');
    case 'blocking-creature':
      return has('Creature') && status.blocking;
    case 'land-you-control':
      return has('Land') && permController === controller;
    case 'permanent-you-control':
      return permController === controller;
    case 'nonland-permanent-opponent-controls':
      return !has('Land') && permController !== controller;
    case 'nonlegendary-creature':
      return has('Creature') && !c.supertypes.includes('Legendary');
    case 'creature-or-planeswalker-opponent-controls':
      return (has('Creature') || has('Planeswalker')) && permController !== controller;
    default: {
      // "target creature with power N or greater / or less", on its power now (608.2b).
      const m = /^creature-power-(at-least|at-most)-(\d+)$/.exec(kind);
      if (!m || !has('Creature') || c.power === undefined) return false;
      return m[1] === 'at-least' ? c.power >= Number(m[2]) : c.power <= Number(m[2]);
    }
  }
}

/** Every legal target of a kind, in listed order (players first, then permanents): for documented defaults. */
export function legalTargets(game: Game, source: SourceInfo, controller: string, slotKind: TargetKind, eventPlayer?: string): TargetRef[] {
  const kind = baseKind(slotKind); // cov-targets
  if (isGraveyardCardKind(kind)) return graveyardTargets(game, controller, kind);
  const all: TargetRef[] = [
    ...game.stack.map((s) => ({ kind: 'stack', id: s.id }) as TargetRef),
    ...game.battlefield.map((p) => ({ kind: 'permanent', id: p.id }) as TargetRef),
    ...game.players.map((p) => ({ kind: 'player', name: p.name }) as TargetRef),
  ];
  return all.filter((t) => !targetProblem(game, source, controller, t, kind, eventPlayer));
}
