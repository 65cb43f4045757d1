// Whether a static ability's condition holds now ("as long as you control a Swamp",
// threshold, "during your turn"): 611.3a — the effect applies at any given moment to whatever
// its text indicates, so the condition is read again at every derivation, never locked in.
// Conditions carry only layer 6 and 7c effects (oracle/entries/statics-conditional.ts); the
// permanents a condition counts are read as they stand after layer 5 (types, colours and
// controller), which no conditional effect changes, so a condition never waits on itself.
import type { SourceState, StaticCondition } from '../oracle/ast.ts';
import type { Amount } from '../oracle/vocabulary.ts';
import { amountOf } from './refs.ts';
import { hasDesignation } from './designations.ts';
import { matches } from './match.ts';
import { holds } from './triggers/conditions.ts';
import { say } from '../messages/message.ts';
import type { Characteristics } from './characteristics.ts';
import type { Game, Permanent } from './state.ts';

/** The card types (205.2a) a delirium count looks for. */
const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'];

/** `you`: the controller of the ability's source; `sourceId`: the source ("it"); `view`: a permanent's characteristics as the condition reads them. */
export function conditionHolds(game: Game, you: string, sourceId: string, cond: StaticCondition, view: (p: Permanent) => Characteristics): boolean {
  const me = game.players.find((p) => p.name === you);
  const opponents = game.players.filter((p) => p.name !== you && !p.lost);
  const source = game.battlefield.find((p) => p.id === sourceId);
  switch (cond.kind) {
    case 'controls': {
      // The permanents as `view` shows them (types after layer 5); "another": not the source.
      const ctx = { you, source: { id: sourceId, name: source?.card.def.name ?? '' }, view };
      const enough = (owner: string): boolean => game.battlefield.filter((p) => view(p).controller === owner && matches(game, { kind: 'permanent', permanent: p }, cond.filter, ctx)).length >= cond.atLeast;
      if (cond.none) return cond.who === 'you' ? !enough(you) : opponents.some((o) => !enough(o.name));
      return cond.who === 'you' ? enough(you) : opponents.some((o) => enough(o.name));
    }
    case 'graveyard-cards':
      return cond.who === 'you' ? (me?.graveyard.length ?? 0) >= cond.atLeast : opponents.some((o) => o.graveyard.length >= cond.atLeast);
    case 'graveyard-card-types':
      return CARD_TYPES.filter((t) => me?.graveyard.some((c) => c.def.types.includes(t))).length >= cond.atLeast;
    case 'life-at-least':
      return (me?.life ?? 0) >= cond.atLeast;
    case 'empty-hand':
      return (me?.hand.length ?? 1) === 0;
    case 'attacking':
      return game.combat.attackers.some((a) => a.id === sourceId);
    case 'attacked-this-turn':
      return source?.attackedTurn === game.turn;
    case 'entered-this-turn':
      return source?.enteredTurn === game.turn;
    case 'untapped':
      return source !== undefined && !source.tapped;
    case 'your-turn':
      return game.active === you;
    case 'designation':
      return hasDesignation(game, you, cond.designation);
    case 'speed':
      return (me?.speed ?? 0) >= cond.atLeast;
    case 'not':
      return !conditionHolds(game, you, sourceId, cond.condition, view);
    // a condition of the one "if" phrase that reads no permanent (players, zones, this turn): the one check.
    case 'if':
      return holds(cond.if, { game, controller: you, sourceId, forWhat: say('for.ability', { card: source?.card.def.name ?? sourceId }) });
    case 'is':
      return source !== undefined && sourceIs(game, source, cond.status, view);
    case 'has-counter':
      return (source?.counters[cond.counter] ?? 0) >= (cond.atLeast ?? 1);
    case 'host': {
      const host = source?.attachedTo !== undefined ? game.battlefield.find((p) => p.id === source.attachedTo) : undefined;
      return host !== undefined && matches(game, { kind: 'permanent', permanent: host }, cond.filter, { you, source: { id: sourceId, name: source?.card.def.name ?? '' }, view });
    }
    // a level symbol (711.2a-b).
    case 'level': {
      const n = source?.counters.level ?? 0;
      return n >= cond.min && (cond.max === undefined || n <= cond.max);
    }
    // A Class level bar (716.2a); no level is level 1 (716.2d).
    case 'class-level': {
      const n = source?.classLevel ?? 1;
      return (cond.atLeast === undefined || n >= cond.atLeast) && (cond.exactly === undefined || n === cond.exactly);
    }
  }
}

/** The source's own state (`StaticCondition` `is`); what is attached is an Equipment or an Aura by its subtypes after layer 4. */
function sourceIs(game: Game, source: Permanent, status: SourceState, view: (p: Permanent) => Characteristics): boolean {
  switch (status) {
    case 'equipped':
    case 'enchanted': {
      const kind = status === 'equipped' ? 'Equipment' : 'Aura';
      return game.battlefield.some((p) => p.attachedTo === source.id && view(p).subtypes.includes(kind));
    }
    case 'tapped':
      return source.tapped;
    case 'blocking':
      return game.combat.blockers.some((b) => b.id === source.id);
    case 'monstrous':
      return source.monstrous === true;
    case 'renowned':
      return source.renowned === true;
  }
}

/**
 * "For each artifact you control", "for each card in your graveyard", "for each oil counter on
 * it": what a static "for each" counts now (611.3a), permanents seen through `view` (types after
 * layer 5, so a count never waits on the power it changes).
 */
export function countForStatic(game: Game, you: string, sourceId: string, what: Amount, view: (p: Permanent) => Characteristics): number {
  const source = game.battlefield.find((p) => p.id === sourceId);
  return amountOf(game, what, { controller: you, source: { id: sourceId, name: source?.card.def.name ?? '' }, view }) ?? 0;
}
