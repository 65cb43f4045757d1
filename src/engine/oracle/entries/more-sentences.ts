// "Draw X cards" (107.3a) and other sentences.
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, seq } from '../grammar.ts';
import { creatureTarget } from '../target-grammar.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

export const MORE_SENTENCE_EFFECTS: Array<Entry<Effect[]>> = [
];

// "Target creature you control gains protection from the color of your choice until end of turn" (Gods Willing).
MORE_SENTENCE_EFFECTS.push({
  id: 'effect/protection-choice',
  wording: 'Target creature [you control] gains protection from the color of your choice until end of turn',
  parse: map(seq(creatureTarget, lit('gains protection from the color of your choice until end of turn')), ([target]) => [{ type: 'grant', objects: { ref: 'target', spec: target }, protectionFrom: 'chosen-color', duration: 'until-end-of-turn' }]),
  fixtures: [spell('Target creature you control gains protection from the color of your choice until end of turn.', { type: 'grant', protectionFrom: 'chosen-color', objects: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } } })],
});

// "Return the exiled card to the battlefield under its owner's control" / "to its owner's hand": the
// second of two linked abilities (607.2a), after "When this … enters, exile target …".
MORE_SENTENCE_EFFECTS.push({
  id: 'effect/return-exiled',
  wording: "Return the exiled card to the battlefield under its owner's control (to its owner's hand)",
  parse: alt(
    map(lit("return the exiled card to the battlefield under its owner's control"), () => [{ type: 'move', objects: { ref: 'exiled' }, to: 'battlefield', under: { ref: 'owner', of: { ref: 'exiled' } } } as Effect]),
    map(lit("return the exiled card to its owner's hand"), () => [{ type: 'move', objects: { ref: 'exiled' }, to: 'hand' } as Effect]),
  ),
  fixtures: [
    { text: "When this enchantment leaves the battlefield, return the exiled card to the battlefield under its owner's control.", abilities: [{ kind: 'triggered', trigger: { on: 'leaves', object: 'self' }, effects: [{ type: 'move', objects: { ref: 'exiled' }, to: 'battlefield' }] }] },
  ],
});
