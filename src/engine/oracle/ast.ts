// What the Oracle-text parser produces: abilities as data, interpreted by the game.

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
] as const;
export type Keyword = (typeof KEYWORDS)[number];

export const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;
export type Color = (typeof COLORS)[number];

/** Who or what a target may be. */
export type TargetKind =
  | 'any'
  | 'creature'
  | 'creature-or-planeswalker'
  | 'player'
  | 'spell'
  | 'creature-spell'
  | 'noncreature-spell'
  | 'artifact'
  | 'enchantment'
  | 'artifact-or-enchantment'
  | 'land'
  | 'permanent'
  | 'nonland-permanent'
  | 'creature-you-control'
  | 'creature-opponent-controls'
  // Creatures with a qualifier (115.1): "target nonblack creature", "target attacking creature"…
  | 'nonblack-creature'
  | 'nonartifact-creature'
  | 'nonartifact-nonblack-creature'
  | 'tapped-creature'
  | 'attacking-creature'
  | 'attacking-or-blocking-creature'
  | 'creature-with-flying';

export const SPELL_TARGETS: TargetKind[] = ['spell', 'creature-spell', 'noncreature-spell'];

// `sameTarget`: the second half of a compound sentence ("gets +2/+2 and gains flying"),
// acting on the target the previous effect chose.
export type Effect =
  | { type: 'damage'; amount: number | 'X'; target: TargetKind }
  | { type: 'damage-each'; amount: number; creatures: boolean; players: boolean }
  | { type: 'pump'; power: number; toughness: number; target: TargetKind; sameTarget?: boolean }
  | { type: 'pump-self'; power: number; toughness: number }
  | { type: 'grant'; keyword: Keyword; target: TargetKind; sameTarget?: boolean }
  | { type: 'grant-self'; keyword: Keyword }
  | { type: 'switch-pt'; target: TargetKind }
  | { type: 'destroy'; target: TargetKind; noRegeneration?: boolean; sameTarget?: boolean }
  | { type: 'destroy-all'; what: 'creatures' | 'artifacts' | 'enchantments' }
  | { type: 'exile'; target: TargetKind; sameTarget?: boolean }
  | { type: 'bounce'; target: TargetKind; sameTarget?: boolean }
  | { type: 'tap'; target: TargetKind; sameTarget?: boolean }
  | { type: 'untap'; target: TargetKind; sameTarget?: boolean }
  | { type: 'attach'; target: TargetKind }
  | { type: 'counter-spell'; target: TargetKind }
  | { type: 'gain-life'; amount: number; optional?: boolean }
  | { type: 'lose-life'; amount: number; target?: 'player' } // no target: each opponent
  | { type: 'draw'; amount: number }
  | { type: 'create-token'; count: number; power: number; toughness: number; color: Color | 'colorless'; subtype: string }
  | { type: 'put-counters'; count: number; counter: '+1/+1' | '-1/-1'; target: TargetKind; sameTarget?: boolean }
  | { type: 'put-counters-self'; count: number; counter: '+1/+1' | '-1/-1' }
  | { type: 'lose-life-self'; amount: number }
  | { type: 'prevent'; amount: number; target: TargetKind }
  | { type: 'add-mana'; mana: string[] }
  /** "Add {W} or {U}", "Add one mana of any color": one mana, of one of these colors. */
  /** `count`: "Add three mana of any one color" (one color chosen), or with `each`, "two mana in any combination of colors". */
  | { type: 'add-mana-choice'; options: string[]; count?: number; each?: boolean }
  | { type: 'prevent-combat-damage' }
  | { type: 'regenerate-self' }
  | { type: 'regenerate'; target: TargetKind }
  | { type: 'set-base-pt'; power: number; toughness: number; target: TargetKind; sameTarget?: boolean }
  | { type: 'lose-abilities'; target: TargetKind; sameTarget?: boolean }
  // The controller's library and hand: scry (701.22), surveil (701.25), mill (701.17), discard (701.9).
  | { type: 'scry'; amount: number }
  | { type: 'surveil'; amount: number }
  /** "Mill N cards" (you), "each opponent mills", "target player mills". */
  | { type: 'mill'; amount: number; players: 'you' | 'each-opponent' | 'each-player'; target?: 'player' }
  | { type: 'discard-self'; amount: number }
  /** "Creatures you control get +1/+1 and gain trample until end of turn": the set is fixed on resolution (611.2c). */
  | { type: 'group-changes'; creatures: CreatureGroup; changes: GroupChange[] }
  | { type: 'group-counters'; creatures: CreatureGroup; count: number; counter: '+1/+1' | '-1/-1' }
  /** "You may EFFECTS[. If you do, EFFECTS]": the controller chooses as it resolves (no targets inside). */
  | { type: 'may'; effects: Effect[]; ifYouDo?: Effect[] }
  /** "EFFECTS at the beginning of the next turn's upkeep": a delayed triggered ability (603.7). */
  | { type: 'delayed-upkeep'; effects: Effect[] }
  /** Acts on the ability's source itself: "untap this creature", "sacrifice it", "return it to its owner's hand". */
  | { type: 'self-action'; action: 'untap' | 'tap' | 'sacrifice' | 'bounce' | 'exile' }
  /** Acts on the permanent the source is attached to: "tap enchanted creature", "destroy equipped creature". */
  | { type: 'host-action'; action: 'tap' | 'untap' | 'destroy' | 'exile' | 'bounce' | 'regenerate' }
  /** "Monstrosity N" (701.37), "Adapt N" (701.46): +1/+1 counters on the source, once. */
  | { type: 'monstrosity'; amount: number }
  | { type: 'adapt'; amount: number }
  /** "Create a Treasure token", "Investigate": tokens the rules define (111.10, oracle/predefined-tokens.ts). */
  | { type: 'create-predefined'; token: string; count: number; investigate?: boolean }
  /** "SELF deals N damage to you / each opponent / each player" (no target). */
  | { type: 'damage-players'; amount: number; players: 'you' | 'each-opponent' | 'each-player' }
  /** "CARDNAME explores", "it explores" (701.44a). */
  | { type: 'explore' }
  /** "Look at the top N cards of your library, then put them back in any order." */
  | { type: 'reorder-top'; amount: number }
  /** "Sacrifice CARDNAME unless you pay {2}": the controller chooses to pay the mana or not (608.2d). */
  | { type: 'sacrifice-unless-pay'; mana: string[] }
  /** "You get {E}{E}": energy counters on the controller (107.14, 122.1). */
  | { type: 'get-energy'; amount: number }
  /** "Pay {2}" / "pay {E}{E}" inside "you may …. If you do, …" (lines.ts refuses it anywhere else). */
  | { type: 'pay'; mana: string[]; energy: number }
  /** "Target creature can't block this turn", "CARDNAME can't be blocked this turn" (no target: the source). */
  | { type: 'restrict-this-turn'; what: TurnRestriction; target?: TargetKind; sameTarget?: boolean }
  /** "EFFECT for each COUNTED": the effect's number (amount, count, +N/+N) times the count, taken as it resolves; `target` mirrors the inner effect's. */
  | { type: 'for-each'; counted: Counted; effect: Effect; target?: TargetKind; sameTarget?: boolean };

