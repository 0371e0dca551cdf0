import type { TAlertMessage } from '@kiosk/contract';

export interface AlertNotice {
  subject: string;
  body: string;
  alertId: string;
  event: 'raised' | 'cleared';
}

/**
 * Where alert messages go (docs/architecture.md, house rule 5): e-mail (ALERT_EMAIL_TO through SMTP_URL),
 * a webhook (ALERT_WEBHOOK_URL: a signed JSON POST that a chat service can take), or only the outbox. Every
 * message is recorded in the outbox (alert_messages) first and delivered from there
 * (`modules/console/alert-delivery.ts`); `modules/console/alert-notifier.ts` builds them.
 */
export interface AlertNotifier {
  channel: TAlertMessage['channel'];
  /** Who receives: shown in the outbox; never a secret (a webhook's host, not its path). */
  recipient: string;
  send(notice: AlertNotice): Promise<void>;
}
