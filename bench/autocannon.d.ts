// The part of autocannon's programmatic API that bench/api-load.bench.ts uses (the package
// ships no types; @types/autocannon describes an older major).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: Array<{
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called before each request: return it with another path or body (unique URLs). */
      setupRequest?: (request: { method?: string; path?: string; headers?: Record<string, string>; body?: string }) => {
        method?: string;
        path?: string;
        headers?: Record<string, string>;
        body?: string;
      };
    }>;
  }
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Responses by status class: '1xx' … '5xx'. */
    statusCodeStats?: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
