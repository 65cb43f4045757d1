// The shared shapes every wording is read into — who, which, how much, how long, and when —
// so that the parts of a sentence combine instead of each wording being an entry of its own
// (the way Forge drives ~170 generic effects with `Defined$`, `ValidCards$`, `NumDmg$`).
//
//   which     Filter        one structured description of objects and cards: "another nontoken
//                           Elf you control", "creature card with mana value 3 or less in your
//                           graveyard", "attacking creature without flying". One grammar phrase
//                           reads it (oracle/filter-grammar.ts), one `matches()` checks it
//                           (game/match.ts), for targets, groups, costs, triggers, statics,
//                           searches and counts alike.
//             ObjectRef     what an instruction acts on: a target, this object, its host, the
//                           event's object ("it", "that creature"), each/all FILTER, chosen FILTER.
//   who       PlayerRef     you, target player/opponent, each player/opponent, its controller or
//                           owner, defending player, "that player".
//   how much  Amount        N, X, "that much", "equal to its power", "the number of FILTER",
//                           "for each FILTER", twice / half, "the greatest power among FILTER".
//   how long  Duration      until end of turn, until your next turn, for as long as …
//   when      TriggerSpec   an event kind with filters over the event (603.2) and an
//                           intervening "if" (603.4); matched by one trigger handler.
//
// This file holds types only (no grammar, no game), so every folder may import it.
import type { Color, CounterName, Keyword } from './ast.ts';

// ─── Which ─────────────────────────────────────────────────────────────────────────────────

/** A comparison with an amount: "power 2 or less", "mana value 3 or greater", "toughness equal to X". */
export interface Compare {
  op: '<=' | '>=' | '==' | '<' | '>';
  value: Amount;
}

/** Where an object is: a permanent on the battlefield (the default), a card in a zone, a spell on the stack. */
export type Zone = 'battlefield' | 'graveyard' | 'hand' | 'library' | 'exile' | 'stack' | 'command';

/** Whose, relative to the ability's controller (or to a player an instruction names). */
export type Whose = 'you' | 'opponent' | 'not-you' | 'any' | { player: PlayerRef };

/**
 * One structured description of objects. Every field narrows (all must hold); a list inside a
 * field is "any of" ("artifact or creature" is `types: ['Artifact', 'Creature']`), and `anyOf`
 * joins descriptions that differ in more than one field ("a creature with flying or a land").
 * Nothing present means "any object" of the zone.
 */
