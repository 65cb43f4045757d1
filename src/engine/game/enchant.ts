// Enchant [object] (702.5a): what an Aura spell targets (303.4a) and what the Aura may stay
// attached to (303.4c, a state-based action, 704.5m). "You control" and "an opponent controls"
// are read against the Aura's controller (303.4e: the two controllers need not be the same).
import type { EnchantWhat, TargetKind } from '../oracle/ast.ts';
import type { Characteristics } from './characteristics.ts';

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

/** Whether an Aura with this enchant ability may be attached to a permanent with these characteristics (303.4c, 702.5c: every instance of enchant applies). */
export function enchantAllows(what: EnchantWhat, host: Characteristics, hostController: string, auraController: string): boolean {
  const has = (t: string): boolean => host.types.includes(t);
  switch (what) {
    case 'creature':
      return has('Creature');
    case 'creature-you-control':
      return has('Creature') && hostController === auraController;
    case 'creature-opponent-controls':
      return has('Creature') && hostController !== auraController;
    case 'land':
      return has('Land');
    case 'land-you-control':
      return has('Land') && hostController === auraController;
    case 'artifact':
      return has('Artifact');
    case 'permanent':
      return true;
    case 'nonland-permanent':
      return !has('Land');
    case 'artifact-or-creature':
      return has('Artifact') || has('Creature');
    case 'creature-or-vehicle':
      return has('Creature') || host.subtypes.includes('Vehicle');
    case 'planeswalker':
      return has('Planeswalker');
  }
}

/** What it would have to be, for the state-based action's message. */
export const ENCHANT_TEXT: Record<EnchantWhat, string> = {
  creature: 'a creature',
  'creature-you-control': 'a creature its controller controls',
  'creature-opponent-controls': "a creature an opponent of its controller controls",
  land: 'a land',
  'land-you-control': 'a land its controller controls',
  artifact: 'an artifact',
  permanent: 'a permanent',
  'nonland-permanent': 'a nonland permanent',
  'artifact-or-creature': 'an artifact or a creature',
  'creature-or-vehicle': 'a creature or a Vehicle',
  planeswalker: 'a planeswalker',
};
