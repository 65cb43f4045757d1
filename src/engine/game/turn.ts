// Turn structure (500–514): beginning a step performs its turn-based actions, then the
// active player gets priority (117.3a) — except in the untap and cleanup steps.
import { endLastingTriggers } from './lasting-triggers.ts';
import { endPlayPermissions } from './impulse.ts';
import { syncControl } from './control.ts';
import { emptyManaPools } from './mana-pools.ts';
import { cite } from '../citations.ts';
import { STEPS, type Step } from '../types.ts';
import { becameTapped } from './tapping.ts';
import { othersUntapping, untapStepHeld } from './restrictions.ts';
import { combatDamage, declareAttackers, declareBlockers, nextDamageStepKind } from './combat.ts';
import { drawCards } from './events.ts';
import { givePriority } from './priority.ts';
import { putDiscarded } from './discard.ts';
import { performStateBasedActions } from './sba.ts';
import type { SkippedPart } from '../oracle/verbs.ts';
import { choiceNames, newCombat, noteDefault, player, takeChoice, trace, type Game } from './state.ts';
import { say } from '../messages/message.ts';
import { hasPlayerRule } from './player-rules.ts';
import { maxHandSize } from './hand-size.ts';
import { raise } from './stream.ts';
import { untapStepPhasing } from './phasing.ts';
import { setSchemeInMotion } from './schemes.ts';
import { planarControllerChanges } from './planes.ts';

export interface Declarations {
  attack?: Record<string, string>;
  block?: Record<string, string | string[]>;
}

/** Performs the turn-based actions of the step that has begun, then gives priority if the step has it. */
export function beginStep(game: Game, decl: Declarations = {}): void {
  // 614.10: a skipped step doesn't happen — nothing begins in it, nothing triggers at its beginning.
  if ((game.step === 'untap' && skipsNext(game, 'untap-step')) || (game.step === 'draw' && skipsNext(game, 'draw-step'))) return;
  game.phase = 'priority';
  // "At the beginning of …" abilities trigger, and the rules that act as a step begins follow
  // (502.2 day and night, 714.3c a Saga's lore counter, 603.7 delayed triggers).
  raise(game, { kind: 'step-begins', step: game.step, player: game.active });
  switch (game.step) {
    case 'untap': {
      // 502.1: phasing first, before anything untaps.
      if (game.phasedOut?.length || game.battlefield.length) untapStepPhasing(game);
      const tapped = game.battlefield.filter((p) => p.controller === game.active && p.tapped);
      // 502.3: effects can keep permanents from untapping ("doesn't untap during its controller's untap step").
      const held = untapStepHeld(game, tapped);
      // An untapped permanent's "doesn't untap during its controller's next untap step" ends with this step too; so does every
      // exert by the active player (701.43a, 701.43b), on whatever permanent it is now.
      for (const p of game.battlefield) {
        if (p.controller === game.active && !p.tapped && (p.skipUntaps ?? 0) > 0) p.skipUntaps! -= 1;
        if (p.exertedBy === game.active) delete p.exertedBy;
      }
      // "Untap all permanents you control during each other player's untap step" (Seedborn Muse): those untap in this step too (502.3).
      const untapped = [...tapped.filter((p) => !held.includes(p)), ...othersUntapping(game)];
      for (const p of untapped) {
        p.tapped = false;
        becameTapped(game, p, false);
      }
      if (held.length) trace(game, 'untap', say('combat.doesntUntap', { permanents: held.map((p) => p.card.def.name).join(', ') }), cite('doesntUntap'));
      trace(game, 'untap', say('turn.untap', { player: game.active, permanents: untapped.map((p) => p.card.def.name).join(', ') }), cite('untap'));
      advanceStep(game);
      return;
    }
    case 'draw':
      // 103.8a: in a two-player game, the player who plays first (the active player of a turn
      // the scenario numbers 1) skips the draw step of their first turn.
      if (game.turn === 1 && game.firstTurnOfGame) {
        trace(game, 'skip', say('turn.skipFirstDraw', { player: game.active }), cite('firstTurnNoDraw'));
        advanceStep(game);
        return;
      }
      // "Skip your draw step" (614.10): instead of the step, nothing — no draw, no priority (614.10a).
      if (hasPlayerRule(game, game.active, 'skip-draw-step')) {
        trace(game, 'skip', say('turn.skipDrawStep', { player: game.active }), cite('skipStep'));
        advanceStep(game);
        return;
      }
      drawCards(game, game.active, 1, cite('drawStep'));
      break;
    case 'declare-attackers':
      declareAttackers(game, decl.attack ?? {});
      break;
    case 'declare-blockers':
      declareBlockers(game, decl.block ?? {});
      break;
    case 'combat-damage':
      combatDamage(game);
      break;
    // 904.9: immediately after the archenemy's precombat main phase begins, the top scheme is set in motion.
    case 'main1':
      setSchemeInMotion(game);
      break;
    // "until your next end step" (611.2a): the permission ends as its player's end step begins.
    case 'end':
      endPlayPermissions(game, 'end-step');
      break;
    case 'cleanup':
      cleanup(game);
      return;
    default:
      break;
  }
  givePriority(game, game.active);
}

