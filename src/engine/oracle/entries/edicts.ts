// Edicts (701.21a): "Target player sacrifices a creature of their choice", "Each opponent
// sacrifices a creature of their choice", "Each player sacrifices two creatures of their choice".
// The player who sacrifices chooses (effects/edict.ts); "target opponent" is a player target.
import type { Effect, TargetSpec } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq } from '../grammar.ts';
import { count } from '../phrases.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

type Who = Extract<Effect, { type: 'edict' }>['who'];
type CardType = Extract<Effect, { type: 'edict' }>['cardType'];
const who = oneOf<{ who: Who; target?: TargetSpec }>([['target player', { who: 'target-player', target: { player: 'any' } }], ['target opponent', { who: 'target-player', target: { player: 'opponent' } }], ['each opponent', { who: 'each-opponent' }], ['each player', { who: 'each-player' }]]);
const what = oneOf<CardType>(
  (['creature', 'artifact', 'enchantment', 'land', 'planeswalker', 'permanent'] as const).flatMap((w) => {
    const type = (w[0]!.toUpperCase() + w.slice(1)) as CardType;
    return [[w, type], [`${w}s`, type]] as Array<[string, CardType]>;
  }),
);

export const EDICT_EFFECTS: Array<Entry<Effect[]>> = [
  {
    id: 'effect/edict',
    wording: 'Target player (target opponent, each opponent, each player) sacrifices N creatures (artifacts, lands, permanents…) [of their choice]',
    parse: map(seq(who, alt(lit('sacrifices'), lit('sacrifice')), count, what, opt(lit('of their choice'))), ([w, , n, type]) => [
      { type: 'edict', ...w, amount: n, cardType: type },
    ]),
    fixtures: [
      spell('Target player sacrifices a creature of their choice.', { type: 'edict', who: 'target-player', target: { player: 'any' }, amount: 1, cardType: 'Creature' }),
      spell('Each opponent sacrifices a creature of their choice.', { type: 'edict', who: 'each-opponent', amount: 1, cardType: 'Creature' }),
      spell('Each player sacrifices two creatures of their choice.', { type: 'edict', who: 'each-player', amount: 2, cardType: 'Creature' }),
      spell('Target player sacrifices a creature.', { type: 'edict', who: 'target-player', amount: 1, cardType: 'Creature' }),
    ],
  },
];
