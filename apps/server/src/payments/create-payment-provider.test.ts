import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { createPaymentProvider, createPaymentProviders } from './create-payment-provider';
import { SandboxProvider } from './sandbox-provider';
import { StripeProvider } from './stripe-provider';

const secret = 'factory-secret-0123456789abcdef0123456789';
const now = () => new Date('2030-01-01T00:00:00Z');
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('createPaymentProviders', () => {
  it('gives the sandbox by default, with pay links on PUBLIC_URL', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://kiosk.example' });
    const providers = createPaymentProviders({ config, secret, now });
    expect(providers).toHaveLength(1);
    const [provider] = providers;
    expect(provider).toBeInstanceOf(SandboxProvider);
    expect(provider!.name).toBe('sandbox');
    const session = await provider!.createCheckout({
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
    const config = loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'stripe', ...stripeKeys });
    const [provider, ...others] = createPaymentProviders({ config, secret, now });
    expect(provider).toBeInstanceOf(StripeProvider);
    expect(provider!.name).toBe('stripe');
    expect(others).toEqual([]);
  });

  it('gives both, in the order named, when PAYMENT_PROVIDER=stripe,sandbox', () => {
    const config = loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'stripe,sandbox', ...stripeKeys });
    expect(createPaymentProviders({ config, secret, now }).map((p) => p.name)).toEqual(['stripe', 'sandbox']);
  });

  it('refuses Stripe without its keys even if config checks were skipped', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(() => createPaymentProvider({ config, secret, now }, 'stripe')).toThrow(/STRIPE_SECRET_KEY/);
  });
});
