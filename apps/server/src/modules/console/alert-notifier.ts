import type { TAlertMessage } from '@kiosk/contract';
import type { AppContext } from '../../app-context';

export interface AlertNotice {
  subject: string;
  body: string;
  alertId: string;
  event: 'raised' | 'cleared';
}

/**
 * Where alert messages go (docs/architecture.md, house rule 5): a webhook (ALERT_WEBHOOK_URL: a JSON
 * POST that a mail or chat service can take), or the outbox: the message is kept in the database and shown
 * at /operator/alert-outbox, like the SMS outbox. Every message is recorded before it is sent, once.
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

const perConfig = new WeakMap<AppContext['config'], AlertNotifier>();

/** The app's notifier, chosen by configuration. */
export function notifierOf(ctx: Pick<AppContext, 'config'>): AlertNotifier {
  let notifier = perConfig.get(ctx.config);
  if (!notifier) {
    notifier = ctx.config.alertWebhookUrl ? webhookNotifier(ctx.config.alertWebhookUrl) : outboxNotifier;
    perConfig.set(ctx.config, notifier);
  }
  return notifier;
}
