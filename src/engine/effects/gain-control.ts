// Gaining control (613.1b): "gain control of target creature until end of turn", "… of up to three
// target creatures", "… of all creatures target opponent controls", "… for as long as you control
// CARDNAME", or with no duration. A layer-2 effect on each object named, fixed as it begins (611.2c),
// ending at cleanup (514.2), when the source changes control or leaves (611.2b), or never. The
// permanents' controllers are brought in step at once (game/control.ts), so the rest of the
// ability ("It gains haste", "Untap them") already sees the new controller.
import { JudgeError } from '../../errors.ts';
import { syncControl } from '../game/control.ts';
import type { FloatingEffect, StackItem } from '../game/state.ts';
import type { Duration } from '../oracle/vocabulary.ts';
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, say, trace } from './shared.ts';
import { alreadyOver, permanentsNamed, verbScope, whileDuration, whileWords } from './verb-scope.ts';
import { playersOf } from '../game/refs.ts';

/** The floating effect's duration for the verb's (undefined: until end of turn, 514.2). */
function floatingDuration(d: Duration, item: StackItem): FloatingEffect['duration'] {
  if (d === 'until-end-of-turn') return undefined;
  if (d === 'indefinite') return { kind: 'indefinitely' };
  if (typeof d === 'object') return whileDuration(d, item);
  throw new JudgeError('not_implemented', `${item.source.name}: control lasting ${JSON.stringify(d)} is not modelled`);
}

export const gainControlEffect: EffectModule<'gain-control'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const { permanents } = permanentsNamed(game, item, [effect.objects], scope);
    // "Target opponent gains control of this artifact" (Jinxed Idol): the player the instruction names, else its controller.
    const controller = effect.to ? playersOf(game, effect.to, scope)[0] : item.controller;
    if (!permanents.length || controller === undefined) return;
    const duration = floatingDuration(effect.duration, item);
    const lasting = duration && 'sourceId' in duration ? duration : undefined;
    // 611.2b: a "for as long as" effect whose duration has already ended by the time it would begin does nothing.
    if (lasting && alreadyOver(game, lasting)) return;
    const what = say('layer.control', { player: controller });
    for (const perm of permanents) {
      game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change: { layer: '2', controller }, ...(duration ? { duration } : {}) });
      if (effect.duration === 'until-end-of-turn') trace(game, 'effect', say('effect.untilEndOfTurn', { object: perm.card.def.name, what, pt: '' }), cite('layerControl', 'lockedInSet', 'untilEndOfTurn'));
      else trace(game, 'effect', say('effect.controlFor', { object: perm.card.def.name, what, source: item.source.name, until: lasting ? whileWords(lasting) : '' }), cite('layerControl', 'lockedInSet', ...(lasting ? (['forAsLongAs'] as const) : [])));
    }
    syncControl(game);
  },
};
