// Static abilities that change the rules for their controller (no layer: they affect no
// object's characteristics): "You have no maximum hand size" (402.2, 514.1). Additional land
// plays are a static effect read by costs.ts landsAllowed (305.2).
import type { Ability, AbilityBody } from '../oracle/ast.ts';
import { characteristics, mayHaveAbility } from './characteristics.ts';
import type { Game } from './state.ts';

type PlayerRule = Extract<AbilityBody, { kind: 'player-rule' }>['rule'];

/** How many permanents' abilities give this player the rule. */
function playerRuleCount(game: Game, who: string, rule: PlayerRule): number {
  const has = (a: Ability): boolean => a.kind === 'player-rule' && a.rule === rule;
  // Deriving every permanent is costly and this runs with every state-based-action check (speed,
  // ascend): only a permanent that can have the rule is derived — the same count.
  const may = mayHaveAbility(game, has);
  let n = 0;
  for (const p of game.battlefield) {
    if (p.controller !== who || !may(p)) continue;
    for (const a of characteristics(game, p).abilities) if (has(a)) n++;
  }
  return n;
}

export const hasPlayerRule = (game: Game, who: string, rule: PlayerRule): boolean => playerRuleCount(game, who, rule) > 0;
