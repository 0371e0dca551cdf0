import { AppError } from '../http/app-error';

/** The provider failed or refused (network, outage, API error). No vendor detail goes to the client. */
export const paymentProviderFailed = () =>
  new AppError({
    code: 'payment_failed',
    status: 502,
    message: 'error.payment',
    description: 'error.payment.provider',
  });

export type WebhookRejection = 'signature' | 'expired' | 'malformed';

/** A webhook we will not act on: bad or missing signature, outside the replay window, or not parseable. */
export const webhookRejected = (reason: WebhookRejection) =>
  new AppError({
    code: 'validation',
    status: 400,
    message: 'error.webhook',
    description: `error.webhook.${reason}`,
  });
