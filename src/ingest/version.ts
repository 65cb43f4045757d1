/** Bump when parsing changes, so cached editions in data/ are rebuilt. Kept apart from the
 *  parser so that reading the cache does not load it. */
export const PARSER_VERSION = 6;
