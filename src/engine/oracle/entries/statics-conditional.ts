// Static abilities that apply only while a condition holds (611.3a: a static ability's effect
// applies at any given moment to whatever its text indicates): "This creature gets +2/+2 as
// long as you control a Swamp", threshold's "… as long as there are seven or more cards in
// your graveyard", "During your turn, this creature has first strike." The condition is kept
// on the ability and checked every time the layers apply it (game/static-conditions.ts).
// Only power/toughness changes (7c) and granted keywords (6) are read with a condition: rules
// statics ("can't block as long as …") are read elsewhere, where a condition would be ignored.
// The same file reads what is counted or checked the same way elsewhere: a static "gets +1/+1 for
// each artifact you control" (the count read whenever it applies) and a spell's own "This spell
// costs {1} less to cast if you control a Wizard / for each creature card in your graveyard".
import type { AbilityBody, Affected, Color, StaticCondition, StaticEffect } from '../ast.ts';
import type { Amount, Condition, Filter } from '../vocabulary.ts';
import { condition as castCondition } from '../condition-grammar.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq, token, type Parser } from '../grammar.ts';
import { color, count, counterKind, creatureTypePlural, creatureTypeWord, ptChange, self, selfOrIt, verb } from '../phrases.ts';
import { READ_AFTER_LAYER_5, staticCounted, staticGroup as group, staticIt } from '../static-groups.ts';
import { partList } from './statics.ts';
import { permanentFilter } from '../filter-grammar.ts';


/** Statics count with permanents' types as they stand after layer 5 (game/static-conditions.ts): no keyword, power or toughness in the description. */

/** What is counted: "a Swamp", "an artifact", "another artifact", "a blue creature", "three or more Elves", "no untapped lands" — any description read after layer 5. */
const afterLayer5 = (f: Filter): Filter | null => (READ_AFTER_LAYER_5(f) ? f : null);
const controlled: Parser<{ atLeast: number; none?: boolean; filter: Filter }> = alt(
  map(seq(alt(lit('a'), lit('an')), map(permanentFilter.one, afterLayer5)), ([, filter]) => ({ atLeast: 1, filter })),
  // "a Swamp or a Mountain" (the Verges): one permanent either description fits.
  map(seq(alt(lit('a'), lit('an')), map(permanentFilter.one, afterLayer5), lit('or'), alt(lit('a'), lit('an')), map(permanentFilter.one, afterLayer5)), ([, a, , , b]) => ({ atLeast: 1, filter: { anyOf: [a, b] } })),
  map(seq(lit('another'), map(permanentFilter.one, afterLayer5)), ([, filter]) => ({ atLeast: 1, filter: { ...filter, other: true as const } })),
  map(seq(count, lit('or more'), map(permanentFilter.many, afterLayer5)), ([n, , filter]) => (n > 1 ? { atLeast: n, filter } : null)),
  map(seq(lit('no'), map(permanentFilter.many, afterLayer5)), ([, filter]) => ({ atLeast: 1, none: true, filter })),
);
const controls: Parser<StaticCondition> = map(
  seq(alt(map(lit('you control'), () => 'you' as const), map(lit('an opponent controls'), () => 'an-opponent' as const)), controlled),
  ([who, n]) => ({ kind: 'controls', who, ...n }),
);

/** The source's state: "attacking", "untapped", "equipped", "enchanted", "tapped", "blocking", "monstrous", "renowned". */
const sourceState: Parser<StaticCondition> = oneOf<StaticCondition>([
  ['attacking', { kind: 'attacking' }], ['untapped', { kind: 'untapped' }], ['equipped', { kind: 'is', status: 'equipped' }], ['enchanted', { kind: 'is', status: 'enchanted' }],
  ['tapped', { kind: 'is', status: 'tapped' }], ['blocking', { kind: 'is', status: 'blocking' }], ['monstrous', { kind: 'is', status: 'monstrous' }], ['renowned', { kind: 'is', status: 'renowned' }],
]);

