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
  const url = c.req.url;
  const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  return `W/"${edition.source.sha256.slice(0, 16)}-${fnv1a(REPRESENTATION_VERSION + pathAndQuery)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * The JSON text of recent responses, by ETag: an edition never changes, so an answer
 * computed once stays right. Bounded in entries and bytes; least recently used goes first.
 * Clients (bots, assistants) ask for the same few rules and searches over and over.
 */
export class ResponseCache {
  private entries = new Map<string, string>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 5_000,
    private readonly maxBytes = 64 * 2 ** 20,
    private readonly maxEntryBytes = 2 ** 20,
  ) {}

  get(key: string): string | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key); // re-insert: Map order is our recency order
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, json: string): void {
    if (json.length > this.maxEntryBytes) return;
    this.entries.set(key, json);
    this.bytes += json.length;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}

/**
 * Answer with `compute()` as JSON, tagged for caching; or 304 when the client already has
 * it. `pinned` says the client named the edition explicitly: then the answer can never
 * change and may be cached for long; otherwise "the default edition" may move on when new
 * rules are added, so caches revalidate sooner.
 */
export function cachedJson(
  c: Context,
  cache: ResponseCache,
  edition: Edition,
  pinned: boolean,
  compute: () => unknown,
): Response {
  const etag = etagFor(edition, c);
  c.header('ETag', etag);
  c.header('Cache-Control', pinned ? 'public, max-age=86400, immutable' : 'public, max-age=300');
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  let json = cache.get(etag);
  if (json === undefined) {
    json = JSON.stringify(compute());
    cache.set(etag, json);
  }
  c.header('Content-Type', 'application/json');
  return c.body(json, 200);
}
