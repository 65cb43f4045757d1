// The game state the replay mutates. Plain data only (no functions, no classes) so an
// illegal action can be undone by restoring a structuredClone taken before it (733.1).
import type { Ability, Color, Effect, FaceDownHow, Keyword, KeywordCost, RestrictionKind, TargetSpec, TurnRule } from '../oracle/ast.ts';
import { STEPS, type Step, type TraceEntry } from '../types.ts';
import type { CastZone, Condition, EventKind, Filter, ReplacementSpec } from '../oracle/vocabulary.ts';
import type { DelayedKeyword, ManaSpend, SkippedPart } from '../oracle/verbs.ts';
import type { ReasonCode } from '../citations.ts';
import { en } from '../messages/en.ts';
import { format, type Message } from '../messages/message.ts';
import { ScenarioReferenceError } from './illegal.ts';

/** A card as printed: what the layer system starts from (613.1). */
export interface CardDef {
  name: string;
  typeLine: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  manaCost: string[] | null;
  colors: Color[];
  power?: number;
  toughness?: number;
  /** Printed loyalty (306.5a); "X": the X paid for the spell it was (107.3m). */
  loyalty?: number | 'X';
  abilities: Ability[];
  /** a transforming double-faced card's back face (712.2); its mana cost is the front face's, for the mana value (712.8e). */
  back?: CardDef;
  /** why a modal double-faced card's back face is missing (the engine can't read it): transforming it is refused. */
  backRefused?: string;
  /** A modal double-faced card (712.3): its back face may be cast or played too (712.11b, 712.12). */
  modal?: true;
  /** Bestow: the face a spell cast bestowed shows, an Aura with enchant creature (702.103b; game/bestow.ts). */
  bestowed?: true;
  /** A split card's two names (709.4a); its `name` is both joined ("Fire // Ice"). */
  names?: string[];
  /** The card's other sets of characteristics (game/faces.ts): a split card's halves (709), a flip
   *  card's flipped half (710), an adventurer's Adventure (715), an omen card's Omen (720). */
  faces?: { layout: FaceLayout; list: CardDef[] };
}

/** How a card holds its other faces (`CardDef.faces`); double-faced cards use `back` (712). */
export type FaceLayout = 'split' | 'flip' | 'adventure' | 'omen';

export interface Card {
  id: string;
  /** The face that is up: the front face, except while a transformed permanent shows its back face. */
  def: CardDef;
  owner: string;
  token: boolean;
  /** The card's own characteristics while the object shows another set of them: a transformed
   *  permanent's front face (701.27g), or the whole card while a half, an Adventure, a back face or a
   *  prototype is on the stack or the battlefield (709.3b, 715.3b, 712.8f, 718.3b); restored as it
   *  leaves them (712.8a, 709.4, 715.4, 718.4; game/faces.ts). */
  front?: CardDef;
}

/** A creature type or colour chosen (205.3m, 105.1): as a permanent entered (614.12a) or as a spell or ability resolved (608.2d). */
export interface Chosen { creatureType?: string; color?: Color; /** a card name (201.3), as printed */ name?: string }

