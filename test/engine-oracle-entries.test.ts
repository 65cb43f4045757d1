// Every understood wording is an entry with fixtures (src/engine/oracle/entries/): each
// fixture line must parse to what it names, and the list users see when a line is not
// understood is made from the entries.
import { describe, expect, it } from 'vitest';
import { ENTRIES, UNDERSTOOD, parseOracleLines, parseOracleText } from '../src/engine/oracle/parse.ts';

describe('oracle grammar entries', () => {
  it('every entry has a unique id and at least one fixture', () => {
    const ids = ENTRIES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of ENTRIES) expect(e.fixtures.length, e.id).toBeGreaterThan(0);
  });

  for (const entry of ENTRIES) {
    it(`${entry.id}: its fixtures parse to what they name`, () => {
      for (const f of entry.fixtures) {
        const abilities = parseOracleText('Test Card', f.text, { isSpell: Boolean(f.spell) });
        expect(abilities, f.text).toMatchObject(f.abilities);
        expect(abilities.length, f.text).toBe(f.abilities.length);
      }
    });
  }

  it('the "understood" list is generated from the entries', () => {
    for (const e of ENTRIES.filter((x) => !x.id.startsWith('line/'))) expect(UNDERSTOOD).toContain(e.wording);
  });

  it('reports each line of a card on its own: understood or refused', () => {
    const lines = parseOracleLines('Test Card', 'Flying\nScry 2.\n(Reminder text only.)\nWhenever Test Card attacks, you gain 1 life.', { isSpell: false });
    expect(lines.map((l) => ('error' in l ? `${l.line}:refused` : `${l.line}:${l.abilities.length}`))).toEqual(['1:1', '2:refused', '3:0', '4:1']);
    expect(lines[1]).toMatchObject({ error: expect.stringMatching(/line 2 of Test Card's text is not understood: "Scry 2\."/) });
  });

  it('"it" names the source only in a permanent\'s ability before any target', () => {
    expect(parseOracleText('Test Card', 'Whenever Test Card attacks, it gets +1/+0 until end of turn.', { isSpell: false })[0]).toMatchObject({ effects: [{ type: 'modify-pt', objects: { ref: 'self' } }] });
    // After exactly one target, "it" is that target; after two it could be either, so it is refused.
    expect(parseOracleText('Test Card', 'Whenever Test Card attacks, tap target creature. It gets +1/+0 until end of turn.', { isSpell: false })[0]).toMatchObject({ effects: [{ type: 'tap' }, { type: 'modify-pt', objects: { ref: 'same-target', slot: -1 } }] });
    expect(() => parseOracleText('Test Card', 'Tap target creature. Tap target artifact. Untap it.', { isSpell: true })).toThrow(/not understood/);
    expect(() => parseOracleText('Test Card', 'It gets +1/+0 until end of turn.', { isSpell: true })).toThrow(/not understood/);
  });

  it('"its" in an amount is decided as a verb\'s "it": never a target player, refused beside a target of its own instruction', () => {
    const read = (text: string) => parseOracleText('Test Card', text, { isSpell: false })[0];
    // Heroes' Bane, Dying Wish: the source; the enchanted creature that died (a target player can't be "it").
    expect(read('{2}{G}{G}: Put X +1/+1 counters on this creature, where X is its power.')).toMatchObject({ effects: [{ type: 'put-counters', amount: { of: 'stat', stat: 'power', object: { ref: 'self' } } }] });
    expect(read('When enchanted creature dies, target player loses X life and you gain X life, where X is its power.')).toMatchObject({ effects: [{ type: 'lose-life', amount: { object: { ref: 'event-object' } } }, { type: 'gain-life', amount: { object: { ref: 'event-object' } } }] });
    // Wine of Blood and Iron: "its" is the target, which the amount can't name — refused rather than read as the source.
    expect(() => parseOracleText('Test Card', '{4}: Target creature gets +X/+0 until end of turn, where X is its power.', { isSpell: false })).toThrow(/not understood/);
    expect(() => parseOracleText('Test Card', '{T}: Target creature gets +1/+1 until end of turn for each +1/+1 counter on it.', { isSpell: false })).toThrow(/not understood/);
    // "that creature" after a target player is the sacrificed one, which nothing names.
    expect(() => parseOracleText('Test Card', "Target player sacrifices a creature. You gain life equal to that creature's toughness.", { isSpell: true })).toThrow(/not understood/);
    expect(() => parseOracleText('Test Card', 'Target player sacrifices a creature. You gain life equal to its power.', { isSpell: true })).toThrow(/not understood/);
    // The dealer of the damage is "it" beside its own target (Kilnmouth Dragon).
    expect(read('{T}: This creature deals damage equal to the number of +1/+1 counters on it to any target.')).toMatchObject({ effects: [{ type: 'deal-damage', amount: { of: 'stat', stat: 'counters', counter: '+1/+1', object: { ref: 'self' } } }] });
  });

  it('a short legendary name and "this land" refer to the card itself', () => {
    expect(parseOracleText('Kalitas, Traitor of Ghet', '{1}: Kalitas gets +1/+1 until end of turn.\nThis creature can\'t block.', { isSpell: false }).length).toBe(2);
  });
});

describe('modal abilities: a "Choose …" line and its "•" modes (700.2)', () => {
  it('refuses a mode under no "Choose …" line, and a "Choose …" line without its modes', () => {
    expect(() => parseOracleText('Test Card', '• Draw a card.', { isSpell: true })).toThrow(/no "Choose …" line above it/);
    expect(() => parseOracleText('Test Card', 'Choose one —', { isSpell: true })).toThrow(/offers 0 mode/);
    expect(() => parseOracleText('Test Card', 'Choose two —\n• Draw a card.', { isSpell: true })).toThrow(/offers 1 mode/);
  });

  it('a mode the grammar cannot read is refused on its own line, and the card with it', () => {
    const lines = parseOracleLines('Test Card', 'Choose one —\n• Draw a card.\n• Exchange control of two target creatures.', { isSpell: true });
    expect(lines.map((l) => ('error' in l ? 'refused' : l.abilities.length))).toEqual([1, 0, 'refused']);
  });

  it('"it" in a mode is not guessed to be the source', () => {
    expect(() => parseOracleText('Test Card', 'When Test Card enters, choose one —\n• It gets +1/+1 until end of turn.\n• Draw a card.', { isSpell: false })).toThrow(/not understood/);
  });
});
