// Conditions read from the game (oracle/vocabulary.ts `Condition`): a trigger's condition (603.2)
// and its intervening "if" (603.4), checked as it triggers and again as it resolves. The source is
// read as it is, or as it last existed once it has left (608.2h); "that creature" is the event's.
import type { Amount, Condition, Filter, SourceStatus } from '../../oracle/vocabulary.ts';
import { characteristics } from '../characteristics.ts';
import { spellsLastTurn } from '../spells-last-turn.ts';
import { hasDesignation } from '../designations.ts';
import type { EventContext, Game, Permanent, StackItem } from '../state.ts';
import { fits, lastKnownView, permanentView, playerFits, viewById, type ObjectView } from '../object-view.ts';
import { say, type Text } from '../../messages/message.ts';
import { amountOf } from '../refs.ts';
import { matches } from '../match.ts';
import { castFromFits } from '../cast-zone.ts';
import { UNKNOWN } from '../library.ts';
import { JudgeError } from '../../../errors.ts';
import { en } from '../../messages/en.ts';
import { format } from '../../messages/message.ts';
import type { Step } from '../../types.ts';

const COMBAT_STEPS: ReadonlySet<Step> = new Set<Step>(['beginning-of-combat', 'declare-attackers', 'declare-blockers', 'combat-damage', 'end-of-combat']);

export interface ConditionContext {
  game: Game;
  /** "you": the ability's controller. */
  controller: string;
  sourceId: string;
  /** The source as it is now or as it last existed (undefined for a card or a designation). */
  source?: ObjectView;
  /** What the trigger's event named ("that creature", "that player", "that much"). */
  event?: EventContext;
  /** What the condition is for, when it must name it (a question the scenario didn't answer). */
  forWhat: Text;
  /** The source when it is a spell ("when you cast this spell, if …"). */
  spell?: StackItem;
  /** The target chosen last before the instruction, an object (an instruction's own "if", 608.2c). */
  target?: string;
  /** The X of the resolving spell or ability: an enters trigger's is its permanent's spell's (107.3m: ravenous's "if X is 5 or more"). */
  x?: number;
  /** The permanent about to enter, whose own "enters with … if you cast it from your hand" is checked (614.12: as it would exist). */
  entering?: Permanent;
  /** The resolving spell or ability itself: what its instructions did before the condition ("If you didn't put a card into your hand this way", 608.2c). */
  item?: StackItem;
}

/** The context a resolving spell or ability reads its conditions in: its controller, its source as it is now or last existed, the trigger's event. */
export function stackContext(game: Game, item: StackItem): ConditionContext {
  return { game, item, controller: item.controller, sourceId: item.source.id, source: viewById(game, item.source.id), ...(item.x !== undefined ? { x: item.x } : {}), ...(item.event ? { event: item.event } : {}), forWhat: say('for.abilityText', { card: item.source.name, text: item.text }), ...(item.event?.stackId && game.copiable?.[item.event.stackId] ? { spell: game.copiable[item.event.stackId] } : item.kind === 'spell' ? { spell: item } : {}) };
}

/** "If it shares a creature type with CARDNAME" about the top card of the controller's library (kinship); a library the scenario gave only as a count hides it, so the condition can't be read. */
function libraryTopFits(c: Extract<Condition, { kind: 'library-top' }>, ctx: ConditionContext): boolean {
  const { game } = ctx;
  if (c.player.ref !== 'you') return false;
  const top = game.players.find((p) => p.name === ctx.controller)?.library[0];
  if (!top) return false;
  if (top.def.name === UNKNOWN) throw new JudgeError('not_implemented', `${format(ctx.forWhat, en)} looks at the top card of ${ctx.controller}'s library, but the scenario does not list the library's cards (or they were shuffled); list them with library: [..]`);
  const source = game.battlefield.find((p) => p.id === ctx.sourceId);
  return matches(game, { kind: 'card', card: top, zone: 'library' }, { ...c.filter, zone: 'library' }, { you: ctx.controller, ...(source ? { source: { id: source.id, name: source.card.def.name } } : {}), objects: (r) => (r.ref === 'self' && source ? [{ kind: 'permanent', permanent: source }] : []) });
}

