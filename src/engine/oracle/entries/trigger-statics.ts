// Static abilities that change how many times an event makes abilities trigger (603.2d):
// Panharmonicon, Yarok, Teysa Karlov, Isshin ("… causes a triggered ability of a permanent you
// control to trigger, that ability triggers an additional time") and Torpor Orb, Hushbringer,
// Elesh Norn's second ability ("… don't cause abilities [of permanents your opponents control] to
// trigger"). The cause is a trigger spec the handler reads against the very event
// (game/triggers/handler.ts), so a creature dying doubles its own "when this dies" too.
import type { AbilityBody } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import type { Filter, TriggerSpec } from '../vocabulary.ts';
import { alt, lit, map, oneOf, opt, seq, type Parser } from '../grammar.ts';

const KINDS: Array<[string, Filter]> = [
  ['permanent', { permanent: true }],
  ['creature', { types: ['Creature'] }],
  ['artifact', { types: ['Artifact'] }],
  ['land', { types: ['Land'] }],
  ['artifact or creature', { types: ['Artifact', 'Creature'] }],
];
const singular = map(seq(alt(lit('a'), lit('an')), oneOf(KINDS)), ([, f]) => f);
const plural = oneOf<Filter>(KINDS.map(([w, f]) => [w.replace(/(\w+)$/, '$1s'), f] as const));
/** What happening to it: "entering [the battlefield]" (603.6a), "dying" (700.4), "attacking" (508.3a). */
const happening = alt(map(seq(lit('entering'), opt(lit('the battlefield'))), (): TriggerSpec['on'] => 'enters'), oneOf<TriggerSpec['on']>([['dying', 'dies'], ['attacking', 'attacks']]));
/** "creatures entering or dying": either event (Hushbringer). */
const cause = (noun: Parser<Filter>): Parser<TriggerSpec> =>
  map(seq(noun, happening, opt(seq(lit('or'), happening))), ([object, on, also]) => ({ on, object, ...(also ? { or: [{ on: also[1], object }] } : {}) }));

export const TRIGGER_STATIC_LINES: Entry<AbilityBody[]>[] = [
  {
    id: 'line/trigger-additional-time',
    wording: 'If a permanent (an artifact or creature, a creature) entering [the battlefield] (dying, attacking) causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time. (603.2d)',
    parse: map(seq(lit('if'), cause(singular), lit('causes a triggered ability of a permanent you control to trigger , that ability triggers an additional time'), opt(lit('.'))), ([, c]) => [{ kind: 'trigger-count', cause: c, whose: 'you', times: 'additional' }]),
    fixtures: [
      line('If an artifact or creature entering the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.', { kind: 'trigger-count', cause: { on: 'enters', object: { types: ['Artifact', 'Creature'] } }, whose: 'you', times: 'additional' }),
      line('If a creature dying causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.', { kind: 'trigger-count', cause: { on: 'dies', object: { types: ['Creature'] } }, whose: 'you', times: 'additional' }),
    ],
  },
  {
    id: 'line/trigger-none',
    wording: "Creatures (Permanents) entering [the battlefield] [or dying] don't cause abilities [of permanents your opponents control] to trigger.",
    parse: map(seq(cause(plural), lit("don't cause abilities"), opt(lit('of permanents your opponents control')), lit('to trigger'), opt(lit('.'))), ([c, , opponents]) => [{ kind: 'trigger-count', cause: c, whose: opponents !== undefined ? 'opponent' : 'any', times: 'none' }]),
    fixtures: [
      line("Creatures entering the battlefield don't cause abilities to trigger.", { kind: 'trigger-count', cause: { on: 'enters', object: { types: ['Creature'] } }, whose: 'any', times: 'none' }),
      line("Creatures entering or dying don't cause abilities to trigger.", { kind: 'trigger-count', cause: { on: 'enters', or: [{ on: 'dies' }] }, times: 'none' }),
      line('If a permanent entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.', { kind: 'trigger-count', cause: { on: 'enters', object: { permanent: true } }, times: 'additional' }),
      line("Permanents entering the battlefield don't cause abilities of permanents your opponents control to trigger.", { kind: 'trigger-count', whose: 'opponent', times: 'none' }),
    ],
  },
];