export interface Permanent {
  id: string;
  card: Card;
  /** Its controller now: the result of layer 2 (613.1b), kept in step by game/control.ts. */
  controller: string;
  /** Who controls it when no control-changing effect applies (who put it onto the
   *  battlefield, 110.2); absent while that is `controller`. */
  baseController?: string;
  tapped: boolean;
  damage: number;
  counters: Record<string, number>;
  /** When each keyword counter kind last received a counter (613.7c): the timestamp of the keyword
   *  it gives in layer 6 (122.1b); absent for counters it had as the scenario began (its own timestamp). */
  counterTimestamps?: Record<string, number>;
  /** Came under its controller's control since their most recent turn began (302.6). */
  sick: boolean;
  timestamp: number;
  /** Dealt damage by a deathtouch source since SBAs were last checked (704.5h). */
  deathtouched: boolean;
  attachedTo?: string;
  /** It entered as a copy of this card (707.5): its copiable values, applied in layer 1 (613.2a). */
  copyOf?: CardDef;
  /** the creature type or colour chosen as it entered (614.12a), for "the chosen type / color". */
  chosen?: Chosen;
  /** The turn a loyalty ability of it was last activated (606.3: once per turn). */
  loyaltyTurn?: number;
  /** How many loyalty abilities of it were activated in `loyaltyTurn` ("twice each turn rather than only once"). */
  loyaltyCount?: number;
  /** The turn it entered the battlefield ("as long as CARDNAME entered this turn"); absent for a permanent the scenario starts with. */
  enteredTurn?: number;
  /** face down, by the ability that let it be cast so (708.2; game/face-down.ts). */
  faceDown?: FaceDownHow;
  /** Saddled (702.171b): until the cleanup step ends the turn's effects (514.2), or until it leaves the battlefield (a new object, 400.7). */
  saddled?: true;
  /** A Class's level (716.2b: a designation, kept even if it stops being a Class, not copiable); absent is level 1 (716.2d). */
  classLevel?: number;
  /** It has become renowned (702.112b). */
  renowned?: boolean;
  /** Untap steps of its controller it doesn't untap in ("doesn't untap during its controller's next untap step", 502.3). */
  skipUntaps?: number;
  /** Exerted by this player (701.43a): it doesn't untap during that player's next untap step — not its owner's, once control has gone back (XMage ExertTest). */
  exertedBy?: string;
  /** It was a spell cast by this player from this zone ("if you cast it from your hand", 601.2); absent for a permanent that wasn't cast. */
  cast?: { by: string; from: CastZone };
  /** How many times the spell it was cast as was kicked (702.33d); absent when not kicked. */
  kicked?: number;
  /** Which kicker costs were paid ("{R}"), for "kicked with its {R} kicker" (702.33f). */
  kickedWith?: string[];
  /** Cast for its evoke cost (702.74a). */
  evoked?: boolean;
  /** the keyword whose alternative cost its spell was cast for ("if its surge cost was paid", 603.4). */
  altCost?: KeywordCost;
  /** "Activate only once each turn" abilities (by text) → the turn each was last activated (602.5b). */
  activatedTurns?: Record<string, number>;
  /** "Activate no more than twice each turn" abilities (by text) → how many times each was activated, and in which turn (602.5b). */
  activatedCounts?: Record<string, { turn: number; n: number }>;
  /** The turn it was last declared as an attacker (508.1): "if this creature attacked this turn". */
  attackedTurn?: number;
  /** Became monstrous (701.37b); stays so until it leaves the battlefield. */
  monstrous?: boolean;
  // keyword mechanics on permanents
  /** Came under its controller's control since the beginning of that player's last upkeep (echo, 702.30a; game/echo.ts). */
  newSinceUpkeep?: boolean;
  /** The X chosen for the spell it was cast as: what its entering replacement effects mean by X (107.3m). */
  castX?: number;
  /** the mana spent to cast the spell it was (converge, sunburst: 702.44a). */
  manaSpent?: string[];
  /** the spell it was had its offspring cost paid (702.175a). */
  offspring?: boolean;
  /** how many times the spell it was paid its squad cost (702.157a). */
  squad?: number;
  /** the spell it was was bargained (702.166b). */
  bargained?: boolean;
  // returned by unearth: exiled if it would leave the battlefield (702.84a).
  unearthed?: boolean;
  /** The spell it was escaped (702.138b). */
  escaped?: boolean;
  /** how many times it has transformed, so an ability put on the stack before it did does nothing (701.27f). */
  transforms?: number;
  // an encore token "attacks that opponent this turn if able" (702.141a; game/encore.ts).
  mustAttack?: { player: string; turn: number };
  /** whether the opponent chosen by its tribute put the counters on it (702.104b). */
  tributePaid?: boolean;
}

/** One mana of the pool that may pay only for what `spend` allows (106.6). */
export interface RestrictedMana { mana: string; spend: ManaSpend }

export interface Player {
  name: string;
  life: number;
  hand: Card[];
  library: Card[];
  graveyard: Card[];
  exile: Card[];
  manaPool: string[];
  /** The part of the pool that stays as steps end until end of combat (firebending, 702.189a; game/mana-pools.ts). Replaced, never mutated. */
  keptMana?: string[];
  /** The part of the pool that stays as steps and phases end until the cleanup step ends ("Until end of turn, you don't lose this mana …", 106.4; game/mana-pools.ts). Replaced, never mutated. */
  turnMana?: string[];
  /** The part of the pool that pays only for what its "spend this mana only …" allows (106.6; game/restricted-mana.ts). Replaced, never mutated. */
  restrictedMana?: RestrictedMana[];
  /** The part of the pool a snow source produced (106.3, 107.4h: what pays {S}; game/mana-pools.ts). Replaced, never mutated. */
  snowMana?: string[];
  lost: boolean;
  drewFromEmpty: boolean;
  /** Poison counters (122.1f), given by damage from a source with infect (702.90b). */
  poison: number;
  landsPlayed: number;
  /** Cards drawn this turn, for "your second card each turn"; reset as each turn begins. */
  drawnThisTurn?: number;
  /** Counters on the player other than poison (122.1): "energy". Replaced, never mutated, so snapshots stay apart. */
  counters?: Record<string, number>;
  // keyword mechanics on permanents
  /** The last turn this player was dealt damage (bloodthirst, 702.54a). */
  dealtDamageTurn?: number;
  /** the last turn this player lost life (spectacle, 702.137a; game/life-lost.ts). */
  lostLifeTurn?: number;
  /** The life lost and gained this turn ("the life you lost this turn"): the turn and the total. Replaced, never mutated. */
  lifeLost?: { turn: number; amount: number };
  lifeGained?: { turn: number; amount: number };
  /** The last turn this player declared one or more attackers (508.1: "if you attacked this turn", raid). */
  attackedTurn?: number;
  /** The emblems this player owns and controls: their part of the command zone (114.2, 408.2). Replaced, never mutated. */
  emblems?: Emblem[];
  /** Speed (702.179): none until a rule or effect sets it (702.179b), then 1 to 4 (game/designations.ts). */
  speed?: number;
  /** The city's blessing (702.131c): once gotten, kept for the rest of the game. */
  citysBlessing?: true;
  /** An archenemy's scheme deck, top first (904.3, 904.4: in the command zone; game/schemes.ts). Replaced, never mutated. */
  schemeDeck?: Card[];
  /** A Planechase player's planar deck, top first (901.3, 901.4: in the command zone; game/planes.ts). Replaced, never mutated. */
  planarDeck?: Card[];
  /** How many dungeons this player completed (309.7: "if you've completed a dungeon"; game/dungeons.ts). */
  completedDungeons?: number;
}

