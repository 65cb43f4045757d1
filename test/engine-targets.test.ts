// Targets as one TargetSpec (oracle/target-grammar.ts): every verb takes any target description
// the filter phrase reads, checked by the one matches() on choosing (601.2c) and on resolution
// (608.2b); "another target" (115.3), "that player controls", "up to N", and the graveyard-card,
// search and cost descriptions that share the same filter.
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';
import { parseOracleText } from '../src/engine/oracle/parse.ts';
import { board as mechanicsBoard, perm, player } from './engine-board.ts';

const board = (opts: Parameters<typeof mechanicsBoard>[0]): string => mechanicsBoard({ priority: true, ...opts });
const card = (name: string, type: string, cost: string, text: string, pt?: string): string => `  ${name}: {type: "${type}", cost: "${cost}", ${pt ? `pt: ${pt}, ` : ''}text: "${text}"}`;

describe('any verb takes any target description', () => {
  it('"deals 1 damage to target creature an opponent controls" reads as "destroy target creature an opponent controls" does', () => {
    const [ping] = parseOracleText('Test Card', 'Test Card deals 1 damage to target creature an opponent controls.', { isSpell: true });
    expect(ping).toMatchObject({ effects: [{ type: 'deal-damage', amount: 1, to: [{ ref: 'target', spec: { object: { types: ['Creature'], controller: 'opponent' } } }] }] });
    const cards = card('Jab', 'Instant', '{R}', 'Jab deals 1 damage to target creature an opponent controls.');
    const ok = explainInput(board({ alice: 'Mountain, Llanowar Elves', bob: 'Llanowar Elves', aliceExtra: '    hand: [Jab]', cards, actions: '  - {player: Alice, cast: Jab, targets: [llanowar-elves-2]}\n  - {until: beginning-of-combat}' }));
    expect(ok.ok).toBe(true);
    expect(player(ok, 'Bob').graveyard).toEqual(['Llanowar Elves']);
    expect(perm(ok, 'Llanowar Elves')?.controller).toBe('Alice');
  });

  it('refuses a target the description does not fit, naming why (601.2c)', () => {
    const cards = card('Jab', 'Instant', '{R}', 'Jab deals 1 damage to target creature an opponent controls.') + '\n' + card('Own Elf', 'Creature — Elf', '{G}', '', '1/1');
    const r = explainInput(board({ alice: 'Mountain, Own Elf', aliceExtra: '    hand: [Jab]', cards, actions: '  - {player: Alice, cast: Jab, targets: [Own Elf]}' }));
    expect(r.ok).toBe(false);
    expect(r.error?.message).toMatch(/Own Elf is not a creature an opponent controls/);
    expect(r.error?.rules).toContain('601.2c');
  });

  it('a target with a power comparison is checked after the layers, and again on resolution (608.2b)', () => {
    const cards = card('Smite the Big', 'Instant', '{W}', 'Destroy target creature with power 3 or greater.');
    // Glorious Anthem makes Grizzly Bears a 3/3: a legal target.
    const r = explainInput(board({ alice: 'Plains, Glorious Anthem, Grizzly Bears', aliceExtra: '    hand: [Smite the Big]', cards, actions: '  - {player: Alice, cast: Smite the Big, targets: [Grizzly Bears]}\n  - {until: beginning-of-combat}' }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Alice').graveyard).toContain('Grizzly Bears');
  });
});

describe('"another target" (115.3)', () => {
  const cards = card('Squire', 'Creature — Human Soldier', '{W}', 'When this creature enters, put a +1/+1 counter on another target creature you control.', '1/1');
  it('as the ability\'s only target, it is not the source', () => {
    const r = explainInput(board({ alice: 'Plains, Grizzly Bears', aliceExtra: '    hand: [Squire]', cards, actions: '  - {player: Alice, cast: Squire}\n  - {until: beginning-of-combat}' }));
    expect(r.ok).toBe(true);
    expect(perm(r, 'Grizzly Bears')?.counters).toEqual({ '+1/+1': 1 });
    expect(perm(r, 'Squire')?.counters ?? {}).toEqual({});
  });
  it('with no other creature, the trigger has no legal target and is removed (603.3d)', () => {
    const r = explainInput(board({ alice: 'Plains', aliceExtra: '    hand: [Squire]', cards, actions: '  - {player: Alice, cast: Squire}\n  - {until: beginning-of-combat}' }));
    expect(r.trace.some((t) => t.event === 'trigger-removed')).toBe(true);
  });
  it('after an earlier target of the same spell, it is a different object — the source itself may be chosen', () => {
    const spell = card('Swap Strength', 'Instant', '{B}', 'Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn.');
    const same = explainInput(board({ alice: 'Swamp, Grizzly Bears', bob: 'Llanowar Elves', aliceExtra: '    hand: [Swap Strength]', cards: spell, actions: '  - {player: Alice, cast: Swap Strength, targets: [Grizzly Bears, Grizzly Bears]}' }));
    expect(same.ok).toBe(false);
    expect(same.error?.message).toMatch(/another target/);
    const two = explainInput(board({ alice: 'Swamp, Grizzly Bears', bob: 'Llanowar Elves', aliceExtra: '    hand: [Swap Strength]', cards: spell, actions: '  - {player: Alice, cast: Swap Strength, targets: [Grizzly Bears, Llanowar Elves]}\n  - {until: beginning-of-combat}' }));
    expect(two.ok).toBe(true);
    expect(player(two, 'Bob').graveyard).toEqual(['Llanowar Elves']);
  });
});

describe('targets named by the trigger\'s event', () => {
  it('"destroy target creature that player controls" takes only the damaged player\'s creatures', () => {
    const cards = card('Raider', 'Creature — Human Pirate', '{1}{B}', 'Whenever this creature deals combat damage to a player, destroy target creature that player controls.', '2/2');
    const r = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Raider, Llanowar Elves', bob: 'Grizzly Bears', cards, actions: '  - {player: Alice, attack: {Raider: Bob}}\n  - {until: main2}' }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Bob').graveyard).toEqual(['Grizzly Bears']);
    expect(perm(r, 'Llanowar Elves')).toBeDefined();
  });
});

