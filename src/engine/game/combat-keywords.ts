// Combat keywords that are triggered abilities (702.25 flanking, 702.45 bushido, 702.83
// exalted, 702.86 annihilator) and toxic (702.164), and "attacks each combat if able" (508.1d).
// Each keyword trigger is the ability the rule says the keyword means, put in the pending list
// with the event it names ("defending player", "that creature").
import { cite, type ReasonCode } from '../citations.ts';
import type { Ability, Effect } from '../oracle/ast.ts';
import { say } from '../messages/message.ts';
import { characteristics, type Characteristics } from './characteristics.ts';
import { sourceInfo } from './events.ts';
import { IllegalAction } from './illegal.ts';
import { attackConditionProblem, restrictionsOn } from './restrictions.ts';
import { encoreAttackRequirements } from './encore.ts'; // cov-creature-kw
import { noteDefault, opponents, permanentById, player, trace, type EventContext, type Game, type Permanent } from './state.ts';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

function keywordTrigger(text: string, line: number, event: Triggered['trigger']['event'], effects: Effect[]): Triggered {
  return { kind: 'triggered', trigger: { event } as Triggered['trigger'], effects, text, line };
}

function queue(game: Game, perm: Permanent, c: Characteristics, ability: Triggered, reason: string, event?: EventContext): void {
  game.pendingTriggers.push({ controller: perm.controller, source: sourceInfo(game, perm, c), ability, reason, ...(event ? { event } : {}) });
}

/** Annihilator on each attacker; exalted when a creature attacks alone (702.83b: once per instance). */
export function attackKeywordTriggers(game: Game): void {
  const attackers = game.combat.attackers;
  const powers = new Map(attackers.map((a) => [a.id, characteristics(game, permanentById(game, a.id)!).power ?? 0]));
  for (const a of attackers) {
    const perm = permanentById(game, a.id)!;
    const c = characteristics(game, perm);
    const why = `${c.name} attacked`;
    for (const ab of c.abilities) {
      if (ab.kind === 'keyword-n' && ab.keyword === 'annihilator') {
        queue(game, perm, c, keywordTrigger(`Annihilator ${ab.n}`, ab.line, 'attacks', [{ type: 'sacrifice-permanents', amount: ab.n, who: 'defending-player' }]), why, { player: a.defender });
      }
      if (ab.kind !== 'keyword') continue;
      // Melee counts the opponents attacked with a creature as attackers were declared, whatever happens to those creatures later (rulings), not planeswalkers.
      if (ab.keyword === 'melee') queue(game, perm, c, keywordTrigger('Melee', ab.line, 'attacks', [{ type: 'melee' }]), why, { amount: new Set(attackers.filter((x) => !x.planeswalker).map((x) => x.defender)).size });
      if (ab.keyword === 'battle cry') queue(game, perm, c, keywordTrigger('Battle cry', ab.line, 'attacks', [{ type: 'pump-other-attackers', power: 1, toughness: 0 }]), why);
      // Dethrone: the player it attacks has the most life or is tied for it (a planeswalker is not a player).
      const top = Math.max(...game.players.filter((p) => !p.lost).map((p) => p.life));
      if (ab.keyword === 'dethrone' && !a.planeswalker && player(game, a.defender).life === top) queue(game, perm, c, keywordTrigger('Dethrone', ab.line, 'attacks', [{ type: 'put-counters', on: [{ ref: 'self' }], amount: 1, counter: '+1/+1' }]), `${c.name} attacked ${a.defender}, who has the most life`);
      if (ab.keyword === 'training' && attackers.some((o) => o.id !== a.id && powers.get(o.id)! > (c.power ?? 0))) queue(game, perm, c, keywordTrigger('Training', ab.line, 'attacks', [{ type: 'put-counters', on: [{ ref: 'self' }], amount: 1, counter: '+1/+1' }]), `${c.name} attacked with a creature of greater power`);
    }
  }
  if (attackers.length !== 1) return;
  const alone = permanentById(game, attackers[0]!.id)!;
  for (const perm of game.battlefield) {
    if (perm.controller !== alone.controller) continue;
    const c = characteristics(game, perm);
    for (const ab of c.abilities) {
      if (ab.kind === 'keyword' && ab.keyword === 'exalted') {
        queue(game, perm, c, keywordTrigger('Exalted', ab.line, 'attacks', [{ type: 'pump-that', power: 1, toughness: 1 }]), `${alone.card.def.name} attacked alone`, { object: alone.id });
      }
    }
  }
}

