// The Comprehensive Rules tree: one per edition, unist-style (every node has
// `type`, optional `children`, and a `position` with 1-based source lines), so
// that transforms stay small and pure and every node can be traced to the text
// it came from. This file is the contract between ingest, search, the engine,
// the API and the web app: change it deliberately.

export type Lang = 'en' | 'it' | 'pt';

/** Which document an edition is: the Comprehensive Rules, or one of the tournament
 *  documents (src/tree/documents.ts): the Magic Tournament Rules, the Infraction Procedure Guide. */
export type DocumentId = 'cr' | 'mtr' | 'ipg';

export interface Point {
  /** 1-based line in the decoded source text (after line-ending normalisation). */
  line: number;
  /** 1-based column. */
  column: number;
  /** 0-based character offset in the decoded source text. */
  offset?: number;
}

export interface Position {
  start: Point;
  end: Point;
}

interface NodeBase {
  type: string;
  position?: Position;
}

/** Numbered nodes: section "7", rule "702", subrule "702.19", subsubrule "702.19c". The
 *  tournament documents use the first two: a section ("4", or an appendix "B") and its
 *  numbered subsections ("4.2", typed 'rule'); see src/tree/policy-numbers.ts. */
export type NumberedType = 'section' | 'rule' | 'subrule' | 'subsubrule';

export interface NumberedNode extends NodeBase {
  type: NumberedType;
  /** Canonical number the paragraph is filed under ("702.19c"; sections "7"). */
  number: string;
  /** The number as printed, when it differs from `number` (misnumbered paragraphs). */
  printedNumber?: string;
  /** The number token exactly as printed, punctuation included ("100.1.", "702.19c"); empty
   *  for a heading the body left out (see `fromContents`). */
  label: string;
  /** The body has no paragraph for this heading (its subrules are there): the node exists so
   *  they have a parent, and its title comes from the table of contents. */
  fromContents?: true;
  /** Heading text for sections, three-digit rules ("Keyword Abilities") and heading-like
   *  subrules ("702.19. Trample"); absent for ordinary subrules, whose words are all `text`. */
  title?: string;
  /** The paragraph text without its number and without its examples, markup removed. */
  text: string;
  /** Outgoing references whose spans point into `text`. */
  refs: Reference[];
  /** Examples first (in document order), then numbered children (in numeric order). */
  children: Array<ExampleNode | NumberedNode>;
  /** Tournament documents: the penalty printed on an infraction's heading line ("2.1.
   *  Game Play Error — Missed Trigger  No Penalty" → "No Penalty"). */
  penalty?: string;
  /** Tournament documents: the named parts of the text (Definition, Examples, Philosophy,
   *  Additional Remedy, Upgrade, Downgrade, or any heading the document prints), in order,
   *  as spans of `text` — the text stays whole, so searching and linking read it as one. */
  parts?: Part[];
}

/** A named part of a tournament document's section: its heading as printed ("Definition",
 *  "Upgrade:") and the span of the section's `text` it holds (`start`, `end`: offsets,
 *  end exclusive; an "Examples" part whose items are all examples holds no text). */
export interface Part {
  name: string;
  label: string;
  start: number;
  end: number;
  /** Where the heading stands in the source. */
  position?: Position;
}

export interface ExampleNode extends NodeBase {
  type: 'example';
  /** Text after the "Example:" / "Esempio:" / "Exemplo:" label, markup removed. */
  text: string;
  /** The label as printed, colon included ("Example:", "Esempio:", "Exemplo:"); in the
   *  tournament documents also a list letter or number ("A.", "1."). */
  label: string;
  refs: Reference[];
  /** Tournament documents: the index in the section's `parts` of the part it is printed in. */
  part?: number;
}

export interface GlossaryEntry extends NodeBase {
  type: 'glossaryEntry';
  /** Headword in the edition's language ("Travolgere", "Trample"). */
  term: string;
  /** The headword line exactly as printed ("Trample – Travolgere"). */
  headword: string;
  /** Other names for the same entry: the English headword of a translated glossary
   *  ("Trample"), and variants such as "Active Player, Active Player Order" split apart. */
  aliases: string[];
  /** The English headword, when the glossary prints it (Italian: "Trample – Travolgere"). */
  englishTerm?: string;
  text: string;
  refs: Reference[];
}

export interface GlossaryNode extends NodeBase {
  type: 'glossary';
  title: string;
  children: GlossaryEntry[];
}

/** Introduction, table of contents, credits, trailing legal text: kept whole, never dropped. */
export interface ProseNode extends NodeBase {
  type: 'intro' | 'contents' | 'credits' | 'prose';
  title?: string;
  text: string;
}

export type TopLevelNode = NumberedNode | GlossaryNode | ProseNode;

export interface Root extends NodeBase {
  type: 'root';
  children: TopLevelNode[];
}

export type AnyNode = Root | TopLevelNode | NumberedNode | ExampleNode | GlossaryEntry;

/**
 * A cross-reference found in a node's text. `start`/`end` are character offsets into the
 * owning node's `text` (end exclusive). A range or list expands to several targets.
 */
