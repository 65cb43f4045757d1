// More trigger conditions on permanents entering (603.6a): "Whenever CARDNAME enters or
// attacks" (one ability with two trigger events), landfall ("Whenever a land you control
// enters"), and "Whenever another creature you control enters".
import type { Trigger } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { self } from '../phrases.ts';

const enters = seq(lit('enters'), opt(lit('the battlefield')));
const trig = (text: string, trigger: unknown) => ({ text: `${text}, draw a card.`, abilities: [{ kind: 'triggered', trigger, effects: [{ type: 'draw', amount: 1 }] }] });

export const ENTER_TRIGGERS: Entry<Trigger>[] = [
  {
    id: 'trigger/self-enters-or-attacks',
    wording: 'Whenever CARDNAME enters or attacks',
    parse: map(seq(lit('whenever'), self, enters, lit('or attacks')), () => ({ event: 'etb', orAttacks: true })),
    fixtures: [trig('Whenever this creature enters or attacks', { event: 'etb', orAttacks: true })],
  },
  {
    id: 'trigger/land-enters',
    wording: 'Whenever a land [you control] enters [under your control] (landfall)',
    parse: alt<Trigger>(
      map(seq(lit('whenever a land you control'), enters), () => ({ event: 'land-enters', yours: true })),
      map(seq(lit('whenever a land'), enters, opt(lit('under your control'))), ([, , yours]) => ({ event: 'land-enters', yours: yours !== undefined })),
    ),
    fixtures: [trig('Whenever a land you control enters', { event: 'land-enters', yours: true }), trig('Whenever a land enters the battlefield under your control', { event: 'land-enters', yours: true })],
  },
  {
    id: 'trigger/creature-you-control-enters',
    wording: 'Whenever [another] creature you control enters',
    parse: map(seq(lit('whenever'), alt(map(lit('another'), () => true), map(lit('a'), () => false)), lit('creature you control'), enters), ([, other]) => ({ event: 'creature-enters', other, yours: true })),
    fixtures: [trig('Whenever another creature you control enters', { event: 'creature-enters', other: true, yours: true })],
  },
];
