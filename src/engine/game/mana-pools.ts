// Mana pools as steps end (500.5, 106.4): what is in them empties — except mana an effect says
// lasts until end of combat (firebending, 702.189a: "Until end of combat, you don't lose this
// mana as steps and phases end"), which stays while combat goes on. The pool is one list of
// symbols; the kept part is `Player.keptMana`, a sub-multiset of it. When a cost is paid the
// player spends ordinary mana before the kept mana (the kept mana lasts longer, so this is
// always the better choice): the kept part is what remains of it in the pool, found again
// after every payment. A core rule of the turn (turn.ts calls it), with no mechanic of its own.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Step } from '../types.ts';
import { trace, type Game, type Player } from './state.ts';

/** Adds mana that stays in the pool until end of combat. */
export function addManaUntilEndOfCombat(p: Player, mana: readonly string[]): void {
  p.manaPool.push(...mana);
  p.keptMana = [...(p.keptMana ?? []), ...mana];
}

/** Adds mana that stays in the pool until the turn ends ("Until end of turn, you don't lose this mana as steps and phases end"). */
export function addManaUntilEndOfTurn(p: Player, mana: readonly string[]): void {
  p.manaPool.push(...mana);
  p.turnMana = [...(p.turnMana ?? []), ...mana];
}

/** Adds mana a snow source produced (107.4h: it can pay {S}). */
export function addSnowMana(p: Player, mana: readonly string[]): void {
  p.snowMana = [...(p.snowMana ?? []), ...mana];
}

/** The part of `part` still in the pool, `part` a sub-multiset of it before a payment. */
function stillThere(pool: readonly string[], part: readonly string[] | undefined): string[] | undefined {
  if (!part) return undefined;
  const left = [...pool];
  const out: string[] = [];
  for (const m of part) {
    const i = left.indexOf(m);
    if (i >= 0) out.push(...left.splice(i, 1));
  }
  return out.length ? out : undefined;
}

/** The kept mana and the snow mana still in the pool: ordinary mana is spent first (the better choice for its owner: kept mana lasts longer, snow mana pays more). */
export function settleKeptMana(p: Player): void {
  // The mana kept longest is spent last: what is left is the turn's first, then combat's from the rest.
  p.turnMana = stillThere(p.manaPool, p.turnMana);
  const rest = [...p.manaPool];
  for (const m of p.turnMana ?? []) rest.splice(rest.indexOf(m), 1);
  p.keptMana = stillThere(rest, p.keptMana);
  p.snowMana = stillThere(p.manaPool, p.snowMana);
}

const COMBAT_STEPS_BEFORE_END = new Set<Step>(['beginning-of-combat', 'declare-attackers', 'declare-blockers', 'combat-damage']);

/** Empties the mana pools as a step ends (500.5), keeping mana that lasts until end of combat while combat goes on. */
export function emptyManaPools(game: Game): void {
  const inCombat = COMBAT_STEPS_BEFORE_END.has(game.step);
  for (const p of game.players) {
    settleKeptMana(p);
    const keptCombat = inCombat ? (p.keptMana ?? []) : [];
    // Mana kept until end of turn is lost only as the cleanup step ends (514.2: "until end of turn" effects end in it).
    const keptTurn = game.step !== 'cleanup' ? (p.turnMana ?? []) : [];
    const kept = [...keptCombat, ...keptTurn];
    const lost = [...p.manaPool];
    for (const m of kept) lost.splice(lost.indexOf(m), 1);
    if (lost.length) trace(game, 'mana', say('turn.manaEmpties', { player: p.name, mana: formatPool(lost) }), cite('manaEmpties'));
    if (keptCombat.length) trace(game, 'mana', say('turn.manaKeptUntilEndOfCombat', { player: p.name, mana: formatPool(keptCombat) }), cite('firebending'));
    if (keptTurn.length) trace(game, 'mana', say('turn.manaKeptUntilEndOfTurn', { player: p.name, mana: formatPool(keptTurn) }), cite('manaEmpties', 'manaPool', 'cleanupDamage'));
    p.manaPool = [...kept];
    p.keptMana = keptCombat.length ? [...keptCombat] : undefined;
    p.turnMana = keptTurn.length ? [...keptTurn] : undefined;
    // Restricted mana (106.6) is never mana that lasts until end of combat: it empties.
    p.restrictedMana = undefined;
    p.snowMana = stillThere(p.manaPool, p.snowMana);
  }
}

const formatPool = (mana: readonly string[]): string => mana.map((m) => `{${m}}`).join('');
