import type { AppContext } from '../app-context';
import type { PaymentProvider, PaymentProviderName } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

type ProviderContext = Pick<AppContext, 'config' | 'secret' | 'now'> & {
  log?: { warn(details: object, message: string): void };
};

/** How each provider of the one list (PAYMENT_PROVIDERS in @kiosk/contract) is made from the config. */
const FACTORIES: Record<PaymentProviderName, (ctx: ProviderContext) => PaymentProvider> = {
  sandbox: (ctx) =>
    createSandboxProvider({ secret: ctx.secret, publicUrl: ctx.config.publicUrl, now: ctx.now }),
  stripe: ({ config, now, log }) => {
    const { secretKey, webhookSecret, apiBase } = config.stripe;
    if (!secretKey || !webhookSecret)
      throw new Error('PAYMENT_PROVIDER with stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return createStripeProvider({ secretKey, webhookSecret, apiBase, publicUrl: config.publicUrl, now, log });
  },
};

/** One payment provider by name (config has checked that Stripe's keys are set). */
export const createPaymentProvider = (ctx: ProviderContext, name: PaymentProviderName): PaymentProvider =>
  FACTORIES[name](ctx);

/** The providers PAYMENT_PROVIDER names, in its order: the first opens new checkouts. */
export const createPaymentProviders = (ctx: ProviderContext): PaymentProvider[] =>
  ctx.config.paymentProviders.map((name) => createPaymentProvider(ctx, name));
