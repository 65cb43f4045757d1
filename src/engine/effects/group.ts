// The control node (oracle/verbs.ts `group`): a list of instructions and what governs it, carried out
// by the one loop of game/instructions.ts —
// - `condition` ("If you control a Wizard, draw a card. Otherwise, …"): checked as the group is
//   carried out (608.2c), on the game as it is then; the `otherwise` instructions when it doesn't hold;
// - `unless` ("Tap this creature unless you pay 1 life", 118.12): the player chooses whether to pay,
//   and the instructions are carried out only if they don't (effects/payment.ts);
// - `optional` ("You may draw a card. If you do, …", 608.2d): the player who may chooses as it
//   resolves — a scenario's `choose: {may: yes}` / `{may: no}` or, without one, the documented
//   default: they do it; `pay` is paid first ("you may pay {1}. If you do, …");
// - `chance` ("Flip a coin. If you win the flip, …", "Clash with an opponent. If you win, …"): the coin flip (705.2)
//   or clash (701.30) first (effects/chance.ts), then `ifYouDo` if the player won, `ifYouDont` if not; `vote` ("Starting
//   with you, each player votes for A or B", 701.38a) the same way, `ifYouDo` when the named choice got the most votes;
// - "If you do" / "If you don't" follow whether it was done in full, with what it acted on
//   ("If you do, return that card …"); "When you do" is a reflexive trigger (603.12).
// Its instructions act on the group's one target (chosen on the stack, checked legal by resolve.ts);
// with the scope resolve.ts gives, "it" / "its controller" is the slot chosen before it.
import { verbTargetRefs, type Effect, type FoldedVerb } from '../oracle/ast.ts';
import { type Group } from '../oracle/control.ts';
import type { Game, StackItem, TargetRef } from '../game/state.ts';
import { amountOf, fitsIn, objectsOf, playersOf, scopeOf, type Scope } from '../game/refs.ts';
import { resolveList, type Slots } from '../game/instructions.ts';
import type { Candidate } from '../game/match.ts';
import { holds, stackContext } from '../game/triggers/conditions.ts';
import { queueTrigger } from '../game/triggers/handler.ts';
import { takeChoice } from '../game/state.ts';
import { verbScope } from './verb-scope.ts';
import { chooseOnResolve } from '../game/chosen.ts';
import { manaToPay, offerPayment, tryPay } from './payment.ts';
import { canSacrifice } from './sacrifice.ts';
import { castVotes, rollDie, wins } from './chance.ts';
import { permanentPiles } from './piles.ts';
import type { EffectModule } from './module.ts';
import { cite, noteDefault, player, say, trace } from './shared.ts';

const YES = new Set(['yes', 'true', 'y']);
const NO = new Set(['no', 'false', 'n']);

