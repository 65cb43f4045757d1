// What the Oracle-text parser produces: abilities as data, interpreted by the game.

import type { Modification, ReplacementSpec, TriggerSpec } from './vocabulary.ts';
export const KEYWORDS = [
  'flying',
  'reach',
  'first strike',
  'double strike',
  'deathtouch',
  'trample',
  'lifelink',
  'vigilance',
  'haste',
  'defender',
  'menace',
  'indestructible',
  'hexproof',
  'flash',
  // "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn" (702.108a).
  'prowess',
  // Evasion (509.1b): each limits which creatures can block.
  'shroud',
  'fear',
  'intimidate',
  'skulk',
  'shadow',
  'horsemanship',
  'plainswalk',
  'islandwalk',
  'swampwalk',
  'mountainwalk',
  'forestwalk',
  // Damage results (120.3): -1/-1 counters and poison counters instead of marked damage and life loss.
  'infect',
  'wither',
  // Combat triggers the game applies itself (702.83a exalted, 702.25a flanking, 702.91a battle
  // cry, 702.105a dethrone, 702.149a training).
  'exalted',
  'flanking',
  'battle cry',
  'dethrone',
  'training',
  'melee',
  // 702.26a: the permanent phases out and in during its controller's untap steps (game/phasing.ts).
  'phasing',
] as const;
export type Keyword = (typeof KEYWORDS)[number];

/** The keywords a keyword counter can be (122.1b) that the engine knows: the counter is named by
 *  its keyword ("flying", "first strike") and gives it in layer 6 (613.1f, `game/layers.ts`
 *  `keywordCounterEffects`). Decayed isn't one of the engine's keywords, so its counter stays refused. */
export const KEYWORD_COUNTERS: readonly Keyword[] = ['flying', 'first strike', 'double strike', 'deathtouch', 'exalted', 'haste', 'hexproof', 'indestructible', 'lifelink', 'menace', 'reach', 'shadow', 'trample', 'vigilance'];

/** a counter's kind (122.1): "+1/+1", "-1/-1", or a named kind ("charge", "time"). */
export type CounterName = string;

export const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;
export type Color = (typeof COLORS)[number];

/** The mana letter of each colour (105.1, 107.4a). */
export const COLOR_LETTER = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' } as const satisfies Record<Color, string>;

/** A colour a scenario names: its word or its mana letter, any case ("red", "R", "r"). */
export function colorNamed(raw: string): Color | undefined {
  const word = raw.trim().toLowerCase();
  return COLORS.find((c) => c === word || COLOR_LETTER[c].toLowerCase() === word);
}

/** Who or what a target may be (115.1, 601.2c): oracle/target-grammar.ts reads it, game/targets.ts checks it. */
export type { TargetSpec } from './vocabulary.ts';
import type { Amount, Condition, Duration, Filter, ObjectRef, PlayerDesignation, PlayerFilter, PlayerRef, TargetSpec } from './vocabulary.ts';
import type { CopyExceptions, VerbEffect } from './verbs.ts';
import { says } from './says.ts';

/** The verbs that read their players, objects and amounts as references (game/refs.ts). */
export type FoldedVerb =
  | Extract<VerbEffect, { type: 'add-mana' | 'counter' | 'sacrifice' | 'regenerate' | 'prevent' | 'become' | 'deal-damage' | 'gain-life' | 'lose-life' | 'draw' | 'discard' | 'mill' | 'put-counters' | 'destroy' | 'exile' | 'tap' | 'modify-pt' | 'emblem' | 'grant' | 'lose-abilities' | 'set-pt' | 'create-token' | 'look' | 'remove-counters' | 'extra-turn' | 'restrict' | 'move' | 'search' | 'gain-control' | 'designate' | 'transform' | 'fight' | 'cast' | 'copy' }>;
export const FOLDED_VERBS: ReadonlySet<string> = new Set<FoldedVerb['type']>(['add-mana', 'counter', 'sacrifice', 'regenerate', 'prevent', 'become', 'deal-damage', 'gain-life', 'lose-life', 'draw', 'discard', 'mill', 'put-counters', 'destroy', 'exile', 'tap', 'modify-pt', 'emblem', 'grant', 'lose-abilities', 'set-pt', 'create-token', 'look', 'remove-counters', 'extra-turn', 'restrict', 'move', 'search', 'gain-control', 'designate', 'transform', 'fight', 'cast', 'copy']);
/** The verbs that act on the permanents one `objects` reference names (reference-grammar.ts `permanentsActedOn`). */
export type ObjectVerb = Extract<FoldedVerb, { objects: ObjectRef }>;
const OBJECT_VERBS: ReadonlySet<string> = new Set<ObjectVerb['type']>(['sacrifice', 'regenerate', 'become', 'destroy', 'exile', 'tap', 'move', 'modify-pt', 'grant', 'lose-abilities', 'set-pt', 'gain-control', 'transform']);
export const isObjectVerb = (e: Effect): e is ObjectVerb => OBJECT_VERBS.has(e.type);
export const isFoldedVerb = (e: Effect): e is FoldedVerb => FOLDED_VERBS.has(e.type);
/**
 * "… can't block this turn" on what a sentence names (the `restrict` verb): a target, the target named before ("it"), or the
 * source itself ("This creature can't be blocked this turn").
 */
export const restrictOn = (on: TargetSpec | 'same-target' | 'self', what: RestrictionKind[], duration: Duration = 'until-end-of-turn'): Effect => ({
  type: 'restrict',
  objects: on === 'self' ? { ref: 'self' } : on === 'same-target' ? { ref: 'same-target', slot: -1 } : { ref: 'target', spec: on },
  what,
  duration,
});

/** The instructions an optional ("you may") or conditional ("if") instruction governs, every branch. */
/**
 * Whether an instruction, or one inside it, names what the instruction before it acted on
 * (`{ref: 'previous'}`, 608.2c). Remembered per effect object: readings are shared across line
 * shapes by the memoised parsers, and the reader asks this of every clause it tries.
 */
const namingPrevious = new WeakMap<Effect, boolean>();
export const namesPrevious = (e: Effect): boolean => {
  let named = namingPrevious.get(e);
  if (named === undefined) namingPrevious.set(e, (named = says(e, 'ref', 'previous')));
  return named;
};
/** A triggered ability an instruction creates for a while ("Until end of turn, whenever …", 603.7b): read and checked as its own line. */
export const isLasting = (e: Effect): boolean => e.type === 'delayed' && e.lasts !== undefined;
export const branchesOf = (e: Effect): Effect[] => (e.type === 'group' ? [...e.effects, ...(e.ifYouDo ?? []), ...(e.otherwise ?? [])] : e.type === 'delayed' ? e.effects : []);



/** How long a change from a resolved ability lasts when not "until end of turn" (514.2): "until your next turn", ending as its controller's next turn begins (611.2a). */
export type Lasting = Extract<Duration, 'until-your-next-turn'>;

// `sameTarget`: the second half of a compound sentence ("gets +2/+2 and gains flying"),
// acting on the target the previous effect chose.
/**
 * What an instruction does. The verbs with parameters (oracle/verbs.ts) that have replaced their
 * legacy variants are part of it; the legacy variants below fold into the other verbs in turn.
 */
export type Effect =
  | FoldedVerb
  /** "Attach it to target creature" (equip, 702.6a; 701.3a), or, with `to` instead of a target, "you may attach this Equipment to it" — the creature the trigger's event names (603.7c). */
  | { type: 'attach'; target?: TargetSpec; to?: ObjectRef }
  // The players' vocabulary (entries/effects-players.ts).
  /** Afflict's "defending player loses N life" (702.130a): the player the trigger's event named. */
  /** "Gain control of target creature [until end of turn / for as long as you control CARDNAME]" (layer 2, 613.1b). */
  /** The `group` of verbs.ts: instructions with what governs them — "you may", "if", "unless PLAYER pays", one target slot (game/instructions.ts). */
  | (Omit<Extract<VerbEffect, { type: 'group' }>, 'effects' | 'otherwise' | 'ifYouDo' | 'ifYouDont' | 'whenYouDo' | 'die'> & { effects: Effect[]; otherwise?: Effect[]; ifYouDo?: Effect[]; ifYouDont?: Effect[]; whenYouDo?: Effect[]; die?: { sides: number; table?: Array<{ from: number; to: number | null; effects: Effect[] }> } })
  /** The `delayed` verb (verbs.ts): a delayed triggered ability (603.7) its resolving instruction creates, carrying the objects the instruction before it acted on (603.7c). */
  | (Omit<Extract<VerbEffect, { type: 'delayed' }>, 'effects'> & { effects: Effect[] });

