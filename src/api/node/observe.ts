// The server's log and metrics (Node only): each request record from
// middleware/request-log.ts becomes a levelled JSON log line through pino (info, warn for
// 4xx, error for 5xx) and counts in the Prometheus metrics served at /metrics: requests and
// latencies by route, explains in flight, the editions loaded, and Node's own figures.
import pino, { type Logger } from 'pino';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RulesLibrary } from '../../library/types.ts';
import type { LogSink, RequestObserver, RequestRecord } from '../middleware/request-log.ts';

/** A pino logger writing one JSON line per entry to `sink`; level from $JUDGE_LOG_LEVEL (default info). */
export function createLogger(sink: LogSink, level = process.env.JUDGE_LOG_LEVEL ?? 'info'): Logger {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    { write: (line: string) => sink(line.trimEnd()) },
  );
}

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({ name: 'judge_http_requests_total', help: 'HTTP requests answered, by method, route and status', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
  private readonly latency = new Histogram({
    name: 'judge_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  private readonly explainsInFlight = new Gauge({ name: 'judge_explain_in_flight', help: 'Explain requests (POST /v1/explain) being answered now', registers: [this.registry] });

  constructor(library: RulesLibrary) {
    new Gauge({ name: 'judge_editions_loaded', help: 'Rules editions the server has loaded', registers: [this.registry], collect() { this.set(library.editions().length); } });
    collectDefaultMetrics({ register: this.registry, prefix: 'judge_' });
  }

  started(route: string): void {
    if (route === '/v1/explain') this.explainsInFlight.inc();
  }

  /** The counter and histogram of each method, route and status, as prom-client's labelled
   *  children: asking with a label object makes prom-client check the labels and hash them
   *  into a key on every request. Bounded: methods, routes (routeOf) and statuses are few. */
  private readonly series = new Map<string, { requests: { inc(): void }; latency: { observe(seconds: number): void } }>();

  finished(r: RequestRecord): void {
    if (r.route === '/v1/explain') this.explainsInFlight.dec();
    const key = `${r.method} ${r.status} ${r.route}`;
    let series = this.series.get(key);
    if (!series) this.series.set(key, (series = { requests: this.requests.labels(r.method, r.route, String(r.status)), latency: this.latency.labels(r.method, r.route) }));
    series.requests.inc();
    series.latency.observe(r.ms / 1000);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}

/** Log (when there is a sink) and count every request. */
export function observer(metrics: ServerMetrics, logger?: Logger): RequestObserver {
  return {
    started: (route) => metrics.started(route),
    finished(r) {
      metrics.finished(r);
      if (logger) logger[r.status >= 500 ? 'error' : r.status >= 400 ? 'warn' : 'info'](r, 'request');
    },
  };
}
