// Combat (506–511): declaring attackers and blockers with their legality, and combat damage
// including first/double strike steps, trample and deathtouch lethal accounting.
import { cite, type ReasonCode } from '../citations.ts';
import type { Keyword } from '../oracle/ast.ts';
import { characteristics, staticAffects, type Characteristics } from './characteristics.ts';
import { dealDamage, type GameEvent as DamageEvent } from './events.ts';
import type { GameEvent } from './game-event.ts';
import { raise } from './stream.ts';
import { sourceInfo } from './source-info.ts';
import { IllegalAction, ScenarioReferenceError } from './illegal.ts';
import { say, type Message } from '../messages/message.ts';
import { andList, landTypeMessage } from '../messages/terms.ts';
import { noteDefault, opponents, permanentById, player, trace, type Game, type Permanent, type TargetRef } from './state.ts';
import { findPermanent } from './targets.ts';
import { protectionAgainst } from './protection.ts';
import { becameTapped } from './tapping.ts';
import { attackConditionProblem, attackTargetProblem, blockedByProblem, blockerLineProblem, declarationProblem, defenderControlsProblem, restrictionsOn, rulesStatics } from './restrictions.ts';
import { checkBlockRequirements, wholeBlockProblem } from './block-requirements.ts';
import { payEnlistCosts } from './enlist.ts';
import { payExertCosts } from './exert.ts';
import { attackRequirements, toxicPoison } from './combat-keywords.ts';
import { assignedCombatDamage, assignsAsUnblocked } from './damage-by-toughness.ts';

export function declareAttackers(game: Game, declarations: Record<string, string>): void {
  const combat = game.combat;
  for (const [attackerName, defenderName] of Object.entries(declarations)) {
    const attacker = findPermanent(game, attackerName, `attack.${attackerName}`, (p) => p.controller === game.active);
    const c = characteristics(game, attacker);
    if (attacker.controller !== game.active) throw new IllegalAction(say('illegal.attackerNotYours', { card: c.name, controller: attacker.controller, active: game.active }), cite('attackersChoose'));
    let defender = opponents(game, game.active).find((p) => p.name.toLowerCase() === String(defenderName).toLowerCase());
    let planeswalker: string | undefined;
    if (!defender) {
      const pw = findPermanent(game, String(defenderName), `attack.${attackerName}`, (p) => p.controller !== game.active);
      if (!characteristics(game, pw).types.includes('Planeswalker') || pw.controller === game.active) {
        throw new IllegalAction(say('illegal.attackWhom', { card: attackerName, defender: String(defenderName) }), cite('attackersChoose'));
      }
      planeswalker = pw.id;
      defender = opponents(game, game.active).find((p) => p.name === pw.controller)!;
    }
    if (!c.types.includes('Creature')) throw new IllegalAction(say('illegal.attackNotCreature', { card: c.name }), cite('attackersChoose'));
    if (attacker.tapped) throw new IllegalAction(say('illegal.attackTapped', { card: c.name }), cite('attackersChoose'));
    const rules = restrictionsOn(game, attacker, c);
    if (c.keywords.has('defender') && !rules.has('attacks-despite-defender')) throw new IllegalAction(say('illegal.attackDefender', { card: c.name }), cite('defender'));
    if (rules.has('cant-attack')) throw new IllegalAction(say('illegal.cantAttack', { card: c.name }), cite('attackRestrictions'));
    const whom = attackTargetProblem(game, attacker, c, defender.name, planeswalker);
    if (whom) throw new IllegalAction(whom, cite('attackRestrictions'));
    const condition = attackConditionProblem(game, attacker, c, defender.name);
    if (condition) throw new IllegalAction(condition, cite('attackRestrictions'));
    if (attacker.sick && !c.keywords.has('haste')) {
      throw new IllegalAction(say('illegal.attackSick', { card: c.name, player: game.active }), cite('attackersChoose', 'summoningSickTap', 'haste'));
    }
    if (combat.attackers.some((a) => a.id === attacker.id)) throw new ScenarioReferenceError(say('scenario.attackerTwice', { card: attackerName }), `attack.${attackerName}`);
    combat.attackers.push({ id: attacker.id, defender: defender.name, ...(planeswalker ? { planeswalker } : {}) });
  }
  attackRequirements(game, Object.keys(declarations).length > 0);
  const alone = declarationProblem(game, 'attack');
  if (alone) throw new IllegalAction(alone, cite('attackRestrictions', 'alone'));
  const hasty = new Set(combat.attackers.filter((a) => permanentById(game, a.id)!.sick).map((a) => a.id));
  combat.declaredAttackers = true;
  for (const a of combat.attackers) {
    const perm = permanentById(game, a.id)!;
    // "if this creature attacked this turn" (boast, 702.142a) asks about the declaration (508.1).
    perm.attackedTurn = game.turn;
    const c = characteristics(game, perm);
    const vigilant = c.keywords.has('vigilance');
    if (!vigilant) {
      perm.tapped = true;
      becameTapped(game, perm, true);
    }
    trace(game, 'attack', say('combat.attacks', { attacker: c.name, defender: a.planeswalker ? permanentById(game, a.planeswalker)!.card.def.name : a.defender, vigilant }), cite('declareAttackers', 'attackersChoose', ...(hasty.has(a.id) ? (['haste'] as const) : []), vigilant ? 'vigilance' : 'attackersTap', 'becomesAttacking'), { attacker: a.id, defender: a.defender });
  }
  payEnlistCosts(game); // enlist's optional cost to attack, after the attackers tap (508.1f–h)
  payExertCosts(game); // exert's (701.43d)
  // Melee counts the opponents attacked as attackers are declared, whatever happens to those creatures later (702.121a, rulings).
  combat.playersAttacked = [...new Set(combat.attackers.filter((a) => !a.planeswalker).map((a) => a.defender))];
  // 508.3a, 508.3d: each attacker attacks, and its controller attacked — once the declaration is complete.
  const single = combat.attackers.length === 1;
  raise(game, [
    ...combat.attackers.map((a): GameEvent => ({ kind: 'attacks', object: a.id, defender: a.defender, ...(a.planeswalker ? { planeswalker: a.planeswalker } : {}), alone: single, attackers: combat.attackers.length })),
    ...(combat.attackers.length ? [{ kind: 'player-attacks' as const, player: game.active, attackers: combat.attackers.map((a) => a.id) }] : []),
  ]);
  if (combat.attackers.length > 0) player(game, game.active).attackedTurn = game.turn;
  if (combat.attackers.length === 0) trace(game, 'attack', say('combat.noAttackers', { player: game.active }), cite('declareAttackers', 'noAttackersSkip'));
}