/** An emblem (114): a marker in the command zone with abilities and no other characteristics,
 *  neither a card nor a permanent (114.5); its abilities work from there (114.4). */
export interface Emblem {
  id: string;
  owner: string;
  /** What the trace and the final state call it: "<planeswalker> Emblem", as its printed marker says (114.3: it has no name). */
  label: string;
  abilities: Ability[];
  /** It received one as it entered the command zone (613.7d): its static abilities' effects have it (613.7a). */
  timestamp: number;
  /**
   * Not an emblem but a face-up card of a casual variant in the command zone, whose abilities work from there as an
   * emblem's do: a scheme set in motion (314.4, 904.8; `ongoing`: it stays face up until abandoned, 904.11).
   */
  card?: { card: Card; kind: 'scheme' | 'plane' | 'dungeon'; ongoing?: true; /** A dungeon's venture marker: the room it is in (309.4). */ room?: number };
}

export type TargetRef = { kind: 'player'; name: string } | { kind: 'permanent'; id: string } | { kind: 'stack'; id: string }
  /** A card in a graveyard (115.1: "target creature card from your graveyard"). */
  | { kind: 'card'; id: string };

/** What a trigger's event named, for words such as "that player", "that much", "that creature", "that spell". */
export interface EventContext {
  player?: string;
  amount?: number;
  object?: string;
  stackId?: string;
}

/** The source of a spell or ability as it was when it was put on the stack (look-back). */
export interface SourceInfo {
  id: string;
  name: string;
  controller: string;
  colors: Color[];
  keywords: Keyword[];
  /** Card types and subtypes, for protection from a card type or a creature type (702.16a). */
  types?: string[];
  subtypes?: string[];
  /** how many times the source had transformed when the ability triggered or was activated (701.27f). */
  transforms?: number;
  /** A source that is no object (the monarch's inherent abilities, 725.2) is named in the trace by this message rather than by `name`. */
  said?: Message;
}

export interface StackItem {
  id: string;
  kind: 'spell' | 'ability';
  card?: Card;
  source: SourceInfo;
  controller: string;
  effects: Effect[];
  targets: TargetRef[];
  /** What each target had to be when chosen; checked again on resolution (608.2b). */
  targetSpecs: TargetSpec[];
  text: string;
  trigger?: boolean;
  /** A triggered ability's "Do this only once each turn" (603.2h): the key its optional instruction, once done, is recorded under in `Game.doneOnceTurns`. */
  doneOnceKey?: string;
  /** The value chosen for X when it was cast (601.2b). */
  x?: number;
  /** The damage assigned to each target, in target order, of a "divided as you choose" spell or ability (601.2d). */
  divided?: number[];
  /** The life its instructions have made players lose so far as it resolves: "the life lost this way" (608.2c). */
  lifeLostThisWay?: number;
  /** The cards each player has discarded by its instructions so far as it resolves: "then draws that many cards" (608.2c). */
  discardedThisWay?: Record<string, number>;
  /** The cards its instructions have revealed so far as it resolves, as they were revealed: "for each nonland card revealed this way" (608.2c). */
  revealedThisWay?: Card[];
  /** How many cards its looks have put into the hand so far as it resolves: "If you didn't put a card into your hand this way" (608.2c). */
  putIntoHandThisWay?: number;
  /** The result of the last die this spell or ability rolled as it resolves (706.2: "the result"). */
  rolled?: number;
  /** The votes each choice got in the vote this spell or ability held as it resolves (701.38a: "for each death vote"). */
  votes?: Record<string, number>;
  /** the mana spent to cast the spell (converge, sunburst). */
  manaSpent?: string[];
  /** How much mana its caster spent paying its costs (700.14: expend), not mana another player paid (assist). */
  expended?: number;
  /** its offspring cost was paid (702.175a). */
  offspring?: boolean;
  /** how many times its squad cost was paid (702.157a). */
  squad?: number;
  /** it was bargained (702.166b). */
  bargained?: boolean;
  /** For a triggered ability: what its trigger event named. */
  event?: EventContext;
  /** For a triggered ability: its intervening "if", checked again as it resolves (603.4). */
  interveningIf?: Condition;
  /** For a delayed triggered ability: the objects it refers to (603.7c), what `{ref: 'previous'}` names as it begins to resolve. */
  carried?: Carried[];
  /** How many spells were cast before it this turn, as it became cast (storm, 702.40a). */
  castBefore?: number;
  /** How many times its replicate cost was paid (702.56a); whether its casualty cost was (702.153a). */
  replicated?: number;
  casualtyPaid?: true;
  /** Whether its conspire cost was paid (702.78a). */
  conspired?: true;
  /** How many times the spell was kicked (702.33d), and with which kicker costs (702.33f). */
  kicked?: number;
  kickedWith?: string[];
  /** The permanents sacrificed to pay its costs (601.2h, 602.2b): what "the sacrificed creature" names, by their last known information (608.2h). */
  sacrificed?: string[];
  /** Cast with flashback: exiled whenever it would leave the stack (702.34a). */
  flashback?: boolean;
  /** "If that spell would be put into a graveyard, exile it instead" (614.1a): the name of the source whose effect cast it. */
  exileInstead?: string;
  /** Cast with jump-start: exiled whenever it would leave the stack too (702.133a). */
  jumpStart?: boolean;
  /** Cast for its evoke cost (702.74a). */
  evoked?: boolean;
  /** Its buyback cost was paid: it returns to its owner's hand as it resolves (702.27a). */
  buyback?: boolean;
  // a copy of a spell (707.10) has no card; this is the card it copies.
  copyOfCard?: Card;
  /** Cast for its dash cost (702.109a). */
  dashed?: boolean;
  /** Cast from its owner's hand, for rebound (702.88a). */
  fromHand?: boolean;
  /** The zone it was cast from (601.2a); absent for a copy (707.10), which isn't cast. */
  castFrom?: CastZone;
  /** Cast with escape (702.138b). */
  escaped?: boolean;
  /** Cast by its suspend ability: a creature spell gains haste (702.62a). */
  suspendHaste?: boolean;
  /** cast face down (702.37c, 702.168b); the permanent enters face down. */
  faceDown?: FaceDownHow;
  /** cast for this keyword's alternative cost (game/alt-costs.ts). */
  altCost?: KeywordCost;
  /** what the creature returned for its sneak cost was attacking (702.190b). */
  sneakAttack?: { defender: string; planeswalker?: string };
  /** Cast as a face whose card goes elsewhere than the graveyard as it leaves the stack: an Adventure
   *  (exiled, 715.3d), an Omen (shuffled into the library, 720.3d), an aftermath half (exiled, 702.127a). */
  castAs?: 'adventure' | 'omen' | 'aftermath';
}

