// Planeswalkers (306), loyalty abilities (606) and emblems (114) on small boards, through the
// real parser and replay; and the keyword families' table (702), each row's rule checked
// against the edition the engine cites.
import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeError } from '../src/errors.ts';
import { explainInput } from '../src/engine/index.ts';
import { parseOracleLines } from '../src/engine/oracle/parse.ts';
import { EMBLEM_TRIGGERS } from '../src/engine/oracle/entries/emblems.ts';
import { WITH_COST, WITH_NUMBER } from '../src/engine/oracle/entries/keyword-families.ts';
import type { NumberedNode } from '../src/tree/types.ts';
import { board, perm, player, rulesOf } from './engine-board.ts';
import { ruleNodes } from './cr-nodes.ts';

const WALKER = `  Test Walker: {type: "Legendary Planeswalker — Test", cost: "{2}{R}", loyalty: 4, text: ["+1: Each opponent loses 1 life.", "−X: Test Walker deals X damage to target creature.", "−3: You get an emblem with \\"Creatures you control get +1/+1.\\""]}`;
const read = (text: string) => parseOracleLines('Test Card', text, { isSpell: false })[0]!;

describe('loyalty abilities (606)', () => {
  it('−X removes the X announced (107.3a) and the ability uses it', () => {
    const r = explainInput(board({ alice: 'Test Walker', bob: 'Bear', cards: WALKER, actions: '  - {player: Alice, activate: Test Walker, ability: 2, x: 2, targets: [Bear]}\n  - {pass: all}' }));
    expect(r.ok).toBe(true);
    expect(perm(r, 'Test Walker')!.counters.loyalty).toBe(2);
    expect(player(r, 'Bob').graveyard).toEqual(['Bear']);
    expect(rulesOf(r)).toContain('606.4');
  });

  it('−X can\'t remove more counters than the planeswalker has (606.6)', () => {
    const r = explainInput(board({ alice: 'Test Walker', bob: 'Bear', cards: WALKER, actions: '  - {player: Alice, activate: Test Walker, ability: 2, x: 5, targets: [Bear]}' }));
    expect(r.ok).toBe(false);
    expect(r.error!.rules).toContain('606.6');
  });

  it('an x for an ability without X in its cost is a mistake in the scenario', () => {
    expect(() => explainInput(board({ alice: 'Test Walker', cards: WALKER, actions: '  - {player: Alice, activate: Test Walker, ability: 1, x: 2}' }))).toThrow(JudgeError);
  });

  it('only as a sorcery (606.3): not in the opponent\'s turn', () => {
    const r = explainInput(board({ bob: 'Test Walker', cards: WALKER, actions: '  - {player: Bob, activate: Test Walker, ability: 1}' }));
    expect(r.ok).toBe(false);
    expect(r.error!.rules).toContain('606.3');
  });

  it('a planeswalker entering gets its printed loyalty, plus any counters another effect adds (306.5b)', () => {
    const r = explainInput(board({ alice: 'Mountain, Mountain, Mountain', cards: WALKER, aliceExtra: '    hand: [Test Walker]', actions: '  - {player: Alice, cast: Test Walker}\n  - {pass: all}' }));
    expect(perm(r, 'Test Walker')!.counters.loyalty).toBe(4);
    expect(rulesOf(r)).toContain('306.5b');
  });
});

describe('"up to one target" in any one-target instruction (601.2c)', () => {
  const UPTO = `  Test Walker: {type: "Legendary Planeswalker — Test", cost: "{2}{B}", loyalty: 3, text: ["+1: Up to one target creature gets -2/-1 until your next turn.", "+1: Put two +1/+1 counters on up to one target creature."]}`;

  it('with a target it acts on it; with none the ability still resolves and the loyalty is paid', () => {
    const aimed = explainInput(board({ alice: 'Test Walker', bob: 'Bear', cards: UPTO, actions: '  - {player: Alice, activate: Test Walker, ability: 2, targets: [Bear]}\n  - {pass: all}' }));
    expect(aimed.ok).toBe(true);
    expect(perm(aimed, 'Bear')!.counters['+1/+1']).toBe(2);
    const none = explainInput(board({ alice: 'Test Walker', bob: 'Bear', cards: UPTO, actions: '  - {player: Alice, activate: Test Walker, ability: 1, targets: []}\n  - {pass: all}' }));
    expect(none.ok).toBe(true);
    expect(perm(none, 'Test Walker')!.counters.loyalty).toBe(4);
    expect(perm(none, 'Bear')!.power).toBe(2);
    expect(rulesOf(none)).toContain('601.2c');
  });

  it('a later sentence about "it" after a verb\'s optional slot names that slot: left empty, it acts on nothing', () => {
    expect('error' in read('+1: Up to one target creature gains flying until end of turn. Untap it.')).toBe(false);
    const cards = `  Test Walker: {type: "Legendary Planeswalker — Test", cost: "{2}{B}", loyalty: 3, text: ["+1: Up to one target creature gains flying until end of turn. Untap it."]}`;
    const none = explainInput(board({ alice: 'Test Walker', bob: 'Bear', cards, actions: '  - {player: Alice, activate: Test Walker, ability: 1, targets: []}\n  - {pass: all}' }));
    expect(none.ok).toBe(true);
    expect(perm(none, 'Test Walker')!.counters.loyalty).toBe(4);
    expect('error' in read('+1: Up to one target creature gains flying until end of turn. Draw a card.')).toBe(false);
  });
});

