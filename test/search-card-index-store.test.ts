// The card index saved in the search cache (card-index.ts) reads back as the index built
// from the pool: the same names and the same facts for the cards a question names.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCards } from '../src/search/card-find.ts';
import { cardIndex } from '../src/search/card-index.ts';

const saved = mkdtempSync(path.join(os.tmpdir(), 'judge-card-index-'));
const other = mkdtempSync(path.join(os.tmpdir(), 'judge-card-index-'));
afterAll(() => {
  rmSync(saved, { recursive: true, force: true });
  rmSync(other, { recursive: true, force: true });
});

const guards = { isRulesWord: () => false, isRulesPhrase: () => false };
const QUESTION = 'does Kalitas exile a creature with Rest in Peace and [[Grizzly Bears]] out?';

describe('the saved card index', () => {
  it('names and describes the same cards as the index built from the pool', () => {
    const built = cardIndex(saved); // built from the pool, and saved
    const fromBuild = findCards(QUESTION, built, guards);
    expect(fromBuild.map((n) => n.cards[0]!.name)).toEqual(['Kalitas, Bloodchief of Ghet', 'Rest in Peace', 'Grizzly Bears']);
    expect(readdirSync(saved).some((f) => f.endsWith('.facts.tsv'))).toBe(true);
    cardIndex(other); // another folder, so the next call reads the saved files again
    const read = cardIndex(saved);
    expect(read).not.toBe(built);
    expect(findCards(QUESTION, read, guards)).toEqual(fromBuild);
  });

  it('answers from the pool when the facts file is damaged', () => {
    const facts = readdirSync(saved).find((f) => f.endsWith('.facts.tsv'))!;
    writeFileSync(path.join(saved, facts), 'not a facts file');
    cardIndex(other);
    const named = findCards(QUESTION, cardIndex(saved), guards);
    expect(named.map((n) => n.cards[0]!.keywords)).toEqual(findCards(QUESTION, cardIndex(other), guards).map((n) => n.cards[0]!.keywords));
  });
});
