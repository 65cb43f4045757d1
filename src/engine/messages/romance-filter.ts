// A Filter or TargetSpec said in Italian or Portuguese ("creatura non nera che controlli",
// "card de criatura no seu cemitério"): the noun first, then the adjectives, agreeing with it in
// gender and number, then what follows ("controllata da Alice", "com poder 2 ou menos"). One
// builder for both languages; each gives its words (it.ts and pt.ts below). Types and colors
// are the rules' own words (the Italian 2020 CR, the Portuguese CR), keywords as keywords.ts
// has them; subtypes and names stay as Oracle prints them.
import type { Amount, Compare, Filter, TargetSpec, Whose } from '../oracle/vocabulary.ts';
import type { FilterSaying } from './terms.ts';

type Gender = 'm' | 'f';
/** A noun with its gender. */
type Noun = { word: string; g: Gender };

export interface RomanceWords {
  /** Card types as a head noun ("creatura", f) and as what follows "carta"/"card de" ("creatura", "de criatura"). */
  type: Record<string, Noun>;
  ofType: (types: string[]) => string;
  card: Noun;
  spell: Noun;
  /** An activated or triggered ability on the stack (113.1). */
  ability: Noun;
  token: Noun;
  permanent: Noun;
  other: Record<Gender, string>;
  /** Masculine singular adjectives, agreed by `agree`. */
  adj: Record<string, string>;
  color: Record<string, string>;
  non: (word: string) => string;
  agree: (adj: string, g: Gender, plural: boolean) => string;
  plural: (noun: string) => string;
  article: (phrase: string, g: Gender) => string;
  or: string;
  whose: (w: Whose, verb: 'control' | 'own', g: Gender, plural: boolean, you?: string) => string;
  with: string;
  without: string;
  /** "that attacked this turn", singular or plural. */
  attackedThisTurn: (plural: boolean) => string;
  /** Keyword abilities in the language (keywords.ts); one missing stays as Oracle prints it. */
  keyword: Record<string, string>;
  counters: (kind: string, min: number, none: boolean) => string;
  compare: (stat: 'power' | 'toughness' | 'manaValue', op: Compare['op'], n: string) => string;
  amount: { source: (stat: string) => string; that: string };
  named: (name: string | undefined, g: Gender, plural: boolean) => string;
  shares: (quality: string) => string;
  /** "of the chosen type / color" (608.2d, 607.2d), `not` for "that aren't of …". */
  chosen: (quality: string, not: boolean) => string;
  zone: (zone: string, owner: Whose | undefined) => string;
  counted: (n: string, phrase: string, how: 'exactly' | 'up-to' | 'any') => string;
  players: { player: string; opponent: string; you: string; g: Gender };
  /** Land types (205.3i) as the language's cards print the basic ones. */
  landTypes: Record<string, Noun>;
}

function amountText(v: Amount, w: RomanceWords): string {
  if (typeof v === 'number') return String(v);
  if ('of' in v && v.of === 'X') return 'X';
  if (v.of === 'stat' && v.object.ref === 'self') return w.amount.source(v.stat);
  return w.amount.that;
}

/** The head noun and what goes right after it ("carta creatura", "magia di creatura", "pedina"). */
function head(f: Filter, w: RomanceWords, cards: boolean, inner: boolean): { noun: Noun; apposition: string[] } {
  const types = f.allTypes ?? f.types ?? [];
  const typeNames = types.map((t) => w.type[t]?.word ?? t.toLowerCase());
  const kinds = [...(f.allTypes ? [[...typeNames].reverse().join(' ')] : typeNames.length ? [typeNames.join(` ${w.or} `)] : []), ...(f.subtypes ? [f.subtypes.join(` ${w.or} `)] : [])];
  const zone = cards || (f.zone && f.zone !== 'battlefield' && f.zone !== 'stack');
  const wrapper = f.ability ? w.ability : f.spell ? w.spell : zone ? w.card : f.token ? w.token : undefined;
  if (wrapper) return { noun: wrapper, apposition: [...(types.length ? [w.ofType(f.allTypes ? [...types].reverse() : types)] : []), ...(f.subtypes ?? [])] };
  const first = types.length ? w.type[f.allTypes ? types.at(-1)! : types[0]!] : undefined;
  if (first) return { noun: { word: kinds.join(' '), g: first.g }, apposition: [] };
  if (f.subtypes) return { noun: { word: f.subtypes.join(` ${w.or} `), g: 'm' }, apposition: [] };
  return { noun: inner ? { word: '', g: 'm' } : w.permanent, apposition: [] };
}

