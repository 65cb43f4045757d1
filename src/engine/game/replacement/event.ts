// The events replacement and prevention effects watch for (614.1, 615.1), as data. Each
// carries the keys of the effects already applied to it, so none applies twice (614.5).
import type { Effect } from '../../oracle/ast.ts';
import type { CounteredTo, VerbEffect } from '../../oracle/verbs.ts';
import type { Card, Game, Permanent, SourceInfo, TargetRef } from '../state.ts';
import type { Message } from '../../messages/message.ts';

interface Applied {
  /** Keys of the replacement and prevention effects already applied to this event (614.5). */
  applied: string[];
}

/** `unpreventable`: damage that can't be prevented (615.12) — prevention effects don't apply to it, replacement effects still do. */
export type DamageEvent = Applied & { type: 'damage'; source: SourceInfo; to: TargetRef; amount: number; combat: boolean; unpreventable?: boolean };
export type DestroyEvent = Applied & { type: 'destroy'; object: Permanent; why: Message; noRegeneration?: boolean; /** destroyed by a state-based action (704.5g–h), not by an effect (701.8b). */ sba?: true };
/** A permanent leaving the battlefield; `tokens` are what a replacement adds ("instead exile that card and create a token"). */
export type LeaveEvent = Applied & { type: 'zone-change'; object: Permanent; to: 'graveyard' | 'exile' | 'hand' | 'library'; dies: boolean; /** into the library, then the library shuffled (701.24a) */ shuffle?: true; tokens?: Array<{ controller: string; token: Extract<VerbEffect, { type: 'create-token' }> }> };
/** A card put into a graveyard from somewhere other than the battlefield (a resolved or countered spell, a discard). */
export type CardToGraveyardEvent = Applied & {
  type: 'card-to-graveyard'; card: Card; to: 'graveyard' | CounteredTo; /** a discard, for madness (702.35a). */ discarded?: boolean; /** into the library, then the library shuffled (701.24a) */ shuffle?: true;
  /** The counterspell's own "… instead of putting it into its owner's graveyard" (614.15): where its card goes instead. */
  instead?: SpellInstead;
};
/** A resolving counterspell's self-replacement effect on the countered card's move (701.6a, 614.15). */
export interface SpellInstead { to: CounteredTo; sourceName: string }
/** A permanent entering: replacements change it in place (tapped, counters) before anything sees it (614.1c–d, 614.12). */
export type EnterEvent = Applied & { type: 'enter'; object: Permanent };
export type GainLifeEvent = Applied & { type: 'gain-life'; player: string; amount: number; self?: SelfReplacement[] };
/** One card drawn (614.11: each draw of a sequence is replaced on its own); `count` grows when a draw is replaced by more. */
export type DrawEvent = Applied & { type: 'draw'; player: string; count: number };

/** Counters put on a permanent (122.6: also as it enters); `enters`: by an "enters with" replacement. */
/** Counters put on a permanent (122.1); `by`: the player putting them (absent: the permanent's controller, as when it enters with them). */
export type CountersEvent = Applied & { type: 'counters'; object: Permanent; counter: string; count: number; enters?: true; by?: string; /** Put as a cost (a loyalty ability's +N), not by an effect. */ cost?: true };
/** Tokens an effect creates (111.1): how many, under whose control. */
export type TokensEvent = Applied & { type: 'tokens'; controller: string; count: number; name: string };

export type ReplaceableEvent = DamageEvent | DestroyEvent | LeaveEvent | CardToGraveyardEvent | EnterEvent | GainLifeEvent | DrawEvent | CountersEvent | TokensEvent;

/** A self-replacement effect (614.15): part of the resolving spell's own text, applied before any other. */
export interface SelfReplacement {
  key: string;
  sourceName: string;
  text: string;
  amount: number;
}

/** One applicable replacement or prevention effect: what a player chooses among (616.1). */
export interface Candidate<E extends ReplaceableEvent = ReplaceableEvent> {
  /** Unique for the effect, so it applies to an event at most once (614.5). */
  key: string;
  /** The card the effect comes from: what a scenario's `choose` names. */
  sourceName: string;
  /** 614.15: applied before every other effect. */
  self?: boolean;
  /** A prevention effect (615): it doesn't apply to damage that can't be prevented (615.12). */
  prevention?: boolean;
  /** Its order among others never changes the outcome ("enters tapped" and "enters with counters"): no choice is asked for. */
  commutes?: boolean;
  /** Carries the modified event out, tracing what it did; null when the event no longer happens. */
  apply(game: Game, event: E): E | null;
}

/** One kind of replacement or prevention effect, for one type of event (like Forge's ReplaceDamage, ReplaceDestroy…). */
export interface ReplacementKind<E extends ReplaceableEvent> {
  /** The effects of this kind that would modify the event now, in the engine's default order. */
  candidates(game: Game, event: E): Candidate<E>[];
}