export type Cost =
  | { type: 'tap' }
  | { type: 'mana'; symbols: string[] }
  | { type: 'sacrifice-self' }
  /** A loyalty symbol (606.4): "+1", "−2", "0", or "−X" (X chosen as it is activated, 107.3a). */
  | { type: 'loyalty'; amount: number | '-X' }
  // Costs other than mana and {T} (602.1a, 118): entries/costs-more.ts.
  /** "Sacrifice a creature / another Goblin / two Treasures / a nontoken permanent" (701.21a): `count` permanents their controller controls fitting `filter`. */
  | { type: 'sacrifice'; filter: Filter; count: number }
  /** "Discard a card / two cards / a creature card / a card at random" (701.9): cards from the hand fitting `filter`, chosen by the player or at random (701.9b). */
  /** `x`: "As an additional cost to cast this spell, discard X cards" — `count` is the X its caster announces (601.2b), 0 as read. */
  | { type: 'discard'; count: number; filter?: Filter; random?: true; x?: true }
  /** `x`: "As an additional cost to cast this spell, pay X life" — `amount` is the announced X (601.2b, 119.4), 0 as read. */
  | { type: 'pay-life'; amount: number; x?: true }
  /** "Tap an untapped Ally you control", "Tap two untapped creatures you control" (118.3): `count` untapped permanents fitting `filter`; summoning sickness doesn't matter (302.6 is about {T} of the creature itself). */
  | { type: 'tap-permanents'; filter: Filter; count: number }
  /** "Return a land you control to its owner's hand" (118.3): `count` permanents the payer controls fitting `filter`. */
  | { type: 'return-permanents'; filter: Filter; count: number }
  /** "Remove a +1/+1 counter from CARDNAME" (`from` absent: the source), "… from a creature you control" (one permanent fitting `from`); `counter` 'any' for "a counter". */
  | { type: 'remove-counters'; count: number; counter: CounterName | 'any'; from?: Filter }
  /** "Put a -1/-1 counter on this creature" as a cost (122.1): on the source; with `on`, on one permanent the payer controls fitting it ("Blight N", 701.68a: a creature you control). */
  | { type: 'put-counters'; count: number; counter: CounterName; on?: Filter; action?: 'blight' }
  /** The untap symbol {Q} (107.6): untap the source; it must be tapped (118.3), and 602.5a applies to a creature as for {T}. */
  | { type: 'untap' }
  /** "Exert this creature" as a cost (701.43a): it doesn't untap during its controller's next untap step. */
  | { type: 'exert' }
  /**
   * The card with the ability moved or shown as a cost: "Discard this card" and "Reveal this card from
   * your hand" (from the hand), "Exile this card from your graveyard", "Exile this artifact", "Return
   * this enchantment to its owner's hand" (from the battlefield). An ability whose cost moves its card
   * out of a zone works only in that zone (113.6m); one whose cost can't be paid on the battlefield
   * works where it can be (113.6j).
   */
  | { type: 'self'; action: 'discard' | 'reveal' | 'exile' | 'return-to-hand'; zone: 'hand' | 'graveyard' | 'battlefield' }
  /** "Remove any number of storage counters from this land": the number chosen as it is activated (the ability's X). */
  | { type: 'remove-any-counters'; counter: CounterName }
  /** "Pay {E}{E}": remove that many energy counters from yourself (107.14). */
  | { type: 'pay-energy'; amount: number }
  // keyword mechanics on permanents
  /** Crew N's cost: "Tap any number of other untapped creatures you control with total power N or greater" (702.122a). */
  | { type: 'crew'; power: number; /** Saddle's cost is crew's (702.171a): other untapped creatures with total power N or greater; they saddle it (702.171c). */ keyword?: 'saddle' }
  /** "Exile N [creature / Elf…] card(s) from your graveyard" (118.3): cards fitting the filter (zone: graveyard). */
  | { type: 'exile-from-graveyard'; count: number; filter: Filter }
  /** "Reveal a Goblin card from your hand" (701.20a): a card of the payer's hand fitting `filter` is shown; the spell being cast is no longer in the hand (601.2a). */
  | { type: 'reveal-card'; filter: Filter }
  /** "Sacrifice a creature or pay {3}", "discard a card or pay 3 life" (601.2b): one of `costs`, chosen as the spell is cast — a mana one joins the total cost (601.2f). */
  | { type: 'either'; costs: Cost[] };

/** A triggered ability's trigger condition (603.1): a spec (oracle/vocabulary.ts) the one trigger handler matches (game/triggers/handler.ts). */
export type Trigger = TriggerSpec;

/** A rule a resolved spell sets until the turn ends; `additional-land`: "You may play an additional land this turn" (305.2), for the spell's controller, its `count` on the effect. */
export type TurnRule = 'players-cant-gain-life' | 'damage-unpreventable' | 'additional-land' | 'uncounterable';

/** Which objects a static ability affects, relative to its source. */
export type Affected =
  | 'creatures-you-control'
  | 'other-creatures-you-control'
  | 'all-creatures'
  | 'all-other-creatures'
  | 'nonbasic-lands'
  | 'other-non-aura-enchantments'
  | 'enchanted-creature'
  | 'equipped-creature'
  // "Enchanted permanent / land / artifact" (303.4).
  | 'enchanted-permanent'
  | 'enchanted-land'
  | 'enchanted-artifact'
  /** "[Other] Elf creatures [you control]", "Other Goblins": a lord of one creature type. */
  | { creatureType: string; other: boolean; yours: boolean }
  /** "White creatures you control", "Other black creatures", "Nonblack creatures": creatures by colour, as it stands after layer 5. */
  | { color: Color; non: boolean; other: boolean; yours: boolean }
  /** "Each land": every land. */
  | 'all-lands'
  /** The source itself: a characteristic-defining ability (604.3). */
  | 'self'
  // creatures by controller, keyword or counter ("Creatures your opponents control", "Other creatures you control with flying", "Each creature you control with a +1/+1 counter on it").
  | { filter: true; controller: 'you' | 'opponents' | 'any'; other: boolean; keyword?: Keyword; counter?: '+1/+1'; /** "Attacking / Untapped creatures you control": read from the game as it is now (611.3a). */ state?: 'attacking' | 'untapped'; /** "[Other] artifact (legendary, colorless) creatures", "Creature tokens". */ quality?: 'artifact' | 'legendary' | 'colorless' | 'token' | 'nontoken' }
  // "[Other] creatures [you control] of the chosen type / color": the group the source's choice names (game/chosen.ts makes it concrete).
  | { chosen: 'creature-type' | 'color'; other: boolean; yours: boolean }
  /** Any group the one filter phrase reads ("Other permanents you control", "Artifact creatures your opponents control", "Each creature with flying"): every permanent `matches()` fits, read again whenever the effect applies (611.3a). Only filters that name no other object or amount (oracle/static-groups.ts). */
  | { match: Filter };

/**
 * What a characteristic-defining "power … equal to …" counts (604.3): any amount the amount
 * grammar reads that never waits on a power or toughness — permanents counted by their
 * characteristics after layer 5, cards in zones, a player's life or hand, the greatest mana value
 * among permanents — or "card types among cards in all graveyards" (Tarmogoyf).
 */
export type CdaCount = Amount | 'card-types-in-all-graveyards';

