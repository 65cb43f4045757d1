// cov-transform: the lines of double-faced cards — the werewolves' upkeep triggers with their
// intervening "if" about the spells cast last turn (603.4; game/spells-last-turn.ts), Daybound /
// Nightbound and "it becomes day as this creature enters" (702.145, 731; game/day-night.ts), and
// Disturb (702.146; cast transformed from the graveyard, game/casting.ts).
import type { AbilityBody } from '../ast.ts';
import { alt, lit, map, opt, seq, token } from '../grammar.ts';
import { abilityEffects, type LineEntry } from './lines.ts';
import { self } from '../phrases.ts';
import { manaCost } from '../phrases.ts';

const line = (text: string, ...abilities: unknown[]) => ({ text, abilities });

/** "if no spells were cast last turn" / "if a player cast two or more spells last turn". */
const lastTurn = alt<NonNullable<Extract<AbilityBody, { kind: 'triggered' }>['ifSpellsLastTurn']>>(
  map(lit('if no spells were cast last turn'), () => ({ none: true })),
  map(seq(lit('if a player cast'), token((t) => (t.k === 'num' && !t.signed && t.n > 0 ? t.n : null)), lit('or more spells last turn')), ([, n]) => ({ min: n })),
);

export const TRANSFORM_LINES: LineEntry[] = [
  {
    id: 'line/werewolf-upkeep',
    wording: 'At the beginning of each upkeep, if no spells were cast last turn / if a player cast N or more spells last turn, EFFECTS (603.4)',
    // Starts with its words, not a generic trigger head, so that other lines fail at once.
    parse: map(seq(lit('at the beginning of each upkeep ,'), lastTurn, lit(','), abilityEffects), ([, ifSpellsLastTurn, , effects]) => [
      { kind: 'triggered', trigger: { event: 'upkeep', whose: 'each' }, effects, ifSpellsLastTurn } as AbilityBody,
    ]),
    fixtures: [
      line('At the beginning of each upkeep, if no spells were cast last turn, transform this creature.', { kind: 'triggered', trigger: { event: 'upkeep', whose: 'each' }, ifSpellsLastTurn: { none: true }, effects: [{ type: 'transform-self' }] }),
      line('At the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature.', { kind: 'triggered', trigger: { event: 'upkeep', whose: 'each' }, ifSpellsLastTurn: { min: 2 }, effects: [{ type: 'transform-self' }] }),
    ],
  },
  {
    id: 'line/daybound-nightbound',
    wording: 'Daybound / Nightbound (702.145: it transforms as it becomes night / day; day and night, 731)',
    parse: alt<AbilityBody[]>(map(lit('daybound'), () => [{ kind: 'day-night-bound', face: 'day' }]), map(lit('nightbound'), () => [{ kind: 'day-night-bound', face: 'night' }])),
    fixtures: [
      line("Daybound (If a player casts no spells during their own turn, it becomes night next turn.)", { kind: 'day-night-bound', face: 'day' }),
      line("Nightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)", { kind: 'day-night-bound', face: 'night' }),
    ],
  },
  {
    id: 'line/enters-makes-day',
    wording: "If it's neither day nor night, it becomes day as CARDNAME enters. (731.1)",
    parse: map(seq(lit("if it's neither day nor night , it becomes day as"), self, lit('enters'), opt(lit('.'))), () => [{ kind: 'enters-makes-day' } as AbilityBody]),
    fixtures: [line("If it's neither day nor night, it becomes day as this creature enters.", { kind: 'enters-makes-day' })],
  },
  {
    id: 'line/disturb',
    wording: 'Disturb {M} (702.146a: cast this card transformed from your graveyard for {M})',
    parse: map(seq(lit('disturb'), manaCost, opt(lit('.'))), ([, cost]) => (cost.includes('X') ? null : [{ kind: 'disturb', cost } as AbilityBody])),
    fixtures: [line('Disturb {4}{W}{W} (You may cast this card from your graveyard transformed for its disturb cost.)', { kind: 'disturb', cost: ['4', 'W', 'W'] })],
  },
];
