// "Exile it, then return that card to the battlefield": what the instruction before acted on,
// followed into the zone it went to (400.7), for the next instruction's `{ref: 'previous'}`.
import type { Candidate } from './match.ts';
import type { Game } from './state.ts';

/**
 * Where objects an instruction acted on are now, for the next instruction's "that card" / "it"
 * ("exile it, then return that card to the battlefield"): a permanent that left the battlefield is
 * the card it became, in the zone it went to (400.7); a token that left is gone (111.8).
 */
export function followed(game: Game, acted: Candidate[]): Candidate[] {
  return acted.flatMap((o): Candidate[] => {
    if (o.kind !== 'permanent' || game.battlefield.includes(o.permanent)) return [o];
    const { card } = o.permanent;
    if (card.token) return [];
    const owner = game.players.find((p) => p.name === card.owner);
    const zones = owner ? ([['graveyard', owner.graveyard], ['exile', owner.exile], ['hand', owner.hand], ['library', owner.library]] as const) : [];
    const found = zones.find(([, cards]) => cards.includes(card));
    return found ? [{ kind: 'card', card, zone: found[0] }] : [];
  });
}
