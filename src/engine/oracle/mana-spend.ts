// Restricted mana (106.6: "Some spells or abilities that produce mana restrict how that mana can be
// spent"): "Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of
// artifacts." The restriction is a sentence after the instruction that adds the mana; it becomes
// the `spend` parameter of each `add-mana` of that ability (oracle/verbs.ts), and game/restricted-mana.ts
// keeps the mana apart in the pool so it pays only for what the sentence allows.
//
// Read: "to cast FILTER spell(s)" (any description the spell phrase reads), "to activate abilities",
// "to activate an ability", "to activate abilities of FILTERs" / "of FILTER sources", "to activate an
// ability of a FILTER source", joined by "or" ("… or to activate …"). And the negative form of the
// Powerstone (111.10h): "This mana can't be spent to cast a nonartifact spell" — it may pay for an
// artifact spell or any ability, which is `{spells: artifact, abilities: 'any'}` (a payment the engine
// doesn't tie to a spell or an ability uses no restricted mana, game/restricted-mana.ts). Anything
// else ("on costs that contain {X}", "to turn permanents face up", "spells of the chosen type",
// "to pay generic mana costs") stays refused.
import type { AbilityBody, Effect } from './ast.ts';
import { spellFilter, permanentFilter } from './filter-grammar.ts';
import { alt, lit, map, opt, parseAll, seq, sepBy1, type Parser } from './grammar.ts';
import type { Token } from './tokenize.ts';
import type { Filter } from './vocabulary.ts';
import type { ManaSpend } from './verbs.ts';

const article = opt(alt(lit('a'), lit('an')));
type Use = { spells: Filter } | { abilities: Filter | 'any' };

/** "cast a creature spell", "cast instant and sorcery spells". */
const castUse: Parser<Use> = map(seq(lit('cast'), alt(map(seq(article, spellFilter.one), ([, f]) => f), spellFilter.many)), ([, spells]) => ({ spells }));
/** Whose abilities: "of artifacts", "of an artifact", "of an Ally source", "of creature sources". */
const abilitySource: Parser<Filter> = alt(
  map(seq(lit('of'), permanentFilter.many, opt(lit('sources'))), ([, f]) => f),
  map(seq(lit('of'), article, permanentFilter.one, opt(lit('source'))), ([, , f]) => f),
  // "of creature sources", "of outlaw sources": the noun in the singular before "sources".
  map(seq(lit('of'), permanentFilter.one, lit('sources')), ([, f]) => f),
);
/** "activate abilities [of …]", "activate an ability [of …]". */
const activateUse: Parser<Use> = map(seq(lit('activate'), alt(lit('abilities'), lit('an ability')), opt(abilitySource)), ([, , of]) => ({ abilities: of ?? 'any' }));
const uses: Parser<ManaSpend | null> = map(sepBy1(map(seq(opt(lit('to')), alt(castUse, activateUse)), ([, u]) => u), alt(lit('or'), lit(', or'))), (list) => {
  const spells = list.flatMap((u) => ('spells' in u ? [u.spells] : []));
  const abilities = list.flatMap((u) => ('abilities' in u ? [u.abilities] : []));
  if (spells.length > 1 || abilities.length > 1) return null;
  return { ...(spells[0] ? { spells: spells[0] } : {}), ...(abilities[0] ? { abilities: abilities[0] } : {}) };
});
/** "can't be spent to cast a nonartifact spell" (111.10h): the filter's one negated card type made positive; any other filter is refused. */
const notCast: Parser<ManaSpend | null> = map(
  seq(lit("this mana can't be spent to cast"), alt(map(seq(article, spellFilter.one), ([, f]) => f), spellFilter.many)),
  ([, f]) => {
    const { notTypes, spell, ...rest } = f;
    return spell && notTypes?.length === 1 && !Object.keys(rest).length ? { spells: { types: [...notTypes], spell: true }, abilities: 'any' } : null;
  },
);
const sentence: Parser<ManaSpend | null> = alt(
  map(seq(lit('spend this mana only'), uses, opt(lit('.'))), ([, s]) => s),
  map(seq(notCast, opt(lit('.'))), ([s]) => s),
);

/** The restriction the sentence says, or null when it is not one the engine can keep. */
export function readSpend(tokens: Token[]): ManaSpend | null {
  return parseAll(sentence, tokens) ?? null;
}

/**
 * The abilities read from the line before the sentence, each `add-mana` given the restriction — only when every
 * instruction of the one ability adds mana (the sentence says what "this mana" is; with anything else it could name
 * other mana or none).
 */
export function withSpend(bodies: AbilityBody[], spend: ManaSpend): AbilityBody[] | null {
  if (bodies.length !== 1) return null;
  const body = bodies[0]!;
  if ((body.kind !== 'activated' && body.kind !== 'triggered' && body.kind !== 'spell') || ('modes' in body && body.modes)) return null;
  if (!body.effects.length || !body.effects.every((e) => e.type === 'add-mana' && !e.untilEndOfCombat)) return null;
  return [{ ...body, effects: body.effects.map((e): Effect => ({ ...(e as Extract<Effect, { type: 'add-mana' }>), spend })) }];
}
