// Judge and player slang → the rules' own words. The rules never say "fizzle", "ETB" or
// "falls off"; players do. Each entry is a pattern over the folded query (lower case, no
// accents) and the words of the edition's language that the rules use for the same thing.
//
// The English terms are those of the MTG Wiki's "List of Magic slang"
// (https://mtg.wiki/page/List_of_Magic_slang, community-written, CC BY-NC-SA) that name
// something the rules govern — a game action, a zone, a timing, a kind of effect — with the
// rules vocabulary for it written here (no text of the wiki is copied); the deck-building
// and metagame terms of that list (aggro, bear, curve, tempo…) ask no rules question and are
// left out. A few judge terms (SBA, APNAP, LKI) come from the judges' own usage.
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
  { pattern: /\bwheel(?:s|ed|ing)?\b/g, means: 'each player discards then draws multiple cards individual card draws' },
  { pattern: /\bmana burn\b/g, means: 'mana empties from mana pool' },
  { pattern: /\bsummoning sick(?:ness)?\b/g, means: 'continuously controlled since most recent turn began' },
  { pattern: /\betb(?:s|'s)?\b/g, means: 'enters the battlefield' },
  { pattern: /\bltb\b/g, means: 'leaves the battlefield' },
  { pattern: /\bsbas?\b|\bstate base actions?\b/g, means: 'state-based actions' },
  { pattern: /\bapnap\b/g, means: 'active player nonactive player order' },
  { pattern: /\blegend(?:ary)? rule\b/g, means: 'legendary permanents same name state-based action' },
  // "dying" and "dead" stem apart from "dies"; the rules' own word is enough (700.4).
  // Spelling it out ("put into a graveyard from the battlefield") outweighed the rest of
  // the question and brought every dies-trigger in.
  { pattern: /\bdied\b|\bdie\b|\bdying\b/g, means: 'dies' },
  { pattern: /\b(?:go|goes|going|went|gone|sent|put) to (?:the|a|its owner's|your|their|my) graveyard\b/g, means: 'put into a graveyard' },
  // Numbers players say where the rules say "or less": "0 toughness", "hit 0 life".
  { pattern: /\b(?:0|zero) toughness\b|\btoughness (?:of )?(?:0|zero)\b/g, means: 'toughness 0 or less' },
  { pattern: /\b(?:0|zero|no|negative) life\b|\blife total (?:of )?(?:0|zero)\b/g, means: '0 or less life' },
  // Conceding is leaving the game (104.3a, 800.4a: what happens to what the player owns).
  { pattern: /\bconced(?:e|es|ed|ing)\b|\bscoop(?:s|ed|ing)?\b/g, means: 'concedes leaves the game' },
  { pattern: /\bat the same time\b|\bsimultaneous\b/g, means: 'simultaneously' },
  // "the turn it came in": summoning sickness asked without the word.
  { pattern: /\b(?:same|the) turn (?:i|you|it|they|he|she) (?:played|cast|came|entered|got|put)\b|\bjust (?:played|cast) (?:it|this|the creature)\b/g, means: 'continuously controlled since most recent turn began' },
  { pattern: /\bkilled each other\b|\b(?:is it|count as|end in) a draw\b|\bdrawn game\b|\bgame (?:is )?a draw\b/g, means: 'game is a draw all players lose simultaneously 0 or less life' },
  // What a player kills is destroyed or dies ("deathtouch didn't kill it"); after "killed
  // each other" above, which is a drawn game.
  { pattern: /\bkill(?:s|ed|ing)?\b/g, means: 'destroy dies' },
  { pattern: /\bhold(?:s|ing)? priority\b/g, means: 'player casts a spell receives priority afterward' },
  { pattern: /\b(?:goes|go|play|plays|playing) first\b|\bon the play\b/g, means: 'starting player skips draw step first turn' },
  { pattern: /\bman-?lands?\b/g, means: 'land becomes a creature' },
  { pattern: /\bbounce[sd]?\b/g, means: "return to owner's hand" },
  { pattern: /\bflicker(?:s|ed)?\b|\bblink(?:s|ed)?\b/g, means: 'exile return to the battlefield new object' },
  { pattern: /\btutor(?:s|ed)?\b/g, means: 'search library for a card' },
  { pattern: /\bboard wipe\b|\bwrath\b/g, means: 'destroy all creatures' },
  { pattern: /\bcmc\b|\bconverted mana cost\b/g, means: 'mana value' },
  { pattern: /\bstack(?:s|ing)? (?:triggers|abilities)\b/g, means: 'put triggered abilities on the stack order' },
  // Zones and the library.
  { pattern: /\bfetch ?lands?\b|\bfetch(?:es|ed|ing)? (?:a |out )?(?:basic )?lands?\b/g, means: 'sacrifice search library for a land card put onto the battlefield' },
  { pattern: /\bdeck(?:ed|s|ing)? (?:out|myself|themselves)\b|\bdecked\b|\bdecking\b/g, means: 'draw a card from a library with no cards in it loses the game' },
  { pattern: /\bself[- ]?mill(?:s|ed|ing)?\b/g, means: 'mill your own library graveyard' },
  { pattern: /\btuck(?:s|ed|ing)?\b/g, means: 'put on the bottom of its owner\'s library' },
  { pattern: /\btop ?deck(?:s|ed|ing)?\b/g, means: 'top card of library draw' },
  { pattern: /\breanimat(?:e|es|ed|ing|ion|or)\b/g, means: 'return creature card from graveyard to the battlefield' },
  { pattern: /\bcantrips?\b/g, means: 'draw a card' },
  // Sacrifice, death, attacks.
  { pattern: /\bsac(?:s|c|ced|cing|ing)?\b(?! outlet)/g, means: 'sacrifice' },
  { pattern: /\bsac(?:rifice)? outlets?\b/g, means: 'sacrifice cost activated ability' },
  { pattern: /\b(?:dies|death) ?triggers?\b/g, means: 'dies triggered ability leaves the battlefield' },
  { pattern: /\bcast triggers?\b/g, means: 'triggered ability when you cast' },
  { pattern: /\bswung\b|\bswing(?:s|ing)?\b/g, means: 'attack' },
  { pattern: /\balpha strike\b/g, means: 'attack with all creatures' },
  { pattern: /\bchump(?:s|ed|ing)?(?: block(?:s|ed|ing)?)?\b/g, means: 'block' },
  { pattern: /\b(?:go|goes|going|hit|hits) (?:to the )?face\b/g, means: 'damage to the player' },
  { pattern: /\bping(?:s|ed|ing)?\b|\bpingers?\b/g, means: 'deals 1 damage' },
  // Timing.
  { pattern: /\binstant[- ]speed\b/g, means: 'any time you could cast an instant' },
  { pattern: /\bsorcery[- ]speed\b/g, means: 'main phase stack is empty' },
  { pattern: /\beot\b/g, means: 'end step' },
  { pattern: /\btapp(?:ed|ing) out\b|\btap(?:s)? out\b/g, means: 'tap lands for mana' },
  // Kinds of effects and cards.
  { pattern: /\bsteal(?:s|ing)?\b|\bstolen\b|\bstole\b|\bthreaten effects?\b/g, means: 'gain control' },
  { pattern: /\bclone(?:s|d)?\b/g, means: 'copy copiable values' },
  { pattern: /\blords?\b|\banthems?\b/g, means: 'other creatures get +1/+1' },
  { pattern: /\bmana dorks?\b|\bmana elf\b|\bdorks?\b/g, means: 'creature mana ability add mana' },
  { pattern: /\bramp(?:s|ed|ing)?\b/g, means: 'additional land mana' },
  { pattern: /\bsweepers?\b|\bboard ?wipes?\b/g, means: 'destroy all creatures' },
  { pattern: /\bhard ?cast(?:s|ing)?\b/g, means: 'cast paying its mana cost' },
  { pattern: /\bshock ?lands?\b/g, means: 'as this land enters pay 2 life enters tapped' },
  { pattern: /\bmv\b/g, means: 'mana value' },
  { pattern: /\bpws?\b|\bwalkers?\b/g, means: 'planeswalker' },
  { pattern: /\bult(?:s|ed|ing)?\b|\bultimate\b/g, means: 'loyalty ability' },
  // A planeswalker's "+1 ability", "minus ability": its loyalty abilities (606).
  { pattern: /(?:\bplus|\bminus|[+-]\d*)\s+(?:loyalty\s+)?abilit(?:y|ies)\b/g, means: 'loyalty ability' },
  { pattern: /\bcommander tax\b/g, means: 'commander cast from the command zone additional {2} each previous time' },
  { pattern: /\blki\b|\blast known info(?:rmation)?\b/g, means: 'last known information' },
  { pattern: /\bvanilla\b/g, means: 'no abilities' },
  { pattern: /\bunblockable\b/g, means: "can't be blocked" },
  { pattern: /\b(?:back ?side|flip ?side)\b/g, means: 'back face' },
  // The rules' own words before the Magic 2010 rules update (2009), still in older questions.
  { pattern: /\b(?:comes?|came|coming) into play\b/g, means: 'enters the battlefield' },
  { pattern: /\b(?:removed? from the game|removed from play)\b/g, means: 'exile' },
  { pattern: /\bin(?:to)? play\b/g, means: 'on the battlefield' },
  { pattern: /\blife ?gain\b/g, means: 'gain life' },
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

/** Whether a folded phrase is, as a whole, a player phrase ("mana burn", "sac outlet"): not a
 *  card's name. A name that only holds one ("Hangarback Walker", "Wrath of God", "Mystical
 *  Tutor") is still a name. */
export function isSlang(folded: string, lang: Lang): boolean {
  return anyOf.get(lang)?.test(folded) !== false && SLANG[lang].some((s) => (folded.match(s.pattern) ?? []).some((m) => m.trim() === folded));
}

/** Replace slang in a folded query by the rules' words. */
export function translateSlang(folded: string, lang: Lang): Translated {
  const found: string[] = [];
  let text = folded;
  // Most queries hold no slang: one test of the union says so. (A pattern's match can only
  // come from the query or from an earlier replacement, so none matching the query means
  // none matches at all.)
  if (!mayHoldSlang(folded, lang)) return { text, found };
  for (const s of SLANG[lang]) {
    s.pattern.lastIndex = 0;
    if (!s.pattern.test(text)) continue;
    text = text.replace(s.pattern, (m) => {
      found.push(m);
      return ` ${s.means} `;
    });
  }
  return { text, found };
}

/** Each language's patterns as one regular expression (every pattern is a whole
 *  alternative, none numbers a group), made on the language's UNION_AFTER-th search: it
 *  takes longer to compile (about 8 ms) than one search's separate tests take to run, so a
 *  command-line search, which searches once, never makes it; a server makes it once. */
const anyOf = new Map<Lang, RegExp>();
const searches = new Map<Lang, number>();
const UNION_AFTER = 4;

function mayHoldSlang(folded: string, lang: Lang): boolean {
  let any = anyOf.get(lang);
  if (!any) {
    const n = (searches.get(lang) ?? 0) + 1;
    searches.set(lang, n);
    if (n < UNION_AFTER) return true;
    anyOf.set(lang, (any = new RegExp(SLANG[lang].map((s) => s.pattern.source).join('|'))));
  }
  return any.test(folded);
}
