// Casting mechanics beyond cast.ts: what a spell's cost may be reduced by or paid with
// (affinity 702.41, delve 702.66, improvise 702.126, "costs {M} less if it targets …"), an
// alternative cost ("You may pay {M} rather than pay this spell's mana cost", 118.9), entwine
// (702.42), flash for an extra cost, split second (702.61), storm (702.40) and "Cast this spell
// only during …" timing. game/cast-more.ts gives each its behaviour.
import type { AbilityBody, CastAbility, CastWindow } from '../ast.ts';
import { alt, lit, map, oneOf, opt, seq, type Parser } from '../grammar.ts';
import { count, counterKind, counterWord, creatureTypePlural, self } from '../phrases.ts';
import { manaCost } from '../phrases.ts';
import { objectFilter } from '../filter-grammar.ts';
import { effects, type LineEntry } from './lines.ts';
import { line, spellLine } from '../entry.ts';

const spellEffects = effects(true);

const period = opt(lit('.'));
const one = (body: CastAbility): AbilityBody[] => [body];

/** What affinity counts: a card type in the plural, Equipment, a basic land type or a creature type in the plural. */
type AffinityFor = Extract<CastAbility, { kind: 'affinity' }>['for'];
const affinityFor: Parser<AffinityFor> = alt<AffinityFor>(
  oneOf<AffinityFor>([
    ['artifacts', { type: 'Artifact', plural: 'artifacts' }],
    ['creatures', { type: 'Creature', plural: 'creatures' }],
    ['enchantments', { type: 'Enchantment', plural: 'enchantments' }],
    ['planeswalkers', { type: 'Planeswalker', plural: 'planeswalkers' }],
    ['equipment', { subtype: 'Equipment', plural: 'Equipment' }],
    ['plains', { subtype: 'Plains', plural: 'Plains' }],
    ['islands', { subtype: 'Island', plural: 'Islands' }],
    ['swamps', { subtype: 'Swamp', plural: 'Swamps' }],
    ['mountains', { subtype: 'Mountain', plural: 'Mountains' }],
    ['forests', { subtype: 'Forest', plural: 'Forests' }],
  ]),
  map(creatureTypePlural, (subtype) => ({ subtype, plural: `${subtype}s` })),
);

/** The windows of "Cast this spell only …" (the step and turn it names). */
const castWindow: Parser<CastWindow> = oneOf<CastWindow>([
  ['during combat', 'combat'],
  ['during the declare attackers step', 'declare-attackers'],
  ["during the declare attackers step and only if you've been attacked this step", 'declare-attackers-attacked'],
  ['during the declare blockers step', 'declare-blockers'],
  ['during combat before blockers are declared', 'combat-before-blockers'],
  ['during combat after blockers are declared', 'combat-after-blockers'],
  ['before the combat damage step', 'before-combat-damage'],
  ['after combat', 'after-combat'],
  ["if you've cast another spell this turn", 'another-spell'],
  ["during an opponent's turn", 'opponents-turn'],
  ['during your turn', 'your-turn'],
]);

