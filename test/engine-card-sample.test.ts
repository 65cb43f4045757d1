// Keeps "fully understood" meaning "does the right thing": a random sample of the cards the
// coverage counts as understood, each replayed in one ordinary use with expectations written by
// hand from its Oracle text (test/scenarios-sample/, one file per card, no `cards:` block).
//
// The sample is fixed by SEED (test/helpers/card-sample.ts ranks every card by a hash of the
// seed and its name and keeps the first SIZE understood ones). To draw another sample, change
// SEED: this test then names each drawn card without a scenario and the file to write it in.
// A card that becomes understood later enters the sample only where its rank puts it; its
// scenario is then asked for the same way. Scenarios of cards no longer drawn stay and still run.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gradeScenario } from '../src/engine/grade.ts';
import { sampleFile, sampleUnderstoodCards } from './helpers/card-sample.ts';

const SEED = 'judge-31';
const SIZE = 20;
const DIR = new URL('scenarios-sample/', import.meta.url);

const sample = sampleUnderstoodCards(SEED, SIZE);
const files = new Set(readdirSync(DIR).filter((f) => f.endsWith('.yaml')));

describe(`a random sample of understood cards (seed "${SEED}", ${SIZE} cards)`, () => {
  it('has an ordinary use written for every card drawn', () => {
    const missing = sample.filter((name) => !files.has(sampleFile(name)));
    expect(missing.map((name) => `${name}: write test/scenarios-sample/${sampleFile(name)}`)).toEqual([]);
  });

  for (const file of [...files].sort()) {
    it(`${file} replays as its expectations say`, () => {
      const text = readFileSync(new URL(file, DIR), 'utf8');
      const card = sample.find((name) => sampleFile(name) === file);
      // The scenario uses the card it stands for, by name, from the card pool.
      if (card) expect(text, file).toContain(card);
      expect(text, file).not.toMatch(/^cards:/m);
      const grade = gradeScenario(text);
      expect(grade.grade === 'replayed' ? 'replayed' : `${grade.grade}: ${'why' in grade ? grade.why : ''}`, file).toBe('replayed');
    });
  }
});
