// Effects as about thirty verbs with parameters (who, which, how much, how long), the shape
// every instruction of a spell or ability is read into. A new wording is grammar only; a new
// verb is added only when no verb with parameters can say it (src/engine/README.md).
//
// The legacy `Effect` variants of oracle/ast.ts (143 at the start, 118 effect types in all on
// 2026-11-27: `pump`, `pump-self`,
// `pump-that`, `draw-x`, `gain-life-that-much`, `damage-that-much`, …) fold into these: `pump`
// is `modify-pt` of `{ref: 'target'}`, `pump-self` of `{ref: 'self'}`, `pump-that` of
// `{ref: 'event-object'}`; `draw-x` is `draw` with `{of: 'X'}`; and so on. Once folded, a
// legacy variant and its module in effects/ are deleted.
import type { Color, CounterName, Keyword, Ability, RestrictionKind, TurnRule } from './ast.ts';
import type { Amount, ChosenQuality, Condition, Duration, Filter, ObjectRef, PlayerDesignation, PlayerRef, ReplacementSpec, TargetSpec, TriggerSpec, VariantAction } from './vocabulary.ts';

/** A recipient of damage, counters or an attachment: an object or a player. A `target` ref whose spec allows both is "any target". */
export type Recipient = ObjectRef | PlayerRef;

/**
 * What restricted mana may pay for (106.6): `spells`, the costs of casting a spell that fits ("Spend this mana only to cast
 * creature spells"); `abilities`, the costs of activating an ability of a permanent that fits, or of any ability ('any':
 * "… or activate abilities"). Mana with a restriction pays nothing else.
 */
export interface ManaSpend { spells?: Filter; abilities?: Filter | 'any' }

/** One choice of "add …": a group of mana symbols ("{U}{R}") or the color its source chose as it entered (607.2d). */
export type ManaChoice = string[] | 'chosen-color';

/**
 * A token an effect creates (111.4): predefined by 111.10 ("Treasure"), described ("a 2/2 green
 * Wolf creature token with trample"), or a copy (707.2, 707.9b). A described token's power and
 * toughness may be an amount ("an X/X … token, where X is the number of lands you control"): it is
 * read as the token is created (608.2h) and becomes the token's printed value.
 */
export type TokenSpec =
  | { predefined: string }
  | DescribedToken
  | { copyOf: ObjectRef; except?: CopyExceptions };

/**
 * What a token copy has other than the copied object's copiable values (707.9b: the exceptions are part of the copy's
 * own copiable values): base `power` / `toughness` ("except it's 1/1", offspring 702.175a), `colors` instead of its own
 * ("except it's white", embalm 702.128a), `subtypes` in addition to its own ("it's a Zombie in addition to its other
 * types"), `types` in addition to its own ("it's an artifact in addition to its other types", 205.1b), `noManaCost` ("it has no
 * mana cost", embalm and eternalize 702.129a), `keywords` and `abilities` it has besides its own ("it has haste and "…""),
 * `notLegendary`. Read by oracle/copy-exceptions.ts.
 */
export interface CopyExceptions { power?: number; toughness?: number; subtypes?: string[]; types?: string[]; colors?: Color[]; noManaCost?: true; keywords?: Keyword[]; abilities?: Ability[]; notLegendary?: true }

/** The keywords whose rules text creates tokens, cited with them. */
export type TokenKeyword = 'living-weapon' | 'for-mirrodin' | 'job-select' | 'offspring' | 'squad' | 'mobilize' | 'myriad' | 'encore' | 'embalm' | 'eternalize';

/** A token the effect describes (111.4): its keywords and quoted abilities are its own (113.1a). */
export interface DescribedToken { name?: string; power?: Amount; toughness?: Amount; colors: Color[] | 'colorless'; types: string[]; subtypes: string[]; supertypes?: string[]; keywords?: Keyword[]; abilities?: Ability[] }

/** A step or phase a player may be made to skip (614.10). */
export type SkippedPart = 'untap-step' | 'draw-step' | 'combat-phase';

/** Where a countered spell's card goes in place of its owner's graveyard (the `counter` verb's `to`). */
export type CounteredTo = 'exile' | 'hand' | 'library-top' | 'library-bottom';

