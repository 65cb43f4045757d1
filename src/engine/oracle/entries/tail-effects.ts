// cov-tail: the long tail of spell and ability sentences, read through general pieces —
// creature tokens of any creature types, colours and artifact-ness ("a 1/1 colorless Thopter
// artifact creature token with flying", "a 3/3 colorless Phyrexian Golem artifact creature
// token"), tapping or untapping every creature of a group ("Untap all creatures you control"),
// damage to each creature of a group ("deals 2 damage to each attacking creature"), the
// controller's own sacrifice ("sacrifice a creature", 701.21a) and "untap up to N lands".
import { quotedAbilities } from '../quoted.ts';
import type { Color, Effect, Keyword } from '../ast.ts';
import { permanentFilter } from '../filter-grammar.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, many1, map, oneOf, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import { color, count, creatureTypeWord, keyword, ptFigure } from '../phrases.ts';
import { permanentTarget, spellTarget } from '../target-grammar.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
const ability = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'triggered', effects }] });

/** "colorless", "red", "red and white", "white, blue, and black" (105.2). */
const tokenColors: Parser<Color[]> = alt<Color[]>(
  map(lit('colorless'), () => []),
  map(seq(color, opt(seq(lit('and'), color))), ([a, b]) => (b ? [a, b[1]] : [a])),
  map(seq(color, lit(','), sepBy1(color, lit(',')), lit(', and'), color), ([a, , list, , last]) => [a, ...list, last]),
);
/** "with flying", "with flying and deathtouch", "with flying, vigilance, and lifelink" (111.4). */
const withKeywords: Parser<Keyword[]> = alt<Keyword[]>(
  map(seq(lit('with'), keyword, opt(seq(lit('and'), keyword))), ([, a, b]) => (b ? [a, b[1]] : [a])),
  map(seq(lit('with'), keyword, lit(','), sepBy1(keyword, lit(',')), lit(', and'), keyword), ([, a, , list, , last]) => [a, ...list, last]),
);

type Sacrificed = Extract<Effect, { type: 'edict' }>['cardType'];
const sacrificed = oneOf<Sacrificed>(
  (['creature', 'artifact', 'enchantment', 'land', 'permanent'] as const).flatMap((w) => {
    const type = (w[0]!.toUpperCase() + w.slice(1)) as Sacrificed;
    return [[w, type], [`${w}s`, type]] as Array<[string, Sacrificed]>;
  }),
);

/** The token's quoted abilities: 'with "…"' or a next sentence 'It has "…"' / 'They have "…"' (113.1a). */
const grantedQuoted = alt(
  map(seq(lit('with'), quotedAbilities), ([, q]) => q),
  map(seq(lit('.'), alt(lit('it has'), lit('they have')), quotedAbilities), ([, , q]) => q),
);

