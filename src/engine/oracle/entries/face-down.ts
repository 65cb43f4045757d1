// the abilities that let a card be cast face down (708): morph (702.37a), megamorph
// (702.37b) and disguise (702.168a). Each is read into one `face-down-cast` ability holding the
// cost that turns the permanent face up; game/face-down.ts casts the card face down for {3} and
// takes the special action of turning it face up. A morph cost that is not mana ("Morph—Reveal a
// white card") stays refused, and so does a cost with {X} (702.37f: its X is chosen as the
// permanent is turned face up, which no scenario says yet).
import type { AbilityBody, FaceDownHow } from '../ast.ts';
import { lit, map, oneOf, opt, seq } from '../grammar.ts';
import { manaCost } from '../phrases.ts';
import type { LineEntry } from './lines.ts';
import { line } from '../entry.ts';

const period = opt(lit('.'));

export const FACE_DOWN_LINES: LineEntry[] = [
  {
    id: 'line/morph-disguise',
    wording: 'Morph / Megamorph / Disguise {M} (702.37a-b, 702.168a: cast it face down as a 2/2 creature for {3}; turn it face up any time you have priority by paying {M})',
    parse: map(seq(oneOf<FaceDownHow>([['morph', 'morph'], ['megamorph', 'megamorph'], ['disguise', 'disguise']]), manaCost, period), ([how, cost]) => (cost.includes('X') ? null : [{ kind: 'face-down-cast', how, cost } as AbilityBody])),
    fixtures: [
      line('Morph {2}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)', { kind: 'face-down-cast', how: 'morph', cost: ['2', 'G'] }),
      line('Megamorph {5}{G}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.)', { kind: 'face-down-cast', how: 'megamorph', cost: ['5', 'G', 'G'] }),
      line('Disguise {1}{U} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its disguise cost.)', { kind: 'face-down-cast', how: 'disguise', cost: ['1', 'U'] }),
    ],
  },
];
