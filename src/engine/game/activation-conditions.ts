// Whether an activated ability's "Activate only during … / only if …" lets its controller
// begin to activate it now (602.5, 602.5b); null when it does, else which restriction stops it.
import type { ActivationCondition } from '../oracle/ast.ts';
import { characteristics } from './characteristics.ts';
import { conditionHolds } from './static-conditions.ts';
import { holds } from './triggers/conditions.ts';
import { viewById } from './object-view.ts';
import { say } from '../messages/message.ts';
import type { Game } from './state.ts';

const BEFORE_ATTACKERS = new Set(['untap', 'upkeep', 'draw', 'main1', 'beginning-of-combat']);
const COMBAT = new Set(['beginning-of-combat', 'declare-attackers', 'declare-blockers', 'combat-damage', 'end-of-combat']);

export function activationConditionProblem(game: Game, who: string, sourceId: string, onlyIf: ActivationCondition): 'your-turn' | 'your-upkeep' | 'your-turn-before-attackers' | 'combat' | 'upkeep' | 'your-draw' | 'condition' | null {
  // "Activate only if A or if B": none of them lets it.
  if (onlyIf.anyOf && onlyIf.anyOf.every((c) => activationConditionProblem(game, who, sourceId, c))) return 'condition';
  const yourTurn = game.active === who;
  switch (onlyIf.during) {
    case 'your-turn':
      if (!yourTurn) return 'your-turn';
      break;
    case 'your-upkeep':
      if (!yourTurn || game.step !== 'upkeep') return 'your-upkeep';
      break;
    case 'your-turn-before-attackers':
      if (!yourTurn || !BEFORE_ATTACKERS.has(game.step) || game.combat.declaredAttackers) return 'your-turn-before-attackers';
      break;
    case 'upkeep':
      if (game.step !== 'upkeep') return 'upkeep';
      break;
    case 'your-draw':
      if (!yourTurn || game.step !== 'draw') return 'your-draw';
      break;
    case 'combat':
      if (!COMBAT.has(game.step)) return 'combat';
      break;
  }
  if (onlyIf.condition && !conditionHolds(game, who, sourceId, onlyIf.condition, (p) => characteristics(game, p))) return 'condition';
  if (onlyIf.if && !holds(onlyIf.if, { game, controller: who, sourceId, source: viewById(game, sourceId), forWhat: say('for.ability', { card: viewById(game, sourceId)?.name ?? sourceId }) })) return 'condition';
  return null;
}