export type StaticEffect =
  | { type: 'modify-pt'; affects: Affected; power: number; toughness: number }
  | { type: 'grant-keyword'; affects: Affected; keyword: Keyword }
  /** "Enchanted creature has \"{T}: …\"": abilities in quotation marks, granted in layer 6 (613.1f) — the `grant` verb's `abilities` as a static ability. */
  /** `spares`: "This effect doesn't remove this Aura / Auras" — its protection doesn't put that Aura (those Auras) into the graveyard (702.16n). */
  | { type: 'grant'; affects: Affected; abilities: Ability[]; spares?: 'this-aura' | 'auras' }
  /** What a creature's own line says of itself, said of a group by another permanent ("Each creature you control can't be blocked by more than one creature"): an effect on those creatures, not an ability they gain, so losing their abilities doesn't end it (604.1; read by game/restrictions.ts). */
  | { type: 'group-rule'; affects: Affected; abilities: Ability[] }
  | { type: 'lose-all-abilities'; affects: Affected }
  | { type: 'set-base-pt'; affects: Affected; power: number; toughness: number }
  | { type: 'set-land-type'; affects: Affected; landType: string }
  | { type: 'become-creature-mv'; affects: Affected }
  /** "Enchanted creature can't attack or block": a rule the creature obeys, not an ability it has (so layer 6 can't remove it). */
  | { type: 'restrict'; affects: Affected; what: RestrictionKind }
  /** "Noncreature spells cost {1} more to cast" (601.2f); negative for "less". */
  /**
   * "Activated abilities of FILTER cost {N} more (less) to activate [unless they're mana abilities]. [This effect can't reduce the mana
   * in that cost to less than one mana.]" (602.2b applies 601.2f to an activation cost): the abilities of permanents the filter fits,
   * read as each is activated (game/costs.ts `staticAbilityCosts`).
   */
  | { type: 'ability-cost-change'; sources: Filter; amount: number; nonMana?: true; atLeastOne?: true }
  | { type: 'cost-change'; /** Which spells, by the one filter ("white spells", "Aura and Equipment spells", "Goblin spells and Rogue spells"). */ spells: Filter; whose: 'all' | 'yours' | 'opponents'; amount: number; /** "that target this creature" (`self`: the permanent with the ability) / "that target a FILTER": only a spell with such a target. */ targeting?: 'self' | Filter }
  /** "You may play an additional land on each of your turns." (305.2) */
  | { type: 'additional-land'; count: number }
  // "You may play lands (and cast [KIND] spells) from the top of your library" (its controller's own library, 401.5); `spells` null when only lands.
  // `from: 'graveyard'`: "You may play lands from your graveyard" (305.1: any land card in its controller's own graveyard, as their land for the turn, 305.2).
  | { type: 'play-from-top'; lands: boolean; spells: SpellFilter | null; from?: 'graveyard' }
  /** "Each creature you control (equipped creature) can block an additional creature each combat": `who`, not `affects` — a rule, not a layer effect. */
  | { type: 'block-additional'; who: Affected; count: number | 'any' }
  /** "Players can't gain life", "Your opponents can't gain life" (119.7). */
  | { type: 'cant-gain-life'; who: 'all' | 'opponents' }
  /** "You can't lose the game [and your opponents can't win the game]" (Platinum Angel; 101.2: it beats the state-based actions that would make its controller lose, 704.5a–c). */
  | { type: 'cant-lose'; opponentsCantWin: boolean }
  /** "Creature spells you control can't be countered", "Spells can't be countered" (101.2: "can't" beats an effect that counters): spells fitting `spells`, "you" its controller. */
  | { type: 'cant-be-countered'; spells: Filter }
  /** "Damage can't be prevented." (615.12): no prevention effect applies to any damage. */
  | { type: 'damage-unpreventable' }
  /** "Combat damage that would be dealt by creatures you control can't be prevented." (615.12) */
  | { type: 'combat-damage-unpreventable'; affects: Affected }
  /** "All creatures lose flying." (layer 6: an ability-removing effect, 613.1f). */
  | { type: 'remove-keyword'; affects: Affected; keyword: Keyword }
  /** "You control enchanted creature." (layer 2). */
  | { type: 'set-controller'; affects: Affected }
  /** "Each land is a Swamp in addition to its other land types." (layer 4). */
  | { type: 'add-land-type'; affects: Affected; landType: string }
  /** Characteristic-defining abilities (604.3): Changeling (702.73a, layer 4), Devoid (702.114a, layer 5), "*" power/toughness (layer 7a). */
  | { type: 'cda-all-creature-types'; affects: 'self' }
  | { type: 'cda-colorless'; affects: 'self' }
  /** "Transguild Courier is all colors." (604.3, layer 5). */
  | { type: 'cda-colors'; affects: 'self'; colors: Color[] }
  /** "… is a blue Frog creature": the card types and creature types it names replace the old ones (205.1a, layer 4). */
  | { type: 'set-types'; affects: Affected; types: string[]; subtypes: string[]; /** "… is an Angel in addition to its other types" (205.1b): added, not replacing (the `become` verb's `addTypes`). */ addTypes?: true }
  /** "Enchanted creature … is black." (105.3, layer 5). */
  | { type: 'set-colors'; affects: Affected; colors: Color[] }
  | { type: 'cda-pt'; affects: 'self'; count: CdaCount; power: number; toughness: number; /** "CARDNAME's power is equal to …" defines only that one (the other is printed, 604.3). */ only?: 'power' | 'toughness' }
  // "This creature gets +1/+1 for each artifact you control" (layer 7c, counted whenever it applies: 611.3a).
  | { type: 'modify-pt-for-each'; affects: Affected; power: number; toughness: number; counted: Amount };

/** What a creature can't do or must do in combat and in the untap step (508.1c–d, 509.1b–c, 502.3). */
export type RestrictionKind = 'cant-block' | 'cant-be-blocked' | 'cant-attack' | 'block-only-flyers' | 'attacks-each-combat' | 'doesnt-untap' | /** "Untap this creature (all permanents you control) during each other player's untap step" (Seedborn Muse; 502.3): it untaps in other players' untap steps too. */ 'untaps-during-others' | 'cant-attack-alone' | 'cant-block-alone' | 'cant-activate' | 'may-not-untap'
  // block requirements (509.1c) — "All creatures able to block this creature do so", "must be blocked if able", "blocks this creature this turn if able" — and "can't block this creature this turn".
  | 'lure' | 'must-be-blocked' | 'must-block' | 'cant-block-attacker' | 'blocks-each-combat' | 'block-additional'
  /** "attacks this turn if able" (508.1d): a requirement until it has attacked this turn — with more than one combat this turn, only the first in which it is able to attack. */
  | 'attacks-this-turn'
  /** "can attack this turn as though it didn't have defender": a permission that sets aside 702.3b for the turn. */
  | 'attacks-despite-defender'
  /** "its activated abilities can't be activated unless they're mana abilities" (602.5, 605.1a). */
  | 'cant-activate-nonmana'
  /** "can't crew Vehicles": not tapped to pay a crew cost (702.122a). */
  | 'cant-crew'
  /** A static ability's "can't attack you" / "can't attack you or planeswalkers you control" (508.1c): "you" is that ability's controller, checked as attackers are declared (game/restrictions.ts `attackTargetProblem`). */
  | 'cant-attack-you' | 'cant-attack-you-or-planeswalkers'
  /** "assigns no combat damage this turn": it assigns none in the combat damage step (510.1; its power unchanged). */
  | 'assigns-no-combat-damage'
  /** "can't be regenerated this turn" (701.19c): its regeneration shields don't apply to a destruction while it lasts. */
  | 'cant-be-regenerated'
  /** "You may have this creature assign its combat damage as though it weren't blocked": blocked, its controller may have it assign all its damage as an unblocked creature would (510.1b–c). */
  | 'may-assign-as-unblocked';

/** The blockers that can't block a creature ("can't be blocked by Walls / by creatures with power 2 or less"). */
export type BlockerFilter = { subtype: string } | { maxPower: number } | { minPower: number } | { type: string } | 'less-power'
  /** Any description of creatures the filter grammar reads ("black creatures", "creatures with flying", "non-Wall creatures"). */
  | { filter: Filter };

