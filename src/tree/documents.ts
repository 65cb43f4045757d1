// The documents the project reads: the Comprehensive Rules and the two tournament documents
// judges open beside them. One table, so that ingest (which document a text is), the links
// between documents ("section 4.3 of the Magic Tournament Rules"), the library (each
// document's newest edition) and every interface (a result names its document) agree.
import type { DocumentId, Edition } from './types.ts';

export interface DocumentInfo {
  id: DocumentId;
  /** How judges write it: "CR", "MTR", "IPG". */
  short: string;
  /** Its full name. */
  name: string;
  /** The document's title line, as the tournament documents print it on their first page. */
  titleLine?: RegExp;
  /** How other documents name it in running text ("the Magic Tournament Rules",
   *  "Magic: The Gathering Tournament Rules", "the Infraction Procedure Guide"). */
  mention: RegExp;
}

export const DOCUMENTS: readonly DocumentInfo[] = [
  {
    id: 'cr',
    short: 'CR',
    name: 'Comprehensive Rules',
    mention: /\b(?:the\s+)?Magic(?::\s+The\s+Gathering)?\s+Comprehensive\s+Rules\b/,
  },
  {
    id: 'mtr',
    short: 'MTR',
    name: 'Magic Tournament Rules',
    titleLine: /^MAGIC(?:: THE GATHERING)?\W{0,3}\s*TOURNAMENT RULES$/i,
    mention: /\b(?:the\s+)?Magic(?::\s+The\s+Gathering)?\s+Tournament\s+Rules\b/,
  },
  {
    id: 'ipg',
    short: 'IPG',
    name: 'Infraction Procedure Guide',
    titleLine: /^MAGIC(?:: THE GATHERING)?\W{0,3}\s*INFRACTION PROCEDURE GUIDE$/i,
    mention: /\b(?:the\s+)?(?:Magic\s+)?Infraction\s+Procedure\s+Guide\b/,
  },
];

export function documentInfo(id: DocumentId | undefined): DocumentInfo {
  return DOCUMENTS.find((d) => d.id === (id ?? 'cr'))!;
}

/** The document an edition is ('cr' for the Comprehensive Rules). */
export function documentOf(edition: Pick<Edition, 'document'>): DocumentId {
  return edition.document ?? 'cr';
}

/** The document a query opens with ("MTR 4.2", "ipg 2.1", "CR 702.19c") and the rest of it, or null. */
export function documentPrefix(q: string): { document: DocumentInfo; rest: string } | null {
  const m = /^\s*(\p{L}+)\b\.?\s*(.+)$/u.exec(q);
  const document = m ? documentNamed(m[1]!) : undefined;
  return document ? { document, rest: m![2]! } : null;
}

/** A document named by its short name or id ("MTR", "ipg", "cr"), or undefined. */
export function documentNamed(name: string): DocumentInfo | undefined {
  const folded = name.trim().toLowerCase();
  return DOCUMENTS.find((d) => d.id === folded || d.short.toLowerCase() === folded);
}

/** Which numbers mean the same rules: editions alike in this key can be paired by number
 *  (the tournament documents each number their own sections). */
export function numberingKey(edition: Pick<Edition, 'numbering' | 'document'>): string {
  return edition.numbering === 'policy' ? `policy:${edition.document}` : edition.numbering;
}
