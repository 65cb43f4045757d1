// The words romance-filter.ts builds an Italian or a Portuguese filter from: card types,
// colors and statuses as the Italian 2020 CR and the Portuguese CR name them ("TAPpato",
// "virado", "leggendario", "lendário"), and the phrases around them.
import { IT_KEYWORDS, PT_KEYWORDS } from './keywords.ts';
import type { RomanceWords } from './romance-filter.ts';

const vowel = /^[aeiouàèéìòù]/i;

/** Italian adjectives agree by their ending: -o/-a/-i/-e, -e/-i; others (blu, base, incolore…) don't change. */
function agreeIt(adj: string, g: 'm' | 'f', plural: boolean): string {
  return adj.replace(/([a-zàèéìòù]+)$/i, (w) => {
    if (/o$/.test(w)) return w.slice(0, -1) + (g === 'f' ? (plural ? 'e' : 'a') : plural ? 'i' : 'o');
    if (/e$/.test(w) && plural && !/^(base|blu)$/.test(w)) return w.slice(0, -1) + 'i';
    return w;
  });
}

const IT_STAT = { power: 'forza', toughness: 'costituzione', manaValue: 'valore di mana' } as const;

export const IT_WORDS: RomanceWords = {
  type: {
    Creature: { word: 'creatura', g: 'f' }, Artifact: { word: 'artefatto', g: 'm' }, Enchantment: { word: 'incantesimo', g: 'm' }, Land: { word: 'terra', g: 'f' },
    Instant: { word: 'istantaneo', g: 'm' }, Sorcery: { word: 'stregoneria', g: 'f' }, Planeswalker: { word: 'planeswalker', g: 'm' }, Battle: { word: 'battaglia', g: 'f' },
    Kindred: { word: 'tribale', g: 'm' }, Tribal: { word: 'tribale', g: 'm' },
  },
  ofType: (types) => types.map((t) => IT_WORDS.type[t]?.word ?? t.toLowerCase()).join(' o '),
  card: { word: 'carta', g: 'f' },
  spell: { word: 'magia', g: 'f' },
  ability: { word: 'abilità', g: 'f' },
  token: { word: 'pedina', g: 'f' },
  permanent: { word: 'permanente', g: 'm' },
  other: { m: 'altro', f: 'altra' },
  adj: {
    Legendary: 'leggendario', Basic: 'base', Snow: 'innevato', World: 'mondiale', tapped: 'TAPpato', untapped: 'STAPpato', attacking: 'attaccante', blocking: 'bloccante',
    blocked: 'bloccato', unblocked: 'non bloccato', colorless: 'incolore', monocolored: 'monocolore', multicolored: 'multicolore',
  },
  color: { white: 'bianco', blue: 'blu', black: 'nero', red: 'rosso', green: 'verde' },
  non: (word) => `non ${word}`,
  agree: agreeIt,
  plural: (noun) => agreeIt(noun.replace(/a$/, 'o'), /a$/.test(noun) ? 'f' : 'm', true),
  article: (phrase, g) => (g === 'f' ? (vowel.test(phrase) ? `un'${phrase}` : `una ${phrase}`) : /^(s[^aeiou]|z|gn|ps)/i.test(phrase) ? `uno ${phrase}` : `un ${phrase}`),
  or: 'o',
  whose(w, verb, g, plural, you) {
    const done = agreeIt(verb === 'control' ? 'controllato' : 'posseduto', g, plural);
    if (w === 'you') return you ? `${done} da ${you}` : verb === 'control' ? 'che controlli' : 'che possiedi';
    if (w === 'not-you') return you ? `non ${done} da ${you}` : verb === 'control' ? 'che non controlli' : 'che non possiedi';
    if (w === 'opponent') return you ? `${done} da un avversario di ${you}` : `${done} da un avversario`;
    return `${done} da quel giocatore`;
  },
  with: 'con',
  without: 'senza',
  attackedThisTurn: (plural) => (plural ? 'che hanno attaccato in questo turno' : 'che ha attaccato in questo turno'),
  keyword: IT_KEYWORDS,
  counters: (kind, min, none) => {
    const k = kind === 'any' ? '' : ` ${kind}`;
    return none ? `senza segnalini${k}` : min > 1 ? `con ${min} o più segnalini${k}` : `con un segnalino${k}`;
  },
  compare: (stat, op, n) => `con ${IT_STAT[stat]} ${op === '<=' ? `${n} o inferiore` : op === '>=' ? `${n} o superiore` : op === '<' ? `inferiore a ${n}` : op === '>' ? `superiore a ${n}` : `pari a ${n}`}`,
  amount: { source: (stat) => `la ${stat === 'power' ? 'forza' : stat === 'toughness' ? 'costituzione' : 'caratteristica'} della sua fonte`, that: 'quel valore' },
  named: (name, g, plural) => (name ? `${agreeIt('chiamato', g, plural)} ${name}` : 'con lo stesso nome della sua fonte'),
  chosen: (q, not) => (q === 'card-name' ? `${not ? 'senza' : 'con'} il nome scelto` : `${not ? 'non ' : ''}del ${q === 'color' ? 'colore' : 'tipo'} scelto`),
  shares: (q) => `che condivide ${({ 'creature-type': 'un tipo di creatura', color: 'un colore', 'card-type': 'un tipo di carta', name: 'il nome' } as Record<string, string>)[q] ?? q} con essa`,
  zone(zone, owner) {
    if (zone === 'exile') return 'in esilio';
    const [the, place] = ({ graveyard: ['il', 'cimitero'], hand: ['la', 'mano'], library: ['il', 'grimorio'] } as Record<string, [string, string]>)[zone] ?? ['il', zone];
    const n = the === 'la' ? 'nella' : 'nel';
    if (owner === 'you') return `${n} ${the === 'la' ? 'tua' : 'tuo'} ${place}`;
    if (owner === 'opponent' || owner === 'not-you') return `${n} ${place} di un avversario`;
    return `in ${the === 'la' ? 'una' : 'un'} ${place}`;
  },
  counted: (n, phrase, how) => (how === 'any' ? `un numero qualsiasi di ${phrase}` : how === 'up-to' ? `fino a ${n} ${phrase}` : `${n} ${phrase}`),
  players: { player: 'giocatore', opponent: 'avversario', you: 'te stesso', g: 'm' },
  landTypes: {
    Plains: { word: 'Pianura', g: 'f' }, Island: { word: 'Isola', g: 'f' }, Swamp: { word: 'Palude', g: 'f' }, Mountain: { word: 'Montagna', g: 'f' }, Forest: { word: 'Foresta', g: 'f' },
    Desert: { word: 'Deserto', g: 'm' },
  },
};

