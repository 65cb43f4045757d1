// Static abilities that change the rules for objects rather than their characteristics (604.1):
// combat restrictions on a group ("Enchanted creature can't attack or block.", 508.1c, 509.1b),
// untapping (502.3), what spells cost (601.2f), and unpreventable combat damage (615.12).
import type { RestrictionKind, StaticEffect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, sepBy1, seq, token, type Parser } from '../grammar.ts';
import { permanentFilter, spellFilter } from '../filter-grammar.ts';
import type { Filter } from '../vocabulary.ts';
import { count, self } from '../phrases.ts';
import { staticGroup as group } from '../static-groups.ts';

const stat = (text: string, ...effects: unknown[]) => ({ text, abilities: effects.map((effect) => ({ kind: 'static', effect })) });

/** What a group can't do or must do (508.1c–d, 509.1b–c, 502.3): a part of a static sentence ("gets +1/+1 and can't block"). */
export const restriction: Parser<RestrictionKind[]> = alt<RestrictionKind[]>(
  map(lit("can't attack or block , and its activated abilities can't be activated unless they're mana abilities"), () => ['cant-attack', 'cant-block', 'cant-activate-nonmana']),
  map(lit("can't attack or block , and its activated abilities can't be activated"), () => ['cant-attack', 'cant-block', 'cant-activate']),
  map(lit("can't attack , block , or crew vehicles"), () => ['cant-attack', 'cant-block', 'cant-crew']),
  map(alt(lit("its activated abilities can't be activated unless they're mana abilities"), lit("their activated abilities can't be activated unless they're mana abilities")), () => ['cant-activate-nonmana']),
  map(lit("can't attack or block"), () => ['cant-attack', 'cant-block']),
  // "you": the controller of the static ability (Blazing Archon, the Vow Auras, Reverence; 508.1c).
  map(lit("can't attack you or planeswalkers you control"), () => ['cant-attack-you-or-planeswalkers']),
  map(lit("can't attack you"), () => ['cant-attack-you']),
  map(lit("can't block"), () => ['cant-block']),
  map(lit("can't attack"), () => ['cant-attack']),
  map(lit("can't be blocked"), () => ['cant-be-blocked']),
  map(alt(lit('blocks each combat if able'), lit('block each combat if able')), () => ['blocks-each-combat']),
  map(lit("can't attack alone"), () => ['cant-attack-alone']),
  map(lit("can't block alone"), () => ['cant-block-alone']),
  map(lit('can block only creatures with flying'), () => ['block-only-flyers']),
  map(alt(lit("its activated abilities can't be activated"), lit("their activated abilities can't be activated")), () => ['cant-activate']),
  map(alt(lit('attacks each combat if able'), lit('attack each combat if able')), () => ['attacks-each-combat']),
  map(alt(lit("doesn't untap during its controller's untap step"), lit("don't untap during their controllers' untap steps")), () => ['doesnt-untap']),
  // a permission that sets 702.3b aside while the static applies ("As long as this creature has a +1/+1 counter on it, it can attack …").
  map(alt(lit("can attack as though it didn't have defender"), lit("can attack as though they didn't have defender")), () => ['attacks-despite-defender']),
);

