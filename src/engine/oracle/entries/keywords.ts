// Keyword abilities (702): a line of them separated by commas ("Flying, vigilance").
import { KEYWORDS, type AbilityBody } from '../ast.ts';
import { line as kw, type Entry } from '../entry.ts';
import { alt, lit, map, seq } from '../grammar.ts';
import { color, keyword } from '../phrases.ts';
import { COMBAT_KEYWORDS } from './keywords-combat.ts';
import { CREATURE_KEYWORDS } from './creature-keywords.ts';
import { KEYWORD_PLAIN, KEYWORD_WITH_NUMBER } from './keyword-families.ts';

/** A keyword in a line of keywords: one ability, or the few a keyword with a number stands for (keyword-families.ts). */
export const KEYWORD_ENTRIES: Entry<AbilityBody | AbilityBody[]>[] = [
  {
    id: 'keyword/simple',
    wording: `keywords: ${KEYWORDS.map((k) => k[0]!.toUpperCase() + k.slice(1)).join(', ')} — several on one line separated by commas`,
    parse: map(keyword, (k) => ({ kind: 'keyword', keyword: k })),
    fixtures: [kw('Flying, first strike', { kind: 'keyword', keyword: 'flying' }, { kind: 'keyword', keyword: 'first strike' })],
  },
  {
    id: 'keyword/protection-from-color',
    wording: 'Protection from [color]',
    parse: map(seq(lit('protection from'), color), ([, from]) => ({ kind: 'protection', from })),
    fixtures: [kw('Protection from red', { kind: 'protection', from: 'red' })],
  },
  ...COMBAT_KEYWORDS,
  KEYWORD_WITH_NUMBER,
  KEYWORD_PLAIN,
  {
    id: 'keyword/characteristic-defining',
    wording: 'Devoid (this object is colorless, 702.114a), Changeling (this object is every creature type, 702.73a)',
    parse: alt<AbilityBody>(
      map(lit('devoid'), () => ({ kind: 'static', effect: { type: 'cda-colorless', affects: 'self' } })),
      map(lit('changeling'), () => ({ kind: 'static', effect: { type: 'cda-all-creature-types', affects: 'self' } })),
    ),
    fixtures: [kw('Devoid', { kind: 'static', effect: { type: 'cda-colorless' } }), kw('Changeling', { kind: 'static', effect: { type: 'cda-all-creature-types' } })],
  },
  {
    id: 'keyword/persist-undying',
    wording: 'Persist / Undying',
    // 702.79a, 702.93a: triggered abilities — when it is put into a graveyard from the battlefield,
    // if it had no -1/-1 (+1/+1) counters on it, return it with one.
    parse: alt(
      map(lit('persist'), () => ({ kind: 'triggered', trigger: { on: 'put-into-graveyard', object: 'self', interveningIf: { kind: 'source', filter: { counters: { kind: '-1/-1', none: true } } } }, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'battlefield', under: { ref: 'owner', of: { ref: 'self' } }, counters: { kind: '-1/-1', amount: 1 }, keyword: 'persist' }] }) as AbilityBody),
      map(lit('undying'), () => ({ kind: 'triggered', trigger: { on: 'put-into-graveyard', object: 'self', interveningIf: { kind: 'source', filter: { counters: { kind: '+1/+1', none: true } } } }, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'battlefield', under: { ref: 'owner', of: { ref: 'self' } }, counters: { kind: '+1/+1', amount: 1 }, keyword: 'undying' }] }) as AbilityBody),
    ),
    fixtures: [kw("Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)", { kind: 'triggered', trigger: { interveningIf: { kind: 'source', filter: { counters: { kind: '-1/-1', none: true } } } }, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'battlefield', under: { ref: 'owner', of: { ref: 'self' } }, counters: { kind: '-1/-1', amount: 1 }, keyword: 'persist' }] }), kw('Undying', { kind: 'triggered', trigger: { interveningIf: { kind: 'source', filter: { counters: { kind: '+1/+1', none: true } } } } })],
  },
  // creature keywords that are one ability each (myriad).
  ...CREATURE_KEYWORDS,
];

export const keywordAbility = alt(...KEYWORD_ENTRIES.map((k) => map(k.parse, (v) => (Array.isArray(v) ? v : [v]))));
