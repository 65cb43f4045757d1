// cov-faces: the whole-card readings of levelers (711.2) and the refusals of morph and level up.
import { describe, expect, it } from 'vitest';
import { parseOracleLines } from '../src/engine/oracle/parse.ts';

const CARAVAN = 'Level up {2} ({2}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-4\n2/2\nLEVEL 5+\n5/5\nFirst strike';

describe('leveler bands (711.2)', () => {
  it('folds each band into static abilities conditioned on level counters', () => {
    const lines = parseOracleLines('Caravan Escort', CARAVAN, { isSpell: false });
    expect(lines.every((l) => !('error' in l))).toBe(true);
    const abilities = lines.flatMap((l) => ('abilities' in l ? l.abilities : []));
    expect(abilities).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'static', effect: { type: 'set-base-pt', affects: 'self', power: 2, toughness: 2 }, condition: { kind: 'level', min: 1, max: 4 } }),
      expect.objectContaining({ kind: 'static', effect: { type: 'set-base-pt', affects: 'self', power: 5, toughness: 5 }, condition: { kind: 'level', min: 5 } }),
      expect.objectContaining({ kind: 'static', effect: { type: 'grant-keyword', affects: 'self', keyword: 'first strike' }, condition: { kind: 'level', min: 5 } }),
    ]));
  });
  it('refuses an activated ability inside a band, and a P/T line outside any band', () => {
    const lines = parseOracleLines('Mage', 'Level up {1}\nLEVEL 1-2\n2/3\n{T}: Draw a card.', { isSpell: false });
    expect('error' in lines[3]!).toBe(true);
    expect('error' in parseOracleLines('Odd', '3/3', { isSpell: false })[0]!).toBe(true);
  });
  it('refuses a band without a P/T line', () => {
    const lines = parseOracleLines('Odd', 'Level up {1}\nLEVEL 1+\nFlying', { isSpell: false });
    expect('error' in lines[1]!).toBe(true);
  });
});

describe('morph costs', () => {
  it('refuses a morph cost with {X} (702.37f) and one that is not mana', () => {
    expect('error' in parseOracleLines('Bane', 'Morph {X}{B}{B}', { isSpell: false })[0]!).toBe(true);
    expect('error' in parseOracleLines('Ghost', 'Morph—Reveal a white card.', { isSpell: false })[0]!).toBe(true);
  });
});
