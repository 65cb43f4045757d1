// cov-mechanics: game mechanics beyond keywords — the monarch (725) and putting a permanent
// on top of its owner's library.
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { lit, map, seq } from '../grammar.ts';
import { permanentTarget } from '../phrases.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

export const MECHANIC_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/become-monarch',
    wording: 'You become the monarch (725)',
    parse: map(lit('you become the monarch'), () => [{ type: 'become-monarch' }]),
    fixtures: [
      { text: 'When this creature enters, you become the monarch.', abilities: [{ kind: 'triggered', trigger: { event: 'etb' }, effects: [{ type: 'become-monarch' }] }] },
      spell('Draw a card. You become the monarch.', { type: 'draw', amount: 1 }, { type: 'become-monarch' }),
    ],
  },
  {
    id: 'effect/library-top',
    wording: "Put target creature (permanent, nonland permanent, land…) on top of its owner's library",
    parse: map(seq(lit('put'), permanentTarget, lit("on top of its owner's library")), ([, target]) => [{ type: 'library-top', target }]),
    fixtures: [
      spell("Put target creature on top of its owner's library.", { type: 'library-top', target: 'creature' }),
      spell("Put target attacking or blocking creature on top of its owner's library.", { type: 'library-top', target: 'attacking-or-blocking-creature' }),
      { text: "{1}{U}, {T}: Put target creature you control on top of its owner's library.", abilities: [{ kind: 'activated', effects: [{ type: 'library-top', target: 'creature-you-control' }] }] },
    ],
  },
];
