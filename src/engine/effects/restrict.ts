// "Creatures you control can't be blocked this turn", "Creatures your opponents control can't
// block this turn": a rule each creature of the group obeys until the turn ends (514.2), checked
// when attackers and blockers are declared (508.1c, 509.1b). The group is fixed as the instruction
// is carried out (611.2c): a creature that enters later is not restricted.
import { objectsOf } from '../game/refs.ts';
import type { Candidate } from '../game/match.ts';
import type { Game } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, lastingFor, nextTimestamp, say, trace } from './shared.ts';
import { endsAtNextTurnOf, verbScope } from './verb-scope.ts';

/** "Doesn't untap during its controller's next untap step" (502.3): kept on the permanent, used by that step (game/restrictions.ts). */
function skipNextUntap(game: Game, objects: Candidate[]): void {
  for (const o of objects) {
    if (o.kind !== 'permanent') continue;
    o.permanent.skipUntaps = (o.permanent.skipUntaps ?? 0) + 1;
    trace(game, 'effect', say('effect.skipsNextUntap', { object: o.permanent.card.def.name }), cite('doesntUntap'));
  }
}

export const restrictEffect: EffectModule<'restrict'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    if (effect.what === 'doesnt-untap' && effect.duration === 'next-untap-step') return skipNextUntap(game, effect.objects ? objectsOf(game, effect.objects, scope) : []);
    const until = endsAtNextTurnOf(effect.duration, scope, 'a restriction');
    const members = effect.objects ? objectsOf(game, effect.objects, scope).flatMap((o) => (o.kind === 'permanent' ? [o.permanent] : [])) : [];
    trace(game, 'effect', say('effect.groupFixed', { creatures: members.map((p) => p.card.def.name).join(', ') }), cite('fixedAffectedSet'));
    const what = [say('term.restriction', { what: effect.what })];
    for (const perm of members) {
      game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change: { layer: 'rules', restriction: effect.what }, ...lastingFor(until) });
      trace(game, 'effect', until ? say('effect.restrictedUntilNextTurn', { object: perm.card.def.name, what, player: until }) : say('effect.restrictedThisTurn', { object: perm.card.def.name, what }), cite(effect.what === 'cant-block' ? 'blockRestrictions' : 'attackRestrictions', 'untilEndOfTurn'));
    }
  },
};
