// Everything one edition's search index holds, as plain data: what index-build.ts makes from
// an edition, what the ranking (rank.ts), the query reading (query-terms.ts) and the topics
// (topics.ts) read, and what index-codec.ts writes to the data cache so that a command
// line search loads an index instead of building one.
import type { Edition, Lang } from '../tree/types.ts';
import { fold } from './stopwords.ts';
import type { KeyedLists } from './keyed-lists.ts';
import type { Lists, Postings } from './postings.ts';

export interface Doc {
  number: string;
  title?: string;
  /** What the snippet is cut from: the text, or for a heading ("702.2. Deathtouch") the
   *  text of its first paragraph, which says what the heading is about. */
  text: string;
  /** The snippet text is the paragraph's own (not a heading's first paragraph): every word
   *  marked in it is a word the paragraph holds. */
  ownText: boolean;
  /** A multiplier from the paragraph's place (definitions up, casual variants down). */
  prior: number;
  /** The title of the heading it stands under ("Trample" for 702.19b); quoted phrases
   *  are looked for in its title, heading and own text. */
  heading: string;
  /** Stems of the paragraph's own title, else of the heading it stands under ("trampl" for
   *  702.19b): what it is about. */
  topic: string;
}

/** A glossary entry as the search shows it: its names (headword, aliases, English
 *  headword of a translation) and its text. */
export interface GlossaryName {
  term: string;
  names: string[];
  /** The English headword a translated glossary prints beside its own. */
  english?: string;
  text: string;
  /** The rules the entry sends the reader to ("See rule 702.19"). */
  rules: string[];
}

/** What telling a query's language needs of an edition: the folded words its rules use,
 *  those of its glossary headwords, and of the English headwords a translation prints. */
export interface Lexicon {
  words: ReadonlySet<string> | ReadonlyMap<string, string>;
  glossary: ReadonlySet<string>;
  english: ReadonlySet<string>;
}

/** The lexicon of an index's data. */
export function lexiconOf(data: IndexData): Lexicon {
  const glossary = new Set<string>();
  const english = new Set<string>();
  for (const g of data.glossary) {
    foldedWordsInto(g.term, glossary);
    if (g.english) foldedWordsInto(g.english, english);
  }
  return { words: data.words, glossary, english };
}

/** The folded words of a name, added to a set. */
export function foldedWordsInto(name: string, into: Set<string>): void {
  for (const m of name.matchAll(/[\p{L}\p{N}]+/gu)) into.add(fold(m[0]));
}

export interface IndexData {
  edition: string;
  lang: Lang;
  numbering: Edition['numbering'];
  docs: Doc[];
  postings: Postings;
  /** Per paragraph: [stem id, start, end] of each word of its snippet text (stop words
   *  aside), so that a search cuts snippets without reading the texts again. */
  marks: Lists<Int32Array>;
  /** Adjacent stem pairs of titles and texts ("a b") → the paragraphs holding them. */
  bigrams: KeyedLists;
  /** Words exactly as written (folded, plural -s dropped) → the paragraphs whose title,
   *  heading or text hold them. */
  forms: KeyedLists;
  /** Folded surface words → stem, for typo correction, "did you mean" and telling the
   *  query's language. */
  words: Map<string, string>;
  glossary: GlossaryName[];
  /** About how many bytes the paragraphs' texts take in memory (a saved index decodes
   *  them only when read). */
  textBytes: number;
}

// Rough V8 costs, for approxBytes: an object with its fields, a Map entry, an array header.
const DOC_BYTES = 200;
const ENTRY_BYTES = 80;
const LIST_BYTES = 100;

/** An estimate of the memory an index holds (its maps, lists and texts; V8 overheads by
 *  rule of thumb), for the pool's budget (index-pool.ts). */
export function approxBytes(data: IndexData): number {
  let bytes = data.postings.approxBytes();
  for (let i = 0; i < data.marks.length; i++) bytes += 4 * data.marks.lengthOf(i) + LIST_BYTES;
  bytes += data.docs.length * DOC_BYTES + data.textBytes;
  for (const lists of [data.bigrams, data.forms]) bytes += lists.size * LIST_BYTES + 4 * lists.total;
  for (const g of data.glossary) bytes += LIST_BYTES + 2 * g.text.length;
  return bytes + data.words.size * ENTRY_BYTES;
}
