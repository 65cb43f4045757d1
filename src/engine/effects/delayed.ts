// The `delayed` verb (603.7a): "Sacrifice it at the beginning of the next end step", "At the
// beginning of your next upkeep, …", "Exile those tokens at end of combat". Resolving, it creates
// a delayed triggered ability with this ability's source and controller (603.7d–e) that remembers
// the objects the instruction before it acted on (603.7c, game/delayed.ts).
import { carriedOf, createDelayed, keywordCodes, momentOf } from '../game/delayed.ts';
import { createLastingTrigger } from '../game/lasting-triggers.ts';
import { JudgeError } from '../../errors.ts';
import { cite, say, trace } from './shared.ts';
import { cardById } from '../game/state.ts';
import type { EffectModule } from './module.ts';

/** The sentence of the ability's text that says the delayed part, for the trace. */
const DELAYED_WORDS = /[^.]*(?:at the beginning of (?:the next|your next)|at end of combat|at the beginning of the next turn's upkeep)[^.]*\.?/i;

/** "Until end of turn, whenever …" / "Whenever … this turn, …" as the ability's text says it. */
const LASTING_WORDS = /(?:until end of turn, |until your next turn, )?(?:whenever|when you next) .*/i;

export const delayedEffect: EffectModule<'delayed'> = {
  resolve(game, item, effect, _target, scope) {
    // A spell's stack object is named by its card; its words are the spell ability's that says this instruction.
    const words = item.card?.def.abilities.find((a) => 'effects' in a && a.effects.includes(effect))?.text ?? item.text;
    if (effect.lasts) {
      const text = words.match(LASTING_WORDS)?.[0] ?? words;
      createLastingTrigger(game, { controller: item.controller, source: item.source, lasts: effect.lasts, ...(effect.once ? { once: true as const } : {}), ability: { kind: 'triggered', trigger: effect.when, effects: effect.effects, text, line: 0 } });
      return;
    }
    const at = momentOf(effect.when);
    if (!at) throw new JudgeError('not_implemented', `${item.source.name}: a delayed triggered ability at this moment is not modelled`);
    const previous = scope?.previous;
    // "If one or more tokens are created this way, exile the tokens …" (702.116a): made only if the instruction before acted on something.
    if (effect.ifActed && !previous?.length) {
      trace(game, 'skip', say('effect.delayedNothing', { source: item.source.name }), cite(...keywordCodes(effect), 'delayedTrigger'));
      return;
    }
    // An ability printed without its reminder text (encore's "Encore {3}{R}") says it in its card's reminder text.
    const printed = () => cardById(game, item.source.id)?.def.abilities.map((a) => a.text).join(' ') ?? '';
    const text = (words.match(DELAYED_WORDS) ?? printed().match(DELAYED_WORDS))?.[0]?.trim() ?? words;
    createDelayed(game, { at, controller: item.controller, source: item.source, effects: effect.effects, text, ...(previous ? { carried: carriedOf(previous) } : {}), ...(effect.keyword ? { keyword: effect.keyword } : {}), ...(item.event ? { event: item.event } : {}) });
  },
};
