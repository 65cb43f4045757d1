// Encore's tokens "attack that opponent this turn if able" (702.141a): a requirement (508.1d) on
// each token, naming one player. It is obeyed only by attacking that player itself — attacking a
// planeswalker they control does not obey it. With no attack declaration at all the tokens are
// declared attacking their player; a declaration that leaves a token out, or sends it elsewhere,
// is illegal when it could have attacked that player.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { characteristics } from './characteristics.ts';
import { ableToAttack } from './combat-keywords.ts';
import { IllegalAction } from './illegal.ts';
import { attackConditionProblem } from './restrictions.ts';
import { player, trace, type Game } from './state.ts';

export function encoreAttackRequirements(game: Game, declared: boolean): void {
  for (const perm of game.battlefield) {
    const must = perm.mustAttack;
    if (!must || must.turn !== game.turn || perm.controller !== game.active || player(game, must.player).lost) continue;
    const c = characteristics(game, perm);
    const entry = game.combat.attackers.find((a) => a.id === perm.id);
    if (entry && entry.defender === must.player && !entry.planeswalker) continue;
    if (!ableToAttack(game, perm) || attackConditionProblem(game, perm, c, must.player)) continue;
    if (declared) throw new IllegalAction(say('illegal.encoreMustAttack', { card: c.name, player: must.player, keyword: say('term.keyword', { keyword: 'encore' }) }), cite('encore', 'attackRequirement'));
    game.combat.attackers.push({ id: perm.id, defender: must.player });
    trace(game, 'note', say('combat.mustAttack', { creature: c.name, defender: must.player }), cite('encore', 'attackRequirement'));
  }
}
