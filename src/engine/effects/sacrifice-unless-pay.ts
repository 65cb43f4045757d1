// The "sacrifice-unless-pay" effect ("At the beginning of your upkeep, sacrifice this creature
// unless you pay {1}{G}"): as it resolves, the controller chooses whether to pay (608.2d) — a
// scenario `choose: {pay: yes}` / `{pay: no}`; without one, the documented default pays when
// the mana can be paid. Unpaid, the source is sacrificed (701.21a).
import { payMana } from '../game/casting.ts';
import { IllegalAction } from '../game/illegal.ts';
import { takeChoice } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, noteDefault, permanentById, say, trace } from './shared.ts';

export const sacrificeUnlessPayEffect: EffectModule<'sacrifice-unless-pay'> = {
  resolve(game, item, effect) {
    const self = permanentById(game, item.source.id);
    if (!self || self.controller !== item.controller) {
      trace(game, 'effect', say('effect.noEffect', { object: item.source.name, why: 'gone' }), cite('newObject'));
      return;
    }
    const cost = effect.mana.map((m) => `{${m}}`).join('');
    const wants = takeChoice(game, item.controller, (v) => {
      if (!v || typeof v !== 'object' || !('pay' in v)) return undefined;
      const word = String((v as { pay: unknown }).pay).toLowerCase();
      return ['yes', 'true'].includes(word) ? true : ['no', 'false'].includes(word) ? false : undefined;
    });
    let paid = false;
    if (wants !== false) {
      try {
        payMana(game, item.controller, effect.mana, `${item.source.name}'s "unless you pay ${cost}"`);
        paid = true;
        if (wants === undefined) noteDefault(game, `${item.source.name}: ${item.controller} pays ${cost} rather than sacrifice it (the mana could be paid)`);
      } catch (e) {
        // A payment the engine can't settle on its own (a mana ability to activate first) is the scenario's to make.
        if (wants === true || !(e instanceof IllegalAction)) throw e;
        noteDefault(game, `${item.source.name}: ${item.controller} can't pay ${cost}, so it is sacrificed`);
      }
    }
    trace(game, 'choice', say('effect.payOrSacrifice', { player: item.controller, source: item.source.name, cost, paid }), cite('effectChoices'));
    if (!paid) leaveBattlefield(game, [{ object: self, to: 'graveyard', why: 'is sacrificed', rules: cite('sacrifice') }]);
  },
};