export interface Reference {
  /** 'document': a document named without a number ("the Magic Tournament Rules"). */
  kind: 'rule' | 'range' | 'list' | 'section' | 'glossary' | 'document';
  /** The referring text as it stands ("rules 509.1–3", "section 8", "Trample"). */
  raw: string;
  start: number;
  end: number;
  /** Canonical numbers of the nodes it resolves to in the same edition; for glossary
   *  references, the glossary term ("glossary:Trample"). */
  targets: string[];
  /** Targets that did not resolve in this edition (also listed in Edition.unresolved). */
  unresolved?: string[];
  /** The targets are in another document ("section 4.3 of the Magic Tournament Rules",
   *  "rule 103.4" in the MTR): its newest loaded edition answers them (src/library), so
   *  they are not checked at ingest. Absent: the same edition. */
  document?: DocumentId;
  /** Set by the library when it shows the reference: the edition of `document` the
   *  targets were found in (absent when none is loaded or it lacks them). */
  edition?: string;
}

export interface Anomaly {
  edition: string;
  line: number;
  /** The number as printed (or the offending text for joined lines). */
  number: string;
  kind: 'misnumbered' | 'duplicate' | 'out-of-order' | 'malformed' | 'joined-continuation' | 'missing-heading' | 'contents-mismatch';
  /** The number the paragraph was filed under, or what should have been printed. */
  suggested?: string;
  message?: string;
}

export interface EditionSource {
  /** Path as given to the ingest (relative to the project when inside it). */
  file: string;
  sha256: string;
  /** Detected: 'utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252'. */
  encoding: string;
  /** Detected: 'lf', 'crlf', 'cr', 'mixed'. */
  lineEndings: string;
  /** Detected: 'plain' (official English text), 'markdown', 'flattened', 'paged' (text
   *  extracted from a PDF: page numbers, a dotted contents, lines wrapped at the page width). */
  format: 'plain' | 'markdown' | 'flattened' | 'paged';
}

/** A line (or the end of one) of the source that is page furniture, not the document's
 *  text: a page number, a running header, a contents line's dot leader and page. Kept so the
 *  source is accounted for: tree + furniture = the source. */
export interface Furniture {
  line: number;
  kind: 'page-number' | 'running-header' | 'dot-leader';
  text: string;
}

export interface EditionCounts {
  sections: number;
  rules: number;
  subrules: number;
  subsubrules: number;
  examples: number;
  glossary: number;
  references: number;
  unresolved: number;
}

export interface Edition {
  /** `<lang>-<effective date>` ("en-2026-08-07"), or a stable id when undated ("pt-classic");
   *  a tournament document: `<document>-<effective date>` ("mtr-2026-02-27"). */
  id: string;
  lang: Lang;
  /** 'policy' for a tournament document (MTR, IPG); absent for the Comprehensive Rules. */
  kind?: 'rules' | 'policy';
  /** Which document: absent (or 'cr') for the Comprehensive Rules. */
  document?: DocumentId;
  /** ISO date from the header line, or null when the text has none. */
  effectiveDate: string | null;
  /** Free-text notes about the edition, e.g. why it has no date. */
  notes: string[];
  /** Numbering scheme: 'modern' (2004+ 100–9xx), 'classic' (the 1999 numbering) or
   *  'policy' (a tournament document's "4.2", "B"; each document numbers its own). */
  numbering: 'modern' | 'classic' | 'policy';
  source: EditionSource;
  title: string;
  counts: EditionCounts;
  /** Share of the source's non-whitespace characters (markup removed) that ended up in
   *  exactly one node. */
  coverage: number;
  anomalies: Anomaly[];
  /** Every reference target that did not resolve, with where it was found. */
  unresolved: Array<{ from: string; raw: string; target: string }>;
  /** References into other documents, by the node they stand in: the library's backlinks
   *  across documents read these without loading the tree. */
  crossRefs?: Array<{ from: string; document: DocumentId; targets: string[] }>;
  /** Tournament documents: the page furniture left out of the text (see Furniture). */
  furniture?: Furniture[];
  root: Root;
}

/** A rule as returned by lookups: the node plus its neighbourhood in the tree. */
export interface RuleView {
  edition: string;
  number: string;
  printedNumber?: string;
  type: NumberedType;
  title?: string;
  text: string;
  examples: string[];
  parent: string | null;
  children: string[];
  previous: string | null;
  next: string | null;
  refs: Reference[];
  /** Numbers of nodes (rule numbers, or "glossary:TERM") that cite this one. */
  citedBy: string[];
  /** Nodes of the other documents' newest editions that cite this one (the MTR's "rule
   *  103.4", the IPG's "MTR section 4.3"); absent when none does. */
  citedIn?: Array<{ edition: string; document: DocumentId; number: string }>;
  /** Tournament documents: the penalty of an infraction ("Warning"). */
  penalty?: string;
  /** Tournament documents: the named parts, in order, with their text (and, for an
   *  "Examples" part, its examples). */
  parts?: Array<{ name: string; text: string; examples?: Array<{ label: string; text: string }> }>;
  /** The same rule in other editions (matched across releases, so its number there may
   *  differ), with `olderThan` and the English word changes when a translation is stale, or
   *  `missing` (and no text) when that edition has no counterpart. */
  aligned: Array<{
    edition: string;
    lang: Lang;
    number?: string;
    text: string;
    title?: string;
    /** For a translation: the English release it is paired with (the one it translates). */
    matches?: string;
    olderThan?: string;
    changes?: Array<{ kind: 'same' | 'removed' | 'added'; text: string }>;
    /** The English releases that changed the text since the translation's release. */
    changedIn?: string[];
    missing?: string;
  }>;
  /** Asked as another edition's rule (`judge rule 702.111b --lang it`): that rule, of which
   *  this is the counterpart. */
  counterpartOf?: { edition: string; number: string };
}
