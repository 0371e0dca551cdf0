import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { createPaymentProvider } from './create-payment-provider';
import { SandboxProvider } from './sandbox-provider';
import { StripeProvider } from './stripe-provider';

const secret = 'factory-secret-0123456789abcdef0123456789';
const now = () => new Date('2030-01-01T00:00:00Z');

describe('createPaymentProvider', () => {
  it('gives the sandbox by default, with pay links on PUBLIC_URL', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://kiosk.example' });
    const provider = createPaymentProvider({ config, secret, now });
    expect(provider).toBeInstanceOf(SandboxProvider);
    expect(provider.name).toBe('sandbox');
    const session = await provider.createCheckout({
      transactionId: 't',
      orderId: 'o',
      deviceId: 'd',
      merchantName: 'M',
      amount: 100,
      currency: 'USD',
      lineItems: [{ title: 'x', unitAmount: 100, quantity: 1 }],
    });
    expect(session.url.startsWith('https://kiosk.example/sandbox/pay/')).toBe(true);
  });

  it('gives Stripe when PAYMENT_PROVIDER=stripe', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    const provider = createPaymentProvider({ config, secret, now });
    expect(provider).toBeInstanceOf(StripeProvider);
    expect(provider.name).toBe('stripe');
  });

  it('refuses Stripe without its keys even if config checks were skipped', () => {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), paymentProvider: 'stripe' as const };
    expect(() => createPaymentProvider({ config, secret, now })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
