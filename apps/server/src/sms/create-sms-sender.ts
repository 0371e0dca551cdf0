import type { AppContext } from '../app-context';
import { createOutboxSender } from './outbox-sender';
import type { SmsSender } from './sms-sender';
import { createTwilioSender } from './twilio-sender';

type SenderContext = Pick<AppContext, 'config' | 'db' | 'now' | 'log'>;

/** The sender SMS_PROVIDER names (config has checked Twilio's settings). */
export function createSmsSender(ctx: SenderContext): SmsSender {
  const { config } = ctx;
  if (config.smsProvider === 'twilio') {
    const { accountSid, authToken, from, apiBase } = config.twilio;
    if (!accountSid || !authToken || !from)
      throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
    return createTwilioSender({
      accountSid,
      authToken,
      from,
      apiBase,
      onFailure: (details) => ctx.log.warn(details, 'sms send failed'),
    });
  }
  if (config.env === 'production') {
    ctx.log.warn(
      'SMS_PROVIDER=outbox in production: one-time codes are kept in the outbox and not delivered; set SMS_PROVIDER=twilio',
    );
  }
  return createOutboxSender({ db: ctx.db, now: ctx.now });
}

const perApp = new WeakMap<object, SmsSender>();

/** The app's one SMS sender, made on first use (keyed by the context's config, like the dispenser). */
export function smsSenderOf(ctx: SenderContext): SmsSender {
  let sender = perApp.get(ctx.config);
  if (!sender) {
    sender = createSmsSender(ctx);
    perApp.set(ctx.config, sender);
  }
  return sender;
}
