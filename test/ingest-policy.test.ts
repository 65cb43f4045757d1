// The tournament documents as shipped in rules/ (text extracted from Wizards' PDFs): the
// paged front-end and the policy builder on the real texts — page furniture out and listed,
// paragraphs joined across page breaks, sections with their named parts and penalties,
// links within and across documents — and the same reading for a newer edition, a text with
// running headers and a damaged text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestBytes } from '../src/ingest/ingest.ts';
import type { Edition, NumberedNode, ProseNode, Reference } from '../src/tree/types.ts';
import { RULES } from './helpers/paths.ts';

const MTR_FILE = path.join(RULES, 'mtr-2026-02-27.txt');
const IPG_FILE = path.join(RULES, 'ipg-2024-09-23.txt');
const mtrText = readFileSync(MTR_FILE, 'utf8');
const ipgText = readFileSync(IPG_FILE, 'utf8');
const mtr = ingestBytes(Buffer.from(mtrText), 'rules/mtr-2026-02-27.txt');
const ipg = ingestBytes(Buffer.from(ipgText), 'rules/ipg-2024-09-23.txt');

function node(edition: Edition, number: string): NumberedNode {
  const visit = (n: NumberedNode): NumberedNode | undefined => (n.number === number ? n : n.children.flatMap((c) => (c.type === 'example' ? [] : [visit(c)])).find(Boolean));
  for (const top of edition.root.children) if (top.type === 'section') {
    const found = visit(top);
    if (found) return found;
  }
  throw new Error(`${number} not in ${edition.id}`);
}

const partText = (n: NumberedNode, name: string) => {
  const p = n.parts!.find((x) => x.name === name)!;
  return n.text.slice(p.start, p.end);
};

function allNumbered(edition: Edition): NumberedNode[] {
  const out: NumberedNode[] = [];
  const visit = (n: NumberedNode) => (out.push(n), n.children.forEach((c) => c.type !== 'example' && visit(c)));
  for (const top of edition.root.children) if (top.type === 'section') visit(top);
  return out;
}

