// The result shapes of `explain`, agreed with the scenario checker and the HTTP API.
// Extend only with optional fields: clients rely on these exact names.

export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginning-of-combat',
  'declare-attackers',
  'declare-blockers',
  'combat-damage',
  'end-of-combat',
  'main2',
  'end',
  'cleanup',
] as const;

export type Step = (typeof STEPS)[number];

/** A sentence as data: a key of src/engine/messages and its arguments (an argument may itself
 *  be a message, or a list of them), for clients that tell it in their own words. */
export interface MessageData {
  key: string;
  args: Record<string, unknown>;
}

export interface TraceEntry {
  seq: number;
  step: Step;
  event: string;
  /** What happened, in English (or in the language asked for, after `localizeResult`). */
  text: string;
  rules: string[];
  data?: Record<string, unknown>;
  /** The same as data: a message key of src/engine/messages and its arguments, which each
   *  language's catalog renders. */
  message: MessageData;
}

/** One continuous effect applied to one permanent (613): its layer, its source, what it did,
 *  why it applied at that point (a characteristic-defining ability first, 613.3; timestamp
 *  order, 613.7; after the effects it depends on, 613.8; timestamp order in a dependency loop),
 *  and the value of what the layer changes after it. */
export interface DerivationStep {
  layer: '1' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';
  source: string;
  effect: string;
  order: 'cda' | 'timestamp' | 'dependency' | 'loop';
  /** The sources of the effects it waited for (613.8b). */
  after?: string[];
  value: string;
  /** The same value as a message key and arguments, where it holds terms (colours, keywords,
   *  types) another language says differently. */
  valueMessage?: { key: string; args: Record<string, unknown> };
  /** The rules that place it: its layer's rule, and 613.3/613.7/613.8 for its order. */
  rules: string[];
  /** The effect's sentence as a message key and arguments, for other languages. */
  message?: { key: string; args: Record<string, unknown> };
}

export interface FinalState {
  turn: number;
  activePlayer: string;
  step: Step;
  players: Array<{
    name: string;
    life: number;
    hand: string[];
    library: number;
    graveyard: string[];
    exile: string[];
    lost?: boolean;
    manaPool?: string;
    /** The emblems the player owns in the command zone (114.2, 408.2): what the trace calls each, and its abilities' text; absent when none. */
    emblems?: Array<{ id: string; name: string; abilities: string[] }>;
    /** The face-up cards of a casual variant the player has in the command zone: schemes set in motion (314.2, 904.8) and, for the planar controller, the face-up plane (901.6–901.7); absent when none. */
    command?: string[];
    /** The player's speed (702.179), absent when they have none; the city's blessing (702.131c). */
    speed?: number;
    citysBlessing?: true;
  }>;
  battlefield: Array<{
    id: string;
    name: string;
    controller: string;
    owner: string;
    tapped: boolean;
    damage: number;
    counters: Record<string, number>;
    types: string[];
    power?: number;
    toughness?: number;
    token: boolean;
    attachedTo?: string;
    /** How its characteristics came about: each continuous effect applied to it, layer by
     *  layer (613), in the order applied and why in that order; absent when none applies. */
    derivation?: DerivationStep[];
  }>;
  /** Phased-out permanents (702.26b): still on the battlefield, treated as though they don't exist, so not in `battlefield`; absent when none. */
  phasedOut?: Array<{ id: string; name: string; controller: string; owner: string }>;
  /** What is still on the stack, bottom first: a spell or an ability, and what it targets. */
  stack: Array<{ id: string; name: string; controller: string; kind?: 'spell' | 'ability'; targets?: string[] }>;
  winner?: string | null;
  draw?: boolean;
}

export interface ExplainResult {
  title?: string;
  /** The scenario's own `rules:` (a language or an edition id): the edition its caller cites
   *  when the reader named none. */
  rules?: string;
  ok: boolean;
  trace: TraceEntry[];
  state: FinalState;
  /** The illegal action: `message` in English (or in the language asked for, after
   *  `localizeResult`), the same sentence as a message key and arguments, the rules that forbid it.
   *  `action` is the illegal action's index in `actions`, from 0, and `path` the same spelt as a
   *  validation error's path (`actions[2]`); only sentences for people count from 1 ("action 3"). */
  error?: { message: string; messageKey: string; messageArgs: Record<string, unknown>; rules: string[]; action?: number; path?: string };
  /** What the engine chose where the scenario was silent, one sentence each (English, or the
   *  language asked for after `localizeResult`)… */
  defaults?: string[];
  /** …and the same sentences as message keys and arguments, in the same order. */
  defaultMessages?: MessageData[];
  /** Lines of the cards the engine does not read, set aside because they could not matter in this replay:
   *  an activated ability nobody activates (`activated`), or a line of a card that is never on the
   *  battlefield or the stack and does not work from the zone it is in (`not-in-play`). A line that
   *  could matter refuses the replay instead. */
  setAside?: Array<{ card: string; line: number; text: string; why: 'activated' | 'not-in-play' }>;
}

export interface ExplainOptions {
  /** Hard limits so no scenario can hang the engine: engine steps (priority rounds) and wall time. */
  budget?: { steps?: number; ms?: number };
}
