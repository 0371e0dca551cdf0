import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZAlertOutbox, envelope } from '@kiosk/contract';
import { DB_KINDS, useTestApp } from '../../test/harness';
import { evaluateAlerts } from './alerts.service';
import { operatorAuth } from './console-session.test-helpers';
import { NOW, setOnHand } from './console.test-data';

const KIOSK = 'demo-kiosk-0001';
const KITS = 'naloxone-emergency-kit';
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
  const t = useTestApp(kind, () => ({ now: () => NOW, env: { ALERT_WEBHOOK_URL: receiver.url() } }));
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
      subject: expect.stringContaining(`${KIOSK}), ${KITS}`),
      body: expect.stringContaining('Seen: 1, threshold 5.'),
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

  it('records a message the webhook refused once, logs it, and does not send it again', async () => {
    receiver.answerWith(500);
    await setOnHand(t.ctx.db, KIOSK, KITS, 1);
    expect((await evaluateAlerts(t.ctx)).raised).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(t.logs.some((line) => line.includes('alert message not sent'))).toBe(true);
    expect(t.logs.some((line) => line.includes('s3cr3t'))).toBe(false);

    receiver.answerWith(204);
    expect((await evaluateAlerts(t.ctx)).raised).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const refused = (await outbox()).filter((m) => m.alertId === receiver.received[0]!.body.alertId);
    expect(refused.map((m) => m.event)).toEqual(['raised']);
  });
});
