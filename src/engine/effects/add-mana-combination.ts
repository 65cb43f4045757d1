// cov-statics: the "add-mana-combination" effect ("Add {U}{U}, {U}{R}, or {R}{R}."): the player
// chooses one of the listed groups as the mana ability resolves (106.1a) — a scenario's
// `choose: {mana: "{U}{R}"}`, or the first group listed (a documented default).
import type { EffectModule } from './module.ts';
import { takeChoice } from '../game/state.ts';
import { noteDefault, player, say } from './shared.ts';

export const addManaCombinationEffect: EffectModule<'add-mana-combination'> = {
  resolve(game, item, effect) {
    const key = (o: string[]): string => o.join('');
    const chosen = takeChoice(game, item.controller, (v) => {
      if (!v || typeof v !== 'object' || !('mana' in v)) return undefined;
      const want = String((v as { mana: unknown }).mana).replace(/[{}\s]/g, '').toUpperCase();
      return effect.options.find((o) => key(o) === want);
    });
    const group = chosen ?? effect.options[0]!;
    if (!chosen) noteDefault(game, say('default.manaFirst', { source: item.source.name, mana: group.map((s) => `{${s}}`).join('') }));
    player(game, item.controller).manaPool.push(...group);
  },
};