/** What "for each …" counts as the effect resolves (608.2h): permanents, or cards in a zone of the controller's. */
export type Counted =
  | { zone: 'battlefield'; cardType?: string; subtype?: string; controller: 'you' | 'opponents' | 'any'; other: boolean }
  | { zone: 'hand' | 'graveyard'; cardType?: string };

export type TurnRestriction = 'cant-block' | 'cant-be-blocked' | 'cant-attack' | 'cant-attack-or-block';

/** Creatures an effect acts on as it resolves: "[other] [Elf] creatures you control", "each creature your opponents control". */
export interface CreatureGroup {
  controller: 'you' | 'opponents' | 'any';
  /** Not the source itself ("other creatures you control"). */
  other: boolean;
  creatureType?: string;
  /** "Enchanted creature", "equipped creature": the one the source is attached to (303.4b, 301.5a). */
  host?: boolean;
}
export type GroupChange = { kind: 'pump'; power: number; toughness: number } | { kind: 'grant'; keyword: Keyword };

export type Cost =
  | { type: 'tap' }
  | { type: 'mana'; symbols: string[] }
  | { type: 'sacrifice-self' }
  | { type: 'loyalty'; amount: number }
  /** "Pay {E}{E}": remove that many energy counters from yourself (107.14). */
  | { type: 'pay-energy'; amount: number };