/** What a protection ability protects from (702.16a). */
export type ProtectionFrom = { color: Color } | { creatureType: string } | { cardType: string } | 'creatures' | 'everything';

/** What lets a land enter untapped: "unless you control a Forest or an Island", "two or fewer other lands", "a player has 13 or less life"… */
export type EntersUnless =
  | { controls: { subtypes?: string[]; basic?: boolean; other?: boolean; atLeast?: number; atMost?: number } }
  | { aPlayerLifeAtMost: number }
  | { opponentsAtLeast: number }
  | { opponentsControlLandsAtLeast: number }
  /** Any condition of the one "if" phrase ("unless you control a legendary creature"), judged as it would enter (614.12). */
  | { if: Condition };

/** An ability as parsed, before it is tagged with its source line. */
export type AbilityBody =
  | { kind: 'keyword'; keyword: Keyword }
  /** A line no entry reads, kept in its place (so the abilities keep their printed order) for a
   *  replay that can set it aside while it can't matter (oracle/unread.ts, game/unread.ts). */
  | { kind: 'unread'; use: UnreadUse; outsideBattlefield: boolean; error: string }
  | { kind: 'protection'; from: Color }
  | { kind: 'spell'; effects: Effect[]; modes?: Modes; kicked?: Effect[]; /** "If this spell's prowl cost was paid, EFFECTS" (the keyword and what it adds). */ ifPaid?: { keyword: KeywordCost; effects: Effect[] } }
  // `onlyIf` — "Activate only during your turn / if CONDITION" (602.5b).
  | { kind: 'activated'; costs: Cost[]; effects: Effect[]; isManaAbility: boolean; sorcerySpeed?: boolean; oncePerTurn?: boolean; /** "Activate no more than twice (N times) each turn" (602.5b). */ timesPerTurn?: number; /** "Exhaust — COST: EFFECT" (702.177a): "Activate only once" — once for this object (a new object after a zone change may again, 400.7). */ exhaust?: true; /** "Power-up — COST: EFFECT" (702.193a): activated only once, like exhaust, and its cost is reduced by the permanent's mana cost if it entered this turn (game/power-up.ts). */ powerUp?: true; onlyIf?: ActivationCondition; /** "Any player may activate this ability" (602.2: not only its controller; whoever activates it controls it, 113.8). */ anyPlayer?: true; /** It works only from the graveyard: its effect returns its own card from there (113.6m; entries/graveyard-self.ts). */ zone?: 'graveyard'; /** "This ability costs {N} less to activate for each … / if …" (601.2f via 602.2b: generic mana only; game/costs.ts). */ costReduction?: AbilityCostReduction }
  /** What an enchant ability names (702.5a): an Aura's target (303.4a) and what it may enchant (303.4c); game/enchant.ts. */
  | { kind: 'enchant'; what: Filter }
  /** "Enchant player", "Enchant opponent": the Aura targets and is attached to a player, never a permanent (702.5d). */
  | { kind: 'enchant'; player: PlayerFilter }
  /** Its intervening "if" (603.4) is part of its trigger (`trigger.interveningIf`). */
  | { kind: 'triggered'; trigger: Trigger; effects: Effect[]; modes?: Modes; /** It triggers only while its card is in a graveyard: its effect returns the card from there (113.6m, game/graveyard-triggers.ts). */ zone?: 'graveyard' }
  /** How many times an event makes triggered abilities of permanents trigger (603.2d): "If an artifact or creature entering the battlefield causes a
   *  triggered ability of a permanent you control to trigger, that ability triggers an additional time" (`additional`); "Creatures entering the
   *  battlefield don't cause abilities to trigger" (`none`). `whose`: the controllers of those permanents, relative to this ability's. */
  | { kind: 'trigger-count'; cause: TriggerSpec; whose: 'you' | 'opponent' | 'any'; times: 'additional' | 'none' }
  // `condition` — "… as long as …", "During your turn, …" (611.3a: the effect applies while it holds).
  | { kind: 'static'; effect: StaticEffect; condition?: StaticCondition }
  | { kind: 'replacement'; replaces: 'dies'; with: 'exile'; scope: 'self' | 'any-creature'; nontoken?: boolean; opponents?: boolean; token?: Extract<VerbEffect, { type: 'create-token' }>; /** "a creature dealt damage by this creature this turn" */ damagedBySelf?: boolean }
  /** "If CARDNAME (a card or token) would be put into a graveyard from anywhere, exile it instead." */
  | { kind: 'replacement'; replaces: 'graveyard'; /** `shuffle`: "reveal CARDNAME and shuffle it into its owner's library instead". */ with: 'exile' | 'shuffle'; scope: 'self' | 'any-card'; /** "If a card (an instant or sorcery card) would be put into an opponent's graveyard": which ones — `token: false` for "a card" (a token is not a card, 111.1), card types, the graveyard's owner. */ which?: { token?: false; types?: string[]; owner?: 'opponent' } }
  /** A replacement effect as data: the event it watches and how it changes its amount (614.1a; Hardened Scales, Doubling Season, Furnace of Rath, Boon Reflection). */
  | { kind: 'replace'; watch: ReplacementSpec; modify: Modification }
  /** "Creatures [and nonbasic lands] [your opponents control] enter tapped." (614.1d): permanents other than its source. */
  | { kind: 'replacement'; replaces: 'enter'; with: 'tapped'; kinds: Array<'Creature' | 'Artifact' | 'Land' | 'nonbasic Land' | 'Permanent'>; opponents: boolean }
  /**
   * "Each other Warrior creature you control enters with an additional +1/+1 counter on it", "Legendary creatures you control
   * enter with an additional +1/+1 counter on them" (614.1c): other permanents fitting `filter` — judged as they would exist
   * on the battlefield (614.12), "you" being this permanent's controller — enter with `count` more counters of that kind.
   */
  | { kind: 'replacement'; replaces: 'enter'; with: 'counters'; filter: Filter; counter: CounterName; count: number }
  /** "Prevent all [combat] damage that would be dealt to this creature." (615.1a): a static prevention effect on its source. */
  | { kind: 'replacement'; replaces: 'damage'; with: 'prevent'; combatOnly: boolean; /** "… prevent that damage. Remove a +1/+1 counter from this creature." (the Phantoms) */ removeCounter?: CounterName }
  /** "As this land enters, you may pay N life. If you don't, it enters tapped." (614.1c, 614.12a) */
  | { kind: 'etb-pay-life-or-tapped'; life: number }
  | { kind: 'restriction'; what: RestrictionKind }
  // "This creature can block an additional creature (N additional creatures, any number of creatures) each combat" (a permission beyond 509.1a).
  | { kind: 'block-additional'; count: number | 'any' }
  /** "CARDNAME can't block creatures with power 2 or greater" (509.1b): the attackers it can't block. */
  | { kind: 'cant-block-creatures'; filter: Filter }
  | { kind: 'cant-be-blocked-by'; by: BlockerFilter; /** "can't be blocked except by …" (509.1b): only blockers that fit `by` may block it. */ except?: true }
  /** "can't be blocked by more than N creatures" / "except by N or more creatures" (509.1b). */
  | { kind: 'blockers-count'; min?: number; max?: number }
  /** "can't attack unless defending player controls an Island" (508.1c). */
  | { kind: 'cant-attack-unless-defender-controls'; landType: string }
  /**
   * "can't be blocked as long as defending player controls an artifact" (509.1b), and the landwalk abilities with a
   * quality — "snow swampwalk", "legendary landwalk", "nonbasic landwalk" (702.14c, `landwalk`): the permanent the
   * defending player must control for it to be unblockable.
   */
  | { kind: 'unblockable-if-defender-controls'; filter: Filter; landwalk?: true }
  /** Protection other than from one color: creature types, card types, creatures, everything. */
  | { kind: 'protection-from'; from: ProtectionFrom[] }
  /** Keywords with a number: bushido N (702.45a), annihilator N (702.86a), toxic N (702.164a). */
  | { kind: 'keyword-n'; keyword: 'bushido' | 'annihilator' | 'toxic' | 'afflict' | 'rampage' | 'renown'; n: number }
  /** Ward — [cost] (702.21a): a mana cost or N life. */
  | { kind: 'ward'; mana?: string[]; life?: number; discard?: number }
  /** "As an additional cost to cast this spell, …" (601.2b, 601.2f). */
  | { kind: 'additional-cost'; cost: Cost }
  /** Cumulative upkeep {cost} (702.24a). */
  | { kind: 'cumulative-upkeep'; mana: string[]; /** "Cumulative upkeep—Pay N life": N life for each age counter instead of mana (702.24a, 119.4). */ life?: number }
  /** The upkeep half of vanishing (702.63a) and fading (702.32a); the entering counters are an etb-counters ability. */
  | { kind: 'counter-upkeep'; keyword: 'vanishing' | 'fading' }
  | { kind: 'etb-tapped'; /** "… enters tapped unless …" (checked as it would enter, 614.12). */ unless?: EntersUnless }
  /** `kicked`: only if its spell was kicked ('if'), or that many per kick ('each'), 702.33d. */
  | { kind: 'etb-counters'; count: number; counter: CounterName; kicked?: 'if' | 'each'; /** the count is the X of the spell it was cast as (107.3m). */ x?: true; /** bloodthirst, only if an opponent was dealt damage this turn (702.54a). */ bloodthirst?: true; /** "… on it if CONDITION" (raid, revolt, morbid, ferocious): the counters only if the condition holds as it enters (614.1c, 614.12). */ condition?: Condition; /** "… on it for each COUNTED" / ", where X is …": `count` times this amount, counted as it enters (614.12). */ forEach?: Amount }
  | { kind: 'cant-be-countered' }
  /**
   * "You may have this creature enter [tapped] as a copy of any FILTER on the battlefield / a FILTER you control[, except …]"
   * (614.1c, 707.5; layer 1): `what`, the permanents it may copy; `except`, what the copy has besides their copiable values
   * (707.9b: part of its own copiable values); `tapped`: it enters tapped if it copies (Vesuva).
   */
  | { kind: 'enter-as-copy'; what: Filter; except?: CopyExceptions; tapped?: true }
  | CastAbility
  /** Rules changes for its controller: "You have no maximum hand size" (402.2). */
  | { kind: 'player-rule'; rule: 'no-max-hand-size' }
  /** Keywords that give their controller a designation or a value (game/designations.ts): ascend on a permanent (702.131b: the city's
   *  blessing once they control ten permanents), start your engines! (702.179a: a speed of 1 if they have none, 704.5aa). */
  | { kind: 'player-rule'; rule: 'ascend' | 'start-your-engines' }
  // keyword mechanics on permanents
  /** Echo [mana cost] (702.30a): an upkeep trigger, game/echo.ts. */
  | { kind: 'echo'; mana: string[] }
  /** Riot (702.136a), unleash (702.98a): "You may have this permanent enter with an additional +1/+1 counter on it"; or, with
   *  `options` and no keyword, "This creature enters with your choice of a deathtouch counter or a lifelink counter on it" — one
   *  counter of the kind its controller chooses as it enters (614.12a) (game/replacement/enter-choice.ts). */
  | { kind: 'enter-with-counter-choice'; keyword?: 'riot' | 'unleash'; options?: CounterName[] }
  /** Devour N (702.82a): sacrifice creatures as it enters, N +1/+1 counters for each (game/replacement/enter-choice.ts). */
  | { kind: 'devour'; n: number }
  /** Evolve (702.100a): a trigger when a bigger creature enters under your control (game/evolve.ts). */
  | { kind: 'evolve' }
  /** Dredge N (702.52a): works from the graveyard, replacing a draw (game/replacement/dredge.ts). */
  | { kind: 'dredge'; n: number }
  // "This spell costs {2} less to cast if you control a Wizard / for each creature card in your graveyard" (601.2f).
  /** "This spell costs {N} less to cast if …" (601.2f): `condition` a static one, `when` any condition the one "if" phrase reads (condition-grammar.ts), checked as the spell is cast. */
  | { kind: 'self-cost-reduction'; amount: number; condition?: StaticCondition; when?: Condition; forEach?: Amount }
  // face-down spells and permanents (708)
  /** Morph / Megamorph / Disguise [mana cost] (702.37a-b, 702.168a): cast face down as a 2/2 for {3}
   *  (game/face-down.ts); turned face up for this cost as a special action (702.37e, 702.168d). */
  | { kind: 'face-down-cast'; how: FaceDownHow; cost: string[] }
  // Daybound (`day`, front faces) / Nightbound (`night`, back faces) (702.145; game/day-night.ts).
  | { kind: 'day-night-bound'; face: 'day' | 'night' }
  /** "If it's neither day nor night, it becomes day as this creature enters." (731.1; game/day-night.ts). */
  | { kind: 'enters-makes-day' }
  /** Disturb {M} (702.146a): cast this card transformed from the graveyard for {M} (game/casting.ts). */
  | { kind: 'disturb'; cost: string[] }
  // "As this permanent enters, choose a creature type / a color." (614.12a; game/chosen.ts).
  /** "You have hexproof." (702.11c) / "You have shroud." (702.18a): a player can't be targeted (game/targets.ts). */
  | { kind: 'player-rule'; rule: 'hexproof' | 'shroud' }
  /** "Skip your draw step." (614.10: a replacement effect; the step doesn't happen, game/turn.ts). */
  | { kind: 'player-rule'; rule: 'skip-draw-step' }
  /** "Your maximum hand size is N", "… is reduced by N", "Players have no maximum hand size" (402.2; game/hand-size.ts). */
  | { kind: 'hand-size'; who: 'you' | 'opponents' | 'all'; set?: number; change?: number; none?: true }
  /** "Each creature you control [with toughness greater than its power] assigns combat damage equal to its toughness rather than its power." (510.1a) */
  | { kind: 'assigns-by-toughness'; who: 'yours' | 'all' | 'self'; onlyIfGreater?: true }
  /** "Each player (each opponent, you) can't cast more than N spells each turn" (101.2; game/spell-limit.ts). */
  | { kind: 'player-rule'; rule: 'spell-limit'; max: number; who: 'each-player' | 'opponents' | 'you' }
  /** "Each opponent can't draw more than one card each turn" (Narset, Parter of Veils; 101.2): a draw past the limit doesn't happen (609.3; game/events.ts). */
  | { kind: 'player-rule'; rule: 'draw-limit'; max: number; who: 'each-player' | 'opponents' | 'you' }
  /** When loyalty abilities may be activated, beyond 606.3 (101.1; game/loyalty.ts): of this permanent or of every planeswalker its controller
   *  controls; at instant speed on any turn, or twice each turn; `enteredThisTurn`: only while the permanent entered this turn. */
  | { kind: 'player-rule'; rule: 'loyalty'; of: 'self' | 'yours'; instantSpeed?: true; twice?: true; enteredThisTurn?: true }
  | { kind: 'enter-choose'; what: 'creature-type' | 'color'; /** "choose a color other than green" (the Thriving lands). */ except?: Color }
  // counters for each color of mana spent to cast it: converge's "enters with N +1/+1 counters on it for each color
  // of mana spent to cast it", sunburst (702.44a: +1/+1 counters on a creature, else charge counters); game/colors-spent.ts.
  | { kind: 'etb-counters-colors'; per: number; counter: '+1/+1' | 'sunburst' };

