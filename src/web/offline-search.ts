// The server's search, for the browser with the network off. Not a second search: this is
// the entry that `npm run build:web-search` bundles (esbuild) with src/search's own modules —
// analysis, slang, language detection, postings, MaxScore ranking, snippets — into
// public/search-engine.js, which search.js imports the first time it searches offline.
// All it adds is a SearchSource over the compact edition data the page already holds
// (offline-data.ts): the card pool stays on the server, so card names bring nothing in
// offline, and an edition of another language is only aligned when its data is loaded too.
import { RulesSearch, type SearchOptions, type SearchResult, type SearchSource } from '../search/search.ts';
import { typeOfNumber } from '../tree/numbers.ts';
import type { Edition, GlossaryEntry, Lang, NumberedNode, Reference, RuleView } from '../tree/types.ts';
import type { CompactEdition, CompactRef } from './offline-data.ts';

function refs(compact: CompactRef[] | undefined): Reference[] {
  return (compact ?? []).map(([start, end, targets, document]) => ({
    kind: targets.every((t) => t.startsWith('glossary:')) ? 'glossary' : 'rule',
    raw: '',
    start,
    end,
    targets,
    // Another document's numbers are not this edition's (the search's cross-references skip them).
    ...(document ? { document } : {}),
  }));
}

/** The tree the index reads, rebuilt from the compact data (numbers, titles, texts,
 *  examples, references; what the search does not read is left out). */
export function editionOf(data: CompactEdition): Edition {
  const nodes = new Map<string, NumberedNode>();
  const sections: NumberedNode[] = [];
  for (const r of data.rules) {
    const node = {
      type: typeOfNumber(r.n) ?? 'subsubrule',
      number: r.n,
      ...(r.t ? { title: r.t } : {}),
      text: r.x,
      refs: refs(r.r),
      children: (r.e ?? []).map((e) => ({ type: 'example', text: e.x, refs: refs(e.r) })),
    } as unknown as NumberedNode;
    nodes.set(r.n, node);
    const parent = r.u ? nodes.get(r.u) : undefined;
    if (parent) parent.children.push(node);
    else sections.push(node);
  }
  const glossary = data.glossary.map(
    (g) => ({ type: 'glossaryEntry', term: g.term, headword: g.term, aliases: g.aliases ?? [], ...(g.en ? { englishTerm: g.en } : {}), text: g.x, refs: refs(g.r) }) as unknown as GlossaryEntry,
  );
  return {
    id: data.id,
    lang: data.lang as Lang,
    title: data.title,
    effectiveDate: data.effectiveDate,
    numbering: (data.numbering ?? 'modern') as Edition['numbering'],
    root: { type: 'root', children: [...sections, { type: 'glossary', children: glossary }] },
  } as unknown as Edition;
}

/** The rules of the editions the page holds, as the search reads them. */
class CompactSource implements SearchSource {
  private readonly editions: Edition[];
  private readonly nodes = new Map<string, Map<string, NumberedNode>>();

  constructor(data: CompactEdition[]) {
    // Newest first, as the library orders them: the first of a language is its default.
    this.editions = data.map(editionOf).sort((a, b) => (b.effectiveDate ?? '').localeCompare(a.effectiveDate ?? ''));
    for (const e of this.editions) {
      const map = new Map<string, NumberedNode>();
      const visit = (n: NumberedNode) => {
        map.set(n.number, n);
        for (const c of n.children) if (c.type !== 'example') visit(c);
      };
      for (const top of e.root.children) if (top.type === 'section') visit(top);
      this.nodes.set(e.id, map);
    }
  }

  resolveEdition(sel: { edition?: string; lang?: string } = {}): Edition {
    return this.editions.find((e) => e.id === sel.edition) ?? this.editions.find((e) => e.lang === sel.lang) ?? this.editions[0]!;
  }

  defaultEditions(): Edition[] {
    return this.editions.filter((e, i) => this.editions.findIndex((o) => o.lang === e.lang) === i);
  }

  allEditions(): readonly Edition[] {
    return this.editions;
  }

  glossaryOf(edition: Edition): readonly GlossaryEntry[] {
    return edition.root.children.flatMap((top) => (top.type === 'glossary' ? top.children : []));
  }

  nodeOf(edition: Edition, number: string): NumberedNode | undefined {
    return this.nodes.get(edition.id)?.get(number);
  }

  /** "section 7", "rule 702", "702.19" as the library looks them up: a section with its
   *  rules, a rule with everything under it, in order. (Ranges stay with the page's own
   *  number handling, numbers.js.) */
  lookup(query: string, sel: { edition: string }): RuleView[] {
    const number = query.replace(/^\D+/, '').trim();
    const node = this.nodes.get(sel.edition)?.get(number);
    if (!node) return [];
    const out: NumberedNode[] = [node];
    const visit = (n: NumberedNode) => {
      for (const c of n.children) if (c.type !== 'example') out.push(c), node.type === 'section' || visit(c);
    };
    visit(node);
    return out.map((n) => ({ edition: sel.edition, number: n.number, ...(n.title ? { title: n.title } : {}), text: n.text }) as RuleView);
  }
}

/** The search over the given editions' data; results as GET /v1/search gives them. */
export class OfflineSearch {
  private readonly search: RulesSearch;

  constructor(data: CompactEdition[]) {
    this.search = new RulesSearch(new CompactSource(data));
  }

  /** The results, once the edition's index is built: in slices that leave the page
   *  responsive the first time (a few hundred milliseconds for the English rules). */
  async query(query: string, opts: SearchOptions = {}): Promise<SearchResult[]> {
    await this.search.prepare(query, opts);
    return this.search.search(query, opts);
  }
}