export function declareBlockers(game: Game, declarations: Record<string, string | string[]>): void {
  const combat = game.combat;
  // a blocker that may block more than one creature lists them (`Blocker: [A, B]`).
  const pairs = Object.entries(declarations).flatMap(([blockerName, attackers]) => (Array.isArray(attackers) ? attackers : [attackers]).map((a) => [blockerName, a] as const));
  for (const [blockerName, attackerName] of pairs) {
    const blocker = findPermanent(game, blockerName, `block.${blockerName}`, (p) => p.controller !== game.active);
    const attacker = findPermanent(game, String(attackerName), `block.${blockerName}`, (p) => combat.attackers.some((a) => a.id === p.id));
    const bc = characteristics(game, blocker);
    const problem = blockPairProblem(game, blocker, attacker);
    if (problem) throw new IllegalAction(problem.why, problem.rules);
    if (combat.blockers.some((b) => b.id === blocker.id && b.attacker === attacker.id)) throw new ScenarioReferenceError(say('scenario.blockerTwice', { blocker: blockerName, attacker: String(attackerName) }), `block.${blockerName}`);
    const most = blockLimit(game, blocker, bc);
    if (combat.blockers.filter((b) => b.id === blocker.id).length >= most) throw new IllegalAction(say('illegal.blockLimit', { card: bc.name, most }), cite('blockersChoose', ...(most > 1 ? (['blockAdditional'] as const) : [])));
    combat.blockers.push({ id: blocker.id, attacker: attacker.id });
  }
  const blockProblem = wholeBlockProblem(game, combat.blockers);
  if (blockProblem) throw new IllegalAction(blockProblem.why, blockProblem.rules);
  // requirements (509.1c), once every restriction is obeyed.
  checkBlockRequirements(game, (b, a) => !blockPairProblem(game, b, a), (b) => blockLimit(game, b, characteristics(game, b)));
  combat.declaredBlockers = true;
  for (const b of combat.blockers) {
    if (!combat.blocked.includes(b.attacker)) combat.blocked.push(b.attacker);
    const bc = characteristics(game, permanentById(game, b.id)!);
    const ac = characteristics(game, permanentById(game, b.attacker)!);
    // Why a restricted block is legal: a flyer blocked by a flyer or reach, menace by two or more.
    const why: ReasonCode[] = [];
    if (ac.keywords.has('flying')) why.push(bc.keywords.has('reach') && !bc.keywords.has('flying') ? 'reach' : 'flying');
    if (ac.keywords.has('menace')) why.push('menace');
    if (combat.blockers.filter((x) => x.id === b.id).length > 1) why.push('blockAdditional');
    trace(game, 'block', say('combat.blocks', { blocker: bc.name, attacker: ac.name }), cite('declareBlockers', 'blockersChoose', ...why, 'becomesBlocking', 'blockedCreature'), { blocker: b.id, attacker: b.attacker });
  }
  // 509.3: each blocker blocks its attacker, and each attacker with a blocker becomes blocked.
  raise(game, [
    ...combat.blockers.map((b): GameEvent => ({ kind: 'blocks', object: b.id, attacker: b.attacker })),
    ...combat.blocked.map((id): GameEvent => ({ kind: 'becomes-blocked', object: id, blockers: combat.blockers.filter((b) => b.attacker === id).map((b) => b.id), defender: combat.attackers.find((a) => a.id === id)?.defender ?? '' })),
    ...combat.attackers.filter((a) => !combat.blocked.includes(a.id)).map((a): GameEvent => ({ kind: 'not-blocked', object: a.id, defender: a.defender })),
  ]);
  if (combat.blockers.length === 0) trace(game, 'block', say('combat.noBlockers', {}), cite('declareBlockers'));
}