export const groupEffect: EffectModule<'group'> = {
  resolve(game, item, effect, target, given) {
    const slots = groupSlots(item, target, given);
    const run = (effects: Effect[] | undefined, previous?: Candidate[]) => resolveList(game, item, effects ?? [], slots, { follow: true, ...(previous ? { previous } : {}) });
    // "Choose a creature type." (608.2d): kept on the resolving item for the instructions after it.
    if (effect.choose) chooseOnResolve(game, item, effect.choose, effect.except, effect.named);
    if (effect.condition) {
      // "If that's another creature": the target chosen last before it (608.2c).
      const last = given?.slots?.[given.lastSlot ?? -1] ?? target;
      const yes = holds(effect.condition, { ...stackContext(game, item), ...(last && last.kind !== 'player' ? { target: last.id } : {}) });
      trace(game, 'note', say('effect.ifCondition', { source: item.source.name, holds: yes }), cite('followInstructions', ...(effect.keyword ? [effect.keyword] : [])));
      if (!yes) return void run(effect.otherwise);
    }
    // "Flip a coin. If you win the flip, …" (705.2), "Clash with an opponent. If you win, …" (701.30): the outcome first.
    if (effect.chance) {
      const won = wins(game, item, effect.chance, item.controller);
      run(effect.effects);
      return void run(won ? effect.ifYouDo : effect.ifYouDont);
    }
    // "Starting with you, each player votes for A or B. If A gets more votes, …" (701.38a): the votes first.
    if (effect.vote) {
      const tally = (item.votes = castVotes(game, item, effect.vote.options, item.controller));
      run(effect.effects);
      const wins = effect.vote.wins;
      if (wins === undefined) return;
      const won = effect.vote.options.every((o) => o === wins || (tally[wins] ?? 0) > (tally[o] ?? 0));
      return void run(won ? effect.ifYouDo : effect.ifYouDont);
    }
    // "Separate all permanents target player controls into two piles. That player sacrifices …" (700.3): the chosen pile.
    if (effect.piles) {
      const scope = target ? { ...scopeOf(item), slots: [target], lastSlot: 0 } : scopeOf(item);
      const chooser = playersOf(game, effect.piles.chooser, scope)[0];
      if (chooser === undefined) return;
      return void run(effect.effects, permanentPiles(game, item, chooser, objectsOf(game, effect.piles.of, scope)));
    }
    // "Roll a d20." and its results table (706.3a): the row whose range holds the result.
    if (effect.die) {
      const result = (item.rolled = rollDie(game, item, effect.die.sides, item.controller, effect.die.table !== undefined));
      run(effect.effects);
      return void run(effect.die.table?.find((row) => result >= row.from && (row.to === null || result <= row.to))?.effects);
    }
    if (effect.unless) {
      const paid = unlessPaid(game, item, effect, target);
      return void run(paid ? effect.ifYouDo : effect.effects);
    }
    if (!effect.optional) {
      if (effect.pay) tryPay(game, item, effect.pay);
      // "Sacrifice this enchantment. If you do, …" (608.2c): what follows hangs on whether the instruction could be carried out.
      if (effect.ifYouDo || effect.ifYouDont) {
        const done = possible(game, item, effect.effects);
        const acted = run(effect.effects);
        trace(game, 'note', say('effect.ifCondition', { source: item.source.name, holds: done }), cite('followInstructions'));
        return void run(done ? effect.ifYouDo : effect.ifYouDont, done ? acted : undefined);
      }
      return void run(effect.effects);
    }
    // "Its controller may search their library …" (608.2d): that player chooses; none (the object's controller gone) — no one does it.
    const chooser = effect.who ? playersOf(game, effect.who, given ?? scopeOf(item))[0] : item.controller;
    if (chooser === undefined) return;
    const { does, asked } = chooses(game, item, effect, chooser);
    let done = does && possible(game, item, effect.effects);
    let acted: Candidate[] | undefined;
    if (does) {
      // "Do this only once each turn" (603.2h): done now, the ability won't trigger again this turn.
      if (item.doneOnceKey) game.doneOnceTurns = { ...game.doneOnceTurns, [item.doneOnceKey]: game.turn };
      // A player who said yes to "you may pay" must be able to pay (118.3); by the default, one who can't doesn't.
      const paid = effect.pay ? tryPay(game, item, effect.pay, asked) : true;
      acted = run(effect.effects);
      done = paid && done;
    }
    // "You may exile target creature. If you do, return that card …": what the optional instruction acted on (608.2c).
    run(done ? effect.ifYouDo : effect.ifYouDont, done ? acted : undefined);
    // 603.12: "When you do, …" triggers now, and is put on the stack (its targets chosen) the next time a player would receive priority.
    if (done && effect.whenYouDo) {
      const ability = { kind: 'triggered' as const, trigger: { on: 'reflexive' as const }, effects: effect.whenYouDo, text: item.text, line: 0 };
      queueTrigger(game, { controller: item.controller, source: item.source, ability, reason: say('event.reflexive', { source: item.source.name }), on: 'reflexive', ...(item.event ? { event: item.event } : {}) });
    }
  },
};

/** The player's "you may" choice (608.2d), or the documented default: they do it; `asked` when the scenario made it. */
function chooses(game: Game, item: StackItem, effect: Group, chooser: string): { does: boolean; asked: boolean } {
  return mayChoice(game, item.source.name, chooser, effect.asks, effect.unlessYou === true);
}

/** A "you may" (608.2d) — of a group, or inside one verb ("If you don't put the card into your hand, you may put it into your graveyard"): `{may: yes|no}` (or the group's own word), else they do it. */
export function mayChoice(game: Game, source: string, chooser: string, asks?: string, unlessYou = false): { does: boolean; asked: boolean } {
  const chosen = takeChoice(game, chooser, (v) => {
    // `{return: false}` is the same choice for a "you may return …" (Gravedigger), as the scenario format has long said it.
    const key = v && typeof v === 'object' ? ('may' in v ? 'may' : 'return' in v && typeof (v as { return: unknown }).return === 'boolean' ? 'return' : asks && asks in v ? asks : undefined) : undefined;
    if (!key) return undefined;
    const word = String((v as Record<string, unknown>)[key]).toLowerCase();
    // fabricate's own words (702.123a): the counters are the "you may", the Servos what happens if you don't.
    if (key === 'fabricate' || key === 'endure') return word === 'counters' ? true : word === 'tokens' ? false : undefined;
    if (key === 'either') return word === 'first' ? true : word === 'second' ? false : undefined;
    return YES.has(word) ? true : NO.has(word) ? false : undefined;
  });
  if (chosen === undefined) noteDefault(game, say('default.youMay', { source, player: chooser, what: 'do-it' }));
  const does = chosen ?? true;
  trace(game, 'choice', asks === 'either' ? say('effect.eitherChoice', { player: chooser, source, first: does }) : say('effect.mayChoice', { player: chooser, source, does }), cite('effectChoices', ...(asks === 'endure' || asks === 'learn' || asks === 'provoke' ? ([asks] as const) : []), ...(unlessYou ? (['unlessPays'] as const) : [])));
  return { does, asked: chosen !== undefined };
}

