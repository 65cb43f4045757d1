// Every rule number our Markdown documents cite exists in the edition it claims to come from.
// A line that names an edition id ("it-2020-07-03", "pt-classic", "en-2024-02-02") cites that
// edition; any other line cites the edition the engine's citations are pinned to. A citation
// is a dotted rule number ("702.19c", "601.2"), or a bare three-digit rule where the text marks
// it as one ("rule 704", "(506–511)"), so figures such as "606 tests" are not mistaken for rules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITATION_EDITION } from '../src/engine/citations.ts';
import { REPO_ROOT } from '../src/library/data.ts';
import type { Edition, NumberedNode } from '../src/tree/types.ts';
import { testLibrary } from './helpers/library.ts';

const SKIP_DIRS = new Set(['node_modules', 'data', '.git', 'scratch', 'screenshots', 'dist']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const EDITION_ID = /\b(?:en|it|pt)-(?:\d{4}-\d{2}-\d{2}|classic)\b/;
const NUMBER = String.raw`(?<![\d.])\d{3}(?:\.\d+[a-z]{0,2})?(?![\d]|\.\d)`;
const DOTTED = new RegExp(String.raw`(?<![\d.])\d{3}\.\d+[a-z]{0,2}(?!\d|\.\d)`, 'g');
const AFTER_WORD = new RegExp(String.raw`\b(?:rules?|regola|regole|regra|regras|CR)\s+(${NUMBER})`, 'gi');
const IN_PARENS = /\(([\d.a-z,–\- ]+)\)/g;

function citationsIn(line: string): string[] {
  const found = new Set<string>(line.match(DOTTED) ?? []);
  for (const m of line.matchAll(AFTER_WORD)) found.add(m[1]!);
  for (const group of line.matchAll(IN_PARENS)) {
    for (const n of group[1]!.match(new RegExp(NUMBER, 'g')) ?? []) found.add(n);
  }
  return [...found];
}

/** Canonical and printed numbers: a doc may quote a misnumbered paragraph as printed. */
function numbersOf(edition: Edition): Set<string> {
  const numbers = new Set<string>();
  const walk = (node: { children?: unknown[] }): void => {
    for (const child of (node.children ?? []) as Array<NumberedNode & { children?: unknown[] }>) {
      if (typeof child.number === 'string') {
        numbers.add(child.number);
        if (child.printedNumber) numbers.add(child.printedNumber);
      }
      walk(child);
    }
  };
  walk(edition.root as never);
  return numbers;
}

const docs = markdownFiles(REPO_ROOT);
const numbersByEdition = new Map<string, Set<string>>();

beforeAll(async () => {
  const library = await testLibrary();
  for (const summary of library.editions()) {
    numbersByEdition.set(summary.id, numbersOf(library.resolveEdition({ edition: summary.id })));
  }
}, 120_000);

describe('rule numbers cited in the docs', () => {
  it('finds the documents and recognises citations', () => {
    expect(docs.map((d) => path.relative(REPO_ROOT, d))).toContain('README.md');
    expect(citationsIn('the legend rule (704.5j), steps (500–514), rule 613, 606 tests, 127.0.0.1')).toEqual([
      '704.5j',
      '613',
      '500',
      '514',
    ]);
  });

  for (const file of docs) {
    it(path.relative(REPO_ROOT, file), () => {
      const missing: string[] = [];
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const edition = line.match(EDITION_ID)?.[0] ?? CITATION_EDITION;
          const numbers = numbersByEdition.get(edition);
          if (!numbers) return void missing.push(`line ${i + 1}: no edition ${edition}`);
          for (const n of citationsIn(line)) {
            if (!numbers.has(n)) missing.push(`line ${i + 1}: ${n} is not in ${edition}`);
          }
        });
      expect(missing).toEqual([]);
    });
  }
});
