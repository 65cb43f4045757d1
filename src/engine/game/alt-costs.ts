// keywords whose alternative cost (118.9) comes with a condition, an extra part or a
// consequence, read by oracle/entries/alt-costs.ts. A scenario casts for one with
// `altCost: KEYWORD` (and `returning: CREATURE` for the creature web-slinging or sneak returns):
// - surge (702.117a): only if its caster has cast another spell this turn;
// - spectacle (702.137a): only if an opponent lost life this turn (Player.lostLifeTurn);
// - web-slinging (702.188a): also return a tapped creature you control to its owner's hand;
// - sneak (702.190a): any time its caster could cast an instant during their declare blockers
//   step, also returning an unblocked attacking creature they control; a permanent spell enters
//   tapped and attacking what that creature attacked (702.190b);
// - blitz (702.152a): the permanent has haste and "When this permanent is put into a graveyard
//   from the battlefield, draw a card", and is sacrificed at the beginning of the next end step;
// - warp (702.185a): only from the hand; the permanent is exiled at the beginning of the next end
//   step, and its owner may cast it from exile after this turn (game/exile-cast.ts, `from: exile`);
// - prowl (702.76a), freerunning (702.173a): only if a player was dealt combat damage this turn by
//   a source its caster controlled with one of the spell's creature types / an Assassin creature
//   (game.combatDamageToPlayers, kept by events.ts). A replayed game has no commanders, so
//   freerunning's "or a commander" never applies;
// - overload (702.96a): the spell is cast with its text's "target" read as "each" (the effects
//   oracle/entries/alt-costs.ts kept), so it has no targets (702.96b);
// - awaken (702.113a): the spell also puts N +1/+1 counters on a target land its caster controls,
//   which becomes a 0/0 Elemental creature with haste for the rest of the game (`keywordCostAdds`).
import { cite } from '../citations.ts';
import type { Ability, Effect, KeywordCost } from '../oracle/ast.ts';
import { formatMana } from '../oracle/mana.ts';
import { say, type Message, type Text } from '../messages/message.ts';
import { characteristics } from './characteristics.ts';
import { CREATURE_TYPES } from '../oracle/creature-types.ts';
import { spellsCastThisTurn } from './cast-more.ts';
import { leaveBattlefield } from './events.ts';
import { IllegalAction } from './illegal.ts';
import { nextTimestamp, noteDefault, trace, type Card, type Game, type Permanent, type SourceInfo, type StackItem } from './state.ts';
import { delayOn } from './delayed.ts';
import { findPermanent } from './targets.ts';

type Code = Parameters<typeof cite>[number];
const RULE: Record<KeywordCost, Code> = { surge: 'surge', spectacle: 'spectacle', blitz: 'blitz', 'web-slinging': 'webSlinging', sneak: 'sneak', warp: 'warp', prowl: 'prowl', freerunning: 'freerunning', overload: 'overload', bestow: 'bestow', awaken: 'awaken' };

/** The combat damage dealt to players this turn by sources `who` controlled, as those sources were then. */
const combatDamageThisTurn = (game: Game, who: string) => (game.combatDamageToPlayers ?? []).filter((d) => d.turn === game.turn && d.controller === who);

/** Whether its caster may cast it during this declare blockers step for its sneak cost (702.190a). */
export function sneakWindow(game: Game, who: string): boolean {
  return game.active === who && game.step === 'declare-blockers';
}

/** Why the keyword's alternative cost can't be paid now, or null. */
function conditionProblem(game: Game, who: string, card: Card, keyword: KeywordCost, fromHand: boolean): Message | null {
  switch (keyword) {
    case 'warp':
      return fromHand ? null : say('altCost.warpFromHand', {});
    case 'surge':
      return spellsCastThisTurn(game).some((s) => s.player === who) ? null : say('altCost.noOtherSpell', { player: who });
    case 'spectacle':
      return game.players.some((p) => p.name !== who && p.lostLifeTurn === game.turn) ? null : say('altCost.noOpponentLostLife', {});
    case 'sneak':
      return sneakWindow(game, who) ? null : say('altCost.notDeclareBlockers', { player: who });
    case 'prowl': {
      const all = card.def.abilities.some((a) => a.kind === 'static' && a.effect.type === 'cda-all-creature-types');
      const types = card.def.subtypes.filter((t) => CREATURE_TYPES.has(t));
      const hit = combatDamageThisTurn(game, who).some((d) => d.subtypes.some((t) => CREATURE_TYPES.has(t) && (all || types.includes(t))));
      return hit ? null : say('altCost.prowl', { player: who, types: types.join(', ') });
    }
    case 'freerunning':
      return combatDamageThisTurn(game, who).some((d) => d.creature && d.subtypes.includes('Assassin')) ? null : say('altCost.freerunning', { player: who });
    default:
      return null;
  }
}

