// The one "if" phrase: a condition of Oracle text → `Condition` (vocabulary.ts), read the same
// wherever a condition stands — a triggered ability's intervening "if" (603.4: "When this
// creature enters, if you control another Spirit, …") and an instruction's own "If you control a
// Wizard, draw a card." (608.2c: checked as the instruction is carried out). game/triggers/
// conditions.ts `holds` reads them from the game.
//
// What is read: who controls what ("you control a / another / N or more / no FILTER", "an
// opponent controls …"), the controller against opponents ("an opponent controls more lands than
// you", "you have more life than each opponent"), a player's life, hand and graveyard against a number, the turn, what
// happened this turn ("a creature died", "you attacked", "you gained [N or more] life"), and the
// source's status ("this creature is tapped"). Anything else is refused, never guessed.
import { alt, lit, map, oneOf, seq, type Parser } from './grammar.ts';
import { cardFilter, permanentFilter, spellFilter } from './filter-grammar.ts';
import { color, count, counterKind, manaCost, self } from './phrases.ts';
import type { Amount, Condition, Filter, PlayerFilter, PlayerRef } from './vocabulary.ts';
import type { Color } from './ast.ts';

const YOU = { ref: 'you' } as const;
const atLeast = (amount: Amount, n: number): Condition => ({ kind: 'compare', amount, op: '>=', value: n });

/** "a Wizard", "another Spirit", "two or more artifacts", "no untapped lands", "exactly two creatures". */
const controlled: Parser<{ filter: Filter; atLeast?: number; atMost?: number }> = alt(
  map(seq(alt(lit('a'), lit('an')), permanentFilter.one), ([, filter]) => ({ filter, atLeast: 1 })),
  map(seq(lit('another'), permanentFilter.one), ([, filter]) => ({ filter: { ...filter, other: true as const }, atLeast: 1 })),
  map(seq(count, lit('or more'), permanentFilter.many), ([n, , filter]) => (n > 1 ? { filter, atLeast: n } : null)),
  map(seq(count, lit('or fewer'), permanentFilter.many), ([n, , filter]) => ({ filter, atLeast: 0, atMost: n })),
  map(seq(lit('exactly'), count, alt(permanentFilter.one, permanentFilter.many)), ([, n, filter]) => ({ filter, atLeast: n, atMost: n })),
  map(seq(lit('no'), permanentFilter.many), ([, filter]) => ({ filter, atLeast: 0, atMost: 0 })),
  map(seq(lit('no'), permanentFilter.one), ([, filter]) => ({ filter, atLeast: 0, atMost: 0 })),
);

const controller: Parser<PlayerFilter> = alt<PlayerFilter>(map(lit('you control'), () => 'you'), map(lit('an opponent controls'), () => 'opponent'));

/** "you control …": the filter's own controller words would say it twice, so a filter that names one is refused. */
const controls: Parser<Condition> = alt<Condition>(
  map(seq(controller, controlled), ([who, c]) => (c.filter.controller ? null : { kind: 'controls', who, ...c })),
  // "you don't control a Food", "you don't control a creature named Mowu": the same count as "you control no …".
  map(seq(lit("you don't control"), alt(lit('a'), lit('an')), permanentFilter.one), ([, , filter]) => (filter.controller ? null : { kind: 'controls', who: 'you', filter, atLeast: 0, atMost: 0 })),
);

