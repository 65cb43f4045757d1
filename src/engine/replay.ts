// The replay: the scenario's actions, one player decision at a time. Passing that an action
// implies (117.3d) and the game's own progress between decisions happen here.
import { JudgeError } from '../errors.ts';
import { cite } from './citations.ts';
import { characteristics } from './game/characteristics.ts';
import { derivationOf } from './game/derivation.ts';
import { activateAbility, castSpell, planarDieAction, playLand, turnFaceUpAction } from './game/casting.ts';
import type { CardSpec } from './game/definitions.ts';
import { IllegalAction, messageDetail, ScenarioReferenceError } from './game/illegal.ts';
import { announceStaticEffects, givePriority, passPriority } from './game/priority.ts';
import { resolveTop } from './game/resolve.ts';
import { syncControl } from './game/control.ts';
import { setupGame } from './game/setup.ts';
import type { Action, AssignAction, Scenario } from './scenario/schema.ts';
import { noteDefault, restore, snapshot, trace, type Game } from './game/state.ts';
import { nameOf } from './game/replacement/damage.ts';
import { findPermanent } from './game/targets.ts';
import { advanceStep, beginStep } from './game/turn.ts';
import { STEPS, type ExplainOptions, type ExplainResult, type FinalState, type Step } from './types.ts';
import { format, say, type Message } from './messages/message.ts';
import { en } from './messages/en.ts';
import { checkUnread, checkUnreadUse, setAsideLines, UnreadLineMatters } from './game/unread.ts';

const DEFAULT_BUDGET = { steps: 20000, ms: 5000 };

/** Thrown when the step budget runs out: a loop of mandatory actions (104.4b, 732.4). */
class LoopBudgetExceeded extends Error {
  constructor(readonly said: Message) {
    super(format(said, en));
  }
}

interface Budget {
  steps: number;
  deadline: number;
  ms: number;
  /** Game-state signatures seen since the last player decision, to spot a mandatory loop early. */
  seen: Map<string, number>;
}

/** How many times the same state may recur, with nobody deciding anything, before it is a loop (104.4b). */
const LOOP_REPEATS = 3;

/** What makes two moments of the game the same for loop detection: not object ids, which keep growing. */
function signature(game: Game): string {
  const board = game.battlefield.map((p) => {
    const c = characteristics(game, p);
    return `${p.controller}:${c.name}:${c.power}/${c.toughness}:${p.damage}:${p.tapped ? 1 : 0}:${JSON.stringify(p.counters)}`;
  });
  const players = game.players.map((p) => `${p.name}:${p.life}:${p.hand.length}:${p.library.length}:${p.graveyard.length}:${p.exile.length}`);
  return [game.turn, game.step, game.priority, board.sort().join(','), players.join(','), game.stack.map((x) => x.source.name).join(',')].join('|');
}

function tick(game: Game, budget: Budget): void {
  game.stepsUsed++;
  if (game.stepsUsed > budget.steps) throw new LoopBudgetExceeded(say('loop.noProgress', { steps: budget.steps }));
  if ((game.stepsUsed & 63) === 0 && Date.now() > budget.deadline) {
    throw new JudgeError('budget_exceeded', `the replay took longer than ${budget.ms} ms and was stopped`);
  }
}

/** One pass by the priority holder, and what follows when everyone has passed (117.4, 405.5). */
function pass(game: Game, budget: Budget): void {
  const outcome = passPriority(game);
  if (outcome === 'resolve') {
    resolveTop(game);
    if (!game.ended) givePriority(game, game.active);
    const sig = signature(game);
    const times = (budget.seen.get(sig) ?? 0) + 1;
    budget.seen.set(sig, times);
    if (times > LOOP_REPEATS) throw new LoopBudgetExceeded(say('loop.recurred', { times }));
  } else if (outcome === 'end-step') advanceStep(game);
}

/** Moves the game on by one unit: begin the pending step, or the priority holder passes. */
function progress(game: Game, budget: Budget): void {
  tick(game, budget);
  if (game.phase === 'begin') beginStep(game);
  else if (game.priority) pass(game, budget);
  else advanceStep(game);
}

/** Everyone before `who` in priority order passes (117.3d) until `who` holds priority. */
function giveTo(game: Game, who: string, budget: Budget): void {
  if (!game.players.some((p) => p.name === who)) throw new ScenarioReferenceError(say('scenario.notAPlayer', { name: who }), 'player');
  while (!game.ended && !(game.phase === 'priority' && game.priority === who)) {
    if (game.step === 'cleanup' && game.phase === 'priority' && game.priority === null) break;
    progress(game, budget);
  }
}

/** Runs the game until `step` begins in the current turn, for a declaration; illegal if that step won't come. */
function reachStepStart(game: Game, step: Step, budget: Budget, rules: string[]): void {
  const turn = game.turn;
  while (!game.ended && !(game.step === step && game.phase === 'begin')) {
    const past = STEPS.indexOf(game.step) > STEPS.indexOf(step) || (game.step === step && game.phase === 'priority');
    if (past || game.turn !== turn) throw new IllegalAction(say('illegal.declarationTooLate', { step: say('term.step', { step }), now: say('term.step', { step: game.step }), turn: game.turn }), rules);
    progress(game, budget);
  }
}

