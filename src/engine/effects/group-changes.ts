// The "group-changes" effect ("Creatures you control get +1/+1 and gain trample until end of
// turn"): every creature in the group as it resolves gets the changes until end of turn; the
// set is fixed then (611.2c), so a creature entering later is not affected.
import type { ObjectRef } from '../oracle/vocabulary.ts';
import type { Game, Permanent, StackItem } from '../game/state.ts';
import { objectsOf, scopeOf } from '../game/refs.ts';
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, cite, nextTimestamp, say, sign, trace } from './shared.ts';

/** The permanents of a group (or the host) now, relative to the resolving ability's source and controller. */
function membersOf(game: Game, item: StackItem, group: ObjectRef): Permanent[] {
  return objectsOf(game, group, scopeOf(item)).flatMap((o) => (o.kind === 'permanent' ? [o.permanent] : []));
}

export const groupChangesEffect: EffectModule<'group-changes'> = {
  resolve(game, item, effect) {
    const members = membersOf(game, item, effect.creatures);
    if (effect.creatures.ref !== 'host') trace(game, 'effect', say('effect.groupFixed', { creatures: members.map((p) => p.card.def.name).join(', ') }), cite('fixedAffectedSet'));
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
