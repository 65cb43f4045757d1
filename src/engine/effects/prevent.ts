// The `prevent` verb (615.1a): "Prevent all combat damage that would be dealt this turn" (Fog) is a
// prevention over every damage event fitting its description (`watch`); otherwise a shield on each recipient — "Prevent the next 3 damage
// that would be dealt to any target this turn" (615.7), "Prevent all damage that would be dealt
// to this creature this turn", "The next time a red source of your choice would deal damage to you
// this turn, prevent that damage" (615.8: the next damage event from that source, however much;
// the source chosen now, 609.7a). The shields last until the turn ends (514.2); the one damage
// replacement handler applies them (game/replacement/damage.ts).
import type { EffectModule } from './module.ts';
import type { TargetRef } from '../game/state.ts';
import { chooseDamageSource } from '../game/damage-source.ts';
import { cite, nameOf, nextTimestamp, trace, say } from './shared.ts';
import { amountNow, permanentsNamed, recipientsNamed, verbScope } from './verb-scope.ts';
import { filterMessage } from '../messages/terms.ts';

export const preventEffect: EffectModule<'prevent'> = {
  resolve(game, item, effect, target, given) {
    if (effect.watch && effect.toAndBy) {
      // 611.2c: the objects are fixed now; the prevention watches both sides of their damage (615.1a).
      const scope = verbScope(item, effect, target, given);
      const { permanents } = permanentsNamed(game, item, [effect.toAndBy], scope);
      if (!permanents.length) return;
      const until = effect.duration === 'until-your-next-turn' ? item.controller : undefined;
      game.preventions.push({ watch: effect.watch, controller: item.controller, sourceName: item.source.name, sourceId: item.source.id, text: item.text ?? item.source.name, objects: permanents.map((p) => p.id), ...(effect.side ? { side: effect.side } : {}), ...(until ? { until } : {}) });
      const names = permanents.map((p) => p.card.def.name).join(', ');
      const side = effect.side ? { side: effect.side } : {};
      trace(game, 'effect', until ? say('effect.preventToAndByNextTurn', { source: item.source.name, objects: names, player: until, combat: effect.watch.combat === true, ...side }) : say('effect.preventToAndBy', { source: item.source.name, objects: names, combat: effect.watch.combat === true, ...side }), until ? cite('prevention', 'untilEndOfTurn', 'fixedAffectedSet') : cite('prevention', 'fixedAffectedSet'));
      return;
    }
    if (effect.watch) {
      game.preventions.push({ watch: effect.watch, controller: item.controller, sourceName: item.source.name, sourceId: item.source.id, text: item.text ?? item.source.name });
      trace(game, 'effect', say('effect.preventThisTurn', { source: item.source.name }), cite('prevention'));
      return;
    }
    const scope = verbScope(item, effect, target, given);
    // No recipient named ("would deal damage this turn"): whoever it would be dealt to.
    const shielded: Array<TargetRef | undefined> = effect.to?.length ? effect.to.flatMap((r) => recipientsNamed(game, r, scope)) : [undefined];
    if (!shielded.length) return;
    const src = item.source;
    const from = effect.from?.ref === 'chosen' ? chooseDamageSource(game, item.controller, effect.from.filter, src.name) : undefined;
    if (effect.from && !from) {
      trace(game, 'effect', say('effect.noDamageSource', { player: item.controller, what: filterMessage(effect.from.ref === 'chosen' ? effect.from.filter : {}, { you: item.controller, article: true }) }), cite('damageSourceChoice'));
      return;
    }
    const all = effect.amount === 'all';
    const remaining = all ? Infinity : amountNow(game, effect.amount as Exclude<typeof effect.amount, 'all'>, scope);
    for (const t of shielded) {
      game.shields.push({ id: nextTimestamp(game), ...(t ? { target: t } : {}), remaining, sourceName: src.name, ...(from ? { from } : {}), ...(effect.once ? { once: true as const } : {}), ...(effect.thenCounters ? { thenCounters: { counter: effect.thenCounters, by: item.controller } } : {}) });
      const to = t ? nameOf(game, t) : '';
      if (from) trace(game, 'effect', say('effect.preventNextTime', { source: from.name, target: to }), cite('prevention', 'damageSourceChoice', 'preventNextTime'));
      else trace(game, 'effect', all ? say('effect.preventAll', { target: to }) : say('effect.preventNext', { amount: remaining, target: to }), cite('prevention'));
    }
  },
};
