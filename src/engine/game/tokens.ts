// Making tokens (111.1, 701.7a): the card definition a described or predefined token has, and
// putting N of them onto the battlefield after the replacements that watch their creation
// (Doubling Season, Parallel Lives: 614.1a). A copy's definition is made by its effect (it reads
// the copied object through references) and handed to `createTokenCards`.
import { cite } from '../citations.ts';
import { say, type Message } from '../messages/message.ts';
import { colorsMessage, typeLineMessage } from '../messages/terms.ts';
import type { Ability } from '../oracle/ast.ts';
import { predefinedTokens } from '../oracle/predefined-tokens.ts';
import type { DescribedToken, TokenKeyword } from '../oracle/verbs.ts';
import type { ReasonCode } from '../citations.ts';
import { putOntoBattlefield, tokensToCreate } from './events.ts';
import { newId, trace, type Card, type CardDef, type Game, type Permanent } from './state.ts';

/** How the tokens enter: tapped, with counters on them (122.6). */
export type TokenOpts = { tapped?: boolean; counters?: Record<string, number> };

/** The rule of the keyword whose rules text creates the tokens (702.x), cited with them. */
const KEYWORD_CODE: Record<TokenKeyword, ReasonCode> = { 'living-weapon': 'livingWeapon', 'for-mirrodin': 'forMirrodin', 'job-select': 'jobSelect', offspring: 'offspring', squad: 'squad', mobilize: 'mobilize', myriad: 'myriad', encore: 'encore', embalm: 'embalm', eternalize: 'eternalize' };
export const tokenKeywordCodes = (keyword: TokenKeyword | undefined): ReasonCode[] => (keyword ? [KEYWORD_CODE[keyword]] : []);

/** A described token with its power and toughness fixed as it is created (608.2h). */
export type FixedToken = Omit<DescribedToken, 'power' | 'toughness'> & { power?: number; toughness?: number };

/** 111.4: a token the effect doesn't name is named for its subtypes plus the word "Token". */
const tokenName = (subtypes: string[], types: string[]): string => `${subtypes.length ? subtypes.join(' ') : types.join(' ')} Token`;

/** The definition of a described token (111.4): exactly what the effect says, no mana cost. */
export function describedDef(spec: FixedToken): CardDef {
  const colors = spec.colors === 'colorless' ? [] : [...spec.colors];
  const abilities: Ability[] = [...(spec.keywords ?? []).map((keyword) => ({ kind: 'keyword' as const, keyword, text: keyword, line: 0 })), ...(spec.abilities ?? [])];
  return {
    name: spec.name ?? tokenName(spec.subtypes, spec.types),
    typeLine: `${[...(spec.supertypes ?? []), 'Token', ...spec.types].join(' ')}${spec.subtypes.length ? ` — ${spec.subtypes.join(' ')}` : ''}`,
    supertypes: [...(spec.supertypes ?? [])], types: [...spec.types], subtypes: [...spec.subtypes], manaCost: null, colors,
    ...(spec.power !== undefined ? { power: spec.power, toughness: spec.toughness ?? 0 } : {}),
    abilities,
  };
}

/** The definition of a predefined token (111.10), or undefined for one the engine doesn't read. */
export function predefinedDef(name: string): CardDef | undefined {
  const kind = predefinedTokens().get(name.toLowerCase());
  if (!kind) return undefined;
  const back = kind.back && { name: kind.back.name, typeLine: `Token ${kind.back.types.join(' ')} — ${kind.back.subtypes.join(' ')}`, supertypes: [], types: [...kind.back.types], subtypes: [...kind.back.subtypes], manaCost: null, colors: [], power: kind.back.power, toughness: kind.back.toughness, abilities: [] };
  return { name: `${kind.name} Token`, typeLine: `Token ${kind.types.join(' ')} — ${kind.name}`, supertypes: [], types: [...kind.types], subtypes: [kind.name], manaCost: null, colors: [], abilities: kind.abilities, ...(back ? { back } : {}) };
}

/** How the trace says what was made. */
export function describedMessage(player: string, spec: FixedToken, id: string): Message {
  return say('effect.token', {
    player, id, pt: spec.power !== undefined ? `${spec.power}/${spec.toughness}` : '',
    color: colorsMessage(spec.colors === 'colorless' ? [] : spec.colors), subtype: spec.subtypes.join(' '), types: typeLineMessage(spec.types, [], true),
  });
}

/**
 * Puts `count` tokens with this definition onto the battlefield under `controller`'s control
 * (after the replacements on their number), each traced with `told(id)` and the rules cited.
 */
export function createTokenCards(game: Game, controller: string, def: CardDef, count: number, told: (id: string) => Message, rules: string[], opts: TokenOpts = {}): Permanent[] {
  const made: Permanent[] = [];
  const n = tokensToCreate(game, controller, count, def.name);
  for (let i = 0; i < n; i++) {
    const card: Card = { id: newId(game, def.name), owner: controller, token: true, def: { ...def, abilities: [...def.abilities] } };
    const perm = putOntoBattlefield(game, card, controller, opts);
    trace(game, 'create', told(perm.id), rules, { object: perm.id });
    made.push(perm);
  }
  return made;
}

/** Described tokens (fixed power and toughness) — the keyword mechanics' Servos, Warriors and Spirits, a replacement's Zombie. */
export function createTokens(game: Game, controller: string, spec: FixedToken, count: number, opts: TokenOpts = {}, extra: string[] = []): Permanent[] {
  return createTokenCards(game, controller, describedDef(spec), count, (id) => describedMessage(controller, spec, id), [...extra, ...cite('create', 'tokens', 'tokenName')], opts);
}

/** Predefined tokens by name (111.10); none when the engine doesn't read the kind. */
export function createPredefined(game: Game, controller: string, name: string, count: number, opts: TokenOpts = {}, extra: string[] = []): Permanent[] {
  const kind = predefinedTokens().get(name.toLowerCase());
  const def = predefinedDef(name);
  if (!kind || !def) return [];
  return createTokenCards(game, controller, def, count, (id) => say('effect.predefinedToken', { player: controller, token: kind.name, text: kind.text, id }), [...cite('create', 'tokens', 'tokenName'), ...extra, kind.rule], opts);
}