/** Uses up the active player's next skip of this kind (614.10), if any: one for this turn or any later one. */
function takeSkip(game: Game, what: SkippedPart): boolean {
  const at = (game.skips ?? []).findIndex((s) => s.player === game.active && s.what === what && (s.turn === undefined || s.turn === game.turn));
  if (at < 0) return false;
  game.skips = game.skips!.filter((_, i) => i !== at);
  return true;
}

/** A step the active player skips (614.10a: nothing happens in it and no player gets priority): on to the next step. */
function skipsNext(game: Game, what: SkippedPart): boolean {
  if (!takeSkip(game, what)) return false;
  trace(game, 'skip', say('turn.skips', { player: game.active, what }), cite('skipStep'));
  advanceStep(game);
  return true;
}

function cleanup(game: Game): void {
  const p = player(game, game.active);
  // the maximum hand size as static abilities change it (402.2, game/hand-size.ts).
  const max = maxHandSize(game, p.name);
  if (max !== null && p.hand.length > max) {
    // The player chooses what to discard; without a choice, the engine discards the first cards listed.
    const excess = p.hand.length - max;
    const picked = takeChoice(game, p.name, (v) => {
      const names = choiceNames(v, 'discard');
      if (!names || names.length !== excess) return undefined;
      const pool = [...p.hand];
      const cards = names.map((n) => pool.splice(pool.findIndex((c) => c.def.name.toLowerCase() === n.toLowerCase() || c.id === n), 1)[0]);
      return cards.every(Boolean) && names.every((n, i) => cards[i]!.def.name.toLowerCase() === n.toLowerCase() || cards[i]!.id === n) ? cards : undefined;
    });
    const discarded = picked ?? p.hand.slice(0, excess);
    putDiscarded(game, p, discarded);
    if (!picked) noteDefault(game, say('default.cleanupDiscard', { player: p.name, n: excess }));
    if (max === 7) trace(game, 'discard', say('turn.cleanupDiscard', { player: p.name, cards: discarded.map((c) => c.def.name).join(', ') }), cite('cleanupDiscard'));
    else trace(game, 'discard', say('turn.cleanupDiscardTo', { player: p.name, cards: discarded.map((c) => c.def.name).join(', '), max }), cite('cleanupDiscard', 'maxHandSize'));
  }
  const damaged = game.battlefield.filter((x) => x.damage > 0);
  for (const x of damaged) x.damage = 0;
  // 514.2: phased-out permanents' damage too (each a copy: the list is replaced, never mutated).
  if (game.phasedOut?.some((e) => e.permanent.damage > 0)) game.phasedOut = game.phasedOut.map((e) => (e.permanent.damage > 0 ? { ...e, permanent: { ...e.permanent, damage: 0 } } : e));
  const ended = game.floating.filter((f) => !f.duration || f.duration.kind === 'this-combat').length;
  game.floating = game.floating.filter((f) => f.duration && f.duration.kind !== 'this-combat');
  game.shields = [];
  game.regenerationShields = [];
  // 611.2a: a prevention "until your next turn" outlasts the turn.
  game.preventions = game.preventions.filter((p) => p.until);
  // "… their next combat phase this turn": not one later.
  if (game.skips?.some((s) => s.turn === game.turn)) game.skips = game.skips.filter((s) => s.turn !== game.turn);
  game.rulesThisTurn = [];
  game.extraLandsThisTurn = {};
  syncControl(game);
  game.damagedBy = {};
  game.diedThisTurn = 0;
  delete game.toGraveyardThisTurn;
  game.exileIfDies = [];
  delete game.uncounterable;
  endLastingTriggers(game, 'until-end-of-turn');
  // 702.171b: "saddled until end of turn" ends with the turn's other effects (514.2).
  for (const x of game.battlefield) delete x.saddled;
  delete game.flashbackGranted;
  endPlayPermissions(game);
  trace(game, 'cleanup', say('turn.cleanupDamage', { damaged: damaged.map((x) => x.card.def.name).join(', '), ended }), cite('cleanupDamage'));
  // 514.3a: if state-based actions or triggers would happen, players get priority in this cleanup step.
  const sba = performStateBasedActions(game);
  if (game.ended) return;
  if (sba || game.pendingTriggers.length) {
    trace(game, 'cleanup-priority', say('turn.cleanupPriority', {}), cite('cleanupPriority'));
    givePriority(game, game.active);
    return;
  }
  advanceStep(game);
}

/** The last step of each phase (500.1): as it ends, so does its phase. */
const PHASE_ENDS: ReadonlySet<Step> = new Set<Step>(['draw', 'main1', 'end-of-combat', 'main2']);

