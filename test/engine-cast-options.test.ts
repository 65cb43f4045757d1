// Cast-time choices and other zones (game/cast-options.ts) where a scenario file can't show
// the point: refusals that must name what is missing, and the library after a shuffle.
import { describe, expect, it } from 'vitest';
import { JudgeError } from '../src/errors.ts';
import { explainInput } from '../src/engine/index.ts';

/** Alice's main phase (turn 6, priority) with her lands, hand and library, a card of `cards:`, and actions. */
function aliceBoard(o: { lands: string; hand: string; library?: string; card: string; actions: string }): string {
  return `
turn: {active: Alice, number: 6, step: main1}
players:
  - name: Alice
    battlefield: [${o.lands}]
    hand: [${o.hand}]
    library: ${o.library ?? 20}
  - name: Bob
cards:
  ${o.card}
actions:
${o.actions}
`;
}

const landcycling = (library: string, extra = '') => `
turn: {active: Alice, number: 3, step: main1, priority: true}
players:
  - name: Alice
    battlefield: [Plains, Plains]
    hand: [Test Beast, Test Insight]
    library: ${library}
  - name: Bob
cards:
  Test Beast: {type: "Creature — Beast", cost: "{5}{G}", pt: 5/5, text: "Basic landcycling {1}"}
  Test Insight: {type: Instant, cost: "{W}", text: "Draw a card."}
actions:
  - {player: Alice, activate: Test Beast, from: hand}
  - {pass: all}
${extra}`;

describe('typecycling searches (702.29e, 701.23, 701.24)', () => {
  it('refuses a search of a library the scenario gives only as a count', () => {
    expect(() => explainInput(landcycling('20'))).toThrow(JudgeError);
    expect(() => explainInput(landcycling('20'))).toThrow(/not modelled; list them/);
  });

  it('after the shuffle the library order is unknown, so a later draw is an unknown card', () => {
    const r = explainInput(landcycling('[Forest, Island, Swamp]', '  - {player: Alice, cast: Test Insight}\n  - {pass: all}'));
    expect(r.ok).toBe(true);
    const alice = r.state.players.find((p) => p.name === 'Alice')!;
    expect(alice.library).toBe(1);
    expect(alice.hand).toEqual(['Forest', 'Unknown Card']);
    expect(r.trace.map((t) => t.text)).toContain('Alice searches their library, finds Forest, reveals it and puts it into their hand');
  });

  it('a spell with no modes refuses a modes choice', () => {
    const yaml = `
turn: {active: Alice, number: 3, step: main1}
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Test Shock]
  - name: Bob
cards:
  Test Shock: {type: Instant, cost: "{R}", text: "Test Shock deals 2 damage to any target."}
actions:
  - {player: Alice, cast: Test Shock, modes: [1], targets: [Bob]}
`;
    expect(() => explainInput(yaml)).toThrow(/is not modal/);
  });
});

describe('kicker costs (702.33)', () => {
  const battlemage = (kicked: string) =>
    aliceBoard({
      lands: 'Plains, Plains, Plains, Plains, Mountain',
      hand: 'Test Battlemage',
      card: 'Test Battlemage: {type: "Creature — Human Wizard", cost: "{2}{W}", pt: 2/2, text: "Kicker {R} and/or {W}\\nWhen this creature enters, if it was kicked with its {R} kicker, it deals 2 damage to any target.\\nWhen this creature enters, if it was kicked with its {W} kicker, you gain 3 life."}',
      actions: `  - {player: Alice, cast: Test Battlemage, kicked: ${kicked}}\n  - {pass: all}\n  - {pass: all}\n  - {pass: all}`,
    });
  it('with two kicker costs, kicked: true is refused with the costs to name (702.33b)', () => {
    expect(() => explainInput(battlemage('true'))).toThrow(/2 kicker costs \(\{R\}, \{W\}\): say which are paid/);
  });

  it('both kicker costs paid: both linked abilities trigger (702.33f)', () => {
    const r = explainInput(battlemage('["{R}", "{W}"]'));
    expect(r.ok).toBe(true);
    const life = Object.fromEntries(r.state.players.map((p) => [p.name, p.life]));
    expect(life).toEqual({ Alice: 23, Bob: 18 });
  });

  it('a kicker cost the card does not have is named in the error', () => {
    expect(() => explainInput(battlemage('["{G}"]'))).toThrow(/no kicker cost \{G\}; its kicker costs are \{R\}, \{W\}/);
  });
});

describe('evoke (702.74a)', () => {
  const yaml = (evoke: string) =>
    aliceBoard({
      lands: 'Island, Island, Island, Island, Island',
      hand: 'Test Mulldrifter',
      library: '[Forest, Plains]',
      card: 'Test Mulldrifter: {type: "Creature — Elemental", cost: "{4}{U}", pt: 2/2, text: "Flying\\nWhen this creature enters, draw two cards.\\nEvoke {1}{U}"}',
      actions: `  - {player: Alice, cast: Test Mulldrifter${evoke}}\n  - {until: end}`,
    });
  it('cast for its mana cost, the evoke trigger does not trigger and the creature stays', () => {
    const r = explainInput(yaml(''));
    expect(r.state.battlefield.map((p) => p.name)).toContain('Test Mulldrifter');
    expect(r.trace.some((t) => /Evoke \{1\}\{U\}" is put on the stack/.test(t.text))).toBe(false);
  });

  it('evoked, it is sacrificed and leaves three Islands untapped', () => {
    const r = explainInput(yaml(', evoke: true'));
    expect(r.state.battlefield.filter((p) => p.name === 'Island' && !p.tapped)).toHaveLength(3);
    expect(r.state.players.find((p) => p.name === 'Alice')!.graveyard).toEqual(['Test Mulldrifter']);
  });
});
