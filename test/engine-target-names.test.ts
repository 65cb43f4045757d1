// A target named by a name several objects answer to (601.2c): the name means the one object
// the target requirement accepts — a spell, not its own cascade trigger; the opponent's creature
// for "target creature an opponent controls" — and two acceptable ones are an error listing them.
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';

const counterCascade = {
  turn: { active: 'Alice', number: 5, step: 'main1' },
  players: [
    { name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'], hand: ['Bloodbraid Elf'], library: ['Forest', 'Lightning Bolt', 'Mountain'] },
    { name: 'Bob', battlefield: ['Island', 'Island'], hand: ['Counterspell'], library: 10 },
  ],
  actions: [
    { player: 'Alice', cast: 'Bloodbraid Elf' },
    { player: 'Bob', cast: 'Counterspell', targets: ['Bloodbraid Elf'] },
    { player: 'Alice', choose: { cast: true } },
    { player: 'Alice', choose: { targets: ['Bob'] } },
    { until: 'main2' },
  ],
};

describe('a target name several objects answer to', () => {
  it('"Bloodbraid Elf" for Counterspell is the spell, not its cascade trigger; the trigger still resolves (702.85a)', () => {
    const r = explainInput(counterCascade);
    expect(r.error?.message).toBeUndefined();
    const alice = r.state.players.find((p) => p.name === 'Alice')!;
    const bob = r.state.players.find((p) => p.name === 'Bob')!;
    expect(alice.graveyard.sort()).toEqual(['Bloodbraid Elf', 'Lightning Bolt']);
    expect(bob.graveyard).toEqual(['Counterspell']);
    expect(bob.life).toBe(17);
    expect(r.trace.flatMap((t) => t.rules)).toContain('702.85a');
  });

  it('two spells of one name, both legal targets, are ambiguous: an error listing them, nothing guessed', () => {
    const r = () => explainInput({
      turn: { active: 'Alice', number: 5, step: 'main1' },
      players: [
        { name: 'Alice', battlefield: ['Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Lightning Bolt'], library: 10 },
        { name: 'Bob', battlefield: ['Island', 'Island'], hand: ['Counterspell'], library: 10 },
      ],
      actions: [
        { player: 'Alice', cast: 'Lightning Bolt', targets: ['Bob'] },
        { player: 'Alice', cast: 'Lightning Bolt', targets: ['Bob'] },
        { player: 'Bob', cast: 'Counterspell', targets: ['Lightning Bolt'] },
      ],
    });
    expect(r).toThrow(/actions\[2\]\.targets\[0\]: "Lightning Bolt" is ambiguous: .*Lightning Bolt, Alice.*Lightning Bolt, Alice/);
  });

  it('two creatures of one name: "target creature an opponent controls" takes the opponent\'s (Rocky Rebuke)', () => {
    const r = explainInput({
      turn: { active: 'Alice', number: 5, step: 'main1' },
      players: [
        { name: 'Alice', battlefield: ['Forest', 'Forest', 'Grizzly Bears'], hand: ['Rocky Rebuke'], library: 10 },
        { name: 'Bob', battlefield: ['Grizzly Bears'], library: 10 },
      ],
      actions: [{ player: 'Alice', cast: 'Rocky Rebuke', targets: ['Grizzly Bears', 'Grizzly Bears'] }, { until: 'main2' }],
    });
    expect(r.error?.message).toBeUndefined();
    expect(r.state.players.find((p) => p.name === 'Bob')!.graveyard).toEqual(['Grizzly Bears']);
    expect(r.state.battlefield.filter((p) => p.name === 'Grizzly Bears')).toMatchObject([{ controller: 'Alice', damage: 0 }]);
  });
});