/**
 * "EFFECT unless PLAYER pays COST" (118.12): that player chooses whether to pay — `choose: {pay:
 * true|false}`, else they pay if they can (offerPayment's documented default). "Its controller" is
 * the controller of the group's one target, read as the choice is made.
 */
function unlessPaid(game: Game, item: StackItem, effect: Group, target: TargetRef | undefined): boolean {
  const cost = effect.unless!;
  const scope = target ? { ...scopeOf(item), slots: [target], lastSlot: 0 } : scopeOf(item);
  const who = effect.who ? playersOf(game, effect.who, scope)[0] : item.controller;
  // "Pay N life for each age counter" (702.24a): the whole set at once, N times the count (119.4: only with that much life).
  const times = cost.times === undefined ? 1 : Math.max(0, amountOf(game, cost.times, scope) ?? 0);
  return who !== undefined && offerPayment(game, who, cost.life !== undefined ? { life: cost.life * times } : { mana: manaToPay(game, item, cost) }, item.source.name, item.source.name);
}

/** Whether the optional instruction can be carried out in full: "discard a card" with an empty hand is not done, so "if you do" does not follow (a payment says for itself, tryPay). */
function possible(game: Game, item: StackItem, effects: Effect[]): boolean {
  // "you may discard a card. If you do, …" needs the card to discard.
  const canDiscard = (e: Extract<Effect, { type: 'discard' }>) => e.players.ref !== 'you' || typeof e.amount !== 'number' || player(game, item.controller).hand.length >= e.amount;
  // "you may return a land you control to its owner's hand. When you do, …" needs a land to return.
  // "… unless you return two Forests you control" (118.12a) needs as many as it names.
  const canReturn = (e: Extract<Effect, { type: 'move' }>) => {
    if (e.objects.ref !== 'chosen') return true;
    const { filter, count } = e.objects;
    const fitting = game.battlefield.filter((p) => fitsIn(game, { kind: 'permanent', permanent: p }, filter, scopeOf(item))).length;
    return fitting >= Math.max(1, amountOf(game, count, scopeOf(item)) ?? 1);
  };
  // 608.2d: counters can't be put on a source that has left the battlefield (an impossible option), so "if you don't" follows (fabricate, 702.123a).
  const onGoneSource = (e: Effect) => e.type === 'put-counters' && e.on.some((r) => r.ref === 'self') && !game.battlefield.some((p) => p.id === item.source.id);
  // "you may blight 1. If you do, …": a player who controls no creature can't choose to blight (701.68b).
  const noneToChoose = (e: Effect) => e.type === 'put-counters' && e.on.some((r) => r.ref === 'chosen' && typeof r.filter === 'object' && !game.battlefield.some((p) => fitsIn(game, { kind: 'permanent', permanent: p }, r.filter, scopeOf(item))));
  // "Sacrifice this enchantment. If you do, …": the source must still be on the battlefield under the controller's control (701.21a).
  const canSacrificeSelf = (e: Extract<Effect, { type: 'sacrifice' }>) => e.objects.ref !== 'self' || game.battlefield.some((p) => p.id === item.source.id && p.controller === item.controller);
  return effects.every((e) => !onGoneSource(e) && !noneToChoose(e) && (e.type === 'sacrifice' ? canSacrificeSelf(e) && canSacrifice(game, e.objects, item.controller, scopeOf(item)) : e.type === 'move' ? canReturn(e) : e.type !== 'discard' || canDiscard(e)));
}

/**
 * The group's one target for each instruction in it: a verb reads it for its own target references, and with the scope
 * resolve.ts gave, "it" / "its controller" is the slot chosen before; any other instruction is handed the target.
 */
function groupSlots(item: StackItem, target: TargetRef | undefined, given: Scope | undefined): Slots {
  const handed = target ? { target } : {};
  return {
    verb: (e: FoldedVerb) => ({ scope: given ? { ...given, targets: new Map(verbTargetRefs(e).map((r) => [r, target ? [target] : []])) } : verbScope(item, e, target), ...handed }),
    other: () => handed,
  };
}
