// Putting counters (122.1, 122.6): "put a +1/+1 counter on target creature", "… on each
// creature you control", "… on it", "put X charge counters on this artifact", "put a +1/+1
// counter on target creature for each creature in your party". Every recipient is a
// reference (game/refs.ts) read as the instruction is carried out, the number too (608.2h);
// a permanent that is no longer there gets none. The counters go on through game/counters.ts,
// so the replacement effects that watch them apply (614.1a: Hardened Scales, Doubling Season).
import { JudgeError } from '../../errors.ts';
import type { ObjectRef, PlayerRef } from '../oracle/vocabulary.ts';
import type { Recipient, VerbEffect } from '../oracle/verbs.ts';
import { objectsOf, playersOf, type Scope } from '../game/refs.ts';
import type { Game, StackItem } from '../game/state.ts';
import { removeCounters } from '../game/counters.ts';
import { changeEnergy } from './energy.ts';
import type { EffectModule } from './module.ts';
import { checkPlayerCounters, cite, player, putCounters, say, trace } from './shared.ts';
import { amountNow, permanentsNamed, verbScope } from './verb-scope.ts';
import { chosenPermanents } from './chosen-permanents.ts';
import { proliferate } from './proliferate.ts';

/** Whether a recipient is a player ("you get {E}{E}": energy counters on the player, 107.14, 122.1; "that player gets a poison counter", 122.1f);
 *  "it" after a target ("Target player draws two cards and gets a poison counter") is the player that target chose. */
const PLAYER_REFS = new Set(['you', 'each', 'event-player', 'defending', 'controller', 'owner', 'active', 'acting']);
const isPlayer = (r: Recipient): r is PlayerRef => PLAYER_REFS.has(r.ref) || (r.ref === 'target' && r.spec.player !== undefined && r.spec.object === undefined);
/** The players a recipient names now: a player reference, or a "same target" slot that chose a player. */
const playersNamed = (game: Game, r: Recipient, scope: Scope): string[] => (r.ref === 'same-target' || isPlayer(r) ? playersOf(game, r as PlayerRef, scope) : []);

/** 701.10e: each permanent named gets as many counters of the kind (of each kind it has) as it already has; counted for each as it gets them. */
function doubleCounters(game: Game, item: StackItem, effect: Extract<VerbEffect, { type: 'put-counters' }>, scope: Scope): void {
  const refs = effect.on.filter((r): r is ObjectRef => !isPlayer(r));
  for (const perm of permanentsNamed(game, item, refs, scope).permanents) {
    const kinds = effect.counter === 'each-kind' ? Object.keys(perm.counters).filter((k) => (perm.counters[k] ?? 0) > 0) : [effect.counter];
    for (const kind of kinds) {
      const have = perm.counters[kind] ?? 0;
      if (have <= 0) continue;
      trace(game, 'effect', say('effect.doubleCounters', { object: perm.card.def.name, counter: kind, have }), cite('doubleCounters'));
      putCounters(game, perm, kind, have, { by: item.controller });
    }
  }
}

/** 122.1f: poison counters on a player (a player with ten or more loses the game, 704.5c, as the next state-based actions are checked). */
function givePoison(game: Game, who: string, n: number): void {
  checkPlayerCounters(game, who);
  const p = player(game, who);
  p.poison += n;
  trace(game, 'counters', say('effect.playerCounters', { player: who, count: n, counter: say('term.counter', { counter: 'poison' }), total: p.poison }), cite('poisonCounters', 'counters'));
}

export const putCountersEffect: EffectModule<'put-counters'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    if (effect.double) return doubleCounters(game, item, effect, scope);
    if (effect.counter === 'each-kind') {
      const refs = effect.on.filter((r): r is ObjectRef => !isPlayer(r));
      return proliferate(game, item, { permanents: permanentsNamed(game, item, refs, scope).permanents, players: effect.on.filter(isPlayer).flatMap((r) => playersOf(game, r, scope)) });
    }
    const players = effect.on.flatMap((r) => playersNamed(game, r, scope));
    if (players.length) {
      // Counters on a player: energy (107.14) and poison (122.1f); no other kind is put by an instruction here.
      if (effect.counter !== 'energy' && effect.counter !== 'poison') throw new JudgeError('not_implemented', `${item.source.name}: ${effect.counter} counters put on a player are not modelled`);
      const n = amountNow(game, effect.amount, scope);
      for (const who of players) {
        if (n <= 0) continue;
        if (effect.counter === 'energy') changeEnergy(game, who, n);
        else givePoison(game, who, n);
      }
    }
    const refs = effect.on.filter((r): r is ObjectRef => !isPlayer(r));
    const on = [...refs.flatMap((r) => (r.ref === 'chosen' ? chosenPermanents(game, r, scope) : [])), ...permanentsNamed(game, item, refs, scope).permanents];
    const n = amountNow(game, effect.amount, scope);
    // Blight N (701.68a): the creature the player chose among their own, or none to choose (701.68b).
    if (effect.action === 'blight') trace(game, 'effect', say('effect.blights', { player: item.controller, count: n, object: on[0]?.card.def.name ?? '' }), cite('blight', ...(on.length ? [] : (['blightUnable'] as const))));
    if (on.length === 0) return;
    if (n <= 0) return;
    if (effect.from) {
      // 122.5: moving is removing from the first object, then putting onto the second; if either can't be done, neither is.
      const from = objectsOf(game, effect.from, scope).flatMap((o) => (o.kind === 'permanent' ? [o.permanent] : []))[0];
      const to = on[0];
      if (!from || !to || from === to || (from.counters[effect.counter] ?? 0) < n) return void trace(game, 'effect', say('effect.noCounterMoved', { object: item.source.name }), cite('moveCounters'));
      removeCounters(game, from, effect.counter, n);
      putCounters(game, to, effect.counter, n, { by: item.controller });
      return;
    }
    // 601.2d: each target gets the share announced for it as the spell or ability was put on the stack.
    const share = (id: string): number => (effect.divided ? (item.divided?.[item.targets.findIndex((t) => t.kind === 'permanent' && t.id === id)] ?? 0) : n);
    for (const perm of on) if (share(perm.id) > 0) putCounters(game, perm, effect.counter, share(perm.id), { by: item.controller });
  },
};
