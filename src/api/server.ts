// The Node adapter: the app on a real socket with @hono/node-server, plus the Node-only
// pieces (brotli compression, the web app's files on disk). Everything else lives in the
// runtime-neutral app.
import { serve, type ServerType } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RulesLibrary } from '../library/types.ts';
import { packageVersion } from '../version.ts';
import { webRoutes } from '../web/routes.ts';
import { createApp } from './app.ts';
import { poolEngine, type EngineSource } from './engine.ts';
import { originPolicy } from './middleware/origin.ts';
import type { LogSink } from './middleware/request-log.ts';
import { nodeCompression } from './node/compress.ts';
import { answerClientError, lingerAfter, type Linger } from './node/linger.ts';
import { createLogger, observer, ServerMetrics } from './node/observe.ts';
import { Readiness, warmSteps } from './readiness.ts';

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
  /** Warm up before reporting ready (default true): see readiness.ts. Off, the explain
   *  workers, the card pool and the search indexes are started on first use instead. */
  warm?: boolean;
}

export interface RunningServer {
  /** Base URL, e.g. "http://127.0.0.1:8787". */
  url: string;
  /** Settles once the server is warm: GET /ready then answers 200. */
  ready: Promise<void>;
  /** GET /ready answers 503 from now on, while every request is still answered: a load
   *  balancer takes this replica out before close() stops it. */
  drain(): void;
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
  /** After an error answer sent before the request's body was read (413, 415…), the body is
   *  still read and thrown away, up to this many bytes, so that a client that sends it all
   *  before reading (Python's urllib) gets the answer rather than a reset connection. */
  lingerBytes: 16 * 1024 * 1024,
  /** …and for this long at most. */
  lingerMs: 10_000,
};
export type ServerLimits = typeof SERVER_LIMITS;

export function startServer({ port = 8787, host = '127.0.0.1', library, engine = poolEngine(), log, cacheEntries, limits: overrides, warm = true }: ServerOptions): Promise<RunningServer> {
  const limits = { ...SERVER_LIMITS, ...overrides };
  // Levelled JSON log lines (pino) when there is a sink; Prometheus metrics at /metrics always.
  const metrics = new ServerMetrics(library);
  const readiness = new Readiness();
  const app = createApp({
    library,
    engine,
    observer: observer(metrics, log ? createLogger(log) : undefined),
    metrics: () => metrics.text(),
    compression: nodeCompression,
    web: webRoutes(library),
    cacheEntries,
    readiness,
    version: packageVersion(),
    mcpOrigins: originPolicy(host, process.env.JUDGE_ALLOWED_ORIGINS),
  });
  const linger: Linger = { bytes: limits.lingerBytes, ms: limits.lingerMs };
  return new Promise((resolve, reject) => {
    let server: ServerType;
    const onError = (err: Error) => reject(err);
    server = serve(
      {
        fetch: lingerAfter(app.fetch, linger),
        // An unread body is handled by lingerAfter (and Node), not cut after half a second.
        autoCleanupIncoming: false,
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
        (server as HttpServer).on('clientError', (err, socket) => answerClientError(err as NodeJS.ErrnoException, socket, linger));
        const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
        resolve({
          url: `http://${shownHost}:${info.port}`,
          ready: warm ? readiness.warm(warmSteps({ library, engine })) : readiness.warm({}),
          drain: () => readiness.stop(),
          close: (graceMs = limits.shutdownGraceMs) => {
            readiness.stop();
            return shutdown(server as HttpServer, engine, graceMs);
          },
        });
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