/** Why `blocker` can't block `attacker` on its own (509.1a–b: who may block, restrictions, evasion), or null. */
export function blockPairProblem(game: Game, blocker: Permanent, attacker: Permanent): { why: Message; rules: string[] } | null {
  const bc = characteristics(game, blocker);
  const ac = characteristics(game, attacker);
  if (blocker.controller === game.active) return { why: say('illegal.blockerIsAttackers', { blocker: bc.name }), rules: cite('blockersChoose') };
  if (!game.combat.attackers.some((a) => a.id === attacker.id)) return { why: say('illegal.notAttacking', { attacker: ac.name }), rules: cite('blockersChoose') };
  const attack = game.combat.attackers.find((a) => a.id === attacker.id)!;
  if (attack.defender !== blocker.controller) return { why: say('illegal.notAttackingYou', { attacker: ac.name, player: blocker.controller, blocker: bc.name }), rules: cite('blockersChoose') };
  if (!bc.types.includes('Creature')) return { why: say('illegal.blockNotCreature', { blocker: bc.name }), rules: cite('blockersChoose') };
  if (blocker.tapped) return { why: say('illegal.blockTapped', { blocker: bc.name }), rules: cite('blockersChoose') };
  if (restrictionsOn(game, blocker, bc).has('cant-block')) return { why: say('illegal.cantBlock', { blocker: bc.name }), rules: cite('blockRestrictions') };
  if (restrictionsOn(game, blocker, bc).has('block-only-flyers') && !ac.keywords.has('flying')) return { why: say('illegal.blocksOnlyFlyers', { blocker: bc.name, attacker: ac.name, flying: say('term.keyword', { keyword: 'flying' }) }), rules: cite('blockRestrictions') };
  if (restrictionsOn(game, attacker, ac).has('cant-be-blocked')) return { why: say('illegal.unblockable', { attacker: ac.name }), rules: cite('blockRestrictions') };
  const own = blockerLineProblem(game, blocker, bc, attacker, ac);
  if (own) return { why: own, rules: cite('blockRestrictions') };
  const blockedBy = blockedByProblem(game, attacker, ac, bc, blocker);
  if (blockedBy) return { why: say('illegal.evasionBlock', { attacker: ac.name, why: blockedBy, blocker: bc.name }), rules: cite('blockRestrictions') };
  if (ac.keywords.has('flying') && !bc.keywords.has('flying') && !bc.keywords.has('reach')) {
    return { why: say('illegal.flyingBlock', { attacker: ac.name, blocker: bc.name, flying: say('term.keyword', { keyword: 'flying' }), reach: say('term.keyword', { keyword: 'reach' }) }), rules: cite('blockRestrictions', 'flying') };
  }
  const evasion = evasionProblem(game, ac, bc, blocker.controller);
  if (evasion) return { why: say('illegal.evasionBlock', { attacker: ac.name, why: evasion.why, blocker: bc.name }), rules: cite('blockRestrictions', evasion.code) };
  const walk = defenderControlsProblem(game, attacker, ac, blocker.controller);
  if (walk) return { why: say('illegal.evasionBlock', { attacker: ac.name, why: walk.why, blocker: bc.name }), rules: cite('blockRestrictions', ...(walk.landwalk ? (['landwalk'] as const) : [])) };
  const color = protectionAgainst(ac, bc);
  if (color) return { why: say('illegal.protectionBlock', { attacker: ac.name, quality: color, blocker: bc.name }), rules: cite('blockRestrictions', 'protectionBlock') };
  // "Target creature can't block this creature this turn".
  if (game.floating.some((f) => f.objectId === blocker.id && f.change.layer === 'rules' && f.change.restriction === 'cant-block-attacker' && f.change.attacker === attacker.id)) return { why: say('illegal.cantBlockThis', { blocker: bc.name, attacker: ac.name }), rules: cite('blockRestrictions') };
  return null;
}

