// Exert (701.43). "You may exert this creature as it attacks" is an optional cost to attack
// (701.43d, 508.1g), paid once the attack is declared legal (508.1h) and chosen with
// `choose: {exert: [ATTACKER, …]}` (without one, nothing is exerted, noted). An exerted permanent
// doesn't untap during its controller's next untap step (701.43a; exerting it again before then
// changes nothing, 701.43b). Paying the cost triggers the linked "When you do, …" ability
// (607.2h, 603.12), whose targets are chosen as it is put on the stack. "Exert this creature" as
// an activated ability's cost is paid the same way (game/casting.ts).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Ability } from '../oracle/ast.ts';
import { characteristics } from './characteristics.ts';
import { sourceInfo } from './events.ts';
import { IllegalAction } from './illegal.ts';
import { queueTrigger } from './triggers/handler.ts';
import { raise } from './stream.ts';
import { withCode } from './triggers/keywords.ts';
import { choiceNames, noteDefault, takeChoice, trace, type Game, type Permanent } from './state.ts';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** Exerts a permanent (701.43a): it doesn't untap during its controller's next untap step (game/restrictions.ts untapStepHeld). */
export function exert(game: Game, perm: Permanent, name: string, asItAttacks = false): void {
  perm.exertedBy = perm.controller;
  trace(game, 'cost', say('combat.exerts', { card: name, player: perm.controller }), asItAttacks ? cite('exertAsAttacks', 'exert', 'attackCosts') : cite('exert'));
  // "Whenever you exert a creature" (701.43a): the player who exerted it.
  raise(game, { kind: 'exerts', player: perm.controller, object: perm.id });
}

export function payExertCosts(game: Game): void {
  const able = game.combat.attackers.map((a) => game.battlefield.find((p) => p.id === a.id)!).filter((p) => characteristics(game, p).abilities.some((a) => a.kind === 'exert'));
  if (!able.length) return;
  const names = takeChoice(game, game.active, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'exert' in v ? choiceNames(v, 'exert') : undefined));
  if (!names) return noteDefault(game, say('default.notExerted', { creatures: able.map((p) => p.card.def.name).join(', ') }));
  for (const wanted of names) {
    const perm = able.find((p) => p.id === wanted || characteristics(game, p).name.toLowerCase() === wanted.toLowerCase());
    if (!perm) throw new IllegalAction(say('illegal.cantExert', { card: wanted }), cite('exertAsAttacks'));
    const c = characteristics(game, perm);
    exert(game, perm, c.name, true);
    // Each "you may exert … as it attacks" is one optional cost; its own "When you do" triggers (607.2h).
    const ability = c.abilities.find((a): a is Extract<Ability, { kind: 'exert' }> => a.kind === 'exert')!;
    if (!ability.reflexive) continue;
    const reflexive: Triggered = { kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: ability.reflexive, text: ability.text, line: ability.line };
    queueTrigger(game, { controller: perm.controller, source: sourceInfo(game, perm, c), ability: withCode(reflexive, 'reflexiveTrigger'), reason: say('combat.exerts', { card: c.name, player: perm.controller }), event: { object: perm.id } });
  }
}
