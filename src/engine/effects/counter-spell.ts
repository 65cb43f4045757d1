// The "counter-spell" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, trace , say } from './shared.ts';
import { spellCardLeavesStack } from '../game/cast-options.ts';
import { mill } from '../game/library.ts'; // cov-tail
import type { Card, LastKnown } from '../game/state.ts';

/** A spell as it last existed on the stack: its printed characteristics and its controller. */
function lastKnownSpell(id: string, card: Card, controller: string): LastKnown {
  const d = card.def;
  const keywords = d.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : []));
  return { id, card, name: d.name, controller, types: d.types, subtypes: d.subtypes, colors: d.colors, keywords, power: d.power, toughness: d.toughness, counters: {} };
}

export const counterSpellEffect: EffectModule<'counter-spell'> = {
  resolve(game, _item, effect, target) {
    if (target?.kind !== 'stack') return;
    const i = game.stack.findIndex((s) => s.id === target.id);
    if (i < 0) return;
    const spell = game.stack[i]!;
    // cov-tail: "Its controller mills N cards" is done whether or not the spell could be countered.
    const thenMill = (): void => {
      if (effect.controllerMills) mill(game, spell.controller, effect.controllerMills);
    };
    if (spell.card?.def.abilities.some((a) => a.kind === 'cant-be-countered')) {
      // 101.2: "can't" beats "counter target spell".
      trace(game, 'effect', say('effect.cantBeCountered', { spell: spell.source.name }), cite('cantBeatCan', 'counter'));
      return thenMill();
    }
    const [countered] = game.stack.splice(i, 1);
    // 608.2h: "Its controller creates two Treasure tokens" after the counter reads the spell as it
    // last existed on the stack (An Offer You Can't Refuse, Glen Elendra Guardian).
    if (countered!.card) game.lastKnown[countered!.id] = lastKnownSpell(countered!.id, countered!.card, countered!.controller);
    trace(game, 'counter', say('effect.countered', { spell: countered!.source.name }), cite('counter'));
    // To its owner's graveyard, or to exile when it was cast with flashback (702.34a).
    spellCardLeavesStack(game, countered!);
    thenMill();
  },
};
