// A permanent becoming the target of a spell or ability (115.1, 603.2): one event for each
// permanent it targets, raised as the spell is cast or the ability is put on the stack —
// what "When CARDNAME becomes the target of a spell or ability" and ward (702.21a) wait for.
// With them, a crime (700.13): the spell's or ability's controller targets an opponent, a
// permanent, spell or ability an opponent controls, or a card in an opponent's graveyard — as a
// spell is cast, an ability activated or a triggered ability put on the stack, not as a copy is
// made (707.10: a copy isn't cast).
import type { GameEvent } from './game-event.ts';
import { raise } from './stream.ts';
import type { Game, StackItem, TargetRef } from './state.ts';

export function becameTargets(game: Game, item: StackItem, crime = true): void {
  const ids = [...new Set(item.targets.flatMap((t) => (t.kind === 'permanent' && game.battlefield.some((p) => p.id === t.id) ? [t.id] : [])))];
  const events: GameEvent[] = ids.map((object) => ({ kind: 'becomes-target' as const, object, by: item }));
  if (crime && item.targets.some((t) => opponentsOwn(game, t, item.controller))) events.push({ kind: 'commits-crime', player: item.controller, by: item });
  raise(game, events);
}

/** Whether the target is an opponent of `you` or theirs: a permanent, spell or ability they control, a card in their graveyard (700.13). */
function opponentsOwn(game: Game, t: TargetRef, you: string): boolean {
  switch (t.kind) {
    case 'player':
      return t.name !== you;
    case 'permanent': {
      const p = game.battlefield.find((x) => x.id === t.id);
      return p !== undefined && p.controller !== you;
    }
    case 'stack': {
      const s = game.stack.find((x) => x.id === t.id);
      return s !== undefined && s.controller !== you;
    }
    case 'card':
      return game.players.some((p) => p.name !== you && p.graveyard.some((c) => c.id === t.id));
  }
}
