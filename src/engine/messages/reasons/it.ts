// Perché un'abilità innescata si è innescata (603.2), in italiano (chiavi e argomenti: ./en.ts).
// I termini seguono le Regole Complete italiane: "mantenimento", "sottofase finale", "TAPpare".
import type { reasons } from './en.ts';

const n = (k: number, one: string, many: string): string => (k === 1 ? one : many);

export const reasonsIt: { [K in keyof typeof reasons]: (a: Parameters<(typeof reasons)[K]>[0]) => string } = {
  'event.entered': (a) => `${a.object} è entrato nel campo di battaglia`,
  'event.died': (a) => `${a.object} è morto`,
  'event.toGraveyard': (a) => `${a.object} è stato messo in un cimitero dal campo di battaglia`,
  'event.left': (a) => `${a.object} ha lasciato il campo di battaglia`,
  'event.dealtDamage': (a) => `${a.object} ha inflitto ${a.amount} ${n(a.amount, 'danno', 'danni')}${a.combat ? ' da combattimento' : ''}${a.to ? ` a ${a.to}` : ''}`,
  'event.wasDealtDamage': (a) => `a ${a.object} sono stati inflitti ${a.amount} ${n(a.amount, 'danno', 'danni')}${a.combat ? ' da combattimento' : ''}`,
  'event.gainedLife': (a) => `${a.player} ha guadagnato ${a.amount} ${n(a.amount, 'punto', 'punti')} vita`,
  'event.lostLife': (a) => `${a.player} ha perso ${a.amount} ${n(a.amount, 'punto', 'punti')} vita`,
  'event.discarded': (a) => `${a.player} ha scartato ${a.card}`,
  'event.cycled': (a) => `${a.player} ha ciclato ${a.card}`,
  'event.drew': (a) => `${a.player} ha pescato ${a.nth === 2 ? 'la sua seconda carta in questo turno' : 'una carta'}`,
  'event.countersPut': (a) => `${a.amount === 1 ? `un segnalino ${a.counter} è stato messo` : `${a.amount} segnalini ${a.counter} sono stati messi`} su ${a.object} (${a.total} in tutto)`,
  'event.countersRemoved': (a) => `un segnalino ${a.counter} è stato rimosso da ${a.object} (ne restano ${a.left})`,
  'event.tapped': (a) => `${a.object} è diventato ${a.tapped ? 'TAPpato' : 'STAPpato'}`,
  'event.transformed': (a) => `${a.object} si è trasformato`,
  'event.becameLevel': (a) => `${a.object} è salito al livello ${a.level}`,
  'event.turnedFaceUp': (a) => `${a.object} è stato girato a faccia in su`,
  'event.designated': (a) => `${a.object} è diventata ${a.designation === 'monstrous' ? 'mostruosa' : 'rinomata'}`,
  'event.exploited': (a) => `${a.object} ha sfruttato ${a.victim}`,
  'event.attacked': (a) => `${a.object} ha attaccato`,
  'event.attackedAlone': (a) => `${a.object} ha attaccato da sola`,
  'event.playerAttacked': (a) => `${a.player} ha attaccato con ${a.n} ${a.n === 1 ? 'creatura' : 'creature'}`,
  'event.blocked': (a) => `${a.object} ha bloccato ${a.attacker}`,
  'event.becameBlocked': (a) => `${a.object} è stata bloccata${a.by ? ` da ${a.by}` : ''}`,
  'event.notBlocked': (a) => `${a.object} ha attaccato e non è stata bloccata`,
  'event.cast': (a) => `${a.player} ha lanciato ${a.spell}`,
  'event.copied': (a) => `${a.player} ha copiato ${a.spell}`,
  'event.stepBegins': (a) => `all'inizio di: ${a.step} (${a.player})`,
  'event.stepEnds': (a) => `alla fine di: ${a.step} (${a.player})`,
  'event.becameTarget': (a) => `${a.object} è diventata bersaglio di ${a.by}`,
  'event.dayNight': (a) => `${a.from === 'day' ? 'il giorno' : 'la notte'} è diventato ${a.to === 'day' ? 'giorno' : 'notte'}`,
  'event.delayed': (a) => `innesco ritardato di ${a.source}: ${a.step}`,
  'event.reflexive': (a) => `l'istruzione facoltativa di ${a.source} è stata eseguita ("quando lo fai")`,
  'event.state': (a) => `la condizione che l'abilità di ${a.source} attende è vera`,
};
