// The "sacrifice-permanents" effect: "defending player sacrifices N permanents" (annihilator,
// 702.86a). That player chooses which (701.21a) with a `choose: {sacrifice: [...]}`; without
// one, the first permanents they control in battlefield order (a documented default).
import type { EffectModule } from './module.ts';
import { choiceNames, cite, leaveBattlefield, noteDefault, takeChoice } from './shared.ts';

export const sacrificePermanentsEffect: EffectModule<'sacrifice-permanents'> = {
  resolve(game, item, effect) {
    const who = item.event?.player;
    if (!who) return;
    const theirs = game.battlefield.filter((p) => p.controller === who);
    const n = Math.min(effect.amount, theirs.length);
    if (n === 0) return;
    const picked = takeChoice(game, who, (v) => {
      const names = choiceNames(v, 'sacrifice');
      if (!names || names.length !== n) return undefined;
      const pool = [...theirs];
      const list = names.map((name) => {
        const i = pool.findIndex((p) => p.id === name || p.card.def.name.toLowerCase() === name.toLowerCase());
        return i < 0 ? undefined : pool.splice(i, 1)[0];
      });
      return list.every(Boolean) ? list.map((p) => p!) : undefined;
    });
    const chosen = picked ?? theirs.slice(0, n);
    if (!picked && n < theirs.length) noteDefault(game, `${item.source.name}: ${who} sacrifices the first ${n} permanent(s) they control`);
    leaveBattlefield(game, chosen.map((object) => ({ object, to: 'graveyard' as const, why: 'is sacrificed', rules: cite('sacrifice', 'annihilator') })));
  },
};
