// The English catalog: the source of every trace message's key and arguments (message.ts).
// Keep a key's arguments stable: the Italian and Portuguese catalogs are typed against them.

const s = (n: number, one: string, many: string): string => (n === 1 ? one : many);
const dmg = (combat: boolean): string => (combat ? 'combat damage' : 'damage');

export const en = {
  // turn structure (500–514)
  'turn.begins': (a: { turn: number; player: string }) => `turn ${a.turn} begins: ${a.player} is the active player`,
  'turn.untap': (a: { player: string; permanents: string }) => `${a.player} untaps ${a.permanents || 'nothing'}`,
  'turn.cleanupDiscard': (a: { player: string; cards: string }) => `${a.player} discards ${a.cards} down to seven cards`,
  'turn.cleanupDamage': (a: { damaged: string; ended: number }) =>
    `damage is removed${a.damaged ? ` from ${a.damaged}` : ''} and "until end of turn" effects end${a.ended ? ` (${a.ended})` : ''}`,
  'turn.cleanupPriority': (_: Record<string, never>) => 'state-based actions or triggers happened during cleanup, so players receive priority and another cleanup step follows',
  'turn.manaEmpties': (a: { player: string; mana: string }) => `${a.player}'s unspent mana (${a.mana}) empties as the step ends`,
  'turn.endOfCombat': (_: Record<string, never>) => 'the end of combat step ends: all creatures are removed from combat',

  // priority and continuous effects (117, 613)
  'priority.pass': (a: { player: string; then: '' | 'resolve' | 'end-step' }) =>
    `${a.player} passes priority${a.then === 'resolve' ? '; all players have passed in succession, so the top of the stack resolves' : a.then === 'end-step' ? '; all players have passed with an empty stack, so the step ends' : ''}`,
  'static.applies': (a: { described: boolean; source: string; object: string; what: string; layer: string }) =>
    `${a.described ? 'on the described board, ' : ''}${a.source}: ${a.object} ${a.what} (layer ${a.layer})`,

  // what a continuous effect does to an object, layer by layer (613.1–613.4), and why it applies when it does (613.3, 613.8)
  'layer.copy': (a: { name: string }) => `is a copy of ${a.name}`,
  'layer.control': (a: { player: string }) => `is controlled by ${a.player}`,
  'layer.text': (_: Record<string, never>) => 'has its text changed',
  'layer.setLandType': (a: { landType: string; mana: string }) => `is a ${a.landType} and has only "{T}: Add {${a.mana}}"`,
  'layer.addLandType': (a: { landType: string }) => `is a ${a.landType} in addition to its other land types`,
  'layer.addCardType': (a: { cardType: string }) => `is a ${a.cardType} in addition to its other types`,
  'layer.setTypes': (a: { types: string }) => `is a ${a.types} and no other card type or subtype`,
  'layer.addTypes': (a: { types: string; all: boolean }) => `is also a ${a.types}${a.all ? ' with every creature type' : ''} (it keeps its other types)`,
  'effect.becomesCreature': (a: { power: number; toughness: number; what: string }) => `becomes a ${a.power}/${a.toughness} ${a.what}, still with its other types,`,
  'layer.allCreatureTypes': (_: Record<string, never>) => 'is every creature type',
  'layer.colors': (a: { colors: string }) => (a.colors ? `is ${a.colors}` : 'is colorless'),
  'layer.keyword': (a: { keyword: string }) => `has ${a.keyword}`,
  'layer.loseKeyword': (a: { keyword: string }) => `loses ${a.keyword}`,
  'layer.loseAll': (_: Record<string, never>) => 'loses all abilities',
  'layer.definePT': (a: { power: number; toughness: number; n: number; counted: string }) => `has power ${a.power} and toughness ${a.toughness} (${a.counted}: ${a.n})`,
  'layer.setPT': (a: { power: number; toughness: number }) => `has base power and toughness ${a.power}/${a.toughness}`,
  'layer.setPTManaValue': (a: { n: number }) => `has base power and toughness ${a.n}/${a.n} (its mana value)`,
  'layer.modifyPT': (a: { change: string }) => `gets ${a.change}`,
  'layer.counters': (a: { plus: number; minus: number }) => `has ${a.plus} +1/+1 and ${a.minus} -1/-1 counters`,
  'layer.switchPT': (_: Record<string, never>) => 'has its power and toughness switched',
  'layer.dependsOn': (a: { source: string; object: string; what: string; layer: string; on: string }) =>
    `${a.source}'s effect (${a.object} ${a.what}, layer ${a.layer}) depends on ${a.on}'s: it waits until just after it, whatever the timestamps`,
  'layer.stopped': (a: { described: boolean; source: string; layer: string; on: string }) =>
    `${a.described ? 'on the described board, ' : ''}${a.source}'s effect in layer ${a.layer} depends on ${a.on}'s, which applies first whatever the timestamps and takes away the ability that creates it: ${a.source}'s effect no longer exists`,
  'layer.loop': (a: { source: string; layer: string }) => `${a.source}'s effect is in a dependency loop in layer ${a.layer}: timestamp order decides`,
  'copy.enters': (a: { object: string; copied: string }) => `${a.object} enters the battlefield as a copy of ${a.copied}: it has ${a.copied}'s copiable values (name, cost, types, colour, abilities, power and toughness)`,
  'control.changes': (a: { object: string; from: string; to: string; combat: boolean }) =>
    `${a.object} comes under ${a.to}'s control (from ${a.from}); it hasn't been under ${a.to}'s control continuously since their most recent turn began${a.combat ? ', and it is removed from combat' : ''}`,
  'control.described': (a: { object: string; from: string; to: string }) => `on the described board, ${a.to} controls ${a.object} (owned by ${a.from})`,
  'term.cdaCount': (a: { count: string }) =>
    ({ 'card-types-in-all-graveyards': 'card types among cards in all graveyards', 'creature-cards-in-all-graveyards': 'creature cards in all graveyards', 'creature-cards-in-your-graveyard': 'creature cards in its controller\'s graveyard', 'cards-in-your-graveyard': 'cards in its controller\'s graveyard', 'cards-in-your-hand': 'cards in its controller\'s hand' , 'your-life-total': "its controller's life total", 'lands-you-control': "lands its controller controls", 'creatures-you-control': "creatures its controller controls", 'artifacts-you-control': "artifacts its controller controls", 'creatures-on-the-battlefield': "creatures on the battlefield", 'plains-you-control': "Plains its controller controls", 'islands-you-control': "Islands its controller controls", 'swamps-you-control': "Swamps its controller controls", 'mountains-you-control': "Mountains its controller controls", 'forests-you-control': "Forests its controller controls" })[a.count] ?? a.count,

  // state-based actions and the end of the game (704, 104)
  'sba.zeroLife': (a: { player: string; life: number }) => `${a.player} has ${a.life} life and loses the game`,
  'sba.poison': (a: { player: string; poison: number }) => `${a.player} has ${a.poison} poison counters and loses the game`,
  'sba.emptyDraw': (a: { player: string }) => `${a.player} attempted to draw from an empty library and loses the game`,
  'sba.tokenCeases': (a: { token: string }) => `${a.token} ceases to exist`,
  'sba.countersAnnihilate': (a: { n: number; object: string }) => `${a.n} +1/+1 and ${a.n} -1/-1 counters are removed from ${a.object}`,
  'sba.unattached': (a: { object: string; why: string }) => `${a.object} ${a.why} and becomes unattached`,
  'game.drawAllLost': (_: Record<string, never>) => 'all players lost simultaneously: the game is a draw',
  'game.wins': (a: { player: string }) => `${a.player} wins the game`,
  'game.loopDraw': (a: { why: string }) => `${a.why}: a loop of mandatory actions, so the game is a draw`,
  'action.illegal': (a: { action: number; why: string }) => `action ${a.action} is illegal and is reversed: ${a.why}`,

  // resolving (608)
  'resolve.fizzle': (a: { spell: string; targets: number }) => `${a.spell} doesn't resolve: its ${s(a.targets, 'target is', 'targets are')} no longer legal`,
  'resolve.auraEnters': (a: { card: string; enchanted: string }) => `${a.card} enters the battlefield attached to ${a.enchanted}`,
  'resolve.permanent': (a: { card: string; controller: string }) => `${a.card} resolves and enters the battlefield under ${a.controller}'s control`,
  'resolve.spell': (a: { spell: string }) => `${a.spell} resolves`,
  'resolve.ability': (a: { source: string; text: string }) => `${a.source}'s ability resolves: "${a.text}"`,
  'resolve.targetSkipped': (a: { target: string }) => `${a.target} is no longer a legal target and is not affected`,
  'resolve.toGraveyard': (a: { card: string; owner: string }) => `${a.card} is put into ${a.owner}'s graveyard`,

  // effects (one per effect module)
  'effect.token': (a: { player: string; power: number; toughness: number; color: string; subtype: string; id: string }) =>
    `${a.player} creates a ${a.power}/${a.toughness} ${a.color} ${a.subtype} creature token (${a.id})`,
  'effect.losesAllAbilities': (a: { object: string }) => `${a.object} loses all abilities until end of turn`,
  'effect.preventNext': (a: { amount: number; target: string }) => `the next ${a.amount} damage that would be dealt to ${a.target} this turn will be prevented`,
  'effect.gainsKeyword': (a: { object: string; keyword: string }) => `${a.object} gains ${a.keyword} until end of turn`,
  'effect.regenerationShield': (a: { object: string }) => `the next time ${a.object} would be destroyed this turn, it is regenerated instead`,
  'effect.cantBeCountered': (a: { spell: string }) => `${a.spell} can't be countered, so it stays on the stack`,
  'effect.countered': (a: { spell: string }) => `${a.spell} is countered and put into its owner's graveyard`,
  'effect.countersPut': (a: { count: number; counter: string; object: string; pt: string }) =>
    `${a.count} ${a.counter} ${s(a.count, 'counter is', 'counters are')} put on ${a.object} (now ${a.pt})`,
  'effect.tapped': (a: { object: string }) => `${a.object} becomes tapped`,
  'effect.untapped': (a: { object: string }) => `${a.object} becomes untapped`,
  'effect.preventAllCombatDamage': (_: Record<string, never>) => 'all combat damage that would be dealt this turn will be prevented',
  'effect.controlFor': (a: { object: string; what: string; source: string; until: '' | 'controls' | 'remains' }) =>
    `${a.object} ${a.what}${a.until === 'controls' ? ` for as long as they control ${a.source}` : a.until === 'remains' ? ` for as long as ${a.source} remains on the battlefield` : ''}`,
  'effect.untilEndOfTurn': (a: { object: string; what: string; pt: string }) => `${a.object} ${a.what} until end of turn${a.pt ? ` (now ${a.pt})` : ''}`,
  'effect.attached': (a: { attachment: string; object: string }) => `${a.attachment} becomes attached to ${a.object}`,

  // what a continuous effect does to an object (layers 4–7)
  'what.landType': (a: { landType: string; mana: string }) => `is a ${a.landType} and has only "{T}: Add ${a.mana}"`,
  'what.alsoCreature': (_: Record<string, never>) => 'is a creature in addition to its other types',
  'what.hasKeyword': (a: { keyword: string }) => `has ${a.keyword}`,
  'what.losesAllAbilities': (_: Record<string, never>) => 'loses all abilities',
  'what.basePTManaValue': (a: { pt: number }) => `has base power and toughness ${a.pt}/${a.pt} (its mana value)`,
  'what.basePT': (a: { power: number; toughness: number }) => `has base power and toughness ${a.power}/${a.toughness}`,
  'what.gets': (a: { change: string }) => `gets ${a.change}`,
  'what.switches': (_: Record<string, never>) => 'has its power and toughness switched',

  // a keyword's name: the render layer replaces it with the title of the rule that defines
  // the keyword in the edition shown (702.19 "Travolgere"), see render.ts
  'term.keyword': (a: { keyword: string }) => a.keyword,
  'term.color': (a: { color: string }) => a.color,
  // casting, activating, playing (601, 602, 305)
  'cast.spell': (a: { player: string; card: string; x: string; targets: string }) =>
    `${a.player} casts ${a.card}${a.x !== '' ? ` with X = ${a.x}` : ''}${a.targets ? ` targeting ${a.targets}` : ''}`,
  'cast.pay': (a: { player: string; taps: string; fromPool: number; cost: string }) =>
    `${a.player} ${[a.taps ? `taps ${a.taps}` : '', a.fromPool ? `uses ${a.fromPool} mana from their mana pool` : ''].filter(Boolean).join(' and ')} to pay ${a.cost}`,
  'cast.tapFor': (a: { source: string; mana: string }) => `${a.source} for ${a.mana}`,
  'activate.ability': (a: { player: string; card: string; text: string }) => `${a.player} activates ${a.card}'s ability "${a.text}"`,
  'activate.mana': (a: { player: string; card: string; pool: string }) => `${a.player} activates ${a.card}'s mana ability; pool: ${a.pool}`,
  'loyalty.cost': (a: { object: string; amount: number; loyalty: number }) =>
    `${a.object}: ${a.amount >= 0 ? `${a.amount} loyalty ${s(a.amount, 'counter', 'counters')} put on it` : `${-a.amount} loyalty ${s(-a.amount, 'counter', 'counters')} removed`} (loyalty ${a.loyalty})`,
  'loyalty.enters': (a: { object: string; loyalty: number }) => `${a.object} enters with ${a.loyalty} loyalty counters`,
  'play.land': (a: { player: string; card: string }) => `${a.player} plays ${a.card}`,

  // triggered abilities (603)
  'trigger.order': (a: { player: string; sources: string }) => `${a.player} puts their triggers on the stack in the order given: ${a.sources} (the last resolves first)`,
  'trigger.removed': (a: { source: string }) => `${a.source}'s ability triggered but has no legal target, so it is removed`,
  'trigger.onStack': (a: { reason: string; source: string; text: string; controller: string }) => `${a.reason}: ${a.source}'s ability "${a.text}" is put on the stack (${a.controller})`,
  'reason.cast': (a: { player: string; spell: string }) => `${a.player} cast ${a.spell}`,
  'reason.attacked': (a: { object: string }) => `${a.object} attacked`,
  'reason.blocked': (a: { object: string }) => `${a.object} blocked`,
  'reason.becameBlocked': (a: { object: string }) => `${a.object} became blocked`,
  'reason.dealtCombatDamage': (a: { object: string; to: string }) => `${a.object} dealt combat damage to ${a.to}`,
  'reason.entered': (a: { object: string }) => `${a.object} entered the battlefield`,
  'reason.died': (a: { object: string }) => `${a.object} died`,
  'reason.itDied': (_: Record<string, never>) => 'it died',
  'reason.creatureDied': (a: { object: string }) => `a creature (${a.object}) died`,
  'reason.upkeep': (a: { player: string }) => `at the beginning of ${a.player}'s upkeep`,
  'reason.endStep': (a: { player: string }) => `at the beginning of ${a.player}'s end step`,
  'reason.beginningOfCombat': (a: { player: string }) => `at the beginning of ${a.player}'s beginning of combat`,

  // combat (506–511)
  'combat.attacks': (a: { attacker: string; defender: string; vigilant: boolean }) => `${a.attacker} attacks ${a.defender}${a.vigilant ? ' (vigilance: it does not tap)' : ' and becomes tapped'}`,
  'combat.noAttackers': (a: { player: string }) => `${a.player} declares no attackers; the declare blockers and combat damage steps are skipped`,
  'combat.blocks': (a: { blocker: string; attacker: string }) => `${a.blocker} blocks ${a.attacker}`,
  'combat.noBlockers': (_: Record<string, never>) => 'no blockers are declared',
  'combat.firstStrikeStep': (_: Record<string, never>) => 'a creature in combat has first strike or double strike: only those creatures deal combat damage in this first step',
  'combat.planeswalkerGone': (a: { creature: string }) => `${a.creature} is attacking a planeswalker that has left the battlefield and assigns no combat damage`,
  'combat.assignUnblocked': (a: { creature: string; power: number; to: string }) => `${a.creature} is unblocked and assigns its ${a.power} damage to ${a.to}`,
  'combat.trampleNoBlockers': (a: { creature: string }) => `${a.creature} is blocked but no creature blocks it any more: with trample it assigns all its damage to what it attacks`,
  'combat.noBlockersLeft': (a: { creature: string }) => `${a.creature} is blocked but no creature blocks it any more: it assigns no combat damage`,
  'combat.assigns': (a: { creature: string; plan: string }) => `${a.creature} assigns ${a.plan}`,
  'combat.assignPart': (a: { amount: number; to: string }) => `${a.amount} to ${a.to}`,
  'combat.blockerAssigns': (a: { creature: string; power: number; attacker: string }) => `${a.creature} assigns its ${a.power} damage to ${a.attacker}, the creature it blocks`,

  // damage, life, drawing, zones (120, 119, 121, 400)
  'prevent.combat': (a: { amount: number; source: string; to: string }) => `${a.amount} combat damage from ${a.source} to ${a.to} is prevented`,
  'prevent.protection': (a: { amount: number; source: string; to: string; color: string }) => `${a.amount} damage from ${a.source} to ${a.to} is prevented (protection from ${a.color})`,
  'prevent.shield': (a: { shield: string; amount: number; source: string; to: string }) => `${a.shield} prevents ${a.amount} damage from ${a.source} to ${a.to}`,
  'damage.player': (a: { source: string; amount: number; combat: boolean; to: string; life: number }) => `${a.source} deals ${a.amount} ${dmg(a.combat)} to ${a.to} (life ${a.life})`,
  'damage.infectPlayer': (a: { source: string; amount: number; combat: boolean; to: string; poison: number }) =>
    `${a.source} deals ${a.amount} ${dmg(a.combat)} to ${a.to}; with infect it gives ${a.amount} poison ${s(a.amount, 'counter', 'counters')} instead of life loss (${a.poison} poison)`,
  'damage.planeswalker': (a: { source: string; amount: number; combat: boolean; to: string; loyalty: number }) => `${a.source} deals ${a.amount} ${dmg(a.combat)} to ${a.to} (loyalty ${a.loyalty})`,
  'damage.asCounters': (a: { source: string; amount: number; combat: boolean; to: string; mechanic: string }) =>
    `${a.source} deals ${a.amount} ${dmg(a.combat)} to ${a.to}; with ${a.mechanic} it becomes ${a.amount} -1/-1 ${s(a.amount, 'counter', 'counters')}`,
  'damage.creature': (a: { source: string; amount: number; combat: boolean; to: string }) => `${a.source} deals ${a.amount} ${dmg(a.combat)} to ${a.to}`,
  'life.lifelink': (a: { player: string; amount: number; source: string; life: number }) => `${a.player} gains ${a.amount} life from ${a.source}'s lifelink (life ${a.life})`,
  'life.gain': (a: { player: string; amount: number; source: string; life: number }) => `${a.player} gains ${a.amount} life${a.source ? ` (${a.source})` : ''} (life ${a.life})`,
  'life.lose': (a: { player: string; amount: number; source: string; life: number }) => `${a.player} loses ${a.amount} life${a.source ? ` (${a.source})` : ''} (life ${a.life})`,
  'draw.empty': (a: { player: string }) => `${a.player} tries to draw from an empty library`,
  'draw.card': (a: { player: string; card: string }) => `${a.player} draws ${a.card}`,
  'replace.entersTapped': (a: { object: string }) => `${a.object} enters the battlefield tapped`,
  'replace.entersWithCounters': (a: { object: string; count: number; counter: string }) => `${a.object} enters the battlefield with ${a.count} ${a.counter} ${s(a.count, 'counter', 'counters')} on it`,
  'replace.cantRegenerate': (a: { object: string }) => `${a.object} can't be regenerated: its regeneration shield does not apply`,
  'replace.regenerates': (a: { object: string; why: string }) => `${a.object} would be destroyed (${a.why}); it regenerates instead: it is tapped, its damage is removed and it is removed from combat`,
  'replace.exileInstead': (a: { object: string; source: string; text: string }) => `${a.object} would die; it is exiled instead${a.source ? ` (${a.source})` : ''}: "${a.text}"`,
  'zone.moved': (a: { object: string; why: string; where: string; dies: boolean }) => `${a.object} ${a.why} and is put into ${a.where}${a.dies ? ' (it dies)' : ''}`,
  'zone.graveyard': (_: Record<string, never>) => "its owner's graveyard",
  'zone.exile': (_: Record<string, never>) => 'exile',
  'zone.hand': (_: Record<string, never>) => "its owner's hand",
  'zone.indestructible': (a: { object: string }) => `${a.object} has indestructible and is not destroyed`,

  // why an object leaves the battlefield
  'why.destroyed': (_: Record<string, never>) => 'is destroyed',
  'why.exiled': (_: Record<string, never>) => 'is exiled',
  'why.returnedToHand': (_: Record<string, never>) => "is returned to its owner's hand",
  'why.sacrificedForCost': (_: Record<string, never>) => 'is sacrificed to pay a cost',
  'why.sacrificed': (_: Record<string, never>) => 'is sacrificed',
  'why.toughness': (a: { toughness: number }) => `has toughness ${a.toughness}`,
  'why.lethalDamage': (a: { damage: number; toughness: number }) => `has ${a.damage} damage marked, lethal for toughness ${a.toughness}`,
  'why.deathtouch': (_: Record<string, never>) => 'was dealt damage by a source with deathtouch',
  'why.noLoyalty': (_: Record<string, never>) => 'has no loyalty counters',
  'why.legendRule': (a: { name: string }) => `is a second legendary ${a.name}`,
  'why.notAttached': (_: Record<string, never>) => 'is not attached to anything',
  'why.hostProtected': (a: { host: string; color: string }) => `is attached to ${a.host}, which has protection from ${a.color}`,
  'why.hostNotCreature': (a: { host: string }) => `is attached to ${a.host}, which is not a creature`,

  // one replacement handler (614–616), last known information (608.2h)
  'replace.choose': (a: { player: string; effects: string; chosen: string }) => `several replacement or prevention effects would modify the same event (${a.effects}): ${a.player}, the affected player or controller, applies the effect of ${a.chosen} first`,
  'replace.doubleDamage': (a: { source: string; to: string; from: number; amount: number; by: string }) => `${a.by}: ${a.source} would deal ${a.from} damage to ${a.to}; it deals double that, ${a.amount}, instead`,
  'replace.doubleLife': (a: { player: string; from: number; amount: number; by: string }) => `${a.by}: ${a.player} would gain ${a.from} life; they gain twice that much, ${a.amount}, instead`,
  'replace.drawInstead': (a: { player: string; from: number; amount: number; by: string }) => `${a.by}: ${a.player} would draw ${a.from}; they draw ${a.amount} instead`,
  'replace.selfInstead': (a: { source: string; text: string; from: number; amount: number }) => `${a.source}'s own text replaces ${a.from} with ${a.amount} ("${a.text}")`,
  'replace.graveyardToExile': (a: { object: string; source: string; text: string }) => `${a.object} would be put into a graveyard; it is exiled instead${a.source ? ` (${a.source})` : ''}: "${a.text}"`,
  'replace.entersAbilityRemoved': (a: { object: string; text: string }) => `${a.object} would enter without the ability "${a.text}" (an effect already in place removes it), so that ability doesn't modify how it enters`,
  'replace.paysLifeToEnter': (a: { player: string; amount: number; object: string; life: number }) => `as ${a.object} enters, ${a.player} pays ${a.amount} life rather than have it enter tapped (life ${a.life})`,
  'replace.declinesToPay': (a: { player: string; amount: number; object: string }) => `as ${a.object} enters, ${a.player} doesn't pay ${a.amount} life, so it enters tapped`,
  'trigger.interveningIfFalse': (a: { source: string; text: string; counter: string }) => `${a.source} had a ${a.counter} counter on it as it last existed on the battlefield, so "${a.text}" does not trigger`,
  'effect.lifeFromLastKnownPower': (a: { player: string; object: string; power: number; where: string }) => `${a.object}'s power ${a.where} is ${a.power}; its controller ${a.player} gains that much life`,
  'effect.returnsToBattlefield': (a: { object: string; owner: string; counter: string }) => `${a.object} returns to the battlefield under ${a.owner}'s control with a ${a.counter} counter on it`,
  'effect.returnsToHand': (a: { object: string; owner: string }) => `${a.object} returns from the graveyard to ${a.owner}'s hand`,
  'effect.notInGraveyard': (a: { object: string }) => `${a.object} is no longer in the graveyard it went to, so the ability does nothing to it`,
  'resolve.sourceLastKnown': (a: { source: string }) => `${a.source} has left the battlefield: the ability uses it as it last existed there`,
  'replace.lifePlusOne': (a: { player: string; from: number; amount: number; by: string }) => `${a.by}: ${a.player} would gain ${a.from} life; they gain that much plus 1, ${a.amount}, instead`,
  'replace.entersUntapped': (a: { object: string; why: string }) => `${a.object} enters untapped: ${a.why}`,
  'effect.exileIfDiesThisTurn': (a: { object: string }) => `if ${a.object} would die this turn, it is exiled instead`,
  'replace.entersTappedBy': (a: { object: string; source: string; text: string }) => `${a.object} enters the battlefield tapped (${a.source}: "${a.text}")`,
  'prevent.static': (a: { amount: number; source: string; to: string; text: string }) => `${a.amount} damage from ${a.source} to ${a.to} is prevented ("${a.text}")`,
  'effect.graveyardsExiled': (a: { cards: string }) => `all graveyards are exiled${a.cards ? `: ${a.cards}` : ''}`,

  // the rendered explanation's frame (render.ts)
  'term.step': (a: { step: string }) => a.step,
  'render.quotedFrom': (a: { edition: string; pinned: string; note: '' | 'cites' | 'cites-unverified' }) =>
    `Rules quoted from ${a.edition}${a.note === 'cites' ? ` (the engine cites ${a.pinned})` : a.note === 'cites-unverified' ? ` (the engine cites ${a.pinned}, which is not loaded, so differences in wording are not marked)` : ''}.`,
  'render.notIn': (a: { edition: string }) => `not in ${a.edition}`,
  'render.olderThanEnglish': (a: { pinned: string }) => `older than the English text of ${a.pinned}, which changed`,
  'render.wordedDifferently': (a: { edition: string }) => `worded differently in ${a.edition}`,
  'render.illegal': (a: { action: number; why: string; rules: string }) => `Illegal action${a.action ? ` (action ${a.action})` : ''}: ${a.why} [${a.rules}]`,
  'render.draw': (_: Record<string, never>) => 'The game is a draw.',
  'render.wins': (a: { player: string }) => `${a.player} wins the game.`,
  'render.finalState': (a: { turn: number; player: string; step: string }) => `Final state — turn ${a.turn}, ${a.player}'s ${a.step} step:`,
  'render.player': (a: { player: string; life: number; lost: boolean; hand: string; library: number; graveyard: string; exile: string }) =>
    `${a.player}: life ${a.life}${a.lost ? ' (lost)' : ''}; hand [${a.hand}]; library ${a.library}; graveyard [${a.graveyard}]${a.exile ? `; exile [${a.exile}]` : ''}`,
  'render.battlefield': (a: { permanents: string }) => `battlefield: ${a.permanents || 'nothing'}`,
  'render.permanentDamage': (a: { damage: number }) => `(${a.damage} damage)`,
  'render.permanentTapped': (_: Record<string, never>) => '(tapped)',
  'render.derivation': (a: { object: string; steps: string }) => `${a.object}, layer by layer: ${a.steps}`,
  'render.derivationStep': (a: { layer: string; source: string; effect: string; value: string; order: string; after: string }) =>
    `[${a.layer}] ${a.source}: ${a.effect} → ${a.value}${a.order === 'cda' ? ' (characteristic-defining, first)' : a.order === 'dependency' ? ` (after ${a.after}: depends on it)` : a.order === 'loop' ? ' (dependency loop: timestamp order)' : ''}`,
  'render.stack': (a: { items: string }) => `stack (top last): ${a.items}`,
  'render.defaults': (_: Record<string, never>) => 'Choices the scenario did not make (engine defaults):',
  // item-6 vocabulary: players, "unless pays", costs, combat keywords and restrictions
  'effect.discards': (a: { player: string; cards: string }) => `${a.player} discards ${a.cards}`,
  'effect.discardsNothing': (a: { player: string }) => `${a.player} has no cards in hand to discard`,
  'effect.pays': (a: { player: string; cost: string; source: string }) => `${a.player} pays ${a.cost} for ${a.source}`,
  'effect.cantPay': (a: { player: string; cost: string; source: string }) => `${a.player} can't pay ${a.cost} for ${a.source}`,
  'effect.declinesToPay': (a: { player: string; cost: string; source: string }) => `${a.player} chooses not to pay ${a.cost} for ${a.source}`,
  'effect.returnsAsNewObject': (a: { card: string; controller: string; id: string }) => `${a.card} returns to the battlefield under ${a.controller}'s control as a new object (${a.id})`,
  'effect.mayDeclined': (a: { player: string; source: string }) => `${a.player} chooses not to do what ${a.source} allows`,
  'effect.returnedToHand': (a: { card: string; player: string }) => `${a.card} is returned from ${a.player}'s graveyard to their hand`,
  'cost.discard': (a: { player: string; cards: string }) => `${a.player} discards ${a.cards} to pay a cost`,
  'cost.payLife': (a: { player: string; amount: number; life: number }) => `${a.player} pays ${a.amount} life (life ${a.life})`,
  'cost.tapCreature': (a: { player: string; creature: string }) => `${a.player} taps ${a.creature} to pay a cost`,
  'cost.removeCounters': (a: { object: string; count: number; counter: string }) => `${a.count} ${a.counter} ${s(a.count, 'counter is', 'counters are')} removed from ${a.object} to pay a cost`,
  'cost.changed': (a: { spell: string; cost: string; sources: string }) => `${a.spell}'s total cost is ${a.cost} (${a.sources})`,
  'combat.mustAttack': (a: { creature: string; defender: string }) => `${a.creature} attacks ${a.defender} because it attacks each combat if able`,
  'combat.doesntUntap': (a: { permanents: string }) => `${a.permanents} ${a.permanents.includes(',') ? "don't" : "doesn't"} untap`,
  'damage.toxic': (a: { player: string; amount: number; source: string; poison: number }) => `${a.player} also gets ${a.amount} poison ${s(a.amount, 'counter', 'counters')} from ${a.source}'s toxic (${a.poison} poison)`,
  'prevent.cantBePrevented': (a: { amount: number; source: string }) => `${a.amount} combat damage from ${a.source} can't be prevented`,
  'reason.gainedLife': (a: { player: string }) => `${a.player} gained life`,
  'reason.attackedAlone': (a: { object: string }) => `${a.object} attacked alone`,
  'reason.becameTarget': (a: { object: string; by: string }) => `${a.object} became the target of ${a.by}`,
  'reason.blockedWithoutFlanking': (a: { object: string; blocker: string }) => `${a.object} became blocked by ${a.blocker}, which has no flanking`,
  'effect.renowned': (a: { object: string; count: number }) => `${a.count} +1/+1 ${s(a.count, 'counter is', 'counters are')} put on ${a.object}, which becomes renowned`,
  'effect.counterRemoved': (a: { object: string; counter: string; left: number }) => `a ${a.counter} counter is removed from ${a.object} (${a.left} left)`,
  'term.lifeCost': (a: { amount: number }) => `${a.amount} life`,
  'term.discardCost': (a: { count: number }) => `a discard of ${a.count} ${s(a.count, 'card', 'cards')}`,
  'effect.stunCounters': (a: { count: number; object: string }) => `${a.count} stun ${s(a.count, 'counter is', 'counters are')} put on ${a.object}`,
  'replace.stun': (a: { object: string; left: number }) => `${a.object} would untap; a stun counter is removed from it instead (${a.left} left)`,
  'effect.skipsNextUntap': (a: { object: string }) => `${a.object} doesn't untap during its controller's next untap step`,
  'life.cantGain': (a: { player: string }) => `${a.player} can't gain life`,
  'effect.ageCounter': (a: { object: string; age: number }) => `an age counter is put on ${a.object} (${a.age} in all)`,
  'effect.restrictedThisTurn': (a: { object: string; what: string }) => `${a.object} ${a.what} this turn`,
  'term.restriction': (a: { what: string }) => ({ 'cant-block': "can't block", 'cant-attack': "can't attack", 'cant-be-blocked': "can't be blocked" })[a.what] ?? a.what,
} as const;
