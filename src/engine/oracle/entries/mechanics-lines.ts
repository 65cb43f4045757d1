// Whole lines of game mechanics beyond keywords: a dying creature put on top of its owner's
// library, playing with the top card revealed, block requirements and permissions.
import type { AbilityBody } from '../ast.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { count, self } from '../phrases.ts';
import type { LineEntry } from './lines.ts';
import { line } from '../entry.ts';

const period = opt(lit('.'));

export const MECHANIC_LINES: LineEntry[] = [
  {
    id: 'line/dies-library-top',
    wording: "When CARDNAME dies, [you may] put it on top of its owner's library",
    // "It" is the card in the graveyard (603.6c), so the line is read whole.
    parse: map(seq(lit('when'), self, lit('dies ,'), opt(map(lit('you may'), () => true)), lit("put it on top of its owner's library"), period), ([, , , may]): AbilityBody[] => [
      { kind: 'triggered', trigger: { on: 'dies', object: 'self' }, effects: may ? [{ type: 'group', optional: true, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'library', position: 1 }] }] : [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'library', position: 1 }] },
    ]),
    fixtures: [
      line("When this creature dies, put it on top of its owner's library.", { kind: 'triggered', trigger: { on: 'dies', object: 'self' }, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'library', position: 1 }] }),
      line("When this creature dies, you may put it on top of its owner's library.", { kind: 'triggered', effects: [{ type: 'group', optional: true, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'library', position: 1 }] }] }),
    ],
  },
  {
    id: 'line/top-card-information',
    // Seeing the top card changes what a player knows, never the game state a replay follows:
    // the scenario names the library's cards and what the players do (401.5).
    wording: 'You may look at the top card of your library any time / Play with the top card of your library revealed / Players play with the top card of their libraries revealed (401.5: information only, no effect on a replayed game)',
    parse: map(
      seq(alt(lit('you may look at the top card of your library any time'), lit('play with the top card of your library revealed'), lit('players play with the top card of their libraries revealed')), period),
      (): AbilityBody[] => [{ kind: 'no-game-effect', why: 'hidden-information' }],
    ),
    fixtures: [line('You may look at the top card of your library any time.', { kind: 'no-game-effect', why: 'hidden-information' }), line('Play with the top card of your library revealed.', { kind: 'no-game-effect' })],
  },
  {
    id: 'line/self-block-requirements',
    wording: 'All creatures able to block CARDNAME do so / CARDNAME must be blocked if able / CARDNAME [attacks or] blocks each combat if able (509.1c)',
    parse: alt<AbilityBody[]>(
      map(seq(self, lit('blocks each combat if able'), period), () => [{ kind: 'restriction', what: 'blocks-each-combat' }]),
      map(seq(self, lit('attacks or blocks each combat if able'), period), () => [{ kind: 'restriction', what: 'attacks-each-combat' }, { kind: 'restriction', what: 'blocks-each-combat' }]),
      map(seq(lit('all creatures able to block'), self, lit('do so'), period), () => [{ kind: 'restriction', what: 'lure' }]),
      map(seq(self, lit('must be blocked if able'), period), () => [{ kind: 'restriction', what: 'must-be-blocked' }]),
    ),
    fixtures: [line('All creatures able to block this creature do so.', { kind: 'restriction', what: 'lure' }), line('Test Card must be blocked if able.', { kind: 'restriction', what: 'must-be-blocked' })],
  },
  {
    id: 'line/block-additional',
    wording: 'CARDNAME can block an additional creature (N additional creatures) each combat / can block any number of creatures',
    parse: alt<AbilityBody[]>(
      map(seq(self, lit('can block an additional creature each combat'), period), () => [{ kind: 'block-additional', count: 1 }]),
      map(seq(self, lit('can block an additional'), count, lit('creatures each combat'), period), ([, , n]) => [{ kind: 'block-additional', count: n }]),
      map(seq(self, lit('can block any number of creatures'), period), () => [{ kind: 'block-additional', count: 'any' }]),
    ),
    fixtures: [
      line('This creature can block an additional creature each combat.', { kind: 'block-additional', count: 1 }),
      line('Test Card can block any number of creatures.', { kind: 'block-additional', count: 'any' }),
    ],
  },
];
