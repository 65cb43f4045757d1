// cov-tail: the long tail of spell and ability sentences, read through general pieces —
// tapping or untapping every creature of a group ("Untap all creatures you control"), the
// controller's own sacrifice ("sacrifice a creature", 701.21a) and "untap up to N lands".
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq } from '../grammar.ts';
import { count } from '../phrases.ts';
import { spellTarget } from '../target-grammar.ts';
import { permanentsActedOn } from '../reference-grammar.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
const ability = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'triggered', effects }] });

type Sacrificed = Extract<Effect, { type: 'edict' }>['cardType'];
const sacrificed = oneOf<Sacrificed>(
  (['creature', 'artifact', 'enchantment', 'land', 'permanent'] as const).flatMap((w) => {
    const type = (w[0]!.toUpperCase() + w.slice(1)) as Sacrificed;
    return [[w, type], [`${w}s`, type]] as Array<[string, Sacrificed]>;
  }),
);

export const TAIL_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/sacrifice-yours',
    wording: 'Sacrifice N creatures (artifacts, lands, permanents…) — the controller chooses which (701.21a)',
    parse: map(seq(lit('sacrifice'), count, sacrificed), ([, n, cardType]) => [{ type: 'edict', who: 'you', amount: n, cardType }]),
    fixtures: [
      ability('When this creature enters, sacrifice a creature.', { type: 'edict', who: 'you', amount: 1, cardType: 'Creature' }),
      { text: 'At the beginning of your upkeep, sacrifice two lands.', abilities: [{ kind: 'triggered', effects: [{ type: 'edict', who: 'you', amount: 2, cardType: 'Land' }] }] },
    ],
  },
  {
    id: 'effect/untap-up-to',
    wording: 'Untap up to N lands (creatures) — chosen as it resolves, no targets',
    parse: map(seq(lit('untap up to'), count, oneOf<'Land' | 'Creature'>([['lands', 'Land'], ['land', 'Land'], ['creatures', 'Creature'], ['creature', 'Creature']])), ([, n, cardType]) => [{ type: 'untap-up-to', count: n, cardType }]),
    fixtures: [ability('When this creature enters, untap up to five lands.', { type: 'untap-up-to', count: 5, cardType: 'Land' })],
  },
  {
    id: 'effect/to-library',
    wording: "Put target creature (CARDNAME, it, enchanted creature…) on top of its owner's library / into its owner's library second (third) from the top",
    parse: map(
      seq(lit('put'), permanentsActedOn, alt(map(lit("on top of its owner's library"), () => 1), map(seq(lit("into its owner's library"), oneOf([['second', 2], ['third', 3]]), lit('from the top')), ([, n]) => n))),
      // One object: several put there at once would be ordered by their owner (401.4), which is not read.
      ([, objects, position]) => (objects.ref === 'all' || (objects.ref === 'target' && (objects.spec.count?.max ?? 1) !== 1) ? null : [{ type: 'move', objects, to: 'library', position }]),
    ),
    fixtures: [
      spell("Put target creature on top of its owner's library.", { type: 'move', to: 'library', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } }, position: 1 }),
      spell("Put target creature into its owner's library second from the top.", { type: 'move', to: 'library', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } }, position: 2 }),
      { text: "{U}: Put this creature on top of its owner's library.", abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'library', objects: { ref: 'self' }, position: 1 }] }] },
    ],
  },
  {
    id: 'effect/counter-then-mill',
    wording: 'Counter target spell. Its controller mills N cards.',
    parse: map(seq(lit('counter'), spellTarget, lit('. its controller mills'), count, alt(lit('card'), lit('cards'))), ([, target, , n]) => [{ type: 'counter-spell', target, controllerMills: n }]),
    fixtures: [spell('Counter target spell. Its controller mills three cards.', { type: 'counter-spell', target: { object: { spell: true } }, controllerMills: 3 })],
  },
];
