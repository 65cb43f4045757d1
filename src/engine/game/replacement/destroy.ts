// Destruction-replacement effects: regeneration shields (614.8, 701.19a). Each resolution of
// "Regenerate …" made one shield, and each shield replaces one destruction: two activations
// survive two destructions. "Can't be regenerated" makes the shields not apply (701.19c).
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import { becameTapped } from '../tapping.ts';
import { trace } from '../state.ts';
import type { Candidate, DestroyEvent, ReplacementKind } from './event.ts';

export const regenerationShields: ReplacementKind<DestroyEvent> = {
  candidates(game, event) {
    const id = event.object.id;
    const count = game.regenerationShields.filter((s) => s === id).length;
    // 701.19c: "can't be regenerated" — the shields stay, but they do not apply (events.ts says so).
    if (!count || event.noRegeneration) return [];
    // The shields are alike: one candidate stands for "a regeneration shield of this permanent".
    const shield: Candidate<DestroyEvent> = {
      key: `regenerate:${id}`,
      sourceName: `${event.object.card.def.name}'s regeneration shield`,
      apply(g, e) {
        g.regenerationShields.splice(g.regenerationShields.indexOf(id), 1);
        // 701.19a: regenerating taps it, which triggers "whenever … becomes tapped" (603.2e).
        if (!e.object.tapped) becameTapped(g, e.object, true);
        e.object.tapped = true;
        e.object.damage = 0;
        e.object.deathtouched = false;
        g.combat.attackers = g.combat.attackers.filter((a) => a.id !== id);
        g.combat.blockers = g.combat.blockers.filter((b) => b.id !== id);
        trace(g, 'replaced', say('replace.regenerates', { object: e.object.card.def.name, why: e.why }), cite('regenerationReplaces', 'regenerate', 'removedFromCombat'));
        return null;
      },
    };
    return [shield];
  },
};
