// What players do, read once for every subject and amount: "You gain 3 life", "Each opponent
// loses X life", "Target player draws two cards and loses 2 life", "That player discards a
// card", "Each player mills three cards", "Draw cards equal to the number of Elves you
// control", "You gain 1 life for each creature you control", "Its controller gains life equal
// to its power". The subject is a PlayerRef, the amount an Amount (vocabulary.ts); verbs after
// "and" keep the subject ("that player" when it was a target).
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import { count, untilEndOfTurn, whileSource } from '../phrases.ts';
import { amountOf, CARDS, equalTo, IT, LIFE } from '../amount-grammar.ts';
import { energySymbol, energySymbols } from './energy-effects.ts';
import { playerTarget } from '../target-grammar.ts';
import { objectsPlayer, permanentsActedOn } from '../reference-grammar.ts';
import type { Amount, Duration, Filter, ObjectRef, PlayerRef } from '../vocabulary.ts';
import { permanentFilter } from '../filter-grammar.ts';
import type { SkippedPart } from '../verbs.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** "it" / "its" after a target: the object or player the ability chose last before (lines.ts checks there is exactly one). */
export const EARLIER: ObjectRef & PlayerRef = { ref: 'same-target', slot: -1 };

type Who = NonNullable<Extract<PlayerRef, { ref: 'each' }>['who']>;
/** The acting player's own permanents (101.4): a filter that names no controller or owner of its own. */
const theirs = (f: Filter): Filter | null => (f.controller !== undefined || f.owner !== undefined ? null : { ...f, controller: { player: { ref: 'acting' } } });
const ofTheirs = (f: Filter, op: Who['op'], value: number): Who | null => {
  const filter = theirs(f);
  return filter ? { amount: { of: 'count', filter }, op, value } : null;
};
const theirStat = (stat: 'life' | 'hand' | 'poison' | 'life-lost-this-turn' | 'life-gained-this-turn' | 'cards-drawn-this-turn', op: Who['op'], value: number): Who => ({ amount: { of: 'player', stat, player: { ref: 'acting' } }, op, value });
const aOrAn = alt(lit('a'), lit('an'));
/**
 * What "each player who …" / "each opponent who …" says of each player (a relative clause about that player): what they
 * control, their life, hand or poison counters, what happened to them this turn. Nothing that names "you" — the clause's
 * words are about the player only.
 */
const whoClause: Parser<Who> = alt<Who>(
  map(seq(lit('controls'), aOrAn, permanentFilter.one), ([, , f]) => ofTheirs(f, '>=', 1)),
  map(seq(lit('controls'), count, lit('or more'), permanentFilter.many), ([, n, , f]) => ofTheirs(f, '>=', n)),
  map(seq(lit("doesn't control"), aOrAn, permanentFilter.one), ([, , f]) => ofTheirs(f, '==', 0)),
  map(seq(lit('controls no'), permanentFilter.many), ([, f]) => ofTheirs(f, '==', 0)),
  map(lit('lost life this turn'), () => theirStat('life-lost-this-turn', '>=', 1)),
  map(lit('gained life this turn'), () => theirStat('life-gained-this-turn', '>=', 1)),
  map(seq(lit('has'), count, lit('or more life')), ([, n]) => theirStat('life', '>=', n)),
  map(seq(lit('has'), count, alt(lit('or less life'), lit('or fewer life'))), ([, n]) => theirStat('life', '<=', n)),
  map(seq(lit('has'), count, lit('or more cards in hand')), ([, n]) => theirStat('hand', '>=', n)),
  map(seq(lit('has'), count, alt(lit('or fewer cards in hand'), lit('or less cards in hand'))), ([, n]) => theirStat('hand', '<=', n)),
  map(lit('has no cards in hand'), () => theirStat('hand', '==', 0)),
  map(seq(lit('has'), count, lit('or more poison counters')), ([, n]) => theirStat('poison', '>=', n)),
);
/** "each player who …", "each opponent who …" (the relative clause `whoClause` reads). */
const eachWho: Parser<PlayerRef> = map(seq(oneOf<'any' | 'opponent'>([['each player who', 'any'], ['each opponent who', 'opponent']]), whoClause), ([filter, who]) => ({ ref: 'each', filter, who }));

/** Who acts (`others`: every subject but "you", exported for the verbs of other entries): "you" takes the verb's base form ("you gain"), every other subject the third person ("each player gains"). */
const you: Parser<PlayerRef> = map(lit('you'), () => ({ ref: 'you' }));
export const others: Parser<PlayerRef> = alt<PlayerRef>(
  map(playerTarget, (spec) => ({ ref: 'target', spec })),
  oneOf<PlayerRef>([
    ['each player', { ref: 'each', filter: 'any' }],
    ['each opponent', { ref: 'each', filter: 'opponent' }],
    // "each other player": every player but the controller (102.2: in a two-player game, the opponent).
    ['each other player', { ref: 'each', filter: 'not-you' }],
    ['that player', { ref: 'event-player' }],
    // "Whenever this creature deals damage to an opponent, … that opponent discards a card" (Fungal Shambler): the same player.
    ['that opponent', { ref: 'event-player' }],
    ['defending player', { ref: 'defending' }],
  ]),
  // "its controller", "that land's controller": the target before it, else what the line reader decides (oracle/pronouns.ts).
  objectsPlayer,
  eachWho,
);

/** "they" as the subject: the player the trigger's event names (603.7c), or the one target player before it (entries/lines.ts). */
const they: Parser<PlayerRef> = map(lit('they'), () => ({ ref: 'event-player' }));

