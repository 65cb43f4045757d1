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
  | { type: 'untap'; target: TargetKind }
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
  /** Typecycling's "Search your library for a [type] card, reveal it, put it into your hand, then shuffle" (702.29e). */
  | { type: 'search-to-hand'; find: CardQuality }
  /** Its controller sacrifices the ability's source (evoke's "sacrifices it", 702.74a). */
  | { type: 'sacrifice-self' };

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
  | { kind: 'spell'; effects: Effect[]; modes?: Modes; kicked?: Effect[] }
  | { kind: 'activated'; costs: Cost[]; effects: Effect[]; isManaAbility: boolean; sorcerySpeed?: boolean }
  | { kind: 'enchant'; what: 'creature' }
  /** `ifKicked`: "if it was kicked" (true) or "if it was kicked with its {M} kicker" (that cost, 702.33f). */
  | { kind: 'triggered'; trigger: Trigger; effects: Effect[]; modes?: Modes; ifKicked?: true | string; ifEvoked?: true }
  | { kind: 'static'; effect: StaticEffect }
  | { kind: 'replacement'; replaces: 'dies'; with: 'exile'; scope: 'self' | 'any-creature' }
  | { kind: 'restriction'; what: 'cant-block' | 'cant-be-blocked' | 'cant-attack' | 'block-only-flyers' }
  | { kind: 'etb-tapped' }
  /** `kicked`: only if its spell was kicked ('if'), or that many per kick ('each'), 702.33d. */
  | { kind: 'etb-counters'; count: number; counter: '+1/+1' | '-1/-1'; kicked?: 'if' | 'each' }
  | { kind: 'cant-be-countered' }
  | CastAbility;

export type Ability = AbilityBody & { text: string; line: number };

/** Effects that need a target, in the order their targets are chosen. */
export function targetsOf(effects: Effect[]): TargetKind[] {
  const kinds: TargetKind[] = [];
  for (const e of effects) if ('target' in e && e.target && !('sameTarget' in e && e.sameTarget)) kinds.push(e.target);
  return kinds;
}

/**
 * "Choose one —" and its "•" lines (700.2): how many modes are chosen (`max` null: "or
 * more", any number) and each mode, its text as printed and what it does.
 */
export interface Modes {
  min: number;
  max: number | null;
  options: Array<{ text: string; effects: Effect[] }>;
}

/** Abilities that change how or from where a card is cast or activated (702.29, 702.33, 702.34), and lines with no effect in a game. */
export type CastAbility =
  /** One "• …" line as read; the parser folds it into the "Choose …" line above it. */
  | { kind: 'mode'; text: string; effects: Effect[] }
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
  | { kind: 'cycling'; cost: string[]; search?: CardQuality }
  /** Deck-building and outside-the-game abilities ("Partner", "Companion — …"): read, with no effect in a replayed game. */
  | { kind: 'no-game-effect'; why: 'partner' | 'background' | 'doctors-companion' | 'commander' | 'companion' };

/** What a search looks for: a basic land card, or a card with a subtype ("Island"). */
export type CardQuality = { basicLand: true } | { subtype: string };
