// "Search your library and/or graveyard for …. If you search your library this way, shuffle." (the search verb's
// `alsoIn` / `libraryOptional`, effects/search.ts): the library is searched, and shuffled (701.24a), only when the other
// zones didn't give the card — read on the real scenarios of test/scenarios-real through the real parser and replay.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';
import { player } from './engine-board.ts';

const replay = (file: string) => explainInput(readFileSync(`test/scenarios-real/${file}`, 'utf8'));
const shuffles = (r: ReturnType<typeof explainInput>): number => r.trace.filter((t) => t.event === 'shuffle').length;

describe('a search of the library and/or the graveyard', () => {
  it('finds the card in the graveyard and leaves the library unshuffled (Chandra\'s Outburst)', () => {
    const r = replay('lib01-chandras-outburst-finds-chandra-in-graveyard.yaml');
    expect(player(r, 'Alice').hand).toEqual(['Chandra, Bold Pyromancer']);
    expect(shuffles(r)).toBe(0);
  });
  it('finds the card in the library and shuffles it (Liliana\'s Scorn)', () => {
    const r = replay('lib02-lilianas-scorn-searches-library-and-shuffles.yaml');
    expect(player(r, 'Alice').hand).toEqual(['Liliana, Death Mage']);
    expect(shuffles(r)).toBe(1);
  });
});
