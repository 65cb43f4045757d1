// Finding objects by the names a scenario uses, and target legality (115, 601.2c, 608.2b):
// what a target may be is a `TargetSpec` (oracle/target-grammar.ts), its object filter checked
// by the one `matches()`; then shroud, hexproof and protection (702.18, 702.11, 702.16).
import { cite } from '../citations.ts';
import type { TargetSpec } from '../oracle/vocabulary.ts';
import { characteristics } from './characteristics.ts';
import { ScenarioReferenceError } from './illegal.ts';
import type { Candidate } from './match.ts';
import { protectionAgainst } from './protection.ts';
import { fitsIn } from './refs.ts';
import { noteDefault, permanentById, type Card, type Game, type Permanent, type SourceInfo, type TargetRef } from './state.ts';
import { hasPlayerRule } from './player-rules.ts';
import { say, type Message, type Text } from '../messages/message.ts';
import { targetMessage } from '../messages/terms.ts';

/**
 * A permanent by id or exact (case-insensitive) name. When several share the name, `prefer`
 * (e.g. "controlled by the attacker") may single one out; otherwise the name is ambiguous
 * and the candidates are listed. Legality is the caller's business, not the lookup's.
 */
export function findPermanent(game: Game, ref: string, subpath: string, prefer: (p: Permanent) => boolean = () => true): Permanent {
  const byId = game.battlefield.find((p) => p.id === ref);
  if (byId) return byId;
  const matches = game.battlefield.filter((p) => p.card.def.name.toLowerCase() === ref.toLowerCase());
  const preferred = matches.filter(prefer);
  const found = namedAmong(game, ref, subpath, preferred.length ? preferred : matches, 1, permanentNamed);
  if (found) return found[0]!;
  const known = [...new Set(game.battlefield.map((p) => p.card.def.name))];
  throw new ScenarioReferenceError(say('scenario.noPermanent', { name: ref, known: known.join(', ') }), subpath, known);
}

/** How a scenario's names see a permanent or a card: its name, and how it is listed when ambiguous. */
export interface Named<T> {
  name(x: T): string;
  label(x: T): string;
  /** Several permanents alike are noted among the defaults, several cards not. */
  kind: 'permanent' | 'card';
}

export const permanentNamed: Named<Permanent> = { name: (p) => p.card.def.name, label: (p) => `${p.id} (${p.controller})`, kind: 'permanent' };
export const cardNamed: Named<Card> = { name: (c) => c.def.name, label: (c) => `${c.id} (${c.owner})`, kind: 'card' };

/**
 * `n` of `pool` a name stands for, by id or exact (case-insensitive) name: the ones named
 * (exactly `n` with that name), or `n` of several alike in every way (`interchangeable`: the
 * first, noted for permanents); several not alike are ambiguous, an error listing them (nothing is guessed).
 * Undefined when fewer than `n` answer to it.
 */
export function namedAmong<T extends { id: string }>(game: Game, ref: string, subpath: string, pool: readonly T[], n: number, named: Named<T>): T[] | undefined {
  const byId = pool.find((x) => x.id === ref);
  if (byId) return n === 1 ? [byId] : undefined;
  const matches = pool.filter((x) => named.name(x).toLowerCase() === ref.toLowerCase());
  if (matches.length <= n) return matches.length === n ? matches : undefined;
  if (interchangeable(game, matches)) {
    // (copies of one card in a hand are alike as a matter of course: nothing to note)
    if (named.kind === 'permanent') noteDefault(game, say('default.sameName', { name: ref, n: matches.length, id: matches.slice(0, n).map((x) => x.id).join(', ') }));
    return matches.slice(0, n);
  }
  throw new ScenarioReferenceError(say('scenario.ambiguous', { name: ref, ids: matches.map(named.label).join(', ') }), subpath, matches.map((x) => x.id));
}

/**
 * Whether objects that answer to one name are alike in every way the game can see (the two
 * Soldier tokens Raise the Alarm makes, the Warriors mobilize makes, two Lightning Bolts in
 * one hand): the same card, controller and state, and the rest of the game unchanged when two
 * of them trade ids — what refers to one of them (an effect, shield, attachment, combat role,
 * target or trigger) refers to the other alike, as mobilize's delayed trigger and combat refer
 * to all its attacking tokens. Then naming either means the same, and the scenario need not
 * know their ids.
 */
function interchangeable(game: Game, list: ReadonlyArray<{ id: string }>): boolean {
  const state = (x: { id: string }): string => {
    const { id: _id, timestamp: _timestamp, card, ...rest } = x as Partial<Permanent> & { id: string };
    return JSON.stringify(card ? { ...rest, def: card.def, owner: card.owner, token: card.token } : rest);
  };
  const first = state(list[0]!);
  if (!list.every((p) => state(p) === first)) return false;
  // (what was said and the id counters are records, not references; the objects themselves are left out)
  const { trace: _trace, announced: _announced, defaults: _defaults, usedIds: _usedIds, ...rest } = game;
  const elsewhere = JSON.stringify(rest, (_key, value: unknown) => (list.includes(value as { id: string }) ? undefined : value));
  const seen = canonical(elsewhere);
  return list.slice(1).every((p) => canonical(swapIds(elsewhere, list[0]!.id, p.id)) === seen);
}