// the ability that let a card be cast face down.
/** `manifest`: put onto the battlefield face down by an effect (701.40a), never cast so. */
export type FaceDownHow = 'morph' | 'megamorph' | 'disguise' | 'manifest';

export type Ability = AbilityBody & { text: string; line: number };

/** "This ability costs {N} less to activate for each COUNTED / if CONDITION" (oracle/line-tails.ts): N generic mana less per count, or once while the condition holds. */
export type AbilityCostReduction = { amount: number; forEach?: Amount; condition?: StaticCondition };

/** When an unread line could change a replay: an activated ability only when activated; any other line
 *  (static, triggered, a spell's instructions, a mana ability, which payment may use unasked) whenever
 *  its card is on the battlefield or cast. */
export type UnreadUse = 'activated' | 'other';

/** Whether the effect chooses a target of its own (not the one an earlier effect named). */
export function choosesTarget(e: Effect): e is Effect & { target: TargetSpec } {
  return 'target' in e && !!e.target && !('sameTarget' in e && e.sameTarget);
}

/** A verb's targets in the order the text names them: one `{ref: 'target'}` each, in the fields that can hold one. */
export function verbTargetRefs(e: FoldedVerb): Array<Extract<ObjectRef, { ref: 'target' }>> {
  const refs: unknown[] = (e.type === 'deal-damage' ? [e.source, ...e.to] : e.type === 'put-counters' ? e.on : e.type === 'remove-counters' ? e.from : e.type === 'prevent' ? [...(e.to ?? []), e.from, e.toAndBy] : e.type === 'counter' || e.type === 'copy' ? [e.objects] : e.type === 'cast' ? [e.objects, e.library] : e.type === 'fight' ? [e.first, e.second] : e.type === 'restrict' ? ('rule' in e ? [] : [e.objects, e.players]) : e.type === 'sacrifice' ? [e.objects.ref === 'chosen' ? e.objects.chooser : e.objects] : e.type === 'move' && e.shuffler ? [e.shuffler, e.objects] : e.type === 'gain-control' ? [e.to, e.objects] : isObjectVerb(e) ? [e.objects] : e.type === 'create-token' ? [e.controller, 'copyOf' in e.token ? e.token.copyOf : undefined] : e.type === 'search' ? [e.players, e.library] : e.type === 'look' ? [e.players, e.objects] : 'players' in e ? [e.players] : []).flatMap(groupTarget);
  return refs.filter((r): r is Extract<ObjectRef, { ref: 'target' }> => !!r && typeof r === 'object' && (r as { ref?: string }).ref === 'target');
}

