import { createTransport } from 'nodemailer';
import { ALERT_WEBHOOK_SIGNATURE_HEADER, type TAlertWebhookPayload } from '@kiosk/contract';
import type { Config } from '../../config/config';
import type { AlertNotifier } from '../../ports/alert-notifier';
import { signAlertPayload } from './alert-signature';

const outboxNotifier: AlertNotifier = { channel: 'outbox', recipient: 'outbox', send: async () => undefined };

/**
 * A webhook: each notice POSTed as @kiosk/contract's ZAlertWebhookPayload, signed with the receiver's
 * secret at the moment it is sent (a retry is signed anew), so the receiver can tell it from a forgery or
 * a replay (docs/operations.md shows the check).
 */
export function webhookNotifier(url: string, secret: string, timeoutMs = 5_000): AlertNotifier {
  return {
    channel: 'webhook',
    recipient: new URL(url).host,
    async send(notice) {
      const payload: TAlertWebhookPayload = {
        alertId: notice.alertId,
        event: notice.event,
        subject: notice.subject,
        body: notice.body,
        text: `${notice.subject}\n\n${notice.body}`,
      };
      const body = JSON.stringify(payload);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [ALERT_WEBHOOK_SIGNATURE_HEADER]: signAlertPayload(body, secret),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`alert webhook answered ${response.status}`);
    },
  };
}

/** E-mail through an SMTP server (SMTP_URL; smtps:// or STARTTLS), to every ALERT_EMAIL_TO address. */
export function emailNotifier(email: NonNullable<Config['alertEmail']>): AlertNotifier {
  const transport = createTransport({
    url: email.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    channel: 'email',
    recipient: email.to.join(', '),
    async send(notice) {
      await transport.sendMail({
        from: email.from,
        to: email.to,
        subject: notice.subject,
        text: notice.body,
      });
    },
  };
}

/** The app's notifier, chosen by configuration (built once with the app: AppContext.notifier). */
export function createNotifier(config: Config): AlertNotifier {
  if (config.alertEmail) return emailNotifier(config.alertEmail);
  if (config.alertWebhookUrl && config.alertWebhookSecret) {
    return webhookNotifier(config.alertWebhookUrl, config.alertWebhookSecret);
  }
  return outboxNotifier;
}
