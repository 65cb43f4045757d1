// Umbra armor (702.89a), a static ability of an Aura: "If enchanted permanent would be destroyed,
// instead remove all damage marked on it and destroy this Aura." One candidate per Aura with the
// ability attached to the permanent (616.1: its controller picks one when there are several). It
// isn't regeneration, so "can't be regenerated" doesn't stop it, and the permanent stays untapped
// and in combat. The Aura's own destruction is an ordinary one (it may be replaced in turn).
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import { characteristics } from '../characteristics.ts';
import { destroy } from '../events.ts';
import { trace, type Game, type Permanent } from '../state.ts';
import type { Candidate, DestroyEvent, ReplacementKind } from './event.ts';

/** The Auras with umbra armor attached to this permanent. */
export function umbraArmorsOn(game: Game, perm: Permanent): Permanent[] {
  return game.battlefield.filter((p) => p.attachedTo === perm.id && characteristics(game, p).abilities.some((a) => a.kind === 'umbra-armor'));
}

export const umbraArmor: ReplacementKind<DestroyEvent> = {
  candidates(game, event) {
    return umbraArmorsOn(game, event.object).map((aura): Candidate<DestroyEvent> => ({
      key: `umbra-armor:${aura.id}`,
      sourceName: aura.card.def.name,
      apply(g, e) {
        e.object.damage = 0;
        e.object.deathtouched = false;
        const auraName = characteristics(g, aura).name;
        const objectName = characteristics(g, e.object).name;
        trace(g, 'replaced', say('replace.umbraArmor', { object: objectName, aura: auraName }), cite('umbraArmor', 'replacement'));
        destroy(g, [{ object: aura, why: say('why.destroyedInstead', { object: objectName }), rules: cite('umbraArmor') }]);
        return null;
      },
    }));
  },
};
