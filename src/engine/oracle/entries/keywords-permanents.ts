// Keyword abilities of permanents that stand for other abilities (702): each keyword line is
// read into the abilities it means, so the game plays them with its ordinary machinery
// (activated abilities, costs, triggers, replacement effects) rather than special cases.
import type { AbilityBody } from '../ast.ts';
import { permanentFilter } from '../filter-grammar.ts';
import { alt, lit, map, opt, seq, token } from '../grammar.ts';
import { counterKind, counterWord, manaCost, self } from '../phrases.ts';
import type { LineEntry } from './lines.ts';
import { BACKUP_LINE } from './backup.ts';

const period = opt(lit('.'));
const line = (text: string, ...abilities: unknown[]) => ({ text, abilities });
const number = token((t) => (t.k === 'num' && !t.signed ? t.n : null));

export const PERMANENT_KEYWORD_LINES: LineEntry[] = [
  {
    id: 'line/crew',
    wording: 'Crew N (702.122a: tap other untapped creatures you control with total power N or greater: this Vehicle becomes an artifact creature until end of turn)',
    parse: map(seq(lit('crew'), number, period), ([, n]) => [{ kind: 'activated', costs: [{ type: 'crew', power: n }], effects: [{ type: 'become-artifact-creature' }], isManaAbility: false } as AbilityBody]),
    fixtures: [line('Crew 3 (Tap any number of creatures you control with total power 3 or more: This Vehicle becomes an artifact creature until end of turn.)', { kind: 'activated', costs: [{ type: 'crew', power: 3 }], effects: [{ type: 'become-artifact-creature' }] })],
  },
  {
    id: 'line/echo',
    wording: 'Echo {M} (702.30a: at the beginning of your upkeep, if it came under your control since your last upkeep, sacrifice it unless you pay {M})',
    // Echo with a cost other than mana ("Echo—Discard a card.") is not read.
    parse: map(seq(lit('echo'), manaCost, period), ([, mana]) => [{ kind: 'echo', mana } as AbilityBody]),
    fixtures: [line('Echo {2}{R} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)', { kind: 'echo', mana: ['2', 'R'] })],
  },
  {
    id: 'line/enchant',
    wording: 'Enchant creature / land you control / artifact or creature / creature or Vehicle / nonland permanent / creature an opponent controls… (702.5a: any description of a permanent)',
    parse: map(seq(lit('enchant'), permanentFilter.one, period), ([, what]) => [{ kind: 'enchant', what } as AbilityBody]),
    fixtures: [
      line('Enchant creature', { kind: 'enchant', what: { types: ['Creature'] } }),
      line('Enchant creature you control', { kind: 'enchant', what: { types: ['Creature'], controller: 'you' } }),
      line('Enchant land', { kind: 'enchant', what: { types: ['Land'] } }),
      line('Enchant artifact or creature', { kind: 'enchant', what: { types: ['Artifact', 'Creature'] } }),
      line('Enchant creature or Vehicle', { kind: 'enchant', what: { anyOf: [{ types: ['Creature'] }, { subtypes: ['Vehicle'] }] } }),
    ],
  },
  {
    id: 'line/enters-with-x-counters',
    wording: 'CARDNAME enters with X +1/+1 counters on it (X: the X paid for its spell, 107.3m)',
    parse: map(seq(self, lit('enters'), opt(lit('the battlefield')), lit('with x'), counterKind, counterWord, lit('on it'), period), ([, , , , counter]) => [{ kind: 'etb-counters', count: 0, x: true, counter } as AbilityBody]),
    fixtures: [line('This creature enters with X +1/+1 counters on it.', { kind: 'etb-counters', x: true, counter: '+1/+1' })],
  },
  {
    id: 'line/bloodthirst',
    wording: 'Bloodthirst N (702.54a: if an opponent was dealt damage this turn, it enters with N +1/+1 counters on it)',
    parse: map(seq(lit('bloodthirst'), number, period), ([, n]) => [{ kind: 'etb-counters', count: n, counter: '+1/+1', bloodthirst: true } as AbilityBody]),
    fixtures: [line('Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters with two +1/+1 counters on it.)', { kind: 'etb-counters', count: 2, counter: '+1/+1', bloodthirst: true })],
  },
  {
    id: 'line/extort',
    wording: 'Extort (702.101a: whenever you cast a spell, you may pay {W/B}; if you do, each opponent loses 1 life and you gain life equal to the total life lost this way)',
    parse: map(seq(lit('extort'), period), () => [{ kind: 'triggered', trigger: { event: 'you-cast', spell: 'any' }, effects: [{ type: 'may', effects: [{ type: 'pay', mana: ['W/B'], energy: 0 }], ifYouDo: [{ type: 'drain-opponents', amount: 1 }] }] } as AbilityBody]),
    fixtures: [line('Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)', { kind: 'triggered', trigger: { event: 'you-cast', spell: 'any' }, effects: [{ type: 'may', ifYouDo: [{ type: 'drain-opponents', amount: 1 }] }] })],
  },
  {
    id: 'line/modular',
    wording: 'Modular N (702.43a: it enters with N +1/+1 counters; when it is put into a graveyard from the battlefield, you may put its +1/+1 counters on target artifact creature)',
    parse: map(seq(lit('modular'), number, period), ([, n]) => [
      { kind: 'etb-counters', count: n, counter: '+1/+1' } as AbilityBody,
      { kind: 'triggered', trigger: { event: 'self-to-graveyard' }, effects: [{ type: 'modular-counters', target: { object: { allTypes: ['Artifact', 'Creature'] } } }] } as AbilityBody,
    ]),
    fixtures: [line('Modular 2 (This creature enters with two +1/+1 counters on it. When it dies, you may put its +1/+1 counters on target artifact creature.)', { kind: 'etb-counters', count: 2, counter: '+1/+1' }, { kind: 'triggered', trigger: { event: 'self-to-graveyard' }, effects: [{ type: 'modular-counters', target: { object: { allTypes: ['Artifact', 'Creature'] } } }] })],
  },
  {
    id: 'line/soulshift',
    wording: 'Soulshift N (702.46a: when it is put into a graveyard from the battlefield, you may return target Spirit card with mana value N or less from your graveyard to your hand)',
    parse: map(seq(lit('soulshift'), number, period), ([, n]) => [
      { kind: 'triggered', trigger: { event: 'self-to-graveyard' }, effects: [{ type: 'return-from-graveyard', target: { object: { subtypes: ['Spirit'], manaValue: { op: '<=', value: n }, zone: 'graveyard', owner: 'you' } }, optional: true }] } as AbilityBody,
    ]),
    fixtures: [line('Soulshift 4 (When this creature dies, you may return target Spirit card with mana value 4 or less from your graveyard to your hand.)', { kind: 'triggered', trigger: { event: 'self-to-graveyard' }, effects: [{ type: 'return-from-graveyard', target: { object: { subtypes: ['Spirit'], manaValue: { op: '<=', value: 4 }, zone: 'graveyard', owner: 'you' } }, optional: true }] })],
  },
  {
    id: 'line/afterlife',
    wording: 'Afterlife N (702.135a: when it is put into a graveyard from the battlefield, create N 1/1 white and black Spirit creature tokens with flying)',
    parse: map(seq(lit('afterlife'), number, period), ([, n]) => [
      { kind: 'triggered', trigger: { event: 'self-to-graveyard' }, effects: [{ type: 'create-token', count: n, power: 1, toughness: 1, color: 'white', colors: ['white', 'black'], subtype: 'Spirit', keywords: ['flying'] }] } as AbilityBody,
    ]),
    fixtures: [line('Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.)', { kind: 'triggered', trigger: { event: 'self-to-graveyard' }, effects: [{ type: 'create-token', count: 2, colors: ['white', 'black'], subtype: 'Spirit', keywords: ['flying'] }] })],
  },
  {
    id: 'line/riot-unleash',
    wording: 'Riot (702.136a: you may have it enter with an additional +1/+1 counter; if you don\'t, it gains haste) / Unleash (702.98a: … it can\'t block as long as it has a +1/+1 counter on it)',
    parse: alt(
      map(seq(lit('riot'), period), () => [{ kind: 'enter-with-counter-choice', keyword: 'riot' } as AbilityBody]),
      map(seq(lit('unleash'), period), () => [{ kind: 'enter-with-counter-choice', keyword: 'unleash' } as AbilityBody]),
    ),
    fixtures: [
      line("Riot (This creature enters with your choice of a +1/+1 counter or haste.)", { kind: 'enter-with-counter-choice', keyword: 'riot' }),
      line("Unleash (You may have this creature enter with a +1/+1 counter. It can't block as long as it has a +1/+1 counter on it.)", { kind: 'enter-with-counter-choice', keyword: 'unleash' }),
    ],
  },
  {
    id: 'line/fabricate',
    wording: 'Fabricate N (702.123a: when it enters, put N +1/+1 counters on it or create N 1/1 colorless Servo artifact creature tokens)',
    parse: map(seq(lit('fabricate'), number, period), ([, n]) => [{ kind: 'triggered', trigger: { event: 'etb' }, effects: [{ type: 'fabricate', n }] } as AbilityBody]),
    fixtures: [line('Fabricate 2 (When this creature enters, put two +1/+1 counters on it or create two 1/1 colorless Servo artifact creature tokens.)', { kind: 'triggered', trigger: { event: 'etb' }, effects: [{ type: 'fabricate', n: 2 }] })],
  },
  {
    id: 'line/living-weapon',
    wording: 'Living weapon (702.92a: when this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it)',
    parse: map(seq(lit('living weapon'), period), () => [{ kind: 'triggered', trigger: { event: 'etb' }, effects: [{ type: 'living-weapon' }] } as AbilityBody]),
    fixtures: [line('Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this to it.)', { kind: 'triggered', trigger: { event: 'etb' }, effects: [{ type: 'living-weapon' }] })],
  },
  {
    id: 'line/devour',
    wording: 'Devour N (702.82a: as it enters, you may sacrifice any number of creatures; it enters with N +1/+1 counters for each)',
    parse: map(seq(lit('devour'), number, period), ([, n]) => [{ kind: 'devour', n } as AbilityBody]),
    fixtures: [line('Devour 2 (As this enters, you may sacrifice any number of creatures. This creature enters with twice that many +1/+1 counters on it.)', { kind: 'devour', n: 2 })],
  },
  {
    id: 'line/evolve',
    wording: 'Evolve (702.100a: whenever a creature with greater power or toughness enters under your control, put a +1/+1 counter on this creature)',
    parse: map(seq(lit('evolve'), period), () => [{ kind: 'evolve' } as AbilityBody]),
    fixtures: [line('Evolve (Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)', { kind: 'evolve' })],
  },
  {
    id: 'line/mentor',
    wording: 'Mentor (702.134a: whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power)',
    parse: map(seq(lit('mentor'), period), () => [{ kind: 'triggered', trigger: { event: 'attacks' }, effects: [{ type: 'put-counters', amount: 1, counter: '+1/+1', on: [{ ref: 'target', spec: { object: { combat: 'attacking', types: ['Creature'], power: { op: '<', value: { of: 'stat', stat: 'power', object: { ref: 'self' } } } } } }] }] } as AbilityBody]),
    fixtures: [line('Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)', { kind: 'triggered', trigger: { event: 'attacks' }, effects: [{ type: 'put-counters', on: [{ ref: 'target', spec: { object: { combat: 'attacking', types: ['Creature'], power: { op: '<', value: { of: 'stat', stat: 'power', object: { ref: 'self' } } } } } }] }] })],
  },
  BACKUP_LINE,
  {
    id: 'line/dredge',
    wording: 'Dredge N (702.52a: if you would draw a card, you may instead mill N cards and return this card from your graveyard to your hand)',
    parse: map(seq(lit('dredge'), number, period), ([, n]) => [{ kind: 'dredge', n } as AbilityBody]),
    fixtures: [line('Dredge 3 (If you would draw a card, you may mill 3 cards instead. If you do, return this card from your graveyard to your hand.)', { kind: 'dredge', n: 3 })],
  },
];
