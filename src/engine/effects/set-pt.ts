// "Has base power and toughness 1/1" (layer 7b, 613.4b) and "switch its power and toughness"
// (layer 7d, 613.4d) until end of turn or until your next turn, on the objects a reference names.
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, say } from './shared.ts';
import { signedAmount } from './modify-pt.ts';
import { permanentsChanged } from './verb-scope.ts';

export const setPtEffect: EffectModule<'set-pt'> = {
  resolve(game, item, effect, target, given) {
    const changed = permanentsChanged(game, item, effect, target, given, 'a set power and toughness');
    if (!changed) return;
    const { scope, permanents, until } = changed;
    const power = effect.power === undefined ? undefined : signedAmount(game, effect.power, scope);
    const toughness = effect.toughness === undefined ? undefined : signedAmount(game, effect.toughness, scope);
    for (const perm of permanents) {
      if (power !== undefined && toughness !== undefined) changeUntilEndOfTurn(game, perm, item.source.name, { layer: '7b', power, toughness }, say('what.basePT', { power, toughness }), 'layerSetPT', until);
      if (effect.switch) changeUntilEndOfTurn(game, perm, item.source.name, { layer: '7d' }, say('what.switches', {}), 'layerSwitchPT', until);
    }
  },
};
