// whole lines of the long tail whose "it" names the card after it left the
// battlefield, so they can't be read as an ordinary trigger and effect ("return it" in a dies
// trigger is the card in the graveyard, 603.6c / 603.10a, not the permanent).
import type { AbilityBody } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq } from '../grammar.ts';
import { count, counterKind, counterWord, self } from '../phrases.ts';

export const TAIL_LINES: Entry<AbilityBody[]>[] = [
  {
    id: 'line/dies-return-to-hand',
    wording: "When CARDNAME dies, return it (this card) to its owner's hand.",
    parse: map(seq(lit('when'), self, lit('dies , return'), alt(lit('it'), self, lit('this card')), lit("to its owner's hand"), opt(lit('.'))), () => [{ kind: 'triggered', trigger: { on: 'dies', object: 'self' }, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'hand' }] }]),
    fixtures: [line("When this creature dies, return it to its owner's hand.", { kind: 'triggered', trigger: { on: 'dies', object: 'self' }, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'hand' }] })],
  },
  {
    id: 'line/dies-return-to-battlefield',
    wording: "When CARDNAME dies, [if it was a creature,] return it to the battlefield [tapped] under its owner's control[. It's an enchantment.] — the card it became in the graveyard (603.6c, 400.7); \"if it was a creature\" looks back at it (603.10a)",
    parse: map(
      seq(lit('when'), self, lit('dies ,'), opt(lit('if it was a creature ,')), lit('return it to the battlefield'), opt(lit('tapped')), lit("under its owner's control"), opt(seq(lit('.'), lit("it 's an enchantment"))), opt(lit('.'))),
      ([, , , wasCreature, , tapped, , enchantment]): AbilityBody[] => [{
        kind: 'triggered',
        trigger: { on: 'dies', object: 'self', ...(wasCreature !== undefined ? { interveningIf: { kind: 'event-object', filter: { types: ['Creature'] } } } : {}) },
        effects: [
          { type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'battlefield', under: { ref: 'owner', of: { ref: 'self' } }, ...(tapped !== undefined ? { tapped: true as const } : {}) },
          // "It's an enchantment. (It's not a creature.)": the permanent it became has that card type instead of its own (205.1a), for as long as it remains (611.2a).
          ...(enchantment !== undefined ? [{ type: 'become' as const, objects: { ref: 'previous' as const }, types: ['Enchantment'], duration: 'indefinite' as const }] : []),
        ],
      }],
    ),
    fixtures: [
      // The Enduring cycle (Duskmourn).
      line("When this creature dies, if it was a creature, return it to the battlefield under its owner's control. It's an enchantment. (It's not a creature.)", { kind: 'triggered', trigger: { on: 'dies', object: 'self', interveningIf: { kind: 'event-object', filter: { types: ['Creature'] } } }, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'battlefield' }, { type: 'become', objects: { ref: 'previous' }, types: ['Enchantment'], duration: 'indefinite' }] }),
      line("When this creature dies, return it to the battlefield tapped under its owner's control.", { kind: 'triggered', effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'battlefield', tapped: true }] }),
    ],
  },
  {
    id: 'line/spell-limit',
    wording: "Each player (Each opponent, You) can't cast more than N spell(s) each turn.",
    parse: map(
      seq(oneOf<'each-player' | 'opponents' | 'you'>([['each player', 'each-player'], ['each opponent', 'opponents'], ['you', 'you']]), lit("can't cast more than"), count, alt(lit('spell'), lit('spells')), lit('each turn'), opt(lit('.'))),
      ([who, , max]) => [{ kind: 'player-rule', rule: 'spell-limit', max, who }],
    ),
    fixtures: [line("Each player can't cast more than one spell each turn.", { kind: 'player-rule', rule: 'spell-limit', max: 1, who: 'each-player' })],
  },
  {
    id: 'line/draw-limit',
    wording: "Each player (Each opponent, You) can't draw more than N card(s) each turn. (101.2, 609.3)",
    parse: map(
      seq(oneOf<'each-player' | 'opponents' | 'you'>([['each player', 'each-player'], ['each opponent', 'opponents'], ['you', 'you']]), lit("can't draw more than"), count, alt(lit('card'), lit('cards')), lit('each turn'), opt(lit('.'))),
      ([who, , max]) => [{ kind: 'player-rule', rule: 'draw-limit', max, who }],
    ),
    fixtures: [line("Each opponent can't draw more than one card each turn.", { kind: 'player-rule', rule: 'draw-limit', max: 1, who: 'opponents' })],
  },
];
