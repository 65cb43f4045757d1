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
  'render.stack': (a: { items: string }) => `stack (top last): ${a.items}`,
  'render.defaults': (_: Record<string, never>) => 'Choices the scenario did not make (engine defaults):',
} as const;
