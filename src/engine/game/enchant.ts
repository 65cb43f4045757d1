// Enchant [object] (702.5a): what an Aura spell targets (303.4a) and what the Aura may stay
// attached to (303.4c, a state-based action, 704.5m): one Filter for both. "You control" and
// "an opponent controls" are read against the Aura's controller (303.4e: the two controllers
// need not be the same).
import type { Filter, TargetSpec } from '../oracle/vocabulary.ts';
import type { Characteristics } from './characteristics.ts';
import { matches } from './match.ts';
import type { Game, Permanent } from './state.ts';

/** The target an Aura spell with this enchant ability requires (303.4a). */
export const enchantTarget = (what: Filter): TargetSpec => ({ object: what });

/** Whether an Aura with this enchant ability may be attached to `host` (303.4c, 702.5c: every
 *  instance of enchant applies): the same test as for the Aura spell's target, read against the
 *  Aura's controller. */
export function enchantAllows(game: Game, aura: Permanent, what: Filter, host: Permanent, hostChars: Characteristics): boolean {
  return matches(game, { kind: 'permanent', permanent: host, c: hostChars }, what, { you: aura.controller, source: { id: aura.id, name: aura.card.def.name } });
}