/** JSON text with two ids (as whole strings) traded. */
function swapIds(json: string, a: string, b: string): string {
  const [qa, qb] = [JSON.stringify(a), JSON.stringify(b)];
  return json.split(qa).map((part) => part.split(qb).join(qa)).join(qb);
}

/** JSON text read back with every list's and object's order set aside ("them": the tokens a delayed trigger carries), so a traded pair within one list or record compares equal. */
function canonical(json: string): string {
  const sorted = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(sorted).sort((l, r) => (JSON.stringify(l) < JSON.stringify(r) ? -1 : 1));
    if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).sort(([l], [r]) => (l < r ? -1 : 1)).map(([k, v]) => [k, sorted(v)]));
    return x;
  };
  return JSON.stringify(sorted(JSON.parse(json)));
}

/** The graveyard card a target names, with the player whose graveyard holds it. */
export function cardInGraveyard(game: Game, id: string): { card: Card; owner: string } | undefined {
  for (const p of game.players) {
    const card = p.graveyard.find((c) => c.id === id);
    if (card) return { card, owner: p.name };
  }
  return undefined;
}

function findCardTarget(game: Game, ref: string, subpath: string): TargetRef {
  for (const p of game.players) {
    const card = p.graveyard.find((c) => c.id === ref) ?? p.graveyard.find((c) => c.def.name.toLowerCase() === ref.toLowerCase());
    if (card) return { kind: 'card', id: card.id };
  }
  throw new ScenarioReferenceError(say('scenario.noGraveyardCard', { name: ref }), subpath);
}

/** Whether a target names the source itself — its permanent, its spell, or its card after it left ("another target creature card" in a dies trigger, 400.7). */
export function isSourceRef(game: Game, source: SourceInfo): (t: TargetRef) => boolean {
  const cardId = permanentById(game, source.id)?.card.id ?? game.lastKnown[source.id]?.card.id;
  return (t) => t.kind !== 'player' && (t.id === source.id || (cardId !== undefined && t.id === cardId));
}

const isCardSpec = (spec: TargetSpec): boolean => spec.object?.zone === 'graveyard';

/**
 * Resolves a scenario's target name to a target reference, by what the target may be. A name
 * several objects answer to (a spell and its own "when you cast" or cascade trigger, two
 * Grizzly Bears) means the one `accepts` — the target requirement's check — takes; two
 * acceptable ones are ambiguous and listed (nothing is guessed). None acceptable gives the
 * topmost, whose problem the caller reports.
 */
export function resolveTargetName(game: Game, ref: string, spec: TargetSpec, subpath: string, accepts: (t: TargetRef) => boolean = () => true): TargetRef {
  const player = game.players.find((p) => p.name.toLowerCase() === ref.toLowerCase());
  if (player && spec.player) return { kind: 'player', name: player.name };
  if (isCardSpec(spec)) return findCardTarget(game, ref, subpath);
  if (spec.object?.spell || spec.object?.ability) {
    const items = game.stack.filter((s) => s.id === ref || s.card?.def.name.toLowerCase() === ref.toLowerCase() || s.source.name.toLowerCase() === ref.toLowerCase());
    if (!items.length) throw new ScenarioReferenceError(say('scenario.noSpell', { name: ref, stack: game.stack.map((s) => s.source.name).join(', ') }), subpath);
    const refs = items.map((s): TargetRef => ({ kind: 'stack', id: s.id }));
    const fit = refs.filter(accepts);
    if (fit.length > 1) {
      const ids = items.filter((s) => fit.some((t) => t.kind === 'stack' && t.id === s.id)).map((s) => `${s.id} (${s.source.name}, ${s.controller})`);
      throw new ScenarioReferenceError(say('scenario.ambiguous', { name: ref, ids: ids.join(', ') }), subpath, ids);
    }
    return fit[0] ?? refs[refs.length - 1]!;
  }
  if (player) return { kind: 'player', name: player.name };
  return { kind: 'permanent', id: findPermanent(game, ref, subpath, (p) => accepts({ kind: 'permanent', id: p.id })).id };
}

type Problem = { message: Message; rules: string[] };
const notA = (name: Text, spec: TargetSpec): Problem => ({ message: say('target.notA', { object: name, kind: targetMessage(spec) }), rules: cite('castTargets', 'targetsChoice') });