const strikesFirst = (c: Characteristics): boolean => c.keywords.has('first strike') || c.keywords.has('double strike');

/** Whether the combat damage step that is beginning is a first-strike one (510.4). */
export function nextDamageStepKind(game: Game): 'first' | 'regular' | null {
  const steps = game.combat.damageSteps;
  if (steps.includes('regular')) return null;
  if (steps.includes('first')) return 'regular';
  const anyFirst = combatants(game).some((p) => strikesFirst(characteristics(game, p)));
  return anyFirst ? 'first' : 'regular';
}

function combatants(game: Game): Permanent[] {
  const ids = [...game.combat.attackers.map((a) => a.id), ...game.combat.blockers.map((b) => b.id)];
  return ids.map((id) => permanentById(game, id)).filter((p): p is Permanent => Boolean(p));
}

/** The combat damage step's turn-based action: assign (510.1), then deal all at once (510.2). */
export function combatDamage(game: Game): void {
  const kind = nextDamageStepKind(game)!;
  game.combat.damageSteps.push(kind);
  const combat = game.combat;
  const deals = (p: Permanent, c: Characteristics): boolean => {
    if (kind === 'first') return strikesFirst(c);
    return c.keywords.has('double strike') || !combat.dealtFirstStrike.includes(p.id);
  };
  const stepCodes: ReasonCode[] = kind === 'first' ? ['firstStrikeStep'] : [];
  if (kind === 'first') trace(game, 'first-strike-step', say('combat.firstStrikeStep', {}), cite('firstStrikeStep', 'firstStrike', 'doubleStrike'));
  const events: DamageEvent[] = [];
  /** Damage already assigned this step, so lethal accounting counts it (702.19b). */
  const assignedSoFar = new Map<string, number>();

  for (const a of combat.attackers) {
    const attacker = permanentById(game, a.id);
    if (!attacker) continue;
    const c = characteristics(game, attacker);
    if (!deals(attacker, c)) continue;
    // 702.7b: a creature with first strike that took part in the first step (even with no power to deal) does not deal damage again in the regular step.
    if (kind === 'first') combat.dealtFirstStrike.push(attacker.id);
    // its power, or its toughness under "assigns combat damage equal to its toughness" (510.1a).
    const power = assignedCombatDamage(game, attacker, c);
    if (power <= 0) continue;
    const source = sourceInfo(game, attacker, c);
    const extra = strikeCodes(c, kind);
    // What it attacks: the player, or the planeswalker (no damage if that planeswalker has left, 510.1b).
    const attacked: TargetRef | null = a.planeswalker ? (permanentById(game, a.planeswalker) ? { kind: 'permanent', id: a.planeswalker } : null) : { kind: 'player', name: a.defender };
    if (!combat.blocked.includes(a.id)) {
      if (!attacked) {
        trace(game, 'assign', say('combat.planeswalkerGone', { creature: c.name }), cite('assignUnblocked'));
        continue;
      }
      trace(game, 'assign', say('combat.assignUnblocked', { creature: c.name, power, to: a.planeswalker ? permanentById(game, a.planeswalker)!.card.def.name : a.defender }), cite('assignDamage', 'damageEqualsPower', 'assignUnblocked', ...extra));
      events.push({ type: 'damage', source, to: attacked, amount: power, combat: true });
      continue;
    }
    // Blocked, but "as though it weren't blocked" (510.1b–c): all of it to what it attacks.
    if (attacked && assignsAsUnblocked(game, attacker, c, combat.assignments[a.id], [a.defender, ...(a.planeswalker ? [a.planeswalker] : [])])) {
      delete combat.assignments[a.id];
      trace(game, 'assign', say('combat.assignAsUnblocked', { creature: c.name, power, to: a.planeswalker ? permanentById(game, a.planeswalker)!.card.def.name : a.defender }), cite('assignDamage', 'damageEqualsPower', 'assignBlocked', 'assignUnblocked', ...extra));
      events.push({ type: 'damage', source, to: attacked, amount: power, combat: true });
      continue;
    }
    const blockers = combat.blockers.filter((b) => b.attacker === a.id).map((b) => permanentById(game, b.id)).filter((p): p is Permanent => Boolean(p));
    const trample = c.keywords.has('trample');
    if (blockers.length === 0) {
      if (trample && attacked) {
        trace(game, 'assign', say('combat.trampleNoBlockers', { creature: c.name }), cite('assignDamage', 'trampleNoBlockers'));
        events.push({ type: 'damage', source, to: attacked, amount: power, combat: true });
      } else trace(game, 'assign', say('combat.noBlockersLeft', { creature: c.name }), cite('assignDamage', 'assignBlocked'));
      continue;
    }
    const lethal = (b: Permanent): number => {
      const bc = characteristics(game, b);
      const marked = b.damage + (assignedSoFar.get(b.id) ?? 0);
      const remaining = Math.max(0, (bc.toughness ?? 0) - marked);
      // 702.2c: with deathtouch, any nonzero damage is lethal.
      return c.keywords.has('deathtouch') ? Math.min(1, remaining) : remaining;
    };
    const given = combat.assignments[a.id];
    delete combat.assignments[a.id];
    const plan: Array<{ to: string; amount: number; isPlayer: boolean }> = [];
    if (given) {
      let total = 0;
      let allLethal = true;
      for (const b of blockers) {
        const amount = given[b.id] ?? 0;
        if (amount < lethal(b)) allLethal = false;
        if (amount > 0) plan.push({ to: b.id, amount, isPlayer: false });
        total += amount;
      }
      const toPlayer = given[a.defender] ?? 0;
      const unknown = Object.keys(given).filter((k) => k !== a.defender && !blockers.some((b) => b.id === k));
      if (unknown.length) throw new IllegalAction(say('illegal.assignToWhom', { creature: c.name, player: trample ? a.defender : '', unknown: unknown.join(', ') }), cite('assignBlocked'));
      if (toPlayer > 0 && !trample) throw new IllegalAction(say('illegal.assignNoTrample', { creature: c.name, player: a.defender, trample: say('term.keyword', { keyword: 'trample' }) }), cite('assignBlocked', 'trample'));
      if (toPlayer > 0 && !allLethal) throw new IllegalAction(say('illegal.assignLethalFirst', { creature: c.name, player: a.defender }), cite('trample', 'assignBlocked', ...(c.keywords.has('deathtouch') ? (['deathtouchLethal'] as const) : [])));
      total += toPlayer;
      if (total !== power) throw new IllegalAction(say('illegal.assignExactly', { creature: c.name, power, total }), cite('assignDamage'));
      if (toPlayer > 0) plan.push({ to: a.defender, amount: toPlayer, isPlayer: true });
    } else {
      // Default: lethal damage to each blocker in the order they were declared, the rest to the player with trample, else to the last blocker.
      let left = power;
      blockers.forEach((b, i) => {
        const last = i === blockers.length - 1;
        const amount = last && !trample ? left : Math.min(left, lethal(b));
        if (amount > 0) plan.push({ to: b.id, amount, isPlayer: false });
        left -= amount;
      });
      if (left > 0 && trample) plan.push({ to: a.defender, amount: left, isPlayer: true });
      if (blockers.length > 1 || trample) noteDefault(game, say('default.lethalInOrder', { creature: c.name, player: trample ? a.defender : '' }));
    }
    for (const step of plan) if (!step.isPlayer) assignedSoFar.set(step.to, (assignedSoFar.get(step.to) ?? 0) + step.amount);
    const trampled = plan.some((s) => s.isPlayer);
    trace(game, 'assign', say('combat.assigns', { creature: c.name, plan: plan.map((s) => say('combat.assignPart', { amount: s.amount, to: s.isPlayer ? s.to : permanentById(game, s.to)!.card.def.name })) }), cite('assignDamage', 'damageEqualsPower', 'assignBlocked', ...(trampled ? (['trample'] as const) : []), ...(c.keywords.has('deathtouch') && blockers.length ? (['deathtouchLethal'] as const) : []), ...extra));
    for (const s of plan) events.push({ type: 'damage', source, to: s.isPlayer ? (attacked ?? { kind: 'player', name: s.to }) : { kind: 'permanent', id: s.to }, amount: s.amount, combat: true });
  }
  for (const id of new Set(combat.blockers.map((b) => b.id))) {
    const blocker = permanentById(game, id);
    // 510.1d: a blocker assigns its damage only to the creatures it still blocks.
    const blocked = combat.blockers.filter((b) => b.id === id).map((b) => permanentById(game, b.attacker)).filter((p): p is Permanent => Boolean(p));
    if (!blocker || !blocked.length) continue;
    const c = characteristics(game, blocker);
    if (!deals(blocker, c)) continue;
    if (kind === 'first') combat.dealtFirstStrike.push(blocker.id);
    const amount = assignedCombatDamage(game, blocker, c); // 510.1a
    if (amount <= 0) continue;
    const source = sourceInfo(game, blocker, c);
    if (blocked.length === 1) {
      trace(game, 'assign', say('combat.blockerAssigns', { creature: c.name, power: amount, attacker: blocked[0]!.card.def.name }), cite('assignDamage', 'damageEqualsPower', 'assignBlocker', ...strikeCodes(c, kind)));
      events.push({ type: 'damage', source, to: { kind: 'permanent', id: blocked[0]!.id }, amount, combat: true });
      continue;
    }
    // blocking two or more creatures, it divides its damage as its controller chooses (510.1d).
    const split = blockerSplit(game, id, c, blocked, amount);
    for (const s of split) events.push({ type: 'damage', source, to: { kind: 'permanent', id: s.id }, amount: s.amount, combat: true });
    trace(game, 'assign', say('combat.blockerDivides', { creature: c.name, attackers: andList(blocked.map((p) => p.card.def.name)), power: amount, plan: split.map((s) => say('combat.assignPart', { amount: s.amount, to: permanentById(game, s.id)!.card.def.name })) }), cite('assignDamage', 'damageEqualsPower', 'assignBlocker', ...strikeCodes(c, kind)));
  }
  const dealt = dealDamage(game, events, kind === 'first' ? cite(...stepCodes, 'firstStrike') : []);
  // 702.164c: combat damage to a player from a creature with toxic also gives poison counters.
  for (const d of dealt) if (d.to.kind === 'player' && d.amount > 0) toxicPoison(game, d.source.id, d.to.name);
}

