// Edicts (701.21a): "Target player sacrifices a creature of their choice", "Each opponent
// sacrifices a creature of their choice", "Each player sacrifices two creatures of their choice".
// The player who sacrifices chooses (effects/sacrifice.ts); "target opponent" is a player target.
import type { Effect } from '../ast.ts';
import type { Filter, PlayerRef } from '../vocabulary.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq, type Parser } from '../grammar.ts';
import { others } from './player-verbs.ts';
import { count } from '../phrases.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** Who sacrifices: any player subject the player verbs read ("target opponent", "each player", "that player", "its controller"). */
const who: Parser<PlayerRef> = others;
/** "a creature", "two lands", "a permanent": what is sacrificed, as a filter. */
export const sacrificed = oneOf<Filter>(
  (['creature', 'artifact', 'enchantment', 'land', 'planeswalker', 'permanent'] as const).flatMap((w) => {
    const filter: Filter = w === 'permanent' ? {} : { types: [w[0]!.toUpperCase() + w.slice(1)] };
    return [[w, filter], [`${w}s`, filter]] as Array<[string, Filter]>;
  }),
);
/** "Sacrifice this creature (it)": the source, if its controller still controls it (701.21a). */
export const SACRIFICE_SELF: Effect = { type: 'sacrifice', objects: { ref: 'self' } };
/** N permanents fitting `filter` that `chooser` sacrifices, chosen as the instruction is carried out (701.21a). */
export const sacrificeChosen = (chooser: PlayerRef, count: number, filter: Filter): Effect => ({ type: 'sacrifice', objects: { ref: 'chosen', filter, count, chooser } });

export const EDICT_EFFECTS: Array<Entry<Effect[]>> = [
  {
    id: 'effect/edict',
    wording: 'Target player (target opponent, each opponent, each player) sacrifices N creatures (artifacts, lands, permanents…) [of their choice]',
    parse: map(seq(who, alt(lit('sacrifices'), lit('sacrifice')), count, sacrificed, opt(lit('of their choice'))), ([w, , n, filter]) => [sacrificeChosen(w, n, filter)]),
    fixtures: [
      spell('Target player sacrifices a creature of their choice.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'target', spec: { player: 'any' } }, count: 1, filter: { types: ['Creature'] } } }),
      spell('Each opponent sacrifices a creature of their choice.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'each', filter: 'opponent' }, count: 1, filter: { types: ['Creature'] } } }),
      spell('Each player sacrifices two creatures of their choice.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'each', filter: 'any' }, count: 2, filter: { types: ['Creature'] } } }),
      spell('Target player sacrifices a creature.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'target' }, count: 1 } }),
      // Sorin, Solemn Visitor's emblem: the player the step belongs to.
      { text: "At the beginning of each opponent's upkeep, that player sacrifices a creature of their choice.", abilities: [{ kind: 'triggered', effects: [{ type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'event-player' }, count: 1, filter: { types: ['Creature'] } } }] }] },
      spell('Each opponent sacrifices a permanent.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'each', filter: 'opponent' }, count: 1, filter: {} } }),
    ],
  },
];
