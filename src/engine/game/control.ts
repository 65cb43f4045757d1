// Control is a characteristic the layer system derives (layer 2, 613.1b), but the whole engine
// asks "who controls it" through `Permanent.controller`. This keeps that field in step with
// layer 2 whenever the game settles (before state-based actions, after "until end of turn"
// effects end): a permanent whose controller changes has not been under its new controller's
// control continuously since their most recent turn began (302.6).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { derive, newContext } from './characteristics.ts';
import { trace, type Game } from './state.ts';

export function syncControl(game: Game): void {
  // Cheap exit: no control-changing effect and nothing currently under another's control.
  const anyControlEffect = game.floating.some((f) => f.change.layer === '2') || game.battlefield.some((p) => p.baseController !== undefined || p.card.def.abilities.some((a) => a.kind === 'static' && a.effect.type === 'set-controller'));
  if (!anyControlEffect) return;
  const ctx = newContext(game);
  for (const p of game.battlefield) {
    const now = derive(ctx, p, { layer: '3' }).controller;
    if (now === p.controller) continue;
    const from = p.controller;
    p.baseController ??= p.controller;
    p.controller = now;
    if (p.baseController === now) delete p.baseController;
    p.sick = true;
    trace(game, 'control', say('control.changes', { object: p.card.def.name, from, to: now }), cite('layerControl', 'summoningSickTap'), { object: p.id, controller: now });
  }
}
