// Brotli or gzip for JSON and text responses, with node:zlib. Hono's own compress
// middleware only knows gzip/deflate (CompressionStream), so on Node this one is used;
// it lives apart from the app because it is the one Node-specific middleware.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseEncoding, COMPRESSIBLE, MIN_COMPRESS_BYTES, type Compression } from '../../http/encoding.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Quality 5: most of brotli's gain at a fraction of its highest setting's time. */
const brotliOptions = (size: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

const compressResponses: MiddlewareHandler = async (c, next) => {
  await next();
  // Decide from the request first: touching c.res.body or headers turns @hono/node-server's
  // lightweight response into a full one, which costs most of the throughput.
  const encoding = c.req.method === 'HEAD' ? null : chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return;
  const res = c.res;
  if (!res.body || res.headers.has('Content-Encoding')) return;
  if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
  const plain = Buffer.from(await res.arrayBuffer());
  const body =
    plain.length < MIN_COMPRESS_BYTES
      ? plain
      : encoding === 'br'
        ? await brotli(plain, brotliOptions(plain.length))
        : await gzip(plain, { level: 6 });
  c.res = undefined as unknown as Response; // replace the response instead of merging headers into it
  c.res = new Response(new Uint8Array(body), { status: res.status, headers: res.headers });
  c.res.headers.delete('Content-Length');
  c.res.headers.append('Vary', 'Accept-Encoding');
  if (body !== plain) c.res.headers.set('Content-Encoding', encoding);
};

export const nodeCompression: Compression = {
  middleware: compressResponses,
  encodeSync: (body, encoding) =>
    encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body.length)) : zlib.gzipSync(body, { level: 6 }),
};
