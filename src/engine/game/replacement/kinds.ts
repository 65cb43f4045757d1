// Every kind of replacement and prevention effect, by the event it watches. A new kind of
// replacement effect is one more entry here (see src/engine/README.md).
import type { ReplaceableEvent, ReplacementKind } from './event.ts';
import { preventDamageToSelf, preventionShields, protectionFromColor } from './damage.ts';
import { preventionsThisTurn, specCounters, specDamage, specDraw, specLifeGain, specTokens } from './specs.ts';
import { regenerationShields } from './destroy.ts';
import { umbraArmor } from './umbra-armor.ts'; // cov-creature-kw
import { entersAmplified } from './amplify.ts'; // cov-creature-kw
import { entersWithTribute } from './tribute.ts'; // cov-creature-kw
import { entersModifiers, othersEnterTapped } from './enter.ts';
import { entersDevouring, entersWithChosenCounter } from './enter-choice.ts'; // cov-keywords
import { dredgeInstead } from './dredge.ts'; // cov-keywords
import { selfReplacedLifeGain } from './life.ts';
import { cardGraveyardFromAnywhere, diesInstead, diesThisTurnExile, graveyardFromAnywhere } from './zone.ts';
// cov-casting
import { unearthedLeaves } from '../graveyard-abilities.ts';
import { madnessExile } from '../cast-resolving.ts';
import { escapedEntersWith } from './escape.ts';
// cov-statics
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
  damage: [protectionFromColor, preventDamageToSelf, specDamage, preventionsThisTurn, preventionShields, /* cov-statics */ shieldCounterDamage],
  destroy: [regenerationShields, /* cov-statics */ shieldCounterDestroy, /* cov-creature-kw */ umbraArmor],
  'zone-change': [diesInstead, graveyardFromAnywhere, diesThisTurnExile, /* cov-casting */ unearthedLeaves],
  'card-to-graveyard': [/* cov-casting */ madnessExile, cardGraveyardFromAnywhere],
  enter: [entersModifiers, othersEnterTapped, /* cov-keywords */ entersWithChosenCounter, entersDevouring, /* cov-casting */ escapedEntersWith, /* cov-statics */ entersChoosing, /* cov-creature-kw */ entersAmplified, entersWithTribute],
  'gain-life': [selfReplacedLifeGain, specLifeGain],
  draw: [specDraw, /* cov-keywords */ dredgeInstead],
  counters: [specCounters],
  tokens: [specTokens],
};
  return table[type];
}
