// Why a triggered ability triggered (603.2): the start of each "… : X's ability is put on the
// stack" sentence, as `PendingTrigger.reason`. Part of the English catalog (../en.ts);
// ./it.ts and ./pt.ts are typed against it.

const dmg = (combat: boolean): string => (combat ? 'combat damage' : 'damage');
const s = (n: number, one: string, many: string): string => (n === 1 ? one : many);
// A step's name in a sentence ("Alice's end step"); the trace's step tags keep the short ids ("[end]").
const STEP_NAMES: Record<string, string> = {
  untap: 'untap step', upkeep: 'upkeep', draw: 'draw step', main1: 'precombat main phase', 'beginning-of-combat': 'beginning of combat step',
  'declare-attackers': 'declare attackers step', 'declare-blockers': 'declare blockers step', 'combat-damage': 'combat damage step',
  'end-of-combat': 'end of combat step', main2: 'postcombat main phase', end: 'end step', cleanup: 'cleanup step',
};
const stepName = (step: string): string => STEP_NAMES[step] ?? step;

export const reasons = {
  // the events of the one event stream (game/stream.ts) a trigger waits for, as the trace names them
  'event.entered': (a: { object: string }) => `${a.object} entered the battlefield`,
  'event.died': (a: { object: string }) => `${a.object} died`,
  'event.toGraveyard': (a: { object: string }) => `${a.object} was put into a graveyard from the battlefield`,
  'event.left': (a: { object: string }) => `${a.object} left the battlefield`,
  'event.dealtDamage': (a: { object: string; to: string; amount: number; combat: boolean }) => `${a.object} dealt ${a.amount} ${dmg(a.combat)}${a.to ? ` to ${a.to}` : ''}`,
  'event.wasDealtDamage': (a: { object: string; amount: number; combat: boolean }) => `${a.object} was dealt ${a.amount} ${dmg(a.combat)}`,
  'event.gainedLife': (a: { player: string; amount: number }) => `${a.player} gained ${a.amount} life`,
  'event.lostLife': (a: { player: string; amount: number }) => `${a.player} lost ${a.amount} life`,
  'event.discarded': (a: { player: string; card: string }) => `${a.player} discarded ${a.card}`,
  'event.activated': (a: { player: string; source: string }) => `${a.player} activated an ability of ${a.source}`,
  'event.cycled': (a: { player: string; card: string }) => `${a.player} cycled ${a.card}`,
  'event.drew': (a: { player: string; nth: number }) => `${a.player} drew ${a.nth === 2 ? 'their second card this turn' : 'a card'}`,
  'event.countersPut': (a: { object: string; counter: string; amount: number; total: number }) => `${a.amount} ${a.counter} ${s(a.amount, 'counter was', 'counters were')} put on ${a.object} (${a.total} on it)`,
  'event.countersRemoved': (a: { object: string; counter: string; left: number }) => `a ${a.counter} counter was removed from ${a.object} (${a.left} left)`,
  'event.tapped': (a: { object: string; tapped: boolean }) => `${a.object} became ${a.tapped ? 'tapped' : 'untapped'}`,
  'event.transformed': (a: { object: string }) => `${a.object} transformed`,
  'event.becameLevel': (a: { object: string; level: number }) => `${a.object} became level ${a.level}`,
  'event.turnedFaceUp': (a: { object: string }) => `${a.object} was turned face up`,
  'event.designated': (a: { object: string; designation: 'monstrous' | 'renowned' }) => `${a.object} became ${a.designation}`,
  'event.exploited': (a: { object: string; victim: string }) => `${a.object} exploited ${a.victim}`,
  'event.attacked': (a: { object: string }) => `${a.object} attacked`,
  'event.attackedAlone': (a: { object: string }) => `${a.object} attacked alone`,
  'event.playerAttacked': (a: { player: string; n: number }) => `${a.player} attacked with ${a.n} ${s(a.n, 'creature', 'creatures')}`,
  'event.blocked': (a: { object: string; attacker: string }) => `${a.object} blocked ${a.attacker}`,
  'event.becameBlocked': (a: { object: string; by: string }) => `${a.object} became blocked${a.by ? ` by ${a.by}` : ''}`,
  'event.notBlocked': (a: { object: string }) => `${a.object} attacked and wasn't blocked`,
  'event.cast': (a: { player: string; spell: string }) => `${a.player} cast ${a.spell}`,
  'event.copied': (a: { player: string; spell: string }) => `${a.player} copied ${a.spell}`,
  'event.stepBegins': (a: { player: string; step: string }) => `at the beginning of ${a.player}'s ${stepName(a.step)}`,
  'event.stepEnds': (a: { player: string; step: string }) => `at the end of ${a.player}'s ${stepName(a.step)}`,
  'event.becameTarget': (a: { object: string; by: string }) => `${a.object} became the target of ${a.by}`,
  'event.dayNight': (a: { from: string; to: string }) => `${a.from} became ${a.to}`,
  'event.scried': (a: { player: string; n: number; surveil: boolean }) => `${a.player} ${a.surveil ? 'surveilled' : 'scried'} ${a.n}`,
  'event.explored': (a: { object: string }) => `${a.object} explored`,
  'event.exerted': (a: { player: string; object: string }) => `${a.player} exerted ${a.object}`,
  'event.expended': (a: { player: string; n: number }) => `${a.player} expended ${a.n} (mana spent this turn to cast spells)`,
  'event.chaosEnsues': (_: Record<string, never>) => 'chaos ensued',
  'event.planarDie': (a: { player: string }) => `${a.player} rolled the Planeswalker symbol on the planar die`,
  'event.planeswalked': (a: { player: string; plane: string }) => `${a.player} planeswalked to ${a.plane}`,
  'event.ventured': (a: { player: string; dungeon: string }) => `${a.player} moved their venture marker into this room of ${a.dungeon}`,
  'event.completedDungeon': (a: { player: string }) => `${a.player} completed a dungeon`,
  'event.setInMotion': (a: { player: string; scheme: string }) => `${a.player} set ${a.scheme} in motion`,
  'event.committedCrime': (a: { player: string; by: string }) => `${a.player} committed a crime (${a.by} targets an opponent, something an opponent controls or a card in an opponent's graveyard)`,
  'event.leftGraveyard': (a: { player: string; cards: string }) => `${a.cards} left ${a.player}'s graveyard`,
  'event.delayed': (a: { source: string; step: string }) => `delayed trigger of ${a.source}: ${a.step}`,
  'event.reflexive': (a: { source: string }) => `${a.source}'s optional instruction was done ("when you do")`,
  'event.state': (a: { source: string }) => `the state ${a.source}'s ability looks for is true`,
};