/** A continuous effect from a resolved spell or ability, applied by the layer system. */
export interface FloatingEffect {
  timestamp: number;
  /** How long it lasts when not "until end of turn" (611.2a-b): for the rest of the game, or for as
   *  long as its controller controls the source (the permanent's id). Ended at cleanup otherwise. */
  duration?: { kind: 'indefinitely' } | { kind: 'while-controls'; sourceId: string; controller: string } | { kind: 'while-on-battlefield'; sourceId: string }
    /** "For as long as [you control CARDNAME and] CARDNAME remains tapped": removed as the source untaps (game/tapping.ts), so it never comes back (611.2b). */
    | { kind: 'while-tapped'; sourceId: string; controller?: string }
    /** "Until your next turn": until `player`'s next turn begins (611.2a). */
    | { kind: 'until-next-turn'; player: string }
    /** "This combat" (provoke's block requirement, 702.39a): until the end of combat step ends (511.3), at the latest at cleanup. */
    | { kind: 'this-combat' };
  objectId: string;
  sourceName: string;
  change:
    /** "Gain control of target creature until end of turn": who controls it (613.1b). */
    | { layer: '2'; controller: string }
    /** "Becomes a 2/2 … creature until end of turn. It's still a land.": types added, the old ones kept (205.1b, 613.1d). */
    | { layer: '4'; types: string[]; subtypes: string[]; allCreatureTypes: boolean; /** 205.1b: "[creature types] artifact creature" replaces the old creature types. */ replaceCreatureTypes?: true; /** 205.1a: the types replace the old card types ("becomes a 4/4 Dragon creature"). */ replace?: true; supertypes?: string[] }
    /** "Becomes the color of your choice until end of turn": its new colours (105.3, 613.1e). */
    | { layer: '5'; colors: Color[]; /** "in addition to its other colors": the colours added to its own (105.3, 613.1e). */ add?: true }
    | { layer: '6'; keyword: Keyword }
    | { layer: '6'; removeAll: true }
    | { layer: '6'; loses: Keyword }
    /** "gains protection from the color of your choice until end of turn" (702.16a). */
    | { layer: '6'; protection: Color }
    /** a triggered or activated ability gained (blitz's "when this permanent is put into a graveyard …, draw a card", 702.152a;
     *  "Until end of turn, target creature gains "{T}: …"", the `grant` verb's `abilities`, 613.1f). */
    | { layer: '6'; ability: Extract<Ability, { kind: 'triggered' | 'activated' }> }
    | { layer: '7b'; power: number; toughness: number }
    | { layer: '7c'; power: number; toughness: number }
    | { layer: '7d' }
    /** Not a layer: a rule the object obeys this turn ("can't block this turn", 508.1c, 509.1b), kept with the effects that end at cleanup (514.2). */
    | { layer: 'rules'; restriction: RestrictionKind; /** the attacker a 'must-block' or 'cant-block-attacker' names. */ attacker?: string };
}

/** A permanent as it last existed on the battlefield (608.2h): what an effect or trigger uses once it is gone. */
export interface LastKnown {
  id: string;
  card: Card;
  name: string;
  controller: string;
  types: string[];
  subtypes: string[];
  colors: Color[];
  keywords: Keyword[];
  power?: number;
  toughness?: number;
  counters: Record<string, number>;
  /** The permanent object as it left (it changes no more): how it was cast or what it became ("if it was kicked", 603.4). */
  permanent?: Permanent;
  /** The turn it left the battlefield (revolt's "a permanent left the battlefield under your control this turn"). */
  turn?: number;
}

