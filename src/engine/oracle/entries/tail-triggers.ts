// cov-tail: combat triggers about the other creature: "Whenever CARDNAME blocks a creature with
// flying" (509.3b: checked as blockers are declared) and "Whenever CARDNAME becomes blocked by a
// creature" (509.3d: once for each creature blocking it).
import type { Trigger } from '../ast.ts';
import { triggerFixture, type Entry } from '../entry.ts';
import { lit, map, seq } from '../grammar.ts';
import { keyword, self } from '../phrases.ts';

export const TAIL_TRIGGERS: Entry<Trigger>[] = [
  {
    id: 'trigger/blocks-creature-with',
    wording: 'Whenever CARDNAME blocks a creature with KEYWORD',
    parse: map(seq(lit('whenever'), self, lit('blocks a creature with'), keyword), ([, , , k]) => ({ event: 'blocks', blockedHas: k })),
    fixtures: [triggerFixture('Whenever this creature blocks a creature with flying', { event: 'blocks', blockedHas: 'flying' })],
  },
  {
    id: 'trigger/blocked-by-a-creature',
    wording: 'Whenever CARDNAME becomes blocked by a creature (once for each blocker)',
    parse: map(seq(lit('whenever'), self, lit('becomes blocked by a creature')), () => ({ event: 'becomes-blocked', perBlocker: true })),
    fixtures: [triggerFixture('Whenever this creature becomes blocked by a creature', { event: 'becomes-blocked', perBlocker: true })],
  },
];
