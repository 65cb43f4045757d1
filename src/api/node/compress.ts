// Brotli or gzip for JSON and text responses, with node:zlib. Hono's own compress
// middleware only knows gzip/deflate (CompressionStream), so on Node this one is used;
// it lives apart from the app because it is the one Node-specific middleware.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseEncoding, COMPRESSIBLE, MIN_COMPRESS_BYTES, type Compression, type Encoding } from '../../http/encoding.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Quality 5: most of brotli's gain at a fraction of its highest setting's time. The window
 *  no larger than the body (brotli's default is 4 MB): what it adds for a small body is
 *  memory to set up, not matches (a search answer: the same size, a fifth less time). */
const brotliOptions = (size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1)))),
  },
});

/** Up to this size a body is compressed at once, on the main thread (a search answer of
 *  3 KB in about 50 µs); larger ones on libuv's threads, so that the event loop goes on
 *  meanwhile. The asynchronous call builds a zlib stream, queues the work and comes back
 *  through callbacks and a promise: for a body of a few kilobytes that costs ten times the
 *  compression itself (about 0.6 ms of CPU per search answer, measured in process). */
const SYNC_BYTES = 64 * 1024;

const encodeSync = (body: Uint8Array, encoding: Encoding): Uint8Array =>
  encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body.length)) : zlib.gzipSync(body, { level: 6 });

const encode = (body: Buffer, encoding: Encoding): Uint8Array | Promise<Uint8Array> =>
  body.length <= SYNC_BYTES ? encodeSync(body, encoding) : encoding === 'br' ? brotli(body, brotliOptions(body.length)) : gzip(body, { level: 6 });

const compressResponses: MiddlewareHandler = async (c, next) => {
  await next();
  // Decide from the request first: touching c.res.body or headers turns @hono/node-server's
  // lightweight response into a full one, which costs most of the throughput.
  const encoding = c.req.method === 'HEAD' ? null : chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return;
  const res = c.res;
  // The headers before the body: reading `body` makes the full response too (and the
  // adapter then streams it out rather than write its bytes at once).
  if (res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
  if (!res.body) return;
  const plain = Buffer.from(await res.arrayBuffer());
  const body = plain.length < MIN_COMPRESS_BYTES ? plain : await encode(plain, encoding);
  c.res = undefined as unknown as Response; // replace the response instead of merging headers into it
  c.res = new Response(new Uint8Array(body), { status: res.status, headers: res.headers });
  c.res.headers.delete('Content-Length');
  c.res.headers.append('Vary', 'Accept-Encoding');
  if (body !== plain) c.res.headers.set('Content-Encoding', encoding);
};

export const nodeCompression: Compression = { middleware: compressResponses, encodeSync };
