// The "edict" effect: "Target player sacrifices a creature of their choice", "Each opponent
// (each player) sacrifices a creature of their choice" (701.21a: a player sacrifices only
// permanents they control, and it isn't destruction, so regeneration can't save it). Each
// sacrificing player chooses in APNAP order (101.4) with `choose: {sacrifice: [NAME, …]}`;
// without one, the first fitting permanents they control in battlefield order (a documented
// default). The chosen permanents are then sacrificed at once.
import type { EffectModule } from './module.ts';
import { chooseObjects } from '../game/choices.ts';
import type { Permanent } from '../game/state.ts';
import { apnapOrder, characteristics, cite, leaveBattlefield, noteDefault, say, trace } from './shared.ts';

export const edictEffect: EffectModule<'edict'> = {
  resolve(game, item, effect, target) {
    const players = effect.who === 'target-player'
      ? (target?.kind === 'player' ? [target.name] : [])
      : effect.who === 'you' ? [item.controller] // cov-tail
      : apnapOrder(game).filter((p) => !p.lost && (effect.who === 'each-player' || p.name !== item.controller)).map((p) => p.name);
    const sacrificed: Permanent[] = [];
    for (const who of players) {
      const fitting = game.battlefield.filter((p) => p.controller === who && (effect.cardType === 'Permanent' || characteristics(game, p).types.includes(effect.cardType)));
      const n = Math.min(effect.amount, fitting.length);
      if (n === 0) {
        trace(game, 'effect', say('effect.edictNothing', { player: who, what: effect.cardType.toLowerCase() }), cite('sacrifice', 'sacrificeOwnOnly'));
        continue;
      }
      const picked = chooseObjects(game, who, 'sacrifice', fitting, n, (p) => ({ id: p.id, name: p.card.def.name }));
      if (!picked && n < fitting.length) noteDefault(game, say('default.sacrificeFirst', { source: item.source.name, player: who, n, fitting: true }));
      sacrificed.push(...(picked ?? fitting.slice(0, n)));
    }
    if (!sacrificed.length) return;
    const rules = players.length > 1 ? cite('sacrifice', 'apnapOrder') : cite('sacrifice');
    leaveBattlefield(game, sacrificed.map((object) => ({ object, to: 'graveyard' as const, why: say('why.sacrificed', {}), rules })));
  },
};