/** Overload (702.96a-b): the spell's instructions with "each" for "target", so it has no targets. */
export function overloadedEffects(game: Game, card: Card): Effect[] {
  const a = card.def.abilities.find((x): x is Extract<Ability, { kind: 'keyword-cost' }> => x.kind === 'keyword-cost' && x.keyword === 'overload');
  if (!a?.overloaded) throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: 'overload' }) }), cite('overload'));
  trace(game, 'note', say('cast.overloaded', { spell: card.def.name }), cite('overload', 'overloadNoTargets', 'overloadTextChange'));
  return a.overloaded;
}

/** What the spell also does when cast for the keyword's cost (awaken, 702.113a: counters on a target land, which becomes a creature), after its own instructions. */
export function keywordCostAdds(card: Card, keyword: KeywordCost | undefined): Effect[] {
  if (!keyword) return [];
  return card.def.abilities.find((x): x is Extract<Ability, { kind: 'keyword-cost' }> => x.kind === 'keyword-cost' && x.keyword === keyword)?.adds ?? [];
}

/** The keyword cost paid rather than the mana cost, when the scenario says `altCost: KEYWORD` (118.9). */
export function keywordCostOf(game: Game, who: string, card: Card, wanted: KeywordCost | undefined, otherAlternative: boolean, fromHand: boolean): { keyword: KeywordCost; cost: string[] } | null {
  if (!wanted) return null;
  const a = card.def.abilities.find((x): x is Extract<Ability, { kind: 'keyword-cost' }> => x.kind === 'keyword-cost' && x.keyword === wanted);
  if (!a) throw new IllegalAction(say('illegal.hasNo', { card: card.def.name, keyword: say('term.keyword', { keyword: wanted }) }), cite(RULE[wanted]));
  if (otherAlternative) throw new IllegalAction(say('illegal.oneAlternativeCost', { card: card.def.name }), cite('alternativeCost', 'oneAlternativeCost'));
  const problem = conditionProblem(game, who, card, wanted, fromHand);
  if (problem) throw new IllegalAction(say('illegal.altCostNow', { card: card.def.name, keyword: say('term.keyword', { keyword: wanted }), why: problem }), cite(RULE[wanted]));
  trace(game, 'note', say('cast.keywordCost', { spell: card.def.name, keyword: say('term.keyword', { keyword: wanted }), cost: formatMana(a.cost) }), cite(RULE[wanted], 'alternativeCost', 'castTotalCost'));
  return { keyword: wanted, cost: a.cost };
}

/**
 * The creature a cost returns to its owner's hand (601.2h, 602.2b): a tapped creature its payer
 * controls (web-slinging) or an unblocked attacking one (sneak, ninjutsu: unblocked only once
 * blockers are declared, 509.1h) — the one named by `returning`, else the first that fits.
 * Returns it with what it was attacking, after moving it.
 */
export function returnForCost(game: Game, who: string, what: 'tapped' | 'unblocked', wanted: string | undefined, forWhat: Text, rule: Code): { defender: string; planeswalker?: string } | undefined {
  const fits = (p: Permanent): boolean => {
    if (p.controller !== who || !characteristics(game, p).types.includes('Creature')) return false;
    if (what === 'tapped') return p.tapped;
    return game.combat.declaredBlockers && game.combat.attackers.some((a) => a.id === p.id) && !game.combat.blocked.includes(p.id);
  };
  let perm: Permanent | undefined;
  if (wanted !== undefined) {
    perm = findPermanent(game, wanted, 'returning');
    if (!fits(perm)) throw new IllegalAction(say('illegal.cantReturn', { card: perm.card.def.name, what, player: who, forWhat }), cite(rule, 'cantPay'));
  } else {
    perm = game.battlefield.find(fits);
    if (!perm) throw new IllegalAction(say('illegal.nothingToReturn', { player: who, what, forWhat }), cite(rule, 'cantPay'));
    noteDefault(game, say('default.returnFirst', { what: forWhat, card: perm.card.def.name }));
  }
  const attack = game.combat.attackers.find((a) => a.id === perm!.id);
  leaveBattlefield(game, [{ object: perm, to: 'hand', why: say('why.returnedForCost', { what: forWhat }), rules: cite(rule, 'castPay') }]);
  return attack && { defender: attack.defender, ...(attack.planeswalker ? { planeswalker: attack.planeswalker } : {}) };
}

