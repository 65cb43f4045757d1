// cov-addcost: the counts and costs of oracle/entries/spell-costs.ts, costs-graveyard.ts and
// game/distinct.ts, read from real wordings.
import { describe, expect, it } from 'vitest';
import { parseOracleText } from '../src/engine/oracle/parse.ts';
import { partySize } from '../src/engine/game/distinct.ts';

describe('party (700.8)', () => {
  it('counts each creature for one role only, the way that gives the highest number (700.8b)', () => {
    expect(partySize([['Shapeshifter', 'Cleric', 'Rogue', 'Warrior', 'Wizard'], ['Angel', 'Cleric']])).toBe(2);
    expect(partySize([['Cleric', 'Wizard'], ['Cleric'], ['Human']])).toBe(2);
    expect(partySize([['Wizard'], ['Wizard'], ['Rogue'], ['Warrior'], ['Cleric'], ['Cleric']])).toBe(4);
    expect(partySize([])).toBe(0);
  });
});

describe('counted things added by cov-addcost', () => {
  const reduction = (text: string) => parseOracleText('Test Card', text, { isSpell: false })[0];
  it('reads a party, domain and graveyard cards of one of two types', () => {
    expect(reduction('This spell costs {1} less to cast for each creature in your party.')).toMatchObject({ kind: 'self-cost-reduction', amount: 1, forEach: { of: 'party', player: { ref: 'you' } } });
    expect(reduction('Domain — This spell costs {1} less to cast for each basic land type among lands you control.')).toMatchObject({ kind: 'self-cost-reduction', forEach: { of: 'domain', player: { ref: 'you' } } });
    expect(reduction('This spell costs {1} less to cast for each instant and sorcery card in your graveyard.')).toMatchObject({ forEach: { of: 'count', filter: { types: ['Instant', 'Sorcery'], zone: 'graveyard', owner: 'you' } } });
    expect(reduction('This spell costs {1} less to cast for each artifact and/or creature card in your graveyard.')).toMatchObject({ forEach: { of: 'count', filter: { types: ['Artifact', 'Creature'], zone: 'graveyard', owner: 'you' } } });
  });
  it('an "exile cards from your graveyard" cost with X or "other" cards stays refused', () => {
    expect(() => parseOracleText('Test Card', 'As an additional cost to cast this spell, exile X creature cards from your graveyard.\nDraw a card.', { isSpell: true })).toThrow(/not understood/);
    expect(() => parseOracleText('Test Card', '{B}{B}, Exile two other creature cards from your graveyard: You gain 1 life.', { isSpell: false })).toThrow(/not understood/);
  });
  it('"Choose X" and "choose up to N" modes with repeats stay refused', () => {
    expect(() => parseOracleText('Test Card', 'Choose X. You may choose the same mode more than once.\n• Draw a card.\n• You gain 1 life.', { isSpell: true })).toThrow(/not understood/);
    expect(() => parseOracleText('Test Card', 'Choose up to four. You may choose the same mode more than once.\n• Draw a card.\n• You gain 1 life.', { isSpell: true })).toThrow(/not understood/);
  });
});

describe('colors of mana spent (converge, sunburst)', () => {
  it('counts colors once each, and mana that could be one of several colors as the most colors', async () => {
    const { colorsSpent } = await import('../src/engine/game/colors-spent.ts');
    const game = { defaults: [] } as unknown as Parameters<typeof colorsSpent>[0];
    expect(colorsSpent(game, 'Test', ['B', 'B', 'G'])).toBe(2);
    expect(colorsSpent(game, 'Test', ['C', 'C'])).toBe(0);
    expect(colorsSpent(game, 'Test', undefined)).toBe(0);
    expect(colorsSpent(game, 'Test', ['B', 'B|G', 'G|U'])).toBe(3);
  });
});
