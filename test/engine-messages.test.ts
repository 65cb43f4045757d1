// The trace is data (a message key and its arguments) told in the reader's language: the
// Italian and Portuguese catalogs cover every key (a compile-time check, see
// src/engine/messages/message.ts), and keyword names come from the edition's own rules.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';
import { CATALOGS, format, say } from '../src/engine/messages/index.ts';
import { localizeResult, narrator, renderExplanation } from '../src/engine/render.ts';
import type { ExplainResult } from '../src/engine/types.ts';
import type { RulesLibrary } from '../src/library/types.ts';
import { testLibrary } from './helpers/library.ts';

const SCENARIOS = join(import.meta.dirname, 'scenarios');
let library: RulesLibrary;
let results: Array<{ file: string; result: ExplainResult }>;

beforeAll(async () => {
  library = await testLibrary();
  results = readdirSync(SCENARIOS)
    .filter((f) => f.endsWith('.yaml'))
    .map((file) => ({ file, result: explainInput(readFileSync(join(SCENARIOS, file), 'utf8')) }));
}, 120_000);

describe('trace messages', () => {
  it('every message in the project scenarios has the same arguments in each language, and reads differently from English', () => {
    const seen = new Set<string>();
    for (const { result } of results)
      for (const t of result.trace) {
        if (!t.message || seen.has(t.message.key)) continue;
        seen.add(t.message.key);
        const message = t.message as Parameters<typeof format>[0];
        expect(format(message, CATALOGS.en!), t.message.key).toBe(t.text);
        for (const lang of ['it', 'pt']) {
          const told = format(message, CATALOGS[lang]!);
          expect(told, `${lang} ${t.message.key}`).not.toMatch(/undefined|\[object Object\]/);
          // Only names and numbers may be all a sentence shares with English.
          if (/[a-z]{4,}/.test(t.text.replace(/"[^"]*"/g, ''))) expect(told, `${lang} ${t.message.key}`).not.toBe(t.text);
        }
      }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('keyword names come from the rules of the edition shown', () => {
    expect(narrator(library, { lang: 'it' })['term.keyword']({ keyword: 'trample' })).toBe('travolgere');
    expect(narrator(library, { lang: 'it' })['term.keyword']({ keyword: 'deathtouch' })).toBe('tocco letale');
    expect(format(say('effect.gainsKeyword', { object: 'Grizzly Bears', keyword: say('term.keyword', { keyword: 'flying' }) }), narrator(library, { lang: 'it' }))).toBe(
      'Grizzly Bears acquisisce volare fino alla fine del turno',
    );
    expect(narrator(library)['term.keyword']({ keyword: 'trample' })).toBe('trample');
  });

  it('the layer-by-layer values say colours, keywords and types in the language shown', () => {
    const result = explainInput(`
turn: {active: Alice, number: 3, step: main1}
players:
  - name: Alice
    battlefield: [Grizzly Bears, Akroma's Memorial]
  - name: Bob
actions: []
`);
    const bears = (r: ExplainResult) => r.state.battlefield.find((p) => p.name === 'Grizzly Bears')!.derivation!;
    expect(bears(result).at(-2)!.value).toBe('flying, first strike, vigilance, trample, haste');
    const told = bears(localizeResult(result, library, { lang: 'it' }));
    expect(told.at(-2)!.value).toBe('volare, attacco improvviso, cautela, travolgere, rapidità');
    expect(told.at(-2)!.valueMessage?.key).toBe('layer.valueList');
    expect(renderExplanation(result, library, { lang: 'pt' })).not.toMatch(/→ flying/);
  });

  it('an explanation rendered in Italian narrates in Italian; localizeResult keeps the key for clients', () => {
    const { result } = results.find((r) => r.file.startsWith('s112-'))!;
    const text = renderExplanation(result, library, { lang: 'it' });
    expect(text).toMatch(/Regole citate da it-2020-07-03/);
    expect(text).toMatch(/Shivan Dragon prende \+1\/\+0 fino alla fine del turno \(ora 6\/5\)/);
    expect(text).toMatch(/Stato finale — turno/);
    const told = localizeResult(result, library, { lang: 'pt' });
    const pump = told.trace.find((t) => t.message?.key === 'effect.untilEndOfTurn')!;
    expect(pump.text).toMatch(/recebe \+1\/\+0 até o final do turno/);
    expect(result.trace.find((t) => t.message?.key === 'effect.untilEndOfTurn')!.text).toMatch(/gets \+1\/\+0 until end of turn/);
  });
});
