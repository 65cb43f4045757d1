// Por que uma habilidade desencadeada foi desencadeada (603.2), em português (chaves e
// argumentos: ./en.ts). Os termos seguem as regras clássicas: "manutenção", "etapa final", "virar".
import type { reasons } from './en.ts';

const n = (k: number, one: string, many: string): string => (k === 1 ? one : many);

export const reasonsPt: { [K in keyof typeof reasons]: (a: Parameters<(typeof reasons)[K]>[0]) => string } = {
  'event.entered': (a) => `${a.object} entrou no campo de batalha`,
  'event.died': (a) => `${a.object} morreu`,
  'event.toGraveyard': (a) => `${a.object} foi colocado num cemitério vindo do campo de batalha`,
  'event.left': (a) => `${a.object} saiu do campo de batalha`,
  'event.dealtDamage': (a) => `${a.object} causou ${a.amount} de ${a.combat ? 'dano de combate' : 'dano'}${a.to ? ` a ${a.to}` : ''}`,
  'event.wasDealtDamage': (a) => `${a.object} sofreu ${a.amount} de ${a.combat ? 'dano de combate' : 'dano'}`,
  'event.gainedLife': (a) => `${a.player} ganhou ${a.amount} de vida`,
  'event.lostLife': (a) => `${a.player} perdeu ${a.amount} de vida`,
  'event.discarded': (a) => `${a.player} descartou ${a.card}`,
  'event.cycled': (a) => `${a.player} reciclou ${a.card}`,
  'event.drew': (a) => `${a.player} comprou ${a.nth === 2 ? 'seu segundo card neste turno' : 'um card'}`,
  'event.countersPut': (a) => `${a.amount === 1 ? `um marcador ${a.counter} foi colocado` : `${a.amount} marcadores ${a.counter} foram colocados`} em ${a.object} (${a.total} no total)`,
  'event.countersRemoved': (a) => `um marcador ${a.counter} foi removido de ${a.object} (restam ${a.left})`,
  'event.tapped': (a) => `${a.object} foi ${a.tapped ? 'virado' : 'desvirado'}`,
  'event.transformed': (a) => `${a.object} se transformou`,
  'event.becameLevel': (a) => `${a.object} passou ao nível ${a.level}`,
  'event.turnedFaceUp': (a) => `${a.object} foi desvirado para cima`,
  'event.designated': (a) => `${a.object} se tornou ${a.designation === 'monstrous' ? 'monstruosa' : 'renomada'}`,
  'event.exploited': (a) => `${a.object} explorou ${a.victim}`,
  'event.attacked': (a) => `${a.object} atacou`,
  'event.attackedAlone': (a) => `${a.object} atacou sozinha`,
  'event.playerAttacked': (a) => `${a.player} atacou com ${a.n} ${a.n === 1 ? 'criatura' : 'criaturas'}`,
  'event.blocked': (a) => `${a.object} bloqueou ${a.attacker}`,
  'event.becameBlocked': (a) => `${a.object} foi bloqueada${a.by ? ` por ${a.by}` : ''}`,
  'event.notBlocked': (a) => `${a.object} atacou e não foi bloqueada`,
  'event.cast': (a) => `${a.player} conjurou ${a.spell}`,
  'event.copied': (a) => `${a.player} copiou ${a.spell}`,
  'event.stepBegins': (a) => `no início de: ${a.step} (${a.player})`,
  'event.stepEnds': (a) => `no fim de: ${a.step} (${a.player})`,
  'event.becameTarget': (a) => `${a.object} se tornou alvo de ${a.by}`,
  'event.dayNight': (a) => `${a.from === 'day' ? 'o dia' : 'a noite'} se tornou ${a.to === 'day' ? 'dia' : 'noite'}`,
  'event.delayed': (a) => `habilidade desencadeada atrasada de ${a.source}: ${a.step}`,
  'event.reflexive': (a) => `a instrução opcional de ${a.source} foi executada ("quando você o fizer")`,
  'event.state': (a) => `a condição que a habilidade de ${a.source} espera é verdadeira`,
};
