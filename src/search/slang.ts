// Judge and player slang → the rules' own words. The rules never say "fizzle", "ETB" or
// "falls off"; players do. Each entry is a pattern over the folded query (lower case, no
// accents) and the words of the edition's language that the rules use for the same thing.
// The matched slang is taken out of the query and the rules words go in its place, so a
// word the rules lack ("fizzling") is never typo-corrected into an unrelated one.
// test/search-understanding.test.ts checks that every replacement's words are words of the
// edition of that language.
import type { Lang } from '../tree/types.ts';

export interface Slang {
  /** Over the folded query; word boundaries included. */
  pattern: RegExp;
  /** Rules words in the same language. */
  means: string;
}

const en: Slang[] = [
  { pattern: /\bfizzl\w*/g, means: 'all its targets illegal spell doesn\'t resolve' },
  { pattern: /\bfalls? off\b|\bfell off\b|\bfalling off\b/g, means: 'becomes unattached attached illegally state-based action' },
  { pattern: /\bwheel(?:s|ed|ing)?\b/g, means: 'each player discards hand draws seven cards' },
  { pattern: /\bmana burn\b/g, means: 'mana empties from mana pool' },
  { pattern: /\bsummoning sick(?:ness)?\b/g, means: 'continuously controlled since most recent turn began' },
  { pattern: /\betb(?:s|'s)?\b/g, means: 'enters the battlefield' },
  { pattern: /\bltb\b/g, means: 'leaves the battlefield' },
  { pattern: /\bsbas?\b|\bstate base actions?\b/g, means: 'state-based actions' },
  { pattern: /\bapnap\b/g, means: 'active player nonactive player order' },
  { pattern: /\blegend rule\b/g, means: 'legendary permanents same name state-based action' },
  // "dying" and "dead" stem apart from "dies"; the rules' own word is enough (700.4).
  // Spelling it out ("put into a graveyard from the battlefield") outweighed the rest of
  // the question and brought every dies-trigger in.
  { pattern: /\bdied\b|\bdie\b|\bdying\b/g, means: 'dies' },
  // Numbers players say where the rules say "or less": "0 toughness", "hit 0 life".
  { pattern: /\b(?:0|zero) toughness\b|\btoughness (?:of )?(?:0|zero)\b/g, means: 'toughness 0 or less' },
  { pattern: /\b(?:0|zero|no|negative) life\b|\blife total (?:of )?(?:0|zero)\b/g, means: '0 or less life' },
  // Conceding is leaving the game (104.3a, 800.4a: what happens to what the player owns).
  { pattern: /\bconced(?:e|es|ed|ing)\b|\bscoop(?:s|ed|ing)?\b/g, means: 'concedes leaves the game' },
  { pattern: /\bat the same time\b|\bsimultaneous\b/g, means: 'simultaneously' },
  // "the turn it came in": summoning sickness asked without the word.
  { pattern: /\b(?:same|the) turn (?:i|you|it|they|he|she) (?:played|cast|came|entered|got|put)\b|\bjust (?:played|cast) (?:it|this|the creature)\b/g, means: 'continuously controlled since most recent turn began' },
  { pattern: /\bkilled each other\b|\b(?:is it|count as|end in) a draw\b|\bdrawn game\b|\bgame (?:is )?a draw\b/g, means: 'game is a draw all players lose simultaneously 0 or less life' },
  { pattern: /\bhold(?:s|ing)? priority\b/g, means: 'player casts a spell receives priority afterward' },
  { pattern: /\b(?:goes|go|play|plays|playing) first\b|\bon the play\b/g, means: 'starting player skips draw step first turn' },
  { pattern: /\bman-?lands?\b/g, means: 'land becomes a creature' },
  { pattern: /\bbounce[sd]?\b/g, means: "return to owner's hand" },
  { pattern: /\bflicker(?:s|ed)?\b|\bblink(?:s|ed)?\b/g, means: 'exile return to the battlefield new object' },
  { pattern: /\btutor(?:s|ed)?\b/g, means: 'search library for a card' },
  { pattern: /\bboard wipe\b|\bwrath\b/g, means: 'destroy all creatures' },
  { pattern: /\bcmc\b|\bconverted mana cost\b/g, means: 'mana value' },
  { pattern: /\bstack(?:s|ing)? (?:triggers|abilities)\b/g, means: 'put triggered abilities on the stack order' },
];

const it: Slang[] = [
  { pattern: /\bfizzl\w*|\bfizz(?:a|are|ato|ano)\b/g, means: 'tutti i suoi bersagli illegali non si risolve' },
  { pattern: /\betb\b/g, means: 'entra nel campo di battaglia' },
  { pattern: /\bltb\b/g, means: 'lascia il campo di battaglia' },
  { pattern: /\bsbas?\b/g, means: 'azioni generate dallo stato' },
  { pattern: /\bapnap\b/g, means: 'giocatore attivo giocatore non attivo ordine' },
  { pattern: /\bregola (?:delle|della) leggend[ae]\b/g, means: 'permanenti leggendari stesso nome' },
  { pattern: /\bmana burn\b/g, means: 'riserva di mana si svuota' },
];

const pt: Slang[] = [
  { pattern: /\bfizzl\w*|\bfizz(?:ar|ou|a)\b/g, means: 'todos os seus alvos ilegais não resolve' },
  { pattern: /\betb\b/g, means: 'entra em jogo' },
  { pattern: /\bltb\b/g, means: 'deixa o jogo' },
  { pattern: /\bsbas?\b/g, means: 'ações baseadas em estado' },
  { pattern: /\bregra das lendas\b|\blegend rule\b/g, means: 'permanentes lendárias mesmo nome' },
  { pattern: /\bmana burn\b/g, means: 'reserva de mana' },
];

export const SLANG: Record<Lang, readonly Slang[]> = { en, it, pt };

export interface Translated {
  /** The query with each slang phrase replaced by its rules words. */
  text: string;
  /** The slang found, as typed (folded). */
  found: string[];
}

/** Per language, one pattern holding every entry's: most queries hold no slang, and one
 *  test tells so where each entry's own replace would be a pass over the text. */
const ANY: Record<Lang, RegExp> = {
  en: anyOf(en),
  it: anyOf(it),
  pt: anyOf(pt),
};

function anyOf(list: Slang[]): RegExp {
  return new RegExp(list.map((s) => `(?:${s.pattern.source})`).join('|'));
}

/** Replace slang in a folded query by the rules' words. */
export function translateSlang(folded: string, lang: Lang): Translated {
  if (!ANY[lang].test(folded)) return { text: folded, found: [] };
  const found: string[] = [];
  let text = folded;
  for (const s of SLANG[lang]) {
    text = text.replace(s.pattern, (m) => {
      found.push(m);
      return ` ${s.means} `;
    });
  }
  return { text, found };
}
