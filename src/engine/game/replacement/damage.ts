// Prevention effects on damage (614.2, 615): protection (702.16e), a permanent's own "prevent all
// damage that would be dealt to this creature", prevention shields (615.7). "Prevent all … damage"
// statics and spells' "… this turn", and "deals double that damage instead", are data (specs.ts).
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import { characteristics } from '../characteristics.ts';
import { protectionAgainst } from '../protection.ts';
import { permanentById, trace, type Game, type TargetRef } from '../state.ts';
import type { Candidate, DamageEvent, ReplacementKind } from './event.ts';
import { replacementAbilities } from './sources.ts';
import { putCounters } from '../counters.ts';
import { isChosenSource } from '../damage-source.ts';

export function nameOf(game: Game, t: TargetRef): string {
  if (t.kind === 'player') return t.name;
  if (t.kind === 'permanent') return permanentById(game, t.id)?.card.def.name ?? t.id;
  if (t.kind === 'card') return game.players.flatMap((p) => p.graveyard).find((c) => c.id === t.id)?.def.name ?? t.id;
  return game.stack.find((s) => s.id === t.id)?.card?.def.name ?? t.id;
}

function sameTarget(a: TargetRef, b: TargetRef): boolean {
  return a.kind === b.kind && (a.kind === 'player' ? a.name === (b as { name: string }).name : a.id === (b as { id: string }).id);
}

/** 614.7a: damage reduced to 0 is no damage event at all. */
const unlessZero = (e: DamageEvent): DamageEvent | null => (e.amount > 0 ? e : null);

export const protectionFromColor: ReplacementKind<DamageEvent> = {
  candidates(game, event) {
    if (event.to.kind !== 'permanent') return [];
    const p = permanentById(game, event.to.id);
    // 702.16e: any quality — a colour, a creature or card type, creatures, everything.
    const color = p ? protectionAgainst(characteristics(game, p), event.source) : null;
    if (!p || !color) return [];
    return [{
      key: `protection:${p.id}:${color}`,
      sourceName: p.card.def.name,
      prevention: true,
      apply(g, e) {
        trace(g, 'prevented', say('prevent.protection', { amount: e.amount, source: e.source.name, to: nameOf(g, e.to), color }), cite('protectionDamage', 'prevention'));
        return null;
      },
    }];
  },
};

export const preventionShields: ReplacementKind<DamageEvent> = {
  candidates(game, event) {
    return game.shields.flatMap((shield, i): Candidate<DamageEvent>[] => {
      if (shield.remaining <= 0 || (shield.target && !sameTarget(shield.target, event.to))) return [];
      // "A red source of your choice": only that source, still red (615.9).
      if (shield.from && !isChosenSource(game, shield.from, event.source)) return [];
      return [{
        key: `shield:${shield.id ?? i}:${shield.sourceName}`,
        sourceName: shield.sourceName,
        prevention: true,
        apply(g, e) {
          const live = g.shields.find((s, j) => (shield.id !== undefined ? s.id === shield.id : j === i) && s.remaining > 0);
          if (!live) return e;
          // 615.8: "the next time … prevent that damage" — this event, all of it, and the shield is used up.
          const prevented = live.once ? e.amount : Math.min(live.remaining, e.amount);
          live.remaining = live.once ? 0 : live.remaining - prevented;
          g.shields = g.shields.filter((s) => s.remaining > 0);
          trace(g, 'prevented', say('prevent.shield', { shield: live.sourceName, amount: prevented, source: e.source.name, to: nameOf(g, e.to) }), cite('prevention', 'preventionShield'));
          // 615.5: its additional effect, right after the prevention — counters for the damage prevented.
          const host = live.thenCounters && e.to.kind === 'permanent' ? permanentById(g, e.to.id) : undefined;
          if (host && live.thenCounters) putCounters(g, host, live.thenCounters.counter, prevented, { by: live.thenCounters.by });
          return unlessZero({ ...e, amount: e.amount - prevented });
        },
      }];
    });
  },
};

/** "Prevent all [combat] damage that would be dealt to this creature." on the permanent dealt damage. */
export const preventDamageToSelf: ReplacementKind<DamageEvent> = {
  candidates(game, event) {
    if (event.to.kind !== 'permanent') return [];
    const p = permanentById(game, event.to.id);
    if (!p) return [];
    return replacementAbilities(game, p)
      .filter(({ perm, a }) => perm === p && a.replaces === 'damage' && a.with === 'prevent' && (!a.combatOnly || event.combat))
      .map(({ a }): Candidate<DamageEvent> => ({
        key: `prevent-to-self:${p.id}:${a.line}`,
        sourceName: p.card.def.name,
        prevention: true,
        apply(g, e) {
          trace(g, 'prevented', say('prevent.static', { amount: e.amount, source: e.source.name, to: p.card.def.name, text: a.text }), cite('prevention'));
          // the Phantoms also remove a counter each time (none left: nothing more happens).
          const kind = 'removeCounter' in a ? a.removeCounter : undefined;
          if (kind && (p.counters[kind] ?? 0) > 0) {
            p.counters[kind] -= 1;
            trace(g, 'counters', say('effect.counterRemoved', { counter: say('term.counter', { counter: kind }), object: p.card.def.name, left: p.counters[kind] }), cite('prevention', 'counters'));
          }
          return null;
        },
      }));
  },
};
