// Links between documents: the IPG's "MTR section 4.3", the MTR's "rule 103.4", the CR's
// "the Magic: The Gathering Tournament Rules". A reference into another document is answered
// by that document's newest loaded edition (the one a judge reads today), and backlinks are
// gathered from each document's newest edition's `crossRefs` — kept with its metadata, so
// showing who cites a CR rule loads no tournament document's tree.
import { documentOf } from '../tree/documents.ts';
import type { DocumentId, Edition, Reference, RuleView } from '../tree/types.ts';

type Citation = NonNullable<RuleView['citedIn']>[number];

export class CrossDocuments {
  private index?: Map<string, Citation[]>;

  /** `has`: whether an edition holds a number (reading as little of it as it can). */
  constructor(
    private readonly documents: ReadonlyMap<DocumentId, Edition>,
    private readonly has: (edition: Edition, number: string) => boolean,
  ) {}

  /** The reference as shown: a reference into another document names the edition that
   *  answers it, and keeps only the targets that edition has (the others: `unresolved`). */
  resolve(ref: Reference): Reference {
    if (!ref.document) return ref;
    const edition = this.documents.get(ref.document);
    if (!edition) return { ...ref, targets: [], ...(ref.targets.length ? { unresolved: ref.targets } : {}) };
    const found = ref.targets.filter((t) => this.has(edition, t));
    const missing = ref.targets.filter((t) => !found.includes(t));
    return { ...ref, targets: found, edition: edition.id, ...(missing.length ? { unresolved: missing } : {}) };
  }

  /** The nodes of the other documents' newest editions that cite `number` of `edition`
   *  (only the newest edition of a document is cited: the one references resolve to). */
  citing(edition: Edition, number: string): Citation[] {
    const document = documentOf(edition);
    if (this.documents.get(document) !== edition) return [];
    this.index ??= this.build();
    return this.index.get(`${document}:${number}`) ?? [];
  }

  private build(): Map<string, Citation[]> {
    const index = new Map<string, Citation[]>();
    for (const [document, edition] of this.documents) {
      for (const ref of edition.crossRefs ?? []) {
        if (ref.document === document) continue;
        for (const target of ref.targets) {
          const key = `${ref.document}:${target}`;
          const list = index.get(key) ?? [];
          if (!list.some((c) => c.edition === edition.id && c.number === ref.from)) list.push({ edition: edition.id, document, number: ref.from });
          index.set(key, list);
        }
      }
    }
    return index;
  }
}