export interface Filter {
  /** Any of these card types (205.2a): "artifact or enchantment". */
  types?: string[];
  /** All of these card types: "artifact creature", "enchantment creature". */
  allTypes?: string[];
  /** None of these card types: "noncreature", "nonland". */
  notTypes?: string[];
  /** Any of these subtypes (205.3): "Elf or Warrior", "Aura", "Equipment", "Island". */
  subtypes?: string[];
  notSubtypes?: string[];
  /** All of these supertypes (205.4): "legendary", "basic", "snow". */
  supertypes?: string[];
  /** None of these supertypes: "nonlegendary", "nonbasic". */
  notSupertypes?: string[];
  /** "permanent" / "permanent card" (110.4a): an artifact, battle, creature, enchantment, land or planeswalker. */
  permanent?: true;
  /** Any of these colors (105.2): "white or blue". */
  colors?: Color[];
  /** None of these colors: "nonblack". */
  notColors?: Color[];
  /** 105.2c, 105.2a. */
  colorCount?: 'colorless' | 'monocolored' | 'multicolored';
  /** A token (true, "creature token") or not ("nontoken creature", "card"). */
  token?: boolean;
  /** Who controls it (permanents and spells) … */
  controller?: Whose;
  /** … and who owns it (cards in a zone: "from your graveyard"; "you own"). */
  owner?: Whose;
  /** "other", "another": not the ability's source. */
  other?: true;
  /** "with flying" / "without flying" (all of the listed keywords). */
  withKeywords?: Keyword[];
  withoutKeywords?: Keyword[];
  /** "with a +1/+1 counter on it" (at least `min`, default 1), "with no counters on it" (`none`). */
  counters?: { kind: CounterName | 'any'; min?: number; none?: true };
  /** Permanent status (110.5). */
  tapped?: boolean;
  /** "while saddled", "saddled Mounts" (702.171b: a designation until end of turn). */
  saddled?: true;
  /** "creatures that attacked this turn" (508.1: declared as an attacker this turn, in any combat; Relentless Assault). */
  attackedThisTurn?: true;
  /** Combat status (506.4, 509.1h). */
  combat?: 'attacking' | 'blocking' | 'attacking-or-blocking' | 'blocked' | 'unblocked';
  /**
   * Where it stands towards another object: "creature blocking it", "creatures blocking or blocked by this creature"
   * (509.1h, 506.4), "Aura attached to it", "Equipment attached to this creature" (301.5, 303.4) — `to` the object
   * named ("it" decided by the line reader: the source, its host, the trigger's object).
   */
  relation?: { rel: 'blocking' | 'blocked-by' | 'blocking-or-blocked-by' | 'attached-to'; to: ObjectRef };
  power?: Compare;
  toughness?: Compare;
  manaValue?: Compare;
  /** "named CARDNAME" (`self`) or a name. */
  named?: { self: true } | { name: string };
  /**
   * "of the chosen type", "of that color" (a choice an effect offers, 608.2d; 607.2d): the creature type or color
   * chosen by the resolving spell's or ability's own "Choose a creature type." (the group's `choose`), else by its source as it
   * entered (614.12a); with nothing chosen nothing fits. `notChosen`: "that aren't of the chosen type".
   */
  chosen?: ChosenQuality;
  notChosen?: ChosenQuality;
  /** "that shares a creature type / color / card type with it". */
  shares?: { quality: 'creature-type' | 'color' | 'card-type' | 'name'; with: ObjectRef };
  /** "a creature dealt damage by this creature this turn" (Sengir Vampire): the ability's source dealt it damage this turn. */
  dealtDamageBySelf?: true;
  /** Where it is; absent: the battlefield for permanents. */
  zone?: Zone;
  /** Spells on the stack are "spell"s (112.1); abilities on the stack are not. */
  spell?: true;
  /**
   * An activated or triggered ability on the stack (113.1, `zone: 'stack'`): "target activated or triggered ability you
   * control" (`any`), "target triggered ability". `abilitySource`: what its source is ("from an artifact source").
   */
  ability?: 'activated' | 'triggered' | 'any';
  abilitySource?: Filter;
  /** Several descriptions, any of which fits (the others' fields still narrow): "creature or planeswalker you control" needs only `types`; "artifact or creature with power 2 or less" needs anyOf. */
  anyOf?: Filter[];
}

/** What a player chooses that an ability names later as "the chosen type / color / name" (205.3m, 105.1, 201.3). */
export type ChosenQuality = 'creature-type' | 'color' | 'card-name';

/** Which players: "a player", "an opponent", "you" — for target players, triggers and groups of players. */
export type PlayerFilter = 'any' | 'opponent' | 'you' | 'not-you';
/** A trigger's player named through what its source is attached to (303.4m): "enchanted player"
 *  (`host`, 303.4b), "enchanted creature's controller" (`host-controller`). */
export type HostPlayer = 'host' | 'host-controller';

/** What a target may be (115.1, 601.2c): objects fitting `object`, players fitting `player`, or either ("any target"). */
export interface TargetSpec {
  object?: Filter;
  player?: PlayerFilter;
  /** How many (601.2c): one by default; "up to two target" is {min: 0, max: 2}; "any number of target" {min: 0, max: null}. */
  count?: { min: number; max: number | null; /** "X target creatures": exactly the X announced as the spell is cast (601.2b before 601.2c, 107.3), `slotsOfSpec` makes them. */ x?: true };
  /** "another target creature": not an object an earlier target of the same ability chose (115.3). */
  distinct?: true;
  /** "up to three target cards from a single graveyard": the cards this phrase targets are all in one player's graveyard (601.2c);
   *  'player': in the graveyard of the player an earlier target of the ability chose ("Target player shuffles up to three target cards from their graveyard …"). */
  oneGraveyard?: true | 'player';
}

/**
 * What an instruction acts on. A `target` introduces one target slot (in the order the text
 * names them, so `targetsOf` finds them in reading order); `sameTarget` refers back to the
 * object an earlier slot chose ("it", "that creature" after a target), by its index among the
 * ability's targets.
 */