/** What an Aura or Equipment is attached to (303.4, 301.5), as a static ability's subject: "enchanted creature", "equipped creature", "enchanted permanent". */
const host: Parser<Affected> = oneOf<Affected>([['enchanted creature', 'enchanted-creature'], ['equipped creature', 'equipped-creature'], ['enchanted permanent', 'enchanted-permanent'], ['enchanted land', 'enchanted-land'], ['enchanted artifact', 'enchanted-artifact']]);
const article = alt(lit('a'), lit('an'));
/** What the host is: "a Human", "a Human or an Angel", "legendary", "red or green", "an enchantment", "a basic Mountain" — read after layer 5. */
const hostIs: Parser<StaticCondition> = map(
  alt<Filter>(
    map(seq(article, permanentFilter.one), ([, f]) => f),
    map(seq(article, permanentFilter.one, lit('or'), article, permanentFilter.one), ([, a, , , b]) => ({ anyOf: [a, b] })),
    map(lit('legendary'), (): Filter => ({ supertypes: ['Legendary'] })),
    map(color, (c): Filter => ({ colors: [c] })),
    map(seq(color, lit('or'), color), ([a, , b]): Filter => ({ colors: [a, b] })),
  ),
  (filter) => (READ_AFTER_LAYER_5(filter) ? { kind: 'host', filter } : null),
);

/** A condition naming the card itself: "this creature is equipped (monstrous, untapped …)", "this creature has a +1/+1 counter on it", "… has three or more oil counters on it". */
const selfCondition: Parser<StaticCondition> = alt<StaticCondition>(
  map(seq(self, lit('is'), sourceState), ([, , c]) => c),
  map(seq(self, lit('entered this turn')), () => ({ kind: 'entered-this-turn' })),
  map(seq(self, alt(lit('has a'), lit('has an')), counterKind, lit('counter on it')), ([, , counter]) => ({ kind: 'has-counter', counter })),
  map(seq(self, lit('has'), count, lit('or more'), counterKind, lit('counters on it')), ([, , n, , counter]) => ({ kind: 'has-counter', counter, atLeast: n })),
);

/** A max speed ability's condition: its controller's speed is 4 (702.178a, 702.179e). */
export const MAX_SPEED: StaticCondition = { kind: 'speed', atLeast: 4 };

export const condition: Parser<StaticCondition> = alt<StaticCondition>(
  controls,
  map(seq(lit('there are'), count, lit('or more cards in your graveyard')), ([, n]) => ({ kind: 'graveyard-cards', who: 'you', atLeast: n })),
  map(seq(lit('an opponent has'), count, lit('or more cards in their graveyard')), ([, n]) => ({ kind: 'graveyard-cards', who: 'an-opponent', atLeast: n })),
  map(seq(lit('there are'), count, lit('or more card types among cards in your graveyard')), ([, n]) => ({ kind: 'graveyard-card-types', atLeast: n })),
  map(seq(lit('you have'), count, lit('or more life')), ([, n]) => ({ kind: 'life-at-least', atLeast: n })),
  map(lit('you have no cards in hand'), () => ({ kind: 'empty-hand' })),
  // designations the source's controller has (702.131c, 725.1).
  map(lit("you have the city's blessing"), () => ({ kind: 'designation', designation: 'citys-blessing' })),
  map(lit("you're the monarch"), () => ({ kind: 'designation', designation: 'monarch' })),
  // 309.7: a dungeon completed earlier in the game.
  map(alt(lit("you've completed a dungeon"), lit('you have completed a dungeon')), () => ({ kind: 'designation', designation: 'completed-dungeon' })),
  map(lit('you have max speed'), () => MAX_SPEED),
  map(seq(lit("it's"), sourceState), ([, c]) => c),
  map(seq(lit('it has a'), counterKind, lit('counter on it')), ([, counter]) => ({ kind: 'has-counter', counter })),
  map(lit('it entered this turn'), () => ({ kind: 'entered-this-turn' })),
  // "it (this creature) has N or more oil counters on it".
  map(seq(alt(lit('it'), self), lit('has'), count, lit('or more'), counterKind, lit('counters on it')), ([, , n, , counter]) => ({ kind: 'has-counter', counter, atLeast: n })),
);