/** Bushido when a creature blocks or becomes blocked; flanking for each blocker without flanking. */
export function blockKeywordTriggers(game: Game): void {
  const combat = game.combat;
  const blockersIds = [...new Set(combat.blockers.map((b) => b.id))];
  const bushido = (perm: Permanent, why: string): void => {
    const c = characteristics(game, perm);
    for (const ab of c.abilities) {
      if (ab.kind === 'keyword-n' && ab.keyword === 'bushido') queue(game, perm, c, keywordTrigger(`Bushido ${ab.n}`, ab.line, 'attacks-or-blocks', [{ type: 'pump-self', power: ab.n, toughness: ab.n }]), why);
    }
  };
  for (const id of blockersIds) bushido(permanentById(game, id)!, `${permanentById(game, id)!.card.def.name} blocked`);
  for (const id of combat.blocked) {
    const attacker = permanentById(game, id)!;
    bushido(attacker, `${attacker.card.def.name} became blocked`);
    const ac = characteristics(game, attacker);
    const defending = combat.attackers.find((a) => a.id === id)!.defender;
    for (const ab of ac.abilities) {
      if (ab.kind !== 'keyword-n') continue;
      if (ab.keyword === 'afflict') queue(game, attacker, ac, keywordTrigger(`Afflict ${ab.n}`, ab.line, 'becomes-blocked', [{ type: 'that-player-loses-life', amount: ab.n }]), `${ac.name} became blocked`, { player: defending });
      if (ab.keyword === 'rampage') queue(game, attacker, ac, keywordTrigger(`Rampage ${ab.n}`, ab.line, 'becomes-blocked', [{ type: 'rampage', n: ab.n }]), `${ac.name} became blocked`);
    }
    const flanking = ac.abilities.filter((ab) => ab.kind === 'keyword' && ab.keyword === 'flanking');
    if (!flanking.length) continue;
    for (const b of combat.blockers.filter((x) => x.attacker === id)) {
      const blocker = permanentById(game, b.id)!;
      if (characteristics(game, blocker).keywords.has('flanking')) continue;
      for (const ab of flanking) queue(game, attacker, ac, keywordTrigger('Flanking', ab.line, 'becomes-blocked', [{ type: 'pump-that', power: -1, toughness: -1 }]), `${ac.name} became blocked by ${blocker.card.def.name}, which has no flanking`, { object: blocker.id });
    }
  }
}

/** Toxic (702.164c): combat damage to a player also gives poison counters equal to the total toxic value. */
export function toxicPoison(game: Game, sourceId: string, to: string): void {
  const perm = permanentById(game, sourceId);
  if (!perm) return;
  const c = characteristics(game, perm);
  const total = c.abilities.reduce((n, ab) => n + (ab.kind === 'keyword-n' && ab.keyword === 'toxic' ? ab.n : 0), 0);
  if (total <= 0) return;
  const p = player(game, to);
  p.poison += total;
  trace(game, 'damage', say('damage.toxic', { player: to, amount: total, source: c.name, poison: p.poison }), cite('toxic'));
}

/** Whether this creature could attack now (the checks of 508.1a–c), for "attacks each combat if able". */
export function ableToAttack(game: Game, perm: Permanent): boolean {
  const c = characteristics(game, perm);
  if (!c.types.includes('Creature') || perm.tapped || c.keywords.has('defender')) return false;
  if (perm.sick && !c.keywords.has('haste')) return false;
  return !restrictionsOn(game, perm, c).has('cant-attack');
}

/**
 * 508.1d: creatures that attack each combat if able. With no declaration at all they are
 * declared attacking the (first) opponent; a declaration that leaves one out is illegal.
 */