export type ObjectRef =
  | { ref: 'target'; spec: TargetSpec }
  /** `slot` −1: the target chosen last before this instruction ("it", "that creature" after a target). */
  | { ref: 'same-target'; slot: number }
  /** The ability's source (CARDNAME, "this creature", and "it" where only it can be meant). */
  | { ref: 'self' }
  /** What the source is attached to: "enchanted creature", "equipped creature" (303.4b, 301.5a). */
  | { ref: 'host' }
  /** The object the trigger's event named: "it", "that creature", "that card", "that spell" (603.7c, 608.2h). */
  | { ref: 'event-object' }
  /** The objects an earlier instruction of the same ability acted on ("exile it, then return it"; "the exiled card"); `filter`:
   *  only those that fit as the instruction is carried out ("Sacrifice it at the beginning of the next end step if it has mana value 3 or less"). */
  | { ref: 'previous'; filter?: Filter }
  /** "The exiled card": the cards the source's linked ability exiled (607.2a), while they are still in exile (400.7). */
  | { ref: 'exiled' }
  /** "The sacrificed creature": what was sacrificed to pay the spell's or ability's cost (601.2h, 602.2b), as it last existed on the battlefield (608.2h). */
  | { ref: 'sacrificed' }
  /** Each / all objects fitting, fixed as the instruction begins (611.2c): "each creature you control", "all artifacts". */
  | { ref: 'all'; filter: Filter }
  /** The top N cards of a player's library, fixed as the instruction begins ("exile the top two cards of your library", 401.1). */
  | { ref: 'library-top'; player: PlayerRef; count: Amount }
  /** Objects a player chooses on resolution, not targeted (608.2d, 701.21a): "sacrifice a creature", "return a land you control". */
  | { ref: 'chosen'; filter: Filter; count: Amount; chooser: PlayerRef; upTo?: true }
  /** "itself", "its power" inside an instruction for each of several objects, each in its turn ("each creature deals damage to itself equal to its power"), as `acting` is for players (101.4). */
  | { ref: 'acting' }
  /**
   * The pronoun "it" / "its" as an entry read it, before the line reader says what it names:
   * the one target chosen before it, else the ability's source — in an activated ability or a
   * trigger about the source itself — and otherwise nothing (the line is refused). Never reaches the game.
   */
  | {
      ref: 'it';
      /** "that creature", "that permanent": never the ability's source — the target named before it, else the trigger event's object (603.7c). */
      that?: true;
    };

/** Which player(s): one ref may name several (each player), acted on in APNAP order (101.4). */
export type PlayerRef =
  /** The controller of the resolving spell or ability. */
  | { ref: 'you' }
  | { ref: 'target'; spec: TargetSpec }
  | { ref: 'same-target'; slot: number }
  /** `except`: "each opponent other than defending player" (myriad, 702.116a) — the players it names are left out. */
  | {
      ref: 'each';
      filter: PlayerFilter;
      except?: PlayerRef;
      /**
       * "each player who controls a creature with power 4 or greater", "each opponent who lost life this turn", "each opponent
       * who doesn't control an Elf": only the players for whom `amount` (read with that player as `acting`, 101.4) compares
       * with `value` so, as the instruction is carried out (608.2h).
       */
      who?: { amount: Amount; op: Compare['op']; value: number };
    }
  | { ref: 'controller'; of: ObjectRef }
  | { ref: 'owner'; of: ObjectRef }
  | { ref: 'defending' }
  /** The player the trigger's event named: "that player", "that opponent". */
  | { ref: 'event-player' }
  | { ref: 'active' }
  /** "the chosen player", "an opponent of your choice" (the controller chooses on resolution). */
  | { ref: 'chosen'; filter: PlayerFilter }
  /** "their" / "they" inside an instruction for several players, each in turn (101.4): "each player loses half their life", "cards equal to the number of creatures they control". */
  | { ref: 'acting' };

// ─── How much ──────────────────────────────────────────────────────────────────────────────

/**
 * A number an instruction uses, read as the instruction is carried out (608.2h) unless the
 * rules fix it earlier (X as the spell is cast, 107.3). A plain number is itself.
 */
