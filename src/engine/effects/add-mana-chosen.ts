// cov-statics: the "add-mana-chosen" effect ("{T}: Add one mana of the chosen color", Thriving
// lands' "Add {G} or one mana of the chosen color"): mana of the colour its source's own "as it
// enters, choose a color" chose (607.2d). With "or", the scenario names the mana
// (`choose: {color: U}`); otherwise the first listed, as for "Add {W} or {U}" (a documented default).
import type { EffectModule } from './module.ts';
import { cite, noteDefault, permanentById, player, say, takeChoice, trace } from './shared.ts';

const LETTER = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' } as const;

export const addManaChosenEffect: EffectModule<'add-mana-chosen'> = {
  resolve(game, item, effect) {
    const source = permanentById(game, item.source.id);
    const chosen = source?.chosen?.color;
    // Without a choice made by its own ability (607.2d) the ability names no colour: it adds nothing.
    const options = [...(effect.or ?? []), ...(chosen ? [LETTER[chosen]] : [])];
    if (!options.length) return;
    let mana = options[0]!;
    if (effect.or?.length && chosen) {
      const picked = takeChoice(game, item.controller, (v) => {
        const c = v && typeof v === 'object' && 'color' in v ? String((v as { color: unknown }).color).replace(/[{}]/g, '').toUpperCase() : undefined;
        return c && options.includes(c) ? c : undefined;
      });
      if (picked) mana = picked;
      else noteDefault(game, say('default.manaFirst', { source: item.source.name, mana: `{${mana}}` }));
    }
    const added = Array.from({ length: effect.count }, () => mana);
    player(game, item.controller).manaPool.push(...added);
    trace(game, 'effect', say('effect.addsChosenMana', { player: item.controller, mana: added.map((m) => `{${m}}`).join(''), object: item.source.name }), cite('manaAbility', 'chosenLinked'));
  },
};
