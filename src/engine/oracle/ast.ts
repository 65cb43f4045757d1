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
  | { type: 'destroy'; target: TargetKind; noRegeneration?: boolean }
  | { type: 'destroy-all'; what: 'creatures' | 'artifacts' | 'enchantments' }
  | { type: 'exile'; target: TargetKind }
  | { type: 'bounce'; target: TargetKind }
  | { type: 'tap'; target: TargetKind }
  | { type: 'untap'; target: TargetKind; sameTarget?: boolean }
  | { type: 'attach'; target: TargetKind }
  | { type: 'counter-spell'; target: TargetKind }
  | { type: 'gain-life'; amount: number; optional?: boolean }
  | { type: 'lose-life'; amount: number; target?: 'player' } // no target: each opponent
  | { type: 'draw'; amount: number }
  | { type: 'create-token'; count: number; power: number; toughness: number; color: Color | 'colorless'; subtype: string }
  | { type: 'put-counters'; count: number; counter: '+1/+1' | '-1/-1'; target: TargetKind }
  | { type: 'put-counters-self'; count: number; counter: '+1/+1' | '-1/-1' }
  | { type: 'lose-life-self'; amount: number }
  | { type: 'prevent'; amount: number; target: TargetKind }
  | { type: 'add-mana'; mana: string[] }
  /** "Add {W} or {U}", "Add one mana of any color": one mana, of one of these colors. */
  | { type: 'add-mana-choice'; options: string[] }
  | { type: 'prevent-combat-damage' }
  | { type: 'regenerate-self' }
  | { type: 'regenerate'; target: TargetKind }
  | { type: 'set-base-pt'; power: number; toughness: number; target: TargetKind; sameTarget?: boolean }
  | { type: 'lose-abilities'; target: TargetKind; sameTarget?: boolean }
  /** "Target creature loses flying until end of turn" (layer 6, 613.1f). */
  | { type: 'lose-keyword'; keyword: Keyword; target: TargetKind; sameTarget?: boolean }
  /** "This land becomes a 2/2 white Soldier artifact creature with flying until end of turn. It's still a land." (205.1b:
   *  the old types stay): layers 4, 5, 6 and 7b. No target: the source itself. */
  | { type: 'become-creature'; target?: TargetKind; power: number; toughness: number; colors?: Color[]; subtypes: string[]; allCreatureTypes: boolean; artifact: boolean; keywords: Keyword[] }
  /** "Target creature becomes the color of your choice until end of turn" (layer 5, 105.3); no target: the source itself. */
  | { type: 'become-color-choice'; target?: TargetKind }
  /** "Gain control of target creature [until end of turn / for as long as you control CARDNAME]" (layer 2, 613.1b). */
  | { type: 'gain-control'; target: TargetKind; untilEndOfTurn: boolean; whileYouControlSource?: boolean; whileSourceOnBattlefield?: boolean; sameTarget?: boolean };

export type Cost =
  | { type: 'tap' }
  | { type: 'mana'; symbols: string[] }
  | { type: 'sacrifice-self' }
  | { type: 'loyalty'; amount: number };

export type Trigger =
  | { event: 'upkeep' | 'end-step'; whose: 'your' | 'each' }
  | { event: 'etb' }
  | { event: 'dies' }
  | { event: 'attacks' }
  | { event: 'blocks' }
  | { event: 'becomes-blocked' }
  | { event: 'attacks-or-blocks' }
  | { event: 'beginning-of-combat' }
  | { event: 'combat-damage-to-player' }
  | { event: 'another-creature-dies'; yours?: boolean }
  | { event: 'creature-dies'; yours?: boolean }
  | { event: 'creature-enters'; other: boolean; yours: boolean }
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
  | { creatureType: string; other: boolean; yours: boolean }
  /** "White creatures you control", "Other black creatures", "Nonblack creatures": creatures by colour, as it stands after layer 5. */
  | { color: Color; non: boolean; other: boolean; yours: boolean }
  /** "Each land": every land. */
  | 'all-lands'
  /** The source itself: a characteristic-defining ability (604.3). */
  | 'self';

/** What a characteristic-defining "power … equal to the number of …" counts (604.3). Permanents
 *  are counted by their types and controller (layers 1–4), never by power or toughness, so a
 *  count never depends on another layer-7a effect. */
export type CdaCount =
  | 'card-types-in-all-graveyards'
  | 'creature-cards-in-all-graveyards'
  | 'creature-cards-in-your-graveyard'
  | 'cards-in-your-hand'
  | 'cards-in-your-graveyard'
  | 'your-life-total'
  | 'lands-you-control'
  | 'creatures-you-control'
  | 'artifacts-you-control'
  | 'creatures-on-the-battlefield'
  | 'plains-you-control'
  | 'islands-you-control'
  | 'swamps-you-control'
  | 'mountains-you-control'
  | 'forests-you-control';

export type StaticEffect =
  | { type: 'modify-pt'; affects: Affected; power: number; toughness: number }
  | { type: 'grant-keyword'; affects: Affected; keyword: Keyword }
  | { type: 'lose-all-abilities'; affects: Affected }
  | { type: 'set-base-pt'; affects: Affected; power: number; toughness: number }
  | { type: 'set-land-type'; affects: Affected; landType: string }
  | { type: 'become-creature-mv'; affects: Affected }
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
  | { type: 'set-types'; affects: Affected; types: string[]; subtypes: string[] }
  /** "Enchanted creature … is black." (105.3, layer 5). */
  | { type: 'set-colors'; affects: Affected; colors: Color[] }
  | { type: 'cda-pt'; affects: 'self'; count: CdaCount; power: number; toughness: number };

/** An ability as parsed, before it is tagged with its source line. */
export type AbilityBody =
  | { kind: 'keyword'; keyword: Keyword }
  | { kind: 'protection'; from: Color }
  | { kind: 'spell'; effects: Effect[] }
  | { kind: 'activated'; costs: Cost[]; effects: Effect[]; isManaAbility: boolean; sorcerySpeed?: boolean }
  | { kind: 'enchant'; what: 'creature' }
  | { kind: 'triggered'; trigger: Trigger; effects: Effect[] }
  | { kind: 'static'; effect: StaticEffect }
  | { kind: 'replacement'; replaces: 'dies'; with: 'exile'; scope: 'self' | 'any-creature' }
  | { kind: 'restriction'; what: 'cant-block' | 'cant-be-blocked' | 'cant-attack' | 'block-only-flyers' }
  | { kind: 'etb-tapped' }
  | { kind: 'etb-counters'; count: number; counter: '+1/+1' | '-1/-1' }
  | { kind: 'cant-be-countered' }
  /** "You may have this creature enter as a copy of any creature on the battlefield." (614.1c, 707.5; layer 1). */
  | { kind: 'enter-as-copy'; what: 'creature' };

export type Ability = AbilityBody & { text: string; line: number };

/** Effects that need a target, in the order their targets are chosen. */
export function targetsOf(effects: Effect[]): TargetKind[] {
  const kinds: TargetKind[] = [];
  for (const e of effects) if ('target' in e && e.target && !('sameTarget' in e && e.sameTarget)) kinds.push(e.target);
  return kinds;
}
