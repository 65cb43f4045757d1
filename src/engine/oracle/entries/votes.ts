// Votes (701.38): "Starting with you, each player votes for A or B." Each player, starting with the ability's controller
// and proceeding in turn order, votes for one of the choices as the spell or ability resolves (effects/chance.ts
// `castVotes`). Will of the council: "If A gets more votes, … If B gets more votes or the vote is tied, …" — the group's
// `ifYouDo` / `ifYouDont`; council's dilemma: "… for each A vote", an amount of any verb after it (`{of: 'this-way',
// stat: 'votes'}`), read only after a vote with that choice in the same ability (`votesFit`). The choices read are single
// words with no rules meaning (701.38b); a vote for objects, colors or players is refused.
import { targetsOf, type Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { line, spellLine } from '../entry.ts';
import { alt, lit, map, seq, token, type Parser } from '../grammar.ts';
import { joinedSentences } from './effects.ts';

const joined = joinedSentences;

/** Words that are not a vote's choice: what a vote for objects, colors or players says ("votes for a nonland permanent …", "for blue, black, …"). */
const NOT_A_CHOICE = new Set(['a', 'an', 'another', 'the', 'one', 'each', 'white', 'blue', 'black', 'red', 'green', 'player', 'or']);
/** A choice of a vote (701.38b): one word with no rules meaning. */
const choice: Parser<string> = token((t) => (t.k === 'word' && /^[a-z]+$/.test(t.raw) && !NOT_A_CHOICE.has(t.raw) ? t.raw : null));
/** "starting with you, each player votes for A or B" (701.38a). */
const votes: Parser<string[]> = map(seq(lit('starting with you , each player votes for'), choice, lit('or'), choice), ([, a, , b]) => (a === b ? null : [a, b]));

/** "If A gets more votes, … If B gets more votes or the vote is tied, …": the instructions for each outcome, at most one target between them (chosen as the spell or ability is put on the stack, 601.2c). */
const willOfTheCouncil: Parser<Effect[]> = map(
  seq(votes, lit('. if'), choice, lit('gets more votes ,'), joined, lit('. if'), choice, lit('gets more votes or the vote is tied ,'), joined),
  ([options, , wins, , won, , other, , lost]) => {
    if (!options.includes(wins) || !options.includes(other) || wins === other) return null;
    // A target would be chosen whichever way the vote goes; the groups inside would choose their own.
    if (targetsOf([...won, ...lost]).length || [...won, ...lost].some((e) => e.type === 'group' && (e.upTo || e.target || e.vote))) return null;
    return [{ type: 'group', vote: { options, wins }, effects: [], ifYouDo: won, ifYouDont: lost }];
  },
);

/**
 * Whether every "for each A vote" comes after a vote with that choice in the same list (a line saying it otherwise — a
 * trigger "whenever players finish voting" — is refused rather than read as a vote never held).
 */
export function votesFit(effects: readonly Effect[]): boolean {
  const held = new Set<string>();
  const said = (e: Effect): string[] => [...JSON.stringify(e).matchAll(/"stat":"votes","option":"([a-z]+)"/g)].map((m) => m[1]!);
  for (const e of effects) {
    if (e.type === 'group' && e.vote) {
      if (said(e).length) return false;
      e.vote.options.forEach((o) => held.add(o));
    } else if (!said(e).every((o) => held.has(o))) return false;
  }
  return true;
}

export const VOTE_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/vote',
    wording: 'Starting with you, each player votes for A or B. [If A gets more votes, EFFECT. If B gets more votes or the vote is tied, EFFECT.] ("for each A vote" after it) (701.38a: `choose: {vote: A}`)',
    parse: alt<Effect[]>(
      willOfTheCouncil,
      map(votes, (options): Effect[] => [{ type: 'group', vote: { options }, effects: [] }]),
    ),
    fixtures: [
      // Plea for Power, Tyrant's Choice (will of the council).
      spellLine('Will of the council — Starting with you, each player votes for time or knowledge. If time gets more votes, take an extra turn after this one. If knowledge gets more votes or the vote is tied, draw three cards.', {
        kind: 'spell',
        effects: [{ type: 'group', vote: { options: ['time', 'knowledge'], wins: 'time' }, effects: [], ifYouDo: [{ type: 'extra-turn', amount: 1 }], ifYouDont: [{ type: 'draw', amount: 3 }] }],
      }),
      spellLine("Will of the council — Starting with you, each player votes for death or torture. If death gets more votes, each opponent sacrifices a creature of their choice. If torture gets more votes or the vote is tied, each opponent loses 4 life.", {
        kind: 'spell',
        effects: [{ type: 'group', vote: { options: ['death', 'torture'], wins: 'death' }, ifYouDo: [{ type: 'sacrifice' }], ifYouDont: [{ type: 'lose-life', amount: 4 }] }],
      }),
      // Orchard Elemental (council's dilemma): the votes as amounts of the sentences after it.
      line("Council's dilemma — When this creature enters, starting with you, each player votes for sprout or harvest. Put two +1/+1 counters on this creature for each sprout vote. You gain 3 life for each harvest vote.", {
        kind: 'triggered',
        effects: [
          { type: 'group', vote: { options: ['sprout', 'harvest'] }, effects: [] },
          { type: 'put-counters', amount: { of: 'times', factor: 2, amount: { of: 'this-way', stat: 'votes', option: 'sprout' } } },
          { type: 'gain-life', amount: { of: 'times', factor: 3, amount: { of: 'this-way', stat: 'votes', option: 'harvest' } } },
        ],
      }),
    ],
  },
];