/** An amount read from players and zones other than the battlefield: no permanent's characteristics. */
const amountReadsNoPermanent = (a: Amount): boolean =>
  typeof a === 'number' || a.of === 'player' || a.of === 'most-among-players' || a.of === 'players' || (a.of === 'count' && a.filter.zone !== undefined && a.filter.zone !== 'battlefield') || ((a.of === 'times' || a.of === 'half') && amountReadsNoPermanent(a.amount));
/**
 * Whether a condition of the one "if" phrase reads nothing a layer could change — players' life and cards, what happened
 * this turn, whose turn it is — so it can govern a layer 6 or 7c effect without waiting on it (613.8 never applies).
 */
export function readsNoPermanent(c: Condition): boolean {
  switch (c.kind) {
    case 'compare':
      return amountReadsNoPermanent(c.amount) && amountReadsNoPermanent(c.value);
    case 'your-turn':
    case 'not-your-turn':
    case 'phase':
    case 'happened-this-turn':
    case 'designation':
    case 'cast-last-turn':
      return true;
    case 'versus-opponents':
      return 'stat' in c.measure;
    case 'not':
      return readsNoPermanent(c.condition);
    case 'all':
    case 'any':
      return c.conditions.every(readsNoPermanent);
    default:
      return false;
  }
}
/** The static conditions, then any other condition of the one "if" phrase that reads no permanent (611.3a). */
const staticCondition: Parser<StaticCondition> = alt<StaticCondition>(condition, map(castCondition, (c) => (readsNoPermanent(c) ? { kind: 'if', if: c } : null)));

/** "This creature", "Enchanted creature", "Creatures you control": what the effect applies to. */
const subject: Parser<Affected> = alt<Affected>(map(self, () => 'self' as const), group);
type Parts = Array<{ type: 'modify-pt' | 'grant-keyword' | 'grant' | 'modify-pt-for-each' | 'restrict' | 'set-colors' }>;
/** "gets +2/+2 and has trample", "has \"{T}: …\"", "can't block": the layer 6 and 7c parts and the rules the group obeys take a condition (read as each applies: characteristics.ts, restrictions.ts). */
// partList also reads several keywords after one "has" ("has flying and first strike").
const CONDITIONAL_PARTS: ReadonlySet<string> = new Set(['modify-pt', 'grant-keyword', 'grant', 'modify-pt-for-each', 'restrict', 'set-colors']);
/**
 * The conditions a colour change (layer 5, 105.3) may wait on: none that reads a permanent's characteristics
 * (game/static-conditions.ts reads permanents as they stand after layer 5, which the change itself is part of) —
 * cards in the graveyard (threshold: "is black"), life, the hand, designations, the turn, the source's own state.
 */
const COLOR_CONDITIONS: ReadonlySet<StaticCondition['kind']> = new Set(['graveyard-cards', 'graveyard-card-types', 'life-at-least', 'empty-hand', 'designation', 'speed', 'your-turn', 'if', 'untapped', 'attacking', 'has-counter', 'entered-this-turn']);
const parts: Parser<Parts> = map(partList, (ps) => (ps.every((p) => CONDITIONAL_PARTS.has(p.type)) ? (ps as Parts) : null));

/** "It" in a condition ("as long as it's attacking") names the subject: read only when that is the card itself. */
const SAYS_IT: ReadonlySet<StaticCondition['kind']> = new Set(['attacking', 'untapped', 'has-counter', 'is', 'entered-this-turn']);
/** `named`: the condition names the card itself ("as long as this creature is equipped"), so it holds whatever the subject is. */
function body(affects: Affected, ps: Parts, condition: StaticCondition, named = false): AbilityBody[] | null {
  if (!named && affects !== 'self' && SAYS_IT.has(condition.kind === 'not' ? condition.condition.kind : condition.kind)) return null;
  if (ps.some((p) => p.type === 'set-colors') && !COLOR_CONDITIONS.has(condition.kind === 'not' ? condition.condition.kind : condition.kind)) return null;
  return ps.map((p) => ({ kind: 'static', effect: { ...p, affects } as StaticEffect, condition }));
}