// "Noncreature spells", "White spells", "Artifact and enchantment spells", "Kithkin spells and Soldier spells": any spell filter (601.2f).
const spells: Parser<Filter> = map(sepBy1(spellFilter.many, lit('and')), (fs) => (fs.length === 1 ? fs[0]! : { spell: true, anyOf: fs }));
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
    id: 'static/group-activated-abilities',
    wording: "GROUP's activated abilities can't be activated [unless they're mana abilities] (602.5, 605.1a)",
    parse: map(seq(group, lit("'s activated abilities can't be activated"), opt(lit("unless they're mana abilities"))), ([affects, , mana]) => [{ type: 'restrict', affects, what: mana ? 'cant-activate-nonmana' : 'cant-activate' }]),
    fixtures: [
      stat("Enchanted creature's activated abilities can't be activated.", { type: 'restrict', affects: 'enchanted-creature', what: 'cant-activate' }),
      stat("Enchanted permanent can't attack, block, or crew Vehicles, and its activated abilities can't be activated unless they're mana abilities.", { type: 'restrict', what: 'cant-attack' }, { type: 'restrict', what: 'cant-block' }, { type: 'restrict', what: 'cant-crew' }, { type: 'restrict', what: 'cant-activate-nonmana' }),
    ],
  },
  {
    id: 'static/cant-gain-life',
    wording: "Players can't gain life / Your opponents can't gain life",
    parse: alt<StaticEffect[]>(map(lit("players can't gain life"), () => [{ type: 'cant-gain-life', who: 'all' }]), map(lit("your opponents can't gain life"), () => [{ type: 'cant-gain-life', who: 'opponents' }])),
    fixtures: [stat("Your opponents can't gain life.", { type: 'cant-gain-life', who: 'opponents' })],
  },
  {
    id: 'static/ability-cost-change',
    wording: "Activated abilities of FILTERS cost {N} more (less) to activate [unless they're mana abilities]. [This effect can't reduce the mana in that cost to less than one mana.] (602.2b, 601.2f)",
    parse: map(
      seq(lit('activated abilities'), opt(seq(lit('of'), permanentFilter.many)), lit('cost'), generic, alt(map(lit('more'), () => 1), map(lit('less'), () => -1)), lit('to activate'), opt(lit("unless they're mana abilities")), opt(lit(". this effect can't reduce the mana in that cost to less than one mana"))),
      ([, of, , n, sign, , nonMana, floor]) => [{ type: 'ability-cost-change', sources: of ? of[1] : {}, amount: n * sign, ...(nonMana !== undefined ? { nonMana: true as const } : {}), ...(floor !== undefined ? { atLeastOne: true as const } : {}) }],
    ),
    fixtures: [
      stat("Activated abilities of creatures cost {1} less to activate. This effect can't reduce the mana in that cost to less than one mana.", { type: 'ability-cost-change', sources: { types: ['Creature'] }, amount: -1, atLeastOne: true }),
      stat("Activated abilities cost {2} more to activate unless they're mana abilities.", { type: 'ability-cost-change', sources: {}, amount: 2, nonMana: true }),
      stat('Activated abilities of artifacts you control cost {1} less to activate.', { type: 'ability-cost-change', sources: { types: ['Artifact'], controller: 'you' }, amount: -1 }),
    ],
  },
  {
    id: 'static/cost-change',
    wording: 'FILTER spells [and FILTER spells] [you cast / your opponents cast] cost {N} more (less) to cast (601.2f)',
    parse: map(seq(spells, opt(caster), opt(map(seq(lit('that target'), alt<'self' | Filter>(map(self, () => 'self' as const), map(seq(alt(lit('a'), lit('an')), permanentFilter.one), ([, f]) => f))), ([, t]) => t)), lit('cost'), generic, alt(map(lit('more'), () => 1), map(lit('less'), () => -1)), lit('to cast')), ([which, whose, target, , n, sign]) => [{ type: 'cost-change', spells: which, whose: whose ?? 'all', amount: n * sign, ...(target !== undefined ? { targeting: target } : {}) }]),
    fixtures: [
      stat('Noncreature spells cost {1} more to cast.', { type: 'cost-change', spells: { notTypes: ['Creature'], spell: true }, whose: 'all', amount: 1 }),
      stat('Creature spells you cast cost {1} less to cast.', { type: 'cost-change', spells: { types: ['Creature'], spell: true }, whose: 'yours', amount: -1 }),
      // Icefall Regent, Kasmina: only a spell with such a target (its targets are chosen before its total cost, 601.2c, 601.2f).
      stat('Spells your opponents cast that target this creature cost {2} more to cast.', { type: 'cost-change', spells: { spell: true }, whose: 'opponents', amount: 2, targeting: 'self' }),
      stat('Spells your opponents cast that target a creature or planeswalker you control cost {2} more to cast.', { type: 'cost-change', whose: 'opponents', amount: 2, targeting: { types: ['Creature', 'Planeswalker'], controller: 'you' } }),
      stat('White spells you cast cost {1} more to cast.', { type: 'cost-change', spells: { colors: ['white'], spell: true }, whose: 'yours', amount: 1 }),
      stat('Goblin spells and Rogue spells you cast cost {1} less to cast.', { type: 'cost-change', spells: { spell: true, anyOf: [{ subtypes: ['Goblin'], spell: true }, { subtypes: ['Rogue'], spell: true }] }, whose: 'yours', amount: -1 }),
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
    id: 'static/cant-be-countered',
    wording: "FILTER spells [you control] can't be countered (101.2)",
    parse: map(seq(spellFilter.many, lit("can't be countered")), ([spells]) => (JSON.stringify(spells).includes('"ref"') ? null : [{ type: 'cant-be-countered', spells }])),
    fixtures: [
      // Prowling Serpopard; Gaea's Herald; Allosaurus Shepherd.
      stat("Creature spells you control can't be countered.", { type: 'cant-be-countered', spells: { types: ['Creature'], controller: 'you' } }),
      stat("Creature spells can't be countered.", { type: 'cant-be-countered', spells: { types: ['Creature'] } }),
      stat("Green spells you control can't be countered.", { type: 'cant-be-countered', spells: { colors: ['green'], controller: 'you' } }),
    ],
  },
  {
    id: 'static/damage-unpreventable',
    wording: "Damage can't be prevented (615.12)",
    parse: map(lit("damage can't be prevented"), () => [{ type: 'damage-unpreventable' }]),
    fixtures: [stat("Damage can't be prevented.", { type: 'damage-unpreventable' })],
  },
];
