// The "for-each" effect: its inner effect's number times a count taken as it resolves
// (608.2h) — "you gain 1 life for each creature you control" with three creatures gains 3.
import type { Counted, Effect } from '../oracle/ast.ts';
import type { Game, StackItem } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { resolveEffect } from '../game/effect-registry.ts';
import { characteristics, cite, player, say, trace } from './shared.ts';
import { countMore } from '../game/counted-more.ts'; // cov-addcost

/** How many of the counted things there are now, seen from the resolving ability. */
export function countOf(game: Game, item: StackItem, what: Counted): number {
  // cov-statics: the source's counters of a kind, as it is now or as it last existed (608.2h).
  if (what.zone === 'counters') return (game.battlefield.find((p) => p.id === item.source.id) ?? game.lastKnown[item.source.id])?.counters[what.counter] ?? 0;
  // cov-addcost: a party, domain, graveyard cards of one of two types.
  if (what.zone === 'party' || what.zone === 'domain' || what.zone === 'graveyard-any' || what.zone === 'attacking') return countMore(game, item.controller, what, (p) => characteristics(game, p));
  if (what.zone !== 'battlefield') {
    const cards = player(game, item.controller)[what.zone];
    return cards.filter((c) => !what.cardType || c.def.types.includes(what.cardType)).length;
  }
  return game.battlefield.filter((p) => {
    const c = characteristics(game, p);
    if (what.other && p.id === item.source.id) return false;
    if (what.cardType && !c.types.includes(what.cardType)) return false;
    if (what.subtype && !c.subtypes.includes(what.subtype)) return false;
    return what.controller === 'any' || (what.controller === 'you') === (p.controller === item.controller);
  }).length;
}

/** The effect with its number multiplied by n. */
function scaled(effect: Effect, n: number): Effect {
  const e = { ...effect } as Record<string, unknown>;
  for (const key of ['amount', 'count', 'power', 'toughness']) if (typeof e[key] === 'number') e[key] = (e[key] as number) * n;
  return e as Effect;
}

export const forEachEffect: EffectModule<'for-each'> = {
  resolve(game, item, effect, target) {
    const n = countOf(game, item, effect.counted);
    trace(game, 'effect', say('effect.forEach', { n }), cite('countOnResolution'));
    if (n > 0) resolveEffect(game, item, scaled(effect.effect, n), target);
  },
};
