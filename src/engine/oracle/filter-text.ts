// A Filter said back in English, the way Oracle text would word it ("nonblack creature",
// "creature card in your graveyard", "creature with power 4 or greater"): for the messages that
// say why an object is not a legal target or not what a cost asks for.
import type { Amount, Compare, Filter, TargetSpec, Whose } from './vocabulary.ts';

const lower = (s: string): string => s.toLowerCase();
const a = (s: string): string => (/^[aeiou]/i.test(s) ? `an ${s}` : `a ${s}`);

/** "a, b, or c". */
export function orList(items: string[], joiner = 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${joiner} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${joiner} ${items[items.length - 1]}`;
}

function amountText(v: Amount): string {
  if (typeof v === 'number') return String(v);
  if ('of' in v && v.of === 'X') return 'X';
  if (v.of === 'stat' && v.object.ref === 'self') return `its source's ${v.stat.replace('-', ' ')}`;
  return 'that amount';
}
function compareText(stat: string, c: Compare): string {
  const n = amountText(c.value);
  switch (c.op) {
    case '<=':
      return `${stat} ${n} or less`;
    case '>=':
      return `${stat} ${n} or greater`;
    case '==':
      return `${stat} ${n}`;
    case '<':
      return `${stat} less than ${n}`;
    case '>':
      return `${stat} greater than ${n}`;
  }
}

/** Who controls or owns it; `you` names the player "you" stands for, when the message is about someone else's object. */
function whoseText(w: Whose, verb: 'control' | 'own', you?: string): string {
  const s = verb === 'control' ? 'controls' : 'owns';
  if (w === 'you') return you ? `${you} ${s}` : `you ${verb}`;
  if (w === 'not-you') return you ? `${you} doesn't ${verb}` : `you don't ${verb}`;
  if (w === 'opponent') return you ? `an opponent of ${you} ${s}` : `an opponent ${s}`;
  if (w === 'any') return '';
  return `that player ${s}`;
}

const ZONE_TEXT: Record<string, string> = { graveyard: 'graveyard', hand: 'hand', library: 'library' };

export interface TextOptions {
  /** A member of `anyOf`: no noun of its own unless it names one. */
  inner?: boolean;
  /** The player "you" stands for, named in a message about someone else's object ("a creature Alice controls"). */
  you?: string;
  /** Say it as cards, without the zone ("basic land card"): what a search or a cost looks for. */
  cards?: boolean;
}