export type VerbEffect =
  // ── Damage and life (120, 119) ──
  | { type: 'deal-damage'; source?: ObjectRef; to: Recipient[]; amount: Amount; /** 601.2d: `amount` divided as the controller announced when putting it on the stack, each target its share (game/divided-damage.ts), among `min` targets at least. */ divided?: { min: number } }
  /** `instead`: "You gain 4 life. If a creature died this turn, you gain 8 life instead." — a self-replacement effect (614.15), applied to the event before any other replacement (616.1a); `text`, its words for the trace. */
  | { type: 'gain-life'; players: PlayerRef; amount: Amount; instead?: { condition: Condition; amount: Amount; text: string } }
  | { type: 'lose-life'; players: PlayerRef; amount: Amount }
  /**
   * "Prevent the next N (all) damage that would be dealt to RECIPIENTS this turn" (615.7, 615.1a, 514.2): a shield on each;
   * with no recipient ("would deal damage this turn"), whoever it would be dealt to. `from`: only damage from this source —
   * "a red source of your choice" is a `chosen` ref, the source chosen as the shield is created and its description checked
   * again when it would apply (609.7a, 615.9). `once`: "the next time … would deal damage, prevent that damage" — the next
   * damage event only, however much (615.8). `thenCounters`: "For each 1 damage prevented this way, put a COUNTER counter on
   * that creature" (Test of Faith; 615.5). Or, with `watch`, "prevent all [combat] damage that would be dealt [to …] [by …]
   * this turn": every damage event fitting it. `toAndBy` with `watch`: "prevent all [combat] damage that would be dealt to and
   * dealt by OBJECTS" — the damage events those objects are dealt or deal, the objects fixed as the effect begins (611.2c; a
   * new object after a zone change is not one of them, 400.7); `duration` 'until-your-next-turn': it lasts until its
   * controller's next turn begins rather than this turn's cleanup (611.2a, 514.2).
   */
  | { type: 'prevent'; amount: Amount | 'all'; to?: Recipient[]; from?: ObjectRef; once?: true; watch?: ReplacementSpec; thenCounters?: CounterName; toAndBy?: ObjectRef; duration?: 'until-your-next-turn'; /** With `toAndBy`: only the damage those objects would deal (`by`: "dealt by target creature") or be dealt (`to`), not both (615.1a). */ side?: 'to' | 'by' }
  // ── Cards (121, 701.9, 701.17) ──
  | { type: 'draw'; players: PlayerRef; amount: Amount }
  | { type: 'discard'; players: PlayerRef; amount: Amount | 'hand'; random?: true; /** "discard up to two cards", "discard any number of cards" (`amount` 'hand'): as many as the player chooses, none at most the amount (701.9b). */ upTo?: true; /** "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.": who chooses and among what (701.9b), the hand revealed (701.20a). */ chooser?: PlayerRef; filter?: Filter; /** "Look at target player's hand. You choose …": the chooser looks at the hand (701.20e), it isn't revealed. */ looked?: true; /** "You choose a nonland card from it and exile that card": the chosen cards are exiled from the hand (701.13a) — not discarded (701.9a). */ exile?: true;
      /** "Target player reveals their hand and discards all nonland cards": every card of the hand fitting `filter`, no choice (701.9a). */ all?: true;
      /** Connive (701.50a, 701.50d): the permanent that connives — its controller (`players`) draws `amount` cards first, then discards as many, and a +1/+1 counter goes on it for each nonland card discarded (none once it has left the battlefield, 701.50b). */
      connive?: ObjectRef }
  | { type: 'mill'; players: PlayerRef; amount: Amount }
  // ── Zone changes (701.8, 701.13, 400.7) ──
  | { type: 'destroy'; objects: ObjectRef; noRegeneration?: true }
  /** Permanents (406.2), or cards in a graveyard ("exile target card from a graveyard", "exile all graveyards": `{ref: 'all', filter: {zone: 'graveyard'}}`), or the top cards of a library (`library-top`: "that player exiles the top card of their library", ingest 702.115a; with `playable`, impulse draw). */
  | {
      type: 'exile';
      objects: ObjectRef;
      /** 610.3: "until SELF leaves the battlefield". */ until?: 'source-leaves';
      /** The source's own card in its owner's graveyard (113.6m: recover's "Otherwise, exile this card", 702.59a), not a permanent. */
      from?: 'graveyard';
      faceDown?: true;
      /** "Until end of turn, you may play that card" (impulse draw, game/impulse.ts): the controller may play the exiled cards for that long (a land as its land play, 305.1; a spell paying its costs, 601.2). */
      /** 'until-your-next-end-step': "Until your next end step, you may play that card" — until the controller's next end step begins. */
      playable?: 'until-end-of-turn' | 'until-end-of-your-next-turn' | 'until-your-next-end-step';
      /** "You may cast spells from among those exiled cards": spells only — no land among them may be played (305.1, 601.2). */
      castOnly?: true;
      /** "Choose one of them. Until …, you may play that card": the controller chooses one of the exiled cards as it resolves (608.2d); only that one may be played. */
      playableOne?: true;
      /** "Exile CARDNAME with three time counters on it" (a spell with suspend exiling itself, 702.62b: it is then suspended; game/resolve.ts). */
      timeCounters?: number;
      /** "If that creature (a creature dealt damage this way) would die this turn, exile it instead" (614.1a): nothing is exiled now — each object named gets a replacement effect for the rest of the turn (514.2), its dying replaced by exile (game/replacement/zone.ts). */
      insteadOfDying?: 'until-end-of-turn';
      /** Warp's delayed exile (702.185b): the card is a warped card, which its owner may cast from exile after this turn. */
      warped?: true;
    }
  /**
   * "Sacrifice this creature", "target player sacrifices a creature of their choice", "sacrifice two lands" (701.21a): a
   * player sacrifices only permanents they control; `{ref: 'chosen'}` objects are chosen by each sacrificing player
   * (its `chooser`). `keyword`: the keyword whose trigger this is, cited with it (annihilator, 702.86a).
   */
  | { type: 'sacrifice'; objects: ObjectRef; /** "That player sacrifices all permanents in the pile of their choice": the player who sacrifices them (701.21a: only what that player controls); the controller when absent. */ by?: PlayerRef; /** exploit (702.110a): "you may sacrifice a creature", its own choice and its "exploits" event (702.110b). */ keyword?: 'annihilator' | 'exploit'; /** "Sacrifice it unless {U} was spent to cast it": one colored mana symbol (W, U, B, R, G) whose mana spent on the permanent's spell (106.1a, `Permanent.manaSpent`) spares it; a permanent that wasn't cast had none spent. */ unlessSpent?: string }
  /**
   * Return to hand, put onto the battlefield, put into a library at a position (1: on top, 401.7), into a graveyard.
   * The objects are permanents, or cards where their reference finds them (a target card in a graveyard).
   * `from: 'graveyard'` with `{ref: 'self'}`: the source's card in the graveyard it went to, found there only (603.6c,
   * "When this creature dies, return it to its owner's hand"), or a graveyard ability's own card (113.6b).
   * `under`: whose control it enters under (110.2: the player who put it there, without one);
   * `counters`: it enters with them (614.1c); `keyword`: the keyword whose rules text this is (persist 702.79a, undying 702.93a, for the trace; unearth 702.84a: haste, exiled at the next end step).
   * `transformed`: a double-faced card enters with its back face up; any other card stays in its zone (712.14a).
   */
  | {
      type: 'move'; objects: ObjectRef; from?: 'graveyard' | 'hand'; to: 'hand' | 'battlefield' | 'library' | 'graveyard'; position?: 'top' | 'bottom' | number; tapped?: true;
      /**
       * "… onto the battlefield from your hand tapped and attacking" (`from: 'hand'`, the source's own card): attacking the
       * player or planeswalker fixed as the ability was activated — ninjutsu's, what the creature returned for its cost
       * attacked (702.49a, 702.49c), unblocked (506.3d) and never declared (508.4).
       */
      attacking?: { defender: string; planeswalker?: string };
      under?: PlayerRef; counters?: { kind: CounterName; amount: Amount }; shuffle?: true; keyword?: 'persist' | 'undying' | 'unearth' | 'ninjutsu'; transformed?: true;
      /** "… to the battlefield attached to that creature": the Aura enters attached to the object named, if it can enchant it (303.4f), else stays where it is (303.4g). */
      attachTo?: ObjectRef;
      /** "Target player shuffles up to three target cards from their graveyard into their library": the player who shuffles (701.24a), a target named before the cards. */
      shuffler?: PlayerRef;
    }
  /**
   * "Search your library for FILTER card(s), put it …, then shuffle" (701.23a, 701.24a): `count` 'any' for "any number of";
   * `library-top` is "then shuffle and put that card on top" (after the shuffle); `others`: where the cards after the first
   * go (Cultivate's "put one onto the battlefield tapped and the other into your hand"); `keyword`: typecycling's (702.29e), for the trace.
   * `alsoIn`: "search your library and/or graveyard", "your graveyard, hand, and/or library" — the searching player's other
   * zones searched too (the cards found there first); `libraryOptional` ("and/or", "If you search your library this way,
   * shuffle"): the library is searched, and then shuffled (701.24a), only when those zones didn't give every card wanted.
   */
  | { type: 'search'; players: PlayerRef; /** "Search target opponent's library": whose library each of `players` searches (their own without it); that player shuffles it (701.24a), the cards found go to their owner's exile or onto the battlefield under the searcher's control. */ library?: PlayerRef; filter: Filter; count: Amount | 'any'; upTo?: true; to: 'hand' | 'battlefield' | 'library-top' | 'graveyard' | 'exile'; tapped?: true; reveal?: true; others?: 'hand'; keyword?: 'typecycling'; alsoIn?: Array<'graveyard' | 'hand'>; libraryOptional?: true }
  /**
   * "Look at / reveal the top N cards of your library …, put M of them into your hand and the rest …" (dig), "reveal your hand".
   * `take`: the cards the player picks from among them (608.2d) — `upTo` for "you may … a FILTER card" (none is a choice),
   * `reveal` when the picked cards are revealed; `rest` where the others go, `restOrder` how they are ordered there (401.4).
   * `action`: the keyword action whose own rules say where the cards go — scry (701.22a: any of them on the bottom, the rest
   * on top in any order), surveil (701.25a: any of them into the graveyard, the rest on top); with neither `take` nor `action`,
   * `restOrder: 'any'` puts them back on top in any order ("look at the top three cards of your library, then put them back in any order").
   */
  | { type: 'look'; players: PlayerRef; from: 'library-top' | 'hand'; amount: Amount; reveal?: true; /** "Reveal cards from the top of your library until you reveal AMOUNT `take.filter` card(s)" (701.20a): as many cards as that takes, or the whole library. */ until?: true; /** explore (701.44a): `objects`, the permanent that explores (its +1/+1 counter). */ action?: 'scry' | 'surveil' | 'explore'; objects?: ObjectRef; take?: { count: Amount; filter?: Filter; /** "a creature card and/or a land card": at most one card fitting each description, each a different card (`count` is how many descriptions). */ each?: Filter[]; to: 'hand' | 'battlefield' | 'graveyard' | 'library-top'; upTo?: true; reveal?: true; tapped?: true; /** the cards taken are manifested (701.40a: onto the battlefield face down as 2/2 creatures) — one card of the library's top, or manifest dread's pick of two (701.62a). */ manifest?: 'card' | 'dread'; /** "An opponent separates those cards into two piles. Put one pile into your hand and the other into …" (700.3): the cards taken are one of two piles — `separates` says who separates them (the looking player or an opponent), the other player chooses the pile (effects/piles.ts); `count` is unused. */ piles?: { separates: 'you' | 'opponent' } }; rest?: 'graveyard' | 'library-bottom' | 'library-top' | 'hand'; restOrder?: 'any' | 'random'; /** "If you don't put the card into your hand, you may put it into your graveyard": the player may leave the rest on top instead (608.2d). */ restMay?: true; /** "… then put them back in any order. You may shuffle" ("You may have that player shuffle"): after the cards are put back, the looking player may have that library shuffled (701.24a, 608.2d). */ mayShuffle?: true }
  // ── Casting while resolving (601.2, 608.2g) ──
  /**
   * "You may cast it without paying its mana cost" (or "by paying [cost] rather than its mana cost") as the ability
   * resolves — the player's `choose: {cast: true | false}` (game/cast-resolving.ts). Which card: cascade's (702.85a:
   * exiled from the top of the library until a nonland card with lesser mana value than the spell the trigger's event
   * cast), else `cardId` (the ability's source card when absent) in exile — rebound (702.88a), madness (702.35a, `cost`),
   * suspend's last time counter (702.62a) — or, `from: 'hand'`, still in its owner's hand (miracle, 702.94a, `cost`).
   * `copy`: a copy of the card is cast, the card staying where it is (cipher's encoded card, 702.99a; 707.12).
   * `keyword: 'effect'` with `objects`: "you may cast target instant or sorcery card from your graveyard without paying its
   * mana cost" (608.2g) — the target card where it is (a graveyard); `exileInstead`: "If that spell would be put into your
   * (a) graveyard, exile it instead" (614.1a), `yours` only when the card is its controller's own.
   */
  | { type: 'cast'; keyword: 'cascade' | 'rebound' | 'madness' | 'suspend' | 'miracle' | 'cipher' | 'discover' | 'effect'; /** `keyword: 'effect'`: "exile cards from the top of your (their) library until you (they) exile a FILTER card. You may cast that card without paying its mana cost" — whose library (`library`), the card that stops it (`until`), and whether the cards not cast go to its bottom (`restBottom`, "Then put the exiled cards that weren't cast this way on the bottom … in a random order"). */ until?: Filter; library?: PlayerRef; restBottom?: true; cardId?: string; cost?: string[]; from?: 'hand'; copy?: true; /** discover N (701.57a): N, the greatest mana value of the card found (the controller's own library). */ value?: Amount; objects?: ObjectRef; exileInstead?: 'any' | 'yours' }
  // ── Counters and tokens (122, 111) ──
  /** `from`: "move a +1/+1 counter from this permanent onto that creature" (122.5) — each counter put is removed from there first; none moves when it has too few or either object is gone. */
  /**
   * `counter: 'each-kind'`: one more of each kind each recipient already has, on any number of those `on` names that have a
   * counter, chosen as it resolves — proliferate (701.34a), the keyword action `action` names (its choice and its trace).
   */
  | { type: 'put-counters'; on: Recipient[]; counter: CounterName | 'each-kind'; amount: Amount; from?: ObjectRef; /** the keyword action the text said: proliferate (701.34a), blight (701.68a: its creature chosen as it resolves) */ action?: 'proliferate' | 'blight'; /** "Double the number of +1/+1 counters (of each kind of counter) on …" (701.10e): each permanent named gets as many of those counters as it has as the instruction is carried out (`amount` is 1, unused). */ double?: true; /** "Distribute three +1/+1 counters among one, two, or three target creatures" (601.2d): `amount` divided as announced, each target its share (game/divided-damage.ts), among `min` targets at least. */ divided?: { min: number } }
  | { type: 'remove-counters'; from: Recipient[]; counter: CounterName | 'any'; amount: Amount | 'all' }
  /**
   * "Create N TOKEN(s)" (111.1, 701.7a) for each player `controller` names (the ability's controller without one).
   * A copy of `{ref: 'self'}` copies the source as it is, as it last existed on the battlefield (608.2h), or — a card
   * exiled to pay the cost (embalm, encore) — the card's printed characteristics (707.2).
   */
  | {
      type: 'create-token';
      token: TokenSpec;
      amount: Amount;
      controller?: PlayerRef;
      tapped?: true;
      /**
       * "… that's tapped and attacking" (508.4: never declared as attackers): `true`, attacking the player the source
       * attacks (else the first opponent); a player reference, `amount` tokens for each player it names, each attacking
       * that player ("for each opponent other than defending player, … tapped and attacking that player", myriad 702.116a).
       */
      attacking?: true | PlayerRef;
      /** "For each opponent, create a token … that attacks that opponent this turn if able" (encore 702.141a, 508.1d): `amount` tokens for each player it names, each required to attack that player this turn. */
      mustAttack?: PlayerRef;
      /** "… then attach this Equipment to it" (701.3a; living weapon 702.92a, For Mirrodin! 702.163a, job select 702.182a): the object named, if still on the battlefield, is attached to the token made. */
      attach?: ObjectRef;
      /** The keyword action the text said instead ("investigate", 701.16a; "populate", 701.36a; endure's Spirit, 701.63a), for the trace. */
      action?: 'investigate' | 'populate' | 'endure' | 'incubate';
      /** The counters each token enters with (122.6): incubate's N +1/+1 counters (701.53a). */
      counters?: { counter: CounterName; amount: Amount };
      /** The keyword whose rules text this is, cited with the tokens. */
      keyword?: TokenKeyword;
    }
  // ── Status and control (701.26, 701.21, 613.1b) ──
  /** "Tap target creature", "untap all lands you control", "untap up to four lands" (objects chosen as it resolves, 608.2d). "It doesn't untap during its controller's next untap step" is `restrict` for the 'next-untap-step'. */
  | { type: 'tap'; objects: ObjectRef; untap?: true; /** "Tap or untap target permanent" (701.26): for each object, its controller chooses as it resolves which (608.2d). */ either?: true; /** "Target creature phases out" (702.26b): a change of status as tapping is (110.5), not of zone; it phases in during the untap step of the player who controlled it (502.1, game/phasing.ts). */ phaseOut?: true }
  | { type: 'gain-control'; objects: ObjectRef; to?: PlayerRef; duration: Duration }
  | { type: 'attach'; objects: ObjectRef; to: ObjectRef }
  /** "Regenerate this creature / target creature / enchanted creature" (701.19a): a regeneration shield on each. */
  | { type: 'regenerate'; objects: ObjectRef }
  /** "Transform this creature" (701.27a); `flip`: "flip it" (710.2), the flip card's other half, for good (710.4). */
  | { type: 'transform'; objects: ObjectRef; flip?: true }
  | { type: 'fight'; first: ObjectRef; second: ObjectRef; /** "deals damage equal to its power to" (one-sided, 701.14 does not apply) */ oneSided?: true }
  // ── The stack (701.6, 707.10) ──
  /**
   * "Counter target spell [unless its controller pays {3}]", ward's "counter that spell or ability unless that player pays
   * [cost]" (701.6a, 118.12, 702.21a): the countered object's controller chooses whether to pay — one of mana, N life or
   * discarding N cards. `generic`: generic mana added to `mana`, read as the instruction is carried out — "{X}" (the X
   * announced, 107.3a, or defined by ", where X is …", 107.3c), "{1} for each card in your hand", "{1} plus an additional
   * {1} for each Faerie you control" (118.12 with 107.1: a count of 0 adds nothing). `keyword`: the keyword whose trigger
   * this is, cited with it.
   */
  /**
   * `to`: "If that spell is countered this way, exile it (put it on top of / on the bottom of its owner's library, into its
   * owner's hand) instead of putting it into its owner's graveyard" — a self-replacement effect of the counterspell (614.15,
   * applied first, 616.1a) on the countered card's move to the graveyard (701.6a).
   */
  | { type: 'counter'; objects: ObjectRef; unlessPays?: { mana: string[]; generic?: Amount } | { life: number } | { discard: number }; keyword?: 'ward'; to?: CounteredTo }
  /**
   * "Copy target instant or sorcery spell", "whenever you cast an instant or sorcery spell, copy it", "copy it twice" (707.10):
   * `amount` copies (one when absent) of each spell named, put on the stack under the instruction's controller, not cast
   * (707.10). The spell the trigger's event cast (`event-object`, or `self` in "when you cast this spell") is copied as it was
   * cast even after it left the stack (its last known information, 608.2h; game/storm.ts). `newTargets`: "You may choose new
   * targets for the copy" (707.10c). `keyword`: storm's (702.40a: one for each other spell cast before it this turn),
   * replicate's (702.56a: one for each time its cost was paid) or casualty's (702.153a) copies, the count the keyword's.
   * Only spells that are instants or sorceries are copied: a copy of a permanent spell would become a token (707.10f), which
   * the copies don't do, so the reader refuses a copy of any other spell (event-refs.ts `copiesFit`).
   */
  | { type: 'copy'; objects: ObjectRef; newTargets?: true; amount?: Amount; keyword?: 'storm' | 'gravestorm' | 'replicate' | 'casualty' | 'conspire' }
  // ── Continuous changes with a duration (611.2, 613) ──
  | { type: 'modify-pt'; objects: ObjectRef; power: Amount; toughness: Amount; duration: Duration }
  | { type: 'set-pt'; objects: ObjectRef; power?: Amount; toughness?: Amount; switch?: true; duration: Duration }
  /** `flashback: 'mana-cost'`: "target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost" — cards in a graveyard, not permanents (702.34a; game/cast-options.ts `cardToCast`). */
  | { type: 'grant'; objects: ObjectRef; keywords?: Keyword[]; abilities?: Ability[]; /** `chosen-color`: "the color of your choice", chosen for it as it resolves (105.3); `chosen`: "the chosen color", the one the ability's own "Choose a color." (or its source as it entered) chose (608.2d, 607.2d). */ protectionFrom?: Color[] | 'chosen-color' | 'chosen'; duration: Duration; flashback?: 'mana-cost' }
  | { type: 'lose-abilities'; objects: ObjectRef; keywords?: Keyword[]; all?: true; duration: Duration }
  /**
   * "This land becomes a 2/2 Elemental creature with flying until end of turn. It's still a land.", crew's "becomes an
   * artifact creature" (702.122a), "becomes the color of your choice" (`colors: 'chosen'`, 105.3): layers 4, 5, 6 and 7b
   * with one timestamp (613.6). `addTypes`: the types are added to the old ones (205.1b: "it's still a land").
   */
  | { type: 'become'; objects: ObjectRef; /** A Class level bar's "this Class's level becomes N" (716.2a): a designation, not a characteristic (716.2b), so no layer applies it. */ level?: number; /** Saddle's "becomes saddled until end of turn" (702.171b): a designation kept until the turn ends or it leaves. */ saddled?: true; types?: string[]; subtypes?: string[]; allCreatureTypes?: true; /** 205.1b: the object keeps its other types; without it the card types are replaced (205.1a: "becomes a 4/4 Dragon creature", a planeswalker no longer one, its creature types kept unless `subtypes` names new ones). */ addTypes?: true; /** "becomes a legendary 4/4 … creature": supertypes added (205.4). */ supertypes?: string[]; /** 205.1b: "becomes a 2/2 Bird artifact creature" with no "it's still a land": its creature types replaced, its other types kept. */ replaceCreatureTypes?: true; colors?: Color[] | 'chosen'; /** "becomes the creature type of your choice" (205.1a): one creature type chosen as it resolves replaces its creature types (layer 4); `chosen`: "becomes that type", the one the ability's own "Choose a creature type." chose (608.2d). */ chosenCreatureType?: true | 'chosen'; /** "is a black Zombie in addition to its other colors and types" (105.3): `colors` added to its own, not replacing them. */ addColors?: true; keywords?: Keyword[]; power?: number; toughness?: number; duration: Duration }
  /**
   * "Target creature can't block this turn", "This creature can't be blocked this turn", "Creatures you control can't be
   * blocked this turn", "… can't attack or block until your next turn" (508.1c, 509.1b–c, 611.2c): a rule each permanent
   * named obeys for the duration; `about`: the creature a "blocks this creature this turn if able" / "can't block this
   * creature this turn" rule is about (509.1b–c).
   */
  | { type: 'restrict'; objects?: ObjectRef; players?: PlayerRef; what: RestrictionKind[]; about?: ObjectRef; duration: Duration; /** the keyword action it stands for: detain (701.35a). */ action?: 'detain' }
  /** "Players can't gain life this turn" (119.7), "Damage can't be prevented this turn" (615.12): a rule of the game for the rest of the turn (Skullcrack). */
  | { type: 'restrict'; rule: TurnRule; duration: 'until-end-of-turn'; /** `additional-land`: how many more lands the controller may play this turn (305.2). */ count?: number; /** `uncounterable`: "Creature spells you cast this turn can't be countered" — the spells, "you" the controller (101.2). */ spells?: Filter }
  // ── Mana (106) ──
  /**
   * "Add {G}{G}", "Add {W} or {U}", "Add {U}{U}, {U}{R}, or {R}{R}", "Add one mana of any color", "Add two mana of the
   * chosen color", "Add {G} or one mana of the chosen color", "Add {C} for each storage counter removed this way" (106.1a,
   * 106.4): `mana`, the choices — each a group of symbols, or the color its source's own "as it enters, choose a color"
   * chose (607.2d); a choice is made as the ability resolves, and the group is added `amount` times. With several choices
   * and an amount above 1, a choice for each ("in any combination of colors") unless `oneColor` ("N mana of any one
   * color"). `untilEndOfCombat`: firebending's mana stays in the pool as steps end until end of combat (702.189a).
   */
  | { type: 'add-mana'; mana: ManaChoice[]; amount?: Amount; oneColor?: true; untilEndOfCombat?: true; /** "Until end of turn, you don't lose this mana as steps and phases end" (106.4, 500.5: kept in the pool until the cleanup step ends). */ untilEndOfTurn?: true; /** "Spend this mana only to …" (106.6): what the mana may pay for (oracle/mana-spend.ts, game/restricted-mana.ts). */ spend?: ManaSpend }
  // ── Keyword actions (701) and mechanics (702) whose rules text is their own ──
  | { type: 'keyword-action'; action: string; amount?: Amount; objects?: ObjectRef; players?: PlayerRef }
  // ── Designations (701.37b, 702.112b, 725) ──
  /**
   * "It becomes monstrous" (701.37b), "becomes renowned" (702.112b): a marker on each permanent named, kept until it leaves
   * the battlefield, neither an ability nor a copiable value; "you become the monarch" (725.1, one player at a time, 725.3).
   * Read back by the conditions "if it isn't monstrous / renowned" (`source-status`) and "you're the monarch".
   */
  | { type: 'designate'; designation: 'monstrous' | 'renowned'; objects: ObjectRef }
  /** "You get the city's blessing" (ascend on an instant or sorcery, 702.131a: for the rest of the game, any number of players, 702.131c). */
  | { type: 'designate'; designation: PlayerDesignation; players: PlayerRef }
  /**
   * "That player loses the game" (104.3e), "you win the game" (104.2b): the outcome an effect states, at once — not a
   * state-based action — unless a "can't lose" ("your opponents can't win") ability says otherwise (101.2).
   */
  | { type: 'designate'; designation: 'loses-game' | 'wins-game'; players: PlayerRef }
  /** A player's speed increases by N (702.179c–d: from none it becomes N; never above 4). */
  | { type: 'designate'; designation: 'speed'; players: PlayerRef; amount: number }
  /** "Planeswalk" (701.31b: the planar controller puts the face-up plane on the bottom of its owner's planar deck and turns the top of their own face up; game/planes.ts). */
  | { type: 'designate'; designation: VariantAction; players: PlayerRef }
  // ── The turn (500.7) ──
  /**
   * "Take an extra turn after this one", "target player takes two extra turns after this one": turns added directly after this one, the last added taken first.
   * With `skip`, the other way of changing the turn structure (614.10): "PLAYER skips their next untap step (draw step, combat phase)" —
   * `amount` of the player's own coming steps or phases of that kind don't happen (614.10a: no priority in a skipped step);
   * `thisTurn`: "… their next combat phase this turn", none later.
   */
  | {
      type: 'extra-turn'; players: PlayerRef; amount: Amount; skip?: SkippedPart; thisTurn?: true;
      /**
       * "After this phase (this main phase), there is an additional combat phase [followed by an additional main phase]" (500.8,
       * 505.1a): phases added directly after the current phase of this turn, the most recently added first (game/turn.ts);
       * `afterMain`: only if the current phase is a main phase.
       */
      addPhases?: 'combat' | 'combat-and-main'; afterMain?: true;
    }
  // ── The command zone (114, 408) ──
  /** "[Player] gets an emblem with [ability]" (114.2): an object in the command zone with only these abilities, owned and controlled by that player. */
  | { type: 'emblem'; players: PlayerRef; abilities: Ability[] }
  // ── Structure ──
  /**
   * One list of instructions and what governs it — not an effect of its own but the parameters any instruction can
   * carry (Forge's OptionalDecider$, ConditionCheckSVar$, UnlessCost$ and SubAbility$). Carried out in this order:
   * `condition` (608.2c: when it doesn't hold, `otherwise` instead), then `unless` or `optional` (who decides), then
   * `pay`, then `effects` in the order written (game/instructions.ts), then what hangs on whether they were done.
   */
  | {
      type: 'group';
      effects: VerbEffect[];
      /** "If CONDITION, …" (608.2c), checked as the group is carried out, on the game as it is then. */
      condition?: Condition;
      /** "Otherwise, …": carried out instead of `effects` when `condition` doesn't hold. */
      otherwise?: VerbEffect[];
      /** The keyword action whose meaning the condition is, cited with it: "Adapt N" (701.46a), "Monstrosity N" (701.37a), backup (702.165a). */
      keyword?: 'adapt' | 'monstrosity' | 'backup' | 'ascendSpell';
      /** "You may …" (608.2d): `who` chooses as it resolves (`choose: {may: yes | no}`), the controller when absent. */
      optional?: true;
      /** Who chooses (`optional`) or who is asked to pay (`unless`); the controller when absent. */
      who?: PlayerRef;
      /** The keyword whose choice a scenario answers in its own words besides `{may: yes | no}` (`MayAsks`). */
      asks?: MayAsks;
      /** "Pay {2}", "pay {E}{E}", "pay 2 life" before the instructions ("You may pay {1}. If you do, …"): the group is done only if it is paid (118.3, 119.4). */
      pay?: Payment;
      /** "EFFECTS unless PLAYER pays COST" (118.12): `who` chooses whether to pay `unless` (`choose: {pay: true | false}`); `effects` are carried out only if they don't. */
      unless?: Payment;
      /**
       * What the player does first whose outcome the rest hangs on: `coin`, "flip a coin" (705.2: the flipper calls it and
       * wins when the call matches; `choose: {flip: win | lose}`), `clash`, "clash with an opponent" (701.30: each reveals
       * their top card and may put it on the bottom; the player wins whose card has the higher mana value). `effects` are
       * carried out after it; `ifYouDo`: "If you win [the flip], …", `ifYouDont`: "If you lose the flip, …" / "Otherwise, …".
       */
      chance?: 'coin' | 'clash';
      /**
       * "Roll a d20", "roll a six-sided die" (706.1): the player rolls a die of `sides` sides first (`choose: {roll: N}`);
       * its result is what "the result" says later in the ability (706.2), and `table` is its results table (706.3a: each
       * row "N1—N2 | …", "N+ | …" — `to` null for no upper end — carried out when the result is in its range).
       */
      die?: { sides: number; table?: Array<{ from: number; to: number | null; effects: VerbEffect[] }> };
      /**
       * "Starting with you, each player votes for A or B" (701.38a): each player, starting with the controller and proceeding in
       * turn order, votes for one of `options` (`choose: {vote: A}`); the count of each is kept on the resolving spell or ability
       * for "for each A vote" (`{of: 'this-way', stat: 'votes'}`). `wins`: "If A gets more votes, …" — `ifYouDo` when that choice
       * got more votes than every other one, `ifYouDont` ("If B gets more votes or the vote is tied, …") otherwise.
       */
      vote?: { options: string[]; wins?: string };
      /**
       * "Separate all permanents target player controls into two piles. That player sacrifices all permanents in the pile of
       * their choice" (700.3): the controller separates the objects `of` names into two piles, `chooser` picks one
       * (effects/piles.ts), and `effects` act on that pile as what the instruction before acted on (`{ref: 'previous'}`).
       */
      piles?: { of: ObjectRef; chooser: PlayerRef };
      /**
       * "Choose a creature type.", "Choose a color." (608.2d): the controller chooses first, as the group is carried out
       * (`choose: {creatureType: Elf}` / `{color: red}`); the choice is kept on the resolving spell or ability, where every later
       * instruction's "of the chosen type" / "of that color" (`Filter.chosen`) reads it.
       */
      choose?: ChosenQuality;
      /** "Choose a creature type other than Wall": a type that can't be chosen. */
      except?: string;
      /** "Choose a nonland card name" (201.3): the kind of card whose name may be chosen. */
      named?: Filter;
      /** "EFFECTS unless you ACTION" read as "You may ACTION. If you don't, EFFECTS." (118.12a): an `optional` group whose choice cites that rule. */
      unlessYou?: true;
      /** "If you do, …": after the optional instructions (or the payment) were done in full (608.2c). */
      ifYouDo?: VerbEffect[];
      /** "If you don't, …" */
      ifYouDont?: VerbEffect[];
      /** "When you do, …" (603.12): a reflexive triggered ability, triggered when the optional instruction is done, its targets chosen as it is put on the stack. */
      whenYouDo?: VerbEffect[];
      /** The one target its instructions act on, chosen as the spell or ability is put on the stack whichever way the group goes (601.2c): "you may tap target creature", "Target creature gets +2/+2 … If …, that creature gets +4/+4 … instead" (608.2c, entries/instead.ts). */
      target?: TargetSpec;
      /** One slot of "up to N target …" / "N target …" (601.2c): what is done to the object chosen for that slot; a slot left empty does nothing. */
      upTo?: true;
    }
  /**
   * A delayed triggered ability (603.7a), created as this instruction resolves and triggering once (603.7b) when `when`
   * next happens: "at the beginning of the next end step" (`{on: 'step-begins', step: 'end'}`), "of your next end step",
   * "of your next upkeep" (`player: 'you'`), "of the next turn's upkeep", "at end of combat" (`step: 'end-of-combat'`, 511.2).
   * "It", "that card", "those tokens" inside it are `{ref: 'previous'}`: the objects the instruction before it acted on,
   * carried with it (603.7c) — one that has changed zones since is a new object it doesn't find (400.7), and then nothing
   * happens to it. `keyword`: the keyword whose rules text made it (unearth, dash, blitz, warp, mobilize, encore, myriad), cited with it.
   * `lasts` (603.7b: "unless it has a stated duration, such as 'this turn'"): "Until end of turn, whenever …", "Whenever …
   * this turn, …", "Until your next turn, whenever …" — it triggers every time `when` happens until then (game/lasting-triggers.ts),
   * `when` any trigger the trigger grammar reads.
   */
  | { type: 'delayed'; when: TriggerSpec; effects: VerbEffect[]; once?: true; keyword?: DelayedKeyword; lasts?: 'until-end-of-turn' | 'until-your-next-turn'; /** "If one or more tokens are created this way, …" (myriad 702.116a): created only if the instruction before acted on something. */ ifActed?: true };

/** A keyword whose "you may" a scenario answers in its own words: fabricate's `{fabricate: counters | tokens}` (702.123a), endure's `{endure: counters | tokens}` (701.63a), graft's `{graft: false}` (702.58a), myriad's `{myriad: false}` (702.116a). */
/** `either`: one of two changes ("gets +X/+X or -X/-X"): `effects` is the first, `ifYouDont` the second (`choose: {either: first | second}`). */
export type MayAsks = 'fabricate' | 'graft' | 'myriad' | 'endure' | 'learn' | 'provoke' | 'either';

/** The keywords whose rules text creates a delayed triggered ability (702.84a, 702.109a, 702.152a, 702.185a, 702.181a, 702.141a, 702.116a). */
/** What a player pays as an instruction is carried out: mana (`times` times: "pay {1} for each age counter on it", 702.24a), energy counters (107.14), life (119.4). */
export interface Payment { mana: string[]; energy: number; life?: number; times?: Amount }

export type DelayedKeyword = 'unearth' | 'dash' | 'blitz' | 'warp' | 'mobilize' | 'encore' | 'myriad';

/** The verbs, for tests and the engine README's count. */
export type Verb = VerbEffect['type'];