type Verb = 'gain-life' | 'lose-life' | 'draw' | 'discard' | 'mill';
/** Counters a player gets (122.1): poison (122.1f) and energy (107.14) — the `put-counters` verb on that player. */
type PlayerCounter = 'poison' | 'energy';
/** One verb and its amount, without the subject (the player stands in later). */
type Action = { type: Verb | PlayerCounter; amount: Amount | 'hand'; /** "discards a card at random" (701.9b: the player doesn't choose). */ random?: true; /** "discard up to two cards", "discard any number of cards". */ upTo?: true };
/** "their": each acting player in turn. */
const THEIR: PlayerRef = { ref: 'acting' };
/** "that many" after a discard: the cards each acting player discarded this way. */
const DISCARDED: Amount = { of: 'this-way', stat: 'discarded' };
const countsDiscarded = (a: { amount: Amount | 'hand' }): boolean => JSON.stringify(a.amount).includes('"discarded"');
const verbWord = (base: string, verb: Verb) => (form: 'base' | 's'): Parser<Verb> => map(lit(form === 'base' ? base : base === 'discard' ? 'discards' : `${base}s`), () => verb);
const VERBS = [verbWord('gain', 'gain-life'), verbWord('lose', 'lose-life'), verbWord('draw', 'draw'), verbWord('discard', 'discard'), verbWord('mill', 'mill')];
/** "its" in an amount: the pronoun the line reader decides — the object targeted before (Swords to Plowshares' "life equal to
 *  its power"), else the source or the trigger event's object ("When this creature dies, you gain life equal to its power"). */
// "their" in an amount is each acting player's (effects/life.ts, effects/cards.ts read it per player).
const lifeAmount = amountOf(LIFE, IT, true);
const cardAmount = amountOf(CARDS, IT, true);
/** "a poison counter", "two poison counters", "that many poison counters", "poison counters equal to …" (122.1f). */
const poisonAmount = amountOf({ one: 'poison counter', many: 'poison counters' }, IT, true);
/** "{E}{E}", "six {E}", "that many {E}" (the trigger event's amount), "an amount of {E} equal to …", "X {E}" (107.14). */
const energyAmount: Parser<Amount> = alt<Amount>(
  energySymbols,
  map(seq(lit('that many'), energySymbol), (): Amount => ({ of: 'event' })),
  map(seq(lit('an amount of'), energySymbol, equalTo(IT, true)), ([, , v]) => v),
  map(seq(lit('x'), energySymbol), (): Amount => ({ of: 'X' })),
);
const getWord = (form: 'base' | 's') => lit(form === 'base' ? 'get' : 'gets');

const actionOf = (form: 'base' | 's'): Parser<Action> =>
  alt<Action>(
    map(seq(alt(VERBS[0]!(form), VERBS[1]!(form)), lifeAmount), ([type, amount]) => ({ type, amount })),
    map(seq(alt(VERBS[2]!(form), VERBS[3]!(form), VERBS[4]!(form)), cardAmount), ([type, amount]) => ({ type, amount })),
    // "gets two poison counters" (122.1f), "get {E}{E}" (107.14): counters on the player.
    map(seq(getWord(form), poisonAmount), ([, amount]) => ({ type: 'poison' as const, amount })),
    map(seq(getWord(form), energyAmount), ([, amount]) => ({ type: 'energy' as const, amount })),
    // "discard a card at random" (701.9b).
    map(seq(VERBS[3]!(form), cardAmount, lit('at random')), ([type, amount]) => ({ type, amount, random: true as const })),
    // "draws an additional card" ("At the beginning of each player's draw step, …"): a card beyond the draw step's own (504.1), drawn as any other.
    map(seq(VERBS[2]!(form), alt<Amount>(map(lit('an additional card'), () => 1), map(seq(count, lit('additional cards')), ([n]) => n))), ([type, amount]) => ({ type, amount })),
    // "discards their hand" / "discard your hand" / "discards all the cards in their hand" (701.9a: all the cards in it).
    map(seq(VERBS[3]!(form), opt(lit('all the cards in')), alt(lit('their hand'), lit('your hand'))), () => ({ type: 'discard', amount: 'hand' })),
    // "discard up to two cards", "discards any number of cards": the player's choice (701.9b), only before "then draw that many" (`byPlayers`).
    map(seq(VERBS[3]!(form), alt<Amount | 'hand'>(map(seq(lit('up to'), count), ([, n]) => n), map(lit('any number of'), () => 'hand' as const)), alt(lit('cards'), lit('card'))), ([type, amount]) => ({ type, amount, upTo: true as const })),
    // "… then draws that many cards [plus one]" after a discard (Tolarian Winds, Chandra, Flamecaller): as many as that player discarded this way (`byPlayers` checks a discard comes first).
    map(seq(VERBS[2]!(form), lit('that many cards'), opt(seq(alt(map(lit('plus'), () => 1), map(lit('minus'), () => -1)), count))), ([type, , more]) => ({
      type,
      amount: more ? { of: 'sum', amounts: [DISCARDED, more[0] * more[1]] } : DISCARDED,
    })),
    // "loses half their life, rounded up" (107.1a): each losing player's own life.
    map(seq(VERBS[1]!(form), alt(lit('half their life'), lit('half your life')), lit(', rounded'), oneOf<'up' | 'down'>([['up', 'up'], ['down', 'down']])), ([type, , , round]) => ({ type, amount: { of: 'half', amount: { of: 'player', stat: 'life', player: THEIR }, round } })),
    // "mills half their library, rounded down": each milling player's own library.
    map(seq(VERBS[4]!(form), alt(lit('half their library'), lit('half your library')), lit(', rounded'), oneOf<'up' | 'down'>([['up', 'up'], ['down', 'down']])), ([type, , , round]) => ({ type, amount: { of: 'half', amount: { of: 'player', stat: 'library', player: THEIR }, round } })),
  );