describe('one description for cards too', () => {
  it('"Return target creature card with mana value 2 or less from your graveyard to the battlefield"', () => {
    const cards = card('Small Return', 'Sorcery', '{W}', 'Return target creature card with mana value 2 or less from your graveyard to the battlefield.');
    const bears = explainInput(board({ alice: 'Plains', aliceExtra: '    hand: [Small Return]\n    graveyard: [Grizzly Bears, Serra Angel]', cards, actions: '  - {player: Alice, cast: Small Return, targets: [Grizzly Bears]}\n  - {until: beginning-of-combat}' }));
    expect(bears.ok).toBe(true);
    expect(perm(bears, 'Grizzly Bears')).toBeDefined();
    const angel = explainInput(board({ alice: 'Plains', aliceExtra: '    hand: [Small Return]\n    graveyard: [Grizzly Bears, Serra Angel]', cards, actions: '  - {player: Alice, cast: Small Return, targets: [Serra Angel]}' }));
    expect(angel.ok).toBe(false);
    expect(angel.error?.message).toMatch(/Serra Angel .* is not a creature card with mana value 2 or less in your graveyard/);
  });

  it('a search finds a card of any description: "a Bird or basic land card" (701.23a)', () => {
    const scenario = (pick: string): string => `
turn: {active: Alice, number: 5, step: main1, priority: true}
players:
  - name: Alice
    battlefield: [Forest]
    hand: [Find Friends]
    library: [Grizzly Bears, Birds of Paradise, Island]
  - name: Bob
cards:
${card('Find Friends', 'Sorcery', '{G}', 'Search your library for a Bird or basic land card, reveal it, put it into your hand, then shuffle.')}
actions:
  - {player: Alice, choose: {search: ${pick}}}
  - {player: Alice, cast: Find Friends}
  - {until: beginning-of-combat}
`;
    expect(player(explainInput(scenario('Island')), 'Alice').hand).toEqual(['Island']);
    expect(player(explainInput(scenario('Birds of Paradise')), 'Alice').hand).toEqual(['Birds of Paradise']);
    expect(() => explainInput(scenario('Grizzly Bears'))).toThrow(/Grizzly Bears is not a Bird card or basic land card in Alice's library/);
  });
});
