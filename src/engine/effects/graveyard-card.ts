// What "[You may] return target … card from your graveyard to …" effects share: the target card,
// if it is still in a graveyard (608.2b), taken out of it — or nothing, when the controller
// declines a "you may" (608.2c: `choose: {return: false}`; without a choice they return it, a
// documented default).
import { cardInGraveyard } from '../game/targets.ts';
import type { Card, StackItem, TargetRef } from '../game/state.ts';
import { cite, noteDefault, player, say, takeChoice, trace, type Game } from './shared.ts';

export function takeTargetCard(game: Game, item: StackItem, optional: boolean | undefined, target: TargetRef | undefined): { card: Card; owner: string } | null {
  if (target?.kind !== 'card') return null;
  const found = cardInGraveyard(game, target.id);
  if (!found) return null;
  if (optional) {
    const wants = takeChoice(game, item.controller, (v) => (v && typeof v === 'object' && 'return' in v && typeof (v as { return: unknown }).return === 'boolean' ? (v as { return: boolean }).return : undefined));
    if (wants === false) {
      trace(game, 'effect', say('effect.mayDeclined', { player: item.controller, source: item.source.name }), cite('followInstructions'));
      return null;
    }
    if (wants === undefined) noteDefault(game, say('default.youMay', { source: item.source.name, player: item.controller, what: 'return-card' }));
  }
  const grave = player(game, found.owner).graveyard;
  grave.splice(grave.indexOf(found.card), 1);
  return found;
}
