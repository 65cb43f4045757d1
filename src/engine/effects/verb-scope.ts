// The scope a verb is read in (game/refs.ts): who "you" is, the source, the stack item, the
// trigger's event, and which chosen targets its `{ref: 'target'}` references stand for.
// resolve.ts builds it from the ability's target slots; a verb inside another effect ("you may
// …", one slot of "up to N target …") gets the one target that effect carries.
import { JudgeError } from '../../errors.ts';
import { verbTargetRefs, type FoldedVerb } from '../oracle/ast.ts';
import type { Amount, Duration, ObjectRef, PlayerRef } from '../oracle/vocabulary.ts';
import type { Recipient } from '../oracle/verbs.ts';
import { amountOf, objectsOf, playersOf, scopeOf, type Scope } from '../game/refs.ts';
import { nextTimestamp, trace, type FloatingEffect, type Game, type Permanent, type StackItem, type TargetRef } from '../game/state.ts';
import { stillLasting } from '../game/layers.ts';
import { cite, type ReasonCode } from '../citations.ts';
import { say, type Text } from '../messages/message.ts';

/** The scope given, or the item's with `target` standing for each of the verb's targets (and for "it" after it). */
export function verbScope(item: StackItem, effect: FoldedVerb, target?: TargetRef, given?: Scope): Scope {
  if (given) return given;
  const scope = scopeOf(item);
  if (!target) return scope;
  return { ...scope, targets: new Map(verbTargetRefs(effect).map((r) => [r, [target]])), slots: [target], lastSlot: 0 };
}

/** How much, now (608.2h: a count, a power, a life total is read as the instruction is carried out); X only as announced (107.3). */
export function amountNow(game: Game, amount: Amount, scope: Scope): number {
  if (typeof amount === 'object' && amount.of === 'X' && scope.item?.x === undefined) {
    throw new JudgeError('not_implemented', `${scope.source.name}: an X that is not a spell's or ability's announced value is not modelled`);
  }
  const n = Math.max(0, amountOf(game, amount, scope) ?? 0);
  if (typeof amount === 'object' && amount.of !== 'X' && amount.of !== 'event') trace(game, 'effect', say('ref.amount', { n }), cite('countOnResolution'));
  return n;
}

/** The cited rule for an amount read from X (107.3a), if it is one. */
export const xCodes = (amount: Amount): Array<'xAnnounced'> => (typeof amount === 'object' && amount.of === 'X' ? ['xAnnounced'] : []);

/**
 * The permanents a verb acts on, and the rule that names them: the host is "enchanted" (303.4b)
 * or "equipped" (301.5a) — with the source unattached or gone there is none, and the trace says so.
 */
export function permanentsNamed(game: Game, item: StackItem, refs: ObjectRef[], scope: Scope): { permanents: Permanent[]; rules: string[] } {
  const permanents = refs.flatMap((r) => objectsOf(game, r, scope)).flatMap((o) => (o.kind === 'permanent' ? [o.permanent] : []));
  if (!refs.some((r) => r.ref === 'host')) return { permanents, rules: [] };
  if (permanents.length === 0) trace(game, 'effect', say('effect.noEffect', { object: item.source.name, why: 'gone' }), cite('newObject'));
  return { permanents, rules: (item.source.subtypes ?? []).includes('Aura') ? cite('enchanted') : cite('equipped') };
}

/** Whose next turn ends a change "until your next turn" (611.2a); undefined: until end of turn (514.2). */
export function endsAtNextTurnOf(duration: Duration, scope: Scope, what: string): string | undefined {
  if (duration === 'until-end-of-turn') return undefined;
  if (duration === 'until-your-next-turn') return scope.controller;
  throw new JudgeError('not_implemented', `${scope.source.name}: ${what} lasting ${JSON.stringify(duration)} is not modelled`);
}

