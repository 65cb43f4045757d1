// A permanent becoming the target of a spell or ability (115.1, 603.2): one event for each
// permanent it targets, raised as the spell is cast or the ability is put on the stack —
// what "When CARDNAME becomes the target of a spell or ability" and ward (702.21a) wait for.
import { raise } from './stream.ts';
import type { Game, StackItem } from './state.ts';

export function becameTargets(game: Game, item: StackItem): void {
  const ids = [...new Set(item.targets.flatMap((t) => (t.kind === 'permanent' && game.battlefield.some((p) => p.id === t.id) ? [t.id] : [])))];
  raise(game, ids.map((object) => ({ kind: 'becomes-target' as const, object, by: item })));
}