export type Amount =
  | number
  | { of: 'X' }
  /** "that much", "that many": the amount the trigger's event or the previous instruction named. */
  | { of: 'event' }
  /** "the number of FILTER" (permanents by default, or cards in a zone). */
  | { of: 'count'; filter: Filter }
  /** "equal to its power", "equal to target creature's toughness", "its mana value". */
  /** `mana-spent`: "the amount of mana spent to cast that spell" (increment, 702.191a): the mana paid for a spell (601.2h), or for the spell a permanent was. */
  | { of: 'stat'; stat: 'power' | 'toughness' | 'mana-value' | 'loyalty' | 'counters' | 'mana-spent'; object: ObjectRef; counter?: CounterName }
  /** "cards in your hand", "your life total", "the life you lost this turn", "your devotion to black". */
  /** `speed`: "your speed" (702.179f: 0 for a player who has none). */
  | { of: 'player'; stat: 'hand' | 'life' | 'graveyard' | 'library' | 'life-lost-this-turn' | 'life-gained-this-turn' | 'cards-drawn-this-turn' | 'poison' | 'speed'; player: PlayerRef }
  | { of: 'devotion'; colors: Color[]; player: PlayerRef }
  /** "the most life among players" (dethrone's "the player with the most life or tied for most life", 702.105a). */
  /** `players`: among those players only ("an opponent has 10 or less life": the least among opponents, `least`; "an
   *  opponent has three or more poison counters": the most among them) — a condition's number (game/triggers/conditions.ts). */
  | { of: 'most-among-players'; stat: 'life' | 'hand' | 'graveyard' | 'library' | 'poison' | 'life-lost-this-turn'; players?: PlayerFilter; least?: true }
  /** "the number of opponents you have", "for each opponent you have" (102.3: the players who are opponents). */
  | { of: 'players'; filter: PlayerFilter }
  /** "creature in your party" (700.8: the most of Cleric, Rogue, Warrior, Wizard one creature each), "basic land type among lands you control" (domain, 305.6). */
  | { of: 'party' | 'domain'; player: PlayerRef }
  /** "the greatest power among creatures you control". */
  | { of: 'greatest'; stat: 'power' | 'toughness' | 'mana-value'; among: Filter; /** "the least toughness among …" (bolster, 701.39a) */ least?: true }
  /** "twice that much", "three times X". */
  | { of: 'times'; factor: number; amount: Amount }
  /** "half X, rounded up / down" (107.1a). */
  | { of: 'half'; amount: Amount; round: 'up' | 'down' }
  | { of: 'sum'; amounts: Amount[] }
  /** "for each time its squad cost was paid" (702.157a): how many times the source's spell paid that additional cost (601.2b). */
  | { of: 'paid'; keyword: 'squad' }
  /** "creatures you control have total power 8 or greater" (formidable): the sum of a stat over the permanents a filter describes. */
  | { of: 'total'; stat: 'power' | 'toughness'; among: Filter }
  /** "creatures with different powers" (coven, 207.2c): how many different values of a stat the permanents a filter describes have, as they are now. */
  /** `card-types`: "card types among cards in your graveyard" (delirium, 207.2c): how many card types (205.2a) the objects have among them. */
  | { of: 'distinct'; stat: 'power' | 'card-types'; among: Filter }
  /**
   * A number the combat under way gives, read as the instruction is carried out: "each creature blocking it beyond the
   * first" (rampage, 702.23b: counted once, as the ability resolves), "each opponent you attacked with a creature this
   * combat" (melee, 702.121a; a planeswalker is not its controller).
   */
  | { of: 'combat'; stat: 'blockers-beyond-first' | 'opponents-attacked'; object?: ObjectRef }
  /** "the life lost this way" (extort, 702.101a: "the total life lost this way"): what the instructions of the same resolving spell or ability before it made players lose (608.2c). */
  | { of: 'this-way'; stat: 'life-lost' }
  /** "discards all the cards in their hand, then draws that many cards" (Tolarian Winds, Chandra, Flamecaller): the cards each acting player discarded so far as the same spell or ability resolves (608.2c). */
  | { of: 'this-way'; stat: 'discarded' }
  /** "equal to the result", "where X is the result" (706.2): the result of the die the same resolving spell or ability rolled before it (a `group` with `die`). */
  | { of: 'this-way'; stat: 'result' }
  /** "for each death vote", "the number of profit votes" (701.38a): the votes the same resolving spell or ability's vote gave that choice (a `group` with `vote`). */
  | { of: 'this-way'; stat: 'votes'; option: string }
  /** "for each nonland card revealed this way" (parley, 207.2c): the cards the instructions of the same resolving spell or ability revealed before it (701.20a) that fit the filter (608.2c). */
  | { of: 'this-way'; stat: 'revealed'; filter: Filter }
  /** "If you didn't put a card into your hand this way" (Adventure Awaits): the cards the same resolving spell's or ability's look put into its controller's hand before it (608.2c). */
  | { of: 'this-way'; stat: 'put-into-hand' }
  /**
   * "for each spell you've cast this turn", "the number of instant and sorcery spells you've cast this turn" (601.2i: cast,
   * not copied, 707.10): counted as the instruction is carried out (608.2h), from the turn's record of spells cast.
   * `other`: not the spell the trigger's event cast, nor the resolving spell itself; `before`: "before it this turn", only
   * those cast before the event's spell (Thousand-Year Storm).
   */
  | { of: 'spells-cast'; player: PlayerRef; filter?: Filter; other?: true; before?: true };

