// Static abilities that change the rules for objects rather than their characteristics (604.1):
// combat restrictions on a group ("Enchanted creature can't attack or block.", 508.1c, 509.1b),
// untapping (502.3), what spells cost (601.2f), and unpreventable combat damage (615.12).
import type { RestrictionKind, StaticEffect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, token, type Parser } from '../grammar.ts';
import { count } from '../phrases.ts';
import { staticGroup as group } from '../static-groups.ts';

const stat = (text: string, ...effects: unknown[]) => ({ text, abilities: effects.map((effect) => ({ kind: 'static', effect })) });

const restriction: Parser<RestrictionKind[]> = alt<RestrictionKind[]>(
  map(lit("can't attack or block , and its activated abilities can't be activated"), () => ['cant-attack', 'cant-block', 'cant-activate']),
  map(lit("can't attack or block"), () => ['cant-attack', 'cant-block']),
  map(lit("can't block"), () => ['cant-block']),
  map(lit("can't attack"), () => ['cant-attack']),
  map(alt(lit('attacks each combat if able'), lit('attack each combat if able')), () => ['attacks-each-combat']),
  map(alt(lit("doesn't untap during its controller's untap step"), lit("don't untap during their controllers' untap steps")), () => ['doesnt-untap']),
);

type Spells = Extract<StaticEffect, { type: 'cost-change' }>['spells'];
const spells: Parser<Spells> = alt<Spells>(
  map(lit('noncreature spells'), () => 'noncreature'),
  map(lit('creature spells'), () => 'creature'),
  map(lit('instant and sorcery spells'), () => 'instant-or-sorcery'),
  map(lit('artifact spells'), () => 'artifact'),
  map(lit('enchantment spells'), () => 'enchantment'),
  map(lit('spells'), () => 'all'),
);
type Whose = Extract<StaticEffect, { type: 'cost-change' }>['whose'];
const caster: Parser<Whose> = alt<Whose>(
  map(lit('you cast'), () => 'yours'),
  map(lit('your opponents cast'), () => 'opponents'),
);
const generic: Parser<number> = token((t) => (t.k === 'sym' && /^\d+$/.test(t.raw) ? Number(t.raw) : null));

export const RULE_STATICS: Entry<StaticEffect[]>[] = [
  {
    id: 'static/additional-land',
    wording: 'You may play an additional land (N additional lands) on each of your turns',
    parse: map(seq(lit('you may play'), alt<number>(map(lit('an additional land'), () => 1), map(seq(count, lit('additional lands')), ([n]) => n)), lit('on each of your turns')), ([, n]) => [{ type: 'additional-land', count: n }]),
    fixtures: [stat('You may play an additional land on each of your turns.', { type: 'additional-land', count: 1 })],
  },
  {
    id: 'static/cant-gain-life',
    wording: "Players can't gain life / Your opponents can't gain life",
    parse: alt<StaticEffect[]>(map(lit("players can't gain life"), () => [{ type: 'cant-gain-life', who: 'all' }]), map(lit("your opponents can't gain life"), () => [{ type: 'cant-gain-life', who: 'opponents' }])),
    fixtures: [stat("Your opponents can't gain life.", { type: 'cant-gain-life', who: 'opponents' })],
  },
  {
    id: 'static/group-restriction',
    wording: "Enchanted creature (a group) can't attack or block / can't block / can't attack / attacks each combat if able / doesn't untap during its controller's untap step",
    parse: alt<StaticEffect[]>(
      map(seq(group, restriction), ([affects, list]) => list.map((what) => ({ type: 'restrict', affects, what }))),
      // cov-statics: "Enchanted permanent loses all abilities and doesn't untap …" (the restriction is an effect on it, not an ability it could lose).
      map(seq(group, lit('loses all abilities and'), restriction), ([affects, , list]) => [{ type: 'lose-all-abilities', affects } as StaticEffect, ...list.map((what): StaticEffect => ({ type: 'restrict', affects, what }))]),
    ),
    fixtures: [
      stat("Enchanted creature can't attack or block.", { type: 'restrict', affects: 'enchanted-creature', what: 'cant-attack' }, { type: 'restrict', affects: 'enchanted-creature', what: 'cant-block' }),
      stat("Enchanted creature doesn't untap during its controller's untap step.", { type: 'restrict', what: 'doesnt-untap' }),
      // cov-statics: an Aura on any permanent.
      stat("Enchanted permanent loses all abilities and doesn't untap during its controller's untap step.", { type: 'lose-all-abilities', affects: 'enchanted-permanent' }, { type: 'restrict', affects: 'enchanted-permanent', what: 'doesnt-untap' }),
      stat("Enchanted permanent can't attack or block, and its activated abilities can't be activated.", { type: 'restrict', affects: 'enchanted-permanent', what: 'cant-attack' }, { type: 'restrict', what: 'cant-block' }, { type: 'restrict', what: 'cant-activate' }),
    ],
  },
  {
    id: 'static/cost-change',
    wording: 'Noncreature (creature, artifact, enchantment, instant and sorcery) spells [you cast / your opponents cast] cost {N} more (less) to cast',
    parse: map(seq(spells, opt(caster), lit('cost'), generic, alt(map(lit('more'), () => 1), map(lit('less'), () => -1)), lit('to cast')), ([which, whose, , n, sign]) => [{ type: 'cost-change', spells: which, whose: whose ?? 'all', amount: n * sign }]),
    fixtures: [
      stat('Noncreature spells cost {1} more to cast.', { type: 'cost-change', spells: 'noncreature', whose: 'all', amount: 1 }),
      stat('Creature spells you cast cost {1} less to cast.', { type: 'cost-change', spells: 'creature', whose: 'yours', amount: -1 }),
    ],
  },
  {
    id: 'static/combat-damage-unpreventable',
    wording: "Combat damage that would be dealt by creatures you control can't be prevented",
    parse: map(lit("combat damage that would be dealt by creatures you control can't be prevented"), () => [{ type: 'combat-damage-unpreventable', affects: 'creatures-you-control' }]),
    fixtures: [stat("Combat damage that would be dealt by creatures you control can't be prevented.", { type: 'combat-damage-unpreventable', affects: 'creatures-you-control' })],
  },
  {
    id: 'static/cant-lose',
    wording: "You can't lose the game [and your opponents can't win the game] (101.2)",
    parse: map(seq(lit("you can't lose the game"), opt(lit("and your opponents can't win the game"))), ([, win]) => [{ type: 'cant-lose', opponentsCantWin: win !== undefined }]),
    fixtures: [stat("You can't lose the game and your opponents can't win the game.", { type: 'cant-lose', opponentsCantWin: true }), stat("You can't lose the game.", { type: 'cant-lose', opponentsCantWin: false })],
  },
  {
    id: 'static/damage-unpreventable',
    wording: "Damage can't be prevented (615.12)",
    parse: map(lit("damage can't be prevented"), () => [{ type: 'damage-unpreventable' }]),
    fixtures: [stat("Damage can't be prevented.", { type: 'damage-unpreventable' })],
  },
];
