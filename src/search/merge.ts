// Merging ranked lists (the query's own hits, an aligned edition's, the named cards'): each
// list's scores scaled to its best and weighted; a rule found by several adds up and keeps
// the cards of each list that found it.
import type { Edition, Lang, NumberedNode } from '../tree/types.ts';
import { analyzerFor } from './analyze.ts';
import type { IndexHit } from './rank.ts';
import { snippet } from './snippet.ts';

export type Hit = IndexHit & { cards?: string[] };

/** What merging reads of the rules: a paragraph of the edition shown, for a hit carried
 *  over from another language's edition. */
export interface NodeSource {
  nodeOf(edition: Edition, number: string): NumberedNode | undefined;
}

export function label(hits: IndexHit[], cards: string[]): Hit[] {
  return hits.map((h) => ({ ...h, cards }));
}

export function mergeHits(lists: Array<[Hit[], number, 'foreign'?]>, edition: Edition, source: NodeSource): Hit[] {
  const out = new Map<string, Hit>();
  for (const [list, weight, foreign] of lists) {
    const top = list[0]?.score || 1;
    for (const h of list) {
      const score = (weight * h.score) / top;
      const had = out.get(h.number);
      if (had) {
        had.score += score;
        if (h.cards) had.cards = [...new Set([...(had.cards ?? []), ...h.cards])];
        continue;
      }
      // A hit from another language's edition is shown in this edition's words.
      const node = foreign ? source.nodeOf(edition, h.number) : undefined;
      const hit: Hit = node ? { number: h.number, score, snippet: plainSnippet.bind(null, node, edition.lang) } : { ...h, score };
      if (node?.title) hit.title = node.title;
      out.set(h.number, hit);
    }
  }
  const merged = [...out.values()];
  for (const h of merged) h.score = Math.round(h.score * 1000) / 1000;
  return merged.sort((a, b) => b.score - a.score);
}

/** A paragraph's snippet with nothing marked (for a hit carried over from another edition). */
function plainSnippet(node: NumberedNode, lang: Lang): string {
  return snippet(node.text || node.title || '', new Set(), analyzerFor(lang));
}
