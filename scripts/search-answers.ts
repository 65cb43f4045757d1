// Every answer GET /v1/search gives to the evaluation sets' queries (test/fixtures/*.jsonl),
// one JSON line per request: each query with no selection, with its language and with its
// edition (the default English rules when the case names none), two pages each, and the
// bench's keyword queries the same way. Made in process on the real app (no response
// cache), so a change to how the search computes can be shown to change no answer:
//   npx tsx scripts/search-answers.ts /tmp/before.jsonl   (on main)
//   npx tsx scripts/search-answers.ts /tmp/after.jsonl    (on the branch)
//   cmp /tmp/before.jsonl /tmp/after.jsonl
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../src/api/app.ts';
import { openLibrary } from '../src/library/index.ts';
import { parseCases } from '../src/search/evaluate.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: search-answers.ts OUT.jsonl');
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'test', 'fixtures');
const cases = readdirSync(fixtures)
  .filter((f) => f.endsWith('.jsonl'))
  .sort()
  .flatMap((f) => parseCases(readFileSync(path.join(fixtures, f), 'utf8')));
const KEYWORDS = ['trample deathtouch', 'how many cards in hand', 'first strike damage step', 'can I respond to a land being played', 'summoning sick', 'copy of a spell', 'mana ability', 'declare blockers'];
const queries = [...cases, ...KEYWORDS.map((q) => ({ q, lang: 'en', edition: undefined as string | undefined }))];

const library = await openLibrary();
const app = createApp({ library, cacheEntries: 0 });
const lines: string[] = [];
const seen = new Set<string>();
for (const c of queries) {
  const selections: Array<Record<string, string>> = [{}, { lang: c.lang }, { edition: c.edition ?? library.resolveEdition({ lang: c.lang }).id }];
  for (const sel of selections)
    for (const offset of [0, 10]) {
      const url = `/v1/search?${new URLSearchParams({ q: c.q, ...sel, limit: '10', offset: String(offset) })}`;
      if (seen.has(url)) continue;
      seen.add(url);
      const res = await app.request(url);
      lines.push(`${url}\t${res.status}\t${await res.text()}`);
    }
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${lines.length} answers to ${queries.length} queries written to ${out}`);
