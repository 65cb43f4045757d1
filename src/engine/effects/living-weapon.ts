// Living weapon's trigger (702.92a): "create a 0/0 black Phyrexian Germ creature token, then
// attach this Equipment to it." Both happen in the one resolution, so the 0/0 Germ is already
// equipped when state-based actions are next checked (704.3). If the Equipment has left the
// battlefield, the Germ is still created — and then dies as a 0/0 (704.5f).
// For Mirrodin! (702.163a) and job select (702.182a) are the same trigger with another token.
import type { ReasonCode } from '../citations.ts';
import type { Color } from '../oracle/ast.ts';
import type { Card } from '../game/state.ts';
import type { Game, StackItem } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, newId, nextTimestamp, permanentById, putOntoBattlefield, say, trace } from './shared.ts';
import { describedMessage } from '../game/tokens.ts';

/** The creature token an Equipment's "create …, then attach this Equipment to it" trigger makes. */
export interface EquipToken {
  power: number;
  toughness: number;
  /** Empty for a colorless token. */
  colors: Color[];
  subtypes: string[];
}

/** Creates the token, then attaches the trigger's source Equipment to it if it is still on the battlefield. */
export function createThenAttach(game: Game, item: StackItem, t: EquipToken, code: ReasonCode): void {
  const name = `${t.subtypes.join(' ')} Token`;
  const card: Card = {
    id: newId(game, name),
    owner: item.controller,
    token: true,
    def: { name, typeLine: `Token Creature — ${t.subtypes.join(' ')}`, supertypes: [], types: ['Creature'], subtypes: [...t.subtypes], manaCost: null, colors: [...t.colors], power: t.power, toughness: t.toughness, abilities: [] },
  };
  const token = putOntoBattlefield(game, card, item.controller);
  trace(game, 'create', describedMessage(item.controller, { power: t.power, toughness: t.toughness, colors: t.colors, types: ['Creature'], subtypes: t.subtypes }, token.id), cite(code, 'create', 'tokens'), { object: token.id });
  const equipment = permanentById(game, item.source.id);
  if (!equipment) return;
  equipment.attachedTo = token.id;
  equipment.timestamp = nextTimestamp(game);
  trace(game, 'attach', say('effect.attached', { attachment: equipment.card.def.name, object: token.card.def.name }), cite(code, 'attach'));
}

export const livingWeaponEffect: EffectModule<'living-weapon'> = {
  resolve(game, item) {
    createThenAttach(game, item, { power: 0, toughness: 0, colors: ['black'], subtypes: ['Phyrexian', 'Germ'] }, 'livingWeapon');
  },
};
