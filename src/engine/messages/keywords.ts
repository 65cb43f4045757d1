// Keyword abilities in Italian and Portuguese, for `term.keyword` when the rules being quoted
// don't name them (render.ts first takes the title of the rule that defines the keyword in the
// edition asked for; the classic Portuguese rules predate most keywords and use an older
// numbering, and no rule defines "islandwalk" by that name). Words as the Italian 2020 CR and
// Italian cards print them, and as the classic Portuguese rules and Portuguese cards do; a
// keyword missing here stays as Oracle prints it.
export const IT_KEYWORDS: Record<string, string> = {
  flying: 'volare', 'first strike': 'attacco improvviso', 'double strike': 'doppio attacco', haste: 'rapidità', trample: 'travolgere', vigilance: 'cautela',
  reach: 'raggiungere', deathtouch: 'tocco letale', lifelink: 'legame vitale', hexproof: 'anti-malocchio', shroud: 'velo', indestructible: 'indistruttibile',
  defender: 'difensore', menace: 'minacciare', flash: 'lampo', protection: 'protezione', landwalk: 'passaterre', islandwalk: 'passaisole',
  swampwalk: 'passapaludi', mountainwalk: 'passamontagne', forestwalk: 'passaforeste', plainswalk: 'passapianure', flanking: 'fiancheggiare',
  shadow: 'ombra', cascade: 'cascata', discover: 'scoprire', manifest: 'manifestare', madness: 'follia', miracle: 'miracolo', cipher: 'cifrare', suspend: 'sospendere', storm: 'tempesta', gravestorm: 'tempesta di tombe', conspire: 'cospirare', flashback: 'flashback', kicker: 'bonus',
  morph: 'metamorfosi', wither: 'avvizzire', infect: 'infettare', persist: 'persistere', prowess: 'prodezza', convoke: 'convocare',
  exalted: 'esaltato', annihilator: 'annientatore', echo: 'eco', cycling: 'ciclo', evolve: 'evolvere', exploit: 'sfruttare',
  bestow: 'conferire', splice: 'unire', phasing: 'fase',
};

export const PT_KEYWORDS: Record<string, string> = {
  flying: 'voar', 'first strike': 'iniciativa', 'double strike': 'golpe duplo', haste: 'ímpeto', trample: 'atropelar', vigilance: 'vigilância',
  reach: 'alcance', deathtouch: 'toque mortífero', lifelink: 'vínculo com a vida', hexproof: 'resistência a magia', shroud: 'manto', indestructible: 'indestrutível',
  defender: 'defensor', menace: 'ameaça', flash: 'lampejo', protection: 'proteção', landwalk: 'travessia de terreno', islandwalk: 'travessia de ilha',
  swampwalk: 'travessia de pântano', mountainwalk: 'travessia de montanha', forestwalk: 'travessia de floresta', plainswalk: 'travessia de planície',
  flanking: 'flanquear', shadow: 'sombra', cascade: 'cascata', discover: 'descobrir', manifest: 'manifestar', madness: 'loucura', miracle: 'milagre', cipher: 'cifrar', suspend: 'suspender', storm: 'tempestade', gravestorm: 'tempestade de túmulos', conspire: 'conspirar', flashback: 'recapitular',
  kicker: 'reforço', morph: 'metamorfose', wither: 'murchar', infect: 'infectar', persist: 'persistir', prowess: 'destreza',
  convoke: 'convocar', exalted: 'exaltado', annihilator: 'aniquilador', echo: 'eco', cycling: 'reciclar', fading: 'sumir', evolve: 'evoluir',
  bestow: 'agraciar', splice: 'unir', phasing: 'fase',
};
