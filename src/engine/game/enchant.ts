// Enchant [object] (702.5a): what an Aura spell targets (303.4a) and what the Aura may stay
// attached to (303.4c, a state-based action, 704.5m): one Filter for both. "You control" and
// "an opponent controls" are read against the Aura's controller (303.4e: the two controllers
// need not be the same).
import type { Ability } from '../oracle/ast.ts';
import type { Filter, TargetSpec } from '../oracle/vocabulary.ts';
import { playerFits } from './object-view.ts';
import type { Characteristics } from './characteristics.ts';
import { matches } from './match.ts';
import type { Game, Permanent } from './state.ts';

/** The target an Aura spell with this enchant ability requires (303.4a): a player for "Enchant player" (702.5d). */
export const enchantTarget = (a: Extract<Ability, { kind: 'enchant' }>): TargetSpec => ('player' in a ? { player: a.player } : { object: a.what });

/** Whether an Aura enchanting a player may stay attached to `player` (303.4c, 702.5d): in the game, and fitting every "Enchant player / opponent" of the Aura, read against its controller. */
export function enchantAllowsPlayer(game: Game, aura: Permanent, enchants: ReadonlyArray<Extract<Ability, { kind: 'enchant' }>>, player: string): boolean {
  if (!game.players.some((p) => p.name === player && !p.lost)) return false;
  return enchants.every((a) => 'player' in a && playerFits(a.player, player, aura.controller));
}

/** Whether an Aura with this enchant ability may be attached to `host` (303.4c, 702.5c: every
 *  instance of enchant applies): the same test as for the Aura spell's target, read against the
 *  Aura's controller. */
export function enchantAllows(game: Game, aura: Permanent, what: Filter, host: Permanent, hostChars: Characteristics): boolean {
  return matches(game, { kind: 'permanent', permanent: host, c: hostChars }, what, { you: aura.controller, source: { id: aura.id, name: aura.card.def.name } });
}
