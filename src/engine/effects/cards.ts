// A player's cards: drawing (121.1), discarding (701.9a: the discarding player chooses, 701.9b,
// game/discard.ts) and milling (701.17a: a player with fewer cards mills as many as possible,
// 701.17b). "Draw X cards", "each player draws a card", "target player mills two cards", "that
// player discards a card": the players and the amount are references (game/refs.ts); several
// players act in APNAP order (101.4).
import { discardCards } from '../game/discard.ts';
import { playersOf } from '../game/refs.ts';
import { mill } from '../game/library.ts';
import type { EffectModule } from './module.ts';
import { amountNow, verbScope, xCodes } from './verb-scope.ts';
import { cite, drawCards, player } from './shared.ts';

export const drawEffect: EffectModule<'draw'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const players = playersOf(game, effect.players, scope);
    for (const who of players) drawCards(game, who, amountNow(game, effect.amount, { ...scope, acting: who }), cite('draw', ...(players.length > 1 ? (['apnapOrder'] as const) : []), ...xCodes(effect.amount)));
  },
};

export const discardEffect: EffectModule<'discard'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    for (const who of playersOf(game, effect.players, scope)) {
      const n = effect.amount === 'hand' ? player(game, who).hand.length : amountNow(game, effect.amount, { ...scope, acting: who });
      discardCards(game, who, n, item.source.name, false, !!effect.random);
    }
  },
};

export const millEffect: EffectModule<'mill'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    for (const who of playersOf(game, effect.players, scope)) mill(game, who, amountNow(game, effect.amount, { ...scope, acting: who }));
  },
};
