// Ability words (207.2c): an italic word before "—" that ties similar abilities together and
// has no rules meaning. The line is read without it ("Landfall — Whenever a land you control
// enters, …" is the triggered ability after the dash). Only the words rule 207.2c lists are
// read this way: other words before a dash (keywords with costs, Saga chapters, "Choose one —")
// do have a meaning and are left to their own entries.
import type { AbilityBody } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { lit, map, oneOf, seq, type Parser } from '../grammar.ts';

/** The ability words of rule 207.2c (en-2026-08-07), in its order. */
export const ABILITY_WORDS = [
  'adamant', 'addendum', 'alliance', 'battalion', 'bloodrush', 'celebration', 'channel', 'chroma', 'cohort', 'constellation', 'converge', "council's dilemma",
  'coven', 'delirium', 'descend 4', 'descend 8', 'disappear', 'domain', 'eerie', 'eminence', 'enrage', 'fateful hour', 'fathomless descent', 'ferocious', 'flurry',
  'formidable', 'grandeur', 'hellbent', 'heroic', 'imprint', 'infusion', 'inspired', 'join forces', 'kinship', 'landfall', 'lieutenant', 'magecraft', 'metalcraft',
  'morbid', 'opus', 'pack tactics', 'paradox', 'parley', 'radiance', 'raid', 'rally', 'renew', 'repartee', 'revolt', 'secret council', 'spell mastery', 'strive',
  'survival', 'sweep', 'tempting offer', 'threshold', 'undergrowth', 'valiant', 'vivid', 'void', 'will of the council',
] as const;

const abilityWordDash: Parser<true> = map(seq(oneOf(ABILITY_WORDS.map((w) => [w, true] as const)), lit('—')), () => true);

/** "ABILITY WORD — LINE": the line read by `line`, the label dropped. */
export function withAbilityWord(line: Parser<AbilityBody[]>): Parser<AbilityBody[]> {
  return map(seq(abilityWordDash, line), ([, bodies]) => bodies);
}

/**
 * Words before a dash that do have a rules meaning, so they are never flavor words: "Choose one —"
 * (700.2), Saga chapter numbers (714.2), and the keywords written with a dash — exhaust (702.177),
 * max speed (702.178), boast (702.142), forecast (702.57), companion (702.139), case's "To solve" /
 * "Solved" (719), an Attraction's "Visit", power-up, prize, gotcha, jump — and "corrupted", an
 * ability word the Comprehensive Rules don't list.
 */
const NOT_FLAVOR: ReadonlySet<string> = new Set([
  'choose', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'exhaust', 'max speed', 'boast', 'forecast', 'companion', 'to solve', 'solved', 'visit', 'power-up', 'prize',
  'gotcha', 'jump', 'corrupted', 'will of the planeswalkers', ...ABILITY_WORDS,
]);
/** Keywords whose cost follows a dash ("Flashback—Tap three untapped white creatures you control", "Cumulative upkeep—Add {R}"): a first word that is one of them is never a flavor word. */
const DASH_KEYWORDS: ReadonlySet<string> = new Set([
  'ward', 'escape', 'cumulative', 'partner', 'flashback', 'kicker', 'multikicker', 'equip', 'morph', 'megamorph', 'disguise', 'buyback', 'suspend', 'evoke', 'splice', 'echo',
  'replicate', 'entwine', 'escalate', 'cycling', 'madness', 'squad', 'blitz', 'eternalize', 'embalm', 'reinforce', 'modular', 'bestow', 'freerunning', 'recover', 'reconfigure',
  'unearth', 'warp', 'dash', 'disturb', 'emerge', 'encore', 'ninjutsu', 'prowl', 'surge', 'spectacle', 'plot', 'level', 'fading', 'vanishing', 'aura', 'enchant', 'craft', 'offspring',
]);
const FLAVOR_WORDS_MAX = 6;

/** Flavor words (207.2d): a few words before "—" at the start of an ability, with no rules meaning ("Acid Breath — When this creature enters, …"). */
const flavorWordDash: Parser<true> = (ts, at) => {
  const end = Math.min(ts.length, at + FLAVOR_WORDS_MAX + 1);
  for (let i = at; i < end; i++) {
    const t = ts[i]!;
    if (t.raw === '—') {
      const words = ts.slice(at, i).map((w) => w.raw);
      return words.length && !NOT_FLAVOR.has(words.join(' ')) && !DASH_KEYWORDS.has(words[0]!) && !words.some((w) => w === 'choose' || w === 'chooses') ? [{ value: true, next: i + 1 }] : [];
    }
    if (t.k !== 'word') return [];
  }
  return [];
};

/** "FLAVOR WORDS — LINE" (207.2d): the line read by `line`, the words dropped. */
export function withFlavorWord(line: Parser<AbilityBody[]>): Parser<AbilityBody[]> {
  return map(seq(flavorWordDash, line), ([, bodies]) => bodies);
}

export const ABILITY_WORD_ENTRY: Entry<true> = {
  id: 'line/ability-word',
  wording: 'ABILITY WORD — ability (Landfall, Raid, Morbid… 207.2c: read without the word, which has no rules meaning)',
  parse: abilityWordDash,
  fixtures: [{ text: 'Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: { types: ['Land'], controller: 'you' } }, effects: [{ type: 'modify-pt', objects: { ref: 'self' }, power: 2, toughness: 2 }] }] }],
};

export const FLAVOR_WORD_ENTRY: Entry<true> = {
  id: 'line/flavor-word',
  wording: 'FLAVOR WORDS — ability (Acid Breath, Psychic Blades… 207.2d: read without the words, which have no rules meaning; not "Choose one", a Saga chapter or a keyword written with a dash)',
  parse: flavorWordDash,
  fixtures: [
    { text: 'Acid Breath — When this creature enters, target creature an opponent controls gets -3/-3 until end of turn.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'modify-pt', power: -3, toughness: -3 }] }] },
    { text: 'Psychic Blades — {1}{B}: Creatures you control get +1/+0 and gain menace until end of turn.', abilities: [{ kind: 'activated', costs: [{ type: 'mana', symbols: ['1', 'B'] }] }] },
  ],
};
