// The real-card set (test/scenarios-real): scenarios that name real cards with no `cards:`
// block, so the engine reads their exact Oracle text from the card pool; expectations come
// from the rules and official rulings. The engine may refuse a card it cannot read, but it
// must never give a wrong answer. `npm run eval:engine` prints the same grades.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gradeScenario, type Grade } from '../src/engine/grade.ts';

const DIR = new URL('scenarios-real/', import.meta.url);
const graded = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((file) => ({ file, grade: gradeScenario(readFileSync(new URL(file, DIR), 'utf8')) }));
const count = (g: Grade['grade']) => graded.filter((x) => x.grade.grade === g).length;

describe('real cards, real rulings', () => {
  it('no scenario is answered wrongly, and none is malformed', () => {
    expect(graded.length).toBeGreaterThanOrEqual(42);
    expect(graded.filter((x) => x.grade.grade === 'wrong' || x.grade.grade === 'invalid').map((x) => `${x.file}: ${'why' in x.grade ? x.grade.why : ''}`)).toEqual([]);
  });

  it('a refusal names the card and the line it cannot read', () => {
    for (const x of graded) if (x.grade.grade === 'refused') expect(x.grade.why, x.file).toMatch(/line \d+ of .+ is not understood|not modelled|not supported|\*/);
  });

  it('replays at least as many as it did when this floor was last raised', () => {
    expect(count('replayed')).toBeGreaterThanOrEqual(15);
  });
});