// ─── How long ──────────────────────────────────────────────────────────────────────────────

/** How long a continuous effect from a resolved spell or ability lasts (611.2a–b, 514.2). */
export type Duration =
  | 'until-end-of-turn'
  | 'until-your-next-turn'
  | 'until-end-of-combat'
  /** "until the end of your next turn": through the cleanup step of the controller's next turn (514.2). */
  | 'until-end-of-your-next-turn'
  /** No duration stated: for the rest of the game (611.2a). */
  | 'indefinite'
  /** "doesn't untap during its controller's (your) next untap step" (502.3): that one untap step of its controller's. */
  | 'next-untap-step'
  /** "for as long as you control CARDNAME", "for as long as CARDNAME remains on the battlefield", "for as long as CARDNAME remains tapped",
   *  "for as long as you control CARDNAME and CARDNAME remains tapped" (611.2b: over once it stops holding, even if it holds again later). */
  | { while: 'you-control-source' | 'source-on-battlefield' | 'source-tapped' | 'you-control-source-tapped' };

// ─── When ──────────────────────────────────────────────────────────────────────────────────

/**
 * The kinds of game event a triggered ability (603.2), a replacement effect (614) or a count
 * ("this turn") can look at. One name per event the rules speak of; the event's own fields
 * (who, which object, from where) are narrowed by the filters of `TriggerSpec`.
 */
export type EventKind =
  | 'enters'
  | 'leaves'
  /** Put into a graveyard from the battlefield (700.4); "dies" for creatures and planeswalkers. */
  | 'dies'
  | 'put-into-graveyard'
  | 'exiled'
  | 'returned-to-hand'
  | 'deals-damage'
  | 'dealt-damage'
  | 'gains-life'
  | 'loses-life'
  | 'counters-put'
  | 'counters-removed'
  | 'token-created'
  | 'becomes-tapped'
  | 'becomes-untapped'
  | 'attacks'
  | 'blocks'
  | 'becomes-blocked'
  /** "Attacks and isn't blocked": no creatures were declared as blockers for it (509.3g). */
  | 'not-blocked'
  | 'player-attacks'
  | 'casts'
  | 'copies'
  | 'activates'
  | 'step-begins'
  /** A step or phase ends (500.4: mana empties; "at end of combat" is the end of combat step's beginning, 511.2). */
  | 'step-ends'
  | 'becomes-target'
  | 'discards'
  /** One or more cards left a player's graveyard at once (603.2c; `batched`, `object` a card filter any of them fits, `atLeast` how many must). */
  | 'leaves-graveyard'
  | 'draws'
  | 'sacrificed'
  | 'cycles'
  | 'transforms'
  | 'turned-face-up'
  /** A permanent becomes monstrous (701.37b: "when this creature becomes monstrous") or renowned (702.112b); `designation` says which. */
  | 'becomes-designated'
  /** An archenemy set a scheme in motion (701.32b, 904.9: "When you set this scheme in motion"). */
  | 'sets-in-motion'
  /** Chaos ensues (311.7: the chaos symbol rolled on the planar die, 901.9b): "Whenever chaos ensues", a plane's chaos ability. */
  | 'chaos-ensues'
  /** The planar die rolled the Planeswalker symbol (901.8: the inherent planeswalking ability; `player` the roller). */
  | 'planar-die'
  /** A player planeswalked (701.31, 901.11: "When you planeswalk to CARDNAME"; `object: 'self'` the plane turned face up). */
  | 'planeswalks'
  /** A player moved their venture marker into a room (309.4c: "When you move your venture marker into this room"; `reaches` the room). */
  | 'ventures'
  /** A player completed a dungeon (309.7: "Whenever you complete a dungeon"). */
  | 'completes-dungeon'
  /** A creature is sacrificed by its exploit ability (702.110b: "when this creature exploits a creature"). */
  | 'exploits'
  /** Day becomes night or night becomes day (731.1a; not as it first becomes either). */
  | 'day-night-changes'
  /** A Class's level becomes N (716.2a: "When this Class becomes level N"; `reaches`: N). */
  | 'becomes-level'
  /** A player scried or surveilled (701.22d, 701.25d: after the whole process, not for N = 0). */
  | 'scries'
  | 'surveils'
  /** A permanent explored (701.44b: after the whole process; its last known information once gone, 701.44c). */
  | 'explores'
  /** A permanent was exerted (701.43a) by the player who exerted it. */
  | 'exerts'
  /** A player committed a crime (700.13): they cast a spell, activated an ability or put a triggered ability on the stack that targets an opponent, something an opponent controls or a card in an opponent's graveyard. */
  | 'commits-crime'
  /** The mana a player spent this turn to cast spells reached N as they paid a spell's costs (700.14: "whenever you expend N"; `reaches`: N). */
  | 'expends'
  /** Not an event: a state trigger (603.8) — it triggers whenever `condition` holds, checked as the 117.5 loop runs. */
  | 'state'
  /** Not an event: a reflexive trigger (603.12, "when you do") — the resolving ability that says it queues it as its instruction is done. */
  | 'reflexive';