/** Verbs joined by "and", in the form the subject takes. */
// ", then" joins them as "and" does: instructions are carried out in the order written (608.2c) — "Target player draws two cards, then discards two cards".
const joiner = alt(lit('and'), lit(', and'), lit(', then'), lit(','));
export const actions = { base: sepBy1(actionOf('base'), joiner), s: sepBy1(actionOf('s'), joiner) };

/** The effects of the verbs one subject does (a target: the same one after the first). */
export function byPlayers(players: PlayerRef, list: Action[]): Effect[] | null {
  if (list.some((a) => a.amount === 'hand' && a.type !== 'discard')) return null;
  // "that many" right after a discard is the cards discarded this way, never a trigger event's amount; without a discard before it, no reading here.
  if (list.some((a, i) => (countsDiscarded(a) && list[i - 1]?.type !== 'discard') || (a.type === 'draw' && list[i - 1]?.type === 'discard' && JSON.stringify(a.amount).includes('"event"')))) return null;
  const again: PlayerRef = players.ref === 'target' ? EARLIER : players;
  // A discard of the player's choosing is read only where what follows counts it (the rest of "up to" is another entry's).
  if (list.some((a, i) => a.upTo && !countsDiscarded(list[i + 1] ?? a))) return null;
  return list.map((a, i) => {
    const who = i === 0 ? players : again;
    if (a.type === 'poison' || a.type === 'energy') return { type: 'put-counters', on: [who], counter: a.type, amount: a.amount } as Effect;
    return { type: a.type, players: who, amount: a.amount, ...(a.random ? { random: true } : {}), ...(a.upTo ? { upTo: true } : {}) } as Effect;
  });
}

/** SUBJECT VERB AMOUNT [and VERB AMOUNT …]: every verb by the same players. */
const playerActions: Parser<Effect[]> = alt<Effect[]>(
  map(seq(you, actions.base), ([players, list]) => byPlayers(players, list)),
  // The instruction to "you" without the word ("Discard all the cards in your hand, then draw that many cards"): only this pair, the
  // other imperative verbs having their own entries.
  map(seq(actionOf('base'), lit(', then'), actionOf('base')), ([discard, , draw]) => (discard.type === 'discard' && countsDiscarded(draw) ? byPlayers({ ref: 'you' }, [discard, draw]) : null)),
  map(seq(others, actions.s), ([players, list]) => byPlayers(players, list)),
  // "Whenever an opponent draws a card, they lose 2 life" (Sheoldred, the Apocalypse): "they" is the player the trigger's
  // event names, as "that player" is (603.7c; oracle/event-refs.ts refuses it elsewhere), with the verb's plural form.
  map(seq(they, actions.base), ([players, list]) => byPlayers(players, list)),
);

/** "an extra turn", "two extra turns" … "after this one" (500.7). */
const extraTurns = (form: 'base' | 's'): Parser<Amount> =>
  map(seq(lit(form === 'base' ? 'take' : 'takes'), alt<Amount>(map(lit('an extra turn'), () => 1), map(seq(count, lit('extra turns')), ([n]) => n)), lit('after this one')), ([, n]) => n);

/** "skips their next untap step (draw step, combat phase) [this turn]" (614.10). */
const skipsNext: Parser<{ skip: SkippedPart; thisTurn?: true }> = map(
  seq(lit('skips their next'), oneOf<SkippedPart>([['untap step', 'untap-step'], ['draw step', 'draw-step'], ['combat phase', 'combat-phase']]), opt(lit('this turn'))),
  ([, skip, thisTurn]) => ({ skip, ...(thisTurn !== undefined ? { thisTurn: true as const } : {}) }),
);

/** Whose life total: "your", "target player's", "target opponent's", "each player's", "each opponent's". */
const lifeTotalOf: Parser<PlayerRef> = alt<PlayerRef>(
  map(lit('your'), () => ({ ref: 'you' })),
  map(seq(alt(map(lit("target player's"), () => 'any' as const), map(lit("target opponent's"), () => 'opponent' as const))), ([player]) => ({ ref: 'target', spec: { player } })),
  map(lit("each player's"), () => ({ ref: 'each', filter: 'any' })),
  map(lit("each opponent's"), () => ({ ref: 'each', filter: 'opponent' })),
);
const minus = (a: Amount, b: Amount): Amount => ({ of: 'sum', amounts: [a, { of: 'times', factor: -1, amount: b }] });
/**
 * "PLAYER's life total becomes N" (119.5): the player gains or loses the necessary amount of life —
 * read as losing what is above N, then gaining what is below it (at most one of the two is more than
 * 0, and a gain or loss of 0 is no event, 119.4); each player's own life total ("their", 101.4).
 */
const lifeTotalBecomes: Parser<Effect[]> = map(seq(lifeTotalOf, lit('life total becomes'), alt<Amount>(count, map(lit('x'), () => ({ of: 'X' })))), ([players, , n]) => {
  const life: Amount = { of: 'player', stat: 'life', player: THEIR };
  const again: PlayerRef = players.ref === 'target' ? EARLIER : players;
  return [{ type: 'lose-life', players, amount: minus(life, n) }, { type: 'gain-life', players: again, amount: minus(n, life) }];
});

/** "loses the game" / "wins the game" (104.3e, 104.2b) in the form the subject takes. */
const outcome = (form: 'base' | 's'): Parser<'loses-game' | 'wins-game'> =>
  alt(map(lit(form === 'base' ? 'lose the game' : 'loses the game'), () => 'loses-game' as const), map(lit(form === 'base' ? 'win the game' : 'wins the game'), () => 'wins-game' as const));

/** What another player gains control of: targets, "this artifact" / "it" (the source, or what the line reader says "it" names), a group. */
const givenAway: Parser<ObjectRef> = map(permanentsActedOn, (r) => (r.ref === 'target' || r.ref === 'all' || r.ref === 'self' || r.ref === 'it' ? r : null));
/** One player, never a group of them ("each player gains control of …" is each player's own, another reading). */
const onePlayer = (p: PlayerRef): boolean => p.ref !== 'each';

