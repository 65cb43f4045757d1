// Whole lines about combat and untapping (508.1c–d, 509.1b, 502.3) that a creature says of
// itself, and a spell's additional cost (601.2b). Restrictions on other objects ("Enchanted
// creature can't attack or block") are static abilities: entries/statics-rules.ts.
import type { AbilityBody, BlockerFilter, Cost, Trigger } from '../ast.ts';
import { alt, lit, map, oneOf, opt, seq, type Parser } from '../grammar.ts';
import { count, creatureTypePlural, fixedManaCost, self } from '../phrases.ts';
import { cardFilter, permanentFilter } from '../filter-grammar.ts';
import { checkable } from '../trigger-grammar.ts';
import { MORE_COSTS } from './costs-more.ts';
import type { LineEntry } from './lines.ts';
import { line } from '../entry.ts';

const period = opt(lit('.'));

/** The costs a spell's additional cost can be (not counters on "this", which name a permanent's). */
const spellCost: Parser<Cost> = alt(...MORE_COSTS.filter((c) => c.id !== 'cost/remove-counters' && c.id !== 'cost/put-counters').map((c) => c.parse));
/** What only an alternative of "… or …" is here: "pay {3}" (mana joining the total cost, 601.2f), "reveal a Goblin card from your hand". */
const orCost: Parser<Cost> = alt<Cost>(
  map(seq(lit('pay'), fixedManaCost), ([, symbols]) => ({ type: 'mana', symbols })),
  map(seq(lit('reveal'), alt(lit('a'), lit('an')), cardFilter.one, lit('from your hand')), ([, , filter]) => (filter.zone || filter.owner || filter.other ? null : { type: 'reveal-card', filter })),
);

/** A description of creatures that names no other object (509.1b). */
const creatureDescription = map(permanentFilter.many, (f) => (checkable(f) && !f.other ? f : null));

const blockerFilter = alt<BlockerFilter>(
  map(seq(lit('creatures with power'), count, lit('or less')), ([, n]) => ({ maxPower: n })),
  map(seq(lit('creatures with power'), count, lit('or greater')), ([, n]) => ({ minPower: n })),
  map(lit('artifact creatures'), () => ({ type: 'Artifact' })),
  map(creatureTypePlural, (subtype) => ({ subtype })),
  // Any other description of creatures: "black creatures", "creatures with flying", "non-Wall creatures" (509.1b).
  map(creatureDescription, (filter) => ({ filter })),
);

const LAND_TYPES = [['plains', 'Plains'], ['island', 'Island'], ['swamp', 'Swamp'], ['mountain', 'Mountain'], ['forest', 'Forest']] as const;

