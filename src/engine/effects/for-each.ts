// The "for-each" effect: its inner effect's number times a count taken as it resolves
// (608.2h) — "you gain 1 life for each creature you control" with three creatures gains 3.
import type { Effect } from '../oracle/ast.ts';
import { amountOf, scopeOf } from '../game/refs.ts';
import type { EffectModule } from './module.ts';
import { resolveEffect } from '../game/effect-registry.ts';
import { cite, say, trace } from './shared.ts';

/** The effect with its number multiplied by n. */
function scaled(effect: Effect, n: number): Effect {
  const e = { ...effect } as Record<string, unknown>;
  for (const key of ['amount', 'count', 'power', 'toughness']) if (typeof e[key] === 'number') e[key] = (e[key] as number) * n;
  return e as Effect;
}

export const forEachEffect: EffectModule<'for-each'> = {
  resolve(game, item, effect, target) {
    const n = amountOf(game, effect.counted, scopeOf(item)) ?? 0;
    trace(game, 'effect', say('effect.forEach', { n }), cite('countOnResolution'));
    if (n > 0) resolveEffect(game, item, scaled(effect.effect, n), target);
  },
};
