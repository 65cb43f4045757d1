// ETag and Cache-Control for responses computed from one edition. Editions are immutable
// (a new text is a new edition with a new sha256), so the tag can be derived from the
// edition's hash and the request alone, and a revalidation is answered with 304 before
// any lookup or search runs.
import type { Context } from 'hono';
import type { Edition } from '../../tree/types.ts';

/** Bump when the JSON shape of responses changes, so old cached copies stop matching. */
const REPRESENTATION_VERSION = '1';

/** FNV-1a, 32 bits: a cheap, runtime-neutral hash; collisions only need to be unlikely
 *  among the URLs of one edition. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function etagFor(edition: Edition, c: Context): string {
  const url = new URL(c.req.url);
  return `W/"${edition.source.sha256.slice(0, 16)}-${fnv1a(REPRESENTATION_VERSION + url.pathname + url.search)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Answer with `compute()` as JSON, tagged for caching; or 304 when the client already has
 * it. `pinned` says the client named the edition explicitly: then the answer can never
 * change and may be cached for long; otherwise "the default edition" may move on when new
 * rules are added, so caches revalidate sooner.
 */
export function cachedJson(c: Context, edition: Edition, pinned: boolean, compute: () => unknown): Response {
  const etag = etagFor(edition, c);
  c.header('ETag', etag);
  c.header('Cache-Control', pinned ? 'public, max-age=86400, immutable' : 'public, max-age=300');
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  return c.json(compute() as object);
}
