// The built search indexes, one per edition, within a memory budget. An index costs tens
// of megabytes and a client may cycle through all 46 editions: the pool keeps the most
// recently used ones whose estimated size fits the budget, and lets the others go.
//
// Two ways in. `get` builds on the spot (the CLI, scripts: one edition, nothing else
// waiting). `prepare` builds off the request path: the edition's paragraphs are indexed a
// slice at a time, yielding to the event loop between slices, so a server answering other
// editions keeps answering while one is built; callers asking for the same edition share
// the one build. With a storage (index-store.ts, the data cache), both load a saved index
// before building one, and save what they build.
import type { Edition } from '../tree/types.ts';
import { EditionIndex } from './edition-index.ts';
import { lexiconOf, type Lexicon } from './index-data.ts';
import type { IndexStorage } from './index-store.ts';

/** Default budget for built indexes (estimated bytes; an English edition is about 11 MB by
 *  the estimate, 15 MB of heap as measured by bench:search): a dozen editions or so. Set
 *  JUDGE_SEARCH_INDEX_MB to change it. */
export const DEFAULT_INDEX_BUDGET_MB = 160;

export class IndexPool {
  readonly budgetBytes: number;
  /** Built indexes, least recently used first (a Map keeps insertion order). */
  private readonly built = new Map<string, EditionIndex>();
  private readonly building = new Map<string, Promise<EditionIndex>>();
  /** How many indexes have been built, and loaded from the storage, for tests and benchmarks. */
  builds = 0;
  loads = 0;

  // (`globalThis.process`: the browser runs this module too, src/web/offline-search.ts.)
  constructor(
    budgetMb = Number(globalThis.process?.env.JUDGE_SEARCH_INDEX_MB) || DEFAULT_INDEX_BUDGET_MB,
    private readonly storage?: IndexStorage,
  ) {
    this.budgetBytes = budgetMb * 1024 * 1024;
  }

  /** The edition's index: in memory, else saved, else built now (and saved). */
  get(edition: Edition): EditionIndex {
    const index = this.ready(edition) ?? this.loaded(edition);
    if (index) return index;
    const built = EditionIndex.of(edition);
    this.builds++;
    this.storage?.save(edition, built.data);
    this.keep(edition.id, built);
    return built;
  }

  private readonly lexicons = new Map<string, Lexicon>();

  /** What telling a query's language needs of an edition, without building (or loading)
   *  its index when a saved lexicon answers. */
  lexicon(edition: Edition): Lexicon {
    let lexicon = this.lexicons.get(edition.id);
    if (!lexicon) {
      const index = this.ready(edition);
      lexicon = (index ? undefined : this.storage?.lexicon(edition)) ?? lexiconOf((index ?? this.get(edition)).data);
      this.lexicons.set(edition.id, lexicon);
    }
    return lexicon;
  }

  /** The saved index, kept in memory; undefined when none is saved. */
  private loaded(edition: Edition): EditionIndex | undefined {
    const data = this.storage?.load(edition);
    if (!data) return undefined;
    const index = new EditionIndex(data);
    this.loads++;
    this.keep(edition.id, index);
    return index;
  }

  /** The edition's index if it is built (and marks it recently used). */
  ready(edition: Edition): EditionIndex | undefined {
    const index = this.built.get(edition.id);
    if (index) {
      this.built.delete(edition.id);
      this.built.set(edition.id, index);
    }
    return index;
  }

  /** The edition's index, built in slices that let other work run in between. */
  prepare(edition: Edition): Promise<EditionIndex> {
    const ready = this.ready(edition) ?? this.loaded(edition);
    if (ready) return Promise.resolve(ready);
    let pending = this.building.get(edition.id);
    if (!pending) {
      pending = EditionIndex.build(edition, () => new Promise<void>((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0))))
        .then((index) => {
          this.builds++;
          this.storage?.save(edition, index.data);
          this.keep(edition.id, index);
          return index;
        })
        .finally(() => this.building.delete(edition.id));
      this.building.set(edition.id, pending);
    }
    return pending;
  }

  /** Estimated bytes held by the built indexes. */
  get bytes(): number {
    let sum = 0;
    for (const index of this.built.values()) sum += index.approxBytes;
    return sum;
  }

  get size(): number {
    return this.built.size;
  }

  isBuilt(editionId: string): boolean {
    return this.built.has(editionId);
  }

  private keep(id: string, index: EditionIndex): void {
    this.built.set(id, index);
    // Let the least recently used go until the rest fits; the newest always stays.
    for (const [oldId] of this.built) {
      if (this.bytes <= this.budgetBytes || this.built.size <= 1) break;
      if (oldId !== id) this.built.delete(oldId);
    }
  }
}
