// Creatures an effect acts on as it resolves ("creatures you control", "each other creature
// your opponents control", "Goblins you control"): read as a CreatureGroup, whose members are
// fixed when the effect begins (611.2c). Static abilities' groups are `group` in phrases.ts.
import type { CreatureGroup } from './ast.ts';
import { alt, lit, map, oneOf, opt, seq, type Parser } from './grammar.ts';
import { typedCreatures } from './phrases.ts';

const controller = oneOf<CreatureGroup['controller']>([
  ['you control', 'you'],
  ['your opponents control', 'opponents'],
  ['an opponent controls', 'opponents'],
]);
const quantifier = oneOf<'all' | 'each'>([['all', 'all'], ['each', 'each']]);
// '' for creatures of any type (a parser's null means "no reading").
const creatures: Parser<string> = alt<string>(map(alt(lit('creatures'), lit('creature')), () => ''), typedCreatures);

/** "Enchanted creature", "equipped creature": the permanent the source is attached to. */
export const hostCreature: Parser<CreatureGroup> = map(alt(lit('enchanted creature'), lit('equipped creature')), () => ({ controller: 'any', other: false, host: true }));

// cov-tail: "attacking creatures", "blocking creatures" (506.4: only while in combat).
const combat = oneOf<'attacking' | 'blocking'>([['attacking', 'attacking'], ['blocking', 'blocking']]);

/** "[all | each] [other] [attacking | blocking] [TYPE] creature(s) [you control | your opponents control]": a quantifier, a combat state or a controller is required. */
export const creatureGroup: Parser<CreatureGroup> = map(seq(opt(quantifier), opt(lit('other')), opt(combat), creatures, opt(controller)), ([q, other, state, type, who]) => {
  if (q === undefined && who === undefined && state === undefined) return null;
  return { controller: who ?? 'any', other: other !== undefined, ...(type ? { creatureType: type } : {}), ...(state ? { combat: state } : {}) };
});