/** A player's life, hand or graveyard against a number. */
const lifeOrCards: Parser<Condition> = alt<Condition>(
  map(seq(lit('you have'), count, lit('or more life')), ([, n]) => atLeast({ of: 'player', stat: 'life', player: YOU }, n)),
  map(seq(lit('you have'), count, alt(lit('or less life'), lit('or fewer life'))), ([, n]) => ({ kind: 'compare', amount: { of: 'player', stat: 'life', player: YOU }, op: '<=', value: n })),
  map(lit('you have no cards in hand'), () => ({ kind: 'compare', amount: { of: 'player', stat: 'hand', player: YOU }, op: '==', value: 0 })),
  map(seq(lit('you have'), count, lit('or more cards in hand')), ([, n]) => atLeast({ of: 'player', stat: 'hand', player: YOU }, n)),
  map(seq(lit('there are'), count, lit('or more cards in your graveyard')), ([, n]) => atLeast({ of: 'player', stat: 'graveyard', player: YOU }, n)),
  map(lit('there are no cards in your graveyard'), () => ({ kind: 'compare', amount: { of: 'player', stat: 'graveyard', player: YOU }, op: '==', value: 0 })),
  // "there is a land card in your graveyard", "there's a Lesson card in your graveyard": one card the filter describes.
  map(seq(alt(lit('there is a'), lit('there is an'), lit("there's a"), lit("there's an")), cardFilter.one), ([, f]) => (f.zone === 'graveyard' && f.owner === 'you' ? atLeast({ of: 'count', filter: f }, 1) : null)),
  // "a Warrior card is in your graveyard", "an instant card and a sorcery card are in your graveyard" (the same count, said the other way round).
  map(seq(alt(lit('a'), lit('an')), cardFilter.one, lit('is in your graveyard')), ([, f]) => (f.zone === undefined ? atLeast({ of: 'count', filter: { ...f, zone: 'graveyard', owner: 'you' } }, 1) : null)),
  map(seq(alt(lit('a'), lit('an')), cardFilter.one, lit('and'), alt(lit('a'), lit('an')), cardFilter.one, lit('are in your graveyard')), ([, f, , , g]): Condition | null =>
    f.zone === undefined && g.zone === undefined ? { kind: 'all', conditions: [f, g].map((x) => atLeast({ of: 'count', filter: { ...x, zone: 'graveyard', owner: 'you' } }, 1)) } : null),
  // "if that player has one or fewer cards in hand" (the player the trigger's event names: Davriel, Rogue Shadowmage; Black Vise's kin), "you have two or fewer cards in hand".
  map(seq(alt<PlayerRef>(map(lit('that player has'), () => ({ ref: 'event-player' })), map(lit('you have'), () => YOU)), count, alt(lit('or fewer cards in hand'), lit('or less cards in hand'))), ([player, n]) => ({ kind: 'compare', amount: { of: 'player', stat: 'hand', player }, op: '<=', value: n })),
  map(seq(lit('that player has'), count, lit('or more cards in hand')), ([, n]) => atLeast({ of: 'player', stat: 'hand', player: { ref: 'event-player' } }, n)),
  map(seq(lit('you have exactly'), count, alt(lit('cards in hand'), lit('card in hand'))), ([, n]) => ({ kind: 'compare', amount: { of: 'player', stat: 'hand', player: YOU }, op: '==', value: n })),
  // "you have fewer than three cards in hand".
  map(seq(lit('you have fewer than'), count, lit('cards in hand')), ([, n]) => ({ kind: 'compare', amount: { of: 'player', stat: 'hand', player: YOU }, op: '<', value: n })),
  // "there are N or more creature cards in your graveyard": a count of the cards the filter describes.
  map(seq(lit('there are'), count, lit('or more'), cardFilter.many), ([, n, , f]) => (f.zone === 'graveyard' && f.owner === 'you' && Object.keys(f).length > 2 ? atLeast({ of: 'count', filter: f }, n) : null)),
  // Delirium (207.2c): "there are four or more card types among cards in your graveyard" (205.2a: card types only).
  map(seq(lit('there are'), count, lit('or more card types among cards in your graveyard')), ([, n]) => atLeast({ of: 'distinct', stat: 'card-types', among: { zone: 'graveyard', owner: 'you' } }, n)),
  // "X is 5 or more" (107.3: the X announced for the spell, or an enters trigger's, 107.3m).
  map(seq(lit('x is'), count, lit('or more')), ([, n]) => atLeast({ of: 'X' }, n)),
);

/**
 * An opponent's life, poison counters, hand or life lost this turn against a number (102.2: some one opponent): "an opponent
 * has 10 or less life" is the least among opponents, "an opponent has three or more poison counters" the most among them.
 */
const OPPONENTS = 'opponent' as const;
const anOpponent: Parser<Condition> = alt<Condition>(
  map(seq(lit('an opponent has'), count, alt(lit('or less life'), lit('or fewer life'))), ([, n]) => ({ kind: 'compare', amount: { of: 'most-among-players', stat: 'life', players: OPPONENTS, least: true }, op: '<=', value: n })),
  map(seq(lit('an opponent has'), count, lit('or more poison counters')), ([, n]) => atLeast({ of: 'most-among-players', stat: 'poison', players: OPPONENTS }, n)),
  map(seq(lit('an opponent has'), count, lit('or more cards in hand')), ([, n]) => atLeast({ of: 'most-among-players', stat: 'hand', players: OPPONENTS }, n)),
  map(lit('an opponent lost life this turn'), () => atLeast({ of: 'most-among-players', stat: 'life-lost-this-turn', players: OPPONENTS }, 1)),
);

