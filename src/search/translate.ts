// A query written in another language than the edition searched: its glossary terms
// translated through a translated glossary's headword pairs ("trample" → "travolgere"), and
// the edition in the query's language whose numbers mean the same rules (its best hits are
// carried over by number).
import type { Edition, GlossaryEntry, Lang } from '../tree/types.ts';
import { analyzerFor } from './analyze.ts';
import type { QueryTerm } from './query-terms.ts';

/** What translating reads of the rules. */
export interface TranslationSource {
  defaultEditions(): Edition[];
  allEditions(): readonly Edition[];
  glossaryOf(edition: Edition): readonly GlossaryEntry[];
}

/** Glossary headword pairs, (source stems, translated stems), and by the source's first
 *  stem the pairs that begin with it: a query looks up its own stems, not every pair. */
interface GlossaryPairs {
  list: Array<[string[], string[]]>;
  byFirst: Map<string, number[]>;
}

export class Translator {
  private readonly pairCache = new Map<string, GlossaryPairs>();

  constructor(private readonly source: TranslationSource) {}

  /** An edition in `lang` whose numbers mean the same rules as `edition`'s: the same date
   *  when there is one, else the nearest date with the same numbering. */
  private readonly counterparts = new Map<string, Edition | undefined>();

  counterpart(edition: Edition, lang: Lang): Edition | undefined {
    const key = `${edition.id} ${lang}`;
    if (!this.counterparts.has(key)) this.counterparts.set(key, this.counterpartNow(edition, lang));
    return this.counterparts.get(key);
  }

  private counterpartNow(edition: Edition, lang: Lang): Edition | undefined {
    const candidates = this.source.allEditions().filter((e) => e.lang === lang && e.numbering === edition.numbering);
    const same = candidates.find((e) => e.effectiveDate === edition.effectiveDate);
    if (same) return same;
    if (edition.lang !== 'en' && lang === 'en') return undefined; // other dates renumber rules
    return candidates[0] && edition.effectiveDate === candidates[0].effectiveDate ? candidates[0] : undefined;
  }

  /** Glossary pairs translate the query's terms into the edition's language: an English
   *  headword found in the query brings in the translated headword, and back. */
  terms(q: string, from: Lang, edition: Edition): QueryTerm[] {
    const asked = analyzerFor(from).terms(q);
    const pairs = this.pairs(from, edition);
    // The pairs whose headword stands in the query, in glossary order.
    const hit: number[] = [];
    for (let i = 0; i < asked.length; i++) {
      for (const p of pairs.byFirst.get(asked[i]!) ?? []) {
        const key = pairs.list[p]![0];
        if (key.every((stem, k) => asked[i + k] === stem)) hit.push(p);
      }
    }
    const out: QueryTerm[] = [];
    for (const p of [...new Set(hit)].sort((a, b) => a - b)) for (const stem of pairs.list[p]![1]) out.push({ stem, weight: 1 });
    return out;
  }

  /** Glossary headword pairs from `from` into the edition's language, as (stems of the
   *  source headword, stems of the translation); the translated glossary holds both. */
  private pairs(from: Lang, edition: Edition): GlossaryPairs {
    const cacheKey = `${from}>${edition.id}`;
    let pairs = this.pairCache.get(cacheKey);
    if (pairs) return pairs;
    pairs = { list: [], byFirst: new Map() };
    const translated = edition.lang === 'en' ? this.source.defaultEditions().find((e) => e.lang === from) : edition;
    if (translated && from !== edition.lang) {
      const fromAnalyzer = analyzerFor(from);
      const toAnalyzer = analyzerFor(edition.lang);
      for (const entry of this.source.glossaryOf(translated)) {
        if (!entry.englishTerm) continue;
        const [source, target] = from === 'en' ? [entry.englishTerm, entry.term] : [entry.term, entry.englishTerm];
        const key = fromAnalyzer.terms(source);
        const stems = toAnalyzer.terms(target);
        if (!key.length || !stems.length) continue;
        const list = pairs.byFirst.get(key[0]!) ?? [];
        list.push(pairs.list.length);
        pairs.byFirst.set(key[0]!, list);
        pairs.list.push([key, stems]);
      }
    }
    this.pairCache.set(cacheKey, pairs);
    return pairs;
  }
}