/** The phrase for objects fitting `f`, singular unless `plural`, without an article. */
export function romanceFilter(f: Filter, w: RomanceWords, opts: { you?: string; cards?: boolean; plural?: boolean; inner?: boolean } = {}): { text: string; g: Gender } {
  const { you, cards = false, plural = false, inner = false } = opts;
  if (f.anyOf && !f.types && !f.subtypes && !f.allTypes && !inner) {
    const { anyOf, ...rest } = f;
    const parts = anyOf.map((g) => romanceFilter({ ...rest, ...g }, w, opts));
    return { text: parts.map((p) => p.text).join(` ${w.or} `), g: parts[0]?.g ?? 'm' };
  }
  const { noun, apposition } = head(f, w, cards, inner);
  const g = noun.g;
  const a = (adj: string): string => w.agree(adj, g, plural);
  const words: string[] = [];
  if (f.other) words.push(plural ? w.agree(w.other[g], g, true) : w.other[g]);
  words.push(plural ? noun.word.split(' ').map((x, i) => (i === 0 ? w.plural(x) : x)).join(' ') : noun.word, ...apposition);
  if (f.supertypes) for (const s of f.supertypes) words.push(a(w.adj[s] ?? s.toLowerCase()));
  for (const s of f.notSupertypes ?? []) words.push(w.non(a(w.adj[s] ?? s.toLowerCase())));
  if (f.colorCount) words.push(a(w.adj[f.colorCount]!));
  if (f.colors) words.push(f.colors.map((c) => a(w.color[c] ?? c)).join(` ${w.or} `));
  for (const c of f.notColors ?? []) words.push(w.non(a(w.color[c] ?? c)));
  for (const t of f.notTypes ?? []) words.push(w.non(w.type[t]?.word ?? t.toLowerCase()));
  for (const t of f.notSubtypes ?? []) words.push(w.non(t));
  if (f.token === false) words.push(w.non(w.token.word));
  if (f.tapped !== undefined) words.push(a(w.adj[f.tapped ? 'tapped' : 'untapped']!));
  if (f.combat) words.push(f.combat === 'attacking-or-blocking' ? `${a(w.adj.attacking!)} ${w.or} ${a(w.adj.blocking!)}` : a(w.adj[f.combat]!));
  if (f.controller !== undefined && f.controller !== 'any') words.push(w.whose(f.controller, 'control', g, plural, you));
  const zone = cards || (f.zone && f.zone !== 'battlefield' && f.zone !== 'stack');
  if (f.owner !== undefined && f.owner !== 'any' && !zone) words.push(w.whose(f.owner, 'own', g, plural, you));
  for (const k of f.withKeywords ?? []) words.push(`${w.with} ${w.keyword[k] ?? k}`);
  for (const k of f.withoutKeywords ?? []) words.push(`${w.without} ${w.keyword[k] ?? k}`);
  if (f.attackedThisTurn) words.push(w.attackedThisTurn(plural));
  if (f.counters) words.push(w.counters(f.counters.kind, f.counters.min ?? 1, !!f.counters.none));
  if (f.power) words.push(w.compare('power', f.power.op, amountText(f.power.value, w)));
  if (f.toughness) words.push(w.compare('toughness', f.toughness.op, amountText(f.toughness.value, w)));
  if (f.manaValue) words.push(w.compare('manaValue', f.manaValue.op, amountText(f.manaValue.value, w)));
  if (f.named) words.push(w.named('self' in f.named ? undefined : f.named.name, g, plural));
  if (f.shares) words.push(w.shares(f.shares.quality));
  if (f.chosen) words.push(w.chosen(f.chosen, false));
  if (f.notChosen) words.push(w.chosen(f.notChosen, true));
  if (zone && !cards && f.zone) words.push(w.zone(f.zone, f.owner));
  if (f.anyOf) words.push(f.anyOf.map((x) => romanceFilter(x, w, { ...opts, inner: true }).text).join(` ${w.or} `));
  return { text: words.filter(Boolean).join(' '), g };
}

/** `term.filter` in Italian or Portuguese. */
export function sayFilter(a: { filter: Filter } & FilterSaying, w: RomanceWords): string {
  if (a.cards || a.count !== undefined) {
    const count = a.count ?? 1;
    if (count === 1 && !a.upTo) {
      const one = romanceFilter(a.filter, w, { cards: true });
      return w.article(one.text, one.g);
    }
    const many = romanceFilter(a.filter, w, { cards: true, plural: true }).text;
    return w.counted(String(count), many, count === 'any' ? 'any' : a.upTo ? 'up-to' : 'exactly');
  }
  const one = romanceFilter(a.filter, w, { you: a.you });
  return a.article ? w.article(one.text, one.g) : one.text;
}

/** `term.target` in Italian or Portuguese: "una creatura o giocatore", "um jogador". */
export function sayTarget(spec: TargetSpec, w: RomanceWords): string {
  const player = spec.player === undefined ? undefined : spec.player === 'opponent' ? w.players.opponent : spec.player === 'you' ? w.players.you : w.players.player;
  if (!spec.object) return w.article(player ?? w.players.player, w.players.g);
  const object = romanceFilter(spec.object, w);
  return w.article(player ? `${object.text} ${w.or} ${player}` : object.text, object.g);
}