describe('reading the MTR and the IPG', () => {
  it('names them by document and date, as tournament documents, with nothing lost (coverage 1.0) and no anomaly', () => {
    expect([mtr.id, mtr.kind, mtr.document, mtr.numbering, mtr.source.format]).toEqual(['mtr-2026-02-27', 'policy', 'mtr', 'policy', 'paged']);
    expect([ipg.id, ipg.kind, ipg.document, ipg.effectiveDate]).toEqual(['ipg-2024-09-23', 'policy', 'ipg', '2024-09-23']);
    for (const e of [mtr, ipg]) {
      expect([e.id, e.coverage]).toEqual([e.id, 1]);
      expect(e.anomalies).toEqual([]);
      expect(e.unresolved).toEqual([]);
    }
    // Sections 1–10 and appendices A–F; 1–4 and A–B.
    expect(mtr.root.children.filter((c) => c.type === 'section').map((c) => (c as NumberedNode).number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'A', 'B', 'C', 'D', 'E', 'F']);
    expect(ipg.root.children.filter((c) => c.type === 'section').map((c) => (c as NumberedNode).number)).toEqual(['1', '2', '3', '4', 'A', 'B']);
    expect(mtr.counts.rules).toBe(87);
    expect(ipg.counts.rules).toBe(28);
  });

  it('accounts for every page number and dot leader as furniture, and leaves none in the text', () => {
    const pages = (e: Edition) => e.furniture!.filter((f) => f.kind === 'page-number').map((f) => Number(f.text));
    expect(pages(mtr)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1));
    expect(pages(ipg)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(mtr.furniture!.filter((f) => f.kind === 'dot-leader')).toHaveLength(114);
    // A page number in running text would sit between two words: "need to 9 acknowledge".
    for (const e of [mtr, ipg]) for (const n of allNumbered(e)) expect([n.number, /\S \d{1,2} \n|\n ?\d{1,2} ?\n/.test(n.text)]).toEqual([n.number, false]);
    const contents = ipg.root.children.find((c) => c.type === 'contents') as ProseNode;
    expect(contents.text).toContain('2.1.      Game Play Error — Missed Trigger');
    expect(contents.text).not.toMatch(/\.{4}/);
  });

  it('joins a paragraph cut by a page break back together', () => {
    // IPG pages 8–9: "…that player may need to / [9] / acknowledge that ability’s existence…".
    expect(partText(node(ipg, '2.1'), 'Philosophy')).toContain('that player may need to acknowledge that ability’s existence before its controller does.');
    // MTR pages 5–6: a bulleted list continued on the next page keeps its items apart.
    expect(node(mtr, '1.4').text).toMatch(/venue’s management\.\n•\s+Tournament Organizers may choose/);
  });

  it('gives an infraction its title, penalty, named parts in order and lettered examples', () => {
    const missed = node(ipg, '2.1');
    expect([missed.label, missed.title, missed.penalty]).toEqual(['2.1.', 'Game Play Error — Missed Trigger', 'No Penalty']);
    expect(missed.parts!.map((p) => p.name)).toEqual(['Definition', 'Examples', 'Philosophy', 'Additional Remedy', 'Upgrade']);
    expect(partText(missed, 'Definition')).toMatch(/^A triggered ability triggers, but the player controlling the ability doesn’t demonstrate awareness/);
    expect(partText(missed, 'Upgrade')).toMatch(/^If the triggered ability is usually considered detrimental/);
    const examples = missed.children.filter((c) => c.type === 'example');
    expect(examples.map((e) => e.label)).toEqual(['A.', 'B.', 'C.', 'D.']);
    expect(examples.every((e) => e.part === 1)).toBe(true);
    expect(examples[0]!.text).toBe('Knight of Infamy (a 2/1 creature with exalted) attacks alone. Its controller says “Take two.”');
    expect(node(ipg, '3.2').penalty).toBe('Match Loss');
    expect(node(ipg, '3.2').parts!.map((p) => p.name)).toContain('Downgrade');
    expect(node(ipg, '3.5').parts!.filter((p) => p.name === 'Upgrade')).toHaveLength(3);
    expect(node(ipg, '4.8').penalty).toBe('Disqualification');
  });

  it('reads the MTR’s subsections, their printed headings and examples, and its appendices', () => {
    expect(node(mtr, '4.2').title).toBe('Tournament Shortcuts');
    expect(node(mtr, '4.2').text).toMatch(/^A tournament shortcut is an action taken by players to skip parts of the technical play sequence/);
    expect(node(mtr, '1.12').parts!.map((p) => p.name)).toEqual(['Regular', 'Competitive', 'Professional']);
    expect(node(mtr, '4.3').children.filter((c) => c.type === 'example').map((e) => e.label)).toEqual(['1.', '2.', '3.', '4.', '5.']);
    expect(node(mtr, '5.2').children.filter((c) => c.type === 'example').map((e) => e.label)).toEqual(['Example:', 'Example:']);
    expect([node(mtr, 'B').label, node(mtr, 'B').title]).toEqual(['Appendix B—', 'Time Limits']);
    expect(node(mtr, 'B').parts!.map((p) => p.name)).toEqual(['Booster Draft Timing', 'Rochester Draft Timing', 'Two-Headed Giant Draft Timing']);
    // "3.  Players present their decks…", a step of MTR 2.3's list, is not section 3.
    expect(node(mtr, '2.3').text).toContain('3.  Players present their decks to their opponents for additional shuffling.');
    expect((mtr.root.children.find((c) => c.type === 'credits') as ProseNode).text).toMatch(/^All trademarks are property of Wizards of the Coast/);
  });

  it('links sections within a document, into the other one, and into the CR', () => {
    const refs = (e: Edition, n: string) => node(e, n).refs.map((r: Reference) => [r.raw, r.document ?? '', r.targets.join(' ')]);
    expect(refs(ipg, '2.1')).toContainEqual(['MTR section 4.3', 'mtr', '4.3']);
    expect(refs(ipg, '2.1')).toContainEqual(['Game Play Error — Game Rule Violation', '', '2.5']);
    expect(refs(ipg, '2.5')).toContainEqual(['section 1.4', '', '1.4']);
    expect(refs(ipg, '1.2')).toContainEqual(['(3.1)', '', '3.1']);
    expect(refs(ipg, '3.7')).toContainEqual(['section 4 of the Magic Tournament Rules', 'mtr', '4']);
    expect(refs(ipg, '4.4')).toContainEqual(['section 5.2 of the Magic Tournament Rules', 'mtr', '5.2']);
    expect(refs(mtr, '2.3')).toContainEqual(['the Magic Comprehensive Rules, rule 103.4', 'cr', '103.4']);
    expect(refs(mtr, '9.4')).toContainEqual(['the Magic Comprehensive Rules, rule 103.4c', 'cr', '103.4c']);
    expect(refs(mtr, '1.12')).toContainEqual(['Appendix F', '', 'F']);
    expect(refs(mtr, '5.1')).toContainEqual(['the Infraction Procedure Guide', 'ipg', '']);
    expect(refs(mtr, 'A')).toContainEqual(['3.7', '', '3.7']);
    // What the library needs for backlinks across documents, without the tree.
    expect(ipg.crossRefs).toContainEqual({ from: '2.1', document: 'mtr', targets: ['4.3'] });
    expect(mtr.crossRefs).toContainEqual({ from: '2.3', document: 'cr', targets: ['103.4'] });
  });

  it('reads a newer edition dropped in the same way, named by its own date', () => {
    const newer = mtrText.replace('Effective February 27, 2026', 'Effective June 5, 2026').replace('4.2  Tournament Shortcuts \n', '4.2  Tournament Shortcuts \n\nShortcuts save time. \n');
    const e = ingestBytes(Buffer.from(newer), 'mtr-newer.txt');
    expect([e.id, e.coverage, e.anomalies.length]).toEqual(['mtr-2026-06-05', 1, 0]);
    expect(node(e, '4.2').text).toMatch(/^Shortcuts save time\.\nA tournament shortcut is/);
  });

  it('takes running headers out as furniture when a text has them', () => {
    let page = 0;
    const headed = ipgText.replace(/^[ \t]*(\d{1,2})[ \t]*$/gm, (line, n) => (Number(n) === page + 1 ? ((page = Number(n)), `${line}\nInfraction Procedure Guide — September 2024`) : line));
    const e = ingestBytes(Buffer.from(headed), 'ipg-headed.txt');
    expect(e.furniture!.filter((f) => f.kind === 'running-header')).toHaveLength(31);
    expect(e.coverage).toBe(1);
    expect(node(e, '2.1').text).toBe(node(ipg, '2.1').text);
  });

  it('refuses a cut-short text as damaged, naming the missing sections', () => {
    const cut = ipgText.slice(0, ipgText.indexOf('3.  TOURNAMENT ERRORS'));
    expect(() => ingestBytes(Buffer.from(cut), 'ipg-cut.txt')).toThrow(/ipg-cut\.txt: damaged, not loaded: the contents list \d+ sections the text lacks \(3, 3\.1, 3\.2, …\)/);
    expect(() => ingestBytes(Buffer.from('MAGIC INFRACTION PROCEDURE GUIDE\nEffective September 23, 2024\nnothing else'), 'stub.txt')).toThrow(/stub\.txt: damaged, not loaded: no numbered sections/);
  });
});

describe('the CR names the tournament documents', () => {
  it('links "the Magic: The Gathering Tournament Rules" to the MTR', () => {
    const cr = ingestBytes(readFileSync(path.join(RULES, 'en-comprehensive-rules-2026-08-07.txt')), 'rules/en-comprehensive-rules-2026-08-07.txt');
    expect(node(cr, '100.6').refs).toContainEqual(expect.objectContaining({ kind: 'document', document: 'mtr', raw: 'the Magic: The Gathering Tournament Rules', targets: [] }));
    expect(cr.crossRefs!.map((r) => r.from)).toEqual(expect.arrayContaining(['100.4', '100.6', '113.6n', '206.4', '407.1', '732.1c', '800.3']));
    expect(cr.coverage).toBe(1);
  });
});