export function holds(c: Condition, ctx: ConditionContext): boolean {
  const { game } = ctx;
  switch (c.kind) {
    case 'controls': {
      const filter = withNumbers(c.filter, ctx);
      // A permanent about to enter is not yet on the battlefield for its own condition (614.12).
      const n = game.battlefield.filter((p) => p !== ctx.entering && playerFits(c.who, p.controller, ctx.controller) && fits(filter, permanentView(p, characteristics(game, p)), ctx.controller, ctx.sourceId, game)).length;
      return n >= (c.atLeast ?? (c.atMost === undefined ? 1 : 0)) && (c.atMost === undefined || n <= c.atMost);
    }
    case 'compare': {
      const a = amount(c.amount, ctx);
      const b = amount(c.value, ctx);
      return compare(a, c.op, b);
    }
    case 'your-turn':
      return game.active === ctx.controller;
    case 'not-your-turn':
      return game.active !== ctx.controller;
    case 'phase': {
      const main = game.step === 'main1' || game.step === 'main2';
      if (c.is === 'main') return main;
      if (c.is === 'your-main') return main && game.active === ctx.controller;
      // A combat step of the turn's first combat phase (a scenario starting in combat starts in its first one).
      return COMBAT_STEPS.has(game.step) && (game.combatsThisTurn ?? 1) <= 1;
    }
    case 'source':
      return ctx.source !== undefined && fits(withNumbers(c.filter, ctx), ctx.source, ctx.controller, ctx.sourceId, game);
    case 'in-graveyard':
      return game.players.some((p) => p.graveyard.some((card) => card.id === ctx.sourceId));
    case 'target': {
      const o = ctx.target ? viewById(game, ctx.target) : undefined;
      return o !== undefined && fits(withNumbers(c.filter, ctx), o, ctx.controller, ctx.sourceId, game);
    }
    case 'event-object': {
      const o = ctx.event?.object ? viewById(game, ctx.event.object) : undefined;
      return o !== undefined && fits(withNumbers(c.filter, ctx), o, ctx.controller, ctx.sourceId, game);
    }
    case 'source-status':
      return statusHolds(c.status, ctx);
    case 'cast-last-turn': {
      const counts = Object.values(spellsLastTurn(game, ctx.forWhat));
      return c.by === 'all-players' ? compare(counts.reduce((a, b) => a + b, 0), c.op, c.value) : counts.some((n) => compare(n, c.op, c.value));
    }
    case 'designation':
      return hasDesignation(game, ctx.controller, c.designation);
    case 'versus-opponents': {
      // 102.2: an opponent is a player still in the game other than the controller (two-player and free-for-all alike).
      const m = c.measure;
      const of = (name: string): number => {
        const p = game.players.find((x) => x.name === name)!;
        if ('stat' in m) return m.stat === 'life' ? p.life : p.hand.length;
        const filter = withNumbers(m.controls, ctx);
        return game.battlefield.filter((x) => x.controller === name && fits(filter, permanentView(x, characteristics(game, x)), ctx.controller, ctx.sourceId, game)).length;
      };
      const mine = of(ctx.controller);
      const beats = (o: string): boolean => (c.yours === 'more' ? mine > of(o) : mine < of(o));
      const others = game.players.filter((p) => p.name !== ctx.controller && !p.lost).map((p) => p.name);
      return c.opponents === 'each' ? others.length > 0 && others.every(beats) : others.some(beats);
    }
    case 'library-top':
      return libraryTopFits(c, ctx);
    case 'not':
      return !holds(c.condition, ctx);
    case 'all':
      return c.conditions.every((x) => holds(x, ctx));
    case 'any':
      return c.conditions.some((x) => holds(x, ctx));
    case 'happened-this-turn':
      return happened(c, ctx);
    // 903.3: a commander is designated as a Commander game begins; a replayed board names none (as for "if you control a commander").
    case 'controls-commander':
      return false;
    case 'mana-spent':
      return manaSpent(c, ctx);
  }
}