function performAction(game: Game, action: Action, budget: Budget): void {
  switch (action.kind) {
    case 'play':
      giveTo(game, action.player, budget);
      playLand(game, action.player, action.play, action.from);
      return;
    case 'cast': {
      const { kind: _kind, player: who, cast, targets, x, pay, ...choices } = action;
      giveTo(game, who, budget);
      checkUnreadUse(game, who, cast);
      castSpell(game, who, cast, targets, x, pay, choices);
      return;
    }
    case 'activate':
      giveTo(game, action.player, budget);
      if (action.from) checkUnreadUse(game, action.player, action.activate, true);
      activateAbility(game, action.player, action.activate, action.ability, action.targets, action.from, action.returning, action.x);
      return;
    case 'attack':
      if (action.player !== game.active) throw new IllegalAction(say('illegal.notActivePlayerAttacks', { player: action.player }), cite('declareAttackers'));
      reachStepStart(game, 'declare-attackers', budget, cite('declareAttackers'));
      beginStep(game, { attack: action.attack });
      return;
    case 'block':
      reachStepStart(game, 'declare-blockers', budget, cite('declareBlockers', 'noAttackersSkip'));
      beginStep(game, { block: action.block });
      return;
    case 'assign':
      return assign(game, action, budget);
    case 'order':
      // Orders were queued before the replay started, since triggers go on the stack before the next action is read.
      return;
    case 'choose':
      // Used when the game asked for it (trigger targets, legend rule, cleanup discard).
      return;
    case 'pass': {
      if (game.phase === 'begin') progress(game, budget);
      const n = game.players.filter((p) => !p.lost).length;
      for (let i = 0; i < n && !game.ended; i++) {
        if (game.phase !== 'priority' || !game.priority) break;
        tick(game, budget);
        const before = game.step;
        pass(game, budget);
        if (game.step !== before || (game.phase as string) === 'begin') break;
      }
      return;
    }
    case 'until':
      if (!(game.step === action.until && game.phase === 'begin')) {
        do progress(game, budget);
        while (!game.ended && !(game.step === action.until && game.phase === 'begin'));
      }
      return;
    case 'turnFaceUp':
      // a special action any time its controller has priority (116.2b); they receive priority afterwards (116.3).
      giveTo(game, action.player, budget);
      turnFaceUpAction(game, action.player, action.turnFaceUp);
      return;
    case 'planarDie':
      // a special action (116.2i, 901.9); the active player receives priority afterwards (901.9a–c).
      giveTo(game, action.player, budget);
      planarDieAction(game, action.player, action.planarDie);
      return;
  }
}

/** "assign": how an attacker's combat damage is divided, used when the game reaches the combat damage step in which it deals damage. */
function assign(game: Game, action: AssignAction, budget: Budget): void {
  for (const [attackerName, split] of Object.entries(action.assign)) {
    const attacker = findPermanent(game, attackerName, `assign.${attackerName}`, (p) => p.controller === action.player);
    const byId: Record<string, number> = {};
    for (const [recipient, amount] of Object.entries(split)) {
      const player = game.players.find((p) => p.name.toLowerCase() === recipient.toLowerCase());
      byId[player ? player.name : findPermanent(game, recipient, `assign.${attackerName}.${recipient}`).id] = amount;
    }
    game.combat.assignments[attacker.id] = byId;
  }
  const turn = game.turn;
  while (!game.ended && Object.keys(game.combat.assignments).length && game.turn === turn && STEPS.indexOf(game.step) <= STEPS.indexOf('combat-damage')) {
    if (game.step === 'combat-damage' && game.phase === 'begin') beginStep(game);
    else progress(game, budget);
  }
}