/** Ends the current step (mana empties, 500.5) and begins the next one, or the next turn. */
export function advanceStep(game: Game): void {
  raise(game, { kind: 'step-ends', step: game.step, player: game.active });
  // Echo's "since the beginning of your last upkeep" (702.30a): a new upkeep of theirs has passed.
  if (game.step === 'upkeep') for (const p of game.battlefield) if (p.controller === game.active) delete p.newSinceUpkeep;
  emptyManaPools(game);
  const i = STEPS.indexOf(game.step);
  let next: Step | null = null;
  if (game.step === 'combat-damage' && nextDamageStepKind(game) === 'regular') next = 'combat-damage';
  else if (game.step === 'cleanup' && game.phase === 'priority' && game.priority !== null) next = 'cleanup';
  else if (i < STEPS.length - 1) next = STEPS[i + 1]!;
  // 500.8: phases added after the phase now ending come next (the most recently added first); once they are taken, the turn goes on where it would have.
  let added: 'combat' | 'main' | undefined;
  if (PHASE_ENDS.has(game.step) && next !== null && next !== 'cleanup') {
    const [first, ...rest] = game.extraPhases ?? [];
    added = first;
    if (added) {
      game.extraPhases = rest.length ? rest : undefined;
      if (game.resumeAt === undefined) game.resumeAt = next;
      next = added === 'combat' ? 'beginning-of-combat' : 'main2';
    } else if (game.resumeAt !== undefined) {
      next = game.resumeAt;
      game.resumeAt = undefined;
    }
  }
  // 614.10: "skips their next combat phase" — from the first main phase straight to the second (500.1).
  if (next === 'beginning-of-combat' && takeSkip(game, 'combat-phase')) {
    trace(game, 'skip', say('turn.skips', { player: game.active, what: 'combat-phase' }), cite('skipStep'));
    next = 'main2';
  }
  if (next === 'declare-blockers' || next === 'combat-damage') {
    // 508.8: with no attackers, the declare blockers and combat damage steps are skipped.
    if (game.combat.attackers.length === 0) next = 'end-of-combat';
  }
  game.priority = null;
  game.passesInRow = 0;
  if (next === null) {
    startNextTurn(game);
    return;
  }
  // "This combat" ends with the combat phase (511.3): provoke's block requirement (702.39a) lasts no longer.
  if (game.step === 'end-of-combat' || next === 'main2') game.floating = game.floating.filter((f) => f.duration?.kind !== 'this-combat');
  // A combat phase ends (an additional one may follow it directly, 500.8).
  if (next === 'main2' || (game.step === 'end-of-combat' && next === 'beginning-of-combat')) {
    if (game.combat.attackers.length || game.combat.blockers.length) trace(game, 'end-of-combat', say('turn.endOfCombat', {}), cite('endOfCombatRemoval'));
    game.combat = newCombat();
  }
  if (next === 'beginning-of-combat') game.combatsThisTurn = (game.combatsThisTurn ?? 0) + 1;
  if (added) trace(game, 'turn', say(added === 'combat' ? 'turn.additionalCombat' : 'turn.additionalMain', {}), cite('extraPhase', ...(added === 'main' ? (['postcombatMain'] as const) : [])));
  game.step = next;
  game.phase = 'begin';
}

function startNextTurn(game: Game): void {
  // 500.7: an extra turn comes directly after the turn it was added after, the most recent first; once
  // they are taken, the player who would have taken the next turn takes it (Timesifter's ruling), so the
  // turn order goes on from the last turn that was not an extra one.
  const from = game.turnOrderFrom ?? game.active;
  const i = game.players.findIndex((p) => p.name === from);
  let j = (i + 1) % game.players.length;
  while (game.players[j]!.lost && j !== i) j = (j + 1) % game.players.length;
  const extra = (game.extraTurns ?? []).filter((name) => !game.players.find((p) => p.name === name)?.lost);
  const taker = extra.at(-1);
  game.extraTurns = extra.slice(0, -1);
  game.turnOrderFrom = taker ? from : undefined;
  game.active = taker ?? game.players[j]!.name;
  game.turn++;
  game.step = 'untap';
  game.phase = 'begin';
  game.combat = newCombat();
  game.extraPhases = undefined;
  game.resumeAt = undefined;
  game.combatsThisTurn = undefined;
  for (const p of game.players) {
    p.landsPlayed = 0;
    p.drawnThisTurn = 0;
  }
  for (const perm of game.battlefield) if (perm.controller === game.active) perm.sick = false;
  // 901.6: the new active player is the planar controller.
  planarControllerChanges(game);
  trace(game, 'turn', taker ? say('turn.extraBegins', { turn: game.turn, player: game.active }) : say('turn.begins', { turn: game.turn, player: game.active }), taker ? cite('turnStructure', 'extraTurn') : cite('turnStructure'));
  // 611.2a: effects that last "until your next turn" end as that player's turn begins.
  endLastingTriggers(game, 'until-your-next-turn', game.active);
  const preventing = game.preventions.filter((p) => p.until === game.active);
  game.preventions = game.preventions.filter((p) => !preventing.includes(p));
  const ending = game.floating.filter((f) => f.duration?.kind === 'until-next-turn' && f.duration.player === game.active);
  if (ending.length || preventing.length) {
    game.floating = game.floating.filter((f) => !ending.includes(f));
    trace(game, 'effect-ends', say('effect.nextTurnEnds', { player: game.active, count: new Set(ending.map((f) => f.timestamp)).size + preventing.length }), cite('untilEndOfTurn'));
  }
}
