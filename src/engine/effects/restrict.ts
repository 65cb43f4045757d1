// "Target creature can't block this turn", "This creature can't be blocked this turn", "Creatures
// you control can't be blocked this turn", "… can't attack or block until your next turn": a rule
// each permanent named obeys for the duration (514.2, 611.2a), checked when attackers and
// blockers are declared (508.1c, 509.1b–c). A group is fixed as the instruction is carried out
// (611.2c): a creature that enters later is not restricted. With `about`, the rule names the
// creature it is about ("target creature blocks this creature this turn if able", 509.1c). A
// rule of the game ("players can't gain life this turn", 119.7; "damage can't be prevented this
// turn", 615.12) is read where the game asks (game/restrictions.ts) until the turn ends.
import type { RestrictionKind } from '../oracle/ast.ts';
import type { ReasonCode } from '../citations.ts';
import { objectsOf } from '../game/refs.ts';
import type { Candidate } from '../game/match.ts';
import type { Game } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, lastingFor, nextTimestamp, say, trace } from './shared.ts';
import { alreadyOver, endsAtNextTurnOf, lastWhile, verbScope, whileDuration } from './verb-scope.ts';

/** "Doesn't untap during its controller's next untap step" (502.3): kept on the permanent, used by that step (game/restrictions.ts). */
function skipNextUntap(game: Game, objects: Candidate[]): void {
  for (const o of objects) {
    if (o.kind !== 'permanent') continue;
    o.permanent.skipUntaps = (o.permanent.skipUntaps ?? 0) + 1;
    trace(game, 'effect', say('effect.skipsNextUntap', { object: o.permanent.card.def.name }), cite('doesntUntap'));
  }
}

/** The rule a set of restrictions follows, for the trace. */
function ruleOf(what: RestrictionKind[]): ReasonCode {
  if (what.includes('cant-be-regenerated')) return 'cantBeRegenerated';
  if (what.includes('block-additional')) return 'blockAdditional';
  if (what.includes('attacks-this-turn')) return 'attackRequirement';
  if (what.some((w) => w === 'lure' || w === 'must-be-blocked' || w === 'blocks-each-combat' || w === 'must-block')) return 'blockRequirements';
  return what.some((w) => w === 'cant-block' || w === 'cant-block-attacker') ? 'blockRestrictions' : 'attackRestrictions';
}

export const restrictEffect: EffectModule<'restrict'> = {
  resolve(game, item, effect, target, given) {
    if ('rule' in effect) {
      // "You may play an additional land this turn" (305.2): more land plays for the controller, read by game/costs.ts landsAllowed.
      if (effect.rule === 'additional-land') return additionalLands(game, item.controller, effect.count ?? 1, item.source.name);
      if (effect.rule === 'uncounterable') {
        (game.uncounterable ??= []).push({ spells: effect.spells ?? {}, controller: item.controller, sourceName: item.source.name });
        return void trace(game, 'effect', say('effect.uncounterableThisTurn', { source: item.source.name }), cite('cantBeatCan', 'untilEndOfTurn'));
      }
      if (!game.rulesThisTurn.includes(effect.rule)) game.rulesThisTurn.push(effect.rule);
      return void trace(game, 'effect', say('effect.ruleThisTurn', { source: item.source.name, rule: effect.rule }), cite(effect.rule === 'damage-unpreventable' ? 'unpreventable' : 'cantGainLife'));
    }
    const scope = verbScope(item, effect, target, given);
    if (effect.what.includes('doesnt-untap') && effect.duration === 'next-untap-step') return skipNextUntap(game, effect.objects ? objectsOf(game, effect.objects, scope) : []);
    // "It doesn't untap during its controller's untap step for as long as CARDNAME remains tapped" (502.3, 611.2b).
    if (typeof effect.duration === 'object' && effect.what.length === 1 && effect.what[0] === 'doesnt-untap' && effect.objects) {
      const lasts = whileDuration(effect.duration, item);
      if (alreadyOver(game, lasts)) return;
      const held = objectsOf(game, effect.objects, scope).flatMap((o) => (o.kind === 'permanent' ? [o.permanent] : []));
      return lastWhile(game, item, held, { layer: 'rules', restriction: 'doesnt-untap' }, say('term.restriction', { what: 'doesnt-untap' }), lasts, 'doesntUntap');
    }
    const until = effect.duration === 'until-end-of-combat' ? undefined : endsAtNextTurnOf(effect.duration, scope, 'a restriction');
    const members = effect.objects ? objectsOf(game, effect.objects, scope).flatMap((o) => (o.kind === 'permanent' ? [o.permanent] : [])) : [];
    if (effect.objects?.ref === 'all') trace(game, 'effect', say('effect.groupFixed', { creatures: members.map((p) => p.card.def.name).join(', ') }), cite('fixedAffectedSet'));
    const about = effect.about ? objectsOf(game, effect.about, scope).flatMap((o) => (o.kind === 'permanent' ? [o.permanent.id] : []))[0] : undefined;
    if (effect.about && !about) return;
    const what = effect.what.map((w) => say('term.restriction', { what: w }));
    for (const perm of members) {
      const lasts = effect.duration === 'until-end-of-combat' ? { duration: { kind: 'this-combat' as const } } : lastingFor(until);
      for (const restriction of effect.what) game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change: { layer: 'rules', restriction, ...(about ? { attacker: about } : {}) }, ...lasts });
      const said = about
        ? say('effect.blockSourceRule', { object: perm.card.def.name, source: item.source.name, must: effect.what.includes('must-block') })
        : until
          ? say('effect.restrictedUntilNextTurn', { object: perm.card.def.name, what, player: until })
          : say('effect.restrictedThisTurn', { object: perm.card.def.name, what });
      trace(game, 'effect', said, effect.action === 'detain' ? cite('detain', 'fixedAffectedSet') : cite(ruleOf(effect.what), 'untilEndOfTurn'));
    }
  },
};

/** `who` may play `n` more lands this turn (305.2); the count is dropped as the turn ends (turn.ts). */
function additionalLands(game: Game, who: string, n: number, source: string): void {
  game.extraLandsThisTurn = { ...game.extraLandsThisTurn, [who]: (game.extraLandsThisTurn?.[who] ?? 0) + n };
  trace(game, 'effect', say('effect.additionalLands', { source, player: who, n }), cite('oneLand'));
}
