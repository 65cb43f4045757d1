// Power-up's cost reduction (702.193b, by 118.7): the permanent's mana cost taken off the ability's.
import { describe, expect, it } from 'vitest';
import { reduceManaBy } from '../src/engine/game/power-up.ts';

describe('power-up cost reduction (702.193b)', () => {
  it('generic reduces generic, a color reduces the same color', () => {
    expect(reduceManaBy(['5', 'W', 'W'], ['3', 'W', 'W'])).toEqual(['2']);
    expect(reduceManaBy(['4', 'R'], ['1', 'R'])).toEqual(['3']);
  });
  it('a color the cost lacks reduces generic instead (118.7b–c)', () => {
    expect(reduceManaBy(['4', 'W'], ['1', 'U'])).toEqual(['2', 'W']);
  });
  it('never below nothing, and X counts as 0 (107.3b)', () => {
    expect(reduceManaBy(['2', 'G'], ['6', 'G', 'G'])).toEqual([]);
    expect(reduceManaBy(['3', 'G'], ['X', 'G'])).toEqual(['3']);
  });
  it('a hybrid symbol takes the half the cost has, else its generic half (118.7e)', () => {
    expect(reduceManaBy(['3', 'B'], ['B/G'])).toEqual(['3']);
    expect(reduceManaBy(['3', 'B'], ['2/W'])).toEqual(['1', 'B']);
  });
});
