// "Draw X cards" (107.3a) and other sentences.
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, seq } from '../grammar.ts';
import { permanentTarget } from '../target-grammar.ts';
import { self } from '../phrases.ts';
import type { ObjectRef } from '../vocabulary.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

export const MORE_SENTENCE_EFFECTS: Array<Entry<Effect[]>> = [
];

// "Target creature you control gains protection from the color of your choice until end of turn" (Gods Willing).
MORE_SENTENCE_EFFECTS.push({
  id: 'effect/protection-choice',
  wording: 'Target creature [you control] (target permanent, CARDNAME, it) gains protection from the color of your choice until end of turn (702.16a, 105.3)',
  parse: map(
    seq(alt<ObjectRef>(map(permanentTarget, (spec): ObjectRef => ({ ref: 'target', spec })), map(self, (): ObjectRef => ({ ref: 'self' })), map(lit('it'), (): ObjectRef => ({ ref: 'it' }))), lit('gains protection from the color of your choice until end of turn')),
    ([objects]) => [{ type: 'grant', objects, protectionFrom: 'chosen-color', duration: 'until-end-of-turn' }],
  ),
  fixtures: [
    spell('Target creature you control gains protection from the color of your choice until end of turn.', { type: 'grant', protectionFrom: 'chosen-color', objects: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } } }),
    // Knight of Dawn; Feat of Resistance ("it": the target named before).
    { text: '{W}{W}: This creature gains protection from the color of your choice until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'grant', protectionFrom: 'chosen-color', objects: { ref: 'self' }, duration: 'until-end-of-turn' }] }] },
    spell('Put a +1/+1 counter on target creature you control. It gains protection from the color of your choice until end of turn.', { type: 'put-counters' }, { type: 'grant', protectionFrom: 'chosen-color', objects: { ref: 'same-target', slot: -1 } }),
  ],
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
