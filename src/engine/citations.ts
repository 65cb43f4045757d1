// The one table of reason codes → rule numbers. Every rule number the engine can cite comes
// from here, pinned to the latest English edition; test/engine-citations.test.ts checks that
// each number exists in that edition and that its text mentions `means`.

export const CITATION_EDITION = 'en-2026-08-07';

interface Citation {
  rule: string;
  /** A phrase the rule's text contains (case-insensitive): what the code relies on it for. */
  means: string;
}

export const CITATIONS = {
  // Turn structure (500–514)
  untap: { rule: '502.3', means: 'untap' },
  upkeepTriggers: { rule: '503.1a', means: 'beginning of the upkeep' },
  drawStep: { rule: '504.1', means: 'draws a card' },
  stepEffectsExpire: { rule: '500.4', means: 'expire' },
  manaEmpties: { rule: '500.5', means: 'unspent mana' },
  declareAttackers: { rule: '508.1', means: 'declares attackers' },
  attackersChoose: { rule: '508.1a', means: 'untapped' },
  attackersTap: { rule: '508.1f', means: 'taps the chosen creatures' },
  becomesAttacking: { rule: '508.1k', means: 'becomes an attacking creature' },
  attackTriggersNow: { rule: '508.1m', means: 'trigger on attackers being declared' },
  noAttackersSkip: { rule: '508.8', means: 'skip the declare blockers' },
  attackTrigger: { rule: '508.3a', means: 'attacks' },
  blockTrigger: { rule: '509.3a', means: 'blocks' },
  declareBlockers: { rule: '509.1', means: 'declares blockers' },
  blockersChoose: { rule: '509.1a', means: 'untapped' },
  blockRestrictions: { rule: '509.1b', means: 'restrictions' },
  blockedCreature: { rule: '509.1h', means: 'blocked creature' },
  becomesBlocking: { rule: '509.1g', means: 'becomes a blocking creature' },
  assignDamage: { rule: '510.1', means: 'assigns its combat damage' },
  damageEqualsPower: { rule: '510.1a', means: 'equal to its power' },
  assignUnblocked: { rule: '510.1b', means: 'unblocked creature' },
  assignBlocked: { rule: '510.1c', means: 'blocked creature assigns its combat damage' },
  assignBlocker: { rule: '510.1d', means: 'blocking creature assigns combat damage' },
  dealCombatDamage: { rule: '510.2', means: 'dealt simultaneously' },
  combatDamageTriggers: { rule: '510.3a', means: 'triggered on damage being dealt' },
  firstStrikeStep: { rule: '510.4', means: 'first strike' },
  cleanupDiscard: { rule: '514.1', means: 'maximum hand size' },
  cleanupDamage: { rule: '514.2', means: 'until end of turn' },
  cleanupPriority: { rule: '514.3a', means: 'state-based actions' },
  turnStructure: { rule: '500.1', means: 'phases' },
  removedFromCombat: { rule: '506.4', means: 'removed from combat' },
  endOfCombatRemoval: { rule: '511.3', means: 'removed from combat' },
  // Priority, stack, resolution
  priorityAfterTBA: { rule: '117.3a', means: 'receives priority' },
  priorityAfterResolve: { rule: '117.3b', means: 'resolves' },
  priorityAfterCast: { rule: '117.3c', means: 'receives priority afterward' },
  pass: { rule: '117.3d', means: 'passes' },
  allPass: { rule: '117.4', means: 'pass in succession' },
  sbaThenTriggers: { rule: '117.5', means: 'state-based actions' },
  stackResolveTop: { rule: '405.5', means: 'resolves' },
  instantTiming: { rule: '117.1a', means: 'instant spell any time' },
  sorceryTiming: { rule: '307.1', means: 'main phase' },
  creatureTiming: { rule: '302.1', means: 'main phase' },
  flash: { rule: '702.8a', means: 'any time you could cast an instant' },
  resolveSpell: { rule: '608.2', means: 'resolution' },
  illegalTargetsOnResolve: { rule: '608.2b', means: 'still legal' },
  followInstructions: { rule: '608.2c', means: 'order written' },
  spellToGraveyard: { rule: '608.2n', means: "owner's graveyard" },
  permanentEnters: { rule: '608.3a', means: 'enters the battlefield' },
  cast: { rule: '601.2', means: 'cast' },
  castMoveToStack: { rule: '601.2a', means: 'to the stack' },
  castTargets: { rule: '601.2c', means: 'target' },
  castLegal: { rule: '601.2e', means: 'legally be cast' },
  castTotalCost: { rule: '601.2f', means: 'total cost' },
  castManaAbilities: { rule: '601.2g', means: 'mana abilities' },
  castPay: { rule: '601.2h', means: 'pays the total cost' },
  cantPay: { rule: '118.3', means: "can't pay a cost" },
  activate: { rule: '602.2', means: 'activate an ability' },
  summoningSickTap: { rule: '302.6', means: 'tap symbol' },
  manaAbility: { rule: '605.3b', means: "doesn't go on the stack" },
  isManaAbility: { rule: '605.1a', means: 'mana ability' },
  manaPool: { rule: '106.4', means: 'mana pool' },
  playLand: { rule: '116.2a', means: 'special action' },
  landTiming: { rule: '305.1', means: 'main phase' },
  oneLand: { rule: '305.2', means: 'one land' },
  basicLandTypeSet: { rule: '305.7', means: 'basic land types' },
  sorcerySpeedAbility: { rule: '602.5d', means: 'Activate only as a sorcery' },
  auraTarget: { rule: '303.4a', means: 'Aura spell requires a target' },
  enchant: { rule: '702.5a', means: 'Enchant' },
  equip: { rule: '702.6a', means: 'Attach this permanent to target creature you control' },
  attach: { rule: '701.3a', means: 'attach' },
  staticNotLocked: { rule: '611.3a', means: 'static ability' },
  targetsChoice: { rule: '115.1', means: 'targets' },
  // Triggers
  triggers: { rule: '603.2', means: 'automatically triggers' },
  triggerOnStack: { rule: '603.3', means: 'next time a player would receive priority' },
  apnap: { rule: '603.3b', means: 'APNAP' },
  etbTrigger: { rule: '603.6a', means: 'enters' },
  ltbTrigger: { rule: '603.6c', means: 'Leaves-the-battlefield' },
  lookBack: { rule: '603.10a', means: 'look back in time' },
  dies: { rule: '700.4', means: 'dies' },
  // Keyword actions
  counter: { rule: '701.6a', means: 'counter a spell' },
  create: { rule: '701.7a', means: 'create one or more tokens' },
  destroy: { rule: '701.8a', means: 'destroy a permanent' },
  exile: { rule: '701.13a', means: 'exile' },
  sacrifice: { rule: '701.21a', means: 'sacrifice' },
  tap: { rule: '701.26a', means: 'tap a permanent' },
  tokenCeases: { rule: '704.5d', means: 'ceases to exist' },
  tokens: { rule: '111.1', means: 'token' },
  // Damage, life, draw
  damageToPlayer: { rule: '120.3a', means: 'lose that much life' },
  damageToCreature: { rule: '120.3e', means: 'marked on that creature' },
  lifeChange: { rule: '119.3', means: 'gain life or lose life' },
  draw: { rule: '121.1', means: 'draws a card' },
  drawEmpty: { rule: '121.4', means: 'no cards in it' },
  counters: { rule: '122.1', means: 'counter' },
  // Keywords
  deathtouch: { rule: '702.2b', means: 'deathtouch' },
  deathtouchLethal: { rule: '702.2c', means: 'lethal damage' },
  defender: { rule: '702.3b', means: "can't attack" },
  doubleStrike: { rule: '702.4b', means: 'double strike' },
  firstStrike: { rule: '702.7b', means: 'first strike' },
  flying: { rule: '702.9b', means: 'flying and/or reach' },
  haste: { rule: '702.10b', means: 'haste' },
  hexproof: { rule: '702.11b', means: "can't be the target" },
  indestructible: { rule: '702.12b', means: "can't be destroyed" },
  lifelink: { rule: '702.15b', means: 'lifelink' },
  protectionTarget: { rule: '702.16b', means: "can't be targeted" },
  protectionDamage: { rule: '702.16e', means: 'prevented' },
  protectionBlock: { rule: '702.16f', means: "can't be blocked" },
  protectionAura: { rule: '702.16c', means: "can't be enchanted" },
  protectionEquip: { rule: '702.16d', means: "can't be equipped" },
  reach: { rule: '702.17b', means: 'reach' },
  trample: { rule: '702.19b', means: 'trample' },
  trampleNoBlockers: { rule: '702.19d', means: 'no creatures blocking it' },
  vigilance: { rule: '702.20b', means: 'vigilance' },
  menace: { rule: '702.111b', means: 'two or more creatures' },
  // State-based actions
  sbaBatch: { rule: '704.3', means: 'state-based actions' },
  sbaZeroLife: { rule: '704.5a', means: '0 or less life' },
  sbaEmptyDraw: { rule: '704.5b', means: 'library with no cards' },
  sbaToughnessZero: { rule: '704.5f', means: 'toughness 0 or less' },
  sbaLethalDamage: { rule: '704.5g', means: 'lethal damage' },
  sbaDeathtouch: { rule: '704.5h', means: 'deathtouch' },
  sbaLegendRule: { rule: '704.5j', means: 'legendary' },
  sbaAura: { rule: '704.5m', means: 'Aura is attached to an illegal object' },
  sbaEquipment: { rule: '704.5n', means: 'becomes unattached' },
  sbaCountersAnnihilate: { rule: '704.5q', means: '-1/-1 counter' },
  // Game end
  winByOpponentsLeft: { rule: '104.2a', means: 'wins the game' },
  loseAtZeroLife: { rule: '104.3b', means: '0 or less' },
  loseDrawingTooMany: { rule: '104.3c', means: 'draw more cards than are left' },
  drawAllLose: { rule: '104.4a', means: 'draw' },
  drawLoop: { rule: '104.4b', means: 'loop' },
  loopMandatory: { rule: '732.4', means: 'mandatory actions' },
  illegalAction: { rule: '733.1', means: 'illegal' },
  // Layers, replacement, prevention
  layers: { rule: '613.1', means: 'characteristics' },
  layerType: { rule: '613.1d', means: 'Type-changing effects' },
  layerAbility: { rule: '613.1f', means: 'Ability-adding effects' },
  layerSetPT: { rule: '613.4b', means: 'set power and/or toughness' },
  layerModifyPT: { rule: '613.4c', means: 'modify power and/or toughness' },
  layerSwitchPT: { rule: '613.4d', means: 'switch' },
  timestamps: { rule: '613.7', means: 'timestamp' },
  untilEndOfTurn: { rule: '611.2a', means: 'until end of turn' },
  replacement: { rule: '614.1a', means: 'instead' },
  entersReplacement: { rule: '614.1d', means: 'enters' },
  regenerate: { rule: '701.19a', means: 'regenerates' },
  regenerationReplaces: { rule: '614.8', means: 'Regeneration is a destruction-replacement effect' },
  attackRestrictions: { rule: '508.1c', means: "can't attack" },
  prevention: { rule: '615.1a', means: 'prevent' },
} as const satisfies Record<string, Citation>;

export type ReasonCode = keyof typeof CITATIONS;

/** Rule numbers for reason codes, in the order given, without duplicates. */
export function cite(...codes: ReasonCode[]): string[] {
  const rules: string[] = [];
  for (const code of codes) {
    const rule = CITATIONS[code].rule;
    if (!rules.includes(rule)) rules.push(rule);
  }
  return rules;
}
