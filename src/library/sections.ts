// One section of a cached edition, read without its whole tree. Beside each cached tree
// (./data.ts) lies one small file per section of the modern numbering ("1" holds 100–199),
// with what showing its rules needs from the rest of the edition: the numbers just before
// and after it, and which rules cite its rules. `judge rule 100.1` then reads the English
// and Italian sections 1 (a few dozen KB each) instead of both whole trees (3.6 MB of
// JSON), which was most of what it cost to start. Only what a section can answer alone is
// asked here — one rule and its subrules, or a rule to show beside another; ranges,
// keywords, misnumbered paragraphs, search and everything else read the whole tree.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { backlinks } from '../ingest/link/index.ts';
import type { Edition, NumberedNode } from '../tree/types.ts';
import { EditionState } from './edition-state.ts';

/** A section file's contents. */
interface SectionPart {
  node: NumberedNode;
  /** The last number of the section before (null for the first), and the next section's. */
  before: string | null;
  after: string | null;
  /** Rules of this section → the rules that cite them (across the whole edition). */
  citedBy: Record<string, string[]>;
}

/** The section a modern rule number lies in ("702.19c" → "7"), or null. */
function sectionNumber(number: string): string | null {
  return /^([1-9])(?:\d\d(?:\.|$)|$)/.exec(number)?.[1] ?? null;
}

const sectionFile = (cached: string, section: string) => cached.replace(/\.json$/, `.s${section}.json`);

/** Writes the section files of an edition whose tree was just parsed or read whole; best
 *  effort (a read-only cache only loses the shortcut). */
export function writeSections(cached: string, edition: Edition): void {
  if (edition.numbering !== 'modern') return;
  const state = new EditionState(edition);
  const cited = backlinks(edition.root);
  for (const top of edition.root.children) {
    if (top.type !== 'section' || !sectionNumber(top.number)) continue;
    const numbers: string[] = [];
    let alone = true;
    const collect = (n: NumberedNode) => {
      if (state.nodes.get(n.number) !== n) alone = false; // a repeated number: the whole edition decides
      numbers.push(n.number);
      for (const c of n.children) if (c.type !== 'example') collect(c);
    };
    collect(top);
    if (!alone) continue;
    const first = state.position.get(top.number)!;
    const part: SectionPart = {
      node: top,
      before: state.order[first - 1] ?? null,
      after: state.order[first + numbers.length] ?? null,
      citedBy: Object.fromEntries(numbers.filter((n) => cited.has(n)).map((n) => [n, cited.get(n)!])),
    };
    const file = sectionFile(cached, top.number);
    try {
      writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(part));
      renameSync(`${file}.${process.pid}.tmp`, file);
    } catch {
      return;
    }
  }
}

const readers = new WeakMap<Edition, (section: string) => EditionState | null>();

/** Makes the sections of a lazily loaded edition readable one at a time (./data.ts);
 *  false when its section files are not there (an older cache) or it has none. */
export function readSectionsFrom(edition: Edition, cached: string): boolean {
  if (edition.numbering !== 'modern' || !existsSync(sectionFile(cached, '1'))) return false;
  const read = new Map<string, EditionState | null>();
  readers.set(edition, (section) => {
    if (!read.has(section)) {
      let state: EditionState | null = null;
      try {
        state = new EditionState(edition, JSON.parse(readFileSync(sectionFile(cached, section), 'utf8')) as SectionPart);
      } catch {
        // not written (a section this cache lacks) or damaged: the caller reads the whole tree
      }
      read.set(section, state);
    }
    return read.get(section)!;
  });
  return true;
}

/**
 * The state of the one section that holds rule `number`, when it holds it; undefined when
 * the whole edition must be asked (no section files, a number outside the modern
 * numbering, or one the section does not hold: filed elsewhere, misnumbered or absent).
 */
export function sectionStateFor(edition: Edition, number: string): EditionState | undefined {
  const section = sectionNumber(number);
  const state = section ? readers.get(edition)?.(section) : undefined;
  return state?.nodes.has(number) ? state : undefined;
}