export function attackRequirements(game: Game, declared: boolean): void {
  const combat = game.combat;
  for (const perm of game.battlefield) {
    if (perm.controller !== game.active || combat.attackers.some((a) => a.id === perm.id)) continue;
    if (!restrictionsOn(game, perm).has('attacks-each-combat') || !ableToAttack(game, perm)) continue;
    const name = characteristics(game, perm).name;
    if (declared) throw new IllegalAction(`${name} attacks each combat if able, so it must be declared as an attacker`, cite('attackRequirement'));
    const defenders = opponents(game, game.active).filter((d) => !attackConditionProblem(game, characteristics(game, perm), d.name));
    if (!defenders.length) continue;
    if (defenders.length > 1) noteDefault(game, `${name} must attack; it attacks ${defenders[0]!.name}`);
    combat.attackers.push({ id: perm.id, defender: defenders[0]!.name });
    trace(game, 'note', say('combat.mustAttack', { creature: name, defender: defenders[0]!.name }), cite('attackRequirement'));
  }
  encoreAttackRequirements(game, declared); // cov-creature-kw
}

/** The rule that defines a trigger the game made from a keyword (or a trigger event of this vocabulary), for the trace. */
export function keywordTriggerCodes(ability: Triggered): ReasonCode[] {
  const word = ability.text.split(' ')[0]!.toLowerCase();
  const byKeyword: Record<string, ReasonCode> = { exalted: 'exalted', bushido: 'bushido', flanking: 'flanking', annihilator: 'annihilator', battle: 'battleCry', afflict: 'afflict', dethrone: 'dethrone', rampage: 'rampage', training: 'training', renown: 'renown', melee: 'melee' };
  const made = ability.effects.some((e) => ['pump-that', 'pump-self', 'sacrifice-permanents', 'pump-other-attackers', 'that-player-loses-life', 'rampage', 'put-counters', 'renown', 'melee'].includes(e.type));
  if (byKeyword[word] && made) return [byKeyword[word]!];
  // cov-keywords: triggered keywords of permanents (keywords-permanents.ts) cite their own rule.
  const permanentKeyword = ({ soulshift: 'soulshift', modular: 'modular', extort: 'extort', afterlife: 'afterlife', fabricate: 'fabricate', evolve: 'evolve', mentor: 'mentor', backup: 'backup' } as const)[word as 'soulshift' | 'modular' | 'extort' | 'afterlife' | 'fabricate' | 'evolve' | 'mentor' | 'backup'];
  if (permanentKeyword) return [permanentKeyword];
  // cov-creature-kw: creature keywords' triggers (oracle/entries/creature-keywords.ts), known by their effect.
  for (const e of ability.effects) {
    if (e.type === 'equip-token') return [e.keyword === 'for-mirrodin' ? 'forMirrodin' : 'jobSelect'];
    if (e.type === 'that-player-exiles-top') return ['ingest'];
    if (e.type === 'exploit') return ['exploit'];
    if (e.type === 'mobilize') return ['mobilize'];
    if (e.type === 'myriad') return ['myriad'];
    if (e.type === 'enlist-pump') return ['enlist'];
    if (e.type === 'graft-move') return ['graft'];
  }
  if (ability.trigger.event === 'self-exploits') return ['exploits'];
  if (ability.ifTributeNotPaid) return ['tributeNotPaid'];
  if (ability.trigger.event === 'becomes-target') return ['ward'];
  if (ability.trigger.event === 'you-gain-life') return ['lifeGainTrigger'];
  return [];
}

/** Renown N (702.112a): when it deals combat damage to a player, if it isn't renowned. */
export function renownTriggers(game: Game, creature: Permanent, to: string): void {
  if (creature.renowned) return;
  const c = characteristics(game, creature);
  for (const ab of c.abilities) {
    if (ab.kind === 'keyword-n' && ab.keyword === 'renown') queue(game, creature, c, keywordTrigger(`Renown ${ab.n}`, ab.line, 'combat-damage-to-player', [{ type: 'renown', n: ab.n }]), `${c.name} dealt combat damage to ${to}`, { player: to });
  }
}

/** "Whenever a creature you control deals combat damage to a player": once for each creature that did. */
export function creatureDealtCombatDamageTriggers(game: Game, creature: Permanent, to: string): void {
  for (const perm of game.battlefield) {
    if (perm.controller !== creature.controller) continue;
    const c = characteristics(game, perm);
    for (const ab of c.abilities) {
      if (ab.kind === 'triggered' && ab.trigger.event === 'creature-you-control-combat-damage-to-player') queue(game, perm, c, ab, `${creature.card.def.name} dealt combat damage to ${to}`, { player: to, object: creature.id });
    }
  }
}
