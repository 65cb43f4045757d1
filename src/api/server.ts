// The Node adapter: the app on a real socket with @hono/node-server, plus the Node-only
// pieces (brotli compression, the web app's files on disk). Everything else lives in the
// runtime-neutral app.
import { serve, type ServerType } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RulesLibrary } from '../library/types.ts';
import { webRoutes } from '../web/routes.ts';
import { createApp } from './app.ts';
import { poolEngine, type EngineSource } from './engine.ts';
import type { LogSink } from './middleware/request-log.ts';
import { nodeCompression } from './node/compress.ts';
import { createLogger, observer, ServerMetrics } from './node/observe.ts';

export interface ServerOptions {
  port?: number;
  host?: string;
  library: RulesLibrary;
  engine?: EngineSource;
  log?: LogSink;
  /** Size of the response cache; 0 turns it off. */
  cacheEntries?: number;
  /** Overrides of SERVER_LIMITS (tests use short timeouts). */
  limits?: Partial<ServerLimits>;
}

export interface RunningServer {
  /** Base URL, e.g. "http://127.0.0.1:8787". */
  url: string;
  /** Stops accepting, lets requests in flight finish for up to `graceMs` (then cuts them),
   *  and stops the explain workers, a stuck one included. */
  close(graceMs?: number): Promise<void>;
}

/** The HTTP server's own limits (Node's defaults would hold a connection for minutes). */
export const SERVER_LIMITS = {
  /** All of a request's headers must arrive within this. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: 15_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** How often Node checks the two timeouts above. */
  checkIntervalMs: 1_000,
  /** Headers per request. */
  maxHeaders: 100,
  /** Bytes of headers per request. */
  maxHeaderBytes: 16 * 1024,
  /** What close() gives requests in flight before cutting them. */
  shutdownGraceMs: 2_000,
};
export type ServerLimits = typeof SERVER_LIMITS;

export function startServer({ port = 8787, host = '127.0.0.1', library, engine = poolEngine(), log, cacheEntries, limits: overrides }: ServerOptions): Promise<RunningServer> {
  const limits = { ...SERVER_LIMITS, ...overrides };
  // Levelled JSON log lines (pino) when there is a sink; Prometheus metrics at /metrics always.
  const metrics = new ServerMetrics(library);
  const app = createApp({
    library,
    engine,
    observer: observer(metrics, log ? createLogger(log) : undefined),
    metrics: () => metrics.text(),
    compression: nodeCompression,
    web: webRoutes(library),
    cacheEntries,
  });
  return new Promise((resolve, reject) => {
    let server: ServerType;
    const onError = (err: Error) => reject(err);
    server = serve(
      {
        fetch: app.fetch,
        port,
        hostname: host,
        serverOptions: {
          headersTimeout: limits.headersTimeoutMs,
          requestTimeout: limits.requestTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          connectionsCheckingInterval: limits.checkIntervalMs,
          maxHeaderSize: limits.maxHeaderBytes,
        },
      },
      (info: AddressInfo) => {
        server.off('error', onError);
        (server as HttpServer).maxHeadersCount = limits.maxHeaders;
        const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
        resolve({ url: `http://${shownHost}:${info.port}`, close: (graceMs = limits.shutdownGraceMs) => shutdown(server as HttpServer, engine, graceMs) });
      },
    );
    server.once('error', onError);
  });
}

/** Graceful, but bounded: whatever still runs after the grace period is cut off. */
async function shutdown(server: HttpServer, engine: EngineSource, graceMs: number): Promise<void> {
  const closed = new Promise<void>((done) => server.close(() => done()));
  // Keep-alive connections go as soon as their request is answered, not after their timeout.
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  // Explanations in flight get the same grace, then their workers are terminated.
  const workers = engine.close?.(graceMs);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs + 200);
  await Promise.all([closed, workers]);
  clearInterval(idle);
  clearTimeout(cut);
}