/** "creatures you control have total power 8 or greater" (formidable, 207.2c): the sum of the power of the permanents the filter describes, as they are now. */
const total: Parser<Condition> = map(
  seq(permanentFilter.many, lit('have total'), alt(map(lit('power'), () => 'power' as const), map(lit('toughness'), () => 'toughness' as const)), count, lit('or greater')),
  ([among, , stat, n]) => atLeast({ of: 'total', stat, among }, n),
);
/** "you control three or more creatures with different powers" (coven, 207.2c): how many different powers they have. */
const differentPowers: Parser<Condition> = map(
  seq(lit('you control'), count, lit('or more'), permanentFilter.many, lit('with different powers')),
  ([, n, , among]) => (among.controller ? null : atLeast({ of: 'distinct', stat: 'power', among: { ...among, controller: 'you' } }, n)),
);

/**
 * Against opponents: "an opponent controls more lands than you", "you control fewer creatures than an opponent", "you
 * have more life than an opponent", "you have more cards in hand than each opponent", "an opponent has more life than you".
 */
type Measure = Extract<Condition, { kind: 'versus-opponents' }>['measure'];
const moreOrFewer = alt(map(lit('more'), () => 'more' as const), map(alt(lit('fewer'), lit('less')), () => 'fewer' as const));
const uncontrolled = map(permanentFilter.many, (filter): Measure | null => (filter.controller ? null : { controls: filter }));
const lifeOrHand = alt<Measure>(map(lit('life'), () => ({ stat: 'life' })), map(lit('cards in hand'), () => ({ stat: 'hand' })));
const opponents = alt(map(lit('than an opponent'), () => 'an' as const), map(lit('than each opponent'), () => 'each' as const));
const flip = (w: 'more' | 'fewer'): 'more' | 'fewer' => (w === 'more' ? 'fewer' : 'more');
const versus: Parser<Condition> = alt<Condition>(
  map(seq(lit('you control'), moreOrFewer, uncontrolled, opponents), ([, yours, measure, opponents]) => ({ kind: 'versus-opponents', measure, yours, opponents })),
  map(seq(lit('you have'), moreOrFewer, lifeOrHand, opponents), ([, yours, measure, opponents]) => ({ kind: 'versus-opponents', measure, yours, opponents })),
  map(seq(lit('an opponent controls'), moreOrFewer, uncontrolled, lit('than you')), ([, theirs, measure]) => ({ kind: 'versus-opponents', measure, yours: flip(theirs), opponents: 'an' })),
  map(seq(lit('an opponent has'), moreOrFewer, lifeOrHand, lit('than you')), ([, theirs, measure]) => ({ kind: 'versus-opponents', measure, yours: flip(theirs), opponents: 'an' })),
);

