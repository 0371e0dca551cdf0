import { smsFailed } from './sms-errors';
import type { SmsMessage, SmsSender } from './sms-sender';

export const TWILIO_DEFAULT_API_BASE = 'https://api.twilio.com';
/** A send that has no answer in this time is given up (and the visitor may ask again). */
export const TWILIO_TIMEOUT_MS = 10_000;

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase?: string;
  /** Told the HTTP status and Twilio's error code of a failure, never the number or the body. */
  onFailure?: (details: { status: number | null; twilioCode: number | null }) => void;
  fetch?: typeof fetch;
}

const twilioCodeOf = (body: unknown): number | null =>
  typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number'
    ? body.code
    : null;

/**
 * Twilio's Messages API over plain REST: `POST {base}/2010-04-01/Accounts/{sid}/Messages.json`, basic
 * auth with the account SID and auth token, form body To/From/Body. Not retried: Twilio has no
 * idempotency key for messages, so a retry could send the code twice.
 */
export function createTwilioSender(options: TwilioOptions): SmsSender {
  const base = (options.apiBase ?? TWILIO_DEFAULT_API_BASE).replace(/\/$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'twilio',
    async send(message: SmsMessage) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: message.to, From: options.from, Body: message.body }).toString(),
          signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
        });
      } catch {
        options.onFailure?.({ status: null, twilioCode: null });
        throw smsFailed();
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        options.onFailure?.({ status: response.status, twilioCode: twilioCodeOf(body) });
        throw smsFailed();
      }
      const sid =
        typeof body === 'object' && body !== null && 'sid' in body && typeof body.sid === 'string'
          ? body.sid
          : 'unknown';
      return { ref: sid };
    },
  };
}
