// A scenario's `choose` actions: a colour by its word or its mana letter, any case; a choice the
// replay went past that nothing asked for or could read is an error at its path (actions[i]);
// a name two permanents not alike answer to is ambiguous, its ids listed (nothing is guessed).
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';

const motherOfRunes = (color: string) => ({
  turn: { active: 'Alice', number: 5, step: 'main1' },
  players: [
    { name: 'Alice', battlefield: ['Mountain'], hand: ['Lightning Bolt'], library: 10 },
    { name: 'Bob', battlefield: ['Mother of Runes', 'Grizzly Bears'], library: 10 },
  ],
  actions: [
    { player: 'Alice', cast: 'Lightning Bolt', targets: ['Grizzly Bears'] },
    { player: 'Bob', activate: 'Mother of Runes', ability: 1, targets: ['Grizzly Bears'] },
    { player: 'Bob', choose: { color } },
    { until: 'main2' },
  ],
});

describe('choose', () => {
  it.each(['R', 'r', 'red', 'Red'])('{color: %s} is red: Mother of Runes gives protection from red and Lightning Bolt is countered on resolution (608.2b)', (color) => {
    const r = explainInput(motherOfRunes(color));
    expect(r.ok).toBe(true);
    expect(r.state.battlefield.map((p) => p.name)).toContain('Grizzly Bears');
    expect(r.trace.flatMap((t) => t.rules)).toContain('608.2b');
    expect(r.defaults ?? []).toEqual([]);
  });

  it('a choice nothing asks for is said among the defaults, naming its action', () => {
    const stray = {
      turn: { active: 'Alice', number: 5, step: 'main1' },
      players: [
        { name: 'Alice', battlefield: ['Mountain'], hand: ['Lightning Bolt'], library: 10 },
        { name: 'Bob', battlefield: ['Grizzly Bears', 'Forest'], hand: ['Giant Growth'], library: 10 },
      ],
      actions: [
        { player: 'Alice', cast: 'Lightning Bolt', targets: ['Grizzly Bears'] },
        { player: 'Bob', cast: 'Giant Growth', targets: ['Grizzly Bears'] },
        { player: 'Bob', choose: { sacrifice: 'Plains' } },
        { until: 'main2' },
      ],
    };
    expect(explainInput(stray).defaults).toContain(`action 3: Bob's choice {"sacrifice":"Plains"} was not used: nothing the game asked Bob for took it (the choices and their forms are listed in the scenario format)`);
  });

  it('a colour nobody can read is an error at its path, not a silent default', () => {
    expect(() => explainInput(motherOfRunes('purple'))).toThrow(/actions\[2\]\.choose\.color: a colour is its word or its mana letter/);
  });

  it('the legend rule: a name two Lilianas not alike answer to is ambiguous, their ids listed; an id chooses (704.5j)', () => {
    const legend = (keep: string) => ({
      turn: { active: 'Alice', number: 5, step: 'main1' },
      players: [
        { name: 'Alice', battlefield: [{ card: 'Liliana of the Veil', id: 'lili1', counters: { loyalty: 1 } }, 'Swamp', 'Swamp', 'Swamp'], hand: ['Liliana of the Veil'], library: 10 },
        { name: 'Bob', library: 10 },
      ],
      actions: [{ player: 'Alice', cast: 'Liliana of the Veil' }, { pass: 'all' }, { player: 'Alice', choose: { choose: [keep] } }, { until: 'main2' }],
    });
    expect(() => explainInput(legend('Liliana of the Veil'))).toThrow(/^actions\[2\]\.choose: "Liliana of the Veil" is ambiguous: lili1 \(Alice\), liliana-of-the-veil \(Alice\)/);
    const kept = explainInput(legend('lili1'));
    expect(kept.ok).toBe(true);
    expect(kept.state.battlefield.find((p) => p.name === 'Liliana of the Veil')).toMatchObject({ id: 'lili1', counters: { loyalty: 1 } });
    expect(kept.state.players.find((p) => p.name === 'Alice')!.graveyard).toEqual(['Liliana of the Veil']);
  });

  describe('a choice of objects by name (sacrifice, discard, tap…): a name two objects not alike answer to is ambiguous', () => {
    // Diabolic Edict: "Target player sacrifices a creature of their choice." Bob has two Grizzly Bears, one of them tapped.
    const edict = (sacrifice: unknown, bears: unknown[] = [{ card: 'Grizzly Bears', id: 'bears-tapped', tapped: true }, 'Grizzly Bears'], spell = 'Diabolic Edict') => ({
      turn: { active: 'Alice', number: 5, step: 'main1' },
      players: [
        { name: 'Alice', battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: [spell], library: 10 },
        { name: 'Bob', battlefield: bears, library: 10 },
      ],
      actions: [{ player: 'Alice', cast: spell, ...(spell === 'Diabolic Edict' ? { targets: ['Bob'] } : {}) }, { player: 'Bob', choose: { sacrifice } }, { until: 'main2' }],
    });
    const left = (r: ReturnType<typeof explainInput>) => r.state.battlefield.filter((p) => p.name === 'Grizzly Bears').map((p) => p.id);

    it('is an error listing both Bears, not the first of them', () => {
      expect(() => explainInput(edict('Grizzly Bears'))).toThrow(/^actions\[1\]\.choose\.sacrifice: "Grizzly Bears" is ambiguous: bears-tapped \(Bob\), grizzly-bears \(Bob\); name one by its id/);
    });

    it('an id chooses', () => {
      const r = explainInput(edict('bears-tapped'));
      expect(r.ok).toBe(true);
      expect(left(r)).toEqual(['grizzly-bears']);
    });

    it('two Bears alike in every way: either is the same, the first is used and noted', () => {
      const r = explainInput(edict('Grizzly Bears', ['Grizzly Bears', 'Grizzly Bears']));
      expect(r.ok).toBe(true);
      expect(left(r)).toHaveLength(1);
      expect(r.defaults).toContainEqual(expect.stringMatching(/^"Grizzly Bears" names 2 permanents that nothing tells apart/));
    });

    it('a name given as many times as it has objects means them all (Barter in Blood: "Each player sacrifices two creatures")', () => {
      const r = explainInput(edict(['Grizzly Bears', 'Grizzly Bears'], undefined, 'Barter in Blood'));
      expect(r.ok).toBe(true);
      expect(left(r)).toEqual([]);
    });
  });
});