/**
 * A group whose controller or owner is a target player ("each creature target opponent controls", "target player's
 * graveyard": the cards that player owns there): that player is the group's target slot (601.2c).
 */
function groupTarget(r: unknown): unknown[] {
  const filter = r && typeof r === 'object' && (r as ObjectRef).ref === 'all' ? (r as Extract<ObjectRef, { ref: 'all' }>).filter : undefined;
  const whose = filter && typeof filter.controller === 'object' ? filter.controller : filter && typeof filter.owner === 'object' ? filter.owner : undefined;
  // "the top N cards of target player's library": that player is the slot.
  if (r && typeof r === 'object' && (r as ObjectRef).ref === 'library-top' && (r as Extract<ObjectRef, { ref: 'library-top' }>).player.ref === 'target') return [(r as Extract<ObjectRef, { ref: 'library-top' }>).player];
  return whose && whose.player.ref === 'target' ? [whose.player] : [r];
}

/** The slots of one target ref: "up to two target creatures" is two (601.2c). */
export const slotsOfSpec = (spec: TargetSpec, x?: number): TargetSpec[] => {
  const fixed = x !== undefined ? withX(spec, x) : spec;
  // "X target …": X slots of exactly X targets once X is announced (601.2b comes before 601.2c); one slot while only read.
  return fixed.count?.x && x !== undefined ? Array.from({ length: x }, () => ({ ...fixed, count: { min: x, max: x } })) : Array.from({ length: fixed.count?.max ?? 1 }, () => fixed);
};

const saysX = (v: unknown): boolean => says(v, 'of', 'X');
/**
 * "target creature card with mana value X": X is announced before targets are chosen (601.2b
 * comes before 601.2c) and can't change afterwards (107.3a), so the description holds the
 * number from then on — for the choice and for the check on resolution (608.2b).
 */
function withX(spec: TargetSpec, x: number): TargetSpec {
  if (!spec.object || !saysX(spec.object)) return spec;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    if ((v as { of?: unknown }).of === 'X' && Object.keys(v).length === 1) return x;
    return Object.fromEntries(Object.entries(v).map(([k, w]) => [k, walk(w)]));
  };
  return { ...spec, object: walk(spec.object) as Filter };
}

/**
 * A target described with X is read only where X is announced before the targets: a spell (its
 * {X}, 601.2b), a loyalty ability costing −X (606.4, 602.2b) or an ability of a permanent with {X} in
 * its activation cost (107.3a, 602.2b: the replay's `x`). Elsewhere — a triggered ability, an {X}
 * ability activated from a hand or a graveyard — the line is refused.
 */
export function xTargetsFit(b: AbilityBody): boolean {
  const effects = 'effects' in b && Array.isArray(b.effects) ? (b.effects as Effect[]) : [];
  if (!saysX(targetsOf(effects).map((s) => s.object ?? null))) return true;
  if (b.kind === 'spell') return true;
  if (b.kind !== 'activated') return false;
  return b.costs.some((k) => (k.type === 'loyalty' && k.amount === '-X') || (k.type === 'mana' && k.symbols.includes('X'))) && abilityZone(b) === 'battlefield';
}

/** The zone an activated ability works in (113.6m, 113.6j): where its cost takes or shows its card from ("Discard this card", "Exile this card from your graveyard") or its effect returns it from ("Return this card from your graveyard …"); the battlefield otherwise. */
export function abilityZone(a: { costs: readonly Cost[]; zone?: 'graveyard' }): 'hand' | 'graveyard' | 'battlefield' {
  if (a.zone) return a.zone;
  for (const k of a.costs) if (k.type === 'self') return k.zone;
  return 'battlefield';
}

/** What every target slot of these effects may be, in the order the targets are chosen (601.2c). */
export function targetsOf(effects: Effect[], x?: number): TargetSpec[] {
  return effects.flatMap((e) => (isFoldedVerb(e) ? verbTargetRefs(e).flatMap((r) => slotsOfSpec(r.spec, x)) : choosesTarget(e) ? [x !== undefined ? withX(e.target, x) : e.target] : []));
}

/**
 * "Choose one —" and its "•" lines (700.2): how many modes are chosen (`max` null: "or
 * more", any number) and each mode, its text as printed and what it does.
 */
export interface Modes {
  min: number;
  max: number | null;
  /** `cost`, a spree mode's additional cost ("+ {1} — …", 702.172a). */
  options: Array<{ text: string; effects: Effect[]; cost?: string[] }>;
  /** "You may choose the same mode more than once." (700.2d) */
  repeat?: true;
  /** "If you control a commander as you cast this spell, you may choose both instead." (903.3d): the larger number. */
  withCommander?: number;
}

