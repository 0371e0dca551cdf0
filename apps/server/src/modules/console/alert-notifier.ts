import { createTransport } from 'nodemailer';
import type { TAlertMessage } from '@kiosk/contract';
import type { Config } from '../../config/config';

export interface AlertNotice {
  subject: string;
  body: string;
  alertId: string;
  event: 'raised' | 'cleared';
}

/**
 * Where alert messages go (docs/architecture.md, house rule 5): e-mail (ALERT_EMAIL_TO through SMTP_URL),
 * a webhook (ALERT_WEBHOOK_URL: a JSON POST that a chat service can take), or only the outbox. Every
 * message is recorded in the outbox (alert_messages) first and delivered from there (alert-delivery.ts).
 */
export interface AlertNotifier {
  channel: TAlertMessage['channel'];
  /** Who receives: shown in the outbox; never a secret (a webhook's host, not its path). */
  recipient: string;
  send(notice: AlertNotice): Promise<void>;
}

const outboxNotifier: AlertNotifier = { channel: 'outbox', recipient: 'outbox', send: async () => undefined };

export function webhookNotifier(url: string, timeoutMs = 5_000): AlertNotifier {
  return {
    channel: 'webhook',
    recipient: new URL(url).host,
    async send(notice) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notice),
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
  if (config.alertWebhookUrl) return webhookNotifier(config.alertWebhookUrl);
  return outboxNotifier;
}
