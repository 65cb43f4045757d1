// A tournament document's table of contents: what the body promises. The builder checks
// each heading against it — a numbered line of the body is a heading only when the contents
// list that number with that title ("3.  Players present their decks…" inside MTR 2.3 is a
// step of a list, not section 3) — and reports what the contents list but the body lacks.
import type { Paragraph } from './types.ts';

export interface ContentsEntry {
  /** "4", "4.2", an appendix letter "B"; null for an unnumbered entry ("Introduction"). */
  number: string | null;
  title: string;
}

export interface Contents {
  entries: ContentsEntry[];
  byNumber: Map<string, ContentsEntry>;
  /** Folded titles of the unnumbered entries. */
  unnumbered: Set<string>;
}

const NUMBERED = /^(\d{1,2}(?:\.\d{1,2})?)\.?\s+(.+)$/;
export const APPENDIX_HEADING = /^appendix\s+([A-Z])\s*[—–-]\s*(.+)$/i;

/** Letters and digits only, lower-cased: "GENERAL PHILOSOPHY" is "General Philosophy",
 *  "Play-Draw Rule" is "Play/Draw Rule". */
export function foldTitle(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export function readContents(paragraphs: Paragraph[]): Contents {
  const entries: ContentsEntry[] = [];
  for (const p of paragraphs) {
    const appendix = APPENDIX_HEADING.exec(p.text);
    const numbered = NUMBERED.exec(p.text);
    if (appendix) entries.push({ number: appendix[1]!.toUpperCase(), title: appendix[2]!.trim() });
    else if (numbered) entries.push({ number: numbered[1]!, title: numbered[2]!.trim() });
    else entries.push({ number: null, title: p.text.trim() });
  }
  const byNumber = new Map<string, ContentsEntry>();
  for (const e of entries) if (e.number && !byNumber.has(e.number)) byNumber.set(e.number, e);
  return { entries, byNumber, unnumbered: new Set(entries.filter((e) => !e.number).map((e) => foldTitle(e.title))) };
}

/** Whether a heading printed as `printed` is the contents' entry (the body may add to it:
 *  an infraction's penalty after its title). */
export function matchesEntry(printed: string, entry: ContentsEntry | undefined): boolean {
  return !!entry && foldTitle(printed).startsWith(foldTitle(entry.title));
}
