// Keyword abilities of permanents that stand for other abilities (702): each keyword line is
// read into the abilities it means, so the game plays them with its ordinary machinery
// (activated abilities, costs, triggers, replacement effects) rather than special cases.
import type { AbilityBody } from '../ast.ts';
import { permanentFilter } from '../filter-grammar.ts';
import { alt, lit, map, opt, seq, token } from '../grammar.ts';
import { counterKind, counterWord, manaCost, self } from '../phrases.ts';
import type { LineEntry } from './lines.ts';
import { BACKUP_LINE } from './backup.ts';
import { LIVING_WEAPON } from '../keyword-tokens.ts';
import { line } from '../entry.ts';

const period = opt(lit('.'));

export const PERMANENT_KEYWORD_LINES: LineEntry[] = [
  {
    id: 'line/enchant',
    wording: 'Enchant creature / land you control / artifact or creature / creature or Vehicle / nonland permanent / creature an opponent controls… (702.5a: any description of a permanent)',
    parse: alt(
      map(seq(lit('enchant'), permanentFilter.one, period), ([, what]) => [{ kind: 'enchant', what } as AbilityBody]),
      // 702.5d: an Aura that enchants a player.
      map(seq(lit('enchant'), alt(map(lit('player'), () => 'any' as const), map(lit('opponent'), () => 'opponent' as const)), period), ([, player]) => [{ kind: 'enchant', player } as AbilityBody]),
    ),
    fixtures: [
      line('Enchant creature', { kind: 'enchant', what: { types: ['Creature'] } }),
      line('Enchant creature you control', { kind: 'enchant', what: { types: ['Creature'], controller: 'you' } }),
      line('Enchant land', { kind: 'enchant', what: { types: ['Land'] } }),
      line('Enchant artifact or creature', { kind: 'enchant', what: { types: ['Artifact', 'Creature'] } }),
      line('Enchant creature or Vehicle', { kind: 'enchant', what: { anyOf: [{ types: ['Creature'] }, { subtypes: ['Vehicle'] }] } }),
      line('Enchant player', { kind: 'enchant', player: 'any' }),
      line('Enchant opponent', { kind: 'enchant', player: 'opponent' }),
    ],
  },
  {
    id: 'line/enters-with-x-counters',
    wording: 'CARDNAME enters with X +1/+1 counters on it (X: the X paid for its spell, 107.3m)',
    parse: map(seq(self, lit('enters'), opt(lit('the battlefield')), lit('with x'), counterKind, counterWord, lit('on it'), period), ([, , , , counter]) => [{ kind: 'etb-counters', count: 0, x: true, counter } as AbilityBody]),
    fixtures: [line('This creature enters with X +1/+1 counters on it.', { kind: 'etb-counters', x: true, counter: '+1/+1' })],
  },
  {
    id: 'line/extort',
    wording: 'Extort (702.101a: whenever you cast a spell, you may pay {W/B}; if you do, each opponent loses 1 life and you gain life equal to the total life lost this way)',
    parse: map(seq(lit('extort'), period), () => [{ kind: 'triggered', trigger: { on: 'casts', player: 'you', spell: {} }, effects: [{ type: 'group', optional: true, pay: { mana: ['W/B'], energy: 0 }, effects: [], ifYouDo: [{ type: 'lose-life', players: { ref: 'each', filter: 'opponent' }, amount: 1 }, { type: 'gain-life', players: { ref: 'you' }, amount: { of: 'this-way', stat: 'life-lost' } }] }] } as AbilityBody]),
    fixtures: [line('Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)', { kind: 'triggered', trigger: { on: 'casts', player: 'you', spell: {} }, effects: [{ type: 'group', optional: true, ifYouDo: [{ type: 'lose-life', amount: 1 }, { type: 'gain-life', amount: { of: 'this-way' } }] }] })],
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
    id: 'line/living-weapon',
    wording: 'Living weapon (702.92a: when this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it)',
    parse: map(seq(lit('living weapon'), period), () => [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: LIVING_WEAPON } as AbilityBody]),
    fixtures: [line('Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this to it.)', { kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'create-token', amount: 1, attach: { ref: 'self' }, keyword: 'living-weapon', token: { power: 0, toughness: 0, colors: ['black'], subtypes: ['Phyrexian', 'Germ'] } }] })],
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
    parse: map(seq(lit('mentor'), period), () => [{ kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: [{ type: 'put-counters', amount: 1, counter: '+1/+1', on: [{ ref: 'target', spec: { object: { combat: 'attacking', types: ['Creature'], power: { op: '<', value: { of: 'stat', stat: 'power', object: { ref: 'self' } } } } } }] }] } as AbilityBody]),
    fixtures: [line('Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)', { kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: [{ type: 'put-counters', on: [{ ref: 'target', spec: { object: { combat: 'attacking', types: ['Creature'], power: { op: '<', value: { of: 'stat', stat: 'power', object: { ref: 'self' } } } } } }] }] })],
  },
  BACKUP_LINE,
];
