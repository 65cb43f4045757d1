// ETag and Cache-Control for responses computed from one edition. Editions are immutable
// (a new text is a new edition with a new sha256), so the tag can be derived from the
// edition's hash, the package version (an upgrade may rank or shape answers differently)
// and the request alone, and a revalidation is answered with 304 before any lookup or
// search runs.
import type { Context } from 'hono';
import type { Edition } from '../../tree/types.ts';
import { chooseEncoding, MIN_COMPRESS_BYTES, type Compression, type Encoding } from '../../http/encoding.ts';
import { jsonText } from '../json.ts';
import { CORS_HEADERS } from './cors.ts';
import { requestIdFrom } from './request-id.ts';

/** How long clients and proxies may keep an answer, by what it is. */
export const CACHE_CONTROL = {
  /** A named edition's rules and contents: its text never changes. */
  pinned: 'public, max-age=86400, immutable',
  /** The default edition may move on to newer rules after a restart. */
  moving: 'public, max-age=300',
  /** Search answers of a named edition: the rules never change, but another version of the
   *  program may rank them differently, so they are revalidated (never `immutable`). */
  ranked: 'public, max-age=3600',
} as const;

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

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

interface CachedAnswer {
  /** The request's path and query. */
  key: string;
  etag: string;
  cacheControl: string;
  /** The JSON answer. The first time it is sent as text (the socket encodes it, and most
   *  searches are asked once); then from `body`. */
  text: string;
  /** …UTF-8 encoded, once: the first time it is served from the cache or compressed. */
  body?: Uint8Array<ArrayBuffer>;
  /** The body compressed, made the first time a client asks for each encoding. */
  encoded?: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

/** The memory an answer holds: its text (two bytes a character at most) and its bytes. */
const sizeOf = (answer: CachedAnswer) =>
  2 * answer.text.length + (answer.body?.byteLength ?? 0) + (answer.encoded?.br?.byteLength ?? 0) + (answer.encoded?.gzip?.byteLength ?? 0);

const utf8 = new TextEncoder();

/**
 * Recent answers by request path and query. The library is fixed for the life of the
 * process and editions never change, so an answer computed once stays right — the same
 * URL always gets the same bytes. Bounded in entries and bytes; least recently used goes
 * first. Clients (bots, assistants) ask for the same few rules and searches over and over.
 */
export class ResponseCache {
  private entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 5_000,
    /** The package version, part of every ETag. */
    readonly version = '0',
    private readonly maxBytes = 64 * 2 ** 20,
    /** The largest answer kept, in characters of its JSON text. */
    private readonly maxEntryBytes = 2 ** 20,
    /** How the runtime compresses (the answers cachedJson makes are compressed there). */
    readonly compression?: Compression,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key); // re-insert: Map order is our recency order
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, answer: CachedAnswer): void {
    if (this.maxEntries === 0 || answer.text.length > this.maxEntryBytes || this.entries.has(key)) return;
    this.entries.set(key, answer);
    this.bytes += sizeOf(answer);
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(value);
    }
  }

  /** The answer's UTF-8 bytes, encoded on first use and kept with the answer. */
  bytesOf(answer: CachedAnswer): Uint8Array<ArrayBuffer> {
    if (!answer.body) {
      answer.body = utf8.encode(answer.text);
      if (this.entries.get(answer.key) === answer) this.bytes += answer.body.byteLength;
    }
    return answer.body;
  }

  /** The answer's body in `encoding`, compressed on first use and kept with the answer. */
  encoded(answer: CachedAnswer, encoding: Encoding, encodeSync: Compression['encodeSync']): Uint8Array<ArrayBuffer> {
    answer.encoded ??= {};
    let body = answer.encoded[encoding];
    if (!body) {
      // copied into a plain Uint8Array, which every runtime's Response takes as a body
      body = answer.encoded[encoding] = new Uint8Array(encodeSync(this.bytesOf(answer), encoding));
      if (this.entries.get(answer.key) === answer) this.bytes += body.byteLength;
    }
    return body;
  }
}

