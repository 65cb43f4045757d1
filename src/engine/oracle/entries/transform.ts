// the lines of double-faced cards — the werewolves' upkeep triggers with their
// intervening "if" about the spells cast last turn (603.4; game/spells-last-turn.ts), Daybound /
// Nightbound and "it becomes day as this creature enters" (702.145, 731; game/day-night.ts), and
// Disturb (702.146; cast transformed from the graveyard, game/casting.ts).
import type { AbilityBody } from '../ast.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { type LineEntry } from './lines.ts';
import { self } from '../phrases.ts';
import { manaCost } from '../phrases.ts';
import { line } from '../entry.ts';



export const TRANSFORM_LINES: LineEntry[] = [
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