export interface PreventionShield {
  /** Tells two shields of the same spell apart, so each applies once to an event (614.5). */
  id?: number;
  /** Who is shielded; absent, whoever the damage would be dealt to ("would deal damage this turn"). */
  target?: TargetRef;
  remaining: number;
  sourceName: string;
  /** Only damage from this source, chosen as the shield was made (609.7a), and still fitting its description when it would apply (615.9). */
  from?: { id: string; name: string; filter: Filter; you: string };
  /** "The next time … would deal damage": the next damage event only, all of it (615.8). */
  once?: true;
  /** "For each 1 damage prevented this way, put a +1/+1 counter on that creature" (615.5): the kind, and who puts them. */
  thenCounters?: { counter: string; by: string };
}

export interface PendingTrigger {
  controller: string;
  source: SourceInfo;
  ability: Extract<Ability, { kind: 'triggered' }>;
  /** Why it triggered, for the trace, with its rules. */
  reason: Message;
  event?: EventContext;
  /** Which kind of event it saw (a 'dies' is a kind of 'leaves'), for the rules the trace cites. */
  on?: EventKind;
  /** It triggered on the other creature of a block ("becomes blocked by a creature", 509.3d). */
  versus?: true;
  /** Its intervening "if", checked again as it resolves (603.4). */
  interveningIf?: Condition;
  /** A delayed triggered ability's objects (603.7c). */
  carried?: Carried[];
  /** Rules it cites as it goes on the stack beyond its event's: a delayed trigger's (603.7a–b) and its keyword's. */
  rules?: ReasonCode[];
  /** It triggered more than once (603.2d): the effects that made it, on the first of its copies. */
  additional?: { by: string; times: number };
}

/** A delayed triggered ability created by a resolving spell or ability (603.7), waiting for its event. */
export interface DelayedTrigger {
  /** The next end step (unearth's exile, 702.84a; dash, 702.109a), its controller's next end step, the next turn's upkeep, its controller's next upkeep (rebound, 702.88a), or end of combat (myriad, 702.116a; 511.2). */
  at: DelayedMoment;
  /** The turn it was created: "the next turn's upkeep" is the upkeep of a later turn. */
  createdTurn: number;
  controller: string;
  source: SourceInfo;
  effects: Effect[];
  text: string;
  /** The objects it refers to (603.7c): what "it", "that card", "those tokens" name in its effects (`{ref: 'previous'}`). */
  carried?: Carried[];
  /** The keyword whose rules text created it, cited as it triggers. */
  keyword?: DelayedKeyword;
  /** The event of the triggered ability that created it: "destroy that creature at end of combat" names the same object (603.7c). */
  event?: EventContext;
}

/** "Until end of turn, whenever …" (603.7b): the ability, whose it is (603.7d–e), and until when it lasts. */
export interface LastingTrigger {
  id: string;
  controller: string;
  source: SourceInfo;
  ability: Extract<Ability, { kind: 'triggered' }>;
  /** Until the cleanup step of this turn (514.2), or until its controller's next turn begins (611.2a). */
  lasts: 'until-end-of-turn' | 'until-your-next-turn';
  /** "When you next cast … this turn": it triggers only the next time, then is gone (603.7b). */
  once?: true;
}

/** When a delayed triggered ability triggers (603.7): the beginning of that step, once. */
export type DelayedMoment = 'next-upkeep' | 'your-next-upkeep' | 'next-end-step' | 'your-next-end-step' | 'end-of-combat';

/** One object a delayed triggered ability refers to (603.7c): a permanent, or a card in the zone it was in; once it changes zones it is a new object (400.7). */
export type Carried = { kind: 'permanent'; id: string } | { kind: 'card'; id: string; zone: 'graveyard' | 'exile' | 'hand' | 'library' };

export interface Combat {
  /** Attacker id → the player it attacks (or whose planeswalker it attacks), in declaration order. */
  attackers: Array<{ id: string; defender: string; planeswalker?: string }>;
  /** Blocker id → the attacker it blocks, in declaration order. */
  blockers: Array<{ id: string; attacker: string }>;
  blocked: string[];
  declaredAttackers: boolean;
  declaredBlockers: boolean;
  /** 'first' while the first-strike damage step runs (510.4), 'regular' after. */
  damageSteps: Array<'first' | 'regular'>;
  dealtFirstStrike: string[];
  /** Attacker id → recipient (permanent id or player name) → amount, from `assign` actions. */
  assignments: Record<string, Record<string, number>>;
  /** The players attacked with a creature as attackers were declared (melee, 702.121a). */
  playersAttacked?: string[];
}

