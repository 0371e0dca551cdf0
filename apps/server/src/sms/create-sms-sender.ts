import type { AppContext } from '../app-context';
import { createOutboxSender } from './outbox-sender';
import type { SmsSender } from './sms-sender';
import { createTwilioSender } from './twilio-sender';

type SenderContext = Pick<AppContext, 'config' | 'db' | 'now' | 'log'>;

/** The sender SMS_PROVIDER names (config has checked Twilio's settings); built once with the app. */
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