/** Portuguese adjectives agree by their ending: -o/-a, plural -s (-r/-z/-s: -es); others (verde, atacante) change only in number. */
function agreePt(adj: string, g: 'm' | 'f', plural: boolean): string {
  return adj.replace(/([a-záéíóúâêôãõç]+)$/i, (w) => {
    let x = g === 'f' && /o$/.test(w) ? `${w.slice(0, -1)}a` : g === 'f' && /or$/.test(w) ? `${w}a` : w;
    if (plural) x = /[rz]$/.test(x) ? `${x}es` : /l$/.test(x) ? `${x.slice(0, -1)}is` : /s$/.test(x) ? x : `${x}s`;
    return x;
  });
}

const PT_STAT = { power: 'poder', toughness: 'resistência', manaValue: 'valor de mana' } as const;

export const PT_WORDS: RomanceWords = {
  type: {
    Creature: { word: 'criatura', g: 'f' }, Artifact: { word: 'artefato', g: 'm' }, Enchantment: { word: 'encantamento', g: 'm' }, Land: { word: 'terreno', g: 'm' },
    Instant: { word: 'mágica instantânea', g: 'f' }, Sorcery: { word: 'feitiço', g: 'm' }, Planeswalker: { word: 'planeswalker', g: 'm' }, Battle: { word: 'batalha', g: 'f' },
    Kindred: { word: 'tribal', g: 'm' }, Tribal: { word: 'tribal', g: 'm' },
  },
  ofType: (types) => `de ${types.map((t) => PT_WORDS.type[t]?.word ?? t.toLowerCase()).join(' ou ')}`,
  card: { word: 'card', g: 'm' },
  spell: { word: 'mágica', g: 'f' },
  ability: { word: 'habilidade', g: 'f' },
  token: { word: 'ficha', g: 'f' },
  permanent: { word: 'permanente', g: 'f' },
  other: { m: 'outro', f: 'outra' },
  adj: {
    Legendary: 'lendário', Basic: 'básico', Snow: 'da neve', World: 'mundial', tapped: 'virado', untapped: 'desvirado', attacking: 'atacante', blocking: 'bloqueador',
    blocked: 'bloqueado', unblocked: 'não bloqueado', colorless: 'incolor', monocolored: 'monocolorido', multicolored: 'multicolorido',
  },
  color: { white: 'branco', blue: 'azul', black: 'preto', red: 'vermelho', green: 'verde' },
  non: (word) => `não-${word}`,
  agree: (adj, g, plural) => (adj === 'da neve' ? adj : agreePt(adj, g, plural)),
  plural: (noun) => noun.split(' ').map((x) => agreePt(x, 'm', true)).join(' '),
  article: (phrase, g) => `${g === 'f' ? 'uma' : 'um'} ${phrase}`,
  or: 'ou',
  whose(w, verb, g, plural, you) {
    const done = agreePt(verb === 'control' ? 'controlado' : 'possuído', g, plural);
    if (w === 'you') return you ? `${done} por ${you}` : verb === 'control' ? 'que você controla' : 'que você possui';
    if (w === 'not-you') return you ? `não ${done} por ${you}` : verb === 'control' ? 'que você não controla' : 'que você não possui';
    if (w === 'opponent') return you ? `${done} por um oponente de ${you}` : `${done} por um oponente`;
    return `${done} por aquele jogador`;
  },
  with: 'com',
  without: 'sem',
  attackedThisTurn: (plural) => (plural ? 'que atacaram neste turno' : 'que atacou neste turno'),
  keyword: PT_KEYWORDS,
  counters: (kind, min, none) => {
    const k = kind === 'any' ? '' : ` ${kind}`;
    return none ? `sem marcadores${k}` : min > 1 ? `com ${min} ou mais marcadores${k}` : `com um marcador${k}`;
  },
  compare: (stat, op, n) => `com ${PT_STAT[stat]} ${op === '<=' ? `${n} ou menos` : op === '>=' ? `${n} ou mais` : op === '<' ? `menor que ${n}` : op === '>' ? `maior que ${n}` : `igual a ${n}`}`,
  amount: { source: (stat) => `${stat === 'power' ? 'o poder' : stat === 'toughness' ? 'a resistência' : 'o valor'} de sua fonte`, that: 'esse valor' },
  named: (name, g, plural) => (name ? `${agreePt('chamado', g, plural)} ${name}` : 'com o mesmo nome de sua fonte'),
  chosen: (q, not) => (q === 'card-name' ? `${not ? 'sem' : 'com'} o nome escolhido` : `${not ? 'não ' : ''}d${q === 'color' ? 'a cor escolhida' : 'o tipo escolhido'}`),
  shares: (q) => `que compartilha ${({ 'creature-type': 'um tipo de criatura', color: 'uma cor', 'card-type': 'um tipo de card', name: 'o nome' } as Record<string, string>)[q] ?? q} com ela`,
  zone(zone, owner) {
    if (zone === 'exile') return 'no exílio';
    const [the, place] = ({ graveyard: ['o', 'cemitério'], hand: ['a', 'mão'], library: ['o', 'grimório'] } as Record<string, [string, string]>)[zone] ?? ['o', zone];
    const n = the === 'a' ? 'na' : 'no';
    if (owner === 'you') return `${n} ${the === 'a' ? 'sua' : 'seu'} ${place}`;
    if (owner === 'opponent' || owner === 'not-you') return `${n} ${place} de um oponente`;
    return `em ${the === 'a' ? 'uma' : 'um'} ${place}`;
  },
  counted: (n, phrase, how) => (how === 'any' ? `qualquer número de ${phrase}` : how === 'up-to' ? `até ${n} ${phrase}` : `${n} ${phrase}`),
  players: { player: 'jogador', opponent: 'oponente', you: 'você', g: 'm' },
  landTypes: {
    Plains: { word: 'Planície', g: 'f' }, Island: { word: 'Ilha', g: 'f' }, Swamp: { word: 'Pântano', g: 'm' }, Mountain: { word: 'Montanha', g: 'f' }, Forest: { word: 'Floresta', g: 'f' },
    Desert: { word: 'Deserto', g: 'm' },
  },
};

/** A land type with its article, or in the plural: the basic land types as the language's cards print them, others as Oracle does. */
export function landTypeIn(w: RomanceWords, landType: string, plural: boolean): string {
  const t = w.landTypes[landType] ?? { word: landType, g: 'm' as const };
  return plural ? w.plural(t.word) : w.article(t.word, t.g);
}
