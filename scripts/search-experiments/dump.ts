// What the search experiments (semantics.py, see README.md here) read, written once as JSON:
// the English rules' paragraphs as stems per field, the glossary, every card's Oracle text,
// and for each English question of the eval sets its stems (card names cut out), the
// named cards' text and the search's first 100 results with their scores. The stems are
// the search's own (src/search/analyze.ts), so that the vectors built from them meet the
// queries the way the index does.
//   npx tsx scripts/search-experiments/dump.ts [out.json]   (default /tmp/search-experiments.json)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shippedCards } from '../../src/cards/store.ts';
import { REPO_ROOT } from '../../src/library/data.ts';
import { openLibrary } from '../../src/library/index.ts';
import { analyzerFor } from '../../src/search/analyze.ts';
import { parseCases } from '../../src/search/evaluate.ts';
import { searchOf } from '../../src/search/index.ts';
import type { ExampleNode, NumberedNode } from '../../src/tree/types.ts';

const EDITION = 'en-2026-08-07';
const SETS = ['search-real-tune.jsonl', 'search-real-validation.jsonl', 'search-dev.jsonl', 'search-real-dev.jsonl', 'search-heldout.jsonl'];
const out = process.argv[2] ?? '/tmp/search-experiments.json';

const library = await openLibrary();
const search = searchOf(library);
const edition = library.resolveEdition({ edition: EDITION });
const stems = (text: string) => analyzerFor('en').terms(text);

// Each numbered paragraph: its title, the titles it stands under, its text, its examples.
const paragraphs: Array<{ number: string; title: string[]; heading: string[]; text: string[]; examples: string[]; raw: { title: string; heading: string; text: string } }> = [];
function walk(node: NumberedNode, headings: string[]): void {
  const examples = node.children.filter((c): c is ExampleNode => c.type === 'example').map((c) => c.text);
  paragraphs.push({ number: node.number, title: stems(node.title ?? ''), heading: stems(headings.join(' ')), text: stems(node.text), examples: stems(examples.join(' ')), raw: { title: node.title ?? '', heading: headings.join(' '), text: node.text } });
  for (const child of node.children) if (child.type !== 'example') walk(child, node.title ? [...headings, node.title] : headings);
}
for (const top of edition.root.children) if ('number' in top) walk(top, []);

const glossary = library.glossaryOf(edition).map((g) => ({ term: g.term, text: stems(`${g.term} ${g.text}`) }));
const pool = shippedCards().cards;
// A card's words without its own name (which says nothing about the rules).
const cards = pool.map((c) => stems(`${c.typeLine} ${(c.oracleText ?? '').split(c.name).join(' ')} ${c.keywords.join(' ')}`));

const questions: Record<string, unknown[]> = {};
for (const file of SETS) {
  const cases = parseCases(readFileSync(path.join(REPO_ROOT, 'test', 'fixtures', file), 'utf8')).filter((c) => c.lang === 'en');
  questions[file] = cases.map((c) => {
    const opts = { edition: c.edition ?? EDITION, lang: 'en', limit: 100 };
    const read = search.understood(c.q, opts);
    const named = new Set(read.cards.map((r) => r.card));
    const cardText = pool.filter((p) => named.has(p.name) || (p.faceOf && named.has(p.faceOf))).map((p) => `${p.typeLine} ${p.oracleText ?? ''}`);
    return {
      id: c.id,
      expect: c.expect,
      qstems: stems(read.cards.reduce((q, r) => q.split(r.name).join(' '), c.q)),
      // The question as typed, card names cut out (for word vectors made outside the project).
      qraw: read.cards.reduce((q, r) => q.split(r.name).join(' '), c.q),
      cards: [...named],
      cardStems: stems(cardText.join(' ')),
      hits: search.search(c.q, opts).map((h) => [h.number, h.score]),
    };
  });
}
writeFileSync(out, JSON.stringify({ paragraphs, glossary, cards, questions }));
console.log(`${out}: ${paragraphs.length} paragraphs, ${glossary.length} glossary entries, ${cards.length} card faces, ${SETS.length} sets`);
