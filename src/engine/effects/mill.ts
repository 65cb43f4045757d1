// The "mill" effect (701.17a): the top N cards of a library go to its owner's graveyard; a
// player with fewer cards mills as many as possible (701.17b). No choice is involved.
import type { Game } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { apnap } from '../game/state.ts';
import { cite, opponents, player, putCardIntoGraveyard, say, trace } from './shared.ts';

export const millEffect: EffectModule<'mill'> = {
  resolve(game, item, effect, target) {
    const who = target?.kind === 'player' ? [target.name] : effect.players === 'you' ? [item.controller] : effect.players === 'each-opponent' ? opponents(game, item.controller).map((p) => p.name) : apnap(game).map((p) => p.name);
    for (const name of who) mill(game, name, effect.amount);
  },
};

export function mill(game: Game, who: string, amount: number): void {
  const p = player(game, who);
  const milled = p.library.splice(0, amount);
  trace(game, 'library', say('effect.mill', { player: who, n: milled.length, cards: milled.map((c) => c.def.name).join(', ') }), cite('mill', ...(milled.length < amount ? (['millAsManyAsPossible'] as const) : [])));
  // Each through "would be put into a graveyard from anywhere" replacements (Rest in Peace).
  for (const c of milled) putCardIntoGraveyard(game, c);
}
