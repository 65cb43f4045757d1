// Il catalogo italiano dei messaggi della traccia (chiavi e argomenti: en.ts). I termini
// seguono la traduzione italiana delle Regole Complete (rules/it-*): "lanciare", "pila",
// "cimitero", "grimorio", "segnalino", "pedina", "TAPpare".
import type { Catalog } from './message.ts';

const n = (k: number, one: string, many: string): string => (k === 1 ? one : many);

export const it: Catalog = {
  'turn.begins': (a) => `inizia il turno ${a.turn}: ${a.player} è il giocatore attivo`,
  'turn.untap': (a) => (a.permanents ? `${a.player} STAPpa ${a.permanents}` : `${a.player} non ha nulla da STAPpare`),
  'turn.cleanupDiscard': (a) => `${a.player} scarta ${a.cards} fino ad avere sette carte`,
  'turn.cleanupDamage': (a) =>
    `il danno viene rimosso${a.damaged ? ` da ${a.damaged}` : ''} e gli effetti "fino alla fine del turno" terminano${a.ended ? ` (${a.ended})` : ''}`,
  'turn.cleanupPriority': () => "durante la sottofase di cancellazione si sono verificate azioni generate dallo stato o inneschi: i giocatori ricevono priorità e segue un'altra sottofase di cancellazione",
  'turn.manaEmpties': (a) => `il mana non speso di ${a.player} (${a.mana}) si svuota alla fine della sottofase`,
  'turn.endOfCombat': () => 'la sottofase di fine combattimento termina: tutte le creature vengono rimosse dal combattimento',

  'priority.pass': (a) =>
    `${a.player} passa la priorità${a.then === 'resolve' ? '; tutti i giocatori hanno passato in successione, quindi si risolve la magia o abilità in cima alla pila' : a.then === 'end-step' ? '; tutti i giocatori hanno passato con la pila vuota, quindi la sottofase termina' : ''}`,
  'static.applies': (a) => `${a.described ? 'sulla situazione descritta, ' : ''}${a.source}: ${a.object} ${a.what} (livello ${a.layer})`,

  'sba.zeroLife': (a) => `${a.player} ha ${a.life} punti vita e perde la partita`,
  'sba.poison': (a) => `${a.player} ha ${a.poison} segnalini veleno e perde la partita`,
  'sba.emptyDraw': (a) => `${a.player} ha tentato di pescare da un grimorio vuoto e perde la partita`,
  'sba.tokenCeases': (a) => `${a.token} cessa di esistere`,
  'sba.countersAnnihilate': (a) => `${a.n} segnalini +1/+1 e ${a.n} segnalini -1/-1 vengono rimossi da ${a.object}`,
  'sba.unattached': (a) => `${a.object} ${a.why} e smette di essere assegnato`,
  'game.drawAllLost': () => 'tutti i giocatori hanno perso simultaneamente: la partita è un pareggio',
  'game.wins': (a) => `${a.player} vince la partita`,
  'game.loopDraw': (a) => `${a.why}: un ciclo di azioni obbligatorie, quindi la partita è un pareggio`,
  'action.illegal': (a) => `l'azione ${a.action} è illegale e viene annullata: ${a.why}`,

  'resolve.fizzle': (a) => `${a.spell} non si risolve: ${n(a.targets, 'il suo bersaglio non è più legale', 'i suoi bersagli non sono più legali')}`,
  'resolve.auraEnters': (a) => `${a.card} entra nel campo di battaglia assegnata a ${a.enchanted}`,
  'resolve.permanent': (a) => `${a.card} si risolve ed entra nel campo di battaglia sotto il controllo di ${a.controller}`,
  'resolve.spell': (a) => `${a.spell} si risolve`,
  'resolve.ability': (a) => `l'abilità di ${a.source} si risolve: "${a.text}"`,
  'resolve.targetSkipped': (a) => `${a.target} non è più un bersaglio legale e non viene influenzato`,
  'resolve.toGraveyard': (a) => `${a.card} viene messo nel cimitero di ${a.owner}`,

  'effect.token': (a) => `${a.player} crea una pedina creatura ${a.subtype} ${a.color} ${a.power}/${a.toughness} (${a.id})`,
  'effect.losesAllAbilities': (a) => `${a.object} perde tutte le abilità fino alla fine del turno`,
  'effect.preventNext': (a) => `i prossimi ${a.amount} danni che verrebbero inflitti a ${a.target} in questo turno saranno prevenuti`,
  'effect.gainsKeyword': (a) => `${a.object} acquisisce ${a.keyword} fino alla fine del turno`,
  'effect.regenerationShield': (a) => `la prossima volta che ${a.object} verrebbe distrutta in questo turno, invece viene rigenerata`,
  'effect.cantBeCountered': (a) => `${a.spell} non può essere neutralizzata, quindi resta in pila`,
  'effect.countered': (a) => `${a.spell} viene neutralizzata e messa nel cimitero del suo proprietario`,
  'effect.countersPut': (a) => `${n(a.count, `${a.count} segnalino ${a.counter} viene messo`, `${a.count} segnalini ${a.counter} vengono messi`)} su ${a.object} (ora ${a.pt})`,
  'effect.tapped': (a) => `${a.object} diventa TAPpato`,
  'effect.untapped': (a) => `${a.object} diventa STAPpato`,
  'effect.preventAllCombatDamage': () => 'tutto il danno da combattimento che verrebbe inflitto in questo turno sarà prevenuto',
  'effect.untilEndOfTurn': (a) => `${a.object} ${a.what} fino alla fine del turno${a.pt ? ` (ora ${a.pt})` : ''}`,
  'effect.attached': (a) => `${a.attachment} viene assegnato a ${a.object}`,

  'what.landType': (a) => `è un/una ${a.landType} e ha solo "{T}: Aggiungi ${a.mana}"`,
  'what.alsoCreature': () => 'è una creatura oltre ai suoi altri tipi',
  'what.hasKeyword': (a) => `ha ${a.keyword}`,
  'what.losesAllAbilities': () => 'perde tutte le abilità',
  'what.basePTManaValue': (a) => `ha forza e costituzione base ${a.pt}/${a.pt} (il suo valore di mana)`,
  'what.basePT': (a) => `ha forza e costituzione base ${a.power}/${a.toughness}`,
  'what.gets': (a) => `prende ${a.change}`,
  'what.switches': () => 'ha forza e costituzione scambiate',
  'term.keyword': (a) => a.keyword,
  'term.step': (a) => IT_STEPS[a.step] ?? a.step,
  'render.quotedFrom': (a) =>
    `Regole citate da ${a.edition}${a.note === 'cites' ? ` (il motore cita ${a.pinned})` : a.note === 'cites-unverified' ? ` (il motore cita ${a.pinned}, che non è caricata, quindi le differenze di formulazione non sono segnalate)` : ''}.`,
  'render.notIn': (a) => `assente in ${a.edition}`,
  'render.olderThanEnglish': (a) => `precedente al testo inglese di ${a.pinned}, che è cambiato`,
  'render.wordedDifferently': (a) => `formulata diversamente in ${a.edition}`,
  'render.illegal': (a) => `Azione illegale${a.action ? ` (azione ${a.action})` : ''}: ${a.why} [${a.rules}]`,
  'render.draw': () => 'La partita è un pareggio.',
  'render.wins': (a) => `${a.player} vince la partita.`,
  'render.finalState': (a) => `Stato finale — turno ${a.turn} di ${a.player}, sottofase: ${a.step}:`,
  'render.player': (a) =>
    `${a.player}: punti vita ${a.life}${a.lost ? ' (ha perso)' : ''}; mano [${a.hand}]; grimorio ${a.library}; cimitero [${a.graveyard}]${a.exile ? `; esilio [${a.exile}]` : ''}`,
  'render.battlefield': (a) => `campo di battaglia: ${a.permanents || 'nulla'}`,
  'render.permanentDamage': (a) => `(${a.damage} danni)`,
  'render.permanentTapped': () => '(TAPpato)',
  'render.stack': (a) => `pila (la cima per ultima): ${a.items}`,
  'render.defaults': () => 'Scelte che lo scenario non ha fatto (valori predefiniti del motore):',
};

const IT_STEPS: Record<string, string> = {
  untap: 'STAP',
  upkeep: 'mantenimento',
  draw: 'acquisizione',
  main1: 'prima fase principale',
  'beginning-of-combat': 'inizio del combattimento',
  'declare-attackers': 'dichiarazione degli attaccanti',
  'declare-blockers': 'dichiarazione dei bloccanti',
  'combat-damage': 'danno da combattimento',
  'end-of-combat': 'fine del combattimento',
  main2: 'seconda fase principale',
  end: 'sottofase finale',
  cleanup: 'cancellazione',
};