/** How a blocker of two or more creatures divides its damage: its controller's `assign`, else all to the first it blocks (a documented default). */
function blockerSplit(game: Game, id: string, c: Characteristics, blocked: Permanent[], power: number): Array<{ id: string; amount: number }> {
  const given = game.combat.assignments[id];
  delete game.combat.assignments[id];
  if (!given) {
    noteDefault(game, say('default.blockerFirst', { creature: c.name, attacker: blocked[0]!.card.def.name }));
    return [{ id: blocked[0]!.id, amount: power }];
  }
  const unknown = Object.keys(given).filter((k) => !blocked.some((p) => p.id === k));
  if (unknown.length) throw new IllegalAction(say('illegal.blockerAssignToWhom', { creature: c.name, unknown: unknown.join(', ') }), cite('assignBlocker'));
  const total = Object.values(given).reduce((a, b) => a + b, 0);
  if (total !== power) throw new IllegalAction(say('illegal.assignExactly', { creature: c.name, power, total }), cite('assignDamage'));
  return blocked.map((p) => ({ id: p.id, amount: given[p.id] ?? 0 })).filter((s) => s.amount > 0);
}

/** How many creatures this creature may block (509.1a: one; "can block an additional creature each combat", "any number"), from its abilities, static abilities on a group, and "this turn" effects. */
export function blockLimit(game: Game, perm: Permanent, c: Characteristics): number {
  const counts: Array<number | 'any'> = c.abilities.flatMap((a) => (a.kind === 'block-additional' ? [a.count] : []));
  for (const { source, effect } of rulesStatics(game, 'block-additional')) if (staticAffects(game, effect.who, source, perm)) counts.push(effect.count);
  for (const f of game.floating) if (f.objectId === perm.id && f.change.layer === 'rules' && f.change.restriction === 'block-additional') counts.push(1);
  return counts.includes('any') ? Infinity : counts.reduce<number>((n, k) => n + (k as number), 1);
}

