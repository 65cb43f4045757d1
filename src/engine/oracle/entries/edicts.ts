// Edicts (701.21a): "Target player sacrifices a creature of their choice", "Each opponent
// sacrifices a creature of their choice", "Each player sacrifices two creatures of their choice".
// The player who sacrifices chooses (effects/sacrifice.ts); "target opponent" is a player target.
import type { Effect } from '../ast.ts';
import type { Filter, PlayerRef } from '../vocabulary.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq, type Parser } from '../grammar.ts';
import type { ObjectRef } from '../vocabulary.ts';
import { actions, byPlayers, others } from './player-verbs.ts';
import { DAMAGE_VERBS } from './damage-verbs.ts';
import { count } from '../phrases.ts';
import { mergeFilters, permanentFilter, withQualities } from '../filter-grammar.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** Who sacrifices: any player subject the player verbs read ("target opponent", "each player", "that player", "its controller"). */
const who: Parser<PlayerRef> = others;
/** "a creature", "two lands", "a permanent": what is sacrificed, as a filter. */
const SACRIFICED_WORDS: readonly string[] = ['creature', 'artifact', 'enchantment', 'land', 'planeswalker', 'permanent'];
export const sacrificed = oneOf<Filter>(
  SACRIFICED_WORDS.flatMap((w) => {
    const filter: Filter = w === 'permanent' ? {} : { types: [w[0]!.toUpperCase() + w.slice(1)] };
    return [[w, filter], [`${w}s`, filter]] as Array<[string, Filter]>;
  }),
);
/**
 * What an edict names, any description the filter phrase reads — "a nontoken creature", "an artifact, creature, or land",
 * "two nonland permanents", "a creature of their choice with flying" (the words after "of their choice" still describe it).
 * A description naming a controller is refused: a player sacrifices only permanents they control (701.21a), so "you
 * control" would say something else.
 */
const described: Parser<{ n: number; filter: Filter }> = map(
  seq(
    alt<{ n: number; filter: Filter }>(
      map(seq(alt(lit('a'), lit('an')), permanentFilter.one), ([, filter]) => ({ n: 1, filter })),
      map(seq(count, permanentFilter.many), ([n, filter]) => (n > 1 ? { n, filter } : null)),
    ),
    opt(seq(lit('of their choice'), opt(withQualities))),
  ),
  ([{ n, filter }, choice]) => {
    const more = choice?.[1];
    const merged = more ? mergeFilters(filter, more) : filter;
    return merged && merged.controller === undefined && merged.owner === undefined && !merged.other && !plain(merged) ? { n, filter: merged } : null;
  },
);
/** A description the one-word list reads already ("a creature", "two lands", "a permanent"), left to it. */
const plain = (f: Filter): boolean => (Object.keys(f).length === 1 && f.types?.length === 1 && SACRIFICED_WORDS.includes(f.types[0]!.toLowerCase())) || (Object.keys(f).length === 1 && f.permanent === true);
const edictTarget: Parser<{ n: number; filter: Filter }> = alt(
  map(seq(count, sacrificed, opt(lit('of their choice'))), ([n, filter]) => ({ n, filter })),
  described,
);

const edictTargetLater: Parser<{ n: number; filter: Filter }> = alt(map(seq(count, sacrificed, opt(lit('of their choice'))), ([n, filter]) => ({ n, filter })), map(seq(alt(lit('a'), lit('an')), sacrificed, opt(lit('of their choice'))), ([, filter]) => ({ n: 1, filter })), described);

/** "Sacrifice this creature (it)": the source, if its controller still controls it (701.21a). */
export const SACRIFICE_SELF: Effect = { type: 'sacrifice', objects: { ref: 'self' } };
/** N permanents fitting `filter` that `chooser` sacrifices, chosen as the instruction is carried out (701.21a). */
export const sacrificeChosen = (chooser: PlayerRef, count: number, filter: Filter): Effect => ({ type: 'sacrifice', objects: { ref: 'chosen', filter, count, chooser } });

/** "That player or that planeswalker's controller" after damage to "target player (opponent) or planeswalker": the player chosen, or the controller of
 *  the planeswalker chosen — each instruction once for the player slot (`same-target`) and once for the planeswalker's controller, one of the two naming nobody. */
const THAT_TARGET: ObjectRef & PlayerRef = { ref: 'same-target', slot: -1 };
const WALKERS_CONTROLLER: PlayerRef = { ref: 'controller', of: THAT_TARGET };
const DEAL_DAMAGE = DAMAGE_VERBS.find((e) => e.id === 'verb/deal-damage')!.parse;
/** The one damage instruction to one "target player or planeswalker" (opponent or planeswalker). */
const toPlayerOrWalker = (effects: Effect[]): boolean => {
  const e = effects.length === 1 ? effects[0]! : undefined;
  if (e?.type !== 'deal-damage' || e.to.length !== 1) return false;
  const to = e.to[0]!;
  return to.ref === 'target' && !!to.spec.player && to.spec.object?.types?.join() === 'Planeswalker' && Object.keys(to.spec.object).length === 1 && !to.spec.count;
};
const eitherWay = (make: (p: PlayerRef) => Effect[] | null): Effect[] | null => {
  const a = make(THAT_TARGET);
  const b = make(WALKERS_CONTROLLER);
  return a && b && a.flatMap((e, i) => [e, b[i]!]);
};

