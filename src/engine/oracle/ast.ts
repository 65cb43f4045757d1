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
  | { type: 'destroy-all'; what: 'creatures' | 'artifacts' | 'enchantments'; noRegeneration?: boolean }
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
  /** "Its controller gains life equal to its power": the target's controller, its power as it last existed (608.2h). */
  | { type: 'controller-gains-life-equal-power'; target: TargetKind; sameTarget: true }
  /** Persist / undying: "return it to the battlefield under its owner's control with a COUNTER counter on it" (the card in the graveyard, 603.6c). */
  | { type: 'return-self-to-battlefield'; counter: '+1/+1' | '-1/-1' }
  /** "Return it to its owner's hand" in a leaves-the-battlefield ability: the card, from the graveyard it went to (603.6c). */
  | { type: 'return-self-to-hand' }
  /** "Exile all graveyards." */
  | { type: 'exile-graveyards' }
  /** "You gain N life. If a creature died this turn, you gain M life instead.": a self-replacement effect (614.15). */
  | { type: 'gain-life-instead-if'; amount: number; insteadAmount: number; condition: 'creature-died-this-turn' }
  /** "If that creature would die this turn, exile it instead." (Magma Spray): a replacement effect on the target until end of turn. */
  | { type: 'exile-if-dies-this-turn'; target: TargetKind; sameTarget: true };

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
  | { event: 'another-creature-dies'; yours?: boolean; opponents?: boolean; nontoken?: boolean }
  | { event: 'creature-dies'; yours?: boolean; opponents?: boolean; nontoken?: boolean }
  | { event: 'creature-enters'; other: boolean; yours: boolean }
  /** "Whenever you cast a [noncreature / creature] spell" (601.2i: when the spell becomes cast). */
  | { event: 'you-cast'; spell: 'any' | 'creature' | 'noncreature' }
  /** "When this Aura / this permanent is put into a graveyard from the battlefield" (603.6c; persist, undying). */
  | { event: 'self-to-graveyard' }
  /** "Whenever a creature dealt damage by this creature this turn dies". */
  | { event: 'damaged-by-self-dies' }
  /** "Whenever one or more [other] creatures [you control] die": once per event however many die. */
  | { event: 'one-or-more-die'; other: boolean; yours: boolean }
  /** "When this creature (enchantment…) leaves the battlefield": to any zone (603.6c). */
  | { event: 'self-leaves' }
  /** "When enchanted creature dies", "Whenever equipped creature dies": the Aura or Equipment looks back at what it was attached to. */
  | { event: 'attached-dies'; attachment: 'enchanted' | 'equipped' };

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

/** What lets a land enter untapped: "unless you control a Forest or an Island", "two or fewer other lands", "a player has 13 or less life"… */
export type EntersUnless =
  | { controls: { subtypes?: string[]; basic?: boolean; other?: boolean; atLeast?: number; atMost?: number } }
  | { aPlayerLifeAtMost: number }
  | { opponentsAtLeast: number }
  | { opponentsControlLandsAtLeast: number };

/** An ability as parsed, before it is tagged with its source line. */
export type AbilityBody =
  | { kind: 'keyword'; keyword: Keyword }
  | { kind: 'protection'; from: Color }
  | { kind: 'spell'; effects: Effect[] }
  | { kind: 'activated'; costs: Cost[]; effects: Effect[]; isManaAbility: boolean; sorcerySpeed?: boolean }
  | { kind: 'enchant'; what: 'creature' }
  | { kind: 'triggered'; trigger: Trigger; effects: Effect[]; /** Intervening "if it had no COUNTER counters on it" (603.4), checked on its last known information. */ ifNoCounters?: '+1/+1' | '-1/-1' }
  | { kind: 'static'; effect: StaticEffect }
  | { kind: 'replacement'; replaces: 'dies'; with: 'exile'; scope: 'self' | 'any-creature'; nontoken?: boolean; opponents?: boolean; token?: Extract<Effect, { type: 'create-token' }>; /** "a creature dealt damage by this creature this turn" */ damagedBySelf?: boolean }
  /** "If CARDNAME (a card or token) would be put into a graveyard from anywhere, exile it instead." */
  | { kind: 'replacement'; replaces: 'graveyard'; with: 'exile'; scope: 'self' | 'any-card' }
  /** "If you would gain life, you gain twice that much life instead." / "If a source would deal damage…, it deals double that damage instead." / "If you would draw a card, draw two cards instead." */
  | { kind: 'replacement'; replaces: 'gain-life' | 'damage' | 'draw'; with: 'double' }
  /** "Creatures [and nonbasic lands] [your opponents control] enter tapped." (614.1d): permanents other than its source. */
  | { kind: 'replacement'; replaces: 'enter'; with: 'tapped'; kinds: Array<'Creature' | 'Artifact' | 'Land' | 'nonbasic Land' | 'Permanent'>; opponents: boolean }
  /** "Prevent all [combat] damage that would be dealt to this creature." (615.1a): a static prevention effect on its source. */
  | { kind: 'replacement'; replaces: 'damage'; with: 'prevent'; combatOnly: boolean }
  /** "If you would gain life, you gain that much life plus 1 instead." */
  | { kind: 'replacement'; replaces: 'gain-life'; with: 'plus-one' }
  /** "As this land enters, you may pay N life. If you don't, it enters tapped." (614.1c, 614.12a) */
  | { kind: 'etb-pay-life-or-tapped'; life: number }
  | { kind: 'restriction'; what: 'cant-block' | 'cant-be-blocked' | 'cant-attack' | 'block-only-flyers' }
  | { kind: 'etb-tapped'; /** "… enters tapped unless …" (checked as it would enter, 614.12). */ unless?: EntersUnless }
  | { kind: 'etb-counters'; count: number; counter: '+1/+1' | '-1/-1' }
  | { kind: 'cant-be-countered' };

export type Ability = AbilityBody & { text: string; line: number };

/** Effects that need a target, in the order their targets are chosen. */
export function targetsOf(effects: Effect[]): TargetKind[] {
  const kinds: TargetKind[] = [];
  for (const e of effects) if ('target' in e && e.target && !('sameTarget' in e && e.sameTarget)) kinds.push(e.target);
  return kinds;
}
