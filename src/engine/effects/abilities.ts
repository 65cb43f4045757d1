// Abilities gained and lost until end of turn or until your next turn (layer 6, 613.1f):
// "target creature gains flying", "it gains haste", "enchanted creature gains first strike",
// "gains protection from the color of your choice" (702.16a), "loses flying", "loses all
// abilities", and a quoted ability gained ("until end of turn, creatures you control gain "{T}: …""). An ability-removing effect and one that grants the same keyword apply in timestamp
// order (613.7): a later "gains flying" gives it back.
import { COLORS, type Ability, type Color } from '../oracle/ast.ts';
import { colorChoice } from '../game/choices.ts';
import { takeChoice, type FloatingEffect, type Game, type Permanent, type StackItem, type TargetRef } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, cite, lastingFor, nextTimestamp, noteDefault, say, trace } from './shared.ts';
import { lastWhile, permanentsChanged, verbScope } from './verb-scope.ts';
import { cardsNamed } from './zone-cards.ts';
import { chosenValue } from '../game/chosen-group.ts';
import { formatMana } from '../oracle/mana.ts';
import type { FoldedVerb } from '../oracle/ast.ts';
import type { Scope } from '../game/refs.ts';

type Grant = Extract<FoldedVerb, { type: 'grant' }>;


/** "The color of your choice": a scenario's `choose: red`, else white, the first of the five (a documented default). */
function chosenColor(game: Game, controller: string, source: string): Color {
  const color = takeChoice(game, controller, (v) => colorChoice(v, true));
  if (color) return color;
  noteDefault(game, say('default.colorFirst', { source, player: controller, color: say('term.color', { color: COLORS[0] }) }));
  return COLORS[0];
}

/** What an effect can give a permanent to have (the grammar reads no other kind in a quotation it grants). */
const isGrantable = (a: Ability): a is Extract<Ability, { kind: 'triggered' | 'activated' }> => a.kind === 'triggered' || a.kind === 'activated';

function addLayer6(game: Game, perm: Permanent, source: string, change: FloatingEffect['change'], nextTurnOf: string | undefined): void {
  game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: source, change, ...lastingFor(nextTurnOf) });
}

/** "… card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost" (702.34a): the cards named as it resolves (611.2c). */
function grantFlashback(game: Game, item: StackItem, effect: Grant, target: TargetRef | undefined, given: Scope | undefined): void {
  for (const { card, zone } of cardsNamed(game, { objects: effect.objects }, verbScope(item, effect, target, given))) {
    if (zone !== 'graveyard' || game.flashbackGranted?.includes(card)) continue;
    game.flashbackGranted = [...(game.flashbackGranted ?? []), card];
    trace(game, 'effect', say('effect.gainsFlashback', { card: card.def.name, cost: formatMana(card.def.manaCost ?? []) }), cite('flashback', 'untilEndOfTurn'));
  }
}

export const grantEffect: EffectModule<'grant'> = {
  resolve(game, item, effect, target, given) {
    if (effect.flashback) return grantFlashback(game, item, effect, target, given);
    const changed = permanentsChanged(game, item, effect, target, given, 'a gained ability', !effect.protectionFrom && !effect.abilities);
    if (!changed) return;
    const { permanents, rules, until, lasts } = changed;
    const src = item.source.name;
    const gained = (effect.abilities ?? []).filter(isGrantable);
    if (lasts) {
      for (const keyword of effect.keywords ?? []) lastWhile(game, item, permanents, { layer: '6', keyword }, say('what.gains', { keyword: say('term.keyword', { keyword }) }), lasts, 'layerAbility');
      for (const ability of gained) lastWhile(game, item, permanents, { layer: '6', ability }, say('what.gains', { keyword: `"${ability.text}"` }), lasts, 'layerAbility');
      return;
    }
    for (const perm of permanents) {
      // A quoted ability gained (613.1f): "this creature" in it is the permanent that has it.
      for (const ability of gained) {
        if (effect.duration === 'indefinite') {
          game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: src, change: { layer: '6', ability }, duration: { kind: 'indefinitely' } });
          trace(game, 'effect', say('effect.gainsKeywordLasting', { object: perm.card.def.name, keyword: `"${ability.text}"` }), [...rules, ...cite('layerAbility', 'noDuration')]);
        } else changeUntilEndOfTurn(game, perm, src, { layer: '6', ability }, say('what.gains', { keyword: `"${ability.text}"` }), 'layerAbility', until);
      }
      for (const keyword of effect.keywords ?? []) {
        // "It gains haste." with no duration: for as long as it is this object (611.2a, 400.7).
        if (effect.duration === 'indefinite') {
          game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: src, change: { layer: '6', keyword }, duration: { kind: 'indefinitely' } });
          trace(game, 'effect', say('effect.gainsKeywordLasting', { object: perm.card.def.name, keyword: say('term.keyword', { keyword }) }), [...rules, ...cite('layerAbility', 'noDuration')]);
        } else if (until) changeUntilEndOfTurn(game, perm, src, { layer: '6', keyword }, say('what.gains', { keyword: say('term.keyword', { keyword }) }), 'layerAbility', until);
        else {
          addLayer6(game, perm, src, { layer: '6', keyword }, undefined);
          trace(game, 'effect', say('effect.gainsKeyword', { object: perm.card.def.name, keyword: say('term.keyword', { keyword }) }), [...rules, ...cite('layerAbility', 'untilEndOfTurn')]);
        }
      }
      // "protection from the chosen color": the ability's own choice (608.2d), else its source's (607.2d); none, no protection.
      const colors = effect.protectionFrom === 'chosen-color' ? [chosenColor(game, item.controller, src)] : effect.protectionFrom === 'chosen' ? [chosenValue(game, item.source.id).color].flatMap((c) => (c ? [c as Color] : [])) : (effect.protectionFrom ?? []);
      for (const color of colors) {
        addLayer6(game, perm, src, { layer: '6', protection: color }, until);
        trace(game, 'effect', say('effect.protectionChosen', { object: perm.card.def.name, color: say('term.color', { color }) }), [...rules, ...cite('layerAbility', 'protectionQuality', 'untilEndOfTurn')]);
      }
    }
  },
};

export const loseAbilitiesEffect: EffectModule<'lose-abilities'> = {
  resolve(game, item, effect, target, given) {
    const changed = permanentsChanged(game, item, effect, target, given, 'a lost ability');
    if (!changed) return;
    const { permanents, rules, until } = changed;
    const src = item.source.name;
    for (const perm of permanents) {
      if (effect.all) {
        addLayer6(game, perm, src, { layer: '6', removeAll: true }, until);
        trace(game, 'effect', say('effect.losesAllAbilities', { object: perm.card.def.name }), [...rules, ...cite('layerAbility', 'untilEndOfTurn')]);
      }
      for (const keyword of effect.keywords ?? []) changeUntilEndOfTurn(game, perm, src, { layer: '6', loses: keyword }, say('layer.loseKeyword', { keyword: say('term.keyword', { keyword }) }), 'layerAbility', until);
    }
  },
};
