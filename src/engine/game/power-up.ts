// Power-up (702.193): "Power-up — [Cost]: [Effect]" means "[Cost]: [Effect]. If this permanent
// entered this turn, this ability's cost is reduced by this permanent's mana cost. Activate this
// ability only once." (702.193a). The once-only part is checked with exhaust's record
// (`Permanent.activatedTurns`, casting.ts); this module reduces the cost.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Cost } from '../oracle/ast.ts';
import { withGeneric } from '../oracle/mana.ts';
import { copiable } from './layers.ts';
import { trace, type Game, type Permanent } from './state.ts';

const GENERIC = /^\d+$/;

/**
 * The ability's mana cost reduced by `by` (a mana cost's symbols), by 118.7 as 702.193b says: generic
 * reduces generic; a colored or colorless symbol reduces one mana of its type, else one generic
 * (118.7b–d); a hybrid symbol the half the cost has, else its generic half or one generic (118.7e,
 * the better choice for the payer, so none is asked); a Phyrexian symbol one mana of its color (118.7f);
 * snow one generic (118.7g); X is 0 on the battlefield (107.3b).
 */
export function reduceManaBy(symbols: readonly string[], by: readonly string[]): string[] {
  const left = [...symbols];
  let generic = 0;
  const take = (s: string): boolean => {
    const i = left.indexOf(s);
    if (i < 0) return false;
    left.splice(i, 1);
    return true;
  };
  for (const s of by) {
    if (GENERIC.test(s)) generic += Number(s);
    else if (s === 'X' || s === 'Y') continue;
    else if (s === 'S') generic += 1;
    else if (s.includes('/')) {
      const [a, b] = s.split('/') as [string, string];
      if (b === 'P') { if (!take(a)) generic += 1; }
      else if (!take(a) && !take(b)) generic += GENERIC.test(a) ? Number(a) : 1;
    } else if (!take(s)) generic += 1;
  }
  return withGeneric(left, -generic);
}

/** A power-up ability's costs: reduced by its permanent's mana cost when that permanent entered this turn (702.193a). */
export function powerUpCosts(game: Game, perm: Permanent, ability: { powerUp?: true; text: string }, costs: Cost[]): Cost[] {
  if (!ability.powerUp || perm.enteredTurn !== game.turn) return costs;
  // Its mana cost is a copiable value (707.2): a copy's is the copied object's, a face-down permanent has none.
  const def = copiable(perm);
  const by = def.manaCost ?? [];
  if (!by.length) return costs;
  return costs.map((k) => {
    if (k.type !== 'mana') return k;
    const symbols = reduceManaBy(k.symbols, by);
    trace(game, 'note', say('cost.abilityChanged', { card: perm.card.def.name, cost: symbols.map((s) => `{${s}}`).join('') || '{0}', text: `"${ability.text}"` }), cite('powerUp', 'powerUpReduction'));
    return { ...k, symbols };
  });
}
