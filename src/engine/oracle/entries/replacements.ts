// Replacement effects as whole lines (614.1): "If … would …, … instead", "As this land enters,
// you may pay 2 life…", and the leaves-the-battlefield ability that returns its own card
// ("When this Aura is put into a graveyard from the battlefield, return it to its owner's
// hand."). The game applies them through game/replacement/.
import { REPLACEMENT_SPEC_LINES } from './replacement-specs.ts';
import type { AbilityBody, EntersUnless } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import { count, counterKind, counterWord, self } from '../phrases.ts';
import { permanentFilter } from '../filter-grammar.ts';
import type { Filter } from '../vocabulary.ts';
import { tokenCreated } from '../token-grammar.ts';
import { abilityEffects } from './lines.ts';
import { condition } from '../condition-grammar.ts';

const period = opt(lit('.'));
/** A group of the controller's own permanents other than this one entering with more counters (614.1c): only "you control" groups, whose
 *  description reads nothing but the entering permanent itself. */
function entersWith(filter: Filter, counter: Extract<AbilityBody, { with: 'counters' }>['counter'], count: number): AbilityBody[] | null {
  if (filter.controller !== 'you' || JSON.stringify(filter).includes('"ref"')) return null;
  return one({ kind: 'replacement', replaces: 'enter', with: 'counters', filter, counter, count });
}
const one = (body: AbilityBody): AbilityBody[] => [body];
/** "create a 2/2 black Zombie creature token": a described token with a fixed number, power and toughness (the replacement makes it outside any resolution). */
const createToken = map(seq(lit('create'), tokenCreated), ([, made]) => ('colors' in made.token && typeof made.amount === 'number' && (made.token.power === undefined || typeof made.token.power === 'number') && !made.tapped ? made : null));

/** "If a nontoken creature an opponent controls would die, instead exile that card and create a 2/2 black Zombie creature token." */
const qualifiedDies = map(
  seq(
    lit('if a'), opt(lit('nontoken')), lit('creature'), opt(lit('an opponent controls')), lit('would die ,'),
    alt(map(seq(lit('exile it instead'), period), () => undefined), map(seq(lit('instead exile that card'), opt(seq(lit('and'), createToken)), period), ([, token]) => token?.[1])),
  ),
  ([, nontoken, , opponents, , token]): AbilityBody[] | null => {
    const made = token ?? undefined;
    // Without a qualifier or a token this is "If a creature would die, exile it instead." (lines.ts).
    if (nontoken === undefined && opponents === undefined && !made) return null;
    return one({ kind: 'replacement', replaces: 'dies', with: 'exile', scope: 'any-creature', ...(nontoken !== undefined ? { nontoken: true } : {}), ...(opponents !== undefined ? { opponents: true } : {}), ...(made ? { token: made } : {}) });
  },
);

const basicType = oneOf<string>([['plains', 'Plains'], ['island', 'Island'], ['swamp', 'Swamp'], ['mountain', 'Mountain'], ['forest', 'Forest']]);
const aBasic = map(seq(alt(lit('a'), lit('an')), basicType), ([, t]) => t);
/** What lets a land enter untapped (the part after "enters tapped unless"). */
const enteringCondition: Parser<EntersUnless> = alt<EntersUnless>(
  map(seq(lit('you control'), aBasic, opt(seq(lit('or'), aBasic))), ([, a, b]) => ({ controls: { subtypes: b ? [a, b[1]] : [a] } })),
  map(lit('you control a basic land'), () => ({ controls: { basic: true } })),
  map(seq(lit('you control'), count, lit('or more basic lands')), ([, n]) => ({ controls: { basic: true, atLeast: n } })),
  map(seq(lit('you control'), count, alt(map(lit('or fewer'), () => 'atMost' as const), map(lit('or more'), () => 'atLeast' as const)), lit('other lands')), ([, n, which]) => ({ controls: { other: true, [which]: n } })),
  map(seq(lit('a player has'), count, lit('or less life')), ([, n]) => ({ aPlayerLifeAtMost: n })),
  map(seq(lit('you have'), count, lit('or more opponents')), ([, n]) => ({ opponentsAtLeast: n })),
  map(seq(lit('your opponents control'), count, lit('or more lands')), ([, n]) => ({ opponentsControlLandsAtLeast: n })),
  // Any other condition the one "if" phrase reads (condition-grammar.ts): "unless you control a legendary creature".
  map(condition, (c) => ({ if: c })),
);

const enteringKind = oneOf<'Creature' | 'Artifact' | 'Land' | 'nonbasic Land' | 'Permanent'>([['creatures', 'Creature'], ['artifacts', 'Artifact'], ['nonbasic lands', 'nonbasic Land'], ['lands', 'Land'], ['permanents', 'Permanent']]);

