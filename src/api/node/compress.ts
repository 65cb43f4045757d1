// Brotli or gzip for JSON and text responses, with node:zlib. Hono's own compress
// middleware only knows gzip/deflate (CompressionStream), so on Node this one is used;
// it lives apart from the app because it is the one Node-specific middleware.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compression costs more than it saves. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/(?!event-stream)|image\/svg)/;

/** The client's preferred encoding among the two we offer, honouring q=0. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const q = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (q('br') > 0 && q('br') >= q('gzip')) return 'br';
  if (q('gzip') > 0) return 'gzip';
  return null;
}

export const nodeCompression: MiddlewareHandler = async (c, next) => {
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
    plain.length < MIN_BYTES
      ? plain
      : encoding === 'br'
        ? await brotli(plain, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
          })
        : await gzip(plain, { level: 6 });
  c.res = undefined as unknown as Response; // replace the response instead of merging headers into it
  c.res = new Response(new Uint8Array(body), { status: res.status, headers: res.headers });
  c.res.headers.delete('Content-Length');
  c.res.headers.append('Vary', 'Accept-Encoding');
  if (body !== plain) c.res.headers.set('Content-Encoding', encoding);
};