/** Why `target` can't be chosen for a target of `spec` of a spell or ability from `source`; null if it can. */
export function targetProblem(game: Game, source: SourceInfo, controller: string, target: TargetRef, spec: TargetSpec, eventPlayer?: string): Problem | null {
  const scope = { controller, source, event: eventPlayer ? { player: eventPlayer } : undefined };
  if (target.kind === 'player') {
    if (!spec.player) return { message: say('target.isPlayer', { player: target.name, kind: targetMessage(spec) }), rules: cite('castTargets', 'targetsChoice') };
    // "target opponent" is a player other than the controller (102.2).
    if (spec.player === 'opponent' && target.name === controller) return { message: say('target.notOpponent', { player: target.name, of: controller }), rules: cite('opponentTarget', 'castTargets') };
    if (spec.player === 'you' && target.name !== controller) return notA(target.name, spec);
    const p = game.players.find((x) => x.name === target.name);
    if (!p || p.lost) return { message: say('target.leftGame', { player: target.name }), rules: cite('targetsChoice') };
    // "You have shroud" (702.18a) / "You have hexproof" (702.11c) from a permanent the player controls.
    if (hasPlayerRule(game, p.name, 'shroud')) return { message: say('target.playerShroud', { player: p.name, keyword: say('term.keyword', { keyword: 'shroud' }) }), rules: cite('playerShroud') };
    if (controller !== p.name && hasPlayerRule(game, p.name, 'hexproof')) return { message: say('target.playerHexproof', { player: p.name, keyword: say('term.keyword', { keyword: 'hexproof' }) }), rules: cite('playerHexproof') };
    return null;
  }
  const filter = spec.object;
  if (target.kind === 'card') {
    const found = cardInGraveyard(game, target.id);
    if (!filter || !isCardSpec(spec)) return { message: say('target.graveyardCardNotHere', {}), rules: cite('castTargets', 'targetsChoice') };
    if (!found) return { message: say('target.cardGone', {}), rules: cite('illegalTargetsOnResolve') };
    const fits = fitsIn(game, { kind: 'card', card: found.card, zone: 'graveyard' }, filter, scope);
    return fits ? null : { ...notA(say('target.inGraveyardOf', { card: found.card.def.name, owner: found.owner }), spec), rules: cite('castTargets', 'targetsChoice', ...(filter.manaValue ? (['manaValue'] as const) : [])) };
  }
  if (target.kind === 'stack') {
    if (!filter?.spell && !filter?.ability) return { message: say('target.spellNotHere', {}), rules: cite('castTargets', 'targetsChoice') };
    const item = game.stack.find((s) => s.id === target.id);
    if (!item) return { message: say('target.spellGone', {}), rules: cite('illegalTargetsOnResolve') };
    // "target activated or triggered ability" (113.1): an ability on the stack, never a spell.
    if (filter.ability) return item.kind === 'ability' && fitsIn(game, { kind: 'spell', item }, filter, scope) ? null : notA(item.source.name, spec);
    // An activated or triggered ability on the stack is not a spell (113.1, 112.1).
    if (item.kind !== 'spell') return { message: say('target.abilityNotSpell', { source: item.source.name }), rules: cite('castTargets', 'targetsChoice') };
    return fitsIn(game, { kind: 'spell', item }, filter, scope) ? null : notA(item.source.name, spec);
  }
  const perm = permanentById(game, target.id);
  if (!perm) return { message: say('target.permanentGone', { id: target.id }), rules: cite('illegalTargetsOnResolve') };
  const c = characteristics(game, perm);
  const obj: Candidate = { kind: 'permanent', permanent: perm, c };
  if (!filter || isCardSpec(spec) || filter.spell || !fitsIn(game, obj, filter, scope)) {
    // Mentor compares with its source's power now, or as it last existed (702.134a, 608.2h).
    const mentor = filter?.power && typeof filter.power.value === 'object' && filter.power.value.of === 'stat';
    return mentor && filter && fitsIn(game, obj, { ...filter, power: undefined }, scope)
      ? { message: say('target.powerNotLess', { object: c.name, power: c.power ?? 0, source: source.name }), rules: cite('castTargets', 'targetsChoice', 'mentor') }
      : notA(c.name, spec);
  }
  if (c.keywords.has('shroud')) return { message: say('target.shroud', { object: c.name, keyword: say('term.keyword', { keyword: 'shroud' }) }), rules: cite('shroud', 'castTargets') };
  if (c.keywords.has('hexproof') && perm.controller !== controller) {
    return { message: say('target.hexproof', { object: c.name, keyword: say('term.keyword', { keyword: 'hexproof' }) }), rules: cite('hexproof', 'castTargets') };
  }
  const quality = protectionAgainst(c, source);
  if (quality) return { message: say('target.protection', { object: c.name, quality, source: source.name }), rules: cite('protectionTarget', 'castTargets') };
  return null;
}

/** Every legal target of a spec, in listed order (spells, permanents, players, graveyard cards): for documented defaults. */
export function legalTargets(game: Game, source: SourceInfo, controller: string, spec: TargetSpec, eventPlayer?: string): TargetRef[] {
  const all: TargetRef[] = isCardSpec(spec)
    ? game.players.flatMap((p) => p.graveyard.map((c) => ({ kind: 'card', id: c.id }) as TargetRef))
    : [
        ...game.stack.map((s) => ({ kind: 'stack', id: s.id }) as TargetRef),
        ...game.battlefield.map((p) => ({ kind: 'permanent', id: p.id }) as TargetRef),
        ...game.players.map((p) => ({ kind: 'player', name: p.name }) as TargetRef),
      ];
  return all.filter((t) => !targetProblem(game, source, controller, t, spec, eventPlayer));
}
