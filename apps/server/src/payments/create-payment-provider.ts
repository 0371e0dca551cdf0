import type { AppContext } from '../app-context';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** Picks the payment provider named by PAYMENT_PROVIDER (config has checked that Stripe's keys are set). */
export function createPaymentProvider(
  ctx: Pick<AppContext, 'config' | 'secret' | 'now'> & {
    log?: { warn(details: object, message: string): void };
  },
): PaymentProvider {
  const { config } = ctx;
  if (config.paymentProvider === 'stripe') {
    const { secretKey, webhookSecret, apiBase } = config.stripe;
    if (!secretKey || !webhookSecret)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return createStripeProvider({
      secretKey,
      webhookSecret,
      apiBase,
      publicUrl: config.publicUrl,
      now: ctx.now,
      log: ctx.log,
    });
  }
  return createSandboxProvider({ secret: ctx.secret, publicUrl: config.publicUrl, now: ctx.now });
}