/** Abilities that change how or from where a card is cast or activated (702.29, 702.33, 702.34), and lines with no effect in a game. */
export type CastAbility =
  /** One "• …" line as read; the parser folds it into the "Choose …" line above it. */
  | { kind: 'mode'; text: string; effects: Effect[]; /** a spree mode's cost. */ cost?: string[] }
  /** "Kicker {M}" (702.33a); `multi` for Multikicker (702.33c). */
  | { kind: 'kicker'; cost: string[]; multi: boolean }
  /** "Flashback {M}" (702.34a): cast from the graveyard for this cost, exiled when it leaves the stack. */
  | { kind: 'flashback'; cost: string[] }
  /** "Buyback {M}" (702.27a): an additional cost; paid, the spell returns to its owner's hand as it resolves. */
  | { kind: 'buyback'; cost: string[] }
  /** "Convoke" (702.51a): creatures the caster taps pay for generic mana or mana of their color. */
  | { kind: 'convoke' }
  /** "Evoke {M}" (702.74a): cast for this cost instead of the mana cost; read with its "sacrifice it when it enters if evoked" trigger. */
  | { kind: 'evoke'; cost: string[] }
  /** "Jump-start" (702.133a) and "Retrace" (702.81a): cast from the graveyard by discarding a card (a land card) as an additional cost. */
  | { kind: 'graveyard-cast'; how: 'jump-start' | 'retrace' }
  /** "Cycling {M}" (702.29a): "{M}, Discard this card: Draw a card.", activated only from the hand;
   *  typecycling ("Basic landcycling", "Islandcycling") searches for a card instead of drawing (702.29e). */
  | { kind: 'cycling'; cost: string[]; search?: Filter }
  /** Deck-building and outside-the-game abilities ("Partner", "Companion — …"): read, with no effect in a replayed game. */
  | { kind: 'no-game-effect'; why: 'partner' | 'background' | 'doctors-companion' | 'commander' | 'companion' | 'hidden-information' | /** 103.6a: "begin the game with it on the battlefield" */ 'opening-hand' }
  // casting mechanics (game/cast-more.ts)
  /** "Affinity for artifacts" (702.41a): {1} less to cast for each permanent of that type or subtype its caster controls. */
  | { kind: 'affinity'; for: { type?: string; subtype?: string; plural: string } }
  /** Delve (702.66a), improvise (702.126a): after the total cost, graveyard cards exiled / artifacts tapped pay generic mana. */
  | { kind: 'pay-generic-with'; how: 'delve' | 'improvise' }
  /** Split second (702.61a): while it is on the stack, no other spell can be cast and no non-mana ability activated. */
  | { kind: 'split-second' }
  /** Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast before it this turn." */
  | { kind: 'storm' }
  /** Gravestorm (702.69a): "When you cast this spell, copy it for each permanent that was put into a graveyard from the battlefield this turn." */
  | { kind: 'gravestorm' }
  /** Conspire (702.78a) of an instant or sorcery: tap two untapped creatures you control that each share a color with it, and the spell is copied. */
  | { kind: 'conspire' }
  /** Entwine {M} (702.42a): all modes chosen for this additional cost. */
  | { kind: 'entwine'; cost: string[] }
  /** "You may pay {M} rather than pay this spell's mana cost." (118.9) */
  | { kind: 'alternative-cost'; cost: string[] }
  /** "You may cast this spell as though it had flash if you pay {M} more to cast it." (601.2f) */
  | { kind: 'flash-for-more'; cost: string[] }
  /** "Cast this spell only during …" (601.3, 307.1's timing restricted further). */
  | { kind: 'cast-only'; when: CastWindow }
  /** "This spell costs {M} less to cast if it targets a tapped / an attacking creature." (601.2f: targets are chosen first, 601.2c) */
  /** "This spell costs {2} less to cast if it targets a tapped creature" (601.2f): any of its targets, chosen before the total cost (601.2c), fits `filter`. */
  | { kind: 'cost-less-if-targets'; cost: string[]; filter: Filter }
  /** An ability activated from its owner's graveyard (113.6b): "{M}: Return this card from your graveyard to your hand / to the
   *  battlefield tapped", unearth (702.84a), scavenge (702.97a). `discard`: cards discarded as part of the cost. */
  | { kind: 'graveyard-ability'; mana: string[]; discard?: number; does: 'unearth' | 'scavenge' | 'embalm' | 'eternalize' | 'encore'; sorcery: boolean }
  /** "Dash {M}" (702.109a): an alternative cost; the permanent has haste and returns to its owner's hand at the next end step. */
  | { kind: 'dash'; cost: string[] }
  /** Cascade (702.85a): a trigger as it is cast, exiling until a cheaper nonland card, which may be cast free. */
  | { kind: 'cascade' }
  /** Rebound (702.88a): cast from the hand, it is exiled as it resolves and may be cast free at its controller's next upkeep. */
  | { kind: 'rebound' }
  /** Cipher (702.99a): as it resolves, its card may be exiled encoded on a creature its controller controls, which then may cast copies of it (game/cipher.ts). */
  | { kind: 'cipher' }
  /** "Madness {M}" (702.35a): discarded, it is exiled instead, and its owner may cast it for this cost. */
  | { kind: 'madness'; cost: string[] }
  /** "Miracle {M}" (702.94a): revealed as it is drawn, if it is the first card its owner drew this turn, it may be cast for this cost (game/miracle.ts). */
  | { kind: 'miracle'; cost: string[] }
  /** "Replicate {M}" (702.56a): an additional cost paid any number of times, the spell copied once for each. */
  | { kind: 'replicate'; cost: string[] }
  /** "Escape—{M}, Exile N other cards from your graveyard." (702.138a): cast from the graveyard for this cost. */
  | { kind: 'escape'; cost: string[]; exile: number }
  /** "This creature escapes with N +1/+1 counters on it." (702.138c): enters with them if it escaped. */
  | { kind: 'escape-counters'; count: number; counter: CounterName }
  /** "Suspend N—{M}" (702.62a): a special action exiling it from the hand with N time counters; cast free when the last is removed. */
  | { kind: 'suspend'; time: number; cost: string[] }
  /** "Foretell {M}" (702.143a): exiled face down from the hand for {2} during its owner's turn; cast on a later turn for this cost. */
  | { kind: 'foretell'; cost: string[] }
  /** "Plot {M}" (702.170a): exiled from the hand for this cost as a sorcery; cast free on a later turn as a sorcery (702.170d). */
  | { kind: 'plot'; cost: string[] }
  /** "Mayhem {M}" (702.187b): cast from the graveyard for this cost the turn it was discarded. */
  | { kind: 'mayhem'; cost: string[] }
  // a keyword's alternative cost (game/alt-costs.ts): surge (702.117a), spectacle (702.137a),
  // blitz (702.152a), web-slinging (702.188a), sneak (702.190a).
  /** Splice onto QUALITY [cost] (702.47a): while in the hand, revealed as a spell of that quality is cast, which gains this card's rules text (game/splice.ts). */
  | { kind: 'splice'; onto: 'Arcane' | 'instant or sorcery'; cost: string[] }
  | { kind: 'keyword-cost'; keyword: KeywordCost; cost: string[]; /** overload (702.96a): the spell's effects with "target" read as "each". */ overloaded?: Effect[]; /** awaken (702.113a): what the spell also does when cast for this cost, after its own instructions. */ adds?: Effect[] }
  /** "Ninjutsu {M}" / "Commander ninjutsu {M}" (702.49a, 702.49d): activated from the hand, returning an
   *  unblocked attacker you control, to put this card onto the battlefield tapped and attacking (game/ninjutsu.ts). */
  | { kind: 'ninjutsu'; cost: string[]; commander: boolean }
  // "Umbra armor" on an Aura (702.89a): if enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura.
  | { kind: 'umbra-armor' }
  /** "Reinforce N—{M}" (702.77a): "{M}, Discard this card: Put N +1/+1 counters on target creature.", activated only from the hand (game/reinforce.ts). */
  | { kind: 'reinforce'; n: number; cost: string[] }
  /** Enlist (702.154a): an optional cost to attack, tapping another creature, and its linked trigger (game/enlist.ts). */
  | { kind: 'enlist' }
  /** "You may exert this creature as it attacks. [When you do, EFFECTS.]" (701.43d): an optional cost to attack (508.1g) and its linked reflexive trigger (607.2h), whose "it" is the creature (game/exert.ts). */
  | { kind: 'exert'; reflexive?: Effect[] }
  /** Graft N's triggered half (702.58a; game/graft.ts): the static half is an `etb-counters`. */
  | { kind: 'graft'; n: number }
  /** Amplify N (702.38a): as it enters, reveal cards sharing a creature type with it from the hand; N +1/+1 counters for each (game/replacement/amplify.ts). */
  | { kind: 'amplify'; n: number }
  /** Tribute N (702.104a): as it enters, an opponent may put N more +1/+1 counters on it (game/replacement/tribute.ts). */
  | { kind: 'tribute'; n: number }
  /** Fuse (702.102a): from the hand, both halves of this split card may be cast as one fused split spell. */
  | { kind: 'fuse' }
  /** Aftermath (702.127a): this half of a split card is cast only from a graveyard, and exiled whenever it would leave the stack. */
  | { kind: 'aftermath' }
  /** "Prototype {M} — P/T" (702.160a, 718.3): may be cast with this mana cost (and its colors) and this power and toughness. */
  | { kind: 'prototype'; cost: string[]; power: number; toughness: number }
  /** "Offspring {M}" (702.175a): an optional additional cost; read with its "when it enters, if paid, create a 1/1 token copy of it" trigger. */
  | { kind: 'offspring'; cost: string[] }
  /** "Squad {M}" (702.157a): an optional additional cost paid any number of times; read with its "when it enters, a token copy of it for each time it was paid" trigger. */
  | { kind: 'squad'; cost: string[] }
  /** "Emerge {M}" (702.119a), "Emerge from artifact {M}" (702.119b, `from`): an alternative cost that also sacrifices a creature (an artifact), reduced by its mana value. */
  | { kind: 'emerge'; cost: string[]; from?: 'Artifact' }
  /** "Escalate {M}" (702.120a): this additional cost for each mode chosen beyond the first. */
  | { kind: 'escalate'; cost: string[] }
  /** Assist (702.132a): another player may pay generic mana of its total cost. */
  | { kind: 'assist' }
  /** Bargain (702.166a): "As an additional cost to cast this spell, you may sacrifice an artifact, enchantment, or token." */
  | { kind: 'bargain' }
  /** "This spell costs {N} less to cast if it's bargained." (601.2f, 702.166b) */
  | { kind: 'cost-less-if-bargained'; amount: number }
  /** Casualty N (702.153a) of an instant or sorcery: sacrifice a creature with power N or greater, and the spell is copied. */
  | { kind: 'casualty'; n: number };

