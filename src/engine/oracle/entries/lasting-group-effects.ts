// A group's changes that last until its controller's next turn (611.2a): "Until your next turn,
// creatures you control get +1/+0 and gain lifelink" (Sorin, Solemn Visitor), read as the
// `modify-pt` and `grant` verbs on the group with the duration `until-your-next-turn`. The
// fronted "Until your next turn, …" is moved behind its clause by `fronted` (compound-effects.ts).
// Each verb names the group again as it is carried out, so a group whose membership the first
// change could alter (power, toughness, keywords in its description) is refused: the set must be
// the one fixed as the ability resolves (611.2c).
import type { Effect, Keyword } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, sepBy1, seq, type Parser } from '../grammar.ts';
import { keyword, ptChange, verb } from '../phrases.ts';
import { groupRef } from '../reference-grammar.ts';
import { modifyPt } from '../verb-refs.ts';
import type { Filter } from '../vocabulary.ts';

type Change = { power: number; toughness: number } | { keywords: Keyword[] };
const keywordList = sepBy1(keyword, alt(lit(', and'), lit('and'), lit(',')));
/** "get +1/+0", "gain lifelink", joined by "and". */
const changes: Parser<Change[]> = sepBy1(
  alt<Change>(map(seq(verb('gets', 'get'), ptChange), ([, pt]) => pt), map(seq(verb('gains', 'gain'), keywordList), ([, keywords]) => ({ keywords }))),
  lit('and'),
);
/** What a change of P/T or keywords could change in the group's own description. */
const CHANGEABLE: Array<keyof Filter> = ['power', 'toughness', 'withKeywords', 'withoutKeywords', 'anyOf'];

export const LASTING_GROUP_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/group-changes-until-next-turn',
    wording: 'GROUP get(s) +N/+N [and gain(s) KEYWORD] until your next turn (611.2a) — also "Until your next turn, GROUP get …"',
    parse: map(seq(groupRef, changes, lit('until your next turn')), ([objects, cs]): Effect[] | null => {
      if (objects.ref !== 'all' || CHANGEABLE.some((k) => k in objects.filter)) return null;
      return cs.map((c): Effect => ('keywords' in c ? { type: 'grant', objects, keywords: c.keywords, duration: 'until-your-next-turn' } : modifyPt(objects, c, 'until-your-next-turn')));
    }),
    fixtures: [
      { text: '+1: Until your next turn, creatures you control get +1/+0 and gain lifelink.', abilities: [{ kind: 'activated', effects: [{ type: 'modify-pt', objects: { ref: 'all', filter: { types: ['Creature'], controller: 'you' } }, power: 1, toughness: 0, duration: 'until-your-next-turn' }, { type: 'grant', keywords: ['lifelink'], duration: 'until-your-next-turn' }] }] },
    ],
  },
];
