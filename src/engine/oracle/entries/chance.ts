// Instructions that hang on an outcome (oracle/verbs.ts `group.chance`): "Flip a coin. If you win the flip, …
// [If you lose the flip, …]" (705.2) and "Clash with an opponent. If you win, … [Otherwise, …]" (701.30). The
// outcome is decided as the instruction is carried out (effects/chance.ts); what follows it is any sentence the
// clause grammar reads, with at most one target between the two outcomes, chosen as the spell or ability is put
// on the stack whichever way it comes out (601.2c) — "it" after it names that target.
import { targetsOf, type Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { line, spellLine } from '../entry.ts';
import { alt, lit, map, opt, seq, token, type Parser } from '../grammar.ts';
import { itIs } from '../pronouns.ts';
import { joinedSentences } from './effects.ts';
import { says } from '../says.ts';

const joined = joinedSentences;

const SAME = { ref: 'same-target', slot: -1 } as const;
const EVENT_PLAYER = '{"ref":"event-player"}';

type Outcomes = { won: Effect[] | undefined; lost: Effect[] | undefined };

/** The group for a chance and its two outcomes; null with more than one target, or an outcome that nests another choice. */
function outcome(chance: 'coin' | 'clash', { won, lost }: Outcomes): Effect[] | null {
  const all = [...(won ?? []), ...(lost ?? [])];
  const targets = targetsOf(all);
  if (targets.length > 1 || all.some((e) => (e.type === 'group' && (e.upTo || e.target)) || e.type === 'delayed')) return null;
  // "If you lose the flip, it gets -0/-2": after the one target, "it" is that target (as in "you may tap target creature. If you do, …").
  const firstTargeted = all.findIndex((e) => targetsOf([e]).length > 0);
  // "Target player discards two cards. Otherwise, that player discards a card": after one target player, "that player" is that target.
  const thatPlayer = targets.length === 1 && targets[0]!.player && !targets[0]!.object;
  const after = (e: Effect): Effect => {
    const back = itIs(e, SAME);
    return thatPlayer ? (JSON.parse(JSON.stringify(back).replaceAll(EVENT_PLAYER, JSON.stringify(SAME))) as Effect) : back;
  };
  const it = (list: Effect[] | undefined, offset: number): Effect[] | undefined => (list && firstTargeted >= 0 ? list.map((e, i) => (offset + i > firstTargeted ? after(e) : e)) : list);
  const ifYouDo = it(won, 0);
  const ifYouDont = it(lost, won?.length ?? 0);
  return [{ type: 'group', chance, effects: [], ...(ifYouDo ? { ifYouDo } : {}), ...(ifYouDont ? { ifYouDont } : {}), ...(targets.length ? { target: targets[0]! } : {}) }];
}

/** "You may flip a coin (clash with an opponent). …" (608.2d): the whole of it optional — one without a target (the target would be chosen whether or not they do, 601.2c). */
const mayDo = (may: boolean, group: Effect[] | null): Effect[] | null => (!may || !group ? group : group.some((e) => e.type === 'group' && e.target) ? null : [{ type: 'group', optional: true, effects: group }]);

const ifWin = seq(lit('if you win the flip ,'), joined);
const ifLose = seq(lit('if you lose the flip ,'), joined);
const coin: Parser<Outcomes> = alt<Outcomes>(
  map(seq(ifWin, opt(seq(lit('.'), ifLose))), ([[, won], lose]) => ({ won, lost: lose?.[1][1] })),
  map(seq(ifLose, opt(seq(lit('.'), ifWin))), ([[, lost], win]) => ({ won: win?.[1][1], lost })),
);

const SIDED: Record<string, number> = { 'four-sided': 4, 'six-sided': 6, 'eight-sided': 8, 'ten-sided': 10, 'twelve-sided': 12, 'twenty-sided': 20 };
const number = token((t) => (t.k === 'num' && !t.signed && t.n >= 2 ? t.n : null));
/** "a d20", "a six-sided die", "a 20-sided die" (706.1a). */
const die: Parser<number> = alt<number>(
  map(seq(lit('d'), number), ([, n]) => n),
  map(seq(number, lit('sided die')), ([n]) => n),
  map(seq(token((t) => SIDED[t.raw] ?? null), lit('die')), ([n]) => n),
);

/**
 * "The result" read only after a die this ability rolled (706.2): every instruction naming it comes after a `die` group in
 * the same list — a line saying it otherwise (a trigger on another die's roll, "whenever you roll a die, … equal to the
 * result") is refused rather than read as a result never rolled.
 */
export function resultsFit(effects: readonly Effect[]): boolean {
  let rolled = false;
  for (const e of effects) {
    if (e.type === 'group' && e.die) rolled = true;
    else if (!rolled && says(e, 'stat', 'result')) return false;
  }
  return true;
}

export const CHANCE_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/roll-a-die',
    wording: 'Roll a dN / a N-sided die [and its results table "N1—N2 | EFFECT"] (706.1a, 706.3a: `choose: {roll: N}`); "the result" after it (706.2)',
    parse: map(seq(lit('roll a'), die), ([, sides]) => [{ type: 'group', die: { sides }, effects: [] }]),
    fixtures: [
      spellLine('Roll a d20.', { kind: 'spell', effects: [{ type: 'group', die: { sides: 20 }, effects: [] }] }),
      line('When this creature enters, roll a six-sided die. You gain life equal to the result.', { kind: 'triggered', effects: [{ type: 'group', die: { sides: 6 } }, { type: 'gain-life', amount: { of: 'this-way', stat: 'result' } }] }),
      spellLine('Roll a six-sided die. Target creature gets +X/+X until end of turn, where X is the result.', { kind: 'spell', effects: [{ type: 'group', die: { sides: 6 } }, { type: 'modify-pt', power: { of: 'this-way', stat: 'result' } }] }),
    ],
  },
  {
    id: 'effect/flip-a-coin',
    wording: 'Flip a coin. If you win the flip, EFFECT[. If you lose the flip, EFFECT] (705.2: `choose: {flip: win | lose}`)',
    parse: map(seq(opt(lit('you may')), lit('flip a coin .'), coin), ([may, , o]) => mayDo(may !== undefined, outcome('coin', o))),
    fixtures: [
      spellLine('Flip a coin. If you win the flip, take an extra turn after this one.', { kind: 'spell', effects: [{ type: 'group', chance: 'coin', effects: [], ifYouDo: [{ type: 'extra-turn', amount: 1 }] }] }),
      line('At the beginning of your upkeep, you may flip a coin. If you win the flip, put a fuse counter on this enchantment.', { kind: 'triggered', effects: [{ type: 'group', optional: true, effects: [{ type: 'group', chance: 'coin', ifYouDo: [{ type: 'put-counters', counter: 'fuse' }] }] }] }),
      line('At the beginning of your upkeep, flip a coin. If you lose the flip, this artifact deals 3 damage to you.', { kind: 'triggered', effects: [{ type: 'group', chance: 'coin', ifYouDont: [{ type: 'deal-damage', amount: 3, to: [{ ref: 'you' }] }] }] }),
      line('{1}: Flip a coin. If you win the flip, target Orc creature gets +2/+0 until end of turn. If you lose the flip, it gets -0/-2 until end of turn.', {
        kind: 'activated',
        effects: [{ type: 'group', chance: 'coin', target: { object: { subtypes: ['Orc'] } }, ifYouDo: [{ type: 'modify-pt', power: 2, toughness: 0 }], ifYouDont: [{ type: 'modify-pt', objects: { ref: 'same-target', slot: -1 }, power: 0, toughness: -2 }] }],
      }),
    ],
  },
  {
    id: 'effect/clash',
    wording: 'Clash with an opponent. If you win, EFFECT[. Otherwise, EFFECT] (701.30: `choose: {opponent: NAME}`, `{clash: top | bottom}`)',
    parse: map(seq(opt(lit('you may')), lit('clash with an opponent . if you win ,'), joined, opt(seq(lit('. otherwise ,'), joined))), ([may, , won, other]) => mayDo(may !== undefined, outcome('clash', { won, lost: other?.[1] }))),
    fixtures: [
      line('When this creature enters, clash with an opponent. If you win, put a +1/+1 counter on this creature.', { kind: 'triggered', effects: [{ type: 'group', chance: 'clash', effects: [], ifYouDo: [{ type: 'put-counters', counter: '+1/+1', amount: 1, on: [{ ref: 'self' }] }] }] }),
      spellLine('Clash with an opponent. If you win, target player discards two cards. Otherwise, that player discards a card.', { kind: 'spell', effects: [{ type: 'group', chance: 'clash', target: { player: 'any' }, ifYouDo: [{ type: 'discard', amount: 2 }], ifYouDont: [{ type: 'discard', amount: 1 }] }] }),
    ],
  },
];
