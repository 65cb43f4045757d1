// Hard cases from the real texts, pinned one by one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decode } from '../src/ingest/decode.ts';
import { ingestBytes, ingestFile, ingestFiles } from '../src/ingest/ingest.ts';
import { findRuleMentions } from '../src/ingest/link/index.ts';
import { alignEditions } from '../src/ingest/align.ts';
import { compareNumbers } from '../src/tree/numbers.ts';
import type { AnyNode, Edition, ExampleNode, GlossaryEntry, NumberedNode } from '../src/tree/types.ts';
import { IT_RULES, PT_RULES, enRelease } from './helpers/paths.ts';

function find(edition: Edition, number: string): NumberedNode | undefined {
  let found: NumberedNode | undefined;
  const visit = (node: AnyNode) => {
    if ('number' in node && node.number === number) found = node as NumberedNode;
    if (!found && 'children' in node && node.children) (node.children as AnyNode[]).forEach(visit);
  };
  visit(edition.root);
  return found;
}

function glossaryEntry(edition: Edition, term: string): GlossaryEntry | undefined {
  const glossary = edition.root.children.find((c) => c.type === 'glossary');
  return glossary && 'children' in glossary ? (glossary.children as GlossaryEntry[]).find((g) => g.term === term || g.aliases.includes(term)) : undefined;
}

describe('English, latest release', async () => {
  const en = await ingestFile(enRelease('2026-08-07.txt'));

  it('nests sections, rules, subrules and lettered subrules, with headings as titles', () => {
    expect(find(en, '7')!.title).toBe('Additional Rules');
    expect(find(en, '702')!.title).toBe('Keyword Abilities');
    expect(find(en, '702.19')!.title).toBe('Trample');
    const c = find(en, '702.19c')!;
    expect(c.type).toBe('subsubrule');
    expect(c.text).toMatch(/^Trample over planeswalkers/);
    expect(find(en, '702.19')!.children.map((n) => (n as NumberedNode).number)).toContain('702.19c');
  });

  it('keeps examples apart from the rule text', () => {
    const c = find(en, '702.19c')!;
    const examples = c.children.filter((n): n is ExampleNode => n.type === 'example');
    expect(examples.length).toBeGreaterThan(0);
    expect(examples[0]!.label).toBe('Example:');
    expect(c.text).not.toContain('Example:');
  });

  it('files "704.5aa" after 704.5z and sorts 701.10 after 701.9', () => {
    const sba = find(en, '704.5')!.children.map((n) => (n as NumberedNode).number).filter(Boolean);
    expect(sba.indexOf('704.5aa')).toBe(sba.indexOf('704.5z') + 1);
    expect(compareNumbers('701.10', '701.9')).toBeGreaterThan(0);
    expect(sba).not.toContain('704.5l');
  });

  it('joins a paragraph that continues a rule and reports it', () => {
    const joined = en.anomalies.filter((a) => a.kind === 'joined-continuation');
    expect(joined.some((a) => a.suggested === '509.1b')).toBe(true);
    expect(find(en, '509.1b')!.text).toContain('A restriction may be created');
  });

  it('links single rules, ranges, lists and sections, with backlinks', () => {
    const refs = find(en, '100.1b')!.refs;
    expect(refs[0]).toMatchObject({ kind: 'section', raw: 'section 8', targets: ['8'] });
    const all = (number: string) => find(en, number)!.refs;
    expect(all('100.2a').some((r) => r.targets.includes('201.3'))).toBe(true);
    expect(en.unresolved).toEqual([]);
  });

  it('keeps glossary entries with their definitions', () => {
    const trample = glossaryEntry(en, 'Trample')!;
    expect(trample.text).toMatch(/702\.19/);
    expect(trample.refs[0]!.targets).toContain('702.19');
  });
});

describe('cross-reference grammar', () => {
  it('expands ranges and lists', () => {
    expect(findRuleMentions('See rules 601.2a–d.')[0]!.targets).toEqual(['601.2a', '601.2b', '601.2c', '601.2d']);
    expect(findRuleMentions('rules 509.1–3')[0]!.targets).toEqual(['509.1', '509.2', '509.3']);
    expect(findRuleMentions('rules 601.2a-601.2d')).toHaveLength(1);
    expect(findRuleMentions('rules 110.2 and 112.2')[0]!.targets).toEqual(['110.2', '112.2']);
    expect(findRuleMentions('rules 702.19b, 702.19c, and 702.19d')[0]!.targets).toEqual(['702.19b', '702.19c', '702.19d']);
    expect(findRuleMentions('regole 601.2b e 601.3f')[0]!.targets).toEqual(['601.2b', '601.3f']);
    expect(findRuleMentions('a deck of 100 cards')).toEqual([]);
    expect(findRuleMentions('ver regra 304, “Etapa de Compra”')[0]!.targets).toEqual(['304']);
  });
});

