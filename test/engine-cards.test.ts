// The built-in card library: every card parses with the engine's real Oracle parser, the
// library is the promised size and mix, and a scenario can use its cards without defining them.
import { describe, expect, it } from 'vitest';
import { builtinCards, findCard, similarNames } from '../src/engine/cards/index.ts';
import { defineCard } from '../src/engine/game/definitions.ts';
import { explainInput } from '../src/engine/index.ts';

describe('built-in cards', () => {
  const names = Object.keys(builtinCards);

  it('holds about a hundred cards of every kind', () => {
    expect(names.length).toBeGreaterThanOrEqual(100);
    const kinds = (word: string) => names.filter((n) => builtinCards[n].type.includes(word)).length;
    expect(kinds('Basic Land')).toBe(5);
    expect(kinds('Creature')).toBeGreaterThan(50);
    expect(kinds('Instant')).toBeGreaterThan(10);
    expect(kinds('Sorcery')).toBeGreaterThan(3);
    expect(kinds('Enchantment')).toBeGreaterThan(0);
    expect(kinds('Artifact')).toBeGreaterThan(0);
    expect(kinds('Legendary')).toBeGreaterThan(0);
  });

  it.each(names)('%s parses with the Oracle parser', (name) => {
    const def = defineCard(name, builtinCards[name]);
    expect(def.name).toBe(name);
    // Every non-empty line of text became an ability (keywords may share a line only when listed with commas).
    const lines = builtinCards[name].text.split('\n').filter((l) => l.trim());
    expect(def.abilities.length).toBeGreaterThanOrEqual(lines.length);
  });

  it('has the classic cards the issue names, with their real text', () => {
    expect(builtinCards['Lightning Bolt'].text).toBe('Lightning Bolt deals 3 damage to any target.');
    expect(builtinCards['Serra Angel']).toMatchObject({ cost: '{3}{W}{W}', pt: '4/4', text: 'Flying\nVigilance' });
    expect(builtinCards['Llanowar Elves'].text).toBe('{T}: Add {G}.');
    expect(builtinCards['Raise the Alarm'].text).toBe('Create two 1/1 white Soldier creature tokens.');
    for (const n of ['Grizzly Bears', 'Shivan Dragon', 'Shock', 'Giant Growth', 'Counterspell', 'Unsummon', 'Divination', 'Glorious Anthem', 'Prodigal Pyromancer', 'Typhoid Rats', 'White Knight'])
      expect(builtinCards[n], n).toBeDefined();
  });

  it("lets a scenario's own definition win over the library", () => {
    const own = { Shock: { type: 'Sorcery', text: 'Draw a card.' } };
    expect(findCard('Shock', own)?.type).toBe('Sorcery');
    expect(findCard('Shock')?.type).toBe('Instant');
    expect(findCard('Shokc')).toBeUndefined();
    expect(similarNames('grizly bears', names)).toEqual(['Grizzly Bears']);
  });

  it('replays a scenario that only names built-in cards', () => {
    const result = explainInput({
      turn: { active: 'Alice', number: 5, step: 'main1', priority: true },
      players: [
        { name: 'Alice', battlefield: ['Mountain', 'Prodigal Pyromancer'], hand: ['Lightning Bolt'] },
        { name: 'Bob', battlefield: ['Serra Angel'] },
      ],
      actions: [
        { player: 'Alice', activate: 'Prodigal Pyromancer', targets: ['Serra Angel'] },
        { pass: 'all' },
        { player: 'Alice', cast: 'Lightning Bolt', targets: ['Serra Angel'] },
        { pass: 'all' },
      ],
    });
    expect(result.ok).toBe(true);
    expect(result.state.players.find((p) => p.name === 'Bob')!.graveyard).toEqual(['Serra Angel']);
  });
});