// the keywords whose alternative cost game/alt-costs.ts pays.
export type KeywordCost = 'surge' | 'spectacle' | 'blitz' | 'web-slinging' | 'sneak' | 'warp' | 'prowl' | 'freerunning' | 'overload' | 'bestow' | 'awaken';

// when a "Cast this spell only during …" spell may be cast.
export type CastWindow = 'combat' | 'declare-attackers' | 'declare-attackers-attacked' | 'declare-blockers' | 'combat-before-blockers' | 'combat-after-blockers' | 'before-combat-damage' | 'after-combat' | 'another-spell' | 'opponents-turn' | 'your-turn';

// conditions of static abilities ("This creature gets +2/+2 as long as you control
// a Swamp", threshold's "as long as there are seven or more cards in your graveyard", "During
// your turn, …"). Checked each time the effect would apply (611.3a); only layer 6 and 7c
// effects carry one, so a condition reading types (layer 4) never waits on itself.
/** What the source of a static ability can be as a condition checks it (`StaticCondition` `is`). */
export type SourceState = 'equipped' | 'enchanted' | 'tapped' | 'blocking' | 'monstrous' | 'renowned';

export type StaticCondition =
  /** "you control a Swamp / N or more artifacts / another artifact", "an opponent controls an Island", "you control no untapped lands". */
  | { kind: 'controls'; who: 'you' | 'an-opponent'; atLeast: number; none?: boolean; /** What is counted (read as it stands after layer 5: no keyword, power or toughness). */ filter: Filter }
  /** "there are N or more cards in your graveyard", "an opponent has N or more cards in their graveyard". */
  | { kind: 'graveyard-cards'; who: 'you' | 'an-opponent'; atLeast: number }
  /** Delirium's "there are N or more card types among cards in your graveyard". */
  | { kind: 'graveyard-card-types'; atLeast: number }
  /** "you have N or more life". */
  | { kind: 'life-at-least'; atLeast: number }
  /** "you have no cards in hand" (hellbent). */
  | { kind: 'empty-hand' }
  /** "it's attacking", "it's untapped" (the source). */
  | { kind: 'attacking' }
  | { kind: 'untapped' }
  /**
   * "as long as this creature is equipped / enchanted / tapped / blocking / monstrous / renowned"
   * (the source's own state, read again whenever the effect applies, 611.3a): an Equipment or an
   * Aura attached to it (301.5, 303.4), tapped (110.5), blocking (509.1g), monstrous (701.37b),
   * renowned (702.112b).
   */
  | { kind: 'is'; status: SourceState }
  /** "this creature attacked this turn" (boast's, 702.142a): it was declared as an attacker this turn (508.1). */
  | { kind: 'attacked-this-turn' }
  /** "as long as this creature (it) entered this turn": the source entered the battlefield this turn (as this object, 400.7). */
  | { kind: 'entered-this-turn' }
  /** "During your turn". */
  | { kind: 'your-turn' }
  /** "as long as you have the city's blessing" (702.131c): the source's controller has the designation. */
  | { kind: 'designation'; designation: PlayerDesignation }
  /** "Max speed — …" (702.178a: "as long as your speed is 4"): the source's controller's speed is at least N (702.179e). */
  | { kind: 'speed'; atLeast: number }
  /** "… can't attack unless CONDITION": the rule applies while the condition doesn't hold. */
  | { kind: 'not'; condition: StaticCondition }
  /**
   * Any other condition of the one "if" phrase (oracle/condition-grammar.ts) that reads no permanent's characteristics —
   * life, cards in hand or graveyard, what happened this turn, whose turn it is: "as long as you have 5 or less life",
   * "as long as an opponent has 10 or less life" (entries/statics-conditional.ts `readsNoPermanent`), so a layer never waits on itself.
   */
  | { kind: 'if'; if: Condition }
  /**
   * "As long as enchanted creature (equipped creature, enchanted permanent) is a Human / legendary / red, …": the permanent
   * the source is attached to (301.5, 303.4) fits the description, read as it stands after layer 5 (types, supertypes,
   * colours, controller), which no conditional effect changes; false while the source is attached to nothing.
   */
  | { kind: 'host'; filter: Filter }
  /** "it has a +1/+1 counter on it". */
  | { kind: 'has-counter'; counter: CounterName; /** "it has N or more COUNTER counters on it". */ atLeast?: number }
  // a level symbol's "as long as it has at least N1 (and no more than N2) level counters on it" (711.2a-b).
  | { kind: 'level'; min: number; max?: number }
  /** A Class level bar's "as long as this Class is level N or greater" (`atLeast`) and "activate only if this Class is level N-1" (`exactly`); a permanent with no level is level 1 (716.2a, 716.2d). */
  | { kind: 'class-level'; atLeast?: number; exactly?: number };

// "Activate only during your upkeep", "Activate only if there are seven or more
// cards in your graveyard" (602.5b: a restriction on the ability's use, checked as it is activated).
export interface ActivationCondition {
  /** `upkeep`: any player's upkeep ("during any upkeep step"); `your-draw`: the activating player's draw step ("during their draw step"). */
  during?: 'your-turn' | 'your-upkeep' | 'your-turn-before-attackers' | 'combat' | 'upkeep' | 'your-draw';
  condition?: StaticCondition;
  /** A condition of the one "if" phrase (oracle/condition-grammar.ts) — what the static conditions don't read: "if a creature died this turn", "if creatures you control have total power 8 or greater". */
  if?: Condition;
  /** "Activate only if A or if B": any one of them (each checked as above). */
  anyOf?: ActivationCondition[];
}

// which spells a "whenever … cast(s) a … spell" trigger looks at (on the spell as cast).
export interface SpellFilter {
  /** Any of these card types ("an artifact spell", "an instant or sorcery spell"); `nonTypes`: "a noncreature spell". */
  types?: string[];
  nonTypes?: string[];
  /** Any of these subtypes ("a Spirit or Arcane spell"). */
  subtypes?: string[];
  /** Any of these colours ("a white spell", "a blue or black spell"). */
  colors?: Color[];
  multicolored?: true;
  colorless?: true;
  /** 700.6: legendary, artifact or Saga. */
  historic?: true;
  minManaValue?: number;
  /** "a spell that targets this creature" (heroic). */
  targetsSelf?: true;
}
