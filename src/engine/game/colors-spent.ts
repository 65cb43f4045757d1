// "for each color of mana spent to cast it" — converge's entering counters and
// sunburst (702.44a–b). The mana a spell was cast with is kept on it (casting.ts payMana) and
// on the permanent it becomes; a permanent that wasn't cast had no mana spent on it.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Ability } from '../oracle/ast.ts';
import { mostDistinct } from './distinct.ts';
import type { Candidate, EnterEvent } from './replacement/event.ts';
import { noteDefault, trace, type Game, type Permanent } from './state.ts';
import { putCounters } from './counters.ts';

const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;

/**
 * The number of colors of mana spent (106.1a): mana a source could make in more than one color
 * ("W|U", tapped for generic mana) is taken as the colors that make the count highest, a
 * choice of its controller recorded as a default.
 */
export function colorsSpent(game: Game, name: string, spent: readonly string[] | undefined): number {
  if (!spent?.length) return 0;
  const options = spent.map((m) => m.split('|').flatMap((x) => x.split('/')));
  if (spent.some((m) => m.includes('|'))) noteDefault(game, say('default.mostColors', { card: name }));
  return mostDistinct(options, COLORS);
}

/** The entering replacement of converge's and sunburst's counters (614.1c, 702.44a). */
export function colorCounters(game: Game, perm: Permanent, a: Extract<Ability, { kind: 'etb-counters-colors' }>, key: string): Candidate<EnterEvent>[] {
  const name = perm.card.def.name;
  return [{ key, sourceName: name, commutes: true, apply(g, e) {
    // 702.44a: a creature "ignoring any type-changing effects" is one by its printed card type.
    const counter = a.counter === '+1/+1' || e.object.card.def.types.includes('Creature') ? '+1/+1' : 'charge';
    const count = a.per * colorsSpent(g, name, e.object.manaSpent);
    const put = putCounters(g, e.object, counter, count, { enters: true });
    trace(g, 'replaced', say('replace.entersWithCounters', { object: name, count: put, counter: say('term.counter', { counter }) }), cite('entersWithReplacement', ...(a.counter === 'sunburst' ? (['sunburst'] as const) : (['manaColors'] as const))));
    return e;
  } }];
}
