// Exiling (406.2): permanents — "exile target creature", "exile it", "exile all creatures with
// power 4 or greater", "exile this creature", every one named going at the same time — and cards
// in graveyards: "exile target card from a graveyard", "exile all graveyards" (effects/zone-cards.ts).
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, say } from './shared.ts';
import { rememberExiledWith } from '../game/exile-until.ts'; // cov-targets
import { permanentsNamed, verbScope } from './verb-scope.ts';
import { cardsNamed, exileCards } from './zone-cards.ts';

export const exileEffect: EffectModule<'exile'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const cards = cardsNamed(game, effect, scope);
    // "Exile all graveyards": said as one event, even with nothing in them.
    const graveyards = effect.objects.ref === 'all' && Object.keys(effect.objects.filter).join() === 'zone';
    if (cards.length || graveyards) exileCards(game, cards, graveyards);
    const { permanents: all, rules } = permanentsNamed(game, item, [effect.objects], scope);
    if (!all.length) return;
    leaveBattlefield(game, all.map((perm) => ({ object: perm, to: 'exile' as const, why: say('why.exiled', {}), rules: [...rules, ...cite('exile')] })));
    // cov-targets: remembered for a linked "return the exiled card" of the same permanent (607.2a).
    if (item.kind === 'ability') for (const perm of all) if (!perm.card.token) rememberExiledWith(game, item.source.id, perm.card.id);
  },
};