/** What happened this turn: a creature died (700.4), you attacked (508.1), you gained life (119.3). */
const thisTurn: Parser<Condition> = alt<Condition>(
  map(lit('a creature died this turn'), () => ({ kind: 'happened-this-turn', event: 'dies', object: { types: ['Creature'] } })),
  map(alt(lit('you attacked this turn'), lit('you attacked with a creature this turn')), () => ({ kind: 'happened-this-turn', event: 'player-attacks', player: 'you' })),
  // "If you didn't put a card into your hand this way" after a look (Adventure Awaits, Blossom Prancer): none taken into the hand (608.2c).
  map(lit("you didn't put a card into your hand this way"), () => ({ kind: 'compare', amount: { of: 'this-way', stat: 'put-into-hand' }, op: '==', value: 0 })),
  map(alt(lit("you didn't attack this turn"), lit("you didn't attack with a creature this turn")), () => ({ kind: 'not', condition: { kind: 'happened-this-turn', event: 'player-attacks', player: 'you' } })),
  map(lit('you gained life this turn'), () => atLeast({ of: 'player', stat: 'life-gained-this-turn', player: YOU }, 1)),
  map(seq(lit('you gained'), count, lit('or more life this turn')), ([, n]) => atLeast({ of: 'player', stat: 'life-gained-this-turn', player: YOU }, n)),
  map(lit('you lost life this turn'), () => atLeast({ of: 'player', stat: 'life-lost-this-turn', player: YOU }, 1)),
  map(lit('you gained or lost life this turn'), () => ({ kind: 'any', conditions: [atLeast({ of: 'player', stat: 'life-gained-this-turn', player: YOU }, 1), atLeast({ of: 'player', stat: 'life-lost-this-turn', player: YOU }, 1)] })),
  // 121.2: "you've drawn two or more cards this turn" (the cards its controller drew this turn).
  map(seq(lit("you've drawn"), count, lit('or more cards this turn')), ([, n]) => atLeast({ of: 'player', stat: 'cards-drawn-this-turn', player: YOU }, n)),
  // 601.2i: "you've cast a noncreature spell this turn", "you've cast an instant or sorcery spell this turn" (copies aren't cast, 707.10).
  map(seq(lit("you've cast"), alt(lit('a'), lit('an')), spellFilter.one, lit('this turn')), ([, , object]) => (object.controller ? null : { kind: 'happened-this-turn', event: 'casts', player: 'you', object })),
  // Revolt (207.2c): "a permanent left the battlefield under your control this turn", "a nonland permanent left the battlefield this turn"
  // (void), "a permanent you controlled left the battlefield this turn" — the last known information of what left (608.2h).
  map(seq(alt(lit('a'), lit('an')), permanentFilter.one, alt(map(lit('left the battlefield under your control this turn'), () => 'you' as const), map(lit('you controlled left the battlefield this turn'), () => 'you' as const), map(lit('left the battlefield this turn'), () => undefined))), ([, object, player]) =>
    object.controller ? null : { kind: 'happened-this-turn', event: 'leaves', object, ...(player ? { player } : {}) }),
  // Celebration (207.2c): "two or more nonland permanents entered the battlefield under your control this turn", "an artifact entered …".
  map(seq(count, lit('or more'), permanentFilter.many, lit('entered the battlefield under your control this turn')), ([n, , object]) => (object.controller || n < 2 ? null : { kind: 'happened-this-turn', event: 'enters', object, player: 'you', atLeast: n })),
  map(seq(alt(lit('a'), lit('an')), permanentFilter.one, lit('entered the battlefield under your control this turn')), ([, object]) => (object.controller ? null : { kind: 'happened-this-turn', event: 'enters', object, player: 'you' })),
  map(seq(lit('another'), permanentFilter.one, lit('entered the battlefield under your control this turn')), ([, object]) => (object.controller ? null : { kind: 'happened-this-turn', event: 'enters', object: { ...object, other: true }, player: 'you' })),
  // 700.11: "you descended this turn" — a permanent card was put into your graveyard from anywhere this turn.
  map(lit('you descended this turn'), () => ({ kind: 'happened-this-turn', event: 'put-into-graveyard', object: { permanent: true }, player: 'you' })),
  map(lit('a card left your graveyard this turn'), () => ({ kind: 'happened-this-turn', event: 'leaves', object: { zone: 'graveyard' }, player: 'you' })),
);

/** The source's status: "this creature is tapped / untapped", "there are N or more ki counters on this creature", "there are no arrowhead counters on this artifact". */
const sourceIs: Parser<Condition> = alt<Condition>(
  map(seq(self, lit('is tapped')), () => ({ kind: 'source', filter: { tapped: true } })),
  // 113.6b: an ability that says it works from the graveyard (entries/graveyard-self.ts gives it that zone).
  map(seq(self, lit('is in your graveyard')), () => ({ kind: 'in-graveyard' })),
  map(seq(self, lit('is untapped')), () => ({ kind: 'source', filter: { tapped: false } })),
  // "if this permanent is an enchantment" (the Opal creatures: still one as the ability resolves, 603.4).
  map(seq(self, lit('is'), alt(lit('a'), lit('an')), permanentFilter.one), ([, , , filter]) => ({ kind: 'source', filter })),
  map(seq(lit('there are'), count, lit('or more'), counterKind, lit('counters on'), self), ([, n, , kind]) => ({ kind: 'source', filter: { counters: { kind, min: n } } })),
  map(seq(lit('there are no'), counterKind, lit('counters on'), self), ([, kind]) => ({ kind: 'source', filter: { counters: { kind, none: true } } })),
  // "this creature's power is 4 or greater": its power as it is now (after the layers).
  map(seq(lit("SELF's"), alt(map(lit('power'), () => 'power' as const), map(lit('toughness'), () => 'toughness' as const)), lit('is'), count, lit('or greater')), ([, stat, , n]) => ({ kind: 'source', filter: { [stat]: { op: '>=', value: n } } })),
);

