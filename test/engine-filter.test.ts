// One Filter (oracle/vocabulary.ts): the noun phrases of Oracle text read by one grammar
// phrase (oracle/filter-grammar.ts) and checked by one `matches()` (game/match.ts), on real
// cards, after the layers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findCard } from '../src/engine/cards/index.ts';
import { matches, permanentsMatching, cardsMatching, type Candidate } from '../src/engine/game/match.ts';
import { setupGame } from '../src/engine/game/setup.ts';
import type { Game } from '../src/engine/game/state.ts';
import { CREATURE_TYPES } from '../src/engine/oracle/creature-types.ts';
import { cardFilter, objectFilter, permanentFilter, spellFilter } from '../src/engine/oracle/filter-grammar.ts';
import { filterText } from '../src/engine/oracle/filter-text.ts';
import { parseAll, type Parser } from '../src/engine/oracle/grammar.ts';
import { SUBTYPES_OF } from '../src/engine/oracle/subtypes.ts';
import { tokenize } from '../src/engine/oracle/tokenize.ts';
import type { Filter } from '../src/engine/oracle/vocabulary.ts';
import { parseScenario } from '../src/engine/scenario/schema.ts';

const read = (p: Parser<Filter>, text: string): Filter | null => parseAll(p, tokenize(text, 'Test Card'));

