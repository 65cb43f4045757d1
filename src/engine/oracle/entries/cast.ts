// Lines about how a card is cast or used from another zone, and modal spells and abilities:
// "Choose one —" with its "•" modes (700.2), Kicker and "if this spell was kicked" (702.33),
// Flashback (702.34), Cycling (702.29); and deck-building or outside-the-game abilities
// (Partner, Companion…) that are read and have no effect in a replayed game.
import { cite } from '../../citations.ts';
import type { AbilityBody, CastAbility, Modes } from '../ast.ts';
import type { Filter } from '../vocabulary.ts';
import { alt, lit, map, opt, seq, token, type Parser } from '../grammar.ts';
import { count, counterKind, counterWord, manaCost, self } from '../phrases.ts';
import { effects, type LineEntry } from './lines.ts';
import { triggerHead } from './triggers.ts';
import { line, spellLine } from '../entry.ts';

const period = opt(lit('.'));
const one = (body: AbilityBody): AbilityBody[] => [body];

/** Whatever follows, to the end of the line (a companion's deck condition). */
const rest: Parser<null> = (ts, at) => (at < ts.length ? [{ value: null, next: ts.length }] : []);

/** "choose one —", "choose two —", "choose one or both —", "choose one or more —" (700.2). */
const chooseHead: Parser<Omit<Modes, 'options'>> = map(
  seq(lit('choose'), token((t) => (t.k === 'num' && !t.signed && t.n > 0 ? t.n : null)), opt(alt(map(lit('or both'), () => 'both' as const), map(lit('or more'), () => 'more' as const))), lit('—')),
  ([, n, more]) => (more === undefined ? { min: n, max: n } : n !== 1 ? null : more === 'more' ? { min: 1, max: null } : { min: 1, max: 2 }),
);
const modal = (m: Omit<Modes, 'options'>): Modes => ({ ...m, options: [] });
const spellEffects = effects(true);

const noEffect = (why: Extract<CastAbility, { kind: 'no-game-effect' }>['why']) => one({ kind: 'no-game-effect', why });