function strikeCodes(c: Characteristics, kind: 'first' | 'regular'): ReasonCode[] {
  if (c.keywords.has('double strike')) return ['doubleStrike'];
  if (kind === 'first') return ['firstStrike'];
  return [];
}

const LANDWALK: Record<string, string> = { plainswalk: 'Plains', islandwalk: 'Island', swampwalk: 'Swamp', mountainwalk: 'Mountain', forestwalk: 'Forest' };

/** The evasion ability (702) that forbids this block, if any: why, and the rule. */
function evasionProblem(game: Game, ac: Characteristics, bc: Characteristics, defending: string): { why: Message; code: ReasonCode } | null {
  const artifactCreature = bc.types.includes('Artifact');
  if (ac.keywords.has('fear') && !artifactCreature && !bc.colors.includes('black')) return { why: say('evasion.fear', { keyword: say('term.keyword', { keyword: 'fear' }) }), code: 'fear' };
  if (ac.keywords.has('intimidate') && !artifactCreature && !bc.colors.some((col) => ac.colors.includes(col))) return { why: say('evasion.intimidate', { keyword: say('term.keyword', { keyword: 'intimidate' }) }), code: 'intimidate' };
  if (ac.keywords.has('skulk') && (bc.power ?? 0) > (ac.power ?? 0)) return { why: say('evasion.skulk', { keyword: say('term.keyword', { keyword: 'skulk' }), blocker: bc.name }), code: 'skulk' };
  if (ac.keywords.has('shadow') !== bc.keywords.has('shadow')) return { why: say('evasion.shadow', { keyword: say('term.keyword', { keyword: 'shadow' }), blocker: ac.keywords.has('shadow') ? '' : bc.name }), code: 'shadow' };
  if (ac.keywords.has('horsemanship') && !bc.keywords.has('horsemanship')) return { why: say('evasion.horsemanship', { keyword: say('term.keyword', { keyword: 'horsemanship' }) }), code: 'horsemanship' };
  for (const [walk, landType] of Object.entries(LANDWALK)) {
    if (!ac.keywords.has(walk as Keyword)) continue;
    const land = game.battlefield.find((p) => p.controller === defending && characteristics(game, p).subtypes.includes(landType));
    if (land) return { why: say('evasion.landwalk', { keyword: say('term.keyword', { keyword: walk }), player: defending, land: land.card.def.name, landType: landTypeMessage(landType) }), code: 'landwalk' };
  }
  return null;
}