/**
 * "it's a Vampire", "it's an artifact creature", "it's not a creature": the target chosen before the
 * sentence (the `target` condition). Only an instruction's own "If …, …" after exactly one target
 * reads it (entries/lines.ts); it is not part of `condition`, where "it" could name something else.
 */
export const targetIs: Parser<Condition> = alt<Condition>(
  map(seq(lit("it 's"), alt(lit('a'), lit('an')), permanentFilter.one), ([, , filter]) => ({ kind: 'target', filter })),
  map(seq(lit("it 's not"), alt(lit('a'), lit('an')), permanentFilter.one), ([, , filter]) => ({ kind: 'not', condition: { kind: 'target', filter } })),
  // "If its mana value was 3 or less, you gain 3 life" after "Destroy target creature": that target, as it last existed once gone (608.2h).
  map(
    seq(lit('its'), oneOf<'manaValue' | 'power' | 'toughness'>([['mana value', 'manaValue'], ['power', 'power'], ['toughness', 'toughness']]), alt(lit('was'), lit('is')), count, oneOf<'<=' | '>='>([['or less', '<='], ['or greater', '>=']])),
    ([, stat, , n, op]) => ({ kind: 'target', filter: { [stat]: { op, value: n } } }),
  ),
);

const turn: Parser<Condition> = alt<Condition>(
  map(lit("you're the monarch"), () => ({ kind: 'designation', designation: 'monarch' })),
  map(lit("you have the city's blessing"), () => ({ kind: 'designation', designation: 'citys-blessing' })),
  map(alt(lit("you've completed a dungeon"), lit('you have completed a dungeon')), () => ({ kind: 'designation', designation: 'completed-dungeon' })),
  // 702.179e: a player has max speed if their speed is 4.
  map(lit('you have max speed'), () => atLeast({ of: 'player', stat: 'speed', player: YOU }, 4)),
  map(lit("it's your turn"), () => ({ kind: 'your-turn' })),
  map(lit('you control your commander'), () => ({ kind: 'controls-commander' })),
  // 601.2h: the mana paid for the spell — "{R} was spent to cast it", "at least three white mana was spent to cast this spell" (adamant).
  map(seq(manaCost, lit('was spent to cast'), alt(lit('it'), self)), ([m]) => (m.length === 1 && MANA_LETTERS.has(m[0]!) ? { kind: 'mana-spent', mana: m[0] as ManaLetter, atLeast: 1 } : null)),
  map(seq(lit('at least'), count, color, lit('mana was spent to cast'), alt(lit('it'), self)), ([, n, c]) => ({ kind: 'mana-spent', mana: COLOR_LETTER[c], atLeast: n })),
  map(lit("it's not your turn"), () => ({ kind: 'not-your-turn' })),
  map(lit("it's the first combat phase of the turn"), () => ({ kind: 'phase', is: 'first-combat' })),
  map(lit("it's a main phase"), () => ({ kind: 'phase', is: 'main' })),
  map(lit("it's your main phase"), () => ({ kind: 'phase', is: 'your-main' })),
);

type ManaLetter = Extract<Condition, { kind: 'mana-spent' }>['mana'];
const MANA_LETTERS: ReadonlySet<string> = new Set(['W', 'U', 'B', 'R', 'G', 'C']);
const COLOR_LETTER: Record<Color, ManaLetter> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** One condition, or two joined by "and" / "or". */
const single: Parser<Condition> = alt<Condition>(controls, lifeOrCards, anOpponent, total, differentPowers, thisTurn, sourceIs, turn, versus);
export const condition: Parser<Condition> = alt<Condition>(
  single,
  map(seq(single, lit('and'), single), ([a, , b]) => ({ kind: 'all', conditions: [a, b] })),
  map(seq(single, lit('or'), single), ([a, , b]) => ({ kind: 'any', conditions: [a, b] })),
);
