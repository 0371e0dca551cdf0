import { z } from 'zod';
import { ZDeviceId } from './common';
import {
  ANALYTICS_EVENT_NAME,
  ANALYTICS_LIMITS,
  ANALYTICS_PROPERTY_NAME,
  ANALYTICS_TIMESTAMP,
} from './values/analytics';

/** The analytics payloads on the wire; the sanitiser and its limits are in `values/analytics.ts`. */

// ── Schema ───────────────────────────────────────────────────────────────────────────────────────

export const ZAnalyticsEventName = z.string().max(ANALYTICS_LIMITS.maxNameLength).regex(ANALYTICS_EVENT_NAME);
export const ZAnalyticsPropertyName = z
  .string()
  .max(ANALYTICS_LIMITS.maxNameLength)
  .regex(ANALYTICS_PROPERTY_NAME);
export const ZAnalyticsValue = z.union([
  z.string().max(ANALYTICS_LIMITS.maxStringLength),
  z.number(),
  z.boolean(),
  z.null(),
]);
export type TAnalyticsValue = z.infer<typeof ZAnalyticsValue>;

/** The limit on the count is checked by the refinement and stated by `maxProperties` in the API document. */
export const ZAnalyticsProperties = z
  .record(ZAnalyticsPropertyName, ZAnalyticsValue)
  .refine((p) => Object.keys(p).length <= ANALYTICS_LIMITS.maxProperties, {
    message: `at most ${ANALYTICS_LIMITS.maxProperties} properties`,
  })
  .meta({ maxProperties: ANALYTICS_LIMITS.maxProperties });
export type TAnalyticsProperties = z.infer<typeof ZAnalyticsProperties>;

export const ZAnalyticsEvent = z
  .object({
    name: ZAnalyticsEventName,
    properties: ZAnalyticsProperties.default({}),
    /** When it happened on the device, ISO 8601 with Z or an offset; left out, the server's receive time. */
    timestamp: z
      .string()
      .regex(ANALYTICS_TIMESTAMP, 'must be an ISO 8601 date and time with Z or an offset')
      .optional()
      .meta({
        description:
          'When the event happened on the device (ISO 8601 with Z or an offset). Optional: an event without it is stored with the time the server received the batch.',
      }),
  })
  .strict();
/** An event as sent: its timestamp may be missing. */
export type TAnalyticsEventInput = z.infer<typeof ZAnalyticsEvent>;
/** An event with its time: as the web app queues it, and as the server stores and forwards it. */
export type TAnalyticsEvent = Omit<TAnalyticsEventInput, 'timestamp'> & { timestamp: string };

/** Body of `POST /analytics/events`. The device id travels in the body: one batch, one device. */
export const ZAnalyticsBatch = z
  .object({
    deviceId: ZDeviceId.optional(),
    events: z.array(ZAnalyticsEvent).min(1).max(ANALYTICS_LIMITS.maxEvents),
  })
  .strict();
export type TAnalyticsBatch = z.infer<typeof ZAnalyticsBatch>;

/** `202 { data: { accepted } }`: how many events were stored. */
export const ZAnalyticsAccepted = z.object({ accepted: z.number().int().nonnegative() });
export type TAnalyticsAccepted = z.infer<typeof ZAnalyticsAccepted>;
