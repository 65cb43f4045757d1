// An Aura put onto the battlefield by anything other than its own resolving spell (303.4f): the
// player it enters under chooses, as it enters, a legal object or player for it to enchant (its
// enchant abilities, read against that player, 303.4e); nothing is targeted, so hexproof and
// shroud don't matter. With none, the Aura stays in the zone it was in (303.4g). A scenario
// names the choice with `{player, choose: {attach: NAME}}`; otherwise the first legal one, the
// chooser's own permanents first, then the others' (a documented default).
import { say } from '../messages/message.ts';
import type { Ability } from '../oracle/ast.ts';
import { characteristics } from './characteristics.ts';
import { enchantAllows, enchantAllowsPlayer } from './enchant.ts';
import { choiceNames, noteDefault, takeChoice, type Card, type Game, type Permanent, type TargetRef } from './state.ts';
import type { ObjectRef } from '../oracle/vocabulary.ts';
import { objectsOf, type Scope } from './refs.ts';

type Enchant = Extract<Ability, { kind: 'enchant' }>;

/** What an Aura card entering under `controller` will enchant (never one of the `entering` permanents, put onto the battlefield with it), or null when nothing is legal (303.4g); undefined when the card is no Aura. */
export function auraHostOnEntering(game: Game, card: Card, controller: string, entering?: ReadonlySet<string>): TargetRef | null | undefined {
  if (!card.def.subtypes.includes('Aura')) return undefined;
  const enchants = card.def.abilities.filter((a): a is Enchant => a.kind === 'enchant');
  if (!enchants.length) return null;
  // The Aura as it would be: its controller and id, for "you control" and "another" in its enchant ability.
  const aura = { id: card.id, card, controller } as Permanent;
  const players = enchants.every((a) => 'player' in a) ? game.players.filter((p) => enchantAllowsPlayer(game, aura, enchants, p.name)).map((p): TargetRef => ({ kind: 'player', name: p.name })) : [];
  const permanents = enchants.every((a) => 'what' in a)
    ? [...game.battlefield.filter((p) => p.controller === controller), ...game.battlefield.filter((p) => p.controller !== controller)].filter((p) => {
        // Not a permanent entering at the same time ("Return all enchantment cards …": the Aura chooses among those already there).
        if (entering?.has(p.id)) return false;
        const c = characteristics(game, p);
        return enchants.every((a) => 'what' in a && enchantAllows(game, aura, a.what, p, c));
      })
    : [];
  const legal: Array<{ ref: TargetRef; name: string }> = [...permanents.map((p) => ({ ref: { kind: 'permanent' as const, id: p.id }, name: p.card.def.name })), ...players.map((r) => ({ ref: r, name: r.kind === 'player' ? r.name : '' }))];
  const named = takeChoice(game, controller, (v) => {
    const name = v && typeof v === 'object' && !Array.isArray(v) && 'attach' in v ? choiceNames(v, 'attach')?.[0]?.toLowerCase() : undefined;
    if (name === undefined) return undefined;
    return legal.find((l) => l.name.toLowerCase() === name || (l.ref.kind === 'permanent' && l.ref.id.toLowerCase() === name)) ?? null;
  });
  const chosen = named ?? legal[0];
  if (!chosen) return null;
  if (!named) noteDefault(game, say('default.auraHost', { card: card.def.name, player: controller, chosen: chosen.name }));
  return chosen.ref;
}

/**
 * "Return this card … to the battlefield attached to that creature" (303.4f): the Aura enters attached to the one object the
 * instruction names, if it is still on the battlefield and the Aura's enchant ability allows it; otherwise it stays (303.4g).
 */
export function attachedOnEntering(game: Game, card: Card, controller: string, onto: ObjectRef, scope: Scope): TargetRef | null | undefined {
  if (!card.def.subtypes.includes('Aura')) return undefined;
  const enchants = card.def.abilities.filter((a): a is Enchant => a.kind === 'enchant');
  const host = objectsOf(game, onto, scope).find((o) => o.kind === 'permanent');
  if (!host || host.kind !== 'permanent' || !enchants.length) return null;
  const aura = { id: card.id, card, controller } as Permanent;
  const c = characteristics(game, host.permanent);
  return enchants.every((a) => 'what' in a && enchantAllows(game, aura, a.what, host.permanent, c)) ? { kind: 'permanent', id: host.permanent.id } : null;
}
