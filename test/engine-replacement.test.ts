// The one replacement handler (game/replacement/): who chooses among effects (616.1), the
// documented default when the scenario does not choose, each effect once (614.5), and last
// known information (608.2h) — through the real parser and replay, on real cards' text.
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';
import type { ExplainResult } from '../src/engine/types.ts';

const player = (r: ExplainResult, name: string) => r.state.players.find((p) => p.name === name)!;
const entries = (r: ExplainResult, event: string) => r.trace.filter((t) => t.event === event);

function scenario(alice: string, bob: string, actions: string, aliceHand = '', bobHand = ''): string {
  return `
turn: {active: Alice, number: 5, step: main1, priority: true}
players:
  - name: Alice
    battlefield: [${alice}]
    hand: [${aliceHand}]
    library: 20
  - name: Bob
    battlefield: [${bob}]
    hand: [${bobHand}]
    library: 20
actions:
${actions}
`;
}

describe('replacement handler', () => {
  it('without a choice, the affected player applies the first effect found, and the defaults say so', () => {
    const r = explainInput(scenario('Furnace of Rath, Mountain', 'Hill Giant, Plains', `  - {player: Bob, cast: "Shieldmate's Blessing", targets: [Hill Giant]}
  - {pass: all}
  - {player: Alice, cast: Lightning Bolt, targets: [Hill Giant]}
  - {pass: all}`, 'Lightning Bolt', "Shieldmate's Blessing"));
    expect((r.defaults ?? []).some((d) => /Bob applies Furnace of Rath's effect first among Furnace of Rath, Shieldmate's Blessing/.test(d))).toBe(true);
    const order = entries(r, 'order').find((t) => t.rules.includes('616.1'));
    expect(order?.text).toMatch(/Bob, the affected player or controller, applies the effect of Furnace of Rath first/);
  });

  it('a choice naming no applicable effect is not used up by the handler', () => {
    const r = explainInput(scenario('Boon Reflection, Plains, Plains', '', `  - {player: Alice, choose: {replacement: Furnace of Rath}}
  - {player: Alice, cast: Revitalize}
  - {pass: all}`, 'Revitalize'));
    expect(player(r, 'Alice').life).toBe(26);
    expect(entries(r, 'order')).toHaveLength(0);
  });

  it('two doublers of one kind each apply once to each draw: two draws become eight cards, not an endless loop', () => {
    const r = explainInput(scenario('Thought Reflection, Thought Reflection, Island, Island, Island', '', `  - {player: Alice, cast: Divination}
  - {pass: all}`, 'Divination'));
    expect(player(r, 'Alice').hand).toHaveLength(8);
    expect(entries(r, 'replaced').filter((t) => t.rules.includes('614.5'))).toHaveLength(4);
  });

  it('a prevention shield used up by one event stays used up for the next (615.7)', () => {
    const r = explainInput(scenario('Mountain, Mountain', 'Plains', `  - {player: Bob, cast: "Shieldmate's Blessing", targets: [Bob]}
  - {pass: all}
  - {player: Alice, cast: Shock, targets: [Bob]}
  - {pass: all}
  - {player: Alice, cast: Shock, targets: [Bob]}
  - {pass: all}`, 'Shock, Shock', "Shieldmate's Blessing"));
    expect(player(r, 'Bob').life).toBe(19);
  });

  it('Swords to Plowshares reads the power the creature last had on the battlefield (608.2h)', () => {
    const r = explainInput(scenario('Plains', 'Serra Angel, Glorious Anthem', `  - {player: Alice, cast: Swords to Plowshares, targets: [Serra Angel]}
  - {pass: all}`, 'Swords to Plowshares'));
    expect(player(r, 'Bob').life).toBe(25);
    expect(r.trace.some((t) => t.rules.includes('608.2h') && /as it last existed on the battlefield is 5/.test(t.text))).toBe(true);
  });
});