function pathAndQuery(c: Context): string {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

function send(c: Context, cache: ResponseCache, answer: CachedAnswer, compression: Compression | undefined): Response {
  c.header('ETag', answer.etag);
  c.header('Cache-Control', answer.cacheControl);
  if (matches(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  // Compressed here, as answerFromCache does (and kept with the answer when the cache keeps
  // it), rather than by the compression middleware, which would read the body back out of
  // the response and make another.
  const encoding = compression && c.req.method === 'GET' ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
  if (!encoding || cache.bytesOf(answer).byteLength < MIN_COMPRESS_BYTES) return c.body(answer.body ?? answer.text, 200);
  c.header('Content-Encoding', encoding);
  c.header('Vary', 'Accept-Encoding');
  return c.body(cache.encoded(answer, encoding, compression!.encodeSync), 200);
}

/**
 * The headers of a cached answer: what the request id, CORS and cache middleware would
 * have set. Written out as one object literal on purpose: built with a spread
 * (`{...CORS_HEADERS, …}`) instead, every young-generation GC under load promoted about
 * 1 MB of short-lived objects to the old generation, and cached throughput fell by a third
 * (bench:api; measured with --trace-gc-nvp).
 */
function cachedHeaders(requestId: string, hit: CachedAnswer, contentType: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': CORS_HEADERS['Access-Control-Allow-Origin'],
    'Access-Control-Expose-Headers': CORS_HEADERS['Access-Control-Expose-Headers'],
    'X-Request-Id': requestId,
    ETag: hit.etag,
    'Cache-Control': hit.cacheControl,
    Vary: 'Accept-Encoding',
  };
  if (contentType) headers['Content-Type'] = contentType;
  return headers;
}

/**
 * Answers a GET it has answered before straight from the cache, in front of the app: that
 * request was valid then and the answer cannot have changed, so it skips the middleware,
 * validation and routing, like a caching proxy would. It adds what the middleware would
 * have (request id, CORS, compression) itself, as one plain header object, and answers
 * synchronously: per-request Headers objects and promises were most of a cached rule
 * lookup's time.
 */
export function answerFromCache(
  request: Request,
  cache: ResponseCache,
  compression?: Compression,
): { response: Response; requestId: string; path: string } | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = request.url;
  const key = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  const hit = cache.get(key);
  if (!hit) return undefined;
  const requestId = requestIdFrom(request.headers.get('X-Request-Id'));
  const path = key.split('?', 1)[0]!;
  if (matches(request.headers.get('If-None-Match') ?? undefined, hit.etag)) {
    return { response: new Response(null, { status: 304, headers: cachedHeaders(requestId, hit, null) }), requestId, path };
  }
  const body = cache.bytesOf(hit);
  const encoding =
    compression && request.method === 'GET' && body.byteLength >= MIN_COMPRESS_BYTES
      ? chooseEncoding(request.headers.get('Accept-Encoding') ?? undefined)
      : null;
  const headers = cachedHeaders(requestId, hit, 'application/json');
  if (!encoding) return { response: new Response(body, { status: 200, headers }), requestId, path };
  headers['Content-Encoding'] = encoding;
  return { response: new Response(cache.encoded(hit, encoding, compression!.encodeSync), { status: 200, headers }), requestId, path };
}

/**
 * Answer with `compute()` as JSON, tagged for caching; or 304 when the client already has
 * it. `cacheControl` is one of CACHE_CONTROL: `moving` unless the client named the edition.
 */
export function cachedJson(
  c: Context,
  cache: ResponseCache,
  edition: Edition | readonly Edition[],
  cacheControl: (typeof CACHE_CONTROL)[keyof typeof CACHE_CONTROL],
  compute: () => unknown,
): Response {
  const key = pathAndQuery(c);
  // An answer from several editions (a search across documents) depends on all of them.
  const sha = 'source' in edition ? edition.source.sha256.slice(0, 16) : fnv1a(edition.map((e) => e.source.sha256).join());
  const etag = `W/"${sha}-${fnv1a(`${cache.version} ${key}`)}"`;
  if (matches(c.req.header('If-None-Match'), etag)) return send(c, cache, { key, etag, cacheControl, text: '' }, undefined);
  const answer: CachedAnswer = { key, etag, cacheControl, text: jsonText(compute()) };
  cache.set(key, answer);
  return send(c, cache, answer, cache.compression);
}
