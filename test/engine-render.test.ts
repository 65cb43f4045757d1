// The readable explanation quotes each cited rule from the real ingested library, in the
// requested language, and says when a rule is absent or worded differently there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';
import { annotateCitations, renderExplanation } from '../src/engine/render.ts';
import type { RulesLibrary } from '../src/library/types.ts';
import { CATALOGS, format, say } from '../src/engine/messages/index.ts';
import type { ExplainResult } from '../src/engine/types.ts';
import { testLibrary } from './helpers/library.ts';

let library: RulesLibrary;
let result: ExplainResult;

beforeAll(async () => {
  library = await testLibrary();
  result = explainInput(readFileSync(join(import.meta.dirname, 'scenarios-dev/d07-trample-lifelink.yaml'), 'utf8'));
}, 120_000);

describe('renderExplanation', () => {
  it('numbers the steps and quotes the pinned English rules', () => {
    const text = renderExplanation(result, library);
    expect(text).toMatch(/^Trample with lifelink/);
    expect(text).toMatch(/\n\d+\. \[combat-damage\] Verdant Colossus assigns 3 to Pike Guard, 2 to Bob/);
    expect(text).toMatch(/704\.5g — If a creature has toughness greater than 0, it has damage marked on it/);
    expect(text).toMatch(/Bob: life 18/);
    expect(text).not.toMatch(/passes priority/);
  });

  it('annotates each cited rule once, all present in the pinned edition', () => {
    const cited = annotateCitations(result, library);
    const numbers = cited.map((c) => c.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(expect.arrayContaining(['702.19b', '510.2', '702.15b', '704.5g']));
    expect(cited.every((c) => c.status === 'same')).toBe(true);
  });

  it('in Italian, rules are quoted from the Italian edition, marked only when the English text changed since', () => {
    const cited = annotateCitations(result, library, { lang: 'it' });
    const g = cited.find((c) => c.number === '704.5g')!;
    expect(g.edition).toMatch(/^it-/);
    expect(g.status).toBe('same'); // 704.5g reads the same in English since 2020
    expect(g.text).toMatch(/danno/i);
    const text = renderExplanation(result, library, { lang: 'it' });
    expect(text).not.toMatch(/worded differently in it-/);
  });

  it('without a library, numbers are listed bare', () => {
    expect(annotateCitations(result).every((c) => c.status === 'unknown' && c.edition === null)).toBe(true);
    expect(renderExplanation(result)).toMatch(/\n {5}702\.19b\n/);
  });

  it('shows counters and attachments on the final board, in each language (a tester\'s report: Liliana\'s loyalty, Batterskull on its Germ)', () => {
    const board = explainInput(readFileSync(join(import.meta.dirname, 'scenarios-real/tr04-liliana-of-the-veil-and-batterskull-final-state.yaml'), 'utf8'));
    const line = (lang?: string) => renderExplanation(board, library, lang ? { lang } : {}).split('\n').find((l) => l.includes('Liliana of the Veil ('))!;
    expect(line()).toContain('Liliana of the Veil (1 loyalty counter), Batterskull (attached to Phyrexian Germ Token), Phyrexian Germ Token 4/4');
    expect(line('it')).toContain('Liliana of the Veil (1 segnalino fedeltà), Batterskull (assegnato a Phyrexian Germ Token)');
    expect(line('pt')).toContain('Liliana of the Veil (1 marcador de lealdade), Batterskull (anexado a Phyrexian Germ Token)');
  });

  it('names a step in full in an English trigger reason, and says 1 damage in the singular in Italian (a tester\'s report)', () => {
    const tell = (lang: string, m: Parameters<typeof format>[0]) => format(m, CATALOGS[lang]!);
    expect(tell('en', say('event.stepBegins', { player: 'Alice', step: say('term.step', { step: 'end' }) }))).toBe("at the beginning of Alice's end step");
    expect(tell('it', say('damage.creature', { source: 'Warrior Token', amount: 1, combat: true, to: 'Serra Angel' }))).toBe('Warrior Token infligge 1 danno da combattimento a Serra Angel');
    expect(tell('it', say('combat.assignUnblocked', { creature: 'Warrior Token', power: 1, to: 'Bob' }))).toBe('Warrior Token non è bloccata e assegna il suo 1 danno a Bob');
    expect(tell('it', say('combat.assignUnblocked', { creature: 'Bone-Cairn Butcher', power: 4, to: 'Bob' }))).toBe('Bone-Cairn Butcher non è bloccata e assegna i suoi 4 danni a Bob');
  });
});
