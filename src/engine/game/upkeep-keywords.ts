// Keywords that trigger at the beginning of their controller's upkeep: cumulative upkeep
// (702.24a, each instance separately, 702.24b), vanishing (702.63a) and fading (702.32a).
import type { Ability } from '../oracle/ast.ts';
import { characteristics } from './characteristics.ts';
import { sourceInfo } from './events.ts';
import type { Game } from './state.ts';
import { say } from '../messages/message.ts';

export function upkeepKeywordTriggers(game: Game): void {
  for (const perm of game.battlefield) {
    if (perm.controller !== game.active) continue;
    const c = characteristics(game, perm);
    for (const a of c.abilities) {
      if (a.kind === 'counter-upkeep') {
        // Vanishing's upkeep ability has an intervening "if this permanent has a time counter on it" (603.4).
        if (a.keyword === 'vanishing' && !(perm.counters.time ?? 0)) continue;
        const ability: Extract<Ability, { kind: 'triggered' }> = { kind: 'triggered', trigger: { event: 'upkeep', whose: 'your' }, effects: [{ type: 'counter-upkeep', keyword: a.keyword }], text: a.text, line: a.line };
        game.pendingTriggers.push({ controller: perm.controller, source: sourceInfo(game, perm, c), ability, reason: say('reason.upkeep', { player: game.active }) });
      }
      if (a.kind !== 'cumulative-upkeep') continue;
      const ability: Extract<Ability, { kind: 'triggered' }> = { kind: 'triggered', trigger: { event: 'upkeep', whose: 'your' }, effects: [{ type: 'cumulative-upkeep', mana: a.mana }], text: a.text, line: a.line };
      game.pendingTriggers.push({ controller: perm.controller, source: sourceInfo(game, perm, c), ability, reason: say('reason.upkeep', { player: game.active }) });
    }
  }
}
