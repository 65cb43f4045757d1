// Restricted mana (106.6): "Spend this mana only to cast creature spells", "… or activate abilities
// of artifacts". Such mana is in its player's pool like any other (it empties with it, 500.5) and
// `Player.restrictedMana` says which part of the pool it is and what it may pay for. A payment
// knows what it is for (`ManaUse`: the spell being cast, or the permanent whose ability is being
// activated): restricted mana that may pay it is spent first — the better choice for its owner, as
// it can pay fewer things — and restricted mana that may not is set aside. A payment for anything
// else (a cost paid as a spell resolves, cycling from the hand) can't use restricted mana at all.
import type { ManaSpend } from '../oracle/verbs.ts';
import { matches } from './match.ts';
import type { Game, Permanent, Player, RestrictedMana, StackItem } from './state.ts';

/** What a payment is for: casting this spell (it is on the stack as its costs are paid, 601.2a), or activating an ability of this permanent. */
export type ManaUse = { spell: StackItem } | { ability: Permanent; /** the ability's cost also has {T}: the permanent isn't tapped for mana to pay it */ tapsIt?: true };

/** Adds mana that may pay only for what `spend` allows. */
export function addRestrictedMana(p: Player, mana: readonly string[], spend: ManaSpend): void {
  p.manaPool.push(...mana);
  p.restrictedMana = [...(p.restrictedMana ?? []), ...mana.map((m) => ({ mana: m, spend }))];
}

/** Whether mana restricted by `spend` may pay for `use`. */
export function spendFits(game: Game, who: string, spend: ManaSpend, use: ManaUse | undefined): boolean {
  if (!use) return false;
  if ('spell' in use) return spend.spells !== undefined && matches(game, { kind: 'spell', item: use.spell }, spend.spells, { you: who });
  if (spend.abilities === undefined) return false;
  return spend.abilities === 'any' || matches(game, { kind: 'permanent', permanent: use.ability }, spend.abilities, { you: who });
}

const countOf = (list: readonly string[], m: string): number => list.reduce((n, x) => n + (x === m ? 1 : 0), 0);

/** The pool a payment for `use` draws on — the restricted mana it may spend first, then ordinary mana — and the restricted mana set aside. */
export function poolFor(game: Game, p: Player, use: ManaUse | undefined): { pool: string[]; allowed: RestrictedMana[]; aside: RestrictedMana[] } {
  const entries = p.restrictedMana ?? [];
  if (!entries.length) return { pool: [...p.manaPool], allowed: [], aside: [] };
  const allowed = entries.filter((e) => spendFits(game, p.name, e.spend, use));
  const aside = entries.filter((e) => !allowed.includes(e));
  const ordinary = [...p.manaPool];
  for (const e of entries) {
    const i = ordinary.indexOf(e.mana);
    if (i >= 0) ordinary.splice(i, 1);
  }
  return { pool: [...allowed.map((e) => e.mana), ...ordinary], allowed, aside };
}

/**
 * The pool after a payment: what is left of the pool it drew on, with the restricted mana set aside. Each symbol
 * was spent from its restricted copies first, so of the allowed restricted mana of a symbol what is left is what is
 * left of that symbol beyond the ordinary copies the payment started with.
 */
export function afterPayment(p: Player, drawnOn: readonly string[], left: readonly string[], allowed: readonly RestrictedMana[], aside: readonly RestrictedMana[]): void {
  const still: RestrictedMana[] = [];
  for (const m of new Set(allowed.map((e) => e.mana))) {
    const mine = allowed.filter((e) => e.mana === m);
    const ordinary = countOf(drawnOn, m) - mine.length;
    still.push(...mine.slice(mine.length - Math.max(0, Math.min(mine.length, countOf(left, m) - ordinary))));
  }
  p.manaPool = [...left, ...aside.map((e) => e.mana)];
  const restricted = [...aside, ...still];
  p.restrictedMana = restricted.length ? restricted : undefined;
}
