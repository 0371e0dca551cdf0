import { sanitizeAnalyticsEvents, type TAnalyticsAccepted, type TAnalyticsBatch } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import type { AnalyticsForwarder } from './analytics-forwarder';
import { isKnownDevice } from '../devices/devices.service';
import { insertAnalyticsEvents } from './analytics.repository';

/** Device clocks drift and batches are retried: events up to 7 days old and 5 minutes ahead are kept. */
export const ANALYTICS_WINDOW = { maxAgeMs: 7 * 24 * 3_600_000, maxAheadMs: 5 * 60_000 } as const;

/**
 * Stores a batch the web app sent: sanitised again with the same function the web app used (the
 * server never trusts the client to have done it), events outside the time window left out, the
 * device kept only when it is one we know. An event without a timestamp takes the receive time. Forwards what was stored, in the background.
 */
export async function recordAnalyticsBatch(
  ctx: Pick<AppContext, 'db' | 'config' | 'now' | 'metrics'>,
  batch: TAnalyticsBatch,
  forwarder: AnalyticsForwarder | null,
): Promise<TAnalyticsAccepted> {
  const { metrics } = ctx;
  const receivedAt = ctx.now();
  const now = receivedAt.getTime();
  // An event sent without its time happened at the latest when the batch arrived: it takes that time.
  const stamped = batch.events.map((e) => ({ ...e, timestamp: e.timestamp ?? receivedAt.toISOString() }));
  const events = sanitizeAnalyticsEvents(stamped, {
    onDrop: (_name, reason) => metrics.analyticsPropertyDropped(reason),
  }).filter((e) => {
    const at = Date.parse(e.timestamp);
    return at >= now - ANALYTICS_WINDOW.maxAgeMs && at <= now + ANALYTICS_WINDOW.maxAheadMs;
  });
  const deviceId = batch.deviceId && (await isKnownDevice(ctx.db, batch.deviceId)) ? batch.deviceId : null;
  const accepted = await insertAnalyticsEvents(
    ctx.db,
    events.map((e) => ({
      deviceId,
      name: e.name,
      properties: e.properties,
      occurredAt: new Date(e.timestamp),
    })),
  );
  metrics.analyticsEvents('accepted', accepted);
  metrics.analyticsEvents('rejected', batch.events.length - accepted);
  forwarder?.forward({ deviceId, events });
  return { accepted };
}
