// "The sacrificed creature" names what was sacrificed to pay the cost of the spell or ability
// saying it (601.2h, 602.2b), read by its last known information (608.2h). Only an ability with
// such a cost can say it: an activated ability whose costs sacrifice a permanent, or a spell with
// "As an additional cost to cast this spell, sacrifice …" on another line. Anywhere else ("You may
// sacrifice a creature. If you do, … the sacrificed creature's power" — an instruction, not a
// cost) it would name nothing, so the line is refused rather than read as 0.
import type { Ability } from './ast.ts';
import type { ParsedLine } from './parse.ts';

const SAYS_SACRIFICED = '"ref":"sacrificed"';
const sacrificeCost = (c: { type: string }): boolean => c.type === 'sacrifice';

/** The lines with each ability naming "the sacrificed …" refused unless it has a sacrifice cost. */
export function withSacrificedChecked(lines: ParsedLine[], cardName: string): ParsedLine[] {
  // Only a line whose words say "sacrificed" can hold the reference: the others are not serialised.
  if (!lines.some((l) => 'abilities' in l && /sacrificed/i.test(l.text) && JSON.stringify(l.abilities).includes(SAYS_SACRIFICED))) return lines;
  const spellSacrifices = lines.some((l) => 'abilities' in l && l.abilities.some((a) => a.kind === 'additional-cost' && sacrificeCost(a.cost)));
  const paid = (a: Ability): boolean => (a.kind === 'activated' ? a.costs.some(sacrificeCost) : a.kind === 'spell' && spellSacrifices);
  return lines.map((l) =>
    'abilities' in l && l.abilities.some((a) => JSON.stringify(a).includes(SAYS_SACRIFICED) && !paid(a))
      ? { line: l.line, text: l.text, error: `line ${l.line} of ${cardName}'s text is not understood: "${l.text}" (no cost of it sacrifices what "the sacrificed" names)` }
      : l,
  );
}
