// Control is a characteristic the layer system derives (layer 2, 613.1b), but the whole engine
// asks "who controls it" through `Permanent.controller`. This keeps that field in step with
// layer 2 whenever the game settles (before state-based actions, after "until end of turn"
// effects end): a permanent whose controller changes has not been under its new controller's
// control continuously since their most recent turn began (302.6).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { characteristics, derive, newContext } from './characteristics.ts';
import { removeFromCombat } from './events.ts';
import { copiable } from './layers.ts';
import { permanentById, trace, type Game } from './state.ts';

/** `described`: the scenario's board as given — its control effects began before the replay, so
 *  whether each permanent is summoning sick is what the scenario says (`sick`). */
export function syncControl(game: Game, described = false): void {
  // Cheap exit: no control-changing effect and nothing currently under another's control.
  const anyControlEffect = game.floating.some((f) => f.change.layer === '2') || game.battlefield.some((p) => p.baseController !== undefined || copiable(p).abilities.some((a) => a.kind === 'static' && a.effect.type === 'set-controller'));
  if (!anyControlEffect) return;
  const ctx = newContext(game);
  for (const p of game.battlefield) {
    const now = derive(ctx, p, { layer: '3' }).controller;
    if (now === p.controller) continue;
    const from = p.controller;
    p.baseController ??= p.controller;
    p.controller = now;
    if (p.baseController === now) delete p.baseController;
    if (described) {
      trace(game, 'control', say('control.described', { object: p.card.def.name, from, to: now }), cite('layerControl'), { object: p.id, controller: now });
      continue;
    }
    p.sick = true;
    p.newSinceUpkeep = true;
    // 506.4: a permanent that comes under another player's control is removed from combat.
    const inCombat = game.combat.attackers.some((a) => a.id === p.id) || game.combat.blockers.some((b) => b.id === p.id);
    if (inCombat) removeFromCombat(game, p.id);
    trace(game, 'control', say('control.changes', { object: p.card.def.name, from, to: now, combat: inCombat }), cite('layerControl', 'summoningSickTap', ...(inCombat ? (['removedFromCombat'] as const) : [])), { object: p.id, controller: now });
  }
}

/** 506.4: an attacking or blocking permanent that stops being a creature (Opalescence destroyed
 *  under an animated enchantment, a land's animation ending) is removed from combat. */
export function leaveCombatIfNotCreature(game: Game): void {
  const ids = [...game.combat.attackers.map((a) => a.id), ...game.combat.blockers.map((b) => b.id)];
  for (const id of new Set(ids)) {
    const p = permanentById(game, id);
    if (!p || characteristics(game, p).types.includes('Creature')) continue;
    removeFromCombat(game, id);
    trace(game, 'combat', say('combat.notCreature', { object: p.card.def.name }), cite('removedFromCombat'), { object: p.id });
  }
}