describe('old English releases', () => {
  it('reads a CR-only UTF-8 file and a UTF-16 big-endian file', async () => {
    const crOnly = await ingestFile(enRelease('2020-04-17.txt'));
    expect(crOnly.source.lineEndings).toBe('mixed');
    expect(find(crOnly, '702.19b')).toBeDefined();
    const be = await ingestFile(enRelease('2013-04-29.txt'));
    expect(be.source.encoding).toBe('utf-16be');
    expect(be.title).toBe('Magic: The Gathering Comprehensive Rules'); // underscore italics removed
    expect(be.coverage).toBe(1);
  });

  it('decodes Windows-1252 punctuation and UTF-16 little-endian', () => {
    const cp = decode(readFileSync(enRelease('2017-04-28.txt')));
    expect(cp.encoding).toBe('windows-1252');
    expect(cp.text).toMatch(/player’s|player's/);
    expect(decode(readFileSync(enRelease('2016-09-30.txt'))).encoding).toBe('utf-16le');
  });

  it('reads the classic Portuguese text\'s "n‹o" (a Mac Roman "ã" read as Windows-1252) as "não", and says so', async () => {
    const bytes = readFileSync(PT_RULES);
    expect(bytes.toString('utf8')).toMatch(/n‹o/);
    const source = decode(bytes);
    expect(source.text).not.toMatch(/\p{Ll}‹\p{Ll}/u);
    expect(source.repairs).toEqual([{ from: '‹', to: 'ã', count: 6 }]);
    const pt = await ingestFile(PT_RULES);
    expect(find(pt, '410.10c')!.text).toMatch(/estão impressas/);
    expect(pt.notes.join(' ')).toMatch(/6 × "ã" printed as "‹"/);
    expect(decode(Buffer.from('«não» ‹sim›', 'utf8')).repairs).toBeUndefined();
  });
});

describe('Italian translation (Markdown-flavoured)', async () => {
  const it_ = await ingestFile(IT_RULES);

  it('files misnumbered paragraphs under the number their place shows, keeping the printed one', () => {
    const improvise = find(it_, '702.125a')!;
    expect(improvise.printedNumber).toBe('702.124a');
    expect(improvise.text).toMatch(/TAP|artefatt/);
    expect(find(it_, '509.1i')!.printedNumber).toBe('508.1i');
    expect(find(it_, '100.1a')!.printedNumber).toBe('101.1a');
    const anomaly = it_.anomalies.find((a) => a.number === '508.1i')!;
    expect(anomaly).toMatchObject({ kind: 'misnumbered', suggested: '509.1i', edition: 'it-2020-07-03' });
    expect(anomaly.line).toBeGreaterThan(2000);
  });

  it('gives subrules whose heading the body left out a parent titled from the contents', () => {
    const lifeTotals = find(it_, '119')!;
    expect(lifeTotals).toMatchObject({ type: 'rule', title: 'Punti Vita', fromContents: true, label: '' });
    expect(lifeTotals.children.map((c) => (c as NumberedNode).number)).toContain('119.1');
    expect(it_.anomalies).toContainEqual(expect.objectContaining({ number: '119', kind: 'missing-heading' }));
  });

  it('joins lines split at page breaks', () => {
    expect(find(it_, '103.5a')!.text).toMatch(/il giocatore che compie questa azione mette quella carta sul campo di battaglia\.$/);
    expect(it_.anomalies.some((a) => a.kind === 'joined-continuation' && a.suggested === '103.5a')).toBe(true);
  });

  it('removes Markdown emphasis and keeps examples apart', () => {
    const r = find(it_, '100.1')!;
    expect(r.text).not.toContain('*');
    expect(r.text).toContain('Magic');
  });

  it('keeps both names of a glossary headword', () => {
    const entry = glossaryEntry(it_, 'Trample')!;
    expect(entry).toMatchObject({ term: 'Travolgere', englishTerm: 'Trample', headword: 'Trample – Travolgere' });
    expect(entry.text).toMatch(/702\.19/);
  });

  it('pairs almost completely with the English release of the same date', async () => {
    const en = await ingestFile(enRelease('2020-07-03.txt'));
    const a = alignEditions(en, it_);
    expect(a.pairs.length / (a.pairs.length + a.unmatchedFrom.length)).toBeGreaterThan(0.995);
    expect(a.pairs).toContainEqual(['702.19', '702.19']);
  });
});

describe('classic Portuguese text (flattened onto one line)', async () => {
  const pt = await ingestFile(PT_RULES);

  it('has a stable id and says why', () => {
    expect(pt.id).toBe('pt-classic');
    expect(pt.title).toBe('REGRAS COMPLETAS');
    expect(pt.effectiveDate).toBeNull();
    expect(pt.numbering).toBe('classic');
    expect(pt.notes.join(' ')).toMatch(/no effective date/);
  });

  it('splits paragraphs at numbers that start them, not at numbers inside sentences', () => {
    expect(find(pt, '502.8b')!.text).toMatch(/sombra não pode ser bloqueada/);
    expect(find(pt, '101.4')!.text).toMatch(/pula a etapa de compra/);
    expect(find(pt, '101.4')!.refs[0]!.targets).toEqual(['304']);
    expect(find(pt, '410')!.title).toMatch(/Lidando com Habilidades Desencadeadas/);
  });

  it('reports the malformed tail numbers and files them where they belong', () => {
    const malformed = pt.anomalies.filter((a) => a.kind === 'malformed');
    expect(malformed.map((a) => a.number)).toEqual(['5.2.10', '5.2.11', '5.2.12', '5.2.13']);
    expect(find(pt, '502.10')!.printedNumber).toBe('5.2.10');
  });
});

describe('bad input', () => {
  it('rejects a file that is not a rules text with a message naming it, and keeps the others', async () => {
    expect(() => ingestBytes(new Uint8Array([0, 255, 1, 2, 3, 0, 0, 7]), 'noise.bin')).toThrow(/noise\.bin: not a Comprehensive Rules text/);
    const random = new Uint8Array(100_000).map((_, i) => (i * 7919) % 256);
    expect(() => ingestBytes(random, 'random.bin')).toThrow(/random\.bin/);
    const outcome = await ingestFiles(['/nonexistent/rules.txt', PT_RULES]);
    expect(outcome.editions.map((e) => e.id)).toEqual(['pt-classic']);
    expect(outcome.failures[0]!.message).toMatch(/\/nonexistent\/rules\.txt: cannot read/);
  });
});
