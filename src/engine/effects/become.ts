// "Becomes" (613.1): "this land becomes a 2/2 Assembly-Worker artifact creature until end of turn.
// It's still a land.", crew's "this Vehicle becomes an artifact creature until end of turn"
// (702.122a), "target creature becomes the color of your choice until end of turn". One effect in
// several layers (613.6) on the object named as it begins (611.2c) — types added with the old
// ones kept (205.1b, layer 4), colours (layer 5: the controller's choice as it resolves — a
// scenario's `choose: blue`, or white, the first of the five, a documented default), keywords
// (layer 6), base power and toughness (layer 7b) — all with one timestamp, ending at cleanup
// (514.2) or as its controller's next turn begins (611.2a). A Vehicle given no power and toughness
// has its printed ones (301.7b).
import { JudgeError } from '../../errors.ts';
import { COLORS, type Color } from '../oracle/ast.ts';
import { colorChoice } from '../game/choices.ts';
import type { FloatingEffect, Game, Permanent, StackItem } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { characteristics, cite, lastingFor, nextTimestamp, noteDefault, say, takeChoice, trace } from './shared.ts';
import { colorsMessage, typeLineMessage } from '../messages/terms.ts';
import type { Message } from '../messages/message.ts';
import { setClassLevel } from '../game/class-level.ts';
import { endsAtNextTurnOf, permanentsNamed, verbScope } from './verb-scope.ts';
import { chosenPermanents } from './chosen-permanents.ts';
import { creatureTypeOnResolve } from '../game/chosen.ts';
import { chosenValue } from '../game/chosen-group.ts';

type Become = Parameters<EffectModule<'become'>['resolve']>[2];


export const becomeEffect: EffectModule<'become'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    // One object, or every one of a group fixed as the instruction begins (611.2c); amass's "it becomes a Zombie in addition
    // to its other types" acts on the Army chosen as it resolves (701.47a, 608.2d).
    const permanents = effect.objects.ref === 'chosen' ? chosenPermanents(game, effect.objects, scope) : permanentsNamed(game, item, [effect.objects], scope).permanents;
    if (!permanents.length) return;
    if (effect.level !== undefined) return setClassLevel(game, permanents[0]!, effect.level);
    // 702.171b: saddled is a designation, until end of turn or until it leaves the battlefield.
    if (effect.saddled) {
      for (const perm of permanents) {
        perm.saddled = true;
        trace(game, 'effect', say('effect.saddled', { object: characteristics(game, perm).name }), cite('saddled'), { object: perm.id });
      }
      return;
    }
    // Types added to the old ones (205.1b), or card types replacing them (205.1a: "creature", and "It's an enchantment" after a return).
    const replace = !!effect.types && !effect.addTypes;
    if (replace && (effect.types!.length !== 1 || !['Creature', 'Enchantment', 'Artifact', 'Land'].includes(effect.types![0]!))) throw new JudgeError('not_implemented', `${item.source.name}: a "becomes" effect replacing the object's types with these is not modelled`);
    if (effect.subtypes && !effect.types && !effect.addTypes) throw new JudgeError('not_implemented', `${item.source.name}: a "becomes" effect replacing the object's subtypes is not modelled`);
    const colors = effect.colors === 'chosen' ? [chosenColor(game, item)] : effect.colors;
    // 205.1a: the creature type chosen as it resolves (608.2d) replaces its creature types.
    if (effect.chosenCreatureType) return becomeChosenType(game, item, permanents, effect, scope);
    // No duration stated: for the rest of the game (611.2a).
    const until = effect.duration === 'indefinite' ? undefined : endsAtNextTurnOf(effect.duration, scope, 'a "becomes" effect');
    const lasting: Pick<FloatingEffect, 'duration'> = effect.duration === 'indefinite' ? { duration: { kind: 'indefinitely' } } : lastingFor(until);
    // The parts of one sentence are one effect with one timestamp (613.6, 613.7a).
    const timestamp = nextTimestamp(game);
    for (const perm of permanents) {
      const before = characteristics(game, perm).ptLayers;
      const changes: Array<FloatingEffect['change']> = [
        ...(effect.types || effect.subtypes ? [{ layer: '4' as const, types: effect.types ?? [], subtypes: effect.subtypes ?? [], allCreatureTypes: !!effect.allCreatureTypes, ...(effect.replaceCreatureTypes ? { replaceCreatureTypes: true as const } : {}), ...(replace ? { replace: true as const } : {}), ...(effect.supertypes ? { supertypes: effect.supertypes } : {}) }] : []),
        ...(colors ? [{ layer: '5' as const, colors, ...(effect.addColors ? { add: true as const } : {}) }] : []),
        ...(effect.keywords ?? []).map((keyword) => ({ layer: '6' as const, keyword })),
        ...(effect.power !== undefined && effect.toughness !== undefined ? [{ layer: '7b' as const, power: effect.power, toughness: effect.toughness }] : []),
      ];
      for (const change of changes) game.floating.push({ timestamp, objectId: perm.id, sourceName: item.source.name, change, ...lasting });
      tell(game, perm, effect, colors, before, until);
    }
  },
};

