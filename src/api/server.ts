// The Node adapter: the app on a real socket with @hono/node-server, plus the Node-only
// pieces (brotli compression, the web app's files on disk). Everything else lives in the
// runtime-neutral app.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { RulesLibrary } from '../library/types.ts';
import { webRoutes } from '../web/routes.ts';
import { createApp } from './app.ts';
import type { EngineSource } from './engine.ts';
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
}

export interface RunningServer {
  /** Base URL, e.g. "http://127.0.0.1:8787". */
  url: string;
  close(): Promise<void>;
}

export function startServer({ port = 8787, host = '127.0.0.1', library, engine, log, cacheEntries }: ServerOptions): Promise<RunningServer> {
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
    server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
      server.off('error', onError);
      const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${shownHost}:${info.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', onError);
  });
}
