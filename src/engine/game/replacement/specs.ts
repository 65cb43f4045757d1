// Replacement effects as data (614.1a): a permanent's "replace" ability names the event it watches
// (a ReplacementSpec) and how it changes the amount (a Modification) — Hardened Scales, Doubling
// Season, Parallel Lives, Furnace of Rath, Torbran, Boon Reflection, "draw two cards instead". One
// kind per event type reads them all; each applies once to an event (614.5), in the order the
// affected player or the affected object's controller chooses (616.1), so Hardened Scales before
// Doubling Season makes 2 counters into 6, the other way 5.
import { cite, type ReasonCode } from '../../citations.ts';
import { say, type Message } from '../../messages/message.ts';
import type { Modification, ReplacementSpec } from '../../oracle/vocabulary.ts';
import { characteristics } from '../characteristics.ts';
import { copiable } from '../layers.ts';
import { fits, permanentView, playerFits, viewById, type ObjectView } from '../object-view.ts';
import { permanentById, trace, type Game, type Permanent } from '../state.ts';
import { putCounters } from '../counters.ts';
import type { Candidate, CountersEvent, DamageEvent, DrawEvent, GainLifeEvent, ReplaceableEvent, ReplacementKind, TokensEvent } from './event.ts';
import { nameOf } from './damage.ts';

type Spec = { perm: Permanent; watch: ReplacementSpec; modify: Modification; line: number; text: string };

/** The "replace" abilities of the permanents on the battlefield, as they have them now. */
function specs(game: Game, on: ReplacementSpec['on']): Spec[] {
  return game.battlefield
    .filter((p) => copiable(p).abilities.some((a) => a.kind === 'replace' && a.watch.on === on))
    .flatMap((perm) => characteristics(game, perm).abilities.flatMap((a) => (a.kind === 'replace' && a.watch.on === on ? [{ perm, watch: a.watch, modify: a.modify, line: a.line, text: a.text }] : [])));
}

const apply = (m: Modification, n: number): number => (m.kind === 'times' ? n * m.factor : m.kind === 'plus' ? n + m.amount : m.kind === 'half' ? Math.floor(n / 2) : n);

/** One candidate per matching ability: it changes the amount and says so (614.1a, 614.5). */
function candidates<E extends ReplaceableEvent>(game: Game, on: ReplacementSpec['on'], event: E, amount: number, fitsEvent: (s: Spec) => boolean, what: (e: E, from: number, to: number, by: string) => Message, withAmount: (e: E, n: number) => E, codes: ReasonCode[] = [], prevented?: (e: E, s: Spec, n?: number) => Message, instead?: (g: Game, e: E, s: Spec) => void): Candidate<E>[] {
  if (amount <= 0) return [];
  return specs(game, on)
    // Only damage is prevented (615.1): a prevention effect watches no other event.
    .filter((s) => fitsEvent(s) && (s.modify.kind !== 'prevent' || prevented !== undefined) && (s.modify.kind !== 'counters-instead' || instead !== undefined))
    .map((s): Candidate<E> => ({
      key: `replace:${s.perm.id}:${s.line}`,
      sourceName: s.perm.card.def.name,
      ...(s.modify.kind === 'prevent' ? { prevention: true } : {}),
      apply(g, e) {
        if (s.modify.kind === 'prevent' && s.modify.amount !== undefined) {
          // 615.10: "prevent N of that damage" — N of this event; the rest is dealt.
          const n = Math.min(s.modify.amount, amountOf(e));
          trace(g, 'prevented', prevented!(e, s, n), cite('prevention', 'preventionStaticAmount'));
          return n >= amountOf(e) ? null : withAmount(e, amountOf(e) - n);
        }
        if (s.modify.kind === 'prevent') {
          // 615.1a: "prevent all … damage": the event no longer happens.
          trace(g, 'prevented', prevented!(e, s), cite('prevention'));
          return null;
        }
        if (s.modify.kind === 'counters-instead') {
          instead!(g, e, s);
          return null;
        }
        const from = amountOf(e);
        const to = apply(s.modify, from);
        trace(g, 'replaced', what(e, from, to, s.perm.card.def.name), cite('replacementInstead', 'replacement', ...codes, 'appliesOnce'));
        return withAmount(e, to);
      },
    }));
  function amountOf(e: E): number {
    return (e as unknown as { amount?: number; count?: number }).amount ?? (e as unknown as { count: number }).count;
  }
}

/** Whether a damage event fits what a replacement or prevention effect watches, seen from the effect's controller `you` (and its source, for "self"). */
function damageFits(game: Game, watch: ReplacementSpec, event: DamageEvent, you: string, sourceId: string): boolean {
  const to = event.to;
  if (to.kind === 'stack') return false;
  if (watch.combat !== undefined && watch.combat !== event.combat) return false;
  if (watch.source) {
    const sourceView: ObjectView = viewById(game, event.source.id) ?? { id: event.source.id, name: event.source.name, controller: event.source.controller, owner: event.source.controller, token: false, supertypes: [], types: event.source.types ?? [], subtypes: event.source.subtypes ?? [], colors: event.source.colors, keywords: event.source.keywords, manaValue: 0, counters: {} };
    if (watch.source === 'self' ? event.source.id !== sourceId : watch.source === 'host' ? event.source.id !== hostOf(game, sourceId) : !fits(watch.source, sourceView, you, sourceId, game)) return false;
  }
  const r = watch.recipient;
  if (!r) return true;
  // "to you and creatures you control", "to an opponent or a permanent an opponent controls": either half.
  if (to.kind === 'player') return r.player !== undefined && playerFits(r.player, to.name, you);
  if (r.object === 'host') return to.id === hostOf(game, sourceId);
  if (r.object === 'self') return to.id === sourceId;
  const recipientView = viewById(game, to.id);
  return r.object !== undefined && recipientView !== undefined && fits(r.object, recipientView, you, sourceId, game);
}

