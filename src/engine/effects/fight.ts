// Fight (701.14a) and its one-sided form: "Target creature you control fights target creature
// you don't control" — each deals damage equal to its power to the other; "… deals damage equal
// to its power to target creature" — only the first does. Either creature is a reference: a
// target, or "it" / "that creature" after a sentence naming the first one. If either is no longer
// on the battlefield, no longer a creature, or an illegal target (references name only legal
// targets, 608.2b), no damage is dealt (701.14b). A fight's damage isn't combat damage (701.14d).
import { sourceInfo } from '../game/events.ts';
import { objectsOf } from '../game/refs.ts';
import type { EffectModule } from './module.ts';
import { characteristics, cite, dealDamage, say, trace } from './shared.ts';
import { verbScope } from './verb-scope.ts';

export const fightEffect: EffectModule<'fight'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const one = (ref: typeof effect.first) => objectsOf(game, ref, scope).flatMap((o) => (o.kind === 'permanent' ? [o.permanent] : []))[0];
    const first = one(effect.first);
    const second = one(effect.second);
    const a = first ? characteristics(game, first) : undefined;
    const b = second ? characteristics(game, second) : undefined;
    const mutual = !effect.oneSided;
    if (!first || !second || !a?.types.includes('Creature') || !(b?.types.includes('Creature') || b?.types.includes('Planeswalker'))) {
      trace(game, 'effect', say('effect.noFight', { source: item.source.name }), cite(mutual ? 'fightGone' : 'illegalTargetsOnResolve'));
      return;
    }
    trace(game, 'effect', say(mutual ? 'effect.fights' : 'effect.bites', { first: a.name, second: b.name }), mutual ? cite('fight', 'fightNotCombat') : cite('followInstructions'));
    const events = [{ type: 'damage' as const, source: sourceInfo(game, first, a), to: { kind: 'permanent' as const, id: second.id }, amount: Math.max(0, a.power ?? 0), combat: false }];
    if (mutual && b.types.includes('Creature')) events.push({ type: 'damage', source: sourceInfo(game, second, b), to: { kind: 'permanent', id: first.id }, amount: Math.max(0, b.power ?? 0), combat: false });
    dealDamage(game, events.filter((e) => e.amount > 0));
  },
};