/**
 * A trigger condition as data (603.2): the event kind, and filters over the event's object,
 * player and other details; `interveningIf` is checked as it triggers and again on resolution
 * (603.4). "Whenever another Elf you control dies" is `{on: 'dies', object: {subtypes: ['Elf'],
 * controller: 'you', other: true}}`; "At the beginning of your upkeep" is `{on: 'step-begins',
 * step: 'upkeep', player: 'you'}`. One handler matches every spec (game/triggers/handler.ts).
 */
export interface TriggerSpec {
  on: EventKind;
  /** The event's object: the source itself, its host, or objects fitting a filter. */
  object?: Filter | 'self' | 'host';
  /** The event's player (the one who casts, draws, gains life, attacks; whose step begins; the player attacked). */
  player?: PlayerFilter | HostPlayer;
  /** Damage: to whom it was dealt (a player, an opponent, a creature…), and combat only. */
  recipient?: { player?: PlayerFilter | HostPlayer; object?: Filter | 'self' };
  combat?: true;
  /** Damage: noncombat damage only ("deals noncombat damage to an opponent"). */
  noncombat?: true;
  /** Spells cast / copied: which spells; `targetsSelf` — "a spell that targets this creature" (heroic); `targets` — "a spell that targets a creature" (repartee: one of its targets fits, 115.1); `kicked` — "a kicked spell" (702.33d). */
  spell?: Filter & { targetsSelf?: true; targets?: Filter; kicked?: true; /** "a spell from anywhere other than your hand", "from exile": the zone it was cast from (601.2a). */ from?: CastFrom };
  /** Steps: which one (500–514). */
  step?: string;
  /** Zone changes: from where / to where, when not implied by the kind. */
  from?: Zone;
  to?: Zone;
  /** "one or more …": once per event however many objects it names (603.2c). */
  batched?: true;
  /** "your second card each turn", "the first time each turn". */
  nth?: number;
  interveningIf?: Condition;
  /** Several trigger events of one ability (603.2: "Whenever CARDNAME enters or attacks"): any of them triggers it. */
  or?: TriggerSpec[];
  /** Counters: which kind, and the count they must reach — a Saga's chapter N (714.2b) is `{on: 'counters-put', counter: 'lore', reaches: N}`. */
  counter?: CounterName;
  reaches?: number;
  /** Becomes designated: which designation ("becomes monstrous", "becomes renowned"). */
  designation?: 'monstrous' | 'renowned';
  /** Blocks / becomes blocked: the other creature ("blocks a creature with flying"; "becomes blocked by a creature" triggers once per blocker, 509.3d). */
  versus?: Filter;
  /** Attacks: the creature is the only one declared as an attacker (exalted, 702.83a; 506.5). */
  alone?: true;
  /** "Whenever you attack with N or more creatures". */
  atLeast?: number;
  /** A condition of the event checked only as it triggers ("attacks the player with the most life", dethrone 702.105a), unlike `interveningIf`. */
  condition?: Condition;
  /**
   * "This ability triggers only once each turn." (printed after the effects): once it has triggered
   * in a turn, the ability doesn't trigger again that turn. It belongs to the object, so the same card
   * as a new object after a zone change (400.7) may trigger again.
   */
  oncePerTurn?: true;
  /** "Do this only once each turn." after a "you may" instruction (603.2h): the ability triggers only if its controller hasn't done that this turn. */
  doOnce?: true;
}

