// The "may" effect ("You may draw a card. If you do, …"): the controller chooses as the
// effect is applied (608.2d) — a scenario `choose: {may: yes}` / `{may: no}` or, without one,
// the documented default: they do it. "If you do" follows only when they did.
import { isFoldedVerb, type Effect } from '../oracle/ast.ts';
import type { Game, StackItem, TargetRef } from '../game/state.ts';
import { fitsIn, playersOf, scopeOf, type Scope } from '../game/refs.ts';
import { actingOn } from '../game/followed.ts';
import type { Candidate } from '../game/match.ts';
import { verbScope } from './verb-scope.ts';
import type { Filter } from '../oracle/vocabulary.ts';
import { offerPayment } from './payment.ts';
import type { EffectModule } from './module.ts';
import { resolveEffect } from '../game/effect-registry.ts';
import { governed } from './if.ts';
import { queueTrigger } from '../game/triggers/handler.ts';
import { manaToPay, tryPay } from './pay.ts';
import { canSacrifice } from './sacrifice.ts';
import { takeChoice } from '../game/state.ts';
import { characteristics, cite, noteDefault, player, say, trace } from './shared.ts';

const YES = new Set(['yes', 'true', 'y']);
const NO = new Set(['no', 'false', 'n']);

export const mayEffect: EffectModule<'may'> = {
  resolve(game, item, effect, target, given) {
    // the instruction's one target (chosen on the stack, checked legal by resolve.ts).
    const on = (e: Effect) => (('target' in e && e.target) || isFoldedVerb(e) ? target : undefined);
    if (effect.who && effect.effects.every((e) => e.type === 'pay')) return unlessPays(game, item, effect, target, on);
    // "Its controller may search their library …" (608.2d): that player chooses; none (the object's controller gone) — no one does it.
    const chooser = effect.who ? playersOf(game, effect.who, given ?? scopeOf(item))[0] : item.controller;
    if (chooser === undefined) return;
    const chosen = takeChoice(game, chooser, (v) => {
      // `{return: false}` is the same choice for a "you may return …" (Gravedigger), as the scenario format has long said it.
      const key = v && typeof v === 'object' ? ('may' in v ? 'may' : 'return' in v && typeof (v as { return: unknown }).return === 'boolean' ? 'return' : effect.asks && effect.asks in v ? effect.asks : undefined) : undefined;
      if (!key) return undefined;
      const word = String((v as Record<string, unknown>)[key]).toLowerCase();
      // fabricate's own words (702.123a): the counters are the "you may", the Servos what happens if you don't.
      if (key === 'fabricate') return word === 'counters' ? true : word === 'tokens' ? false : undefined;
      return YES.has(word) ? true : NO.has(word) ? false : undefined;
    });
    if (chosen === undefined) noteDefault(game, say('default.youMay', { source: item.source.name, player: chooser, what: 'do-it' }));
    const does = chosen ?? true;
    trace(game, 'choice', say('effect.mayChoice', { player: chooser, source: item.source.name, does }), cite('effectChoices'));
    let done = does && possible(game, item, effect.effects);
    let acted: Candidate[] | undefined;
    if (does) {
      const did = inOrder(game, item, effect.effects, on, undefined, given);
      done = did.paid && done;
      acted = did.previous;
    }
    // "You may exile target creature. If you do, return that card …": what the optional instruction acted on (608.2c).
    inOrder(game, item, (done ? effect.ifYouDo : effect.ifYouDont) ?? [], on, done ? acted : undefined, given);
    // 603.12: "When you do, …" triggers now, and is put on the stack (its targets chosen) the next time a player would receive priority.
    if (done && effect.whenYouDo) {
      const ability = { kind: 'triggered' as const, trigger: { on: 'reflexive' as const }, effects: effect.whenYouDo, text: item.text, line: 0 };
      queueTrigger(game, { controller: item.controller, source: item.source, ability, reason: say('event.reflexive', { source: item.source.name }), on: 'reflexive', ...(item.event ? { event: item.event } : {}) });
    }
  },
};

