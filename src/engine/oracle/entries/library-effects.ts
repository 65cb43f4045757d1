// Effects on the controller's library and hand: scry (701.22), surveil (701.25), mill
// (701.17), discard (701.9). Where the cards go is the player's choice, made with a scenario
// `choose` or by the documented default (effects/scry.ts…).
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, seq } from '../grammar.ts';
import { count, selfOrIt } from '../phrases.ts';

/** Scry N, surveil N: the controller looks at the top N cards of their library and puts them where the keyword action says (701.22a, 701.25a). */
export const keywordLook = (action: 'scry' | 'surveil', amount: number): Effect => ({ type: 'look', players: { ref: 'you' }, from: 'library-top', amount, action });
const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

export const LIBRARY_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/scry-surveil',
    wording: 'Scry N / Surveil N',
    parse: map(seq(alt(map(lit('scry'), () => 'scry' as const), map(lit('surveil'), () => 'surveil' as const)), count), ([action, n]) => [keywordLook(action, n)]),
    fixtures: [spell('Scry 2.', { type: 'look', action: 'scry', amount: 2, from: 'library-top', players: { ref: 'you' } }), { text: 'When this creature enters, surveil 1.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'look', action: 'surveil', amount: 1 }] }] }],
  },
];

export const LIBRARY_EFFECTS_MORE: Entry<Effect[]>[] = [
  {
    id: 'effect/explore',
    wording: 'CARDNAME (it) explores (701.44a)',
    parse: map(seq(selfOrIt, lit('explores')), () => [{ type: 'explore' }]),
    fixtures: [{ text: 'When this creature enters, it explores.', abilities: [{ kind: 'triggered', effects: [{ type: 'explore' }] }] }],
  },
  {
    id: 'effect/reorder-top',
    wording: 'Look at the top N cards of your library, then put them back in any order',
    parse: map(seq(lit('look at the top'), count, lit('cards of your library , then put them back in any order')), ([, n]) => [{ type: 'look', players: { ref: 'you' }, from: 'library-top', amount: n, rest: 'library-top', restOrder: 'any' }]),
    fixtures: [{ text: 'When this creature enters, look at the top three cards of your library, then put them back in any order.', abilities: [{ kind: 'triggered', effects: [{ type: 'look', amount: 3, rest: 'library-top', restOrder: 'any' }] }] }],
  },
];