export const CAST_LINES: LineEntry[] = [
  {
    id: 'line/modal-spell',
    wording: 'Choose one — / Choose two — / Choose one or both — / Choose one or more — followed by "• EFFECTS" lines (a modal spell)',
    spellOnly: true,
    parse: map(seq(chooseHead), ([m]) => one({ kind: 'spell', effects: [], modes: modal(m) })),
    fixtures: [
      spellLine('Choose one or both —\n• Draw a card.\n• You gain 3 life.', { kind: 'spell', effects: [], modes: { min: 1, max: 2, options: [{ text: 'Draw a card.', effects: [{ type: 'draw', amount: 1 }] }, { text: 'You gain 3 life.' }] } }),
      spellLine('Choose one or more —\n• Draw a card.\n• You gain 3 life.\n• Destroy target artifact.', { kind: 'spell', modes: { min: 1, max: null } }),
    ],
  },
  {
    id: 'line/modal-triggered',
    wording: 'TRIGGER, choose one — followed by "• EFFECTS" lines (a modal triggered ability)',
    parse: map(seq(triggerHead, lit(','), chooseHead), ([trigger, , m]) => one({ kind: 'triggered', trigger, effects: [], modes: modal(m) })),
    fixtures: [line('When this creature enters, choose one —\n• Draw a card.\n• Destroy target artifact.', { kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [], modes: { min: 1, max: 1, options: [{}, { effects: [{ type: 'destroy', objects: { ref: 'target', spec: { object: { types: ['Artifact'] } } } }] }] } })],
  },
  {
    id: 'line/mode',
    wording: '• EFFECTS (one mode of the "Choose …" line above it)',
    // "It" in a mode could mean a target of another mode or the source: read strictly, as in a spell.
    parse: map(seq(lit('•'), spellEffects), ([, list]) => one({ kind: 'mode', text: '', effects: list })),
    // Folded into the ability of the "Choose …" line: the "•" lines themselves keep no ability.
    fixtures: [spellLine('Choose two —\n• Draw a card.\n• You gain 3 life.\n• Destroy target artifact.', { kind: 'spell', modes: { min: 2, max: 2, options: [{ effects: [{ type: 'draw' }] }, { effects: [{ type: 'gain-life', amount: 3 }] }, { effects: [{ type: 'destroy' }] }] } })],
  },
  {
    id: 'line/kicker',
    wording: 'Kicker {M} / Multikicker {M}',
    parse: map(seq(alt(map(lit('kicker'), () => false), map(lit('multikicker'), () => true)), manaCost, period), ([multi, cost]) => one({ kind: 'kicker', cost, multi })),
    fixtures: [line('Kicker {1}{G}', { kind: 'kicker', cost: ['1', 'G'], multi: false }), line('Multikicker {1}', { kind: 'kicker', cost: ['1'], multi: true })],
  },
  {
    id: 'line/kicker-and-or',
    wording: 'Kicker {M} and/or {M}',
    // 702.33b: the same as "Kicker {A}, kicker {B}": two kicker abilities.
    parse: map(seq(lit('kicker'), manaCost, lit('and/or'), manaCost, period), ([, a, , b]) => [{ kind: 'kicker', cost: a, multi: false }, { kind: 'kicker', cost: b, multi: false }]),
    fixtures: [line('Kicker {R} and/or {W}', { kind: 'kicker', cost: ['R'] }, { kind: 'kicker', cost: ['W'] })],
  },
  {
    id: 'line/kicked-spell',
    wording: 'EFFECTS. If this spell was kicked, EFFECTS.',
    spellOnly: true,
    // 702.33g: the kicked part's targets are chosen only when the spell is kicked.
    parse: map(seq(spellEffects, lit('if this spell was kicked ,'), spellEffects), ([base, , kicked]) => one({ kind: 'spell', effects: base, kicked })),
    fixtures: [spellLine("Return target nonland permanent to its owner's hand. If this spell was kicked, draw a card.", { kind: 'spell', effects: [{ type: 'move', to: 'hand' }], kicked: [{ type: 'draw', amount: 1 }] })],
  },
  {
    id: 'line/kicked-enters-with-counters',
    wording: 'If CARDNAME was kicked, it enters with N +1/+1 counters on it. / CARDNAME enters with a +1/+1 counter on it for each time it was kicked.',
    parse: alt(
      map(seq(lit('if'), self, lit('was kicked , it enters with'), count, counterKind, counterWord, lit('on it'), period), ([, , , n, counter]) => one({ kind: 'etb-counters', count: n, counter, kicked: 'if' })),
      map(seq(self, lit('enters with'), count, counterKind, counterWord, lit('on it for each time it was kicked'), period), ([, , n, counter]) => one({ kind: 'etb-counters', count: n, counter, kicked: 'each' })),
    ),
    fixtures: [
      line('If this creature was kicked, it enters with two +1/+1 counters on it.', { kind: 'etb-counters', count: 2, counter: '+1/+1', kicked: 'if' }),
      line('This creature enters with a +1/+1 counter on it for each time it was kicked.', { kind: 'etb-counters', count: 1, kicked: 'each' }),
    ],
  },
  {
    id: 'line/convoke',
    wording: 'Convoke',
    parse: map(seq(lit('convoke'), period), () => one({ kind: 'convoke' })),
    fixtures: [line('Convoke', { kind: 'convoke' })],
  },
  {
    id: 'line/jump-start-retrace',
    wording: 'Jump-start / Retrace',
    spellOnly: true,
    parse: alt(map(seq(lit('jump-start'), period), () => one({ kind: 'graveyard-cast', how: 'jump-start' })), map(seq(lit('retrace'), period), () => one({ kind: 'graveyard-cast', how: 'retrace' }))),
    fixtures: [spellLine('Jump-start', { kind: 'graveyard-cast', how: 'jump-start' }), spellLine('Retrace', { kind: 'graveyard-cast', how: 'retrace' })],
  },
  {
    id: 'line/typecycling',
    wording: 'Basic landcycling {M} / Plainscycling, Islandcycling, Swampcycling, Mountaincycling, Forestcycling {M}',
    // 702.29e: a card of that quality, in the library.
    parse: map(seq(alt(map(lit('basic landcycling'), (): Filter => ({ supertypes: ['Basic'], types: ['Land'], zone: 'library', owner: 'you' })), token((t): Filter | null => {
      const m = t.k === 'word' ? /^(plains|island|swamp|mountain|forest)cycling$/.exec(t.raw) : null;
      return m ? { subtypes: [m[1]![0]!.toUpperCase() + m[1]!.slice(1)], zone: 'library', owner: 'you' } : null;
    })), manaCost, period), ([search, cost]) => one({ kind: 'cycling', cost, search })),
    fixtures: [line('Basic landcycling {1}', { kind: 'cycling', cost: ['1'], search: { supertypes: ['Basic'], types: ['Land'] } }), line('Islandcycling {2}', { kind: 'cycling', cost: ['2'], search: { subtypes: ['Island'] } })],
  },
  {
    id: 'line/no-game-effect',
    wording: `Partner, Partner—TEXT, Choose a Background, Doctor's companion, CARDNAME can be your commander, Companion — CONDITION, If this card is in your opening hand, you may begin the game with it on the battlefield (they work before the game or outside it, rules ${cite('partner', 'canBeCommander', 'companion', 'openingHand').join(', ')}: no effect in a replayed game)`,
    parse: alt(
      map(seq(lit('partner'), opt(seq(lit('—'), rest)), period), () => noEffect('partner')),
      map(seq(lit('choose a background'), period), () => noEffect('background')),
      map(seq(lit("doctor's companion"), period), () => noEffect('doctors-companion')),
      map(seq(self, lit('can be your commander'), period), () => noEffect('commander')),
      map(seq(lit('companion —'), rest), () => noEffect('companion')),
      // The Leylines: an action from the opening hand, taken before the first turn (103.6a).
      map(seq(lit('if this card is in your opening hand , you may begin the game with it on the battlefield'), period), () => noEffect('opening-hand')),
    ),
    fixtures: [
      line('Partner', { kind: 'no-game-effect', why: 'partner' }),
      line('Partner—Friends forever', { kind: 'no-game-effect', why: 'partner' }),
      line('Choose a Background', { kind: 'no-game-effect', why: 'background' }),
      line('Test Card can be your commander.', { kind: 'no-game-effect', why: 'commander' }),
      line('Companion — Each nonland card in your starting deck has a mana value of 2 or less.', { kind: 'no-game-effect', why: 'companion' }),
      line('If this card is in your opening hand, you may begin the game with it on the battlefield.', { kind: 'no-game-effect', why: 'opening-hand' }),
    ],
  },
];
