// The part of autocannon 8's API the load benchmark uses; the package ships no types.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RequestShape {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  export interface RequestStep extends RequestShape {
    /** Called before every send of this step; its answer is what goes on the wire. */
    setupRequest?: (request: RequestShape, context: Record<string, unknown>) => RequestShape | null;
  }

  export interface Options extends RequestShape {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests in all; overrides duration. */
    amount?: number;
    /** Seconds before a request counts as a timeout (an error). */
    timeout?: number;
    requests?: RequestStep[];
    title?: string;
  }

  /** Percentiles of one statistic (hdr-histogram-percentiles-obj). */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    title?: string;
    /** Requests per second, one sample a second. */
    requests: Histogram & { total: number };
    /** Milliseconds. */
    latency: Histogram;
    duration: number;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
