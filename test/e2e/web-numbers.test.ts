// The web app's rule-number reading (src/web/public/numbers.js), the scenario line finder
// (yaml-lines.js) and the card-name trigger (card-names.js), run in Node on the real
// edition data and on real scenarios the engine refuses.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainInput } from '../../src/engine/index.ts';
import type { RulesLibrary } from '../../src/library/types.ts';
import { compactEdition } from '../../src/web/offline-data.ts';
// @ts-expect-error plain browser modules, no type declarations
import { EditionData } from '../../src/web/public/data.js';
// @ts-expect-error plain browser modules, no type declarations
import { looksLikeNumber, nearNumbers, numberMatches, parseRuleRef } from '../../src/web/public/numbers.js';
// @ts-expect-error plain browser modules, no type declarations
import { lineOfPath } from '../../src/web/public/yaml-lines.js';
// @ts-expect-error plain browser modules, no type declarations
import { cardNameAt } from '../../src/web/public/card-names.js';
import { testLibrary } from '../helpers/library.ts';

let library: RulesLibrary;
let english: { get(n: string): unknown };

beforeAll(async () => {
  library = await testLibrary();
  english = new EditionData(JSON.parse(JSON.stringify(compactEdition(library.resolveEdition({ lang: 'en' })))));
});

describe('rule numbers as typed', () => {
  it('reads a rule or a range in every form the CLI accepts, like the library does', () => {
    for (const [typed, expected] of [
      ['702.19c', { kind: 'rule', number: '702.19c' }],
      ['702.19 c', { kind: 'rule', number: '702.19c' }],
      ['CR 702.19c', { kind: 'rule', number: '702.19c' }],
      ['7', { kind: 'rule', number: '7' }],
      ['601.2a-d', { kind: 'range', from: '601.2a', to: '601.2d', label: '601.2a-d' }],
      ['601.2a–601.2d', { kind: 'range', from: '601.2a', to: '601.2d', label: '601.2a-d' }],
      ['509.1-3', { kind: 'range', from: '509.1', to: '509.3', label: '509.1-509.3' }],
    ] as const) {
      expect(parseRuleRef(typed), typed).toEqual(expected);
      // The server's lookup reads it as the same rules.
      const numbers = library.lookup(typed).map((v) => v.number);
      expect(numbers[0], typed).toBe(expected.kind === 'range' ? expected.from : expected.number);
    }
    expect(parseRuleRef('70')).toBeNull();
    expect(parseRuleRef('trample')).toBeNull();
  });

  it('lists what a half-typed number can become, never nothing for a real prefix', () => {
    expect(looksLikeNumber('70')).toBe(true);
    expect(looksLikeNumber('601.2a-')).toBe(true);
    expect(looksLikeNumber('trample 2')).toBe(false);
    // "70": the rules 700–709 first, in order, before any of their subrules.
    const seventy: string[] = numberMatches(english, '70');
    expect(seventy).toEqual(expect.arrayContaining(['700', '701', '705', '709']));
    for (const n of seventy) expect(n.startsWith('70'), n).toBe(true);
    expect(numberMatches(english, '601.2a-').slice(0, 3)).toEqual(['601.2a', '601.2b', '601.2c']);
    expect(numberMatches(english, '601.2a-d')).toEqual(['601.2a', '601.2b', '601.2c', '601.2d']);
  });

  it('offers the nearest numbers that exist for one that does not', () => {
    expect(english.get('999.9')).toBeUndefined();
    const near: string[] = nearNumbers(english, '999.9');
    expect(near.length).toBeGreaterThan(0);
    for (const n of near) expect(n.startsWith('9'), n).toBe(true);
    expect(nearNumbers(english, '702.19z')).toContain('702.19a');
  });
});

describe('scenario lines', () => {
  it('finds the line of each problem the engine reports in a refused scenario', () => {
    const text = 'title: x\nturn: {active: Alice, number: 3, step: main1}\nplayers:\n  - name: Alice\n    life: lots\n  - name: Bob\nactions:\n- player: Alice\n  cast: No Such Card\n';
    let details: Array<{ path: string }> = [];
    try {
      explainInput(text);
    } catch (err) {
      details = (err as { details: Array<{ path: string }> }).details;
    }
    const lines = Object.fromEntries(details.map((d) => [d.path, lineOfPath(text, d.path)]));
    expect(lines['players[0].life']).toBe(5);
    expect(lines['actions[0].cast']).toBe(9);
  });

  it('stops at the nearest enclosing line inside flow collections of a shipped example', () => {
    const text = readFileSync(new URL('../../src/web/public/examples/d07-trample-lifelink.yaml', import.meta.url), 'utf8');
    const lineText = (path: string) => text.split('\n')[lineOfPath(text, path) - 1];
    expect(lineText('players[1].battlefield[0]')).toMatch(/^\s+battlefield: \[Pike Guard/);
    expect(lineText('actions[2].assign')).toMatch(/^\s+- \{player: Alice, assign:/);
    expect(lineText('cards.Pike Guard')).toMatch(/^\s+Pike Guard:/);
  });
});

describe('card names', () => {
  it('asks for names only where the format puts a card', () => {
    expect(cardNameAt('      - Llano')).toBe('Llano');
    expect(cardNameAt('  cast: Giant Gr')).toBe('Giant Gr');
    expect(cardNameAt('    hand: [Giant Growth, Llan')).toBe('Llan');
    expect(cardNameAt('    life: 20')).toBeNull();
    expect(cardNameAt('title: First')).toBeNull();
  });
});
