// "It" naming the one target chosen earlier in the same ability ("Target creature gets +2/+2
// until end of turn. Untap it."): the effect acts on that target (`sameTarget`). lines.ts
// accepts these only when exactly one target came before, so "it" can mean nothing else.
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, seq } from '../grammar.ts';
import { keyword, ptChange, untilEndOfTurn } from '../phrases.ts';
import { modifyPt } from '../verb-refs.ts';


export const PREVIOUS_TARGET_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/on-previous-target',
    wording: 'It gets +N/+N / gains KEYWORD until end of turn — "it" being the one target named before',
    parse: alt<Effect[]>(
      map(seq(lit('it gets'), ptChange, untilEndOfTurn), ([, pt]) => [modifyPt({ ref: 'same-target', slot: -1 }, pt)]),
      map(seq(lit('it gains'), keyword, untilEndOfTurn), ([, kw]) => [{ type: 'grant', objects: { ref: 'same-target', slot: -1 }, keywords: [kw], duration: 'until-end-of-turn' }]),
    ),
    fixtures: [{ text: 'Target creature gets +1/+1 and gains reach until end of turn. Untap it.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'modify-pt', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'grant', keywords: ['reach'], objects: { ref: 'same-target', slot: -1 } }, { type: 'tap', untap: true, objects: { ref: 'same-target', slot: -1 } }] }] }],
  },
];
