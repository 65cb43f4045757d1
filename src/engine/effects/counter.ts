// Countering (701.6a): "counter target spell", "counter target spell unless its controller pays
// {3}" (118.12), ward's "counter that spell or ability unless that player pays [cost]" (702.21a,
// the spell or ability whose targeting triggered it). The countered object's controller chooses
// whether to pay (effects/payment.ts). A spell that can't be countered isn't, and nobody is asked to
// pay (101.2) — nor one a permanent or an earlier effect this turn says can't be ("Creature spells you control can't be
// countered", game/restrictions.ts uncounterableBy). A countered spell keeps its last known information, so "its controller" after it
// still names a player (608.2h: An Offer You Can't Refuse).
import type { EffectModule } from './module.ts';
import { cite, trace, say } from './shared.ts';
import { spellCardLeavesStack } from '../game/cast-options.ts';
import { amountOf, objectsOf } from '../game/refs.ts';
import type { Card, LastKnown } from '../game/state.ts';
import type { Effect } from '../oracle/ast.ts';
import type { Amount } from '../oracle/vocabulary.ts';
import { offerPayment } from './payment.ts';
import { verbScope } from './verb-scope.ts';
import { uncounterableBy } from '../game/restrictions.ts';

/** A spell as it last existed on the stack: its printed characteristics and its controller. */
function lastKnownSpell(id: string, card: Card, controller: string): LastKnown {
  const d = card.def;
  const keywords = d.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : []));
  return { id, card, name: d.name, controller, types: d.types, subtypes: d.subtypes, colors: d.colors, keywords, power: d.power, toughness: d.toughness, counters: {} };
}

/** The mana "unless … pays" asks, its varying generic part read now ("{X}", "{1} for each …", 118.12); a negative count adds nothing (107.1b). */
function unlessCost(cost: NonNullable<Extract<Effect, { type: 'counter' }>['unlessPays']>, read: (a: Amount) => number | undefined): typeof cost {
  if (!('mana' in cost) || cost.generic === undefined) return cost;
  const n = Math.max(0, read(cost.generic) ?? 0);
  const fixed = cost.mana.filter((m) => /^\d+$/.test(m)).reduce((sum, m) => sum + Number(m), 0);
  const colored = cost.mana.filter((m) => !/^\d+$/.test(m));
  return { mana: [...(fixed + n > 0 || colored.length === 0 ? [String(fixed + n)] : []), ...colored] };
}

export const counterEffect: EffectModule<'counter'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    for (const o of objectsOf(game, effect.objects, scope)) {
      if (o.kind !== 'spell') continue;
      const spell = o.item;
      if (spell.card?.def.abilities.some((a) => a.kind === 'cant-be-countered')) {
        trace(game, 'effect', say('effect.cantBeCountered', { spell: spell.source.name }), cite('cantBeatCan', 'counter'));
        continue;
      }
      const keptBy = uncounterableBy(game, spell);
      if (keptBy) {
        trace(game, 'effect', say('effect.cantBeCounteredBy', { spell: spell.source.name, by: keptBy }), cite('cantBeatCan', 'counter'));
        continue;
      }
      if (effect.unlessPays && offerPayment(game, spell.controller, unlessCost(effect.unlessPays, (a) => amountOf(game, a, scope)), item.source.name, spell.source.name)) continue;
      const at = game.stack.indexOf(spell);
      if (at < 0) continue;
      game.stack.splice(at, 1);
      if (spell.card) game.lastKnown[spell.id] = lastKnownSpell(spell.id, spell.card, spell.controller);
      trace(game, 'counter', say('effect.countered', { spell: spell.source.name, ...(effect.to ? { instead: true } : {}) }), cite('counter', ...(effect.keyword === 'ward' ? (['ward'] as const) : [])));
      // To its owner's graveyard, or to exile when it was cast with flashback (702.34a); `to`: where the counterspell puts it instead (614.15).
      if (spell.kind === 'spell') spellCardLeavesStack(game, spell, false, effect.to ? { to: effect.to, sourceName: item.source.name } : undefined);
    }
  },
};
