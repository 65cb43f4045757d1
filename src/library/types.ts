// What the rest of the program (CLI, HTTP API, web app, engine renderer) may ask of the
// loaded rules. Implemented in ./library.ts over the ingested editions.
import type { HistoryEntry, ReleaseDiff } from '../history/index.ts';
import type { DocumentId, Edition, GlossaryEntry, Lang, Reference, RuleView } from '../tree/types.ts';
import type { SearchSource } from '../search/search.ts';
import type { Counterpart } from './translations.ts';

/** Choose an edition by id (or a document's name, "mtr", for its newest edition), or by
 *  language (its latest Comprehensive Rules), or the default (latest English, else the
 *  latest edition there is). */
export interface EditionSelector {
  edition?: string;
  lang?: string;
}

export type EditionSummary = Omit<Edition, 'root' | 'anomalies' | 'unresolved' | 'crossRefs' | 'furniture' | 'kind' | 'document'> & {
  kind: 'rules' | 'policy';
  document: DocumentId;
  anomalyCount: number;
  unresolvedCount: number;
  /** A translation: the English release it is paired with (the one it translates; for the
   *  classic Portuguese text, the oldest release, which keeps its numbering). */
  matches?: string;
  /** A paged text's furniture left out of its text, by kind ("page-number": 56). */
  furniture?: Record<string, number>;
};

export interface TocEntry {
  number: string;
  type: 'section' | 'rule';
  title: string;
  children?: TocEntry[];
}

export interface SearchHit {
  /** Rule number, or "glossary:TERM" for glossary entries. */
  number: string;
  edition: string;
  /** "rule" for a numbered paragraph, "glossary" for a glossary entry. */
  type?: 'rule' | 'glossary';
  score: number;
  title?: string;
  /** Text around the match with matched words wrapped in «…» (renderers restyle it). */
  snippet: string;
  /** Cards named in the query whose abilities brought this rule in. */
  cards?: string[];
}

export interface GlossaryHit {
  edition: string;
  lang: Lang;
  term: string;
  aliases: string[];
  englishTerm?: string;
  text: string;
  refs: Reference[];
}

/** Queries are src/search's (`searchOf(library)`): the library lends it the rules (SearchSource). */
export interface RulesLibrary extends SearchSource {
  editions(): EditionSummary[];
  /** Parses, off the main thread, what is not parsed yet (a server once it is ready). */
  prepareAll?(signal?: AbortSignal): Promise<{ parsed: number; failed: Array<{ file: string; message: string }> }>;
  /** Throws JudgeError('not_found', …, {suggestions}) for an unknown id or a language with no
   *  edition loaded; bad_request for a language the rules are never read in (not en, it, pt). */
  resolveEdition(sel?: EditionSelector): Edition;
  /** Tolerant lookup: "702.19c", "CR 702.19 c", "601.2a-d", "7" (section). Returns the
   *  matching nodes in order; a rule comes with its subrules when asked as "702.19". */
  lookup(query: string, sel?: EditionSelector): RuleView[];
  /** Exactly one node; throws not_found with "did you mean" suggestions. */
  rule(number: string, sel?: EditionSelector): RuleView;
  toc(sel?: EditionSelector): TocEntry[];
  glossary(term: string, sel?: EditionSelector): GlossaryHit[];
  glossarySearch(query: string, sel?: EditionSelector & { limit?: number }): GlossaryHit[];
  /** Where rule `number` of one edition stands in another (through the chain of English
   *  releases), or why it has no counterpart; with the English change when a translation is stale. */
  correspondingRule(number: string, from: EditionSelector, to: EditionSelector): Counterpart & { edition: string };
  /** A number asked in a language (no edition) read as the current English rule's: its
   *  counterpart there (null: read the number as that edition's own). */
  /** In a translation: English game terms (folded) → the rule defining them there. */
  englishTerms(sel?: EditionSelector): Record<string, string>;
  /** The English releases in which the rule changed, moved, appeared or went. */
  ruleHistory(number: string, sel?: EditionSelector): { edition: string; number: string; entries: HistoryEntry[] };
  /** What changed between two English releases. */
  releaseDiff(from: string, to: string): ReleaseDiff;
}

export type { Counterpart, HistoryEntry, ReleaseDiff };

export type { GlossaryEntry };
