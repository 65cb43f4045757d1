// Cast-time choices and other zones (game/cast-options.ts) where a scenario file can't show
// the point: refusals that must name what is missing, and the library after a shuffle.
import { describe, expect, it } from 'vitest';
import { JudgeError } from '../src/errors.ts';
import { explainInput } from '../src/engine/index.ts';

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