/**
 * A replacement effect as data (614.1, 614.2): the event it watches, narrowed like a trigger's
 * (the affected object, the player, the damage's source and recipient, the kind of counter),
 * and how it changes the event. "If one or more +1/+1 counters would be put on a creature you
 * control, that many plus one … instead" (Hardened Scales) is `{on: 'counters-put', object:
 * {types: ['Creature'], controller: 'you'}, counter: '+1/+1'}` with `{kind: 'plus', amount: 1}`.
 * One handler applies them all (game/replacement/handler.ts), the affected player or the affected
 * object's controller choosing their order (616.1).
 */
export interface ReplacementSpec {
  /** 'deals-damage' (damage being dealt), 'gains-life', 'draws', 'counters-put', 'token-created'. */
  on: EventKind;
  /** The affected object: the permanent counters would be put on. */
  object?: Filter | 'self';
  /** The affected player: who would gain life or draw, under whose control tokens would be created. */
  player?: PlayerFilter;
  /** Damage: what deals it ("a source you control", "a red source you control"; 'host': "enchanted creature", the permanent the source is attached to, 303.4b) … */
  source?: Filter | 'self' | 'host';
  /** … and to whom ("an opponent or a permanent an opponent controls"; 'host' as above; 'self': the permanent with the ability, "dealt to … this creature"); absent: any permanent or player. */
  recipient?: { player?: PlayerFilter; object?: Filter | 'host' | 'self' };
  /** Counters: which kind ('any' for "one or more counters"). */
  counter?: CounterName | 'any';
  /** Damage: combat damage only (true), noncombat damage only (false); absent, either. */
  combat?: boolean;
  /** Counters: the player putting them ("If you / an opponent would put …", Vorinclex) — an effect's controller, a permanent's as it enters with counters, a damage source's with wither or infect. */
  by?: PlayerFilter;
  /** Counters: on players too ("on a permanent or player"). */
  players?: true;
  /** Counters: "If an effect would put …" (Doubling Season) — not counters put as a cost, such as a loyalty ability's +N (606.4, 118.1). */
  effectOnly?: true;
}

/** How a replacement effect changes an event's amount (614.1a): "twice that many", "that much plus 2", "draw two cards instead"; or a prevention effect (615.1a: "prevent all … damage"), which damage that can't be prevented ignores (615.12). */
export type Modification =
  | { kind: 'times'; factor: number }
  | { kind: 'plus'; amount: number }
  /** "half that many …, rounded down" (107.1a). */
  | { kind: 'half' }
  /** Damage: "put that many COUNTER counters on that creature instead" (Soul-Scar Mage) — the damage is never dealt (614.6). */
  | { kind: 'counters-instead'; counter: CounterName }
  /** "prevent all … damage" (615.1a); with `amount`, "prevent N of that damage" — N of each event it applies to (615.10). */
  | { kind: 'prevent'; amount?: number };

/**
 * A condition read from the game: an intervening "if" (603.4), an "as long as" of a static
 * ability (611.3a), "Activate only if" (602.5b), "if you do / if it was kicked" are their own.
 */
