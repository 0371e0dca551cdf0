import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    // Not 9090: the Prometheus that scrapes it runs on the same host and listens there.
    expect(config.operatorPort).toBe(9464);
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.databaseStatementTimeoutMs).toBe(10_000);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.logLevel).toBe('warn');
    expect(config.orderHoldTtlMs).toBe(15 * 60_000);
    expect(config.reservationTtlMs).toBe(72 * 3_600_000);
    expect(config.dispenseUnitMs).toBe(1500);
    expect(config.paymentProviders).toEqual(['sandbox']);
    expect(config.seedDemo).toBe(true);
  });

  it('keeps request logs out of the demo unless LOG_LEVEL asks for them; production logs them', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('info');
    const production = { NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' };
    expect(loadConfig(production).logLevel).toBe('info');
  });

  it('names every bad variable in one clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('needs a shared SECRET_KEY with PostgreSQL, and the Stripe keys with Stripe', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(/SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sandbox,stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('takes two payment providers side by side, the first for new checkouts; refuses bad lists', () => {
    const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const both = loadConfig({ PAYMENT_PROVIDER: 'stripe, sandbox', ...stripeKeys });
    expect(both.paymentProviders).toEqual(['stripe', 'sandbox']);
    for (const bad of ['paypal', 'stripe,stripe', 'sandbox,', '']) {
      expect(() => loadConfig({ PAYMENT_PROVIDER: bad, ...stripeKeys }), bad).toThrow(
        /PAYMENT_PROVIDER: must be one provider or several, comma-separated, each once: sandbox, stripe/,
      );
    }
    const production = { NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(40), DATABASE_URL: 'postgres://x/y' };
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'stripe,sandbox', ...stripeKeys })).toThrow(
      /PAYMENT_PROVIDER=stripe,sandbox: the sandbox is for the demo/,
    );
  });

  it('refuses a production device-link fleet without KIOSK_AGENT_ORIGIN, the offline emergency kit', () => {
    const fleet = { NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true', DISPENSER: 'device-link' };
    expect(() => loadConfig(fleet)).toThrow(
      /^ {2}KIOSK_AGENT_ORIGIN is required with DISPENSER=device-link/m,
    );
    const origin = 'http://127.0.0.1:8719';
    expect(loadConfig({ ...fleet, KIOSK_AGENT_ORIGIN: origin }).kioskAgentOrigin).toBe(origin);
    // The simulator has no kiosk PC, and development and tests may leave it out.
    expect(loadConfig({ ...fleet, DISPENSER: 'simulator' }).kioskAgentOrigin).toBeNull();
    expect(loadConfig({ ...fleet, NODE_ENV: 'test' }).kioskAgentOrigin).toBeNull();
  });

  it('takes DATABASE_STATEMENT_TIMEOUT_MS as 0 (no limit) or at least 100 ms, at most 10 minutes', () => {
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '2500' }).databaseStatementTimeoutMs).toBe(2500);
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databaseStatementTimeoutMs).toBe(0);
    for (const bad of ['50', '-1', '600001', '1.5', 'soon']) {
      expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: bad })).toThrow(
        /DATABASE_STATEMENT_TIMEOUT_MS/,
      );
    }
  });

  it('takes a DEMO_STAFF_PASSKEY of 12 characters, not 11', () => {
    expect(loadConfig({ DEMO_STAFF_PASSKEY: 'p'.repeat(12) }).demoStaffPasskey).toBe('p'.repeat(12));
    expect(() => loadConfig({ DEMO_STAFF_PASSKEY: 'p'.repeat(11) })).toThrow(/at least 12 characters/);
  });

  it('needs ALERT_WEBHOOK_SECRET, of 32 characters or more, with ALERT_WEBHOOK_URL', () => {
    const url = { ALERT_WEBHOOK_URL: 'https://hooks.example.org/alerts' };
    expect(() => loadConfig(url)).toThrow(/ALERT_WEBHOOK_URL needs ALERT_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...url, ALERT_WEBHOOK_SECRET: 's'.repeat(31) })).toThrow(/at least 32/);
    expect(loadConfig({ ...url, ALERT_WEBHOOK_SECRET: 's'.repeat(32) }).alertWebhookSecret).toBe(
      's'.repeat(32),
    );
  });

  it("takes the programme's currency from PROGRAMME_CURRENCY, USD by default, and refuses an unknown code", () => {
    expect(loadConfig({}).programmeCurrency).toBe('USD');
    expect(loadConfig({ PROGRAMME_CURRENCY: 'JPY' }).programmeCurrency).toBe('JPY');
    expect(() => loadConfig({ PROGRAMME_CURRENCY: 'dollars' })).toThrow(/PROGRAMME_CURRENCY/);
  });

  it('writes alerts in ALERT_LANGUAGE, English by default, and refuses a language it has no texts for', () => {
    expect(loadConfig({}).alertLanguage).toBe('en');
    expect(loadConfig({ ALERT_LANGUAGE: 'es' }).alertLanguage).toBe('es');
    let message = '';
    try {
      loadConfig({ ALERT_LANGUAGE: 'de' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/ALERT_LANGUAGE: must be one of the server's languages: ar, en, es, .*, zh$/m);
    expect(message.split('\n').filter((line) => line.includes('ALERT_LANGUAGE'))).toHaveLength(1);
  });

  it('takes the broker admin settings whole, with an mqtts:// broker, or not at all', () => {
    expect(loadConfig({}).brokerAdmin).toBeNull();
    const admin = {
      MQTT_URL: 'mqtts://broker.example.org:8883',
      MQTT_ADMIN_CERT: 'a.crt',
      MQTT_ADMIN_KEY: 'a.key',
    };
    expect(loadConfig(admin).brokerAdmin).toMatchObject({
      url: 'mqtts://broker.example.org:8883',
      adminUrl: 'mqtts://127.0.0.1:8884',
      certFile: expect.stringMatching(/\/a\.crt$/),
      caFile: undefined,
    });
    expect(() => loadConfig({ ...admin, MQTT_ADMIN_KEY: undefined })).toThrow(/MQTT_ADMIN_KEY/);
    expect(() => loadConfig({ ...admin, MQTT_URL: 'mqtt://127.0.0.1:1883' })).toThrow(/MQTT_URL.*mqtts/);
    expect(() => loadConfig({ ...admin, MQTT_ADMIN_URL: 'mqtt://127.0.0.1:8884' })).toThrow(/MQTT_ADMIN_URL/);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kiosk.example.org/' }).publicUrl).toBe(
      'https://kiosk.example.org',
    );
  });
});
