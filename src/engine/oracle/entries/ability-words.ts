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

export const ABILITY_WORD_ENTRY: Entry<true> = {
  id: 'line/ability-word',
  wording: 'ABILITY WORD — ability (Landfall, Raid, Morbid… 207.2c: read without the word, which has no rules meaning)',
  parse: abilityWordDash,
  fixtures: [{ text: 'Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: { types: ['Land'], controller: 'you' } }, effects: [{ type: 'modify-pt', objects: { ref: 'self' }, power: 2, toughness: 2 }] }] }],
};
