// Every rule number the engine can cite exists in the edition the citation table is pinned
// to, and its text says what the reason code relies on it for (704.5g mentions lethal damage).
import { beforeAll, describe, expect, it } from 'vitest';
import { CITATIONS, CITATION_EDITION, cite } from '../src/engine/citations.ts';
import type { NumberedNode } from '../src/tree/types.ts';
import { ruleNodes } from './cr-nodes.ts';

let nodes = new Map<string, NumberedNode>();

beforeAll(async () => {
  nodes = await ruleNodes();
}, 120_000);

describe(`citation table pinned to ${CITATION_EDITION}`, () => {
  it('the ingested edition has the rules the table needs', () => {
    expect(nodes.size).toBeGreaterThan(2000);
  });
  for (const [code, { rule, means }] of Object.entries(CITATIONS)) {
    it(`${code} → ${rule} mentions "${means}"`, () => {
      const node = nodes.get(rule);
      expect(node, `${rule} is not in ${CITATION_EDITION}`).toBeDefined();
      const text = `${node!.title ?? ''} ${node!.text}`.toLowerCase().replace(/[’‘]/g, "'");
      expect(text).toContain(means.toLowerCase());
    });
  }
  it('cite() keeps order and drops duplicates', () => {
    expect(cite('sbaBatch', 'sbaLethalDamage', 'sbaBatch')).toEqual(['704.3', '704.5g']);
  });
});
