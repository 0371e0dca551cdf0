import { z } from 'zod';
import { ALERT_EVENTS } from './values/console';

/**
 * The JSON body of an alert webhook POST (ALERT_WEBHOOK_URL), one per alert raised or cleared, and
 * sent again, unchanged, when a try failed. `text` is the subject and the body in one message, the field
 * Slack, Mattermost and Microsoft Teams incoming webhooks show; `subject` and `body` are the same words
 * apart, for a receiver that files them (a ticket, a page). `alertId` is the same for an alert's raise
 * and its clear. Every POST is signed (ALERT_WEBHOOK_SIGNATURE_HEADER); docs/operations.md shows how to
 * check it.
 */
export const ZAlertWebhookPayload = z.object({
  alertId: z.string(),
  event: z.enum(ALERT_EVENTS),
  subject: z.string(),
  body: z.string(),
  text: z.string(),
});
export type TAlertWebhookPayload = z.infer<typeof ZAlertWebhookPayload>;

/**
 * The header that signs an alert webhook POST: `t=<Unix seconds>,v1=<hex HMAC-SHA256>`, the HMAC keyed
 * with ALERT_WEBHOOK_SECRET over `<t>.<the raw body>` (the scheme of Stripe's webhooks). A receiver refuses
 * a signature more than 5 minutes from its own clock, so a replayed POST stops working.
 */
export const ALERT_WEBHOOK_SIGNATURE_HEADER = 'kiosk-signature';
