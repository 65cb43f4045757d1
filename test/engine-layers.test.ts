// The layer system (613) on its own: the order of the layers, the layer-1 plug-in point,
// dependency by trial application (613.8) and its loops, and the derivation a result shows.
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';
import { CITATIONS } from '../src/engine/citations.ts';
import { derive, newContext } from '../src/engine/game/characteristics.ts';
import { orderLayer } from '../src/engine/game/dependency.ts';
import { LAYER_RULE, LAYERS, type ContinuousEffect } from '../src/engine/game/layers.ts';
import { setupGame } from '../src/engine/game/setup.ts';
import { findCard } from '../src/engine/cards/index.ts';
import { parseScenario } from '../src/engine/scenario/schema.ts';

function game(yaml: string) {
  return setupGame(parseScenario(yaml), (n) => findCard(n));
}

const board = (alice: string, cards: string) => `
turn: {active: Alice, number: 5, step: main1}
players:
  - name: Alice
    battlefield: [${alice}]
  - name: Bob
cards:
${cards}
actions: []
`;

describe('the layers', () => {
  it('apply in the order 1, 2, 3, 4, 5, 6, 7a, 7b, 7c, 7d, each under its rule of 613.1 or 613.4', () => {
    expect([...LAYERS]).toEqual(['1', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d']);
    expect(LAYERS.map((l) => CITATIONS[LAYER_RULE[l]].rule)).toEqual(['613.1a', '613.1b', '613.1c', '613.1d', '613.1e', '613.1f', '613.4a', '613.4b', '613.4c', '613.4d']);
  });

  it('layer 1 takes a copy effect: the copiable values become the copied card, and later layers apply on top', () => {
    const g = game(board('Bear, Anthem Stone, Ogre', `  Bear: {type: "Creature — Bear", cost: "{1}{G}", pt: 2/2, text: ""}
  Ogre: {type: "Creature — Ogre", cost: "{2}{R}", pt: 3/3, text: "Trample"}
  Anthem Stone: {type: Artifact, cost: "{3}", text: "Creatures you control get +1/+1."}`));
    const ctx = newContext(g);
    const bear = g.battlefield.find((p) => p.card.def.name === 'Bear')!;
    const ogre = g.battlefield.find((p) => p.card.def.name === 'Ogre')!;
    const copy: ContinuousEffect = { id: 'copy#1', origin: 'resolved', layer: '1', sourceId: 'copy#1', sourceName: 'a copy effect', controller: 'Alice', timestamp: 99, affects: { ids: [bear.id] }, change: { kind: 'copy', of: ogre.card.def } };
    ctx.byLayer.set('1', [copy]);
    const c = derive(ctx, bear);
    expect(c.name).toBe('Ogre');
    expect(c.keywords.has('trample')).toBe(true);
    expect([c.power, c.toughness]).toEqual([4, 4]);
    expect(c.derivation.map((s) => s.layer)).toEqual(['1', '7c']);
  });
});

describe('dependency (613.8)', () => {
  it("an effect whose set of objects another changes waits for it, whatever the timestamps (613.8a 'what it applies to')", () => {
    // Swamp Pact (earlier) makes every land a Swamp; a later effect makes enchantments lands.
    // Applying the later one changes what the first applies to, so the first waits.
    const g = game(board('Swamp Pact, Glass Idol', `  Swamp Pact: {type: Artifact, cost: "{2}", text: "Each land is a Swamp in addition to its other land types."}
  Glass Idol: {type: Enchantment, cost: "{2}", text: ""}`));
    const ctx = newContext(g);
    const pact = g.battlefield.find((p) => p.card.def.name === 'Swamp Pact')!;
    const idol = g.battlefield.find((p) => p.card.def.name === 'Glass Idol')!;
    const landify: ContinuousEffect = { id: 'landify', origin: 'static', layer: '4', sourceId: 'src', sourceName: 'Landify', controller: 'Alice', timestamp: pact.timestamp + 10, affects: { group: 'other-non-aura-enchantments' }, change: { kind: 'add-card-type', cardType: 'Land' } };
    ctx.byLayer.get('4')!.push(landify);
    const order = orderLayer(ctx, '4');
    expect(order.map((o) => [o.effect.sourceName, o.order])).toEqual([['Landify', 'timestamp'], ['Swamp Pact', 'dependency']]);
    expect(order[1]!.after).toEqual(['Landify']);
    const c = derive(ctx, idol);
    expect(c.types).toContain('Land');
    expect(c.subtypes).toContain('Swamp');
    expect(c.abilities.map((a) => a.text)).toContain('{T}: Add {B}. (Swamp)');
  });

  it('effects that depend on each other form a loop and apply in timestamp order (613.8b)', () => {
    // Two nonbasic lands that each say "Nonbasic lands are Mountains.": each would remove the
    // other's ability. The earlier applies first and the later no longer exists.
    const g = game(board('First Moonland, Second Moonland', `  First Moonland: {type: Land, text: "Nonbasic lands are Mountains."}
  Second Moonland: {type: Land, text: "Nonbasic lands are Mountains."}`));
    const ctx = newContext(g);
    const order = orderLayer(ctx, '4');
    expect(order.map((o) => [o.effect.sourceName, o.order])).toEqual([['First Moonland', 'loop'], ['Second Moonland', 'dependency']]);
    const second = g.battlefield.find((p) => p.card.def.name === 'Second Moonland')!;
    const c = derive(ctx, second);
    expect(c.subtypes).toEqual(['Mountain']);
    expect(c.derivation.map((s) => s.source)).toEqual(['First Moonland']);
  });
});

describe('the derivation in the result', () => {
  it('lists each effect applied to a permanent, layer by layer, with why and the value after it', () => {
    const r = explainInput(`
turn: {active: Alice, number: 5, step: main1}
players:
  - name: Alice
    battlefield: [Honor of the Pure, {card: Serra Angel, counters: {+1/+1: 1}}]
  - name: Bob
    battlefield: [Humility]
cards:
  Humility: {type: Enchantment, cost: "{2}{W}{W}", text: "All creatures lose all abilities and have base power and toughness 1/1."}
  Honor of the Pure: {type: Enchantment, cost: "{1}{W}", text: "White creatures you control get +1/+1."}
actions: []
`);
    const angel = r.state.battlefield.find((p) => p.name === 'Serra Angel')!;
    expect(angel.derivation?.map((d) => [d.layer, d.source, d.value])).toEqual([
      ['6', 'Humility', 'no abilities'],
      ['7b', 'Humility', '1/1'],
      ['7c', 'Honor of the Pure', '2/2'],
      ['7c', 'Serra Angel', '3/3'],
    ]);
    expect(angel.derivation?.[0]?.effect).toBe('loses all abilities');
    expect(angel.derivation?.[1]?.rules).toEqual(['613.4b', '613.7']);
  });
});