export const EDICT_EFFECTS: Array<Entry<Effect[]>> = [
  {
    // Blightning, Rakdos's Return, Nicol Bolas, Planeswalker: the player dealt the damage, or the planeswalker's controller (120.3c damage to it).
    id: 'effect/damage-then-player-or-controller',
    wording: "CARDNAME deals N damage to target player (opponent) or planeswalker. That player or that planeswalker's controller discards N cards [, then sacrifices N permanents of their choice]",
    parse: map(
      seq(DEAL_DAMAGE, lit(". that player or that planeswalker's controller"), actions.s, opt(seq(lit(', then sacrifices'), edictTargetLater))),
      ([damage, , list, edict]): Effect[] | null => {
        if (!toPlayerOrWalker(damage)) return null;
        const done = eitherWay((p) => byPlayers(p, list));
        const sacrifice = edict && eitherWay((p) => [sacrificeChosen(p, edict[1].n, edict[1].filter)]);
        if (!done || (edict && !sacrifice)) return null;
        return [...damage, ...done, ...(sacrifice ?? [])];
      },
    ),
    fixtures: [
      spell("Test Card deals 3 damage to target player or planeswalker. That player or that planeswalker's controller discards two cards.", { type: 'deal-damage', amount: 3 }, { type: 'discard', amount: 2, players: { ref: 'same-target', slot: -1 } }, { type: 'discard', amount: 2, players: { ref: 'controller', of: { ref: 'same-target', slot: -1 } } }),
      {
        text: "−9: Test Card deals 7 damage to target player or planeswalker. That player or that planeswalker's controller discards seven cards, then sacrifices seven permanents of their choice.",
        abilities: [{ kind: 'activated', effects: [{ type: 'deal-damage', amount: 7 }, { type: 'discard', amount: 7 }, { type: 'discard', amount: 7 }, { type: 'sacrifice', objects: { ref: 'chosen', count: 7, filter: {}, chooser: { ref: 'same-target', slot: -1 } } }, { type: 'sacrifice', objects: { ref: 'chosen', count: 7, chooser: { ref: 'controller', of: { ref: 'same-target', slot: -1 } } } }] }],
      },
    ],
  },
  {
    id: 'effect/edict',
    wording: 'Target player (target opponent, each opponent, each player) sacrifices N creatures (any description: nontoken creatures, an artifact, creature, or land…) [of their choice]',
    parse: map(seq(who, alt(lit('sacrifices'), lit('sacrifice')), edictTarget), ([w, , { n, filter }]) => [sacrificeChosen(w, n, filter)]),
    fixtures: [
      spell('Target player sacrifices a creature of their choice.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'target', spec: { player: 'any' } }, count: 1, filter: { types: ['Creature'] } } }),
      spell('Each opponent sacrifices a creature of their choice.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'each', filter: 'opponent' }, count: 1, filter: { types: ['Creature'] } } }),
      spell('Each player sacrifices two creatures of their choice.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'each', filter: 'any' }, count: 2, filter: { types: ['Creature'] } } }),
      spell('Target player sacrifices a creature.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'target' }, count: 1 } }),
      // Sorin, Solemn Visitor's emblem: the player the step belongs to.
      { text: "At the beginning of each opponent's upkeep, that player sacrifices a creature of their choice.", abilities: [{ kind: 'triggered', effects: [{ type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'event-player' }, count: 1, filter: { types: ['Creature'] } } }] }] },
      // Any description the filter phrase reads (Braids, Cabal Minion; Clip Wings; Exile into Darkness; Accursed Marauder).
      { text: "At the beginning of each player's upkeep, that player sacrifices an artifact, creature, or land of their choice.", abilities: [{ kind: 'triggered', effects: [{ type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'event-player' }, count: 1, filter: { types: ['Artifact', 'Creature', 'Land'] } } }] }] },
      spell('Each opponent sacrifices a creature of their choice with flying.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'each', filter: 'opponent' }, count: 1, filter: { types: ['Creature'], withKeywords: ['flying'] } } }),
      spell('Target player sacrifices a creature of their choice with mana value 3 or less.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'target' }, count: 1, filter: { types: ['Creature'], manaValue: { op: '<=', value: 3 } } } }),
      spell('Each player sacrifices a nontoken creature of their choice.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'each', filter: 'any' }, count: 1, filter: { types: ['Creature'], token: false } } }),
      spell('Each player sacrifices two nonland permanents of their choice.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'each', filter: 'any' }, count: 2, filter: { notTypes: ['Land'], permanent: true } } }),
      spell('Each opponent sacrifices a permanent.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'each', filter: 'opponent' }, count: 1, filter: {} } }),
    ],
  },
];