describe('a triggered ability for a while (603.7b)', () => {
  const LASTING = `  Test Walker: {type: "Legendary Planeswalker — Test", cost: "{2}{W}", loyalty: 3, text: ["+1: Until your next turn, whenever a creature attacks, you gain 1 life."]}`;

  it('"until your next turn, whenever …" triggers on the opponent\'s turn and ends as its controller\'s next turn begins (611.2a)', () => {
    const actions = [
      '  - {player: Alice, activate: Test Walker, ability: 1}', '  - {pass: all}', '  - {until: upkeep}', '  - {until: declare-attackers}',
      '  - {player: Bob, attack: {bobs-bear: Alice}}', '  - {until: main2}', '  - {until: upkeep}', '  - {until: declare-attackers}',
      '  - {player: Alice, attack: {alices-bear: Bob}}', '  - {until: main2}',
    ].join('\n');
    const r = explainInput(board({ alice: 'Test Walker, {card: Bear, id: alices-bear}', bob: '{card: Bear, id: bobs-bear}', cards: LASTING, actions }));
    expect(r.ok).toBe(true);
    // Bob's Bear attacking on his turn: +1 life, then 2 combat damage; Alice's attack on her next turn gains nothing.
    expect(player(r, 'Alice').life).toBe(19);
    expect(rulesOf(r)).toContain('603.7b');
  });
});

