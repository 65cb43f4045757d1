// "Target creature gets +X/+X or -X/-X until end of turn" (Liliana of the Dark Realms), "This creature gets +1/-1 or -1/+1
// until end of turn" (Brightling, Shorecrasher Elemental), "target creature gets +2/-2 or -2/+2" (Shaper Parasite): one of
// two changes, chosen by the ability's controller as it resolves (608.2d; the target is chosen as it is put on the stack,
// 601.2c). The choice is the `group` verb's "you may" with its other branch (`asks: 'either'`): the first change written is
// `choose: {either: first}` (the default; `{may: yes}` too), the second `{either: second}` (`{may: no}`) — no new verb, and "where X is …" closing the line defines X in both (107.3c).
import type { Effect, TargetSpec } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, seq, type Parser } from '../grammar.ts';
import { ptChange, ptChangeX, untilEndOfTurn } from '../phrases.ts';
import { creatureTarget } from '../target-grammar.ts';
import { modifyPt } from '../verb-refs.ts';
import type { Amount, ObjectRef } from '../vocabulary.ts';

type Pt = { power: Amount; toughness: Amount };
const pt: Parser<Pt> = alt<Pt>(ptChange, ptChangeX);
/** "gets +X/+X or -X/-X until end of turn". */
const either = map(seq(lit('gets'), pt, lit('or'), pt, untilEndOfTurn), ([, first, , second]) => [first, second] as const);
const SAME: ObjectRef = { ref: 'same-target', slot: -1 };

function choice(first: Pt, second: Pt, objects: ObjectRef, later: ObjectRef, target?: TargetSpec): Effect[] {
  return [{ type: 'group', optional: true, asks: 'either', effects: [modifyPt(objects, first)], ifYouDont: [modifyPt(later, second)], ...(target ? { target } : {}) }];
}

export const EITHER_PT_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/gets-either-pt',
    wording: 'Target creature (CARDNAME) gets +N/+N or -N/-N until end of turn — the controller chooses one as it resolves (608.2d; `choose: {either: first}` or `{either: second}`)',
    parse: alt<Effect[]>(
      map(seq(creatureTarget, either), ([spec, [a, b]]) => choice(a, b, { ref: 'target', spec }, SAME, spec)),
      map(seq(lit('SELF'), either), ([, [a, b]]) => choice(a, b, { ref: 'self' }, { ref: 'self' })),
    ),
    fixtures: [
      {
        text: '−3: Target creature gets +X/+X or -X/-X until end of turn, where X is the number of Swamps you control.',
        abilities: [{ kind: 'activated', effects: [{ type: 'group', optional: true, asks: 'either', target: { object: { types: ['Creature'] } }, effects: [{ type: 'modify-pt', power: { of: 'count', filter: { subtypes: ['Swamp'], controller: 'you' } } }], ifYouDont: [{ type: 'modify-pt', objects: { ref: 'same-target', slot: -1 }, power: { of: 'times', factor: -1, amount: { of: 'count' } } }] }] }],
      },
      { text: '{1}: This creature gets +1/-1 or -1/+1 until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'group', optional: true, effects: [{ type: 'modify-pt', objects: { ref: 'self' }, power: 1, toughness: -1 }], ifYouDont: [{ type: 'modify-pt', objects: { ref: 'self' }, power: -1, toughness: 1 }] }] }] },
    ],
  },
];