/**
 * "EFFECT unless PLAYER pays COST" (118.12): that player chooses whether to pay — `choose: {pay:
 * true|false}`, else they pay if they can (offerPayment's documented default) — and the
 * instruction is carried out only if they don't. "Its controller" is the controller of the
 * instruction's one target, read as the choice is made.
 */
function unlessPays(game: Game, item: StackItem, effect: Extract<Effect, { type: 'may' }>, target: TargetRef | undefined, on: (e: Effect) => TargetRef | undefined): void {
  const scope = target ? { ...scopeOf(item), slots: [target], lastSlot: 0 } : scopeOf(item);
  const who = playersOf(game, effect.who!, scope)[0];
  const pay = effect.effects.find((e): e is Extract<Effect, { type: 'pay' }> => e.type === 'pay');
  const paid = who !== undefined && pay !== undefined && offerPayment(game, who, pay.life !== undefined ? { life: pay.life } : { mana: manaToPay(game, item, pay) }, item.source.name, item.source.name);
  for (const e of (paid ? effect.ifYouDo : effect.ifYouDont) ?? []) resolveEffect(game, item, e, on(e));
}

/** Whether the optional instruction can be carried out in full: "discard a card" with an empty hand is not done, so "if you do" does not follow (a payment says for itself, tryPay). */
function possible(game: Game, item: StackItem, effects: Effect[]): boolean {
  // "you may discard a card. If you do, …" needs the card to discard.
  const canDiscard = (e: Extract<Effect, { type: 'discard' }>) => e.players.ref !== 'you' || typeof e.amount !== 'number' || player(game, item.controller).hand.length >= e.amount;
  // "you may return a land you control to its owner's hand. When you do, …" needs a land to return.
  const canReturn = (e: Extract<Effect, { type: 'move' }>) => e.objects.ref !== 'chosen' || game.battlefield.some((p) => fitsIn(game, { kind: 'permanent', permanent: p }, (e.objects as { filter: Filter }).filter, scopeOf(item)));
  // 608.2d: counters can't be put on a source that has left the battlefield (an impossible option), so "if you don't" follows (fabricate, 702.123a).
  const onGoneSource = (e: Effect) => e.type === 'put-counters' && e.on.some((r) => r.ref === 'self') && !game.battlefield.some((p) => p.id === item.source.id);
  return effects.every((e) => !onGoneSource(e) && (e.type === 'sacrifice' ? canSacrifice(game, e.objects, item.controller, scopeOf(item)) : e.type === 'move' ? canReturn(e) : e.type !== 'discard' || canDiscard(e)));
}

/**
 * The instructions in order (608.2c), each with the target it names; "exile it, then return that
 * card to the battlefield" reads what the instruction before acted on, where it is now (400.7).
 * False when a payment among them was not made.
 */
function inOrder(game: Game, item: StackItem, effects: Effect[], on: (e: Effect) => TargetRef | undefined, before?: Candidate[], given?: Scope): { paid: boolean; previous?: Candidate[] } {
  let previous = before;
  let paid = true;
  for (const e of effects) {
    if (e.type === 'pay') {
      paid = tryPay(game, item, e) && paid;
      continue;
    }
    if (e.type === 'delayed') {
      // 603.7c: the delayed ability carries what the instruction before it acted on.
      resolveEffect(game, item, e, undefined, { ...scopeOf(item), ...(previous ? { previous } : {}) });
      previous = undefined;
      continue;
    }
    if (!isFoldedVerb(e)) {
      resolveEffect(game, item, e, on(e));
      previous = undefined;
      continue;
    }
    // With the scope resolve.ts gave (a "PLAYER may …"), "it" / "its controller" is the slot chosen before (effects/if.ts `governed`).
    const scope: Scope = { ...(given ? governed(e, on(e), given)[1]! : verbScope(item, e, on(e))), ...(previous ? { previous } : {}) };
    previous = actingOn(game, e, scope, () => resolveEffect(game, item, e, on(e), scope));
  }
  return { paid, ...(previous ? { previous } : {}) };
}
