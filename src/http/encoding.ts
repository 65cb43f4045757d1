// Content negotiation for compressed responses, runtime-neutral: which encoding a client
// asked for, and what is worth compressing. Shared by the API (src/api) and the web app's
// static files (src/web), so neither folder imports the other's internals. The compressing itself is the adapter's
// (src/api/node/compress.ts on Node), handed to the app as a `Compression`.
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** Below this, compression costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;
export const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/(?!event-stream)|image\/svg)/;

/** The client's preferred encoding among the two we offer, honouring q=0. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
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

/** What a runtime adapter supplies to compress responses. */
export interface Compression {
  /** Compresses responses as they are computed. */
  middleware: MiddlewareHandler;
  /** Compresses a body once for the response cache, which then serves the bytes as they are. */
  encodeSync(body: Uint8Array, encoding: Encoding): Uint8Array;
}