/** The permanent an Aura or Equipment is attached to (303.4b, 301.5a); none for a player or when unattached. */
const hostOf = (game: Game, sourceId: string): string | undefined => permanentById(game, sourceId)?.attachedTo;

export const specDamage: ReplacementKind<DamageEvent> = {
  candidates(game, event) {
    if (event.to.kind === 'stack') return [];
    return candidates(
      game, 'deals-damage', event, event.amount,
      ({ perm, watch }) => damageFits(game, watch, event, perm.controller, perm.id),
      (e, from, amount, by) => say('replace.damageAmount', { source: e.source.name, to: nameOf(game, e.to), from, amount, by }),
      (e, amount) => ({ ...e, amount }),
      [],
      (e, s, n) => (n === undefined ? say('prevent.static', { amount: e.amount, source: e.source.name, to: nameOf(game, e.to), text: s.text }) : say('prevent.shield', { shield: s.perm.card.def.name, amount: n, source: e.source.name, to: nameOf(game, e.to) })),
      (g, e, s) => {
        // 614.6: the damage is never dealt; counters are put instead, by the source's controller.
        const perm = e.to.kind === 'permanent' ? permanentById(g, e.to.id) : undefined;
        if (!perm || s.modify.kind !== 'counters-instead') return;
        trace(g, 'replaced', say('replace.damageToCounters', { by: s.perm.card.def.name, source: e.source.name, to: perm.card.def.name, amount: e.amount, counter: say('term.counter', { counter: s.modify.counter }) }), cite('replacementInstead', 'replacement'));
        putCounters(g, perm, s.modify.counter, e.amount, { by: e.source.controller });
      },
    );
  },
};

/** The prevention effects of spells resolved this turn (Fog, Safe Passage, Ethereal Haze; 615.1a). */
export const preventionsThisTurn: ReplacementKind<DamageEvent> = {
  candidates(game, event) {
    if (event.amount <= 0) return [];
    return game.preventions.flatMap((p, i): Candidate<DamageEvent>[] =>
      damageFits(game, p.watch, event, p.controller, p.sourceId ?? '') && (!p.objects || (p.side !== 'to' && p.objects.includes(event.source.id)) || (p.side !== 'by' && event.to.kind === 'permanent' && p.objects.includes(event.to.id)))
        ? [{
            key: `prevent-this-turn:${i}`,
            sourceName: p.sourceName,
            prevention: true,
            apply(g, e) {
              trace(g, 'prevented', say('prevent.thisTurn', { amount: e.amount, source: e.source.name, to: nameOf(g, e.to), by: p.sourceName }), cite('prevention'));
              return null;
            },
          }]
        : [],
    );
  },
};

export const specLifeGain: ReplacementKind<GainLifeEvent> = {
  candidates(game, event) {
    return candidates(game, 'gains-life', event, event.amount, ({ perm, watch }) => playerFits(watch.player, event.player, perm.controller), (e, from, amount, by) => say('replace.lifeAmount', { player: e.player, from, amount, by }), (e, amount) => ({ ...e, amount }));
  },
};

export const specDraw: ReplacementKind<DrawEvent> = {
  candidates(game, event) {
    return candidates(game, 'draws', event, event.count, ({ perm, watch }) => playerFits(watch.player, event.player, perm.controller), (e, from, amount, by) => say('replace.drawInstead', { player: e.player, from, amount, by }), (e, count) => ({ ...e, count }), ['drawReplaced']);
  },
};

export const specCounters: ReplacementKind<CountersEvent> = {
  candidates(game, event) {
    const view = permanentView(event.object, characteristics(game, event.object));
    return candidates(
      game, 'counters-put', event, event.count,
      ({ perm, watch }) => (watch.counter === undefined || watch.counter === 'any' || watch.counter === event.counter) && !(watch.effectOnly && event.cost) && (watch.by === undefined || playerFits(watch.by, event.by ?? event.object.controller, perm.controller)) && (watch.object === undefined || (watch.object === 'self' ? event.object.id === perm.id : fits(watch.object, view, perm.controller, perm.id, game))),
      (e, from, amount, by) => say('replace.countersAmount', { object: e.object.card.def.name, counter: say('term.counter', { counter: e.counter }), from, amount, by }),
      (e, count) => ({ ...e, count }),
      ['countersPut'],
    );
  },
};

export const specTokens: ReplacementKind<TokensEvent> = {
  candidates(game, event) {
    return candidates(game, 'token-created', event, event.count, ({ perm, watch }) => playerFits(watch.player, event.controller, perm.controller), (e, from, amount, by) => say('replace.tokensAmount', { player: e.controller, token: e.name, from, amount, by }), (e, count) => ({ ...e, count }), ['tokens']);
  },
};