export const REPLACEMENT_LINES: Entry<AbilityBody[]>[] = [
  ...REPLACEMENT_SPEC_LINES,
  {
    id: 'line/would-die-qualified',
    wording: 'If a [nontoken] creature [an opponent controls] would die, exile it instead / instead exile that card [and create a TOKEN]',
    parse: qualifiedDies,
    fixtures: [
      line('If a nontoken creature an opponent controls would die, instead exile that card and create a 2/2 black Zombie creature token.', { kind: 'replacement', replaces: 'dies', nontoken: true, opponents: true, token: { type: 'create-token', amount: 1, token: { subtypes: ['Zombie'], power: 2, colors: ['black'] } } }),
      line('If a creature an opponent controls would die, exile it instead.', { kind: 'replacement', replaces: 'dies', opponents: true }),
    ],
  },
  {
    id: 'line/damaged-by-self-would-die',
    wording: 'If a creature dealt damage by CARDNAME this turn would die, exile it instead.',
    parse: map(seq(lit('if a creature dealt damage by'), self, lit('this turn would die , exile it instead'), period), () => one({ kind: 'replacement', replaces: 'dies', with: 'exile', scope: 'any-creature', damagedBySelf: true })),
    fixtures: [line('If a creature dealt damage by this creature this turn would die, exile it instead.', { kind: 'replacement', replaces: 'dies', damagedBySelf: true })],
  },
  {
    id: 'line/graveyard-from-anywhere',
    wording: "If CARDNAME (a card or token) would be put into a graveyard from anywhere, exile it instead; If CARDNAME would be put into a graveyard from anywhere, reveal CARDNAME and shuffle it into its owner's library instead (614.1a, 701.24a)",
    parse: alt(
      map(seq(lit('if'), self, lit('would be put into a graveyard from anywhere , reveal'), self, lit("and shuffle it into its owner's library instead"), period), () => one({ kind: 'replacement', replaces: 'graveyard', with: 'shuffle', scope: 'self' })),
      map(seq(lit('if'), self, lit('would be put into a graveyard from anywhere , exile it instead'), period), () => one({ kind: 'replacement', replaces: 'graveyard', with: 'exile', scope: 'self' })),
      map(seq(lit('if a card or token would be put into a graveyard from anywhere , exile it instead'), period), () => one({ kind: 'replacement', replaces: 'graveyard', with: 'exile', scope: 'any-card' })),
      // "a card" is never a token (111.1); "an opponent's graveyard": a card an opponent owns goes only to its owner's (404.1).
      map(seq(lit('if'), alt(map(lit('a card'), () => undefined), map(lit('an instant or sorcery card'), (): string[] => ['Instant', 'Sorcery'])), lit('would be put into'), alt(map(lit('a graveyard'), () => undefined), map(lit("an opponent's graveyard"), () => 'opponent' as const)), lit('from anywhere , exile it instead'), period), ([, types, , owner]) =>
        one({ kind: 'replacement', replaces: 'graveyard', with: 'exile', scope: 'any-card', which: { token: false, ...(types ? { types } : {}), ...(owner ? { owner } : {}) } }),
      ),
    ),
    fixtures: [
      line('If Test Card would be put into a graveyard from anywhere, exile it instead.', { kind: 'replacement', replaces: 'graveyard', scope: 'self' }),
      line("If Test Card would be put into a graveyard from anywhere, reveal Test Card and shuffle it into its owner's library instead.", { kind: 'replacement', replaces: 'graveyard', with: 'shuffle', scope: 'self' }),
      line('If a card or token would be put into a graveyard from anywhere, exile it instead.', { kind: 'replacement', replaces: 'graveyard', scope: 'any-card' }),
      line("If a card would be put into an opponent's graveyard from anywhere, exile it instead.", { kind: 'replacement', replaces: 'graveyard', scope: 'any-card', which: { token: false, owner: 'opponent' } }),
      line('If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead.', { kind: 'replacement', replaces: 'graveyard', scope: 'any-card', which: { token: false, types: ['Instant', 'Sorcery'] } }),
    ],
  },
  {
    id: 'line/others-enter-tapped',
    wording: 'Creatures (artifacts, lands, nonbasic lands, permanents) [your opponents control] enter tapped.',
    parse: map(seq(sepBy1(enteringKind, alt(lit(','), lit(', and'), lit('and'))), opt(lit('your opponents control')), lit('enter tapped'), period), ([kinds, opponents]) => one({ kind: 'replacement', replaces: 'enter', with: 'tapped', kinds, opponents: opponents !== undefined })),
    fixtures: [
      line('Creatures your opponents control enter tapped.', { kind: 'replacement', replaces: 'enter', kinds: ['Creature'], opponents: true }),
      line('Artifacts, creatures, and lands your opponents control enter tapped.', { kind: 'replacement', replaces: 'enter', kinds: ['Artifact', 'Creature', 'Land'], opponents: true }),
      line('Creatures and nonbasic lands your opponents control enter tapped.', { kind: 'replacement', kinds: ['Creature', 'nonbasic Land'] }),
    ],
  },
  {
    id: 'line/others-enter-with-counters',
    wording: 'Each [other] FILTER you control enters (FILTERs you control enter) with an additional [N] KIND counter(s) on it (on them) (614.1c)',
    parse: alt(
      map(seq(lit('each'), permanentFilter.one, lit('enters with an additional'), opt(count), counterKind, counterWord, lit('on it'), period), ([, filter, , n, counter]) => entersWith(filter, counter, n ?? 1)),
      map(seq(permanentFilter.many, lit('enter with an additional'), opt(count), counterKind, counterWord, lit('on them'), period), ([filter, , n, counter]) => entersWith(filter, counter, n ?? 1)),
    ),
    fixtures: [
      // Arlinn, Voice of the Pack; Bramblewood Paragon; Oath of Gideon; Bard Class.
      line("Each creature you control that's a Wolf or a Werewolf enters with an additional +1/+1 counter on it.", { kind: 'replacement', replaces: 'enter', with: 'counters', counter: '+1/+1', count: 1 }),
      line('Each other Warrior creature you control enters with an additional +1/+1 counter on it.', { kind: 'replacement', replaces: 'enter', with: 'counters', filter: { other: true, subtypes: ['Warrior'], types: ['Creature'], controller: 'you' }, counter: '+1/+1', count: 1 }),
      line('Each planeswalker you control enters with an additional loyalty counter on it.', { kind: 'replacement', with: 'counters', counter: 'loyalty' }),
      line('Legendary creatures you control enter with an additional +1/+1 counter on them.', { kind: 'replacement', with: 'counters', filter: { supertypes: ['Legendary'], types: ['Creature'], controller: 'you' } }),
    ],
  },
  {
    id: 'line/prevent-damage-to-self',
    wording: 'Prevent all [combat] damage that would be dealt to CARDNAME.',
    parse: map(seq(lit('prevent all'), opt(lit('combat')), lit('damage that would be dealt to'), self, period), ([, combat]) => one({ kind: 'replacement', replaces: 'damage', with: 'prevent', combatOnly: combat !== undefined })),
    fixtures: [line('Prevent all combat damage that would be dealt to this creature.', { kind: 'replacement', replaces: 'damage', with: 'prevent', combatOnly: true })],
  },
  {
    id: 'line/enters-tapped-unless',
    wording: 'CARDNAME enters tapped unless you control a BASIC-TYPE [or a BASIC-TYPE] / a basic land / two or more basic lands / two or fewer (two or more) other lands, unless a player has N or less life, unless you have two or more opponents, unless your opponents control N or more lands, unless CONDITION (any condition of the "if" phrase)',
    parse: map(seq(self, lit('enters tapped unless'), enteringCondition, period), ([, , unless]) => one({ kind: 'etb-tapped', unless })),
    fixtures: [
      line('This land enters tapped unless you control a Forest or an Island.', { kind: 'etb-tapped', unless: { controls: { subtypes: ['Forest', 'Island'] } } }),
      line('This land enters tapped unless you control two or fewer other lands.', { kind: 'etb-tapped', unless: { controls: { other: true, atMost: 2 } } }),
      line('This land enters tapped unless a player has 13 or less life.', { kind: 'etb-tapped', unless: { aPlayerLifeAtMost: 13 } }),
      // The Lord of the Rings lands: the one "if" phrase, judged without the land itself (614.12).
      line('This land enters tapped unless you control a legendary creature.', { kind: 'etb-tapped', unless: { if: { kind: 'controls', who: 'you', filter: { supertypes: ['Legendary'], types: ['Creature'] }, atLeast: 1 } } }),
    ],
  },
  {
    id: 'line/pay-life-or-enters-tapped',
    wording: "As CARDNAME enters, you may pay N life. If you don't, it enters tapped.",
    parse: map(seq(lit('as'), self, lit('enters , you may pay'), count, lit("life . if you don't , it enters tapped"), period), ([, , , life]) => one({ kind: 'etb-pay-life-or-tapped', life })),
    fixtures: [line("As this land enters, you may pay 2 life. If you don't, it enters tapped.", { kind: 'etb-pay-life-or-tapped', life: 2 })],
  },
  {
    id: 'line/return-to-hand-from-graveyard',
    wording: "When CARDNAME is put into a graveyard from the battlefield, return it to its owner's hand.",
    parse: map(seq(lit('when'), self, lit('is put into a graveyard from the battlefield , return'), alt(lit('it'), self), lit("to its owner's hand"), period), () => one({ kind: 'triggered', trigger: { on: 'put-into-graveyard', object: 'self' }, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'hand' }] })),
    fixtures: [line("When this Aura is put into a graveyard from the battlefield, return it to its owner's hand.", { kind: 'triggered', trigger: { on: 'put-into-graveyard', object: 'self' }, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'hand' }] })],
  },
];
