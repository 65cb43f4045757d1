// Keyword mechanics of issue 24's coverage list, played on small boards through the real parser
// and replay: firebending's mana (702.189a), the leylines' opening-hand ability (103.6a), bestow (702.103).
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';
import { board, perm, player, rulesOf } from './engine-board.ts';

describe('firebending (702.189a)', () => {
  const attack = (actions: string) =>
    explainInput(board({ step: 'beginning-of-combat', alice: 'Fire Sages, Mountain, Mountain', actions: `  - {player: Alice, attack: {Fire Sages: Bob}}\n  - {pass: all}\n${actions}` }));

  it('adds {R} that stays through the combat steps and empties as the end of combat step ends', () => {
    const inBlockers = attack('  - {until: combat-damage}');
    expect(inBlockers.ok).toBe(true);
    expect(player(inBlockers, 'Alice').manaPool).toBe('{R}');
    expect(rulesOf(inBlockers)).toContain('702.189a');
    const after = attack('  - {until: main2}');
    expect(player(after, 'Alice').manaPool).toBeUndefined();
    const emptied = after.trace.filter((t) => t.text.includes('empties'));
    expect(emptied.map((t) => t.step)).toEqual(['end-of-combat']);
  });

  it('spends ordinary mana first: a Mountain tapped after it leaves the firebending {R} kept', () => {
    const r = attack('  - {player: Alice, activate: Mountain, ability: 1}\n  - {until: declare-blockers}');
    expect(player(r, 'Alice').manaPool).toBe('{R}');
    expect(r.trace.some((t) => /unspent mana \(\{R\}\) empties/.test(t.text))).toBe(true);
  });

  it('a kept {R} spent and an ordinary {R} added afterwards is not kept', () => {
    const r = explainInput(board({ step: 'beginning-of-combat', alice: 'Fire Sages, Mountain, Mountain, Mountain', actions: `  - {player: Alice, attack: {Fire Sages: Bob}}
  - {pass: all}
  - {player: Alice, activate: Fire Sages, ability: 1}
  - {pass: all}
  - {player: Alice, activate: mountain-3, ability: 1}
  - {until: declare-blockers}` }));
    expect(r.ok).toBe(true);
    expect(perm(r, 'Fire Sages')!.power).toBe(3);
    expect(player(r, 'Alice').manaPool).toBeUndefined();
    expect(r.trace.some((t) => t.text.includes('stays in the mana pool'))).toBe(false);
  });
});

describe("the leylines' opening-hand ability (103.6a)", () => {
  it('is read as acting before the game: Leyline of Sanctity on the board plays its other line', () => {
    const r = explainInput(board({ alice: 'Leyline of Sanctity', bob: 'Mountain', bobExtra: '    hand: [Shock]', actions: '  - {player: Bob, cast: Shock, targets: [Alice]}' }));
    expect(r.ok).toBe(false);
    expect(r.error!.rules).toEqual(expect.arrayContaining(['702.11c']));
    expect(r.setAside ?? []).toEqual([]);
  });
});

describe('bestow (702.103)', () => {
  const cast = (actions: string, bob = '') =>
    explainInput(board({ alice: 'Island, Island, Island, Island, Island, Island, Island, Bear', bob, aliceExtra: '    hand: [Hypnotic Siren]', actions }));

  it('cast bestowed, it is an Aura spell that enters attached, not a creature (702.103b)', () => {
    const r = cast('  - {player: Alice, cast: Hypnotic Siren, altCost: bestow, targets: [Bear]}\n  - {pass: all}');
    expect(r.ok).toBe(true);
    const siren = perm(r, 'Hypnotic Siren')!;
    expect(siren.attachedTo).toBe(perm(r, 'Bear')!.id);
    expect(siren.power).toBeUndefined();
    expect(perm(r, 'Bear')!.power).toBe(3);
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['702.103a', '702.103b']));
  });

  it("its static abilities work on the host: the bestowed Siren takes control of an opponent's creature", () => {
    const r = cast('  - {player: Alice, cast: Hypnotic Siren, altCost: bestow, targets: [Grizzly Bears]}\n  - {pass: all}', 'Grizzly Bears');
    expect(perm(r, 'Grizzly Bears')!.controller).toBe('Alice');
  });

  it('cast for its mana cost it is the creature, attached to nothing', () => {
    const r = cast('  - {player: Alice, cast: Hypnotic Siren}\n  - {pass: all}');
    expect(perm(r, 'Hypnotic Siren')!.power).toBe(1);
    expect(perm(r, 'Hypnotic Siren')!.attachedTo).toBeUndefined();
  });

  it('a card without bestow cannot be cast bestowed', () => {
    const r = explainInput(board({ alice: 'Forest, Forest', aliceExtra: '    hand: [Bear]', actions: '  - {player: Alice, cast: Bear, altCost: bestow}' }));
    expect(r.ok).toBe(false);
    expect(r.error!.rules).toContain('702.103a');
  });
});

describe('splice (702.47)', () => {
  const run = (actions: string, hand = 'Reach Through Mists, Glacial Ray') =>
    explainInput(board({ alice: 'Island, Mountain, Mountain, Mountain, Mountain', aliceExtra: `    hand: [${hand}]`, actions }));

  it("the main spell's instructions first, then the spliced card's, with its target and its cost added (702.47a-b)", () => {
    const r = run('  - {player: Alice, cast: Reach Through Mists, splice: [Glacial Ray], targets: [Bob]}\n  - {pass: all}');
    expect(r.ok).toBe(true);
    expect(player(r, 'Bob').life).toBe(18);
    expect(player(r, 'Alice').hand).toContain('Glacial Ray');
    const draw = r.trace.findIndex((t) => /draws/.test(t.text));
    const damage = r.trace.findIndex((t) => /deals 2 damage/.test(t.text));
    expect(draw).toBeGreaterThan(-1);
    expect(damage).toBeGreaterThan(draw);
    expect(r.trace.find((t) => /taps/.test(t.text))?.text).toMatch(/\{1\}\{U\}\{R\}/);
  });

  it('two copies of one card can both be spliced, each once', () => {
    const r = run('  - {player: Alice, cast: Reach Through Mists, splice: [Glacial Ray, Glacial Ray], targets: [Bob, Bob]}\n  - {pass: all}', 'Reach Through Mists, Glacial Ray, Glacial Ray');
    expect(r.ok).toBe(true);
    expect(player(r, 'Bob').life).toBe(16);
  });

  it('is refused onto a spell without the quality, and for a card not in the hand', () => {
    const bolt = run('  - {player: Alice, cast: Lightning Bolt, splice: [Glacial Ray], targets: [Bob, Bob]}', 'Lightning Bolt, Glacial Ray');
    expect(bolt.ok).toBe(false);
    expect(bolt.error!.rules).toContain('702.47a');
    expect(() => run('  - {player: Alice, cast: Reach Through Mists, splice: [Glacial Ray, Glacial Ray], targets: [Bob, Bob]}')).toThrow(/no other card named Glacial Ray/);
  });
});