/** Web-slinging's and sneak's other part, paid with the mana (601.2h); sneak remembers what the returned creature attacked. */
export function payReturnCost(game: Game, who: string, item: StackItem, keyword: KeywordCost, wanted: string | undefined): void {
  if (keyword !== 'web-slinging' && keyword !== 'sneak') {
    if (wanted !== undefined) throw new IllegalAction(say('illegal.returnsNothing', { spell: item.source.name, keyword: say('term.keyword', { keyword }) }), cite(RULE[keyword]));
    return;
  }
  const attack = returnForCost(game, who, keyword === 'sneak' ? 'unblocked' : 'tapped', wanted, say('for.keywordCost', { card: item.source.name, keyword: say('term.keyword', { keyword }) }), RULE[keyword]);
  if (keyword === 'sneak' && attack) item.sneakAttack = attack;
}

/** "When this permanent is put into a graveyard from the battlefield, draw a card." — what blitz grants (702.152a). */
const BLITZ_DRAW: Extract<Ability, { kind: 'triggered' }> = { kind: 'triggered', trigger: { on: 'put-into-graveyard', object: 'self' }, effects: [{ type: 'draw', players: { ref: 'you' }, amount: 1 }], text: 'When this permanent is put into a graveyard from the battlefield, draw a card.', line: 0 };

/** The permanent a spell cast for a keyword cost becomes, as it enters: blitz's haste, draw and sacrifice (702.152a); sneak's attack (702.190b). */
export function keywordCostEnters(game: Game, perm: Permanent, item: StackItem, source: SourceInfo): void {
  if (item.altCost === 'blitz') {
    // "As long as this permanent's blitz cost was paid": for as long as it is this object (400.7).
    game.floating.push({ timestamp: nextTimestamp(game), duration: { kind: 'indefinitely' }, objectId: perm.id, sourceName: perm.card.def.name, change: { layer: '6', keyword: 'haste' } });
    game.floating.push({ timestamp: nextTimestamp(game), duration: { kind: 'indefinitely' }, objectId: perm.id, sourceName: perm.card.def.name, change: { layer: '6', ability: BLITZ_DRAW } });
    delayOn(game, 'next-end-step', [perm], { type: 'sacrifice', objects: { ref: 'previous' } }, { controller: perm.controller, source, text: `Sacrifice ${perm.card.def.name} at the beginning of the next end step.`, keyword: 'blitz' });
    trace(game, 'note', say('cast.blitzEnters', { card: perm.card.def.name }), cite('blitz', 'delayedTrigger'));
  }
  if (item.altCost === 'warp') {
    delayOn(game, 'next-end-step', [perm], { type: 'exile', objects: { ref: 'previous' }, warped: true }, { controller: perm.controller, source, text: `Exile ${perm.card.def.name} at the beginning of the next end step.`, keyword: 'warp' });
    trace(game, 'note', say('cast.warpEnters', { card: perm.card.def.name }), cite('warp', 'delayedTrigger'));
  }
  if (item.altCost === 'sneak' && item.sneakAttack) enterAttacking(game, perm, item.sneakAttack, 'sneakAttacking');
}

/**
 * A creature put onto the battlefield attacking what another attacker attacked (702.190b,
 * 702.49c): never declared as an attacker, so "whenever it attacks" doesn't trigger (508.3a);
 * during the declare blockers step or later it is unblocked (506.3d). A noncreature permanent, or
 * a planeswalker no longer there to attack, leaves it entered but not attacking (506.3a, 506.3c).
 */
export function enterAttacking(game: Game, perm: Permanent, attack: { defender: string; planeswalker?: string }, rule: Code): void {
  const pw = attack.planeswalker ? game.battlefield.find((p) => p.id === attack.planeswalker) : undefined;
  if (!characteristics(game, perm).types.includes('Creature') || (attack.planeswalker && !pw)) {
    trace(game, 'note', say('combat.entersNotAttacking', { card: perm.card.def.name }), cite(rule, 'enterAttackingNoncreature', 'enterAttackingGone'));
    return;
  }
  game.combat.attackers.push({ id: perm.id, ...attack });
  trace(game, 'attack', say('combat.entersAttacking', { card: perm.card.def.name, defender: pw ? pw.card.def.name : attack.defender }), cite(rule, 'enterAttackingUnblocked', 'enterAttackingNoTrigger'));
}