describe('emblems (114)', () => {
  it('"You get an emblem with …": in the command zone, its static ability applies to its owner\'s creatures', () => {
    const r = explainInput(board({ alice: '{card: Test Walker, loyalty: 3}, Bear', bob: 'Bear', cards: WALKER, actions: '  - {player: Alice, activate: Test Walker, ability: 3}\n  - {pass: all}' }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Alice').emblems).toEqual([{ id: 'test-walker-emblem', name: 'Test Walker Emblem', abilities: ['Creatures you control get +1/+1.'] }]);
    expect(r.state.battlefield.filter((p) => p.name === 'Bear').map((p) => `${p.controller} ${p.power}/${p.toughness}`)).toEqual(['Alice 3/3', 'Bob 2/2']);
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['114.2', '114.4', '408.2']));
    // The planeswalker that made it is gone (704.5i); the emblem stays.
    expect(player(r, 'Alice').graveyard).toEqual(['Test Walker']);
  });

  it('a scenario may start with emblems; one with an ability an emblem can\'t use is refused with its path', () => {
    const ok = explainInput(board({ alice: 'Bear', actions: '  - {pass: all}', aliceExtra: '    emblems: ["Creatures you control get +2/+2."]' }));
    expect(perm(ok, 'Bear')!.power).toBe(4);
    expect(ok.trace[0]!.message?.key).toBe('emblem.described');
    try {
      explainInput(board({ actions: '  - {pass: all}', aliceExtra: '    emblems: ["This creature gets +1/+1."]' }));
      expect.unreachable();
    } catch (e) {
      expect((e as JudgeError).message).toMatch(/players\[0\]\.emblems\[0\]/);
    }
  });

  it('its triggered abilities trigger from the command zone: at the beginning of the upkeep, "this emblem" is the source', () => {
    const r = explainInput(board({ step: 'untap', priority: false, actions: '  - {until: draw}', aliceExtra: '    emblems: [{from: Chandra, text: "At the beginning of your upkeep, this emblem deals 1 damage to you."}]' }));
    expect(player(r, 'Alice').life).toBe(19);
    expect(r.trace.some((t) => t.text.includes('Chandra Emblem deals 1 damage to Alice'))).toBe(true);
  });

  // One board per kind of trigger an emblem's ability may have: each must trigger from the command zone.
  const SHOCK = '  Shock: {type: Instant, cost: "{R}", text: "Shock deals 2 damage to any target."}';
  const TRIGGERS: Record<string, { on: string; emblem: string; step?: string; alice?: string; hand?: string; actions: string }> = {
    upkeep: { on: 'step-begins', emblem: 'At the beginning of your upkeep, you gain 1 life.', step: 'untap', actions: '  - {until: draw}' },
    'end-step': { on: 'step-begins', emblem: 'At the beginning of your end step, you gain 1 life.', actions: '  - {until: cleanup}' },
    'beginning-of-combat': { on: 'step-begins', emblem: 'At the beginning of combat on your turn, you gain 1 life.', actions: '  - {until: declare-attackers}' },
    'you-cast': { on: 'casts', emblem: 'Whenever you cast a spell, you gain 1 life.', alice: 'Mountain', hand: 'Shock', actions: '  - {player: Alice, cast: Shock, targets: [Bob]}\n  - {pass: all}\n  - {pass: all}' },
    'spell-cast': { on: 'casts', emblem: 'Whenever you cast an instant spell, you gain 1 life.', alice: 'Mountain', hand: 'Shock', actions: '  - {player: Alice, cast: Shock, targets: [Bob]}\n  - {pass: all}\n  - {pass: all}' },
    'you-draw': { on: 'draws', emblem: 'Whenever you draw a card, you gain 1 life.', step: 'upkeep', actions: '  - {until: main1}' },
    'you-gain-life': { on: 'gains-life', emblem: 'Whenever you gain life, each opponent loses 1 life.', alice: 'Mountain', hand: 'Salve', actions: '  - {player: Alice, cast: Salve}\n  - {pass: all}\n  - {pass: all}' },
    'creature-enters': { on: 'enters', emblem: 'Whenever a creature you control enters, you gain 1 life.', alice: 'Forest, Forest', hand: 'Bear', actions: '  - {player: Alice, cast: Bear}\n  - {pass: all}\n  - {pass: all}' },
    'permanent-enters': { on: 'enters', emblem: 'Whenever a land you control enters, you gain 1 life.', hand: 'Forest', actions: '  - {player: Alice, play: Forest}\n  - {pass: all}' },
    'creature-dies': { on: 'dies', emblem: 'Whenever a creature dies, you gain 1 life.', alice: 'Mountain', hand: 'Shock', actions: '  - {player: Alice, cast: Shock, targets: [Bear]}\n  - {pass: all}\n  - {pass: all}' },
    // Garruk, Apex Predator's kind: a creature attacking the emblem's owner (here Alice's own attacker, "a creature you control").
    'creature-attacks': { on: 'attacks', emblem: 'Whenever a creature you control attacks, you gain 1 life.', alice: '{card: Bear, id: alices-bear}', actions: '  - {until: declare-attackers}\n  - {player: Alice, attack: {alices-bear: Bob}}\n  - {until: declare-blockers}' },
    // Vraska, Golgari Queen's kind: a creature the emblem's owner controls dealing combat damage to a player.
    'deals-damage': { on: 'deals-damage', emblem: 'Whenever a creature you control deals combat damage to a player, you gain 1 life.', alice: '{card: Bear, id: alices-bear}', actions: '  - {until: declare-attackers}\n  - {player: Alice, attack: {alices-bear: Bob}}\n  - {until: declare-blockers}\n  - {player: Bob, block: {}}\n  - {until: combat-damage}\n  - {pass: all}' },
    'becomes-tapped': { on: 'becomes-tapped', emblem: 'Whenever a land you control becomes tapped, you gain 1 life.', alice: 'Mountain', hand: 'Shock', actions: '  - {player: Alice, cast: Shock, targets: [Bob]}\n  - {pass: all}' },
  };
  it('has a board for every trigger kind an emblem is read with', () => {
    expect(new Set(Object.values(TRIGGERS).map((c) => c.on))).toEqual(new Set(EMBLEM_TRIGGERS));
  });
  for (const [event, c] of Object.entries(TRIGGERS)) {
    it(`a "${event}" ability triggers from the command zone`, () => {
      const parsed = read(`−8: You get an emblem with "${c.emblem}"`) as unknown as { abilities: Array<{ effects: Array<{ abilities: Array<{ trigger: { on: string } }> }> }> };
      expect(parsed.abilities[0]!.effects[0]!.abilities[0]!.trigger.on).toBe(c.on);
      const r = explainInput(board({
        step: c.step, priority: c.step ? false : undefined, alice: c.alice, bob: 'Bear',
        cards: `${SHOCK}\n  Salve: {type: Instant, cost: "{R}", text: "You gain 3 life."}`,
        aliceExtra: `    hand: [${c.hand ?? ''}]\n    emblems: ["${c.emblem}"]`, actions: c.actions,
      }));
      expect(r.trace.filter((t) => t.event === 'trigger' && t.text.includes('Emblem')), event).toHaveLength(1);
    });
  }

  it('reads only abilities that work in the command zone', () => {
    const refused = (quote: string) => 'error' in read(`−8: You get an emblem with "${quote}"`);
    expect(refused('Creatures you control get +1/+1.')).toBe(false);
    expect(refused('Whenever a creature you control enters, you may draw a card.')).toBe(false);
    // About the emblem's own object, which it doesn't have: refused rather than read with no effect.
    expect(refused('Enchanted creature gets +1/+1.')).toBe(true);
    expect(refused('Whenever another creature you control enters, draw a card.')).toBe(true);
    expect(refused('Whenever you cast an Elf spell, it gains haste until end of turn and you draw two cards.')).toBe(true);
    // An activated ability of an emblem: not activated by the engine.
    expect(refused('{T}: Draw a card.')).toBe(true);
  });
});

