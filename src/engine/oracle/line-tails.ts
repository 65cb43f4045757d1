// Sentences that close a line and modify the ability read before them, rather than adding an
// instruction: "Spend this mana only to …" / "This mana can't be spent to …" (106.6, oracle/mana-spend.ts) and "This ability costs {N}
// less to activate for each … / if …" (601.2f via 602.2b). The line before the sentence is read as
// usual, then the sentence changes what it read. Found by a cheap test of the words after a period, so
// no other line pays for them.
import type { AbilityBody, AbilityCostReduction, Effect } from './ast.ts';
import { alt, lit, map, opt, parseAll, seq, token, type Parser } from './grammar.ts';
import type { Token } from './tokenize.ts';
import { readSpend, withSpend } from './mana-spend.ts';
import { staticCounted } from './static-groups.ts';
import { condition } from './entries/statics-conditional.ts';

/** A closing sentence: where it begins, and what it does to the abilities read before it (null: refused). */
export interface LineTail { at: number; apply: (bodies: AbilityBody[]) => AbilityBody[] | null }

const generic = token((t) => (t.k === 'sym' && /^\d+$/.test(t.raw) ? Number(t.raw) : null));
const abilityCost: Parser<AbilityCostReduction> = map(
  seq(lit('this ability costs'), generic, lit('less to activate'), alt<Omit<AbilityCostReduction, 'amount'>>(map(seq(lit('for each'), staticCounted), ([, forEach]) => ({ forEach })), map(seq(lit('if'), condition), ([, c]) => ({ condition: c }))), opt(lit('.'))),
  ([, amount, , how]) => (amount > 0 ? { amount, ...how } : null),
);

/** The activated ability read before the sentence, with its cost reduction; null for anything else. */
function withCostReduction(bodies: AbilityBody[], reduction: AbilityCostReduction): AbilityBody[] | null {
  const body = bodies.length === 1 ? bodies[0]! : undefined;
  // An ability activated on the battlefield (game/casting.ts), from the hand (channel) or from the graveyard (game/zone-abilities.ts) is reduced as it is activated.
  if (!body || body.kind !== 'activated' || body.isManaAbility || !body.costs.some((k) => k.type === 'mana')) return null;
  return [{ ...body, costReduction: reduction }];
}

const after = (tokens: Token[], i: number, ...words: string[]): boolean => tokens[i - 1]?.raw === '.' && words.every((w, k) => tokens[i + k]?.raw === w);

/** "Until end of turn, you don't lose this mana as steps [and phases] end." — the last sentence of a line (the mana stays until the cleanup step ends). */
const keepTail: Parser<'turn'> = map(seq(lit("until end of turn , you don't lose this mana as steps"), opt(lit('and phases')), lit('end'), opt(lit('.'))), () => 'turn' as const);

/** Each `add-mana` among the effects (and inside their groups) kept until end of turn or combat; null when none adds mana, or one's mana is restricted (106.6: that part of the pool empties as steps end). */
function keptEffects(effects: readonly Effect[], keep: 'turn' | 'combat', found: { n: number }): Effect[] | null {
  const out: Effect[] = [];
  for (const e of effects) {
    if (e.type === 'add-mana') {
      if (e.spend || e.untilEndOfCombat || e.untilEndOfTurn) return null;
      found.n++;
      out.push(keep === 'turn' ? { ...e, untilEndOfTurn: true } : { ...e, untilEndOfCombat: true });
    } else if (e.type === 'group') {
      const g: Record<string, unknown> = { ...e };
      for (const k of ['effects', 'otherwise', 'ifYouDo', 'ifYouDont'] as const) {
        const list = e[k];
        if (!list) continue;
        const kept = keptEffects(list as Effect[], keep, found);
        if (!kept) return null;
        g[k] = kept;
      }
      out.push(g as Effect);
    } else out.push(e);
  }
  return out;
}

/** The one ability read before the sentence, its mana kept; null when it adds none ("this mana" would name nothing). */
function withKeptMana(bodies: AbilityBody[], keep: 'turn' | 'combat'): AbilityBody[] | null {
  const body = bodies.length === 1 ? bodies[0]! : undefined;
  if (!body || !('effects' in body) || !Array.isArray(body.effects) || ('modes' in body && body.modes)) return null;
  const found = { n: 0 };
  const effects = keptEffects(body.effects as Effect[], keep, found);
  return effects && found.n > 0 ? [{ ...body, effects } as AbilityBody] : null;
}

/** The closing sentence of the line, if it has one these readers know. */
export function lineTail(tokens: Token[]): LineTail | null {
  // "… Until end of turn, you don't lose this mana as steps and phases end." closes the line; a sentence before it may close the rest.
  for (let i = tokens.length - 12; i > 0; i--) {
    if (!after(tokens, i, 'until', 'end', 'of')) continue;
    const keep = parseAll(keepTail, tokens.slice(i));
    if (!keep) break;
    const inner = lineTail(tokens.slice(0, i));
    return {
      at: inner ? inner.at : i,
      apply: (bodies) => {
        const read = inner ? inner.apply(bodies) : bodies;
        return read && withKeptMana(read, keep);
      },
    };
  }
  for (let i = 1; i + 3 < tokens.length; i++) {
    if (after(tokens, i, 'spend', 'this', 'mana', 'only') || after(tokens, i, 'this', 'mana', "can't", 'be', 'spent')) {
      const spend = readSpend(tokens.slice(i));
      return { at: i, apply: (bodies) => (spend ? withSpend(bodies, spend) : null) };
    }
    if (after(tokens, i, 'this', 'ability', 'costs')) {
      const reduction = parseAll(abilityCost, tokens.slice(i));
      return { at: i, apply: (bodies) => (reduction ? withCostReduction(bodies, reduction) : null) };
    }
  }
  return null;
}
