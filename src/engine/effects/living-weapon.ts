// Living weapon's trigger (702.92a): "create a 0/0 black Phyrexian Germ creature token, then
// attach this Equipment to it." Both happen in the one resolution, so the 0/0 Germ is already
// equipped when state-based actions are next checked (704.3). If the Equipment has left the
// battlefield, the Germ is still created — and then dies as a 0/0 (704.5f).
import type { Card } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, newId, nextTimestamp, permanentById, putOntoBattlefield, say, trace } from './shared.ts';

export const livingWeaponEffect: EffectModule<'living-weapon'> = {
  resolve(game, item) {
    const name = 'Phyrexian Germ Token';
    const card: Card = {
      id: newId(game, name),
      owner: item.controller,
      token: true,
      def: { name, typeLine: 'Token Creature — Phyrexian Germ', supertypes: [], types: ['Creature'], subtypes: ['Phyrexian', 'Germ'], manaCost: null, colors: ['black'], power: 0, toughness: 0, abilities: [] },
    };
    const germ = putOntoBattlefield(game, card, item.controller);
    trace(game, 'create', say('effect.token', { player: item.controller, power: 0, toughness: 0, color: 'black', subtype: 'Phyrexian Germ', id: germ.id }), cite('livingWeapon', 'create', 'tokens'), { object: germ.id });
    const equipment = permanentById(game, item.source.id);
    if (!equipment) return;
    equipment.attachedTo = germ.id;
    equipment.timestamp = nextTimestamp(game);
    trace(game, 'attach', say('effect.attached', { attachment: equipment.card.def.name, object: germ.card.def.name }), cite('livingWeapon', 'attach'));
  },
};
