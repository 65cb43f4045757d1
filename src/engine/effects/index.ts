// Every effect kind's module, by the effect's type: resolve.ts looks effects up here.
import type { Effect } from '../oracle/ast.ts';
import type { Game, StackItem, TargetRef } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { registerEffectResolver } from '../game/effect-registry.ts';
import type { Scope } from '../game/refs.ts';
import { gainLifeEffect, loseLifeEffect } from './life.ts';
import { discardEffect, drawEffect, millEffect } from './cards.ts';
import { dealDamageEffect } from './deal-damage.ts';
import { modifyPtEffect } from './modify-pt.ts';
import { grantEffect, loseAbilitiesEffect } from './abilities.ts';
import { setPtEffect } from './set-pt.ts';
import { copyEffect } from './copy.ts';
import { castEffect } from './cast.ts';
import { lookEffect } from './look.ts';
import { destroyEffect } from './destroy.ts';
import { regenerateEffect } from './regenerate.ts';
import { exileEffect } from './exile.ts';
import { moveEffect } from './move.ts';
import { tapEffect } from './tap.ts';
import { attachEffect } from './attach.ts';
import { counterEffect } from './counter.ts';
import { createTokenEffect } from './create-token.ts';
import { putCountersEffect } from './put-counters.ts';
import { removeCountersEffect } from './remove-counters.ts';
import { preventEffect } from './prevent.ts';
import { addManaEffect } from './add-mana.ts';
import { sacrificeEffect } from './sacrifice.ts';
import { searchEffect } from './search.ts';
import { fightEffect } from './fight.ts';
import { gainControlEffect } from './gain-control.ts';
import { becomeEffect } from './become.ts';
import { delayedEffect } from './delayed.ts';
import { groupEffect } from './group.ts';
// keyword mechanics on permanents
import { emblemEffect } from './emblem.ts';
import { extraTurnEffect } from './extra-turn.ts';
import { restrictEffect } from './restrict.ts';
import { designateEffect } from './designate.ts';
import { transformEffect } from './transform.ts';

// One module per effect type; the mapped type makes a missing module a compile error.
const BY_TYPE: { [K in Effect['type']]: EffectModule<K> } = {
  emblem: emblemEffect,
  'extra-turn': extraTurnEffect,
  restrict: restrictEffect,
  designate: designateEffect,
  transform: transformEffect,
  // The verbs read through references (game/refs.ts).
  'deal-damage': dealDamageEffect,
  'modify-pt': modifyPtEffect,
  grant: grantEffect,
  'lose-abilities': loseAbilitiesEffect,
  'set-pt': setPtEffect,
  'put-counters': putCountersEffect,
  'remove-counters': removeCountersEffect,
  'gain-life': gainLifeEffect,
  'lose-life': loseLifeEffect,
  draw: drawEffect,
  discard: discardEffect,
  mill: millEffect,
  destroy: destroyEffect,
  regenerate: regenerateEffect,
  exile: exileEffect,
  move: moveEffect,
  tap: tapEffect,
  attach: attachEffect,
  counter: counterEffect,
  'create-token': createTokenEffect,
  prevent: preventEffect,
  'add-mana': addManaEffect,
  sacrifice: sacrificeEffect,
  'gain-control': gainControlEffect,
  become: becomeEffect,
  // what governs a list of instructions: "you may", "if", "unless PLAYER pays", one target slot (game/instructions.ts)
  group: groupEffect,
  delayed: delayedEffect,
  // copies of spells: the copy verb, storm's, replicate's and casualty's (707.10)
  copy: copyEffect,
  // cast a card as the ability resolves: cascade, rebound, madness, suspend, miracle
  cast: castEffect,
  search: searchEffect,
  fight: fightEffect,
  // creature keyword abilities
  look: lookEffect,
};

/** Resolves one effect through the module of its type; a verb gets the scope its references are read in (resolve.ts). */
function resolveEffect(game: Game, item: StackItem, effect: Effect, target?: TargetRef, scope?: Scope): void {
  // The module under effect.type is the one typed for this effect (TypeScript can't correlate the two).
  (BY_TYPE[effect.type] as EffectModule<Effect['type']>).resolve(game, item, effect, target, scope);
}


/** Makes these modules the game's resolver of instructions (called once, by engine/index.ts). */
export function registerEffects(): void {
  registerEffectResolver(resolveEffect);
}