/**
 * What happened this turn, as far as the game records it: a creature died (700.4, the count of
 * creatures put into a graveyard from the battlefield), you attacked (declared one or more
 * attackers, 508.1). Any other event is not recorded, so the condition is refused by the reader.
 */
function happened(c: Extract<Condition, { kind: 'happened-this-turn' }>, ctx: ConditionContext): boolean {
  const { game } = ctx;
  if (c.event === 'dies' && c.object?.types?.length === 1 && c.object.types[0] === 'Creature' && Object.keys(c.object).length === 1) return game.diedThisTurn > 0;
  if (c.event === 'player-attacks' && c.player === 'you') return game.players.find((p) => p.name === ctx.controller)?.attackedTurn === game.turn;
  // 601.2i: the spells cast this turn (copies aren't cast, 707.10), each matched as it was cast.
  if (c.event === 'casts') return (game.spellsCast ?? []).some((s) => s.turn === game.turn && playerFits(c.player, s.player, ctx.controller) && (!c.object || spellFits(c.object, s.id, ctx)));
  // Only what happened since the scenario began is known (as for the spells cast and the creatures that died).
  const you = (who: string | undefined) => c.player === undefined || playerFits(c.player, who, ctx.controller);
  // 700.11: a permanent card put into the player's graveyard from anywhere this turn.
  if (c.event === 'put-into-graveyard' && c.object?.permanent && Object.keys(c.object).length === 1) return game.players.some((p) => you(p.name) && game.descendedTurn?.[p.name] === game.turn);
  // "a card left your graveyard this turn" (game/graveyard-leaves.ts records it).
  if (c.event === 'leaves' && c.object?.zone === 'graveyard' && Object.keys(c.object).length === 1) return game.players.some((p) => you(p.name) && game.leftGraveyardTurn?.[p.name] === game.turn);
  // Revolt: a permanent that left the battlefield this turn, under that player's control, as it last existed (608.2h).
  if (c.event === 'leaves') return Object.values(game.lastKnown).some((k) => k.turn === game.turn && you(k.controller) && (!c.object || fits(withNumbers(c.object, ctx), lastKnownView(k), ctx.controller, ctx.sourceId, game)));
  // Celebration: the permanents that entered this turn — still on the battlefield, or gone since (their last known information) —
  // under that player's control as it entered (`Permanent.baseController`, the one it entered under, while another controls it).
  if (c.event === 'enters') {
    const entered = [...game.battlefield.map((p) => ({ p, view: permanentView(p, characteristics(game, p)) })), ...Object.values(game.lastKnown).flatMap((k) => (k.permanent && !game.battlefield.includes(k.permanent) ? [{ p: k.permanent, view: lastKnownView(k) }] : []))];
    const n = entered.filter(({ p, view }) => p !== ctx.entering && p.enteredTurn === game.turn && you(p.baseController ?? p.controller) && (!c.object || fits(withNumbers(c.object, ctx), view, ctx.controller, ctx.sourceId, game))).length;
    return n >= (c.atLeast ?? 1);
  }
  return false;
}

/**
 * "{R} was spent to cast it", "at least three white mana was spent to cast this spell" (601.2h): the mana paid for the resolving spell, or
 * for the spell the source permanent was (none for a permanent that wasn't cast). A source that could make several kinds of mana and paid
 * generic mana ("W|U") made one the replay doesn't know: when the answer hangs on it, the replay is refused rather than guessed.
 */
