// Every game event, typed: what happened, to what, by whom. The game raises each one in one place
// (stream.ts `raise`), where the trigger handler (triggers/handler.ts) matches triggered abilities
// against it (603.2) and the rules that follow an event (a Saga's lore counter, the monarch's
// draw, a card exiled "until" returning) listen for it. The kinds are the vocabulary's EventKinds
// (oracle/vocabulary.ts); kinds a trigger names but the game never raises as such ('dies',
// 'put-into-graveyard', 'exiled', 'returned-to-hand', 'dealt-damage', 'player-attacks',
// 'sacrificed') are views of a raised one, chosen by the handler.
import type { Step } from '../types.ts';
import type { Zone } from '../oracle/vocabulary.ts';
import type { Card, LastKnown, SourceInfo, StackItem, TargetRef } from './state.ts';

export type GameEvent =
  /** A permanent entered the battlefield (603.6a: its abilities look at it as it exists there). */
  | { kind: 'enters'; object: string; from?: Zone; token?: boolean }
  /** A permanent left the battlefield; `seen` is it as it last existed there (603.10a, 608.2h). */
  | { kind: 'leaves'; object: string; seen: LastKnown; to: Exclude<Zone, 'battlefield'>; sacrificed?: boolean; attachedTo?: string }
  /** Damage dealt by one source to one recipient (120.3); damage dealt at once is raised as one batch. */
  | { kind: 'deals-damage'; source: SourceInfo; recipient: TargetRef; amount: number; combat: boolean }
  | { kind: 'gains-life'; player: string; amount: number }
  | { kind: 'loses-life'; player: string; amount: number }
  /** Counters put on a permanent: how many were on it before and after (714.2b reads the count reached). */
  | { kind: 'counters-put'; object: string; counter: string; amount: number; before: number }
  | { kind: 'counters-removed'; object: string; counter: string; amount: number; left: number }
  | { kind: 'becomes-tapped'; object: string }
  | { kind: 'becomes-untapped'; object: string }
  /** One creature declared as an attacker (508.1); `alone`: the only one (506.5). */
  | { kind: 'attacks'; object: string; defender: string; planeswalker?: string; alone: boolean; /** How many creatures were declared as attackers with it (battalion's "and at least two other creatures attack"). */ attackers: number }
  /** A player declared attackers (508.1, "whenever you attack"): once per declaration. */
  | { kind: 'player-attacks'; player: string; attackers: string[] }
  /** A creature blocks an attacker (509.1; one event per pair). */
  | { kind: 'blocks'; object: string; attacker: string }
  /** An attacker became blocked, by these creatures (509.1h, 509.3c–d). */
  | { kind: 'becomes-blocked'; object: string; blockers: string[]; defender: string }
  /** An attacker no creature was declared to block (509.3g: "attacks and isn't blocked"). */
  | { kind: 'not-blocked'; object: string; defender: string }
  /** A spell became cast (601.2i). */
  /** `nth`: the how-manieth spell its player cast this turn (601.2i; "your second spell each turn"). */
  | { kind: 'casts'; player: string; spell: StackItem; nth: number }
  /** A copy of a spell was put on the stack under `player`'s control (707.10: a copy is not cast; "whenever you cast or copy", magecraft). */
  | { kind: 'copies'; player: string; spell: StackItem }
  /** A player activated an ability that isn't a mana ability (602.2: once it is on the stack; a mana ability doesn't use the stack, 605.3a). */
  | { kind: 'activates'; player: string; ability: StackItem }
  | { kind: 'step-begins'; step: Step; player: string }
  | { kind: 'step-ends'; step: Step; player: string }
  /** A permanent became the target of a spell or ability (115.1). */
  | { kind: 'becomes-target'; object: string; by: StackItem }
  | { kind: 'discards'; player: string; card: Card }
  /** Cards left `player`'s graveyard at once (one event for all of them, 603.2c), each as it was there (603.10a). */
  | { kind: 'leaves-graveyard'; player: string; cards: Card[] }
  /** A player cycled a card (702.29a): raised with the discard it is made of, the card now in its owner's graveyard. */
  | { kind: 'cycles'; player: string; card: Card }
  /** One card drawn (121.2); `nth`: the how-manieth card the player drew this turn (`nthAssumed`: counting the draws before the scenario began as the draw step's only). */
  /** `card`: the card drawn (absent when the draw was replaced or the library was empty). */
  | { kind: 'draws'; player: string; nth: number; nthAssumed?: true; card?: string }
  | { kind: 'transforms'; object: string }
  /** A Class's level became `level` (716.2a). */
  | { kind: 'becomes-level'; object: string; level: number }
  | { kind: 'turned-face-up'; object: string }
  /** A permanent became monstrous (701.37b) or renowned (702.112b): only as it gets the designation, not when it already had it. */
  | { kind: 'becomes-designated'; object: string; designation: 'monstrous' | 'renowned' }
  /** Exploit's sacrifice (702.110b): `object` exploited `sacrificed`. */
  | { kind: 'exploits'; object: string; sacrificed: string }
  | { kind: 'day-night-changes'; from: 'day' | 'night'; to: 'day' | 'night' }
  /** Scry N or surveil N with N > 0 was done (701.22d, 701.25d). */
  | { kind: 'scries' | 'surveils'; player: string; n: number }
  /** `object` explored (701.44b); `controller` controls it (or last did, 701.44c). */
  | { kind: 'explores'; object: string; controller: string }
  /** `player` exerted `object` (701.43a). */
  | { kind: 'exerts'; player: string; object: string }
  /** `player` committed a crime with `by` (700.13). */
  | { kind: 'commits-crime'; player: string; by: StackItem }
  /** A player set a scheme in motion (701.32b): the face-up scheme's id in the command zone. */
  | { kind: 'sets-in-motion'; player: string; scheme: string }
  /** Chaos ensued (311.7, 901.9b) for the planar controller `player`. */
  | { kind: 'chaos-ensues'; player: string }
  /** The planar die was rolled with this result (901.9); only the Planeswalker symbol triggers the planeswalking ability (901.8). */
  | { kind: 'planar-die'; player: string; result: 'planeswalker' | 'chaos' | 'blank' }
  /** A player planeswalked (701.31b): the plane turned face up (`to`), the ones turned face down (`from`). */
  | { kind: 'planeswalks'; player: string; to?: string; from: string[] }
  /** A player moved their venture marker into a room of their dungeon (309.4c). */
  | { kind: 'ventures'; player: string; dungeon: string; room: number }
  /** A player completed a dungeon (309.7). */
  | { kind: 'completes-dungeon'; player: string }
  /** `player` paid a spell's costs, the mana they spent this turn to cast spells going from `before` to `after` (700.14). */
  | { kind: 'expends'; player: string; before: number; after: number };

export type GameEventKind = GameEvent['kind'];
export type EventOf<K extends GameEventKind> = Extract<GameEvent, { kind: K }>;
