// The "sacrifice-permanents" effect: "defending player sacrifices N permanents" (annihilator,
// 702.86a). That player chooses which (701.21a) with a `choose: {sacrifice: [...]}`; without
// one, the first permanents they control in battlefield order (a documented default).
import type { EffectModule } from './module.ts';
import { chooseObjects } from '../game/choices.ts';
import { cite, leaveBattlefield, noteDefault, say } from './shared.ts';

export const sacrificePermanentsEffect: EffectModule<'sacrifice-permanents'> = {
  resolve(game, item, effect) {
    const who = item.event?.player;
    if (!who) return;
    const theirs = game.battlefield.filter((p) => p.controller === who);
    const n = Math.min(effect.amount, theirs.length);
    if (n === 0) return;
    const picked = chooseObjects(game, who, 'sacrifice', theirs, n, (p) => ({ id: p.id, name: p.card.def.name }));
    const chosen = picked ?? theirs.slice(0, n);
    if (!picked && n < theirs.length) noteDefault(game, say('default.sacrificeFirst', { source: item.source.name, player: who, n, fitting: false }));
    leaveBattlefield(game, chosen.map((object) => ({ object, to: 'graveyard' as const, why: say('why.sacrificed', {}), rules: cite('sacrifice', 'annihilator') })));
  },
};
