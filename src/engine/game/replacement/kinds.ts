// Every kind of replacement and prevention effect, by the event it watches. A new kind of
// replacement effect is one more entry here (see src/engine/README.md).
import type { ReplaceableEvent, ReplacementKind } from './event.ts';
import { preventDamageToSelf, preventionShields, protectionFromColor } from './damage.ts';
import { preventionsThisTurn, specCounters, specDamage, specDraw, specLifeGain, specTokens } from './specs.ts';
import { regenerationShields } from './destroy.ts';
import { umbraArmor } from './umbra-armor.ts';
import { entersAmplified } from './amplify.ts';
import { entersWithTribute } from './tribute.ts';
import { entersModifiers, othersEnterTapped, othersEnterWithCounters } from './enter.ts';
import { entersDevouring, entersWithChosenCounter } from './enter-choice.ts';
import { dredgeInstead } from './dredge.ts';
import { selfReplacedLifeGain } from './life.ts';
import { cardGraveyardFromAnywhere, counteredInstead, diesInstead, diesThisTurnExile, graveyardFromAnywhere } from './zone.ts';
import { unearthedLeaves } from '../graveyard-abilities.ts';
import { madnessExile } from '../cast-resolving.ts';
import { escapedEntersWith } from './escape.ts';
import { entersChoosing } from '../chosen.ts';
import { shieldCounterDamage, shieldCounterDestroy } from './shield-counters.ts';

type ByType = { [T in ReplaceableEvent['type']]: ReadonlyArray<ReplacementKind<Extract<ReplaceableEvent, { type: T }>>> };

// Within a type, the order is the default order of choice when the scenario makes none (616.1):
// the affected object's own effects, then other permanents', then shields from resolved spells.
// Built on first use, not as the module loads: the kinds' modules reach the handler back
// through the events they perform (entering with counters puts counters, 122.6).
let table: ByType | undefined;

export function kindsFor<T extends ReplaceableEvent['type']>(type: T): ByType[T] {
  table ??= {
  damage: [protectionFromColor, preventDamageToSelf, specDamage, preventionsThisTurn, preventionShields, shieldCounterDamage],
  destroy: [regenerationShields, shieldCounterDestroy, umbraArmor],
  'zone-change': [diesInstead, graveyardFromAnywhere, diesThisTurnExile, unearthedLeaves],
  'card-to-graveyard': [counteredInstead, madnessExile, cardGraveyardFromAnywhere],
  enter: [entersModifiers, othersEnterTapped, othersEnterWithCounters, entersWithChosenCounter, entersDevouring, escapedEntersWith, entersChoosing, entersAmplified, entersWithTribute],
  'gain-life': [selfReplacedLifeGain, specLifeGain],
  draw: [specDraw, dredgeInstead],
  counters: [specCounters],
  tokens: [specTokens],
};
  return table[type];
}
