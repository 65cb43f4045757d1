// The nearest card name (card-near.ts) reads only the rarest trigrams' lists, and in them
// only names of a length within the budget: it must find what counting every name sharing
// a trigram finds (the plain scan below, which it replaced), ties included, on the real
// pool's names misspelt every way.
import { describe, expect, it } from 'vitest';
import { foldName, shippedCards } from '../src/cards/store.ts';
import { NearNames } from '../src/search/card-near.ts';
import { editDistance } from '../src/search/typo.ts';

const grams = (text: string) => new Set(Array.from({ length: text.length }, (_, i) => ` ${text} `.slice(i, i + 3)));

/** Every name sharing a trigram counted (a name given twice, twice), in the order met. */
function scan(byGram: Map<string, string[]>, text: string, budget: number): { key: string; distance: number } | undefined {
  const shared = new Map<string, number>();
  const mine = grams(text);
  for (const g of mine) for (const key of byGram.get(g) ?? []) shared.set(key, (shared.get(key) ?? 0) + 1);
  const needed = Math.max(1, mine.size - 3 * budget);
  let best: { key: string; distance: number } | undefined;
  for (const [key, count] of shared) {
    if (count < needed) continue;
    const distance = editDistance(text, key, budget);
    if (distance > budget || (best && (distance > best.distance || (distance === best.distance && key.length >= best.key.length)))) continue;
    best = { key, distance };
  }
  return best;
}

describe('the nearest card name', () => {
  const pool = [...new Set(shippedCards().cards.map((c) => foldName(c.name)))];
  // A sample of the pool (the scan is slow), with short names that are also full names.
  const names = [...pool.filter((_, i) => i % 7 === 0), 'kalitas', 'kalitas bloodchief of ghet', 'kalitas', 'thalia', 'thalia guardian of thraben', 'thalia'];
  const near = new NearNames(names);
  const byGram = new Map<string, string[]>();
  for (const name of names) for (const g of grams(name)) (byGram.get(g) ?? byGram.set(g, []).get(g)!).push(name);

  it('is what counting every name sharing a trigram finds, ties included', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
    const texts = ['kalitass traitor of gheth', 'thalai', 'command tax added even if commander goes to graveyard and comes back', 'rest in peice'];
    for (let i = 0; i < 300; i++) {
      let text = names[random(names.length)]!;
      for (let edits = random(4); edits > 0; edits--) {
        const at = random(text.length);
        const letter = 'abcdefghijklmnopqrstuvwxyz '[random(27)]!;
        const how = random(4);
        text = how === 0 ? text.slice(0, at) + letter + text.slice(at + 1) : how === 1 ? text.slice(0, at) + text.slice(at + 1) : how === 2 ? text.slice(0, at) + letter + text.slice(at) : text.slice(0, at) + text.slice(at + 1, at + 2) + text.slice(at, at + 1) + text.slice(at + 2);
      }
      texts.push(text);
    }
    let found = 0;
    for (const text of texts)
      for (const budget of [1, 2, 3]) {
        const expected = scan(byGram, text, budget);
        if (expected) found++;
        expect(near.nearest(text, budget), `${text} within ${budget}`).toEqual(expected);
      }
    expect(found).toBeGreaterThan(300); // most misspellings are found, so the comparison says something
  });
});
