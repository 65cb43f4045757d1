// The part of autocannon's programmatic API that bench/api-load.bench.ts uses (the package
// ships no types; @types/autocannon describes an older major).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: Array<{ method?: string; path: string }>;
  }
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
