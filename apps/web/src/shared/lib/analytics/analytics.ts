import type { Analytics } from './analytics-client';

/** Events tracked before the queue has loaded: a start-up's worth, no more. */
const EARLY_EVENTS_LIMIT = 50;

let analytics: Analytics | undefined;
let loading: Promise<void> | undefined;
const early: Parameters<Analytics['track']>[] = [];

const loadQueue = (): Promise<void> =>
  (loading ??= import('./analytics-queue').then(
    ({ createAppAnalytics }) => {
      analytics = createAppAnalytics();
      for (const args of early.splice(0)) analytics.track(...args);
    },
    () => {
      loading = undefined; // the next event tries again
    },
  ));

/**
 * The app's one analytics queue: `track('dispense_done', { productId, quantity })`. The queue and its
 * sanitiser load beside the first screen, not in it; until then events wait here, in memory only and
 * with their own time, and go through the sanitiser like every other.
 */
export const track = (name: string, properties: Record<string, unknown> = {}): void => {
  if (analytics) return analytics.track(name, properties);
  if (early.length < EARLY_EVENTS_LIMIT) early.push([name, properties, new Date()]);
  void loadQueue();
};