export interface Game {
  players: Player[];
  battlefield: Permanent[];
  stack: StackItem[];
  turn: number;
  active: string;
  step: Step;
  /** 'begin': the step has begun but its turn-based actions have not happened yet. */
  phase: 'begin' | 'priority';
  priority: string | null;
  passesInRow: number;
  floating: FloatingEffect[];
  shields: PreventionShield[];
  pendingTriggers: PendingTrigger[];
  /** Delayed triggered abilities not triggered yet (603.7). */
  delayed: DelayedTrigger[];
  /** What the spell or ability resolving now chose ("Choose a creature type.", 608.2d), by its source: "of the chosen type" in its later instructions (game/match.ts). Cleared as it finishes resolving. */
  choiceResolving?: { source: string; chosen: Chosen };
  /** Delayed triggered abilities with a stated duration, triggering each time until it ends (603.7b, game/lasting-triggers.ts). */
  lastingTriggers?: LastingTrigger[];
  combat: Combat;
  /** Which static effects have already been reported as applying, "source>object>layer". */
  announced: Record<string, true>;
  trace: TraceEntry[];
  /** What the engine chose where the scenario was silent, as messages (the result's `defaults`). */
  defaults: Message[];
  clock: number;
  usedIds: Record<string, number>;
  stepsUsed: number;
  /** Permanents with a regeneration shield this turn (701.19a). */
  regenerationShields: string[];
  /** "Prevent all combat damage that would be dealt this turn" has resolved (615). */
  /** Prevention effects of resolved spells, until the turn ends (Fog, Safe Passage): what they watch, and whose they are (615.1a). */
  /** `objects`: only damage dealt to or by these permanents (ids fixed as the effect began, 611.2c); `until`: it lasts until this player's next turn begins (611.2a), not only this turn. */
  /** Preventions for a while (615.1a): what they watch, read from their source (`sourceId`: "this creature", "other creatures"); `objects` fixed as they resolved (611.2c), on one `side` of the damage or both. */
  preventions: Array<{ watch: ReplacementSpec; controller: string; sourceName: string; sourceId?: string; text: string; objects?: string[]; side?: 'to' | 'by'; until?: string }>;
  /** Rules resolved spells set until the turn ends ("Players can't gain life this turn", Skullcrack). */
  rulesThisTurn: TurnRule[];
  /** Lands each player may play this turn beyond one, from resolved spells ("You may play an additional land this turn", 305.2). */
  extraLandsThisTurn?: Record<string, number>;
  /** `order` decisions not used yet: how a player stacks their simultaneous triggers (603.3b). */
  triggerOrders: Array<{ player: string; sources: string[] }>;
  /** `choose` decisions not used yet, in scenario order, for the choices the rules ask for; `action` is the index of the `choose` in `actions`. */
  choices: Array<{ player: string; value: unknown; action?: number }>;
  /** Last known information (608.2h, 603.10a): each permanent as it last existed on the battlefield, by id. */
  lastKnown: Record<string, LastKnown>;
  /** Permanent id → the ids of the sources that dealt damage to it this turn ("a creature dealt damage by this creature this turn"). */
  damagedBy: Record<string, string[]>;
  /** How many creatures died this turn ("if a creature died this turn"). */
  diedThisTurn: number;
  /** Per player, the last turn a permanent card was put into their graveyard from anywhere (700.11: "you descended this turn"). Replaced, never mutated. */
  descendedTurn?: Record<string, number>;
  /** Per player, the last turn a card left their graveyard ("if a card left your graveyard this turn"; game/graveyard-leaves.ts). Replaced, never mutated. */
  leftGraveyardTurn?: Record<string, number>;
  /** How many permanents were put into a graveyard from the battlefield this turn (gravestorm, 702.69a). */
  toGraveyardThisTurn?: number;
  /** "If that creature would die this turn, exile it instead." from resolved spells: the creatures and the spells. */
  exileIfDies: Array<{ objectId: string; sourceName: string }>;
  /** Each player's graveyard as game/graveyard-leaves.ts last looked at it, to tell which cards left since (603.2c). Replaced, never mutated. */
  graveyardsSeen?: Record<string, Card[]>;
  /** "Creature spells you cast this turn can't be countered" (101.2): until the cleanup step (514.2). */
  uncounterable?: Array<{ spells: Filter; controller: string; sourceName: string }>;
  ended: boolean;
  /** The scenario says this is turn 1 of a two-player game: its active player played first (103.8a). */
  firstTurnOfGame?: boolean;
  winner: string | null;
  draw: boolean;
  // the spells cast (not copies, 707.10), for storm (702.40a) and "if you've cast another spell this turn".
  spellsCast?: Array<{ turn: number; player: string; name: string; /** its stack id: the spell as cast is `copiable[id]`. */ id?: string }>;
  /** Spells as they were cast, by stack id, for a storm trigger that copies one even after it left the stack (702.40a). */
  copiable?: Record<string, StackItem>;
  /** Suspended cards in exile (702.62b): card id → time counters on it. Replaced, never mutated. */
  suspended?: Record<string, number>;
  /** Foretold and plotted cards in exile (702.143a, 702.170a): card id → how, and the turn it was exiled. Replaced, never mutated. */
  /** combat damage dealt to players, with its source's controller and subtypes then (prowl 702.76a, freerunning 702.173a); replaced, never mutated. */
  combatDamageToPlayers?: Array<{ turn: number; controller: string; subtypes: string[]; creature: boolean }>;
  exiledToCast?: Record<string, { how: 'foretell' | 'plot' | /** exiled by warp's delayed trigger (702.185b) */ 'warp' | /** an Adventure that resolved (715.3d) */ 'adventure' | /** "you may play that card" (game/impulse.ts) */ 'impulse'; turn: number; /** impulse: who may play it, and until when */ player?: string; until?: 'until-end-of-turn' | 'until-end-of-your-next-turn' | 'until-your-next-end-step'; /** impulse: spells only, no land played from it */ castOnly?: true }>;
  /** "This ability triggers only once each turn": source object id + ability text → the turn it last triggered. Replaced, never mutated. */
  triggeredOnceTurns?: Record<string, number>;
  /** "Do this only once each turn" (603.2h): the turn each source's ability's optional instruction was last done, by source id and ability text. */
  doneOnceTurns?: Record<string, number>;
  /** The cards discarded this turn, for mayhem (702.187b). Replaced, never mutated. */
  discarded?: { turn: number; ids: string[] };
  /** Cards in a graveyard that have flashback until end of turn, their flashback cost their mana cost (702.34a): each the object it was as the effect began — put into a graveyard again, it is a new one (400.7). */
  flashbackGranted?: Card[];
  // cards exiled "until SELF leaves the battlefield" (610.3): the source's permanent id → the exiled card ids. Replaced, never mutated.
  exiledUntil?: Array<{ sourceId: string; cardId: string }>;
  /** Cards a permanent's ability exiled, for a linked "return the exiled card" (607.2a): permanent id → card ids. Replaced, never mutated. */
  exiledWith?: Record<string, string[]>;
  // the player who is the monarch (725.1: none until an effect makes one).
  monarch?: string;
  /**
   * The face-up plane of a Planechase game (901.5, 901.7: game/planes.ts): its `owner` is the planar controller, the active
   * player (901.6), who controls its abilities; `card.card.owner` is the card's owner. Replaced, never mutated.
   */
  plane?: Emblem;
  /** How many times the active player rolled the planar die this turn (901.9: the next roll costs that much generic mana). */
  planarRolls?: { turn: number; n: number };
  /** Cards with cipher exiled encoded on a permanent (702.99b–c; game/cipher.ts). Replaced, never mutated. */
  encoded?: Array<{ cardId: string; owner: string; permanentId: string }>;
  /** Phased-out permanents (702.26b: treated as though they don't exist, so kept off `battlefield`), each with the player who controlled it as it phased out (it phases in during that player's untap step, 502.1) and, phased out indirectly, the permanent it is attached to (702.26g). Replaced, never mutated. */
  phasedOut?: Array<{ permanent: Permanent; player: string; with?: string }>;
  /** Extra turns to come directly after this one (500.7), the most recently added last: taken first. Replaced, never mutated. */
  extraTurns?: string[];
  /** Phases added to this turn directly after the current phase (500.8), taken from the front: the most recently added first. Replaced, never mutated. */
  extraPhases?: Array<'combat' | 'main'>;
  /** Combat phases begun this turn (counted as each beginning of combat step begins); absent: none counted (a scenario may start in its first). */
  combatsThisTurn?: number;
  /** While added phases are taken: the step the turn goes on with after them (game/turn.ts). */
  resumeAt?: Step;
  /** Steps and phases players will skip (614.10): each entry the next one of that kind in that player's turn (`turn`: only in that turn); used up as it is skipped. Replaced, never mutated. */
  skips?: Array<{ player: string; what: SkippedPart; turn?: number }>;
  /** During an extra turn: the player whose turn it was added after, from whom the turn order goes on (500.7). */
  turnOrderFrom?: string;
  /** spells each player cast during the previous turn (given by the scenario or counted as a turn ends), and that turn's active player. */
  spellsLastTurn?: Record<string, number>;
  lastTurnActive?: string;
  /** the game's day or night designation (731.1); absent while it is neither. */
  dayNight?: 'day' | 'night';
  /** The cards of this game with lines the engine does not read, set aside while they can't matter (game/unread.ts); absent when none. */
  unreadCards?: CardDef[];
}

