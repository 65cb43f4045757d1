// The "group-changes" effect ("Creatures you control get +1/+1 and gain trample until end of
// turn"): every creature in the group as it resolves gets the changes until end of turn; the
// set is fixed then (611.2c), so a creature entering later is not affected.
import type { CreatureGroup } from '../oracle/ast.ts';
import type { Game, Permanent, StackItem } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, characteristics, cite, nextTimestamp, permanentById, say, sign, trace } from './shared.ts';

/** The creatures of a group now, relative to the resolving ability's source and controller. */
export function membersOf(game: Game, item: StackItem, group: CreatureGroup): Permanent[] {
  const host = group.host ? permanentById(game, item.source.id)?.attachedTo : undefined;
  return game.battlefield.filter((p) => {
    if (group.host) return p.id === host && characteristics(game, p).types.includes('Creature');
    const c = characteristics(game, p);
    if (!c.types.includes('Creature')) return false;
    if (group.other && p.id === item.source.id) return false;
    if (group.creatureType && !c.subtypes.includes(group.creatureType)) return false;
    // cov-tail: attacking or blocking creatures are those in combat now (506.4).
    if (group.combat === 'attacking' && !game.combat.attackers.some((a) => a.id === p.id)) return false;
    if (group.combat === 'blocking' && !game.combat.blockers.some((b) => b.id === p.id)) return false;
    return group.controller === 'any' || (group.controller === 'you') === (p.controller === item.controller);
  });
}

export const groupChangesEffect: EffectModule<'group-changes'> = {
  resolve(game, item, effect) {
    const members = membersOf(game, item, effect.creatures);
    if (!effect.creatures.host) trace(game, 'effect', say('effect.groupFixed', { creatures: members.map((p) => p.card.def.name).join(', ') }), cite('fixedAffectedSet'));
    for (const perm of members) {
      for (const ch of effect.changes) {
        if (ch.kind === 'pump') changeUntilEndOfTurn(game, perm, item.source.name, { layer: '7c', power: ch.power, toughness: ch.toughness }, say('what.gets', { change: `${sign(ch.power)}/${sign(ch.toughness)}` }), 'layerModifyPT');
        else {
          game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change: { layer: '6', keyword: ch.keyword } });
          trace(game, 'effect', say('effect.gainsKeyword', { object: perm.card.def.name, keyword: say('term.keyword', { keyword: ch.keyword }) }), cite('layerAbility', 'untilEndOfTurn'));
        }
      }
    }
  },
};