/** A "for as long as …" duration (611.2b) as the floating effect keeps it: read on the source as the effect applies. */
export type WhileDuration = Extract<NonNullable<FloatingEffect['duration']>, { sourceId: string }>;
export function whileDuration(d: Extract<Duration, object>, item: StackItem): WhileDuration {
  const sourceId = item.source.id;
  switch (d.while) {
    case 'you-control-source': return { kind: 'while-controls', sourceId, controller: item.controller };
    case 'source-on-battlefield': return { kind: 'while-on-battlefield', sourceId };
    case 'source-tapped': return { kind: 'while-tapped', sourceId };
    case 'you-control-source-tapped': return { kind: 'while-tapped', sourceId, controller: item.controller };
  }
}
/** How the trace says a "for as long as" duration (`effect.controlFor`). */
export const whileWords = (d: WhileDuration): 'controls' | 'remains' | 'tapped' | 'controls-tapped' =>
  d.kind === 'while-controls' ? 'controls' : d.kind === 'while-on-battlefield' ? 'remains' : d.controller ? 'controls-tapped' : 'tapped';
/** 611.2b: a "for as long as" effect whose duration has already ended as it would begin does nothing. */
export const alreadyOver = (game: Game, d: WhileDuration): boolean => !stillLasting(game, { timestamp: 0, objectId: '', sourceName: '', change: { layer: '7c', power: 0, toughness: 0 }, duration: d });

/** A change to each permanent for as long as the duration holds (611.2b), with a new timestamp (613.7); the layer system drops it once it's over. */
export function lastWhile(game: Game, item: StackItem, permanents: Permanent[], change: FloatingEffect['change'], what: Text, lasts: WhileDuration, code: ReasonCode): void {
  for (const perm of permanents) {
    game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change, duration: lasts });
    trace(game, 'effect', say('effect.controlFor', { object: perm.card.def.name, what, source: item.source.name, until: whileWords(lasts) }), cite(code, 'forAsLongAs'));
  }
}

/** A verb that changes permanents for a while ("gets +1/+1", "gains flying", "loses all abilities" …). */
type LastingChange = Extract<FoldedVerb, { objects: ObjectRef; duration: Duration }>;

/** The permanents such a verb acts on, the rules that name them, and whose next turn ends the
 *  change (`until`, see endsAtNextTurnOf); null when it names none (then how long is not asked). */
export function permanentsChanged(game: Game, item: StackItem, effect: LastingChange, target: TargetRef | undefined, given: Scope | undefined, what: string, /** the verb keeps "for as long as" durations (`lasts`) */ mayLast = false): { scope: Scope; permanents: Permanent[]; rules: string[]; until: string | undefined; lasts?: WhileDuration } | null {
  const scope = verbScope(item, effect, target, given);
  const { permanents, rules } = permanentsNamed(game, item, [effect.objects], scope);
  const lasts = mayLast && typeof effect.duration === 'object' ? whileDuration(effect.duration, item) : undefined;
  if (lasts && alreadyOver(game, lasts)) return null;
  // A keyword gained with no duration stated lasts as long as the permanent (611.2a; effects/abilities.ts).
  const until = lasts || (effect.type === 'grant' && effect.duration === 'indefinite') ? undefined : endsAtNextTurnOf(effect.duration, scope, what);
  // 611.2c: which objects a group's continuous effect changes is fixed as it begins.
  if (effect.objects.ref === 'all' && permanents.length) trace(game, 'effect', say('effect.groupFixed', { creatures: permanents.map((p) => p.card.def.name).join(', ') }), cite('fixedAffectedSet'));
  return permanents.length ? { scope, permanents, rules, until, ...(lasts ? { lasts } : {}) } : null;
}

const PLAYER_REFS = new Set(['you', 'each', 'controller', 'owner', 'defending', 'event-player', 'active']);

/** What a recipient names now: players and permanents (a target or "it" may be either). */
export function recipientsNamed(game: Game, r: Recipient, scope: Scope): TargetRef[] {
  if (r.ref === 'target' || r.ref === 'same-target') {
    const players = playersOf(game, r as PlayerRef, scope).map((name): TargetRef => ({ kind: 'player', name }));
    const objects = objectsOf(game, r as ObjectRef, scope).flatMap((o): TargetRef[] => (o.kind === 'permanent' ? [{ kind: 'permanent', id: o.permanent.id }] : []));
    return [...players, ...objects];
  }
  if (PLAYER_REFS.has(r.ref) || (r.ref === 'chosen' && typeof r.filter === 'string')) return playersOf(game, r as PlayerRef, scope).map((name) => ({ kind: 'player', name }));
  return objectsOf(game, r as ObjectRef, scope).flatMap((o): TargetRef[] => (o.kind === 'permanent' ? [{ kind: 'permanent', id: o.permanent.id }] : []));
}