describe('a planeswalker that becomes a creature (205.1b, 120.3c, 120.3e)', () => {
  const GIDEON = `  Test Gideon: {type: "Legendary Planeswalker — Gideon", cost: "{2}{W}{W}", loyalty: 4, text: ["0: Until end of turn, Test Gideon becomes a 4/4 Human Soldier creature that's still a planeswalker."]}`;
  it('damage to it removes loyalty counters and is marked on it', () => {
    const r = explainInput(board({ alice: 'Test Gideon', bob: 'Mountain', cards: GIDEON, bobExtra: '    hand: [Shock]', actions: '  - {player: Alice, activate: Test Gideon, ability: 1}\n  - {pass: all}\n  - {player: Bob, cast: Shock, targets: [Test Gideon]}\n  - {pass: all}' }));
    expect(r.ok).toBe(true);
    const g = perm(r, 'Test Gideon')!;
    expect(g.types).toEqual(expect.arrayContaining(['Planeswalker', 'Creature']));
    expect(g.counters.loyalty).toBe(2);
    expect(g.damage).toBe(2);
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['120.3c', '205.1b']));
  });
});

describe('keyword families (702): one table per way a keyword is parameterised', () => {
  let nodes = new Map<string, NumberedNode>();
  beforeAll(async () => {
    nodes = await ruleNodes();
  }, 120_000);

  it('each row names the rule that defines its keyword', () => {
    for (const [name, row] of [...Object.entries(WITH_NUMBER), ...Object.entries(WITH_COST)]) {
      const text = nodes.get(row.rule)?.text.toLowerCase();
      expect(text, `${name} → ${row.rule}`).toContain(name.split(' ')[0]);
    }
  });

  it('a keyword of a family is read from its row, alone or in a line of keywords', () => {
    expect(read('Flying, bushido 2')).toMatchObject({ abilities: [{ kind: 'keyword', keyword: 'flying' }, { kind: 'keyword-n', keyword: 'bushido', n: 2 }] });
    expect(read('Crew 1')).toMatchObject({ abilities: [{ kind: 'activated', costs: [{ type: 'crew', power: 1 }] }] });
    expect(read('Echo {3}{G}')).toMatchObject({ abilities: [{ kind: 'echo', mana: ['3', 'G'] }] });
    // A spell's keyword stays a spell's.
    expect('error' in read('Flashback {2}{R}')).toBe(true);
    expect(parseOracleLines('Test Card', 'Flashback {2}{R}', { isSpell: true })[0]).toMatchObject({ abilities: [{ kind: 'flashback', cost: ['2', 'R'] }] });
  });
});

describe('X in a loyalty ability\'s text', () => {
  it('"where X is" defines the X of its sentence only, and an X no amount can carry is refused', () => {
    expect(read('−2: Put X +1/+1 counters on target creature, where X is your life total. That creature gains trample until end of turn.')).toHaveProperty('abilities');
    // A sentence with no X for "where X is" to define.
    expect(read('+1: Draw a card, where X is your life total.')).toHaveProperty('error');
  });

  it('"+X/+X" and "X/X" are never read as +0/+0 or 0/0 by the fixed-number phrases', () => {
    for (const text of ['Target creature gets +X/+X until end of turn.', 'Create an X/X green Ooze creature token.', 'All creatures get +X/-X until end of turn.']) {
      const [l] = parseOracleLines('Test Card', text, { isSpell: true });
      if ('abilities' in l!) expect(JSON.stringify(l.abilities)).not.toMatch(/"power":0,"toughness":0/);
    }
  });
});