export const COMBAT_LINES: LineEntry[] = [
  {
    id: 'line/cant-be-blocked-by',
    wording: "CARDNAME can't be blocked [except] by creatures with power N or less / by TYPEs (Walls) / by FILTER",
    parse: alt<AbilityBody[]>(
      map(seq(self, lit("can't be blocked by"), blockerFilter, period), ([, , by]) => [{ kind: 'cant-be-blocked-by', by }]),
      // 509.1b: only creatures the description fits may block it ("except by Walls", "except by creatures with flying or reach").
      map(seq(self, lit("can't be blocked except by"), creatureDescription, period), ([, , filter]) => [{ kind: 'cant-be-blocked-by', by: { filter }, except: true }]),
    ),
    fixtures: [
      line("Test Card can't be blocked by creatures with power 2 or less.", { kind: 'cant-be-blocked-by', by: { maxPower: 2 } }),
      line("This creature can't be blocked by Walls.", { kind: 'cant-be-blocked-by', by: { subtype: 'Wall' } }),
      line("This creature can't be blocked by artifact creatures.", { kind: 'cant-be-blocked-by', by: { type: 'Artifact' } }),
      line("This creature can't be blocked by black creatures.", { kind: 'cant-be-blocked-by', by: { filter: { types: ['Creature'], colors: ['black'] } } }),
      line("This creature can't be blocked by creatures with flying.", { kind: 'cant-be-blocked-by', by: { filter: { types: ['Creature'], withKeywords: ['flying'] } } }),
      line("This creature can't be blocked except by Walls.", { kind: 'cant-be-blocked-by', by: { filter: { subtypes: ['Wall'] } }, except: true }),
      line("This creature can't be blocked except by creatures with flying or reach.", { kind: 'cant-be-blocked-by', by: { filter: { types: ['Creature'], anyOf: [{ withKeywords: ['flying'] }, { withKeywords: ['reach'] }] } }, except: true }),
      line("This creature can't be blocked except by artifact creatures and/or white creatures.", { kind: 'cant-be-blocked-by', except: true }),
    ],
  },
  {
    id: 'line/cant-block-creatures',
    wording: "CARDNAME can't block FILTER (creatures with power N or greater)",
    parse: map(seq(self, lit("can't block"), creatureDescription, period), ([, , filter]) => [{ kind: 'cant-block-creatures', filter }]),
    fixtures: [line("This creature can't block creatures with power 2 or greater.", { kind: 'cant-block-creatures', filter: { types: ['Creature'], power: { op: '>=', value: 2 } } })],
  },
  {
    id: 'line/less-power-cant-block',
    wording: "Creatures with power less than CARDNAME's power can't block it",
    parse: map(seq(lit('creatures with power less than'), self, lit("'s power can't block it"), period), () => [{ kind: 'cant-be-blocked-by', by: 'less-power' }]),
    fixtures: [line("Creatures with power less than this creature's power can't block it.", { kind: 'cant-be-blocked-by', by: 'less-power' })],
  },
  {
    id: 'line/blockers-count',
    wording: "CARDNAME can't be blocked by more than N creature(s) / except by N or more creatures",
    parse: alt<AbilityBody[]>(
      map(seq(self, lit("can't be blocked by more than"), count, alt(lit('creature'), lit('creatures')), period), ([, , n]) => [{ kind: 'blockers-count', max: n }]),
      map(seq(self, lit("can't be blocked except by"), count, lit('or more creatures'), period), ([, , n]) => [{ kind: 'blockers-count', min: n }]),
    ),
    fixtures: [line("This creature can't be blocked by more than one creature.", { kind: 'blockers-count', max: 1 }), line("This creature can't be blocked except by three or more creatures.", { kind: 'blockers-count', min: 3 })],
  },
  {
    id: 'line/cant-attack-unless-land',
    wording: "CARDNAME can't attack unless defending player controls a LANDTYPE",
    parse: map(seq(self, lit("can't attack unless defending player controls"), alt(lit('a'), lit('an')), oneOf(LAND_TYPES), period), ([, , , landType]) => [{ kind: 'cant-attack-unless-defender-controls', landType }]),
    fixtures: [line("This creature can't attack unless defending player controls an Island.", { kind: 'cant-attack-unless-defender-controls', landType: 'Island' })],
  },
  {
    id: 'line/unblockable-if-defender-controls',
    wording: "CARDNAME can't be blocked as long as defending player controls a FILTER (509.1b; landwalk's rule, 702.14c, for any description)",
    parse: map(seq(self, lit("can't be blocked as long as defending player controls"), alt(lit('a'), lit('an')), permanentFilter.one, period), ([, , , filter]) =>
      checkable(filter) && filter.controller === undefined && filter.owner === undefined && !filter.other ? [{ kind: 'unblockable-if-defender-controls', filter }] : null,
    ),
    fixtures: [
      line("This creature can't be blocked as long as defending player controls an artifact.", { kind: 'unblockable-if-defender-controls', filter: { types: ['Artifact'] } }),
      line("This creature can't be blocked as long as defending player controls an untapped land.", { kind: 'unblockable-if-defender-controls', filter: { types: ['Land'], tapped: false } }),
    ],
  },
  {
    id: 'line/targeted-sacrifice',
    wording: 'When CARDNAME becomes the target of a spell or ability, sacrifice it',
    // A whole line: "it" is the creature the trigger names, which is the source.
    parse: map(seq(alt(lit('when'), lit('whenever')), self, lit('becomes the target of a spell or ability , sacrifice it'), period), () => [{ kind: 'triggered', trigger: { on: 'becomes-target', object: 'self' }, effects: [{ type: 'sacrifice', objects: { ref: 'self' } }] }]),
    fixtures: [line('When this creature becomes the target of a spell or ability, sacrifice it.', { kind: 'triggered', trigger: { on: 'becomes-target', object: 'self' }, effects: [{ type: 'sacrifice', objects: { ref: 'self' } }] })],
  },
  {
    id: 'line/self-combat-rules',
    wording: "CARDNAME attacks each combat if able / can't attack or block / doesn't untap during your untap step / can't block and can't be blocked / can't attack (or block) alone / You may choose not to untap CARDNAME during your untap step / You may have CARDNAME assign its combat damage as though it weren't blocked (510.1b–c)",
    parse: alt<AbilityBody[]>(
      map(seq(self, lit('attacks each combat if able'), period), () => [{ kind: 'restriction', what: 'attacks-each-combat' }]),
      map(seq(self, lit("can't attack or block"), period), () => [{ kind: 'restriction', what: 'cant-attack' }, { kind: 'restriction', what: 'cant-block' }]),
      map(seq(self, lit("doesn't untap during your untap step"), period), () => [{ kind: 'restriction', what: 'doesnt-untap' }]),
      map(seq(lit('you may choose not to untap'), self, lit('during your untap step'), period), () => [{ kind: 'restriction', what: 'may-not-untap' }]),
      map(seq(lit('you may have'), self, lit("assign its combat damage as though it weren't blocked"), period), () => [{ kind: 'restriction', what: 'may-assign-as-unblocked' }]),
      map(seq(self, lit("can't block and can't be blocked"), period), () => [{ kind: 'restriction', what: 'cant-block' }, { kind: 'restriction', what: 'cant-be-blocked' }]),
      map(seq(self, lit("can't attack alone"), period), () => [{ kind: 'restriction', what: 'cant-attack-alone' }]),
      map(seq(self, lit("can't block alone"), period), () => [{ kind: 'restriction', what: 'cant-block-alone' }]),
      map(seq(self, lit("can't attack or block alone"), period), () => [{ kind: 'restriction', what: 'cant-attack-alone' }, { kind: 'restriction', what: 'cant-block-alone' }]),
    ),
    fixtures: [
      line('This creature attacks each combat if able.', { kind: 'restriction', what: 'attacks-each-combat' }),
      line("Test Card can't attack or block.", { kind: 'restriction', what: 'cant-attack' }, { kind: 'restriction', what: 'cant-block' }),
      line("This creature doesn't untap during your untap step.", { kind: 'restriction', what: 'doesnt-untap' }),
      line("This creature can't attack or block alone.", { kind: 'restriction', what: 'cant-attack-alone' }, { kind: 'restriction', what: 'cant-block-alone' }),
      line('You may choose not to untap this artifact during your untap step.', { kind: 'restriction', what: 'may-not-untap' }),
      line("You may have this creature assign its combat damage as though it weren't blocked.", { kind: 'restriction', what: 'may-assign-as-unblocked' }),
    ],
  },
  {
    id: 'line/vanishing-fading',
    wording: 'Vanishing N / Fading N',
    // 702.63a, 702.32a: "enters with N time (fade) counters" and the upkeep ability.
    parse: map(seq(alt(map(lit('vanishing'), () => 'vanishing' as const), map(lit('fading'), () => 'fading' as const)), count, period), ([keyword, n]) => [
      { kind: 'etb-counters', count: n, counter: keyword === 'vanishing' ? 'time' : 'fade' },
      { kind: 'counter-upkeep', keyword },
    ]),
    fixtures: [line('Vanishing 3', { kind: 'etb-counters', count: 3, counter: 'time' }, { kind: 'counter-upkeep', keyword: 'vanishing' }), line('Fading 2', { kind: 'etb-counters', count: 2, counter: 'fade' }, { kind: 'counter-upkeep', keyword: 'fading' })],
  },
  {
    id: 'line/additional-cost',
    wording: 'As an additional cost to cast this spell, sacrifice a creature (discard a card, pay N life, discard X cards, pay X life…)',
    // Removing counters from or putting them on "this" names a permanent's counters: not a spell's cost.
    spellOnly: false,
    parse: alt(
      map(seq(lit('as an additional cost to cast'), self, lit(','), spellCost, period), ([, , , cost]) => [{ kind: 'additional-cost', cost }]),
      // 601.2b: a variable additional cost — its X is announced as the spell is cast, the X the spell's text then reads (107.3a).
      map(seq(lit('as an additional cost to cast'), self, lit(','), alt<Cost>(map(lit('discard X cards'), () => ({ type: 'discard', count: 0, x: true })), map(lit('pay X life'), () => ({ type: 'pay-life', amount: 0, x: true }))), period), ([, , , cost]) => [{ kind: 'additional-cost', cost }]),
      // 601.2b: the caster announces which of the two they pay; a mana one joins the total cost (601.2f).
      map(seq(lit('as an additional cost to cast'), self, lit(','), alt(spellCost, orCost), lit('or'), alt(spellCost, orCost), period), ([, , , a, , b]) => (a.type === 'mana' && b.type === 'mana' ? null : [{ kind: 'additional-cost', cost: { type: 'either', costs: [a, b] } }])),
    ),
    fixtures: [
      { text: 'As an additional cost to cast this spell, sacrifice a creature.', spell: true, abilities: [{ kind: 'additional-cost', cost: { type: 'sacrifice', count: 1, filter: { types: ['Creature'], controller: 'you' } } }] },
      { text: 'As an additional cost to cast this spell, discard X cards.', spell: true, abilities: [{ kind: 'additional-cost', cost: { type: 'discard', count: 0, x: true } }] },
      { text: 'As an additional cost to cast this spell, pay X life.\nAll creatures get -X/-X until end of turn.', spell: true, abilities: [{ kind: 'additional-cost', cost: { type: 'pay-life', amount: 0, x: true } }, { kind: 'spell' }] },
      // Bone Shards, Lightning Axe, Bitter Triumph, Betrayer's Bargain, Tribal Flames-era "reveal … or pay" (Thundercloud Shaman's kin: Lorwyn's "reveal a Giant card").
      { text: 'As an additional cost to cast this spell, sacrifice a creature or discard a card.', spell: true, abilities: [{ kind: 'additional-cost', cost: { type: 'either', costs: [{ type: 'sacrifice', count: 1, filter: { types: ['Creature'] } }, { type: 'discard', count: 1 }] } }] },
      { text: 'As an additional cost to cast this spell, discard a card or pay {5}.', spell: true, abilities: [{ kind: 'additional-cost', cost: { type: 'either', costs: [{ type: 'discard', count: 1 }, { type: 'mana', symbols: ['5'] }] } }] },
      { text: 'As an additional cost to cast this spell, discard a card or pay 3 life.', spell: true, abilities: [{ kind: 'additional-cost', cost: { type: 'either', costs: [{ type: 'discard', count: 1 }, { type: 'pay-life', amount: 3 }] } }] },
      { text: 'As an additional cost to cast this spell, sacrifice a creature or enchantment or pay {3}.', spell: true, abilities: [{ kind: 'additional-cost', cost: { type: 'either', costs: [{ type: 'sacrifice', filter: { types: ['Creature', 'Enchantment'] } }, { type: 'mana', symbols: ['3'] }] } }] },
      { text: 'As an additional cost to cast this spell, reveal a Goblin card from your hand or pay {3}.', spell: true, abilities: [{ kind: 'additional-cost', cost: { type: 'either', costs: [{ type: 'reveal-card', filter: { subtypes: ['Goblin'] } }, { type: 'mana', symbols: ['3'] }] } }] },
    ],
  },
];