export function replay(scenario: Scenario, builtin: (name: string) => CardSpec | undefined, opts: ExplainOptions = {}): ExplainResult {
  const ms = opts.budget?.ms ?? DEFAULT_BUDGET.ms;
  const budget: Budget = { steps: opts.budget?.steps ?? DEFAULT_BUDGET.steps, ms, deadline: Date.now() + ms, seen: new Map() };
  let game = setupGame(scenario, builtin);
  let error: ExplainResult['error'];
  /** The last action the replay came to: a choice after it was never asked for because the game ended first. */
  let reached = -1;
  try {
    const actions = scenario.actions ?? [];
    for (const a of actions) if (a.kind === 'order') game.triggerOrders.push({ player: a.player, sources: a.order });
    // Choices are asked for while the game runs between actions, so they are queued up front too.
    actions.forEach((a, i) => a.kind === 'choose' && game.choices.push({ player: a.player, value: a.choose, action: i }));
    // The static effects already applying on the described board explain its characteristics (613).
    syncControl(game, true);
    announceStaticEffects(game, true);
    if (scenario.turn.priority) {
      game.phase = 'priority';
      givePriority(game, game.active);
    }
    for (let i = 0; i < actions.length && !game.ended; i++) {
      reached = i;
      const before = snapshot(game);
      budget.seen.clear();
      try {
        performAction(game, actions[i]!, budget);
      } catch (e) {
        if (e instanceof IllegalAction) {
          game = restore(game, before);
          error = { message: e.message, messageKey: e.said.key, messageArgs: e.said.args, rules: e.rules, action: i, path: `actions[${i}]` };
          trace(game, 'illegal-action', say('action.illegal', { action: i + 1, why: e.said }), [...e.rules, ...cite('illegalAction')]);
          break;
        }
        if (e instanceof ScenarioReferenceError) {
          const path = `actions[${e.action ?? i}]${e.subpath ? `.${e.subpath}` : ''}`;
          throw new JudgeError('invalid_scenario', `${path}: ${e.message}`, { details: [messageDetail(path, e.said)], suggestions: e.candidates });
        }
        throw e;
      }
    }
  } catch (e) {
    if (!(e instanceof LoopBudgetExceeded)) throw e;
    game.ended = true;
    game.draw = true;
    game.winner = null;
    trace(game, 'game-over', say('game.loopDraw', { why: e.said }), cite('drawLoop', 'loopMandatory'));
  }
  // The replay is over: a line set aside must not have mattered in what happened since the last priority check.
  try {
    checkUnread(game);
  } catch (e) {
    if (e instanceof UnreadLineMatters) throw new JudgeError('invalid_scenario', e.message, { details: [messageDetail('actions', e.said)] });
    throw e;
  }
  if (!error) noteUnusedChoices(game, reached);
  const result: ExplainResult = { ok: !error, trace: game.trace, state: finalState(game) };
  if (scenario.title) result.title = scenario.title;
  if (scenario.rules) result.rules = scenario.rules;
  if (error) result.error = error;
  if (game.defaults.length) {
    result.defaults = game.defaults.map((d) => format(d, en));
    result.defaultMessages = game.defaults;
  }
  if (game.unreadCards) result.setAside = setAsideLines(game.unreadCards);
  return result;
}

/**
 * A `choose` the replay went past that nothing asked for (a target a copy never needed, a
 * payment nobody offered, an illegal option) is said among the defaults, naming its action:
 * the reader sees that the answer did not use it. Not an error — a scenario may offer a choice
 * to show that the game never asks for it (a trigger that fires once, not twice).
 */
function noteUnusedChoices(game: Game, reached: number): void {
  for (const c of game.choices.filter((x) => x.action !== undefined && x.action <= reached))
    noteDefault(game, say('scenario.choiceUnused', { action: c.action! + 1, player: c.player, choice: JSON.stringify(c.value) }));
}

export function finalState(game: Game): FinalState {
  const state: FinalState = {
    turn: game.turn,
    activePlayer: game.active,
    step: game.step,
    players: game.players.map((p) => {
      const out: FinalState['players'][number] = { name: p.name, life: p.life, hand: p.hand.map((c) => c.def.name), library: p.library.length, graveyard: p.graveyard.map((c) => c.def.name), exile: p.exile.map((c) => c.def.name) };
      if (p.lost) out.lost = true;
      if (p.manaPool.length) out.manaPool = p.manaPool.map((m) => `{${m}}`).join('');
      // a face-up scheme is a card, not an emblem (314.2): listed with the command zone's cards.
      const emblems = p.emblems?.filter((e) => !e.card);
      if (emblems?.length) out.emblems = emblems.map((e) => ({ id: e.id, name: e.label, abilities: e.abilities.map((a) => a.text) }));
      // and the face-up plane, under the planar controller (901.6).
      const faceUp = [...(p.emblems ?? []).filter((e) => e.card), ...(game.plane?.owner === p.name ? [game.plane] : [])];
      if (faceUp.length) out.command = faceUp.map((e) => e.label);
      if (p.speed !== undefined) out.speed = p.speed;
      if (p.citysBlessing) out.citysBlessing = true;
      return out;
    }),
    battlefield: game.battlefield.map((p) => {
      const c = characteristics(game, p);
      const out: FinalState['battlefield'][number] = { id: p.id, name: c.name, controller: p.controller, owner: p.card.owner, tapped: p.tapped, damage: p.damage, counters: { ...p.counters }, types: [...c.supertypes, ...c.types], token: p.card.token };
      if (c.power !== undefined) out.power = c.power;
      if (c.toughness !== undefined) out.toughness = c.toughness;
      if (p.attachedTo) out.attachedTo = p.attachedTo;
      if (c.derivation.length) out.derivation = derivationOf(c);
      return out;
    }),
    ...(game.phasedOut?.length ? { phasedOut: game.phasedOut.map(({ permanent: p }) => ({ id: p.id, name: p.card.def.name, controller: p.controller, owner: p.card.owner })) } : {}),
    stack: game.stack.map((s) => ({ id: s.id, name: s.source.name, controller: s.controller, kind: s.kind, ...(s.targets.length ? { targets: s.targets.map((t) => nameOf(game, t)) } : {}) })),
  };
  if (game.ended) {
    state.winner = game.winner;
    if (game.draw) state.draw = true;
  }
  return state;
}
