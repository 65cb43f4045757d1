// Tokens put onto the battlefield attacking (508.4): they were never declared, so nothing that
// triggers on attacking sees them; after blockers were declared they enter unblocked (506.3d).
// Their controller chooses what each attacks: the player the source attacks, else the first
// opponent — a documented default when there was another choice. Outside combat, or when the
// controller isn't the attacking player (506.3b), they are only tapped.
import type { Permanent, StackItem } from '../game/state.ts';
import type { ReasonCode } from '../citations.ts';
import { cite, noteDefault, opponents, say, trace, type Game } from './shared.ts';

const COMBAT_STEPS = new Set(['declare-attackers', 'declare-blockers', 'combat-damage']);

/** `player`: the player the tokens attack, named by the effect ("attacking that player", 702.116a) — a planeswalker they control is the other choice. */
export function enterAttacking(game: Game, item: StackItem, tokens: Permanent[], codes: ReasonCode[] = [], player?: string): void {
  const who = item.controller;
  if (!tokens.length || !game.combat.declaredAttackers || !COMBAT_STEPS.has(game.step) || game.active !== who) return;
  const foes = opponents(game, who).filter((p) => !p.lost && (!player || p.name === player));
  const defender = player ?? game.combat.attackers.find((a) => a.id === item.source.id)?.defender ?? foes[0]?.name;
  if (!defender) return;
  const couldChoose = (!player && foes.length > 1) || game.battlefield.some((p) => foes.some((f) => f.name === p.controller) && p.card.def.types.includes('Planeswalker'));
  if (couldChoose) noteDefault(game, say('default.tokensAttack', { source: item.source.name, defender }));
  for (const t of tokens) game.combat.attackers.push({ id: t.id, defender });
  trace(game, 'attack', say('effect.enterAttacking', { count: tokens.length, defender, unblocked: game.combat.declaredBlockers }), cite(...codes, 'enterAttacking', ...(game.combat.declaredBlockers ? (['enterAttackingUnblocked'] as const) : [])));
}
