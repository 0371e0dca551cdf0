import { Registry, collectDefaultMetrics } from 'prom-client';

/** The text exposition format 0.0.4, as prom-client renders it. */
export const PROMETHEUS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

let processMetrics: Registry | undefined;

/**
 * The standard process metrics (CPU, resident memory, heap, event loop lag, GC, handles, start time),
 * collected once per process however many apps it runs: they describe the process, not an app.
 */
export function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}
