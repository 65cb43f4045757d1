// Tribute N (702.104a): "As this creature enters, choose an opponent. That player may put an
// additional N +1/+1 counters on it as it enters." — a choice as it enters
// (game/replacement/tribute.ts) — and its companion "When this creature enters, if tribute wasn't
// paid, EFFECTS" (702.104b), an intervening "if" read from the permanent (game/events.ts).
import type { AbilityBody } from '../ast.ts';
import { lit, map, opt, seq, token } from '../grammar.ts';
import { abilityEffects, type LineEntry } from './lines.ts';
import { entersSelf, triggerHead } from './triggers.ts';
import { line } from '../entry.ts';

const number = token((t) => (t.k === 'num' && !t.signed ? t.n : null));

export const TRIBUTE_LINES: LineEntry[] = [
  {
    id: 'line/tribute',
    wording: 'Tribute N (702.104a: as it enters, an opponent may put N more +1/+1 counters on it)',
    parse: map(seq(lit('tribute'), number, opt(lit('.'))), ([, n]) => [{ kind: 'tribute', n } as AbilityBody]),
    fixtures: [line('Tribute 2 (As this creature enters, an opponent of your choice may put two +1/+1 counters on it.)', { kind: 'tribute', n: 2 })],
  },
];