function manaSpent(c: Extract<Condition, { kind: 'mana-spent' }>, ctx: ConditionContext): boolean {
  const { game } = ctx;
  const spell = ctx.spell && ctx.spell.source.id === ctx.sourceId ? ctx.spell : undefined;
  const perm = ctx.entering ?? game.battlefield.find((x) => x.id === ctx.sourceId) ?? game.lastKnown[ctx.sourceId]?.permanent;
  const spent = spell?.manaSpent ?? perm?.manaSpent ?? [];
  const sure = spent.filter((m) => m === c.mana).length;
  if (sure >= c.atLeast) return true;
  const maybe = spent.filter((m) => m.includes('|') && m.split('|').includes(c.mana)).length;
  if (sure + maybe >= c.atLeast) throw new JudgeError('not_implemented', `${format(ctx.forWhat, en)} asks which mana was spent, but a source that could make several kinds paid generic mana; pay with mana already in the pool (a scenario's mana:) to say which`);
  return false;
}

/** A spell cast this turn, as it was cast (cast-more.ts keeps it), fits `filter`. */
function spellFits(filter: Filter, id: string | undefined, ctx: ConditionContext): boolean {
  const item = id ? ctx.game.copiable?.[id] : undefined;
  return item !== undefined && matches(ctx.game, { kind: 'spell', item }, filter, { you: ctx.controller });
}

/** The filter with each comparison's amount read now ("power greater than this creature's", 702.149a). */
function withNumbers(filter: Filter, ctx: ConditionContext): Filter {
  const out: Filter = { ...filter };
  for (const key of ['power', 'toughness', 'manaValue'] as const) {
    const c = filter[key];
    if (c && typeof c.value !== 'number') out[key] = { op: c.op, value: amount(c.value, ctx) };
  }
  if (filter.anyOf) out.anyOf = filter.anyOf.map((f) => withNumbers(f, ctx));
  return out;
}

const compare = (a: number, op: string, b: number): boolean => !Number.isNaN(a) && !Number.isNaN(b) && (op === '<=' ? a <= b : op === '>=' ? a >= b : op === '<' ? a < b : op === '>' ? a > b : a === b);

function statusHolds(s: SourceStatus, ctx: ConditionContext): boolean {
  const { game } = ctx;
  if (s.was === 'suspended') return (game.suspended?.[ctx.sourceId] ?? 0) > 0;
  if (s.was === 'replicated') return (ctx.spell?.replicated ?? 0) > 0;
  if (s.was === 'casualty-paid') return !!ctx.spell?.casualtyPaid;
  if (s.was === 'conspired') return !!ctx.spell?.conspired;
  // The resolving spell's own status ("if this spell was kicked").
  if (ctx.spell && ctx.spell.kind === 'spell' && ctx.spell.source.id === ctx.sourceId) return spellStatus(s, ctx.spell, game);
  const p: Permanent | undefined = ctx.entering ?? game.battlefield.find((x) => x.id === ctx.sourceId) ?? game.lastKnown[ctx.sourceId]?.permanent;
  if (!p) return false;
  switch (s.was) {
    case 'kicked':
      return !!p.kicked && (s.with === undefined || !!p.kickedWith?.includes(s.with));
    case 'evoked':
      return !!p.evoked;
    case 'offspring':
      return !!p.offspring;
    case 'squad':
      return (p.squad ?? 0) > 0;
    case 'bargained':
      return !!p.bargained;
    case 'tribute-paid':
      return !!p.tributePaid;
    case 'renowned':
      return !!p.renowned;
    case 'monstrous':
      return !!p.monstrous;
    case 'new-since-upkeep':
      return !!p.newSinceUpkeep;
    case 'alt-cost':
      return p.altCost === s.keyword;
    case 'cast-in-main-phase':
      return false;
    // "if you cast it [from your hand]": it was a spell the ability's controller cast (601.2), not a copy or a card put onto the battlefield.
    case 'cast':
      return !!p.cast && p.cast.by === ctx.controller && castFromFits(s.from, p.cast.from);
  }
}

