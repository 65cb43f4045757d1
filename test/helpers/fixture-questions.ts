// Real questions of the eval sets in test/fixtures, by id: the tuning part of the collected
// questions and the questions we wrote (the validation part is never read question by question).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/library/data.ts';

/** A question of a fixture set, by id. */
export function question(file: string, id: string): string {
  for (const line of readFileSync(path.join(REPO_ROOT, 'test', 'fixtures', file), 'utf8').split('\n')) {
    if (line.trim() && JSON.parse(line).id === id) return JSON.parse(line).q as string;
  }
  throw new Error(`no question ${id} in ${file}`);
}

export const tune = (id: string) => question('search-real-tune.jsonl', id);
export const held = (id: string) => question('search-heldout.jsonl', id);