export const PLAYER_VERBS: Entry<Effect[]>[] = [
  {
    id: 'verb/player-gains-control',
    wording: 'PLAYER gains control of OBJECT [until end of turn / for as long as …] (613.1b: target player or opponent, that player, its controller …; "Target player gains control of target permanent you control", "Target opponent gains control of this artifact")',
    parse: map(seq(others, lit('gains control of'), givenAway, opt(alt<Duration>(map(untilEndOfTurn, () => 'until-end-of-turn'), whileSource))), ([to, , objects, duration]) =>
      onePlayer(to) ? [{ type: 'gain-control', to, objects, duration: duration ?? 'indefinite' }] : null,
    ),
    fixtures: [
      // Donate, Harmless Offering: two targets, the player first (601.2c).
      spell('Target player gains control of target permanent you control.', { type: 'gain-control', to: { ref: 'target', spec: { player: 'any' } }, objects: { ref: 'target', spec: { object: { permanent: true, controller: 'you' } } }, duration: 'indefinite' }),
      // Jinxed Idol; Sleeper Agent ("it": the source).
      { text: 'Sacrifice a creature: Target opponent gains control of this artifact.', abilities: [{ kind: 'activated', effects: [{ type: 'gain-control', to: { ref: 'target', spec: { player: 'opponent' } }, objects: { ref: 'self' } }] }] },
      { text: 'When this creature enters, target opponent gains control of it.', abilities: [{ kind: 'triggered', effects: [{ type: 'gain-control', to: { ref: 'target', spec: { player: 'opponent' } }, objects: { ref: 'self' } }] }] },
      // Drooling Ogre: the player the trigger's event names.
      { text: 'Whenever a player casts an artifact spell, that player gains control of this creature.', abilities: [{ kind: 'triggered', effects: [{ type: 'gain-control', to: { ref: 'event-player' }, objects: { ref: 'self' } }] }] },
    ],
  },
  {
    id: 'verb/game-outcome',
    wording: 'PLAYER loses (wins) the game (104.3e, 104.2b: at once, unless "can\'t lose" / "can\'t win" says otherwise, 101.2)',
    parse: alt<Effect[]>(
      map(seq(you, outcome('base')), ([players, designation]) => [{ type: 'designate', designation, players }]),
      map(seq(others, outcome('s')), ([players, designation]) => [{ type: 'designate', designation, players }]),
    ),
    fixtures: [
      // Vraska, Golgari Queen's emblem; Phage the Untouchable.
      { text: 'Whenever a creature you control deals combat damage to a player, that player loses the game.', abilities: [{ kind: 'triggered', effects: [{ type: 'designate', designation: 'loses-game', players: { ref: 'event-player' } }] }] },
      // Door to Nothingness; Felidar Sovereign.
      { text: '{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, Sacrifice this artifact: Target player loses the game.', abilities: [{ kind: 'activated', effects: [{ type: 'designate', designation: 'loses-game', players: { ref: 'target', spec: { player: 'any' } } }] }] },
      { text: 'At the beginning of your upkeep, if you have 40 or more life, you win the game.', abilities: [{ kind: 'triggered', effects: [{ type: 'designate', designation: 'wins-game', players: { ref: 'you' } }] }] },
    ],
  },
  {
    id: 'verb/life-total-becomes',
    wording: "Your (target player's, target opponent's, each player's) life total becomes N (119.5: gains or loses the necessary amount of life)",
    parse: lifeTotalBecomes,
    fixtures: [
      { text: "−3: Target player's life total becomes 1.", abilities: [{ kind: 'activated', effects: [{ type: 'lose-life', players: { ref: 'target', spec: { player: 'any' } }, amount: { of: 'sum', amounts: [{ of: 'player', stat: 'life', player: { ref: 'acting' } }, { of: 'times', factor: -1, amount: 1 }] } }, { type: 'gain-life', players: { ref: 'same-target', slot: -1 } }] }] },
      spell('Your life total becomes 10.', { type: 'lose-life', players: { ref: 'you' } }, { type: 'gain-life', players: { ref: 'you' } }),
    ],
  },
  {
    id: 'verb/additional-combat',
    wording: 'After this phase (this main phase, this combat phase), there is an additional combat phase [followed by an additional main phase]. / There is an additional combat phase after this phase [, followed by an additional main phase]. (500.8, 505.1a)',
    parse: alt<Effect[]>(
      map(seq(lit('after this'), alt(map(lit('main phase'), () => true), map(alt(lit('phase'), lit('combat phase')), () => false)), lit(', there is an additional combat phase'), opt(lit('followed by an additional main phase'))), ([, main, , more]) => [
        { type: 'extra-turn', players: { ref: 'you' }, amount: 1, addPhases: more !== undefined ? 'combat-and-main' : 'combat', ...(main ? { afterMain: true as const } : {}) },
      ]),
      map(seq(lit('there is an additional combat phase after this phase'), opt(seq(opt(lit(',')), lit('followed by an additional main phase')))), ([, more]) => [{ type: 'extra-turn', players: { ref: 'you' }, amount: 1, addPhases: more !== undefined ? 'combat-and-main' : 'combat' }]),
    ),
    fixtures: [
      spell('Untap all creatures that attacked this turn. After this main phase, there is an additional combat phase followed by an additional main phase.', { type: 'tap', untap: true, objects: { ref: 'all', filter: { types: ['Creature'], attackedThisTurn: true } } }, { type: 'extra-turn', addPhases: 'combat-and-main', afterMain: true }),
      // The intervening "if" of the first combat (Finest Hour, Genji Glove) and an instruction's "If it's your main phase" (Grim Reaper's Sprint).
      { text: "Whenever equipped creature attacks, if it's the first combat phase of the turn, untap it. After this phase, there is an additional combat phase.", abilities: [{ kind: 'triggered', trigger: { on: 'attacks', object: 'host', interveningIf: { kind: 'phase', is: 'first-combat' } }, effects: [{ type: 'tap', untap: true }, { type: 'extra-turn', addPhases: 'combat' }] }] },
      { text: "When this Aura enters, untap each creature you control. If it's your main phase, there is an additional combat phase after this phase.", abilities: [{ kind: 'triggered', effects: [{ type: 'tap', untap: true }, { type: 'group', condition: { kind: 'phase', is: 'your-main' }, effects: [{ type: 'extra-turn', addPhases: 'combat' }] }] }] },
      { text: 'Whenever this creature attacks for the first time each turn, untap all creatures you control. After this phase, there is an additional combat phase.', abilities: [{ kind: 'triggered', trigger: { on: 'attacks', object: 'self', oncePerTurn: true }, effects: [{ type: 'tap', untap: true }, { type: 'extra-turn', addPhases: 'combat' }] }] },
    ],
  },
  {
    id: 'verb/extra-turn',
    wording: '[PLAYER] take(s) an extra turn (N extra turns) after this one (500.7); PLAYER skips their next untap step (draw step, combat phase) [this turn] (614.10)',
    parse: alt<Effect[]>(
      map(seq(opt(you), extraTurns('base')), ([, amount]) => [{ type: 'extra-turn', players: { ref: 'you' }, amount }]),
      map(seq(others, extraTurns('s')), ([players, amount]) => [{ type: 'extra-turn', players, amount }]),
      map(seq(others, skipsNext), ([players, skip]) => [{ type: 'extra-turn', players, amount: 1, ...skip }]),
    ),
    fixtures: [
      spell('Take an extra turn after this one.', { type: 'extra-turn', players: { ref: 'you' }, amount: 1 }),
      spell('Target player skips their next draw step.', { type: 'extra-turn', players: { ref: 'target', spec: { player: 'any' } }, amount: 1, skip: 'draw-step' }),
      spell('Target player skips their next combat phase this turn.', { type: 'extra-turn', players: { ref: 'target', spec: { player: 'any' } }, amount: 1, skip: 'combat-phase', thisTurn: true }),
      { text: 'Whenever this creature deals combat damage to a player, that player skips their next untap step.', abilities: [{ kind: 'triggered', effects: [{ type: 'extra-turn', players: { ref: 'event-player' }, amount: 1, skip: 'untap-step' }] }] },
      spell('Test Card deals 2 damage to target opponent. That player discards two cards.', { type: 'deal-damage' }, { type: 'discard', players: { ref: 'same-target', slot: -1 }, amount: 2 }),
      { text: '−4: Tap all permanents target opponent controls. That player skips their next untap step.', abilities: [{ kind: 'activated', effects: [{ type: 'tap' }, { type: 'extra-turn', players: { ref: 'same-target', slot: -1 }, amount: 1, skip: 'untap-step' }] }] },
      spell('Target player takes an extra turn after this one.', { type: 'extra-turn', players: { ref: 'target', spec: { player: 'any' } }, amount: 1 }),
      { text: '−10: Take two extra turns after this one.', abilities: [{ kind: 'activated', effects: [{ type: 'extra-turn', amount: 2 }] }] },
      { text: '−8: Tap all creatures your opponents control. You take an extra turn after this one.', abilities: [{ kind: 'activated', effects: [{ type: 'tap' }, { type: 'extra-turn', players: { ref: 'you' }, amount: 1 }] }] },
    ],
  },
  {
    id: 'verb/player-actions',
    wording: 'PLAYER(S) gain(s) / lose(s) AMOUNT life, draw(s) / discard(s) / mill(s) AMOUNT card(s), get(s) AMOUNT poison counter(s) (122.1f) / {E} (107.14: "{E}{E}", "that many {E}", "an amount of {E} equal to …") [, and …] — PLAYER: you, target player (opponent), each player (opponent), that player, defending player, its controller; AMOUNT: N, X, that much, equal to …, N for each …; "discard(s) all the cards in your (their) hand, then draw(s) that many cards [plus N]" (608.2c)',
    parse: playerActions,
    fixtures: [
      spell('You gain 4 life.', { type: 'gain-life', players: { ref: 'you' }, amount: 4 }),
      // Poison counters on a player (122.1f): Crypt Cobra, Marsh Viper, Pistus Strike, Caress of Phyrexia, Decimator Web.
      { text: "Whenever this creature attacks and isn't blocked, defending player gets a poison counter.", abilities: [{ kind: 'triggered', effects: [{ type: 'put-counters', on: [{ ref: 'defending' }], counter: 'poison', amount: 1 }] }] },
      { text: 'Whenever this creature deals damage to a player, that player gets two poison counters.', abilities: [{ kind: 'triggered', effects: [{ type: 'put-counters', on: [{ ref: 'event-player' }], counter: 'poison', amount: 2 }] }] },
      spell('Destroy target creature with flying. Its controller gets a poison counter.', { type: 'destroy' }, { type: 'put-counters', on: [{ ref: 'controller', of: { ref: 'same-target', slot: -1 } }], counter: 'poison', amount: 1 }),
      spell('Target player draws three cards, loses 3 life, and gets three poison counters.', { type: 'draw', amount: 3 }, { type: 'lose-life', amount: 3, players: { ref: 'same-target', slot: -1 } }, { type: 'put-counters', on: [{ ref: 'same-target', slot: -1 }], counter: 'poison', amount: 3 }),
      spell('Target opponent loses 2 life, gets a poison counter, then mills three cards.', { type: 'lose-life' }, { type: 'put-counters', counter: 'poison', amount: 1 }, { type: 'mill', amount: 3 }),
      // Energy (107.14): Aetherworks Marvel, Guide of Souls, Empyreal Voyager ("that many": the damage), Peema Aether-Seer, Electrosiphon ("its": the target spell).
      { text: 'When this creature enters, you get {E}{E}.', abilities: [{ kind: 'triggered', effects: [{ type: 'put-counters', on: [{ ref: 'you' }], counter: 'energy', amount: 2 }] }] },
      { text: 'Whenever another creature you control enters, you gain 1 life and get {E}.', abilities: [{ kind: 'triggered', effects: [{ type: 'gain-life', amount: 1 }, { type: 'put-counters', on: [{ ref: 'you' }], counter: 'energy', amount: 1 }] }] },
      { text: 'Whenever this creature deals combat damage to a player, you get that many {E}.', abilities: [{ kind: 'triggered', effects: [{ type: 'put-counters', on: [{ ref: 'you' }], counter: 'energy', amount: { of: 'event' } }] }] },
      { text: 'When this creature enters, you get an amount of {E} equal to the greatest power among creatures you control.', abilities: [{ kind: 'triggered', effects: [{ type: 'put-counters', counter: 'energy', amount: { of: 'greatest', stat: 'power', among: { types: ['Creature'], controller: 'you' } } }] }] },
      spell('Counter target spell. You get an amount of {E} equal to its mana value.', { type: 'counter' }, { type: 'put-counters', counter: 'energy', amount: { of: 'stat', stat: 'mana-value', object: { ref: 'same-target', slot: -1 } } }),
      // Chandra, Flamecaller; Shocker (a trigger whose event has an amount: "that many" is still the cards discarded).
      { text: '0: Discard all the cards in your hand, then draw that many cards plus one.', abilities: [{ kind: 'activated', effects: [{ type: 'discard', players: { ref: 'you' }, amount: 'hand' }, { type: 'draw', players: { ref: 'you' }, amount: { of: 'sum', amounts: [{ of: 'this-way', stat: 'discarded' }, 1] } }] }] },
      // Cathartic Pyre's mode, Jaya Ballard: as many as the player chooses (701.9b).
      spell('Discard up to two cards, then draw that many cards.', { type: 'discard', players: { ref: 'you' }, amount: 2, upTo: true }, { type: 'draw', amount: { of: 'this-way', stat: 'discarded' } }),
      spell('Each player discards any number of cards, then draws that many cards.', { type: 'discard', players: { ref: 'each', filter: 'any' }, amount: 'hand', upTo: true }, { type: 'draw', amount: { of: 'this-way', stat: 'discarded' } }),
      { text: 'Whenever this creature deals damage to a player, that player discards all the cards in their hand, then draws that many cards.', abilities: [{ kind: 'triggered', effects: [{ type: 'discard', players: { ref: 'event-player' }, amount: 'hand' }, { type: 'draw', players: { ref: 'event-player' }, amount: { of: 'this-way', stat: 'discarded' } }] }] },
      spell('You gain X life.', { type: 'gain-life', amount: { of: 'X' } }),
      // Exotic Disease: "where X is" a domain count (305.6), read as it resolves.
      spell('Target player loses X life and you gain X life, where X is the number of basic land types among lands you control.', { type: 'lose-life', amount: { of: 'domain', player: { ref: 'you' } } }, { type: 'gain-life', amount: { of: 'domain', player: { ref: 'you' } } }),
      spell('Each player gains 1 life.', { type: 'gain-life', players: { ref: 'each', filter: 'any' }, amount: 1 }),
      spell('Target player loses 2 life.', { type: 'lose-life', amount: 2, players: { ref: 'target', spec: { player: 'any' } } }),
      spell('Each opponent loses 1 life.', { type: 'lose-life', amount: 1, players: { ref: 'each', filter: 'opponent' } }),
      spell('Target player draws two cards and loses 2 life.', { type: 'draw', amount: 2 }, { type: 'lose-life', amount: 2, players: { ref: 'same-target', slot: -1 } }),
      spell('Target player discards two cards.', { type: 'discard', amount: 2, players: { ref: 'target' } }),
      spell('Target player gains 7 life.', { type: 'gain-life', amount: 7 }),
      spell('Each player draws a card.', { type: 'draw', amount: 1, players: { ref: 'each', filter: 'any' } }),
      { text: "At the beginning of each player's draw step, that player draws an additional card.", abilities: [{ kind: 'triggered', trigger: { on: 'step-begins', step: 'draw' }, effects: [{ type: 'draw', amount: 1, players: { ref: 'event-player' } }] }] },
      spell('Each player loses 2 life.', { type: 'lose-life', amount: 2 }),
      spell('Each opponent discards a card.', { type: 'discard', amount: 1, players: { ref: 'each', filter: 'opponent' } }),
      spell('Each player mills three cards.', { type: 'mill', amount: 3, players: { ref: 'each', filter: 'any' } }),
      spell('You gain 1 life for each creature you control.', { type: 'gain-life', amount: { of: 'count', filter: { types: ['Creature'], controller: 'you' } } }),
      spell('You gain 2 life for each Elf you control.', { type: 'gain-life', amount: { of: 'times', factor: 2, amount: { of: 'count', filter: { subtypes: ['Elf'], controller: 'you' } } } }),
      spell('You draw cards equal to the number of creatures you control.', { type: 'draw', amount: { of: 'count', filter: { types: ['Creature'], controller: 'you' } } }),
      spell('You gain life equal to your devotion to black.', { type: 'gain-life', amount: { of: 'devotion', colors: ['black'] } }),
      spell('Target opponent loses half their life, rounded up.', { type: 'lose-life', players: { ref: 'target', spec: { player: 'opponent' } }, amount: { of: 'half', round: 'up', amount: { of: 'player', stat: 'life', player: { ref: 'acting' } } } }),
      spell('Target player discards their hand.', { type: 'discard', amount: 'hand' }),
      spell('Target player mills half their library, rounded down.', { type: 'mill', amount: { of: 'half', amount: { of: 'player', stat: 'library', player: { ref: 'acting' } }, round: 'down' } }),
      spell('Each player discards their hand, then draws seven cards.', { type: 'discard', amount: 'hand', players: { ref: 'each', filter: 'any' } }, { type: 'draw', amount: 7, players: { ref: 'each', filter: 'any' } }),
      spell('Target player discards two cards at random.', { type: 'discard', amount: 2, random: true, players: { ref: 'target' } }),
      // Liliana, Death Mage; Angrath, the Flame-Chained: "their" is each losing player's own graveyard.
      { text: '−7: Target opponent loses 2 life for each creature card in their graveyard.', abilities: [{ kind: 'activated', effects: [{ type: 'lose-life', amount: { of: 'times', factor: 2, amount: { of: 'count', filter: { types: ['Creature'], zone: 'graveyard', owner: { player: { ref: 'acting' } } } } } }] }] },
      { text: '−3: Each opponent loses life equal to the number of cards in their graveyard.', abilities: [{ kind: 'activated', effects: [{ type: 'lose-life', players: { ref: 'each', filter: 'opponent' }, amount: { of: 'count', filter: { zone: 'graveyard', owner: { player: { ref: 'acting' } } } } }] }] },
      spell('Draw two cards. You lose 2 life.', { type: 'draw', amount: 2 }, { type: 'lose-life', players: { ref: 'you' }, amount: 2 }),
      spell('Each opponent loses 2 life and you gain 2 life.', { type: 'lose-life', amount: 2 }, { type: 'gain-life', amount: 2 }),
      spell('Target opponent loses 3 life and you gain 3 life.', { type: 'lose-life', amount: 3, players: { ref: 'target', spec: { player: 'opponent' } } }, { type: 'gain-life', amount: 3 }),
      { text: 'When Test Card enters, you may gain 3 life.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', optional: true, effects: [{ type: 'gain-life', players: { ref: 'you' }, amount: 3 }] }] }] },
      { text: 'Whenever this creature deals combat damage to a player, that player discards a card.', abilities: [{ kind: 'triggered', trigger: { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'any' } }, effects: [{ type: 'discard', players: { ref: 'event-player' }, amount: 1 }] }] },
      // Sheltering Word, Melt Terrain: "that creature's toughness", "that land's controller" name the target before them.
      spell("Target creature you control gains hexproof until end of turn. You gain life equal to that creature's toughness.", { type: 'grant' }, { type: 'gain-life', amount: { of: 'stat', stat: 'toughness', object: { ref: 'same-target', slot: -1 } } }),
      spell("Destroy target creature. Its controller mills cards equal to that creature's power.", { type: 'destroy' }, { type: 'mill', players: { ref: 'controller', of: { ref: 'same-target', slot: -1 } }, amount: { of: 'stat', stat: 'power' } }),
      // Bone Splinters-like costs: "the sacrificed creature" (oracle/cost-refs.ts checks the cost; here an activated ability's).
      { text: '{1}, Sacrifice a creature: You gain life equal to the sacrificed creature\'s toughness.', abilities: [{ kind: 'activated', effects: [{ type: 'gain-life', amount: { of: 'stat', stat: 'toughness', object: { ref: 'sacrificed' } } }] }] },
      spell('Exile target creature. Its controller gains life equal to its power.', { type: 'exile', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'gain-life', players: { ref: 'controller', of: { ref: 'same-target', slot: -1 } }, amount: { of: 'stat', stat: 'power', object: { ref: 'same-target', slot: -1 } } }),
      { text: '{2}, {T}: Target player mills two cards.', abilities: [{ kind: 'activated', effects: [{ type: 'mill', amount: 2, players: { ref: 'target', spec: { player: 'any' } } }] }] },
      // "its" in an amount, decided as a verb's "it" is (oracle/pronouns.ts): Bottle Golems (the source, by its last known
      // information once it died, 608.2h), Angelic Chorus (the entering creature), Mortis Dogs (never the target player).
      { text: 'When this creature dies, you gain life equal to its power.', abilities: [{ kind: 'triggered', effects: [{ type: 'gain-life', amount: { of: 'stat', stat: 'power', object: { ref: 'self' } } }] }] },
      { text: 'Whenever a creature you control enters, you gain life equal to its toughness.', abilities: [{ kind: 'triggered', effects: [{ type: 'gain-life', amount: { of: 'stat', stat: 'toughness', object: { ref: 'event-object' } } }] }] },
      { text: 'When this creature dies, target player loses life equal to its power.', abilities: [{ kind: 'triggered', effects: [{ type: 'lose-life', players: { ref: 'target', spec: { player: 'any' } }, amount: { of: 'stat', stat: 'power', object: { ref: 'self' } } }] }] },
      // Counters on the source as an amount (122.1): Golden Urn, Culling Dais, Bloodtracker ("on it": the source).
      { text: '{T}, Sacrifice this artifact: You gain life equal to the number of charge counters on this artifact.', abilities: [{ kind: 'activated', effects: [{ type: 'gain-life', amount: { of: 'stat', stat: 'counters', counter: 'charge', object: { ref: 'self' } } }] }] },
      { text: '{1}, Sacrifice this artifact: Draw a card for each charge counter on this artifact.', abilities: [{ kind: 'activated', effects: [{ type: 'draw', amount: { of: 'stat', stat: 'counters', counter: 'charge', object: { ref: 'self' } } }] }] },
      { text: 'When this creature leaves the battlefield, draw a card for each +1/+1 counter on it.', abilities: [{ kind: 'triggered', effects: [{ type: 'draw', amount: { of: 'stat', stat: 'counters', counter: '+1/+1', object: { ref: 'self' } } }] }] },
      // Sheoldred, the Apocalypse; Mai, Scornful Striker: "they" is the player the trigger's event names (603.7c), with the plural verb.
      { text: 'Whenever an opponent draws a card, they lose 2 life.', abilities: [{ kind: 'triggered', trigger: { on: 'draws', player: 'opponent' }, effects: [{ type: 'lose-life', players: { ref: 'event-player' }, amount: 2 }] }] },
      // Burden of Greed, Stronghold Discipline, Netherborn Phalanx: "they control" is each acting player's own (101.4).
      spell('Target player loses 1 life for each tapped artifact they control.', { type: 'lose-life', players: { ref: 'target', spec: { player: 'any' } }, amount: { of: 'count', filter: { types: ['Artifact'], tapped: true, controller: { player: { ref: 'acting' } } } } }),
      spell('Each player loses 1 life for each creature they control.', { type: 'lose-life', players: { ref: 'each', filter: 'any' }, amount: { of: 'count', filter: { types: ['Creature'], controller: { player: { ref: 'acting' } } } } }),
      // Allied Strategies: domain counted for the player who draws (305.6).
      spell('Target player draws a card for each basic land type among lands they control.', { type: 'draw', amount: { of: 'domain', player: { ref: 'acting' } } }),
      // Warlock Class, Wound Reflection: each opponent's own life lost this turn.
      { text: 'At the beginning of your end step, each opponent loses life equal to the life they lost this turn.', abilities: [{ kind: 'triggered', effects: [{ type: 'lose-life', players: { ref: 'each', filter: 'opponent' }, amount: { of: 'player', stat: 'life-lost-this-turn', player: { ref: 'acting' } } }] }] },
      // Shatter the Sky, Depopulate, Thornbow Archer: "each player (opponent) who …" names the players the clause fits as it resolves.
      spell('Each player who controls a creature with power 4 or greater draws a card. Then destroy all creatures.', { type: 'draw', players: { ref: 'each', filter: 'any', who: { amount: { of: 'count', filter: { types: ['Creature'], power: { op: '>=', value: 4 }, controller: { player: { ref: 'acting' } } } }, op: '>=', value: 1 } } }, { type: 'destroy' }),
      { text: "Whenever this creature attacks, each opponent who doesn't control an Elf loses 1 life.", abilities: [{ kind: 'triggered', effects: [{ type: 'lose-life', players: { ref: 'each', filter: 'opponent', who: { amount: { of: 'count', filter: { subtypes: ['Elf'], controller: { player: { ref: 'acting' } } } }, op: '==', value: 0 } }, amount: 1 }] }] },
      spell('Each opponent who lost life this turn loses 2 life.', { type: 'lose-life', players: { ref: 'each', filter: 'opponent', who: { amount: { of: 'player', stat: 'life-lost-this-turn', player: { ref: 'acting' } }, op: '>=', value: 1 } } }),
      // Dalek Drone, Dinrova Horror: "that player" after one target object is the player the text named with it (its controller, its owner).
      { text: 'When this creature enters, destroy target creature an opponent controls. That player loses 3 life.', abilities: [{ kind: 'triggered', effects: [{ type: 'destroy' }, { type: 'lose-life', players: { ref: 'controller', of: { ref: 'same-target', slot: -1 } }, amount: 3 }] }] },
      { text: "When this creature enters, return target permanent to its owner's hand, then that player discards a card.", abilities: [{ kind: 'triggered', effects: [{ type: 'move', to: 'hand' }, { type: 'discard', players: { ref: 'owner', of: { ref: 'same-target', slot: -1 } }, amount: 1 }] }] },
      // Inspired Sphinx: the opponents there are as the ability resolves (102.3).
      { text: 'When this creature enters, draw cards equal to the number of opponents you have.', abilities: [{ kind: 'triggered', effects: [{ type: 'draw', amount: { of: 'players', filter: 'opponent' } }] }] },
    ],
  },
  {
    id: 'verb/draw-discard-mill',
    wording: 'Draw / Discard / Mill AMOUNT card(s) (the ability\'s controller) / Discard AMOUNT card(s) at random (701.9b) / Discard your hand',
    parse: map(actionOf('base'), (a) => (a.type === 'gain-life' || a.type === 'lose-life' ? null : byPlayers({ ref: 'you' }, [a]))),
    fixtures: [
      spell('Draw two cards.', { type: 'draw', players: { ref: 'you' }, amount: 2 }),
      spell('Draw X cards.', { type: 'draw', amount: { of: 'X' } }),
      spell('Draw a card for each creature you control.', { type: 'draw', amount: { of: 'count', filter: { types: ['Creature'], controller: 'you' } } }),
      { text: 'When this creature enters, mill three cards.', abilities: [{ kind: 'triggered', effects: [{ type: 'mill', amount: 3, players: { ref: 'you' } }] }] },
      spell('Draw two cards, then discard a card.', { type: 'draw', amount: 2 }, { type: 'discard', players: { ref: 'you' }, amount: 1 }),
      spell('Draw two cards, then discard a card at random.', { type: 'draw', amount: 2 }, { type: 'discard', players: { ref: 'you' }, amount: 1, random: true }),
      { text: '{T}: Draw a card, then discard a card.', abilities: [{ kind: 'activated', effects: [{ type: 'draw', amount: 1 }, { type: 'discard', amount: 1 }] }] },
      // Tibalt, the Fiend-Blooded.
      { text: '+1: Draw a card, then discard a card at random.', abilities: [{ kind: 'activated', effects: [{ type: 'draw', amount: 1 }, { type: 'discard', amount: 1, random: true }] }] },
    ],
  },
];
