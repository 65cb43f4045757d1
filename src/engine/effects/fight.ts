// Fight (701.14a) and its one-sided form: "Target creature you control fights target creature
// you don't control" — each deals damage equal to its power to the other; "… deals damage equal
// to its power to target creature" — only the first does. The first creature is the target named
// just before this one (a "choose-target" effect or a pump of it). If either creature is no
// longer on the battlefield, no longer a creature, or an illegal target, no damage is dealt
// (701.14b; for the one-sided form, 608.2b). A fight's damage isn't combat damage (701.14d).
import { sourceInfo } from '../game/events.ts';
import { targetProblem } from '../game/targets.ts';
import type { EffectModule } from './module.ts';
import { characteristics, cite, dealDamage, permanentById, say, trace } from './shared.ts';

export const fightEffect: EffectModule<'fight'> = {
  resolve(game, item, effect, target) {
    const i = target ? item.targets.indexOf(target) : -1;
    const firstRef = i > 0 ? item.targets[i - 1] : undefined;
    const first = firstRef?.kind === 'permanent' ? permanentById(game, firstRef.id) : undefined;
    const second = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    const firstLegal = firstRef !== undefined && !targetProblem(game, item.source, item.controller, firstRef, item.targetSpecs[i - 1]!, item.event?.player);
    const a = first ? characteristics(game, first) : undefined;
    const b = second ? characteristics(game, second) : undefined;
    if (!first || !second || !firstLegal || !a?.types.includes('Creature') || !(b?.types.includes('Creature') || b?.types.includes('Planeswalker'))) {
      trace(game, 'effect', say('effect.noFight', { source: item.source.name }), cite(effect.mutual ? 'fightGone' : 'illegalTargetsOnResolve'));
      return;
    }
    trace(game, 'effect', say(effect.mutual ? 'effect.fights' : 'effect.bites', { first: a.name, second: b.name }), effect.mutual ? cite('fight', 'fightNotCombat') : cite('followInstructions'));
    const events = [{ type: 'damage' as const, source: sourceInfo(game, first, a), to: { kind: 'permanent' as const, id: second.id }, amount: Math.max(0, a.power ?? 0), combat: false }];
    if (effect.mutual && b.types.includes('Creature')) events.push({ type: 'damage', source: sourceInfo(game, second, b), to: { kind: 'permanent', id: first.id }, amount: Math.max(0, b.power ?? 0), combat: false });
    dealDamage(game, events.filter((e) => e.amount > 0));
  },
};

/** "Choose target creature": names the first creature of a fight; nothing happens by itself. */
export const chooseTargetEffect: EffectModule<'choose-target'> = {
  resolve() {},
};
