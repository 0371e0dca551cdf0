import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAnalyticsBatch, findPersonalData } from '@kiosk/contract';
import { DB_KINDS, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { listAnalyticsEvents } from './analytics.repository';
import { ANALYTICS_RATE_LIMIT } from './analytics.routes';

const DEVICE = 'demo-kiosk-0001';
const PATH = '/analytics/events';
const iso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();
const HOUR = 3_600_000;

/** What a careless client might send: personal data the web sanitiser should have removed. */
const UNSANITISED = {
  deviceId: DEVICE,
  events: [
    {
      name: 'screen_view',
      properties: {
        screen: '/orders/abc/status?locale=en&phone=5551234567',
        productId: 'naloxone-nasal-spray',
        phoneNumber: '555-123-4567',
        action: 'ann@example.com',
        quantity: 2,
        success: true,
      },
      timestamp: iso(-1_000),
    },
    {
      name: 'payment.started',
      properties: { value: '4242 4242 4242 4242', plan: 'standard' },
      timestamp: iso(),
    },
  ],
};

describe.each(DB_KINDS)('POST /analytics/events on %s', (kind) => {
  const t = useTestApp(kind);
  let ip = 0;
  /** Each test posts from its own address, so the rate limit of one does not touch another. */
  const post = (payload: unknown, remoteAddress = `10.0.0.${++ip}`) =>
    t.app.inject({ method: 'POST', url: PATH, payload: payload as object, remoteAddress });

  it('sanitises again on arrival and stores what is left: 202 { data: { accepted } }', async () => {
    const res = await post(UNSANITISED);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { accepted: 2 } });
    const rows = (await listAnalyticsEvents(t.ctx.db, 2)).reverse();
    expect(rows.map((r) => r.name)).toEqual(['screen_view', 'payment.started']);
    expect(rows[0]!.properties).toEqual({
      screen: '/orders/abc/status',
      productId: 'naloxone-nasal-spray',
      quantity: 2,
      success: true,
    });
    expect(rows[1]!.properties).toEqual({ plan: 'standard' });
    expect(rows.every((r) => r.deviceId === DEVICE)).toBe(true);
    expect(rows[0]!.occurredAt.toISOString()).toBe(UNSANITISED.events[0]!.timestamp);
    const stored = JSON.stringify(rows);
    for (const secret of ['5551234567', '555-123-4567', 'ann@example.com', '4242']) {
      expect(stored).not.toContain(secret);
    }
    for (const row of rows) {
      for (const value of Object.values(row.properties)) expect(findPersonalData(String(value))).toBeNull();
    }
    expect(t.logs.join('\n')).not.toMatch(/ann@example\.com|555-123-4567|4242 4242/);
  });

  it('stores no device for an unknown device id, and none when none is given', async () => {
    await post({ deviceId: 'unknown-kiosk-9', events: [{ name: 'unknown_device', timestamp: iso() }] });
    await post({ events: [{ name: 'no_device', timestamp: iso() }] });
    const rows = await listAnalyticsEvents(t.ctx.db, 2);
    expect(rows.map((r) => [r.name, r.deviceId])).toEqual([
      ['no_device', null],
      ['unknown_device', null],
    ]);
  });

  it('stores an event sent without a timestamp at the time the server received it', async () => {
    const before = Date.now();
    const res = await post({
      deviceId: DEVICE,
      events: [{ name: 'untimed_event', properties: { step: 1 } }],
    });
    const after = Date.now();
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { accepted: 1 } });
    const [row] = await listAnalyticsEvents(t.ctx.db, 1);
    expect(row).toMatchObject({ name: 'untimed_event', deviceId: DEVICE, properties: { step: 1 } });
    expect(row!.occurredAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.occurredAt.getTime()).toBeLessThanOrEqual(after);
  });

  it('leaves out events older than 7 days or more than 5 minutes ahead', async () => {
    const res = await post({
      events: [
        { name: 'kept_old', timestamp: iso(-6 * 24 * HOUR) },
        { name: 'too_old', timestamp: iso(-8 * 24 * HOUR) },
        { name: 'kept_ahead', timestamp: iso(60_000) },
        { name: 'too_far_ahead', timestamp: iso(HOUR) },
      ],
    });
    expect(res.json()).toEqual({ data: { accepted: 2 } });
    const names = (await listAnalyticsEvents(t.ctx.db, 2)).map((r) => r.name).sort();
    expect(names).toEqual(['kept_ahead', 'kept_old']);
  });

  it.each([
    ['no events', { events: [] }, 'events'],
    ['51 events', { events: Array(51).fill({ name: 'x', timestamp: iso() }) }, 'events'],
    [
      'a nested value',
      { events: [{ name: 'x', timestamp: iso(), properties: { a: { b: 1 } } }] },
      'events.0.properties.a',
    ],
    ['a bad event name', { events: [{ name: 'Not Valid', timestamp: iso() }] }, 'events.0.name'],
    ['a bad timestamp', { events: [{ name: 'x', timestamp: 'yesterday' }] }, 'events.0.timestamp'],
    ['an unknown field', { events: [{ name: 'x', timestamp: iso() }], userId: 'u1' }, 'userId'],
    ['a bad device id', { deviceId: 'x', events: [{ name: 'x', timestamp: iso() }] }, 'deviceId'],
  ])('rejects %s with 400 naming the field', async (_label, payload, field) => {
    const body = expectError(await post(payload), 400, 'validation');
    expect(body.field).toBe(field);
  });

  it('rate-limits per client address: 429 in the error shape with Retry-After', async () => {
    const address = '10.9.9.9';
    const small = { events: [{ name: 'tick', timestamp: iso() }] };
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.max; i += 1) {
      const res = await post(small, address);
      expect(res.statusCode, `request ${i + 1}`).toBe(202);
    }
    const limited = await post(small, address);
    const body = expectError(limited, 429, 'rate_limited');
    expect(body.message).toBe('Too many attempts');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await post(small, '10.9.9.10')).statusCode).toBe(202);
    // The limit is scoped to this route: the rest of the API does not count against it.
    const other = await t.app.inject({ url: '/healthz', remoteAddress: address });
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe.each(DB_KINDS)('analytics forwarding on %s', (kind) => {
  const received: string[] = [];
  const pending: ServerResponse[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(body);
      pending.push(res); // never answered while the test runs: the API must not wait for it
    });
  });

  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  const t = useTestApp(kind, () => {
    const { port } = server.address() as AddressInfo;
    return { env: { ANALYTICS_FORWARD_URL: `http://127.0.0.1:${port}/v1/batch` } };
  });
  // Registered after the app, so it runs before the app closes, as hooks run in reverse.
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('forwards the sanitised batch in the background, without waiting for the third party', async () => {
    const res = await t.app.inject({ method: 'POST', url: PATH, payload: UNSANITISED });
    expect(res.statusCode).toBe(202);
    await expect.poll(() => received.length).toBe(1);
    expect(pending).toHaveLength(1); // the third party still has not answered, and the API already did
    const forwarded = JSON.parse(received[0]!) as { deviceId: string; events: unknown[] };
    expect(ZAnalyticsBatch.parse(forwarded).events).toHaveLength(2);
    expect(forwarded.deviceId).toBe(DEVICE);
    expect(received[0]).not.toMatch(/5551234567|555-123-4567|ann@example\.com|4242 4242/);
    expect(received[0]).toContain('"screen":"/orders/abc/status"');
  });
});

// Needs a Redis server: TEST_REDIS_URL (.ci/run sets it when one answers on 127.0.0.1:6379).
describe.skipIf(!process.env.TEST_REDIS_URL)(
  'the analytics rate limit across API instances (REDIS_URL)',
  () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    const first = useTestApp('pglite', { env });
    const second = useTestApp('pglite', { env });

    it('counts one client’s requests on every instance together', async () => {
      // An address of its own each run, so earlier runs and other suites on the same Redis do not count.
      const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const small = { events: [{ name: 'tick', timestamp: iso() }] };
      const post = (t: typeof first) =>
        t.app.inject({ method: 'POST', url: PATH, payload: small, remoteAddress: address });
      for (let i = 0; i < ANALYTICS_RATE_LIMIT.max; i += 1) {
        expect((await post(i % 2 ? first : second)).statusCode, `request ${i + 1}`).toBe(202);
      }
      expectError(await post(first), 429, 'rate_limited');
      expectError(await post(second), 429, 'rate_limited');
    });
  },
);
