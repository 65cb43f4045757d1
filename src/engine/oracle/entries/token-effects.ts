// Predefined tokens (111.10) and the keyword actions that make them ("Investigate" is
// "Create a Clue token", 701.16a). A token whose ability the grammar can't read is refused.
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, token } from '../grammar.ts';
import { count } from '../phrases.ts';
import { predefinedTokens } from '../predefined-tokens.ts';

const tokenName = token((t) => (t.k === 'word' ? (predefinedTokens().get(t.raw)?.name ?? null) : null));
const ability = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'triggered', effects }] });

export const TOKEN_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/create-predefined-token',
    wording: 'Create N Treasure (Food, Clue, Gold, Shard) tokens / Investigate [twice]',
    parse: alt<Effect[]>(
      map(seq(lit('create'), count, tokenName, alt(lit('token'), lit('tokens'))), ([, n, name]) => [{ type: 'create-predefined', token: name, count: n }]),
      map(seq(lit('investigate'), opt(lit('twice'))), ([, twice]) => (predefinedTokens().has('clue') ? [{ type: 'create-predefined', token: 'Clue', count: twice === undefined ? 1 : 2, investigate: true }] : null)),
    ),
    fixtures: [ability('When this creature enters, create a Treasure token.', { type: 'create-predefined', token: 'Treasure', count: 1 }), ability('When this creature dies, investigate.', { type: 'create-predefined', token: 'Clue', count: 1 })],
  },
];
