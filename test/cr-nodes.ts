// The numbered rules of the English edition the engine's citations are checked against, by
// number: for tests that check a cited rule's text.
import { join } from 'node:path';
import { ingestFile } from '../src/ingest/ingest.ts';
import type { Edition, NumberedNode } from '../src/tree/types.ts';

export const CITED_EDITION_FILE = join(import.meta.dirname, '../rules/en-comprehensive-rules-2026-08-07.txt');

export async function ruleNodes(file = CITED_EDITION_FILE): Promise<Map<string, NumberedNode>> {
  const edition: Edition = await ingestFile(file);
  const nodes = new Map<string, NumberedNode>();
  const walk = (n: { children?: unknown[] }): void => {
    for (const child of (n.children ?? []) as Array<NumberedNode & { children?: unknown[] }>) {
      if (typeof child.number === 'string') nodes.set(child.number, child);
      walk(child);
    }
  };
  walk(edition.root as never);
  return nodes;
}
