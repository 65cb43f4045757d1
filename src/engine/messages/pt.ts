// O catálogo português das mensagens do rastro (chaves e argumentos: en.ts). Termos das
// Regras Completas em português: "conjurar", "pilha", "cemitério", "grimório", "marcador",
// "ficha", "virar"/"desvirar".
import type { Catalog } from './message.ts';

const n = (k: number, one: string, many: string): string => (k === 1 ? one : many);

export const pt: Catalog = {
  'turn.begins': (a) => `começa o turno ${a.turn}: ${a.player} é o jogador ativo`,
  'turn.untap': (a) => (a.permanents ? `${a.player} desvira ${a.permanents}` : `${a.player} não tem nada para desvirar`),
  'turn.cleanupDiscard': (a) => `${a.player} descarta ${a.cards} até ficar com sete cards`,
  'turn.cleanupDamage': (a) =>
    `o dano é removido${a.damaged ? ` de ${a.damaged}` : ''} e os efeitos "até o final do turno" terminam${a.ended ? ` (${a.ended})` : ''}`,
  'turn.cleanupPriority': () => 'ações baseadas em estado ou habilidades desencadeadas aconteceram durante a limpeza, então os jogadores recebem prioridade e segue outra etapa de limpeza',
  'turn.manaEmpties': (a) => `o mana não gasto de ${a.player} (${a.mana}) se esvazia quando a etapa termina`,
  'turn.endOfCombat': () => 'a etapa de final de combate termina: todas as criaturas são removidas do combate',

  'priority.pass': (a) =>
    `${a.player} passa a prioridade${a.then === 'resolve' ? '; todos os jogadores passaram em sucessão, então o objeto no topo da pilha resolve' : a.then === 'end-step' ? '; todos os jogadores passaram com a pilha vazia, então a etapa termina' : ''}`,
  'static.applies': (a) => `${a.described ? 'no tabuleiro descrito, ' : ''}${a.source}: ${a.object} ${a.what} (camada ${a.layer})`,

  'sba.zeroLife': (a) => `${a.player} tem ${a.life} pontos de vida e perde o jogo`,
  'sba.poison': (a) => `${a.player} tem ${a.poison} marcadores de veneno e perde o jogo`,
  'sba.emptyDraw': (a) => `${a.player} tentou comprar de um grimório vazio e perde o jogo`,
  'sba.tokenCeases': (a) => `${a.token} deixa de existir`,
  'sba.countersAnnihilate': (a) => `${a.n} marcadores +1/+1 e ${a.n} marcadores -1/-1 são removidos de ${a.object}`,
  'sba.unattached': (a) => `${a.object} ${a.why} e deixa de estar anexado`,
  'game.drawAllLost': () => 'todos os jogadores perderam simultaneamente: o jogo termina empatado',
  'game.wins': (a) => `${a.player} vence o jogo`,
  'game.loopDraw': (a) => `${a.why}: um loop de ações obrigatórias, então o jogo termina empatado`,
  'action.illegal': (a) => `a ação ${a.action} é ilegal e é revertida: ${a.why}`,

  'resolve.fizzle': (a) => `${a.spell} não resolve: ${n(a.targets, 'seu alvo não é mais legal', 'seus alvos não são mais legais')}`,
  'resolve.auraEnters': (a) => `${a.card} entra no campo de batalha anexada a ${a.enchanted}`,
  'resolve.permanent': (a) => `${a.card} resolve e entra no campo de batalha sob o controle de ${a.controller}`,
  'resolve.spell': (a) => `${a.spell} resolve`,
  'resolve.ability': (a) => `a habilidade de ${a.source} resolve: "${a.text}"`,
  'resolve.targetSkipped': (a) => `${a.target} não é mais um alvo legal e não é afetado`,
  'resolve.toGraveyard': (a) => `${a.card} é colocado no cemitério de ${a.owner}`,

  'effect.token': (a) => `${a.player} cria uma ficha de criatura ${a.subtype} ${a.color} ${a.power}/${a.toughness} (${a.id})`,
  'effect.losesAllAbilities': (a) => `${a.object} perde todas as habilidades até o final do turno`,
  'effect.preventNext': (a) => `os próximos ${a.amount} pontos de dano que seriam causados a ${a.target} neste turno serão prevenidos`,
  'effect.gainsKeyword': (a) => `${a.object} ganha ${a.keyword} até o final do turno`,
  'effect.regenerationShield': (a) => `da próxima vez que ${a.object} for ser destruído neste turno, em vez disso ele é regenerado`,
  'effect.cantBeCountered': (a) => `${a.spell} não pode ser anulada, então permanece na pilha`,
  'effect.countered': (a) => `${a.spell} é anulada e colocada no cemitério de seu dono`,
  'effect.countersPut': (a) => `${n(a.count, `${a.count} marcador ${a.counter} é colocado`, `${a.count} marcadores ${a.counter} são colocados`)} em ${a.object} (agora ${a.pt})`,
  'effect.tapped': (a) => `${a.object} fica virado`,
  'effect.untapped': (a) => `${a.object} fica desvirado`,
  'effect.preventAllCombatDamage': () => 'todo o dano de combate que seria causado neste turno será prevenido',
  'effect.untilEndOfTurn': (a) => `${a.object} ${a.what} até o final do turno${a.pt ? ` (agora ${a.pt})` : ''}`,
  'effect.attached': (a) => `${a.attachment} fica anexado a ${a.object}`,

  'what.landType': (a) => `é um(a) ${a.landType} e tem apenas "{T}: Adicione ${a.mana}"`,
  'what.alsoCreature': () => 'é uma criatura além de seus outros tipos',
  'what.hasKeyword': (a) => `tem ${a.keyword}`,
  'what.losesAllAbilities': () => 'perde todas as habilidades',
  'what.basePTManaValue': (a) => `tem poder e resistência base ${a.pt}/${a.pt} (seu valor de mana)`,
  'what.basePT': (a) => `tem poder e resistência base ${a.power}/${a.toughness}`,
  'what.gets': (a) => `recebe ${a.change}`,
  'what.switches': () => 'tem seu poder e sua resistência trocados',
  'term.keyword': (a) => a.keyword,
  'term.step': (a) => PT_STEPS[a.step] ?? a.step,
  'render.quotedFrom': (a) =>
    `Regras citadas de ${a.edition}${a.note === 'cites' ? ` (o motor cita ${a.pinned})` : a.note === 'cites-unverified' ? ` (o motor cita ${a.pinned}, que não está carregada, então diferenças de redação não são marcadas)` : ''}.`,
  'render.notIn': (a) => `ausente em ${a.edition}`,
  'render.olderThanEnglish': (a) => `anterior ao texto inglês de ${a.pinned}, que mudou`,
  'render.wordedDifferently': (a) => `redigida de outra forma em ${a.edition}`,
  'render.illegal': (a) => `Ação ilegal${a.action ? ` (ação ${a.action})` : ''}: ${a.why} [${a.rules}]`,
  'render.draw': () => 'O jogo termina empatado.',
  'render.wins': (a) => `${a.player} vence o jogo.`,
  'render.finalState': (a) => `Estado final — turno ${a.turn} de ${a.player}, etapa: ${a.step}:`,
  'render.player': (a) =>
    `${a.player}: vida ${a.life}${a.lost ? ' (perdeu)' : ''}; mão [${a.hand}]; grimório ${a.library}; cemitério [${a.graveyard}]${a.exile ? `; exílio [${a.exile}]` : ''}`,
  'render.battlefield': (a) => `campo de batalha: ${a.permanents || 'nada'}`,
  'render.permanentDamage': (a) => `(${a.damage} de dano)`,
  'render.permanentTapped': () => '(virado)',
  'render.stack': (a) => `pilha (topo por último): ${a.items}`,
  'render.defaults': () => 'Escolhas que o cenário não fez (padrões do motor):',
};

const PT_STEPS: Record<string, string> = {
  untap: 'desvirar',
  upkeep: 'manutenção',
  draw: 'compra',
  main1: 'primeira fase principal',
  'beginning-of-combat': 'início do combate',
  'declare-attackers': 'declaração de atacantes',
  'declare-blockers': 'declaração de bloqueadores',
  'combat-damage': 'dano de combate',
  'end-of-combat': 'final de combate',
  main2: 'segunda fase principal',
  end: 'etapa final',
  cleanup: 'limpeza',
};
