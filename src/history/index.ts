// Rule identity across releases: matching consecutive English releases (./match.ts), the
// chain that composes the matchings (./chain.ts), and the pinned pairs that override them.
export { ReleaseChain, type ChainOptions, type HistoryEntry, type Mapped, type Release, type ReleaseDiff } from './chain.ts';
export { matchReleases, wordDiff, type ReleaseMatch, type WordChange } from './match.ts';
export { paragraphsOf, paragraphsUnder, paragraphText, type Paragraph } from './paragraphs.ts';
export { textSimilarity } from './similarity.ts';
export { spanOf, type Span, type SpanSource } from './span.ts';
export { matchKey } from './cache.ts';
export { parsePins, pinnedPairs, type Pin } from './pinned.ts';
export { alignLeftovers, lexiconOf, lexiconWords, type Lexicon } from './translated-pairs.ts';
