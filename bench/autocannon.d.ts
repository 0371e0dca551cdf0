/** The part of autocannon 9's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { IncomingHttpHeaders } from 'node:http';

  export type Context = Record<string, unknown>;
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface SequenceRequest extends RequestParams {
    /** Returns the request to send, or null to abandon this run of the sequence and start it again. */
    setupRequest?: (request: RequestParams, context: Context) => RequestParams | null;
    onResponse?: (status: number, body: string, context: Context, headers: IncomingHttpHeaders) => void;
  }
  export interface Options extends RequestParams {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    requests?: SequenceRequest[];
    initialContext?: Context;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