/** "Becomes the creature type of your choice until end of turn": one layer-4 effect on each (613.1d), until cleanup (514.2). */
function becomeChosenType(game: Game, item: StackItem, permanents: Permanent[], effect: Become, scope: ReturnType<typeof verbScope>): void {
  // "becomes that type": the type the ability's own "Choose a creature type." chose (608.2d); none, no change.
  const type = effect.chosenCreatureType === 'chosen' ? chosenValue(game, item.source.id).creatureType : creatureTypeOnResolve(game, item.controller, item.source.name, item.source.id);
  if (type === undefined) return;
  const timestamp = nextTimestamp(game);
  const lasting = lastingFor(endsAtNextTurnOf(effect.duration, scope, 'a "becomes" effect'));
  for (const perm of permanents) {
    game.floating.push({ timestamp, objectId: perm.id, sourceName: item.source.name, change: { layer: '4', types: [], subtypes: [type], allCreatureTypes: false, replaceCreatureTypes: true }, ...lasting });
    trace(game, 'effect', say('effect.becomesChosenType', { object: perm.card.def.name, type }), cite('layerType', 'setType', 'untilEndOfTurn'), { object: perm.id });
  }
}

/** The colour the controller chooses as it resolves (105.3). */
function chosenColor(game: Game, item: StackItem): Color {
  const color = takeChoice(game, item.controller, (v) => colorChoice(v, true));
  if (color) return color;
  noteDefault(game, say('default.colorFirst', { source: item.source.name, player: item.controller, color: say('term.color', { color: COLORS[0] }) }));
  return COLORS[0];
}

function tell(game: Game, perm: Permanent, effect: Become, colors: Color[] | undefined, before: ReturnType<typeof characteristics>['ptLayers'], until: string | undefined): void {
  const c = characteristics(game, perm);
  const name = perm.card.def.name;
  // How long, said with the change (611.2a): until end of turn, until a player's next turn, or from now on.
  const lasting = (what: Message, pt: string): Message =>
    effect.duration === 'indefinite' ? say('effect.fromNowOn', { object: name, what, pt }) : until ? say('effect.untilNextTurn', { object: name, what, player: until, pt }) : say('effect.untilEndOfTurn', { object: name, what, pt });
  const ends = effect.duration === 'indefinite' ? ([] as const) : (['untilEndOfTurn'] as const);
  if (!effect.types && effect.subtypes?.length) {
    trace(game, 'effect', say('effect.becomesSubtype', { object: name, subtypes: effect.subtypes.join(' ') }), cite('layerType', ...(colors ? [] : (['amass'] as const))));
    // "a black Zombie in addition to its other colors and types": its colours after the change (layer 5).
    if (colors) trace(game, 'effect', lasting(say('layer.colors', { colors: c.colors.map((color) => say('term.color', { color })) }), ''), cite('layerColor', ...ends));
    return;
  }
  if (!effect.types) {
    // Colour decides which P/T effects apply to it ("white creatures get +1/+1"): a creature's P/T after the change is told too.
    const isCreature = c.power !== undefined;
    trace(game, 'effect', lasting(say('layer.colors', { colors: (colors ?? []).map((color) => say('term.color', { color })) }), isCreature ? `${c.power}/${c.toughness}` : ''), cite('layerColor', 'lockedInSet', ...(isCreature ? [...before, ...c.ptLayers] : []), ...ends));
    return;
  }
  // "It's an enchantment" (205.1a): that card type instead of its own, its subtypes of other card types gone.
  if (!effect.addTypes && effect.power === undefined && !effect.types.includes('Creature')) {
    trace(game, 'effect', lasting(say('layer.setTypes', { types: typeLineMessage(c.types, c.subtypes, true) }), ''), cite('layerType', 'setType', ...ends), { object: perm.id });
    return;
  }
  if (effect.power === undefined || effect.toughness === undefined) {
    trace(game, 'effect', say('effect.becomesArtifactCreature', { object: name, pt: `${c.power}/${c.toughness}` }), cite('layerType', 'vehiclePT', 'untilEndOfTurn'));
    return;
  }
  const keywords = effect.keywords ?? [];
  const what = say('term.becomesWhat', { colors: colors?.length ? colorsMessage(colors) : '', subtypes: effect.allCreatureTypes ? '' : (effect.subtypes ?? []).join(' '), artifact: effect.types.includes('Artifact'), keywords: keywords.map((keyword) => say('term.keyword', { keyword })), all: !!effect.allCreatureTypes });
  const only = !effect.addTypes;
  trace(game, 'effect', lasting(say(only ? 'effect.becomesOnlyCreature' : 'effect.becomesCreature', { power: effect.power, toughness: effect.toughness, what }), `${c.power}/${c.toughness}`), cite('layerType', only ? 'setType' : 'stillType', ...(colors ? (['layerColor'] as const) : []), ...(keywords.length ? (['layerAbility'] as const) : []), ...c.ptLayers, ...ends));
}