export type Trigger =
  | { event: 'upkeep' | 'end-step'; whose: 'your' | 'each' }
  /** `orAttacks`: "Whenever CARDNAME enters or attacks" (one ability, two trigger events). */
  | { event: 'etb'; orAttacks?: boolean }
  /** "Whenever a land [you control] enters" (landfall), "Whenever another artifact you control enters". */
  | { event: 'permanent-enters'; cardType: 'Land' | 'Artifact' | 'Enchantment'; yours: boolean; other?: boolean }
  | { event: 'dies' }
  | { event: 'attacks' }
  /** `orBecomesBlocked`: "Whenever CARDNAME blocks or becomes blocked" (one ability, two events). */
  | { event: 'blocks'; orBecomesBlocked?: boolean }
  | { event: 'becomes-blocked' }
  | { event: 'attacks-or-blocks' }
  | { event: 'beginning-of-combat' }
  | { event: 'combat-damage-to-player' }
  /** "Whenever you draw a card", "Whenever you draw your second card each turn" (`nth`). */
  | { event: 'you-draw'; nth?: number }
  /** "Whenever you attack" (508.3d): one or more creatures its controller controls are declared as attackers. */
  | { event: 'you-attack'; min?: number }
  /** "Whenever equipped (enchanted) creature attacks / deals combat damage to a player": the creature its source is attached to. */
  | { event: 'host-attacks' }
  | { event: 'host-combat-damage-to-player' }
  /** "Whenever a creature you control deals combat damage to a player". */
  | { event: 'creature-combat-damage-to-player'; yours: boolean }
  | { event: 'another-creature-dies'; yours?: boolean }
  | { event: 'creature-dies'; yours?: boolean }
  /** `creatureType`: "another Ally you control"; `orSelf`: "Whenever CARDNAME or another Ally you control enters". */
  | { event: 'creature-enters'; other: boolean; yours: boolean; creatureType?: string; orSelf?: boolean }
  /** "Whenever you cast a [noncreature / creature] spell" (601.2i: when the spell becomes cast). */
  | { event: 'you-cast'; spell: 'any' | 'creature' | 'noncreature' };

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
  /** "[Other] Elf creatures [you control]", "Other Goblins": a lord of one creature type. */
  | { creatureType: string; other: boolean; yours: boolean };

export type StaticEffect =
  | { type: 'modify-pt'; affects: Affected; power: number; toughness: number }
  | { type: 'grant-keyword'; affects: Affected; keyword: Keyword }
  | { type: 'lose-all-abilities'; affects: Affected }
  | { type: 'set-base-pt'; affects: Affected; power: number; toughness: number }
  | { type: 'set-land-type'; affects: Affected; landType: string }
  | { type: 'become-creature-mv'; affects: Affected };

/** An ability as parsed, before it is tagged with its source line. */
export type AbilityBody =
  | { kind: 'keyword'; keyword: Keyword }
  | { kind: 'protection'; from: Color }
  | { kind: 'spell'; effects: Effect[] }
  | { kind: 'activated'; costs: Cost[]; effects: Effect[]; isManaAbility: boolean; sorcerySpeed?: boolean; oncePerTurn?: boolean }
  | { kind: 'enchant'; what: 'creature' }
  | { kind: 'triggered'; trigger: Trigger; effects: Effect[] }
  | { kind: 'static'; effect: StaticEffect }
  | { kind: 'replacement'; replaces: 'dies'; with: 'exile'; scope: 'self' | 'any-creature' }
  | { kind: 'restriction'; what: 'cant-block' | 'cant-be-blocked' | 'cant-attack' | 'block-only-flyers' }
  | { kind: 'etb-tapped' }
  | { kind: 'etb-counters'; count: number; counter: '+1/+1' | '-1/-1' }
  | { kind: 'cant-be-countered' }
  /** Rules changes for its controller: "You have no maximum hand size" (402.2), "You may play an additional land on each of your turns" (305.2). */
  | { kind: 'player-rule'; rule: 'no-max-hand-size' | 'extra-land' };

export type Ability = AbilityBody & { text: string; line: number };

/** Effects that need a target, in the order their targets are chosen. */
export function targetsOf(effects: Effect[]): TargetKind[] {
  const kinds: TargetKind[] = [];
  for (const e of effects) if ('target' in e && e.target && !('sameTarget' in e && e.sameTarget)) kinds.push(e.target);
  return kinds;
}
