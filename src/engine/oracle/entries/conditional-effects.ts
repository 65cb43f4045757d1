// An instruction with a condition of its own (the `if` verb, oracle/verbs.ts): "If you control a
// Wizard, draw a card.", "If you attacked this turn, create a Treasure token. Otherwise, …" — any
// clause the grammar reads (a "you may" one included) after any condition of
// oracle/condition-grammar.ts, checked as the instruction is carried out (608.2c). Right after a
// trigger condition, the same words are the ability's intervening "if" (603.4, entries/lines.ts).
// The governed instructions name no target: one would be chosen as the ability is put on the
// stack whether or not the condition later holds, which this shape does not say.
import { targetsOf, type Effect } from '../ast.ts';
import { condition } from '../condition-grammar.ts';
import type { Entry } from '../entry.ts';
import { lit, map, opt, sepBy1, seq, type Parser } from '../grammar.ts';

/**
 * The clauses an "if" governs: one sentence's clauses joined by ", then" / "and" — read by the
 * whole clause grammar (compound-effects.ts), which includes this entry; given by the caller so
 * the two files don't import each other.
 */
export function conditionalEffects(clause: Parser<Effect[]>, joiner: Parser<unknown>): Entry<Effect[]>[] {
  const joined: Parser<Effect[]> = map(sepBy1(clause, joiner), (lists) => lists.flat());
  const untargeted = (effects: Effect[]): Effect[] | null => (targetsOf(effects).length ? null : effects);
  const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
  return [
    {
      id: 'effect/if-condition',
      wording: 'If CONDITION, EFFECT[. Otherwise, EFFECT] (without targets; CONDITION: you control a / another / N or more / no FILTER, your life or hand, a creature died / you attacked / you gained life this turn, SELF is tapped)',
      parse: map(seq(lit('if'), condition, lit(','), joined, opt(seq(lit('. otherwise ,'), joined))), ([, c, , then, otherwise]) => {
        const yes = untargeted(then);
        const no = otherwise ? untargeted(otherwise[1]) : undefined;
        if (!yes || no === null) return null;
        return [{ type: 'if', condition: c, then: yes, ...(no ? { otherwise: no } : {}) }];
      }),
      fixtures: [
        spell('Creatures you control get +1/+1 until end of turn. If you control a Wizard, draw a card.', { type: 'group-changes' }, { type: 'if', condition: { kind: 'controls', who: 'you', atLeast: 1, filter: { subtypes: ['Wizard'] } }, then: [{ type: 'draw', amount: 1 }] }),
        spell('If you control three or more artifacts, draw two cards. Otherwise, draw a card.', { type: 'if', condition: { kind: 'controls', who: 'you', atLeast: 3, filter: { types: ['Artifact'] } }, then: [{ type: 'draw', amount: 2 }], otherwise: [{ type: 'draw', amount: 1 }] }),
        spell('If you have 5 or less life, you gain 4 life.', { type: 'if', condition: { kind: 'compare', op: '<=', value: 5 }, then: [{ type: 'gain-life', amount: 4 }] }),
      ],
    },
  ];
}
