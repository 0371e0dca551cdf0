import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZAlertOutbox, envelope } from '@kiosk/contract';
import { DB_KINDS, testClock, useTestApp } from '../../test/harness';
import { deliverDueMessages, MAX_DELIVERY_ATTEMPTS } from './alert-delivery';
import { evaluateAlerts } from './alerts.service';
import { operatorAuth } from './console-session.test-helpers';
import { NOW, setOnHand } from './console.test-data';

const KIOSK = 'demo-kiosk-0001';
const KITS = 'naloxone-emergency-kit';
const KITS_NAME = 'Naloxone Nasal Spray (Emergency Kit) — Emergency kit';
/** The webhook's path may carry a secret (a chat service's token): it must not reach the outbox page. */
const HOOK_PATH = '/hooks/alert-token-s3cr3t';

/** A real HTTP receiver for ALERT_WEBHOOK_URL: it keeps each POST and answers with `status`. */
function webhookReceiver() {
  const received: { path: string; contentType: string; body: Record<string, unknown> }[] = [];
  let status = 204;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += String(chunk)));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      res.writeHead(status).end();
    });
  });
  return {
    received,
    answerWith: (next: number) => (status = next),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}${HOOK_PATH}`,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(DB_KINDS)('alerts through ALERT_WEBHOOK_URL on %s', (kind) => {
  const receiver = webhookReceiver();
  beforeAll(receiver.start);
  afterAll(receiver.stop);
  const clock = testClock(NOW);
  const t = useTestApp(kind, () => ({ now: clock.now, env: { ALERT_WEBHOOK_URL: receiver.url() } }));
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answerWith(204);
  });
  const outbox = async () =>
    envelope(ZAlertOutbox).parse(
      (await t.app.inject({ url: '/console/alert-outbox', headers: await operatorAuth(t) })).json(),
    ).data.messages;

  it('posts each raise and clear once as JSON, and names only the host on the outbox page', async () => {
    await setOnHand(t.ctx.db, KIOSK, KITS, 1);
    expect((await evaluateAlerts(t.ctx)).raised).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    expect(post!.path).toBe(HOOK_PATH);
    expect(post!.contentType).toBe('application/json');
    expect(post!.body).toEqual({
      alertId: expect.any(String),
      event: 'raised',
      subject: expect.stringContaining(`${KIOSK}), ${KITS_NAME}`),
      body: expect.stringMatching(
        /^Naloxone Nasal Spray \(Emergency Kit\) — Emergency kit is running low at .*: 1 unit left, at or under the alert threshold of 5 units\. Noticed \w{3} \d+, \d{4}, \d\d:\d\d [AP]M P[SD]T\.$/,
      ),
    });
    // Evaluated again with nothing changed: nothing is sent again.
    expect((await evaluateAlerts(t.ctx)).raised).toBe(0);
    expect(receiver.received).toHaveLength(1);

    await setOnHand(t.ctx.db, KIOSK, KITS, 40);
    expect((await evaluateAlerts(t.ctx)).cleared).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toMatchObject({ alertId: post!.body.alertId, event: 'cleared' });

    const messages = await outbox();
    expect(messages.map((m) => m.event).sort()).toEqual(['cleared', 'raised']);
    expect(messages.every((m) => m.channel === 'webhook' && m.to === new URL(receiver.url()).host)).toBe(
      true,
    );
    expect(JSON.stringify(messages)).not.toContain('s3cr3t');
  });

  it('retries a message the webhook refused, with backoff, until it is taken; the outbox shows each state', async () => {
    receiver.answerWith(500);
    await setOnHand(t.ctx.db, KIOSK, KITS, 1);
    expect((await evaluateAlerts(t.ctx)).raised).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(t.logs.some((line) => line.includes('alert message not sent; will retry'))).toBe(true);
    expect(t.logs.some((line) => line.includes('s3cr3t'))).toBe(false);
    const alertId = receiver.received[0]!.body.alertId;
    const mine = async () => (await outbox()).filter((m) => m.alertId === alertId);
    expect(await mine()).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        lastError: 'alert webhook answered 500',
        nextAttemptAt: new Date(clock.now().getTime() + 30_000).toISOString(),
      }),
    ]);

    // Not yet due: nothing is sent; evaluating again records nothing new.
    receiver.answerWith(204);
    expect((await evaluateAlerts(t.ctx)).raised).toBe(0);
    expect(await deliverDueMessages(t.ctx)).toBe(0);
    expect(receiver.received).toHaveLength(1);

    clock.advance(30_000);
    expect(await deliverDueMessages(t.ctx)).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toEqual(receiver.received[0]!.body);
    expect(await mine()).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, lastError: null })]);
    expect(await deliverDueMessages(t.ctx)).toBe(0);
    expect(receiver.received).toHaveLength(2);
  });

  it('gives a message up after the last attempt, each wait twice the one before, and shows it failed', async () => {
    await setOnHand(t.ctx.db, KIOSK, KITS, 40);
    await evaluateAlerts(t.ctx);
    receiver.answerWith(503);
    receiver.received.length = 0;
    await setOnHand(t.ctx.db, KIOSK, KITS, 1);
    expect((await evaluateAlerts(t.ctx)).raised).toBe(1);
    const alertId = receiver.received[0]!.body.alertId;
    const waits: number[] = [];
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      const [message] = (await outbox()).filter((m) => m.alertId === alertId && m.event === 'raised');
      const wait = new Date(message!.nextAttemptAt!).getTime() - clock.now().getTime();
      waits.push(wait);
      clock.advance(wait);
      expect(await deliverDueMessages(t.ctx)).toBe(0);
    }
    expect(waits).toEqual(waits.map((_, i) => 30_000 * 2 ** i));
    expect(receiver.received).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    const [failed] = (await outbox()).filter((m) => m.alertId === alertId && m.event === 'raised');
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: MAX_DELIVERY_ATTEMPTS,
      lastError: 'alert webhook answered 503',
      nextAttemptAt: null,
    });
    clock.advance(86_400_000);
    expect(await deliverDueMessages(t.ctx)).toBe(0);
    expect(t.logs.some((line) => line.includes('alert message failed for good'))).toBe(true);
  });
});
