// Enchant [object] (702.5a): what an Aura spell targets (303.4a) and what the Aura may stay
// attached to (303.4c, a state-based action, 704.5m). "You control" and "an opponent controls"
// are read against the Aura's controller (303.4e: the two controllers need not be the same).
import type { EnchantWhat, TargetKind } from '../oracle/ast.ts';
import type { Characteristics } from './characteristics.ts';
import type { Game, Permanent } from './state.ts';
import { fitsKind } from './targets.ts';

/** The target an Aura spell with this enchant ability requires (303.4a). */
export const ENCHANT_TARGET: Record<EnchantWhat, TargetKind> = {
  creature: 'creature',
  'creature-you-control': 'creature-you-control',
  'creature-opponent-controls': 'creature-opponent-controls',
  land: 'land',
  'land-you-control': 'land-you-control',
  artifact: 'artifact',
  permanent: 'permanent',
  'nonland-permanent': 'nonland-permanent',
  'artifact-or-creature': 'artifact-or-creature',
  'creature-or-vehicle': 'creature-or-vehicle',
  planeswalker: 'planeswalker',
};

/** Whether an Aura with this enchant ability may be attached to `host` (303.4c, 702.5c: every
 *  instance of enchant applies): the same test as for the Aura spell's target, read against the
 *  Aura's controller. */
export function enchantAllows(game: Game, what: EnchantWhat, host: Permanent, hostChars: Characteristics, auraController: string): boolean {
  return fitsKind(game, host, hostChars, ENCHANT_TARGET[what], auraController);
}