export const TAIL_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/create-token-types',
    wording: 'Create N N/N COLOR[S] TYPE [TYPE…] [artifact] creature token(s) [with KEYWORD…] [with "ABILITY" / . It has (They have) "ABILITY"]',
    parse: map(
      seq(lit('create'), count, ptFigure, tokenColors, many1(creatureTypeWord), opt(lit('artifact')), lit('creature'), alt(lit('token'), lit('tokens')), opt(withKeywords), opt(grantedQuoted)),
      ([, n, pt, colors, types, artifact, , , keywords, quoted]) => [{
        type: 'create-token', count: n, power: pt.power, toughness: pt.toughness, color: colors[0] ?? 'colorless', subtype: types.join(' '),
        ...(colors.length > 1 ? { colors } : {}), ...(keywords ? { keywords } : {}), ...(artifact !== undefined ? { artifact: true as const } : {}), ...(quoted ? { abilities: quoted } : {}),
      }],
    ),
    fixtures: [
      ability('When this creature enters, create a 1/1 colorless Thopter artifact creature token with flying.', { type: 'create-token', count: 1, power: 1, toughness: 1, color: 'colorless', subtype: 'Thopter', keywords: ['flying'], artifact: true }),
      ability('When this creature enters, create a 3/3 colorless Phyrexian Golem artifact creature token.', { type: 'create-token', subtype: 'Phyrexian Golem', artifact: true }),
      ability('When this creature enters, create two 1/1 colorless Eldrazi Scion creature tokens. They have "Sacrifice this token: Add {C}."', { type: 'create-token', count: 2, subtype: 'Eldrazi Scion', abilities: [{ kind: 'activated', costs: [{ type: 'sacrifice-self' }], isManaAbility: true, text: 'Sacrifice this token: Add {C}.' }] }),
      spell('Create two 1/1 red and white Human Soldier creature tokens.', { type: 'create-token', count: 2, subtype: 'Human Soldier', color: 'red', colors: ['red', 'white'] }),
    ],
  },
  {
    id: 'effect/sacrifice-yours',
    wording: 'Sacrifice N creatures (artifacts, lands, permanents…) — the controller chooses which (701.21a)',
    parse: map(seq(lit('sacrifice'), count, sacrificed), ([, n, cardType]) => [{ type: 'edict', who: 'you', amount: n, cardType }]),
    fixtures: [
      ability('When this creature enters, sacrifice a creature.', { type: 'edict', who: 'you', amount: 1, cardType: 'Creature' }),
      { text: 'At the beginning of your upkeep, sacrifice two lands.', abilities: [{ kind: 'triggered', effects: [{ type: 'edict', who: 'you', amount: 2, cardType: 'Land' }] }] },
    ],
  },
  {
    id: 'effect/untap-up-to',
    wording: 'Untap up to N lands (creatures) — chosen as it resolves, no targets',
    parse: map(seq(lit('untap up to'), count, oneOf<'Land' | 'Creature'>([['lands', 'Land'], ['land', 'Land'], ['creatures', 'Creature'], ['creature', 'Creature']])), ([, n, cardType]) => [{ type: 'untap-up-to', count: n, cardType }]),
    fixtures: [ability('When this creature enters, untap up to five lands.', { type: 'untap-up-to', count: 5, cardType: 'Land' })],
  },
  {
    id: 'effect/to-library',
    wording: "Put target creature (permanent…) on top of its owner's library / into its owner's library second (third) from the top",
    parse: alt<Effect[]>(
      map(seq(lit('put'), permanentTarget, lit("on top of its owner's library")), ([, target]) => [{ type: 'to-library', target, position: 1 }]),
      map(seq(lit('put'), permanentTarget, lit("into its owner's library"), oneOf([['second', 2], ['third', 3]]), lit('from the top')), ([, target, , position]) => [{ type: 'to-library', target, position }]),
    ),
    fixtures: [
      spell("Put target creature on top of its owner's library.", { type: 'to-library', target: { object: { types: ['Creature'] } }, position: 1 }),
      spell("Put target creature into its owner's library second from the top.", { type: 'to-library', target: { object: { types: ['Creature'] } }, position: 2 }),
    ],
  },
  {
    id: 'effect/dig',
    wording: 'Look at the top N cards of your library. Put M of them into your hand and the rest into your graveyard (on the bottom of your library in any order)',
    parse: map(
      seq(lit('look at the top'), count, lit('cards of your library . put'), count, lit('of them into your hand and the rest'), alt<'graveyard' | 'bottom'>(map(lit('into your graveyard'), () => 'graveyard'), map(lit('on the bottom of your library in any order'), () => 'bottom'))),
      ([, look, , take, , rest]) => (take < look ? [{ type: 'dig', look, take, rest }] : null),
    ),
    fixtures: [
      spell('Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard.', { type: 'dig', look: 3, take: 1, rest: 'graveyard' }),
      spell('Look at the top two cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.', { type: 'dig', look: 2, take: 1, rest: 'bottom' }),
    ],
  },
  {
    id: 'effect/counter-then-mill',
    wording: 'Counter target spell. Its controller mills N cards.',
    parse: map(seq(lit('counter'), spellTarget, lit('. its controller mills'), count, alt(lit('card'), lit('cards'))), ([, target, , n]) => [{ type: 'counter-spell', target, controllerMills: n }]),
    fixtures: [spell('Counter target spell. Its controller mills three cards.', { type: 'counter-spell', target: { object: { spell: true } }, controllerMills: 3 })],
  },
];
