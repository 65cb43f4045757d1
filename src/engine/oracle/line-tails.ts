// Sentences that close a line and modify the ability read before them, rather than adding an
// instruction: "Spend this mana only to …" / "This mana can't be spent to …" (106.6, oracle/mana-spend.ts) and "This ability costs {N}
// less to activate for each … / if …" (601.2f via 602.2b). The line before the sentence is read as
// usual, then the sentence changes what it read. Found by a cheap test of the words after a period, so
// no other line pays for them.
import { abilityZone, type AbilityBody, type AbilityCostReduction } from './ast.ts';
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
  // Only an ability activated on the battlefield (casting.ts reduces its cost); one activated from a hand or a graveyard is paid elsewhere.
  if (!body || body.kind !== 'activated' || body.isManaAbility || !body.costs.some((k) => k.type === 'mana') || abilityZone(body) !== 'battlefield') return null;
  return [{ ...body, costReduction: reduction }];
}

const after = (tokens: Token[], i: number, ...words: string[]): boolean => tokens[i - 1]?.raw === '.' && words.every((w, k) => tokens[i + k]?.raw === w);

/** The closing sentence of the line, if it has one these readers know. */
export function lineTail(tokens: Token[]): LineTail | null {
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
