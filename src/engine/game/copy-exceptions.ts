// A copy's exceptions (707.9b): the copied values with what the effect says the copy has besides them —
// shared by a token that's a copy (effects/create-token.ts) and a permanent entering as a copy
// (game/copy.ts). The exceptions become part of the copy's own copiable values, so a copy of the copy
// has them too.
import type { CardDef } from './state.ts';
import type { CopyExceptions } from '../oracle/verbs.ts';
import { andList, colorsMessage } from '../messages/terms.ts';
import { say, type Message } from '../messages/message.ts';

/** The copied values with the effect's exceptions (707.9b), as the copy's own definition: a token's (`token`: its type line says so, 111.4) or a permanent's entering as a copy (707.5). */
export function withExceptions(of: CardDef, except: CopyExceptions = {}, token = true): CardDef {
  const supertypes = except.notLegendary ? of.supertypes.filter((s) => s !== 'Legendary') : [...of.supertypes];
  const types = [...of.types, ...(except.types ?? []).filter((t) => !of.types.includes(t))];
  const subtypes = [...of.subtypes, ...(except.subtypes ?? []).filter((s) => !of.subtypes.includes(s))];
  const has = new Set(of.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : [])));
  const keywords = (except.keywords ?? []).filter((k) => !has.has(k)).map((keyword) => ({ kind: 'keyword' as const, keyword, text: keyword.charAt(0).toUpperCase() + keyword.slice(1), line: 0 }));
  return {
    ...of,
    supertypes,
    types,
    subtypes,
    typeLine: `${[...supertypes, ...(token ? ['Token'] : []), ...types].join(' ')}${subtypes.length ? ` — ${subtypes.join(' ')}` : ''}`,
    abilities: [...of.abilities, ...keywords, ...(except.abilities ?? [])],
    ...(except.power !== undefined ? { power: except.power } : {}),
    ...(except.toughness !== undefined ? { toughness: except.toughness } : {}),
    ...(except.colors ? { colors: [...except.colors] } : {}),
    ...(except.noManaCost ? { manaCost: null } : {}),
  };
}

/** The exceptions of a copy in words (707.9b), or '' when it has none. */
export function exceptionsMessage(except: CopyExceptions): Message | '' {
  if (!Object.keys(except).length) return '';
  return say('term.copyExceptions', {
    notLegendary: except.notLegendary === true,
    pt: except.power !== undefined ? `${except.power}/${except.toughness ?? except.power}` : '',
    color: except.colors ? colorsMessage(except.colors) : '',
    noManaCost: except.noManaCost === true,
    subtype: (except.subtypes ?? []).join(' '),
    types: except.types?.length ? andList(except.types.map((type) => say('term.cardType', { type }))) : '',
    keywords: except.keywords?.length ? andList(except.keywords.map((keyword) => say('term.keyword', { keyword }))) : '',
    abilities: (except.abilities ?? []).map((a) => `"${a.text}"`).join(', '),
  });
}