/** How a spell was cast, read from the spell itself as it resolves ("if this spell was kicked", 702.33d; bargained, 702.166b; an alternative cost paid). */
function spellStatus(s: SourceStatus, spell: StackItem, game: Game): boolean {
  // A spell can't leave the stack's phase unresolved (500.2), so it resolves in the main phase it was cast in.
  if (s.was === 'cast-in-main-phase') return spell.card !== undefined && game.active === spell.controller && (game.step === 'main1' || game.step === 'main2');
  if (s.was === 'kicked') return !!spell.kicked && (s.with === undefined || !!spell.kickedWith?.includes(s.with));
  if (s.was === 'bargained') return !!spell.bargained;
  if (s.was === 'evoked') return !!spell.evoked;
  return s.was === 'alt-cost' && spell.altCost === s.keyword;
}

/** A number the condition compares; NaN when it can't be read (the condition then fails). */
function amount(a: Amount, ctx: ConditionContext): number {
  if (typeof a === 'number') return a;
  const { game } = ctx;
  switch (a.of) {
    case 'event':
      return ctx.event?.amount ?? NaN;
    case 'X':
      return ctx.x ?? NaN;
    case 'stat': {
      // "the amount of mana spent to cast that spell" (702.191a): the event's spell as it was cast (601.2h).
      if (a.stat === 'mana-spent') {
        const spell = a.object.ref === 'event-object' && ctx.event?.stackId ? game.copiable?.[ctx.event.stackId] : ctx.spell;
        return spell ? (spell.manaSpent?.length ?? 0) : NaN;
      }
      const o = a.object.ref === 'self' ? ctx.source : a.object.ref === 'event-object' && ctx.event?.object ? viewById(game, ctx.event.object) : undefined;
      if (!o) return NaN;
      if (a.stat === 'counters') return o.counters[a.counter ?? '+1/+1'] ?? 0;
      if (a.stat === 'mana-value') return o.manaValue;
      if (a.stat === 'loyalty') return o.counters.loyalty ?? 0;
      return o[a.stat] ?? 0;
    }
    case 'player': {
      const name = a.player.ref === 'you' ? ctx.controller : a.player.ref === 'event-player' ? ctx.event?.player : undefined;
      const p = game.players.find((x) => x.name === name);
      if (!p) return NaN;
      if (a.stat === 'life-gained-this-turn') return p.lifeGained?.turn === game.turn ? p.lifeGained.amount : 0;
      if (a.stat === 'life-lost-this-turn') return p.lifeLost?.turn === game.turn ? p.lifeLost.amount : 0;
      if (a.stat === 'speed') return p.speed ?? 0;
      return a.stat === 'life' ? p.life : a.stat === 'hand' ? p.hand.length : a.stat === 'graveyard' ? p.graveyard.length : a.stat === 'library' ? p.library.length : a.stat === 'poison' ? p.poison : NaN;
    }
    case 'most-among-players': {
      // 102.2: an opponent is a player still in the game other than the controller.
      const inGame = game.players.filter((p) => !p.lost && (a.players === undefined || a.players === 'any' || (a.players === 'you') === (p.name === ctx.controller)));
      const of = (p: (typeof inGame)[number]): number =>
        a.stat === 'life' ? p.life : a.stat === 'hand' ? p.hand.length : a.stat === 'graveyard' ? p.graveyard.length : a.stat === 'library' ? p.library.length : a.stat === 'life-lost-this-turn' ? (p.lifeLost?.turn === game.turn ? p.lifeLost.amount : 0) : p.poison;
      return inGame.length ? (a.least ? Math.min : Math.max)(...inGame.map(of)) : NaN;
    }
    // Counts and sums of what is on the battlefield or in a zone now ("five or more creature cards in your graveyard", "total power 8 or greater"): the references' reader.
    // What the instructions before it did as the same spell or ability resolves (608.2c).
    case 'this-way':
      return ctx.item ? (amountOf(game, a, { controller: ctx.controller, source: { id: ctx.sourceId, name: ctx.source?.name ?? '' }, item: ctx.item }) ?? NaN) : NaN;
    case 'count':
    case 'total':
    case 'distinct':
      return amountOf(game, a, { controller: ctx.controller, source: { id: ctx.sourceId, name: ctx.source?.name ?? '' }, ...(ctx.event ? { event: ctx.event } : {}) }) ?? NaN;
    default:
      return NaN;
  }
}