export function newCombat(): Combat {
  return { attackers: [], blockers: [], blocked: [], declaredAttackers: false, declaredBlockers: false, damageSteps: [], dealtFirstStrike: [], assignments: {} };
}

export function nextTimestamp(game: Game): number {
  return ++game.clock;
}

/** A readable id from a name: "Grizzly Bears" → "grizzly-bears", then "grizzly-bears-2". */
export function newId(game: Game, name: string, wanted?: string): string {
  const base = wanted ?? slug(name);
  const n = (game.usedIds[base] ?? 0) + 1;
  game.usedIds[base] = n;
  return n === 1 ? base : `${base}-${n}`;
}

/** "Grizzly Bears" → "grizzly-bears", kept per name (every card of a described library is named
 *  alike); the names kept are bounded, since a server sees any name a scenario defines. */
function slug(name: string): string {
  let s = slugs.get(name);
  if (s === undefined) {
    if (slugs.size >= 10_000) slugs.clear();
    slugs.set(name, (s = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'object'));
  }
  return s;
}
const slugs = new Map<string, string>();

export function player(game: Game, name: string): Player {
  const p = game.players.find((x) => x.name === name);
  if (!p) throw new Error(`no player ${name}`);
  return p;
}

/** A card by id in any player's exile, graveyard, hand or library (its printed characteristics are the same in every zone). */
export function cardById(game: Game, id: string): Card | undefined {
  for (const p of game.players) {
    for (const zone of [p.exile, p.graveyard, p.hand, p.library]) {
      const c = zone.find((x) => x.id === id);
      if (c) return c;
    }
  }
  return undefined;
}

