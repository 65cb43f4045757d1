// The one place game events are raised. Each batch of simultaneous events (a whole combat
// damage step, every permanent a wrath destroys) goes to the trigger handler, which matches
// every triggered ability against it (603.2, 603.10), then to the rules that follow events —
// registered by the mechanics that own them (a Saga's lore counter as the main phase begins,
// 714.3c; a card exiled "until" coming back, 610.3) — so the core loop names no mechanic.
import type { Characteristics } from './characteristics.ts';
import type { GameEvent, GameEventKind, EventOf } from './game-event.ts';
import type { Game, Permanent } from './state.ts';
import { collectTriggers } from './triggers/handler.ts';

type Listener = (game: Game, event: GameEvent) => void;

const listeners = new Map<GameEventKind, Listener[]>();

/** A rule that follows every event of this kind (registered once, by the module that owns the rule). */
export function onEvent<K extends GameEventKind>(kind: K, listener: (game: Game, event: EventOf<K>) => void): void {
  listeners.set(kind, [...(listeners.get(kind) ?? []), listener as Listener]);
}

/** The permanents as they were just before a batch of leaves-the-battlefield events (603.10a). */
export type LookBack = ReadonlyArray<{ p: Permanent; c: Characteristics }>;

/**
 * Raises a batch of simultaneous events: triggered abilities first see them (so a Saga's chapter
 * and "at the beginning of your precombat main phase" trigger together), then the rules that follow.
 */
export function raise(game: Game, events: GameEvent | GameEvent[], lookBack?: LookBack): void {
  const batch = Array.isArray(events) ? events : [events];
  if (!batch.length) return;
  collectTriggers(game, batch, lookBack);
  for (const event of batch) for (const listener of listeners.get(event.kind) ?? []) listener(game, event);
}

const checks: Array<(game: Game) => void> = [];

/** Something checked whenever a player would receive priority, before state-based actions (day and night, 702.145c–g). */
export function onPriorityCheck(check: (game: Game) => void): void {
  checks.push(check);
}

export function runPriorityChecks(game: Game): void {
  for (const check of checks) check(game);
}

const entering: Array<(game: Game, perm: Permanent) => void> = [];

/** What a rule or an effect makes of a permanent as it enters, before it is on the battlefield (614.1c, 614.12): a copy (707.5), daybound at night (702.145b). */
export function onEntering(hook: (game: Game, perm: Permanent) => void): void {
  entering.push(hook);
}

export function runEnteringHooks(game: Game, perm: Permanent): void {
  for (const hook of entering) hook(game, perm);
}
