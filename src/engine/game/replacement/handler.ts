// The one place replacement and prevention effects apply (614–616). For an event it collects
// every applicable effect from every kind, lets the affected player (or the affected object's
// controller) choose which applies first (616.1) — self-replacement effects before any other
// (616.1a, 614.15) — applies it, and repeats with the modified event (616.1f) until none is
// left. An effect already applied to the event is never applicable again (614.5), which is
// also what ends the loop: each round applies one more effect out of a finite set.
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import { choiceNames, noteDefault, permanentById, takeChoice, trace, type Game } from '../state.ts';
import type { Candidate, ReplaceableEvent, ReplacementKind } from './event.ts';
import { kindsFor } from './kinds.ts';

/** Applies replacement and prevention effects to an event: the event as modified, or null if it no longer happens. */
export function replaceEvent<E extends ReplaceableEvent>(game: Game, event: E): E | null {
  let current: E = event;
  for (;;) {
    const kinds = kindsFor(current.type) as ReadonlyArray<ReplacementKind<E>>;
    const unpreventable = current.type === 'damage' && current.unpreventable;
    const found = kinds.flatMap((k) => k.candidates(game, current)).filter((c) => !current.applied.includes(c.key));
    const applicable = unpreventable ? found.filter((c) => !c.prevention) : found;
    if (unpreventable && applicable.length < found.length && current.type === 'damage') {
      trace(game, 'note', say('prevent.cantBePrevented', { amount: current.amount, source: current.source.name, combat: current.combat }), cite('unpreventable'));
      current = { ...current, applied: [...current.applied, ...found.filter((c) => c.prevention).map((c) => c.key)] };
    }
    if (!applicable.length) return current;
    const selfOnes = applicable.filter((c) => c.self);
    const pool = selfOnes.length ? selfOnes : applicable;
    const chosen = pool.length > 1 && !pool.every((c) => c.commutes) ? choose(game, current, pool, selfOnes.length > 0) : pool[0]!;
    const next = chosen.apply(game, { ...current, applied: [...current.applied, chosen.key] });
    if (!next) return null;
    current = next;
  }
}

/** The player who chooses among effects on this event (616.1): the affected player, or the affected object's controller. */
export function affectedPlayer(game: Game, event: ReplaceableEvent): string {
  switch (event.type) {
    case 'damage':
      if (event.to.kind === 'player') return event.to.name;
      if (event.to.kind === 'permanent') return permanentById(game, event.to.id)?.controller ?? event.source.controller;
      return event.source.controller;
    case 'destroy':
    case 'zone-change':
    case 'enter':
    case 'counters':
      return event.object.controller;
    case 'tokens':
      return event.controller;
    case 'card-to-graveyard':
      return event.card.owner;
    case 'gain-life':
    case 'draw':
      return event.player;
  }
}

function choose<E extends ReplaceableEvent>(game: Game, event: E, pool: Candidate<E>[], self: boolean): Candidate<E> {
  const who = affectedPlayer(game, event);
  const picked = takeChoice(game, who, (v) => {
    const names = choiceNames(v, 'replacement');
    if (names?.length !== 1) return undefined;
    const name = names[0]!.toLowerCase();
    return pool.find((c) => c.sourceName.toLowerCase() === name || c.key === names[0]);
  });
  const chosen = picked ?? pool[0]!;
  const names = pool.map((c) => c.sourceName);
  if (!picked) noteDefault(game, say('default.replacementOrder', { player: who, chosen: chosen.sourceName, effects: names.join(', ') }));
  trace(game, 'order', say('replace.choose', { player: who, effects: names.join(', '), chosen: chosen.sourceName }), cite(...(self ? (['selfReplacementFirst'] as const) : []), 'replacementOrder', 'replacementRepeat'));
  return chosen;
}