describe('the subtypes are the rules\' (205.3, en-2026-08-07)', () => {
  const cr = readFileSync(new URL('../rules/en-comprehensive-rules-2026-08-07.txt', import.meta.url), 'utf8');
  const listed = (rule: string): string[] => {
    const line = cr.split('\n').find((l) => l.startsWith(`${rule} `))!;
    const list = line.replace(/\. Of that list.*/, '.').replace(/.*(?:types are|type is|long:) /, '').replace(/\.$/, '').replace(/ \(see rule [^)]*\)/g, '');
    return list.split(/, (?:and )?| and /).map((s) => s.replace(/^and /, '').trim());
  };
  it.each([['205.3g', 'Artifact'], ['205.3h', 'Enchantment'], ['205.3j', 'Planeswalker'], ['205.3k', 'Spell'], ['205.3q', 'Battle']])('%s: the %s types', (rule, type) => {
    expect([...SUBTYPES_OF[type]!]).toEqual(listed(rule));
  });
  it('205.3i: the land types (Urza’s, two tokens, left out)', () => {
    expect([...SUBTYPES_OF.Land!]).toEqual(listed('205.3i').filter((t) => !t.startsWith('Urza')));
  });
  it('205.3m: the creature types (Time Lord, two words, left out)', () => {
    const types = listed('205.3m').map((t) => t.replace(/’/g, "'"));
    expect([...CREATURE_TYPES].sort()).toEqual(types.filter((t) => t !== 'Time Lord').map((t) => t.replace(/'/g, '’')).sort());
  });
});

describe('the filter phrase', () => {
  const cases: Array<[Parser<Filter>, string, Filter]> = [
    [permanentFilter.one, 'creature', { types: ['Creature'] }],
    [permanentFilter.one, 'another nontoken Elf you control', { other: true, token: false, subtypes: ['Elf'], controller: 'you' }],
    [permanentFilter.one, 'nonartifact, nonblack creature', { notTypes: ['Artifact'], notColors: ['black'], types: ['Creature'] }],
    [permanentFilter.one, 'artifact, creature, or land', { types: ['Artifact', 'Creature', 'Land'] }],
    [permanentFilter.one, 'creature or planeswalker an opponent controls', { types: ['Creature', 'Planeswalker'], controller: 'opponent' }],
    [permanentFilter.one, "nonland permanent you don't control", { notTypes: ['Land'], permanent: true, controller: 'not-you' }],
    [permanentFilter.one, 'tapped artifact creature', { tapped: true, allTypes: ['Artifact', 'Creature'] }],
    [permanentFilter.one, 'legendary Elf creature', { supertypes: ['Legendary'], types: ['Creature'], subtypes: ['Elf'] }],
    [permanentFilter.one, 'non-Human creature', { notSubtypes: ['Human'], types: ['Creature'] }],
    [permanentFilter.one, 'white or blue creature', { colors: ['white', 'blue'], types: ['Creature'] }],
    [permanentFilter.one, 'multicolored permanent', { colorCount: 'multicolored', permanent: true }],
    [permanentFilter.one, 'attacking or blocking creature', { combat: 'attacking-or-blocking', types: ['Creature'] }],
    [permanentFilter.one, 'creature with power 4 or greater', { types: ['Creature'], power: { op: '>=', value: 4 } }],
    [permanentFilter.one, 'creature with mana value X or less', { types: ['Creature'], manaValue: { op: '<=', value: { of: 'X' } } }],
    [permanentFilter.one, 'creature with power or toughness 1 or less', { types: ['Creature'], anyOf: [{ power: { op: '<=', value: 1 } }, { toughness: { op: '<=', value: 1 } }] }],
    [permanentFilter.one, "attacking creature with power less than Test Card's power", { combat: 'attacking', types: ['Creature'], power: { op: '<', value: { of: 'stat', stat: 'power', object: { ref: 'self' } } } }],
    [permanentFilter.one, 'creature without flying', { types: ['Creature'], withoutKeywords: ['flying'] }],
    [permanentFilter.one, 'creature with a +1/+1 counter on it', { types: ['Creature'], counters: { kind: '+1/+1' } }],
    [permanentFilter.one, 'creature with no counters on it', { types: ['Creature'], counters: { kind: 'any', none: true } }],
    [permanentFilter.one, 'creature with three or more ki counters on it', { types: ['Creature'], counters: { kind: 'ki', min: 3 } }],
    [permanentFilter.one, 'creature token', { types: ['Creature'], token: true }],
    [permanentFilter.one, 'creature that player controls', { types: ['Creature'], controller: { player: { ref: 'event-player' } } }],
    [permanentFilter.one, 'permanent named Test Card', { permanent: true, named: { self: true } }],
    [permanentFilter.many, 'artifacts and enchantments', { types: ['Artifact', 'Enchantment'] }],
    [permanentFilter.many, 'creatures and/or planeswalkers your opponents control', { types: ['Creature', 'Planeswalker'], controller: 'opponent' }],
    [permanentFilter.many, 'other Elves you control', { other: true, subtypes: ['Elf'], controller: 'you' }],
    [permanentFilter.many, 'Elf creatures', { types: ['Creature'], subtypes: ['Elf'] }],
    [permanentFilter.many, 'Forests', { subtypes: ['Forest'] }],
    [permanentFilter.many, 'Merfolk', { subtypes: ['Merfolk'] }],
    [permanentFilter.many, 'creature tokens you control', { types: ['Creature'], token: true, controller: 'you' }],
    [permanentFilter.many, 'other creatures you control with flying', { other: true, types: ['Creature'], controller: 'you', withKeywords: ['flying'] }],
    [cardFilter.one, 'creature card in your graveyard', { types: ['Creature'], zone: 'graveyard', owner: 'you' }],
    [cardFilter.one, 'card from a graveyard', { zone: 'graveyard' }],
    [cardFilter.one, "creature card from an opponent's graveyard", { types: ['Creature'], zone: 'graveyard', owner: 'opponent' }],
    [cardFilter.one, 'Rebel permanent card with mana value 3 or less', { subtypes: ['Rebel'], permanent: true, manaValue: { op: '<=', value: 3 } }],
    [cardFilter.one, 'basic land card', { supertypes: ['Basic'], types: ['Land'] }],
    [cardFilter.one, 'card named Test Card', { named: { self: true } }],
    [cardFilter.many, 'instant and sorcery cards', { types: ['Instant', 'Sorcery'] }],
    [spellFilter.one, 'noncreature spell', { notTypes: ['Creature'], spell: true }],
    [spellFilter.one, 'instant or sorcery spell', { types: ['Instant', 'Sorcery'], spell: true }],
    [spellFilter.one, 'creature spell you control', { types: ['Creature'], spell: true, controller: 'you' }],
    [spellFilter.many, 'white spells', { colors: ['white'], spell: true }],
  ];
  it.each(cases.map(([p, text, filter]) => [text, p, filter] as const))('"%s"', (text, p, filter) => {
    expect(read(p, text)).toEqual(filter);
  });

  it('refuses what is not one description', () => {
    expect(read(permanentFilter.one, 'Elf Warrior')).toBeNull(); // two subtypes: "Elf Warrior" is not "Elf or Warrior"
    expect(read(permanentFilter.one, 'creatures')).toBeNull(); // number agreement
    expect(read(permanentFilter.many, 'creature')).toBeNull();
    expect(read(permanentFilter.one, 'artifact and enchantment')).toBeNull(); // "and" joins only plurals
    expect(read(permanentFilter.one, 'nontoken creature card')).toBeNull();
    expect(read(permanentFilter.one, 'white blue creature')).toBeNull();
    expect(read(objectFilter.one, 'creature card')).toBeNull(); // a card with no zone is no object on its own
    expect(read(spellFilter.one, 'creature you control')).toBeNull();
    // Vivien Reid, Broken Wings: "with flying" describes only the creature (any artifact or
    // enchantment may be chosen): the other kinds, or the last one with the keyword.
    expect(read(permanentFilter.one, 'artifact, enchantment, or creature with flying')).toEqual({ anyOf: [{ types: ['Artifact', 'Enchantment'] }, { types: ['Creature'], withKeywords: ['flying'] }] });
    expect(read(permanentFilter.one, 'artifact or creature with flying you control')).toBeNull(); // more than the keyword after the list
    expect(read(permanentFilter.one, 'creature with flying')).toEqual({ types: ['Creature'], withKeywords: ['flying'] });
  });

  it('says a filter back as Oracle text words it', () => {
    for (const text of ['nonblack creature', "creature you don't control", 'tapped creature', 'creature with power 4 or greater', 'artifact, creature, or land', 'creature card in your graveyard', 'noncreature spell', 'attacking or blocking creature']) {
      expect(filterText(read(objectFilter.one, text)!)).toBe(text);
    }
  });
});

describe('matches()', () => {
  const g: Game = setupGame(parseScenario(`
turn: {active: Alice, number: 5, step: declare-blockers}
players:
  - name: Alice
    battlefield: [Llanowar Elves, {card: Grizzly Bears, tapped: true}, Serra Angel, Glorious Anthem, Forest, {card: Ornithopter, counters: {+1/+1: 2}}]
    graveyard: [Lightning Bolt, Elvish Mystic]
  - name: Bob
    battlefield: [Elite Vanguard, {card: Bear, token: true}]
    graveyard: [Grizzly Bears]
cards:
  Bear: {type: "Creature — Bear", cost: "{1}{G}", pt: 2/2, text: ""}
actions: []
`), (n) => findCard(n));
  const you = { you: 'Alice', source: { id: g.battlefield.find((p) => p.card.def.name === 'Llanowar Elves')!.id, name: 'Llanowar Elves' } };
  const names = (text: string, many = false): string[] => permanentsMatching(g, read(many ? permanentFilter.many : permanentFilter.one, text)!, you).map((p) => p.card.def.name);

  it('reads permanents after the layers (613): Glorious Anthem makes Grizzly Bears a 3/3', () => {
    expect(names('creature with power 3 or greater')).toEqual(['Grizzly Bears', 'Serra Angel', 'Ornithopter']); // 0/2, two counters, the anthem
    expect(names('creature with power 2 or less')).toEqual(['Llanowar Elves', 'Elite Vanguard', 'Bear']);
  });
  it('types, colors, controller, token, tapped, keywords, counters', () => {
    expect(names('creatures you control', true)).toEqual(['Llanowar Elves', 'Grizzly Bears', 'Serra Angel', 'Ornithopter']);
    expect(names('other creatures you control', true)).toEqual(['Grizzly Bears', 'Serra Angel', 'Ornithopter']);
    expect(names('nongreen creature an opponent controls')).toEqual(['Elite Vanguard']);
    expect(names('creature token')).toEqual(['Bear']);
    expect(names('nontoken creature an opponent controls')).toEqual(['Elite Vanguard']);
    expect(names('tapped creature')).toEqual(['Grizzly Bears']);
    expect(names('untapped land')).toEqual(['Forest']);
    expect(names('creature with flying')).toEqual(['Serra Angel', 'Ornithopter']);
    expect(names('creature without flying you control')).toEqual(['Llanowar Elves', 'Grizzly Bears']);
    expect(names('artifact creature with a +1/+1 counter on it')).toEqual(['Ornithopter']);
    expect(names('colorless permanent')).toEqual(['Forest', 'Ornithopter']);
    expect(names('Elf or Human')).toEqual(['Llanowar Elves', 'Elite Vanguard']);
    expect(names('artifacts and enchantments', true)).toEqual(['Glorious Anthem', 'Ornithopter']);
    expect(names('creature with mana value 1 or less')).toEqual(['Llanowar Elves', 'Ornithopter', 'Elite Vanguard']);
  });
  it('cards in a zone, by owner; a permanent is not a card in a graveyard, nor the other way round', () => {
    const cards = (text: string): string[] => cardsMatching(g, read(cardFilter.one, text)!, you).map((c) => c.card.def.name);
    expect(cards('creature card in your graveyard')).toEqual(['Elvish Mystic']);
    expect(cards('creature card from a graveyard')).toEqual(['Elvish Mystic', 'Grizzly Bears']);
    expect(cards('instant card in your graveyard')).toEqual(['Lightning Bolt']);
    const bolt: Candidate = { kind: 'card', card: g.players[0]!.graveyard[0]!, zone: 'graveyard' };
    expect(matches(g, bolt, read(permanentFilter.one, 'permanent')!, you)).toBe(false);
    expect(permanentsMatching(g, read(objectFilter.one, 'creature card in your graveyard')!, you)).toEqual([]);
  });
  it('"other" is not the source; combat status reads the combat', () => {
    expect(names('another Elf')).toEqual([]);
    expect(names('attacking creature')).toEqual([]);
  });
});