const period = opt(lit('.'));

/** "you've cast another spell this turn" (601.2f): the spell being cast is not yet among this turn's spells (601.2i). */
const anotherSpell: Parser<Condition> = map(lit("you've cast another spell this turn"), (): Condition => ({ kind: 'happened-this-turn', event: 'casts', player: 'you' }));
/** A condition about an object (the source, a target, the trigger's object) or how the source came to be: none has a meaning before the spell is cast. */
const saysObject = (c: Condition): boolean => ['source', 'target', 'event-object', 'source-status', 'in-graveyard'].includes(c.kind) || ((c.kind === 'all' || c.kind === 'any') && c.conditions.some(saysObject)) || (c.kind === 'not' && saysObject(c.condition));

const generic = token((t) => (t.k === 'sym' && /^\d+$/.test(t.raw) ? Number(t.raw) : null));

export const CONDITIONAL_STATIC_LINES: Entry<AbilityBody[]>[] = [
  {
    id: 'line/self-cost-reduction',
    wording: 'This spell costs {N} less to cast if CONDITION (the static conditions) / for each COUNTED (601.2f)',
    parse: alt(
      map(seq(self, lit('costs'), generic, lit('less to cast if'), condition, period), ([, , n, , c]) => (SAYS_IT.has(c.kind) ? null : [{ kind: 'self-cost-reduction', amount: n, condition: c } as AbilityBody])),
      map(seq(self, lit('costs'), generic, lit('less to cast for each'), staticCounted, period), ([, , n, , what]) => [{ kind: 'self-cost-reduction', amount: n, forEach: what } as AbilityBody]),
      // Any other condition of the one "if" phrase, read as the spell is cast: none about the spell itself (it is not yet a permanent) or a target.
      map(seq(self, lit('costs'), generic, lit('less to cast if'), alt(castCondition, anotherSpell), period), ([, , n, , when]) => (saysObject(when) ? null : [{ kind: 'self-cost-reduction', amount: n, when } as AbilityBody])),
    ),
    fixtures: [
      { text: 'This spell costs {2} less to cast if you control a Wizard.', spell: true, abilities: [{ kind: 'self-cost-reduction', amount: 2, condition: { kind: 'controls', who: 'you', atLeast: 1, filter: { subtypes: ['Wizard'] } } }] },
      { text: 'This spell costs {3} less to cast if a creature died this turn.', spell: true, abilities: [{ kind: 'self-cost-reduction', amount: 3, when: { kind: 'happened-this-turn', event: 'dies', object: { types: ['Creature'] } } }] },
      { text: "This spell costs {2} less to cast if you've cast another spell this turn.", spell: true, abilities: [{ kind: 'self-cost-reduction', amount: 2, when: { kind: 'happened-this-turn', event: 'casts', player: 'you' } }] },
      { text: 'This spell costs {1} less to cast for each creature card in your graveyard.', abilities: [{ kind: 'self-cost-reduction', amount: 1, forEach: { of: 'count', filter: { types: ['Creature'], zone: 'graveyard', owner: 'you' } } }] },
    ],
  },
  {
    id: 'line/static-for-each',
    wording: 'CARDNAME (a group) gets +N/+N for each [other] creature (artifact, land, TYPE…) you control / on the battlefield / card in your graveyard (hand) — counted whenever it applies (611.3a)',
    parse: map(seq(subject, verb('gets', 'get'), ptChange, lit('for each'), alt<Amount>(staticCounted, map(seq(counterKind, lit('counter on'), selfOrIt), ([counter]): Amount => ({ of: 'stat', stat: 'counters', counter, object: { ref: 'self' } }))), period), ([affects, , pt, , what]) => {
      // "for each Aura attached to it": "it" is the source or the host the sentence is about.
      const effects = staticIt([{ type: 'modify-pt-for-each' as const, affects, power: pt.power, toughness: pt.toughness, counted: what }], affects);
      return effects ? effects.map((effect) => ({ kind: 'static', effect }) as AbilityBody) : null;
    }),
    fixtures: [
      line('This creature gets +1/+1 for each artifact you control.', { kind: 'static', effect: { type: 'modify-pt-for-each', affects: 'self', power: 1, toughness: 1, counted: { of: 'count', filter: { types: ['Artifact'], controller: 'you' } } } }),
      line('Enchanted creature gets +1/+1 for each other creature you control.', { kind: 'static', effect: { type: 'modify-pt-for-each', affects: 'enchanted-creature', counted: { of: 'count', filter: { other: true, types: ['Creature'], controller: 'you' } } } }),
      line('This creature gets +1/+0 for each card in your graveyard.', { kind: 'static', effect: { type: 'modify-pt-for-each', power: 1, toughness: 0, counted: { of: 'count', filter: { zone: 'graveyard', owner: 'you' } } } }),
      // the source's own counters of a kind.
      line('This creature gets +1/+1 for each oil counter on it.', { kind: 'static', effect: { type: 'modify-pt-for-each', affects: 'self', power: 1, toughness: 1, counted: { of: 'stat', stat: 'counters', counter: 'oil', object: { ref: 'self' } } } }),
      // what is attached to the source or to the host the sentence names (301.5, 303.4).
      line('This creature gets +2/+2 for each Aura attached to it.', { kind: 'static', effect: { type: 'modify-pt-for-each', affects: 'self', power: 2, toughness: 2, counted: { of: 'count', filter: { subtypes: ['Aura'], relation: { rel: 'attached-to', to: { ref: 'self' } } } } } }),
      line('Enchanted creature gets +1/+1 for each Aura and Equipment attached to it.', { kind: 'static', effect: { type: 'modify-pt-for-each', affects: 'enchanted-creature', counted: { of: 'count', filter: { subtypes: ['Aura', 'Equipment'], relation: { rel: 'attached-to', to: { ref: 'host' } } } } } }),
    ],
  },
  {
    id: 'line/static-as-long-as',
    wording: 'CARDNAME (a group) gets +N/+N [and has KEYWORD] as long as CONDITION / As long as CONDITION, … / During your turn, … (CONDITION: you control a Swamp / N or more artifacts / another artifact / a COLOR creature / no untapped lands, an opponent controls an Island, there are N or more cards (card types among cards) in your graveyard, an opponent has N or more cards in their graveyard, you have N or more life, you have no cards in hand, it\'s attacking, it\'s untapped, it has a +1/+1 counter on it, it has N or more COUNTER counters on it) / CARDNAME doesn\'t untap during your untap step if CONDITION',
    parse: alt(
      map(seq(subject, parts, lit('as long as'), staticCondition, period), ([affects, ps, , c]) => body(affects, ps, c)),
      map(seq(lit('as long as'), staticCondition, lit(','), subject, parts, period), ([, c, , affects, ps]) => body(affects, ps, c)),
      // "As long as equipped creature is a Human, it has lifelink": "it" is the host the condition names (Goblin Caves names a group instead).
      map(seq(lit('as long as'), host, lit('is'), hostIs, lit(','), alt<Affected | 'it'>(map(lit('it'), () => 'it' as const), subject), parts, period), ([, h, , c, , affects, ps]) => body(affects === 'it' ? h : affects, ps, c, true)),
      // "Enchanted creature gets +1/+1 as long as it's a Zombie. Otherwise, it gets -2/-2.": "otherwise" is the rest of the time (611.3a).
      map(seq(host, parts, lit("as long as it's"), hostIs, opt(seq(lit('. otherwise , it'), parts)), period), ([h, ps, , c, otherwise]) => {
        const read = body(h, ps, c, true);
        const rest = otherwise ? body(h, otherwise[1], { kind: 'not', condition: c }, true) : [];
        return read && rest ? [...read, ...rest] : null;
      }),
      // "As long as this creature is equipped, it gets +1/+1": "it" is the card the condition names.
      map(seq(lit('as long as'), selfCondition, lit(','), alt<Affected>(map(lit('it'), () => 'self' as const), subject), parts, period), ([, c, , affects, ps]) => body(affects, ps, c, true)),
      map(seq(lit('during your turn ,'), subject, parts, period), ([, affects, ps]) => body(affects, ps, { kind: 'your-turn' })),
      // Depletion lands: "This land doesn't untap during your untap step if it has a depletion counter on it" (502.3: checked as its controller untaps).
      map(seq(self, lit("doesn't untap during your untap step if"), condition, period), ([, , c]) => body('self', [{ type: 'restrict', what: 'doesnt-untap' } as Parts[number]], c)),
      // "This creature can't attack or block unless you control another Giant": the rules it obeys while the condition doesn't hold (508.1c, 509.1b).
      map(seq(subject, parts, lit('unless'), condition, period), ([affects, ps, , c]) => (ps.every((p) => p.type === 'restrict') ? body(affects, ps, { kind: 'not', condition: c }) : null)),
      // 702.178a: "Max speed — [Ability]" means "As long as your speed is 4, this object has [Ability]" (triggered and activated abilities: parse.ts withMaxSpeed).
      map(seq(lit('max speed —'), subject, parts, period), ([, affects, ps]) => body(affects, ps, MAX_SPEED)),
    ),
    fixtures: [
      line("As long as you've completed a dungeon, this creature has double strike.", { kind: 'static', effect: { type: 'grant-keyword', affects: 'self', keyword: 'double strike' }, condition: { kind: 'designation', designation: 'completed-dungeon' } }),
      line("This creature gets +2/+2 as long as you have the city's blessing.", { kind: 'static', effect: { type: 'modify-pt', affects: 'self', power: 2, toughness: 2 }, condition: { kind: 'designation', designation: 'citys-blessing' } }),
      line("This creature can't attack or block unless you have the city's blessing.", { kind: 'static', effect: { type: 'restrict', what: 'cant-attack', affects: 'self' }, condition: { kind: 'not', condition: { kind: 'designation', designation: 'citys-blessing' } } }, { kind: 'static', effect: { type: 'restrict', what: 'cant-block' } }),
      line("This land doesn't untap during your untap step if it has a depletion counter on it.", { kind: 'static', effect: { type: 'restrict', what: 'doesnt-untap', affects: 'self' }, condition: { kind: 'has-counter', counter: 'depletion' } }),
      line("This creature can't attack unless you control another artifact.", { kind: 'static', effect: { type: 'restrict', what: 'cant-attack' }, condition: { kind: 'not', condition: { kind: 'controls', filter: { types: ['Artifact'], other: true } } } }),
      line('Max speed — This creature gets +1/+1 and has menace.', { kind: 'static', effect: { type: 'modify-pt', affects: 'self', power: 1, toughness: 1 }, condition: { kind: 'speed', atLeast: 4 } }, { kind: 'static', effect: { type: 'grant-keyword', keyword: 'menace' }, condition: { kind: 'speed', atLeast: 4 } }),
      // a count of the source's named counters.
      line('This creature gets +3/+0 as long as it has three or more oil counters on it.', { kind: 'static', effect: { type: 'modify-pt', affects: 'self', power: 3, toughness: 0 }, condition: { kind: 'has-counter', counter: 'oil', atLeast: 3 } }),
      line('This creature gets +1/+1 as long as you control a Swamp.', { kind: 'static', effect: { type: 'modify-pt', affects: 'self', power: 1, toughness: 1 }, condition: { kind: 'controls', who: 'you', atLeast: 1, filter: { subtypes: ['Swamp'] } } }),
      line('Threshold — This creature gets +2/+2 as long as there are seven or more cards in your graveyard.', { kind: 'static', effect: { type: 'modify-pt', affects: 'self' }, condition: { kind: 'graveyard-cards', who: 'you', atLeast: 7 } }),
      line('Metalcraft — This creature has double strike as long as you control three or more artifacts.', { kind: 'static', effect: { type: 'grant-keyword', keyword: 'double strike' }, condition: { kind: 'controls', atLeast: 3, filter: { types: ['Artifact'] } } }),
      line('Delirium — This creature gets +1/+1 and has trample as long as there are four or more card types among cards in your graveyard.', { kind: 'static', effect: { type: 'modify-pt' }, condition: { kind: 'graveyard-card-types', atLeast: 4 } }, { kind: 'static', effect: { type: 'grant-keyword', keyword: 'trample' } }),
      line('As long as this creature is equipped, it gets +2/+2 and has flying.', { kind: 'static', effect: { type: 'modify-pt', affects: 'self', power: 2, toughness: 2 }, condition: { kind: 'is', status: 'equipped' } }, { kind: 'static', effect: { type: 'grant-keyword', affects: 'self', keyword: 'flying' }, condition: { kind: 'is', status: 'equipped' } }),
      line('As long as this creature is monstrous, it has hexproof and indestructible.', { kind: 'static', effect: { type: 'grant-keyword', keyword: 'hexproof' }, condition: { kind: 'is', status: 'monstrous' } }, { kind: 'static', effect: { type: 'grant-keyword', keyword: 'indestructible' } }),
      line("This creature has flying as long as it's enchanted.", { kind: 'static', effect: { type: 'grant-keyword', affects: 'self', keyword: 'flying' }, condition: { kind: 'is', status: 'enchanted' } }),
      line('As long as this creature is untapped, green creatures you control get +1/+1.', { kind: 'static', effect: { type: 'modify-pt', power: 1, toughness: 1 }, condition: { kind: 'untapped' } }),
      line("This creature has first strike as long as it's attacking.", { kind: 'static', effect: { type: 'grant-keyword', keyword: 'first strike' }, condition: { kind: 'attacking' } }),
      line('During your turn, this creature has first strike.', { kind: 'static', effect: { type: 'grant-keyword', affects: 'self' }, condition: { kind: 'your-turn' } }),
      line('Threshold — As long as there are seven or more cards in your graveyard, this creature gets +1/+1 and has flying.', { kind: 'static', effect: { type: 'modify-pt' } }, { kind: 'static', effect: { type: 'grant-keyword', keyword: 'flying' } }),
      // a colour under a condition that reads no permanent (layer 5: the Possessed creatures, Repentant Vampire).
      line('Threshold — As long as there are seven or more cards in your graveyard, this creature gets +1/+1, is black, and has "{2}{B}, {T}: Destroy target blue creature."', { kind: 'static', effect: { type: 'modify-pt', affects: 'self' }, condition: { kind: 'graveyard-cards', atLeast: 7 } }, { kind: 'static', effect: { type: 'set-colors', affects: 'self', colors: ['black'] }, condition: { kind: 'graveyard-cards', atLeast: 7 } }, { kind: 'static', effect: { type: 'grant', affects: 'self' } }),
      line('This creature gets +2/+2 as long as you control no untapped lands.', { kind: 'static', condition: { kind: 'controls', none: true, filter: { tapped: false, types: ['Land'] } } }),
      // any condition of the one "if" phrase that reads no permanent (fateful hour).
      line('Fateful hour — As long as you have 5 or less life, other creatures you control get +2/+2.', { kind: 'static', effect: { type: 'modify-pt', power: 2, toughness: 2 }, condition: { kind: 'if', if: { kind: 'compare', op: '<=', value: 5 } } }),
      // a condition naming the card with its counters ("Quest for the Goblin Lord", Scuttlegator), and the defender permission as a part (702.3b).
      line('As long as this enchantment has five or more quest counters on it, creatures you control get +1/+1.', { kind: 'static', effect: { type: 'modify-pt', affects: 'creatures-you-control', power: 1, toughness: 1 }, condition: { kind: 'has-counter', counter: 'quest', atLeast: 5 } }),
      line("As long as this creature has a +1/+1 counter on it, it can attack as though it didn't have defender.", { kind: 'static', effect: { type: 'restrict', what: 'attacks-despite-defender', affects: 'self' }, condition: { kind: 'has-counter', counter: '+1/+1' } }),
      // a card of a kind in the graveyard, said "a Warrior card is in your graveyard" (Vengeful Firebrand, Bloodfire Enforcers).
      line('This creature has haste as long as a Warrior card is in your graveyard.', { kind: 'static', effect: { type: 'grant-keyword', keyword: 'haste' }, condition: { kind: 'if', if: { kind: 'compare', amount: { of: 'count', filter: { subtypes: ['Warrior'], zone: 'graveyard', owner: 'you' } }, op: '>=', value: 1 } } }),
      line('This creature has first strike and trample as long as an instant card and a sorcery card are in your graveyard.', { kind: 'static', condition: { kind: 'if', if: { kind: 'all' } } }, { kind: 'static', effect: { type: 'grant-keyword', keyword: 'trample' } }),
      // the source entered the battlefield this turn (Crew Captain, Keldon Strike Team).
      line('This creature has indestructible as long as it entered this turn.', { kind: 'static', effect: { type: 'grant-keyword', affects: 'self', keyword: 'indestructible' }, condition: { kind: 'entered-this-turn' } }),
      line('As long as this creature entered this turn, creatures you control have haste.', { kind: 'static', effect: { type: 'grant-keyword', affects: 'creatures-you-control', keyword: 'haste' }, condition: { kind: 'entered-this-turn' } }),
      line('This creature has vigilance as long as you control a white creature.', { kind: 'static', condition: { kind: 'controls', filter: { colors: ['white'], types: ['Creature'] } } }),
      line('Threshold — Enchanted creature has shroud as long as there are seven or more cards in your graveyard.', { kind: 'static', effect: { type: 'grant-keyword', affects: 'enchanted-creature', keyword: 'shroud' } }),
      // the host's own description (Butcher's Cleaver, Champion's Helm, Akki War Paint, Goblin Caves, Clutch of Undeath).
      line('As long as equipped creature is a Human, it has lifelink.', { kind: 'static', effect: { type: 'grant-keyword', affects: 'equipped-creature', keyword: 'lifelink' }, condition: { kind: 'host', filter: { subtypes: ['Human'] } } }),
      line('As long as equipped creature is legendary, it has hexproof.', { kind: 'static', effect: { type: 'grant-keyword', affects: 'equipped-creature', keyword: 'hexproof' }, condition: { kind: 'host', filter: { supertypes: ['Legendary'] } } }),
      line('As long as enchanted permanent is a creature, it gets +2/+2.', { kind: 'static', effect: { type: 'modify-pt', affects: 'enchanted-permanent', power: 2, toughness: 2 }, condition: { kind: 'host', filter: { types: ['Creature'] } } }),
      line('As long as enchanted land is a basic Mountain, Goblin creatures get +1/+1.', { kind: 'static', effect: { type: 'modify-pt', power: 1, toughness: 1 }, condition: { kind: 'host', filter: { supertypes: ['Basic'], subtypes: ['Mountain'] } } }),
      line('Enchanted creature gets +2/+2 as long as it\'s a Zombie. Otherwise, it gets -2/-2.', { kind: 'static', effect: { type: 'modify-pt', affects: 'enchanted-creature', power: 2, toughness: 2 }, condition: { kind: 'host', filter: { subtypes: ['Zombie'] } } }, { kind: 'static', effect: { type: 'modify-pt', affects: 'enchanted-creature', power: -2, toughness: -2 }, condition: { kind: 'not', condition: { kind: 'host', filter: { subtypes: ['Zombie'] } } } }),
    ],
  },
];