/** The noun phrase for one object fitting `f` (singular, no article). */
export function filterText(f: Filter, opts: TextOptions = {}): string {
  const { inner = false, you } = opts;
  // Alternatives that differ in their nouns read as whole phrases: "Bird card or basic land card".
  if (f.anyOf && !f.types && !f.subtypes && !f.allTypes && !inner) {
    const { anyOf, ...rest } = f;
    return orList(anyOf.map((g) => filterText({ ...rest, ...g }, opts)));
  }
  const before: string[] = [];
  if (f.other) before.push('other');
  if (f.tapped !== undefined) before.push(f.tapped ? 'tapped' : 'untapped');
  if (f.combat) before.push(f.combat === 'attacking-or-blocking' ? 'attacking or blocking' : f.combat);
  if (f.token === false) before.push('nontoken');
  if (f.colorCount) before.push(f.colorCount);
  if (f.colors) before.push(orList(f.colors));
  for (const c of f.notColors ?? []) before.push(`non${c}`);
  for (const s of f.supertypes ?? []) before.push(lower(s));
  for (const s of f.notSupertypes ?? []) before.push(`non${lower(s)}`);
  for (const t of f.notTypes ?? []) before.push(`non${lower(t)}`);
  for (const t of f.notSubtypes ?? []) before.push(`non-${t}`);
  const nouns: string[] = [];
  if (f.subtypes) nouns.push(orList(f.subtypes));
  if (f.allTypes) nouns.push(f.allTypes.map(lower).join(' '));
  else if (f.types) nouns.push(orList(f.types.map(lower)));
  const zone = opts.cards || (f.zone && f.zone !== 'battlefield' && f.zone !== 'stack');
  if (f.ability) nouns.push(f.ability === 'any' ? 'activated or triggered ability' : `${f.ability} ability`);
  else if (f.spell) nouns.push('spell');
  else if (zone) nouns.push(f.permanent ? 'permanent card' : 'card');
  else if (f.token) nouns.push('token');
  else if (f.permanent || (!nouns.length && !inner)) nouns.push('permanent');
  const after: string[] = [];
  if (f.controller !== undefined) after.push(whoseText(f.controller, 'control', you));
  if (f.owner !== undefined && !zone) after.push(whoseText(f.owner, 'own', you));
  for (const k of f.withKeywords ?? []) after.push(`with ${k}`);
  for (const k of f.withoutKeywords ?? []) after.push(`without ${k}`);
  if (f.attackedThisTurn) after.push('that attacked this turn');
  if (f.counters) after.push(f.counters.none ? `with no ${f.counters.kind === 'any' ? '' : `${f.counters.kind} `}counters on it` : `with ${f.counters.min && f.counters.min > 1 ? `${f.counters.min} or more` : 'a'} ${f.counters.kind === 'any' ? '' : `${f.counters.kind} `}counter${f.counters.min && f.counters.min > 1 ? 's' : ''} on it`);
  if (f.power) after.push(`with ${compareText('power', f.power)}`);
  if (f.toughness) after.push(`with ${compareText('toughness', f.toughness)}`);
  if (f.manaValue) after.push(`with ${compareText('mana value', f.manaValue)}`);
  if (f.named) after.push('self' in f.named ? 'with the same name as its source' : `named ${f.named.name}`);
  if (f.shares) after.push(`that shares a ${f.shares.quality.replace('-', ' ')}`);
  if (f.relation) after.push(`${f.relation.rel.replace(/-/g, ' ')} ${f.relation.to.ref === 'self' ? 'its source' : f.relation.to.ref === 'host' ? "its source's host" : 'it'}`);
  if (f.chosen) after.push(f.chosen === 'card-name' ? 'with the chosen name' : `of the chosen ${f.chosen === 'color' ? 'color' : 'type'}`);
  if (f.notChosen) after.push(`not of the chosen ${f.notChosen === 'color' ? 'color' : f.notChosen === 'card-name' ? 'name' : 'type'}`);
  if (zone && !opts.cards) {
    const whose = f.owner === 'you' ? 'your' : f.owner === 'opponent' || f.owner === 'not-you' ? "an opponent's" : 'a';
    after.push(f.zone === 'exile' ? 'in exile' : `in ${whose} ${ZONE_TEXT[f.zone!]}`);
  }
  if (f.anyOf) after.push(orList(f.anyOf.map((g) => filterText(g, { inner: true, you }))));
  if (f.abilitySource) after.push(`from ${a(filterText(f.abilitySource, { inner: true }))} source`);
  return [...before, ...nouns, ...after].filter(Boolean).join(' ');
}

/** What a target may be, as a phrase after "a"/"an": "creature an opponent controls", "creature, player or planeswalker", "player". */
export function targetText(spec: TargetSpec): string {
  const player = spec.player === undefined ? undefined : spec.player === 'opponent' ? 'opponent' : 'player';
  if (!spec.object) return player ?? 'target';
  const object = filterText(spec.object);
  return player ? `${object} or ${player}` : object;
}

/** "a creature", "an artifact card in your graveyard". */
export const withArticle = a;

/** Cards a search or a cost looks for: "a basic land card", "up to 2 Rebel permanent cards with mana value 3 or less", "2 cards". */
export function cardsText(f: Filter, count: number | 'any' = 1, upTo = false): string {
  const one = filterText(f, { cards: true });
  if (count === 1) return a(one);
  return `${count === 'any' ? 'any number of' : upTo ? `up to ${count}` : String(count)} ${one.replace(/\bcard\b/, 'cards')}`;
}
