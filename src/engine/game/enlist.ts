// Enlist (702.154a): "As this creature attacks, you may tap up to one untapped creature you control
// that you didn't choose to attack with and that either has haste or has been under your control
// continuously since this turn began. When you do, this creature gets +X/+0 until end of turn,
// where X is the tapped creature's power." The tap is an optional cost to attack (508.1g, paid
// at 508.1h once the attack is legal), chosen with `choose: {enlist: {ATTACKER: CREATURE}}`
// (without one, no creature is enlisted); paying it triggers the linked reflexive ability (607.2h),
// whose X is read as it resolves (608.2h).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Ability } from '../oracle/ast.ts';
import { characteristics } from './characteristics.ts';
import { sourceInfo } from './events.ts';
import { IllegalAction } from './illegal.ts';
import { becameTapped } from './tapping.ts';
import { queueTrigger } from './triggers/handler.ts';
import { withCode } from './triggers/keywords.ts';
import { takeChoice, trace, type Game } from './state.ts';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

export function payEnlistCosts(game: Game): void {
  const attackers = game.combat.attackers.map((a) => game.battlefield.find((p) => p.id === a.id)!).filter((p) => characteristics(game, p).abilities.some((a) => a.kind === 'enlist'));
  if (!attackers.length) return;
  const wanted = takeChoice(game, game.active, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'enlist' in v && typeof (v as { enlist: unknown }).enlist === 'object' ? ((v as { enlist: Record<string, string> }).enlist) : undefined));
  if (!wanted) return;
  const used = new Set<string>();
  for (const [attackerName, helperName] of Object.entries(wanted)) {
    const attacker = attackers.find((p) => p.id === attackerName || characteristics(game, p).name.toLowerCase() === attackerName.toLowerCase());
    if (!attacker) throw new IllegalAction(say('illegal.notEnlisting', { card: attackerName, keyword: say('term.keyword', { keyword: 'enlist' }) }), cite('enlist'));
    const c = characteristics(game, attacker);
    const enlists = c.abilities.filter((a) => a.kind === 'enlist');
    const helper = game.battlefield.find((p) => p.id === helperName || characteristics(game, p).name.toLowerCase() === String(helperName).toLowerCase());
    if (!helper) throw new IllegalAction(say('illegal.cantEnlist', { card: c.name, helper: String(helperName), why: say('enlist.noSuch', {}) }), cite('enlist'));
    const h = characteristics(game, helper);
    const problem = helper.controller !== game.active ? 'not-yours'
      : !h.types.includes('Creature') ? 'not-creature'
      : game.combat.attackers.some((a) => a.id === helper.id) ? 'attacking'
      : helper.tapped ? 'tapped'
      : helper.sick && !h.keywords.has('haste') ? 'sick'
      : used.has(helper.id) ? 'enlisted'
      : null;
    if (problem) throw new IllegalAction(say('illegal.cantEnlist', { card: c.name, helper: h.name, why: say('enlist.helper', { helper: h.name, player: game.active, why: problem }) }), cite('enlist', 'attackCosts'));
    used.add(helper.id);
    helper.tapped = true;
    becameTapped(game, helper, true);
    trace(game, 'cost', say('combat.enlists', { attacker: c.name, helper: h.name }), cite('enlist', 'attackCosts'));
    // One instance of enlist is paid; its linked reflexive trigger (702.154d).
    const ability: Triggered = { kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: [{ type: 'modify-pt', objects: { ref: 'self' }, power: { of: 'stat', stat: 'power', object: { ref: 'event-object' } }, toughness: 0, duration: 'until-end-of-turn' }], text: `When you do, ${c.name} gets +X/+0 until end of turn, where X is ${h.name}'s power.`, line: enlists[0]!.line };
    queueTrigger(game, { controller: attacker.controller, source: sourceInfo(game, attacker, c), ability: withCode(ability, 'enlist'), reason: say('combat.enlists', { attacker: c.name, helper: h.name }), event: { object: helper.id } });
  }
}