export const CAST_MORE_LINES: LineEntry[] = [
  {
    id: 'line/affinity',
    wording: 'Affinity for artifacts / creatures / enchantments / planeswalkers / Equipment / Forests / Elves (a card type, Equipment, a basic land type or a creature type)',
    parse: map(seq(lit('affinity for'), affinityFor, period), ([, what]) => one({ kind: 'affinity', for: what })),
    fixtures: [
      line('Affinity for artifacts', { kind: 'affinity', for: { type: 'Artifact' } }),
      line('Affinity for Equipment', { kind: 'affinity', for: { subtype: 'Equipment' } }),
      line('Affinity for Allies', { kind: 'affinity', for: { subtype: 'Ally' } }),
    ],
  },
  {
    id: 'line/delve-improvise',
    wording: 'Delve / Improvise',
    parse: alt(map(seq(lit('delve'), period), () => one({ kind: 'pay-generic-with', how: 'delve' })), map(seq(lit('improvise'), period), () => one({ kind: 'pay-generic-with', how: 'improvise' }))),
    fixtures: [line('Delve', { kind: 'pay-generic-with', how: 'delve' }), line('Improvise', { kind: 'pay-generic-with', how: 'improvise' })],
  },
  {
    id: 'line/split-second',
    wording: 'Split second',
    parse: map(seq(lit('split second'), period), () => one({ kind: 'split-second' })),
    fixtures: [line('Split second', { kind: 'split-second' })],
  },
  {
    id: 'line/storm',
    wording: 'Storm',
    spellOnly: true,
    parse: map(seq(lit('storm'), period), () => one({ kind: 'storm' })),
    fixtures: [spellLine('Storm', { kind: 'storm' })],
  },
  {
    id: 'line/gravestorm',
    wording: 'Gravestorm',
    spellOnly: true,
    parse: map(seq(lit('gravestorm'), period), () => one({ kind: 'gravestorm' })),
    fixtures: [spellLine('Gravestorm (When you cast this spell, copy it for each permanent put into a graveyard this turn. You may choose new targets for the copies.)', { kind: 'gravestorm' })],
  },
  {
    id: 'line/conspire',
    wording: 'Conspire (of an instant or sorcery)',
    // A copy of a permanent spell would become a token (707.10f), which the engine's copies don't do: only instants and sorceries.
    spellOnly: true,
    parse: map(seq(lit('conspire'), period), () => one({ kind: 'conspire' })),
    fixtures: [spellLine('Conspire (As you cast this spell, you may tap two untapped creatures you control that share a color with it. When you do, copy it and you may choose a new target for the copy.)', { kind: 'conspire' })],
  },
  {
    id: 'line/entwine',
    wording: 'Entwine {M}',
    spellOnly: true,
    parse: map(seq(lit('entwine'), manaCost, period), ([, cost]) => one({ kind: 'entwine', cost })),
    fixtures: [spellLine('Entwine {2}', { kind: 'entwine', cost: ['2'] })],
  },
  {
    id: 'line/alternative-mana-cost',
    wording: "You may pay {M} rather than pay this spell's mana cost.",
    parse: map(seq(lit('you may pay'), manaCost, lit("rather than pay"), self, lit("'s mana cost"), period), ([, cost]) => one({ kind: 'alternative-cost', cost })),
    fixtures: [line("You may pay {W} rather than pay this spell's mana cost.", { kind: 'alternative-cost', cost: ['W'] })],
  },
  {
    id: 'line/flash-for-more',
    wording: 'You may cast this spell as though it had flash if you pay {M} more to cast it.',
    parse: map(seq(lit('you may cast'), self, lit('as though it had flash if you pay'), manaCost, lit('more to cast it'), period), ([, , , cost]) => one({ kind: 'flash-for-more', cost })),
    fixtures: [line('You may cast this spell as though it had flash if you pay {2} more to cast it.', { kind: 'flash-for-more', cost: ['2'] })],
  },
  {
    id: 'line/cast-only',
    wording: "Cast this spell only during combat / during the declare attackers step [and only if you've been attacked this step] / during the declare blockers step / during combat before (after) blockers are declared / before the combat damage step / after combat / during an opponent's turn / during your turn / if you've cast another spell this turn.",
    parse: map(seq(lit('cast'), self, lit('only'), castWindow, period), ([, , , when]) => one({ kind: 'cast-only', when })),
    fixtures: [
      spellLine("Cast this spell only during the declare attackers step and only if you've been attacked this step.", { kind: 'cast-only', when: 'declare-attackers-attacked' }),
      spellLine('Cast this spell only during combat before blockers are declared.', { kind: 'cast-only', when: 'combat-before-blockers' }),
    ],
  },
  {
    id: 'line/cascade-rebound',
    wording: 'Cascade / Rebound / Cipher (702.99a: encoded on a creature, cast again as a copy)',
    parse: alt(map(seq(lit('cascade'), period), () => one({ kind: 'cascade' })), map(seq(lit('rebound'), period), () => one({ kind: 'rebound' })), map(seq(lit('cipher'), period), () => one({ kind: 'cipher' }))),
    fixtures: [line('Cascade', { kind: 'cascade' }), line('Rebound', { kind: 'rebound' }), line('Cipher (Then you may exile this spell card encoded on a creature you control. Whenever that creature deals combat damage to a player, its controller may cast a copy of the encoded card without paying its mana cost.)', { kind: 'cipher' })],
  },
  {
    id: 'line/escape',
    wording: 'Escape—{M}, Exile N other cards from your graveyard.',
    parse: map(seq(lit('escape —'), manaCost, lit(', exile'), count, lit('other cards from your graveyard'), period), ([, cost, , n]) => one({ kind: 'escape', cost, exile: n })),
    fixtures: [line('Escape—{2}{B}, Exile three other cards from your graveyard.', { kind: 'escape', cost: ['2', 'B'], exile: 3 })],
  },
  {
    id: 'line/escapes-with',
    wording: 'CARDNAME escapes with N +1/+1 counters on it.',
    parse: map(seq(self, lit('escapes with'), count, counterKind, counterWord, lit('on it'), period), ([, , n, counter]) => one({ kind: 'escape-counters', count: n, counter })),
    fixtures: [line('This creature escapes with two +1/+1 counters on it.', { kind: 'escape-counters', count: 2, counter: '+1/+1' })],
  },
  {
    id: 'line/suspend',
    wording: 'Suspend N—{M}',
    parse: map(seq(lit('suspend'), count, lit('—'), manaCost, period), ([, time, , cost]) => (time > 0 ? one({ kind: 'suspend', time, cost }) : null)),
    fixtures: [line('Suspend 4—{1}{W}', { kind: 'suspend', time: 4, cost: ['1', 'W'] })],
  },
  {
    id: 'line/spree',
    wording: 'Spree followed by "+ {M} — EFFECTS" lines (702.172a: choose one or more modes, paying each chosen mode\'s cost)',
    spellOnly: true,
    parse: map(seq(lit('spree'), period), () => [{ kind: 'spell', effects: [], modes: { min: 1, max: null, options: [] } }]),
    fixtures: [spellLine('Spree\n+ {1} — Draw a card.\n+ {2} — You gain 3 life.', { kind: 'spell', effects: [], modes: { min: 1, max: null, options: [{ text: '+ {1} — Draw a card.', cost: ['1'] }, { cost: ['2'] }] } })],
  },
  {
    id: 'line/spree-mode',
    wording: '+ {M} — EFFECTS (one mode of a spree spell)',
    spellOnly: true,
    // The "+" is dropped by the tokenizer: the line reads "{M} — EFFECTS"; parse.ts folds it into the "Spree" line above it.
    parse: map(seq(manaCost, lit('—'), spellEffects), ([cost, , list]) => [{ kind: 'mode', text: '', effects: list, cost }]),
    fixtures: [spellLine('Spree\n+ {1} — Draw a card.\n+ {2} — You gain 3 life.', { kind: 'spell', modes: { options: [{ effects: [{ type: 'draw', amount: 1 }] }, { effects: [{ type: 'gain-life', amount: 3 }] }] } })],
  },
  {
    id: 'line/mayhem',
    wording: 'Mayhem {M}',
    parse: map(seq(lit('mayhem'), manaCost, period), ([, cost]) => one({ kind: 'mayhem', cost })),
    fixtures: [line('Mayhem {1}{B}', { kind: 'mayhem', cost: ['1', 'B'] })],
  },
  {
    id: 'line/cost-less-if-targets',
    wording: 'This spell costs {M} less to cast if it targets a FILTER (a tapped creature, a blue spell, a creature you control with a +1/+1 counter on it; 601.2f)',
    // Targets are chosen before the total cost is (601.2c, 601.2f): any of them fitting the description — a permanent, a spell, a card in a zone the phrase names.
    parse: map(
      seq(self, lit('costs'), manaCost, lit('less to cast if it targets'), alt(lit('a'), lit('an')), objectFilter.one, period),
      ([, , cost, , , filter]) => (cost.every((s) => /^\d+$/.test(s)) ? one({ kind: 'cost-less-if-targets', cost, filter }) : null),
    ),
    fixtures: [
      spellLine('This spell costs {2} less to cast if it targets a tapped creature.', { kind: 'cost-less-if-targets', cost: ['2'], filter: { types: ['Creature'], tapped: true } }),
      spellLine('This spell costs {1} less to cast if it targets a blue spell.', { kind: 'cost-less-if-targets', cost: ['1'], filter: { colors: ['blue'], spell: true } }),
      spellLine('This spell costs {2} less to cast if it targets a creature you control with a +1/+1 counter on it.', { kind: 'cost-less-if-targets', cost: ['2'], filter: { types: ['Creature'], controller: 'you', counters: { kind: '+1/+1' } } }),
    ],
  },
];
