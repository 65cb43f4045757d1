// Delayed triggered abilities with a stated duration (603.7b): "Until end of turn, whenever a
// creature you control deals combat damage to a player, put a loyalty counter on CARDNAME", "Whenever
// a creature attacks this turn, put a +1/+1 counter on it". The `delayed` verb with `lasts` creates
// one as it resolves, with the source and controller of the ability that made it (603.7d–e); it
// triggers through the one trigger handler every time its event happens (a trigger source like an
// emblem's, installLastingTriggers), until the cleanup step (514.2) or its controller's next turn
// (611.2a). "CARDNAME" in it is that source, which may have left the battlefield by then.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { newId, trace, type Game, type LastingTrigger } from './state.ts';
import { registerTriggerSources } from './triggers/handler.ts';

export function createLastingTrigger(game: Game, t: Omit<LastingTrigger, 'id'>): void {
  game.lastingTriggers = [...(game.lastingTriggers ?? []), { ...t, id: newId(game, 'lasting') }];
  trace(game, 'effect', say('effect.delayedTrigger', { source: t.source.name, text: t.ability.text }), cite('delayedTrigger', t.once ? 'delayedTriggerOnce' : 'delayedTriggerDuration', 'delayedTriggerSource'));
}

/** The lasting triggers that end now: at cleanup ("until end of turn", 514.2), or as `player`'s turn begins ("until your next turn", 611.2a). */
export function endLastingTriggers(game: Game, lasts: LastingTrigger['lasts'], player?: string): void {
  if (!game.lastingTriggers?.length) return;
  game.lastingTriggers = game.lastingTriggers.filter((t) => t.lasts !== lasts || (player !== undefined && t.controller !== player));
}

/** Lasting triggers as trigger sources: each is its creating ability's source, controlled by that ability's controller (603.7d–e). */
export function installLastingTriggers(): void {
  registerTriggerSources((game) =>
    (game.lastingTriggers ?? []).map((t) => ({
      id: t.source.id,
      controller: t.controller,
      info: t.source,
      abilities: [t.ability],
      rules: [t.once ? 'delayedTriggerOnce' : 'delayedTriggerDuration'],
      ...(t.once ? { usedUp: () => void (game.lastingTriggers = (game.lastingTriggers ?? []).filter((x) => x.id !== t.id)) } : {}),
    })),
  );
}