export type Condition =
  /** "you control a Swamp / N or more artifacts", "an opponent controls no creatures". */
  | { kind: 'controls'; who: PlayerFilter; filter: Filter; atLeast?: number; atMost?: number }
  /** "there are N or more cards in your graveyard", "you have no cards in hand", "you have 10 or more life". */
  | { kind: 'compare'; amount: Amount; op: Compare['op']; value: Amount }
  | { kind: 'your-turn' | 'not-your-turn' }
  /** "if it's the first combat phase of the turn" (500.8: another may be added), "if it's a main phase", "if it's your main phase" (505.1). */
  | { kind: 'phase'; is: 'first-combat' | 'main' | 'your-main' }
  /** "if a creature died this turn", "if you attacked this turn", "if you gained life this turn". */
  /**
   * `leaves` with a permanent filter: "a permanent left the battlefield under your control this turn" (revolt), read from the last known
   * information of every permanent that left this turn (`LastKnown.turn`); with `object.zone: 'graveyard'`: "a card left your graveyard
   * this turn"; `enters`: "two or more nonland permanents entered the battlefield under your control this turn" (`atLeast`);
   * `put-into-graveyard` with `object.permanent`: "you descended this turn" (700.11: a permanent card put into your graveyard from anywhere).
   */
  | { kind: 'happened-this-turn'; event: EventKind; object?: Filter; player?: PlayerFilter; atLeast?: number }
  /** The ability's source fits (on its last known information once it has left, 603.4, 608.2h). */
  | { kind: 'source'; filter: Filter }
  /** "if this card is in your graveyard": the ability's card is in its owner's graveyard (an ability that says where it works, 113.6b). */
  | { kind: 'in-graveyard' }
  /** The target chosen last before the instruction fits: "if that's another creature" (backup, 702.165a), "If it's a Vampire, put a +1/+1 counter on it" (Sorin, Imperious Bloodlord), checked as it is carried out (608.2c). */
  | { kind: 'target'; filter: Filter }
  /** The object the trigger's event named fits ("if that creature is still a creature"; as it last existed once gone). */
  | { kind: 'event-object'; filter: Filter }
  /** How the source came to be or what it has become: "if it was kicked (with its {R} kicker)", "if its surge cost was paid", "if it came under your control since your last upkeep" (echo), "if it isn't renowned", "if this card is suspended". */
  | { kind: 'source-status'; status: SourceStatus }
  /** Spells cast during the previous turn (731.2, "if no spells were cast last turn"): by all players together, or by any one player. */
  | { kind: 'cast-last-turn'; by: 'all-players' | 'one-player'; op: Compare['op']; value: number }
  /** "you're the monarch" (725.1), "you have the city's blessing" (702.131c): a designation the ability's controller has. */
  | { kind: 'designation'; designation: PlayerDesignation }
  /**
   * The controller against opponents: "an opponent controls more lands than you" (`yours: 'fewer'`, `opponents: 'an'`: some
   * one opponent, 102.2), "you have more cards in hand than each opponent" (every opponent), counting permanents a filter
   * fits or a player's life or hand, read as the condition is checked.
   */
  | { kind: 'versus-opponents'; measure: { controls: Filter } | { stat: 'life' | 'hand' }; yours: 'more' | 'fewer'; opponents: 'an' | 'each' }
  /** "If it shares a creature type with CARDNAME" after "look at the top card of your library" (kinship): the top card of each named player's library fits (a card in a library, 401.1); false with an empty library. */
  | { kind: 'library-top'; player: PlayerRef; filter: Filter }
  /**
   * "if {R} was spent to cast it / this spell", "if at least three white mana was spent to cast this spell" (adamant, 207.2c): the mana
   * paid for the source's spell (601.2h) — the resolving spell, or the spell the permanent was (`Permanent.manaSpent`).
   */
  | { kind: 'mana-spent'; mana: 'W' | 'U' | 'B' | 'R' | 'G' | 'C'; atLeast: number }
  /** "if you control your commander" (lieutenant, 207.2c; 903.3): a replayed game designates no commander, so it never holds. */
  | { kind: 'controls-commander' }
  | { kind: 'not'; condition: Condition }
  | { kind: 'all'; conditions: Condition[] }
  | { kind: 'any'; conditions: Condition[] };

/** A designation a player can have, neither an ability nor a characteristic: the monarch (725.1, one player at a time), the city's blessing (702.131c, for the rest of the game). */
/** `completed-dungeon`: "you've completed a dungeon" (309.7), a fact kept for the rest of the game. */
export type PlayerDesignation = 'monarch' | 'citys-blessing' | 'completed-dungeon';
/** What the rules of a casual variant make a player do, as an instruction: planeswalk (701.31). */
export type VariantAction = 'planeswalk' | 'venture' | 'venture-undercity';

/** A fact about the source permanent (or card) that no characteristic shows. */
/** The zone a spell was cast from (601.2a: it moves from there to the stack). */
export type CastZone = 'hand' | 'graveyard' | 'exile' | 'library';
/** Where a cast is said to come from: a zone, or "anywhere other than [your] hand". */
export type CastFrom = CastZone | 'not-hand';

export type SourceStatus =
  | { was: 'kicked'; with?: string }
  /** "if you cast it [from your hand / from anywhere other than your hand]": the permanent was a spell (not a copy, 707.10) that the ability's controller cast (601.2), from that zone. */
  | { was: 'cast'; from?: CastFrom }
  | { was: 'evoked' | 'offspring' | 'squad' | 'bargained' | 'tribute-paid' | 'renowned' | 'monstrous' | 'new-since-upkeep' | 'suspended' }
  | { was: 'alt-cost'; keyword: string }
  /** A spell's: "if you cast this spell during your main phase" (addendum's words; a copy is not cast, 707.10). */
  | { was: 'cast-in-main-phase' }
  /** A spell's: its replicate cost was paid at least once (702.56a), its casualty cost was paid (702.153a), its conspire cost was paid (702.78a). */
  | { was: 'replicated' | 'casualty-paid' | 'conspired' };