export function opponents(game: Game, name: string): Player[] {
  return game.players.filter((p) => p.name !== name && !p.lost);
}

/** Players in APNAP order starting from the active player (101.4). */
export function apnap(game: Game): Player[] {
  const i = game.players.findIndex((p) => p.name === game.active);
  return [...game.players.slice(i), ...game.players.slice(0, i)];
}

export function permanentById(game: Game, id: string): Permanent | undefined {
  return game.battlefield.find((p) => p.id === id);
}

/** Adds a trace entry: its sentence is a message (key and arguments), told in English here
 *  and in the reader's language by render.ts. */
export function trace(game: Game, event: string, text: Message, rules: string[], data?: Record<string, unknown>): void {
  const entry: TraceEntry = { seq: game.trace.length + 1, step: game.step, event, text: format(text, en), rules, message: text };
  if (data) entry.data = data;
  game.trace.push(entry);
}

/**
 * The first queued `choose` of `who` that `fits` can read (names of objects, a list, or
 * {targets}/{keep}/{discard}); it is used up. Undefined when the scenario made no such choice.
 * A choice `fits` finds ambiguous (a ScenarioReferenceError) is reported at its own `choose` action.
 */
export function takeChoice<T>(game: Game, who: string, fits: (value: unknown) => T | undefined): T | undefined {
  for (let i = 0; i < game.choices.length; i++) {
    const c = game.choices[i]!;
    if (c.player !== who) continue;
    let read: T | undefined;
    try {
      read = fits(c.value);
    } catch (e) {
      if (e instanceof ScenarioReferenceError && c.action !== undefined) e.action ??= c.action;
      throw e;
    }
    if (read !== undefined) {
      game.choices.splice(i, 1);
      return read;
    }
  }
  return undefined;
}

/** A choice's names: "X", ["X", "Y"], or {key: "X" | [...]}. */
export function choiceNames(value: unknown, key: string): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  if (value && typeof value === 'object' && key in value) return choiceNames((value as Record<string, unknown>)[key], key);
  return undefined;
}

export function noteDefault(game: Game, text: Message): void {
  game.defaults.push(text);
}

/** A deep copy of plain data (objects, arrays, strings, numbers, booleans), as structuredClone
 *  makes it but several times faster on the small combat record copied at every action. */
function clonePlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = clonePlain((value as Record<string, unknown>)[key]);
  return out as T;
}

/**
 * A copy of everything an action can change, for undoing an illegal action (733.1). Cards,
 * their definitions and stack objects never change once made, so they are shared; the
 * trace and the defaults only grow, so their lengths are enough — kept beside the copy, not in
 * it: a property the Game shape lacks would make the copy a slow dictionary object.
 */
export interface Snapshot {
  game: Game;
  traceLength: number;
  defaultsLength: number;
}

export function snapshot(game: Game): Snapshot {
  const copy: Game = {
    ...game,
    players: game.players.map((p) => ({ ...p, hand: [...p.hand], library: [...p.library], graveyard: [...p.graveyard], exile: [...p.exile], manaPool: [...p.manaPool] })),
    battlefield: game.battlefield.map((p) => ({ ...p, counters: { ...p.counters }, ...(p.activatedTurns ? { activatedTurns: { ...p.activatedTurns } } : {}), ...(p.activatedCounts ? { activatedCounts: { ...p.activatedCounts } } : {}) })),
    stack: [...game.stack],
    floating: [...game.floating],
    shields: game.shields.map((s) => ({ ...s })),
    regenerationShields: [...game.regenerationShields],
    preventions: [...game.preventions],
    pendingTriggers: [...game.pendingTriggers],
    delayed: [...game.delayed],
    triggerOrders: [...game.triggerOrders],
    choices: [...game.choices],
    lastKnown: { ...game.lastKnown },
    damagedBy: { ...game.damagedBy },
    exileIfDies: [...game.exileIfDies],
    ...(game.uncounterable ? { uncounterable: [...game.uncounterable] } : {}),
    combat: clonePlain(game.combat),
    announced: { ...game.announced },
    trace: game.trace.slice(0, 0).concat(), // replaced on restore
    defaults: [],
    usedIds: { ...game.usedIds },
  };
  return { game: copy, traceLength: game.trace.length, defaultsLength: game.defaults.length };
}

/** The game as it was at `snap`, keeping the trace entries written before it. */
export function restore(current: Game, snap: Snapshot): Game {
  return { ...snap.game, trace: current.trace.slice(0, snap.traceLength), defaults: current.defaults.slice(0, snap.defaultsLength) };
}

/**
 * A scenario that starts mid-turn does not say what was drawn earlier in it: the engine
 * assumes the draw step's card only (none on turn 1, 103.8a), and says so when it matters
 * (game/events.ts: the draw triggers' "nth"; game/refs.ts: "cards you've drawn this turn").
 */
export function drawnBeforeTheScenario(game: Game, who: string): number {
  const pastDrawStep = STEPS.indexOf(game.step) > STEPS.indexOf('draw');
  return who === game.active && pastDrawStep && game.turn > 1 ? 1 : 0;
}
