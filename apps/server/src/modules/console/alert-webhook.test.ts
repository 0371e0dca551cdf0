import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALERT_WEBHOOK_SIGNATURE_HEADER,
  ZAlertOutbox,
  ZAlertWebhookPayload,
  envelope,
} from '@kiosk/contract';
import { DB_KINDS, testClock, useTestApp } from '../../test/harness';
import { deliverDueMessages, MAX_DELIVERY_ATTEMPTS } from './alert-delivery';
import { signAlertPayload, verifyAlertSignature } from './alert-signature';
import { evaluateAlerts } from './alerts.service';
import { operatorAuth } from '../../test/console-session-helpers';
import { NOW, setOnHand } from './console.test-data';

const KIOSK = 'demo-kiosk-0001';
const KITS = 'naloxone-emergency-kit';
const KITS_NAME = 'Naloxone Nasal Spray (Emergency Kit) — Emergency kit';
/** The webhook's path may carry a secret (a chat service's token): it must not reach the outbox page. */
const HOOK_PATH = '/hooks/alert-token-s3cr3t';
/** ALERT_WEBHOOK_SECRET: the receiver's own key. */
const SECRET = 'receiver-secret-0123456789abcdef0123456789';

/**
 * A real HTTP receiver for ALERT_WEBHOOK_URL, as docs/operations.md tells one to be: it checks each POST's
 * signature on the raw body with the documented function and its own clock (moved by `later`), refuses a
 * bad one with 401 (kept in `refused`), and keeps each good POST, answering with `status`.
 */
function webhookReceiver() {
  type Post = { path: string; contentType: string; signature: string; raw: string; body: unknown };
  const received: Post[] = [];
  const refused: Post[] = [];
  let status = 204;
  let laterMs = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const signature = String(req.headers[ALERT_WEBHOOK_SIGNATURE_HEADER] ?? '');
      const post = {
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        signature,
        raw,
        body: JSON.parse(raw) as unknown,
      };
      if (!verifyAlertSignature(signature, raw, SECRET, Date.now() + laterMs)) {
        refused.push(post);
        res.writeHead(401).end();
        return;
      }
      received.push(post);
      res.writeHead(status).end();
    });
  });
  /** POSTs again what was once sent (an attacker replaying it, or changing it): the receiver's answer. */
  const postAgain = async (post: Post, raw = post.raw) =>
    (
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${post.path}`, {
        method: 'POST',
        headers: { 'content-type': post.contentType, [ALERT_WEBHOOK_SIGNATURE_HEADER]: post.signature },
        body: raw,
      })
    ).status;
  return {
    received,
    refused,
    postAgain,
    later: (ms: number) => (laterMs = ms),
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
  const t = useTestApp(kind, () => ({
    now: clock.now,
    env: { ALERT_WEBHOOK_URL: receiver.url(), ALERT_WEBHOOK_SECRET: SECRET },
  }));
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.refused.length = 0;
    receiver.later(0);
    receiver.answerWith(204);
  });
  const bodyOf = (post: { body: unknown }) => ZAlertWebhookPayload.parse(post.body);
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
    // The documented JSON, exactly; `text` (subject and body) is what chat tools show.
    const raised = bodyOf(post!);
    expect(Object.keys(post!.body as object).sort()).toEqual(['alertId', 'body', 'event', 'subject', 'text']);
    expect(raised).toEqual({
      alertId: expect.any(String),
      event: 'raised',
      subject: expect.stringContaining(`${KIOSK}), ${KITS_NAME}`),
      body: expect.stringMatching(
        /^Naloxone Nasal Spray \(Emergency Kit\) — Emergency kit is running low at .*: 1 unit left, at or under the alert threshold of 5 units\. Noticed \w{3} \d+, \d{4}, \d\d:\d\d [AP]M P[SD]T\.$/,
      ),
      text: `${raised.subject}\n\n${raised.body}`,
    });
    expect(post!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(receiver.refused).toEqual([]);
    // Evaluated again with nothing changed: nothing is sent again.
    expect((await evaluateAlerts(t.ctx)).raised).toBe(0);
    expect(receiver.received).toHaveLength(1);

    await setOnHand(t.ctx.db, KIOSK, KITS, 40);
    expect((await evaluateAlerts(t.ctx)).cleared).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(bodyOf(receiver.received[1]!)).toMatchObject({ alertId: raised.alertId, event: 'cleared' });

    const messages = await outbox();
    expect(messages.map((m) => m.event).sort()).toEqual(['cleared', 'raised']);
    expect(messages.every((m) => m.channel === 'webhook' && m.to === new URL(receiver.url()).host)).toBe(
      true,
    );
    expect(JSON.stringify(messages)).not.toContain('s3cr3t');
  });

  it('signs each POST so the receiver refuses a replay older than 5 minutes, a changed body, a forgery', async () => {
    await setOnHand(t.ctx.db, KIOSK, KITS, 1);
    expect((await evaluateAlerts(t.ctx)).raised).toBe(1);
    const [post] = receiver.received;
    const signedAt = Number(/^t=(\d+),/.exec(post!.signature)![1]) * 1000;
    expect(Math.abs(signedAt - Date.now())).toBeLessThan(60_000);

    // The same POST again within 5 minutes of its signing is taken; 5 minutes and a second later, refused.
    expect(await receiver.postAgain(post!)).toBe(204);
    receiver.later(signedAt + 301_000 - Date.now());
    expect(await receiver.postAgain(post!)).toBe(401);
    receiver.later(0);

    // A body changed after signing, a header signed with another key, or none: refused.
    const changed = post!.raw.replace('1 unit left', '9 units left');
    expect(changed).not.toBe(post!.raw);
    expect(await receiver.postAgain(post!, changed)).toBe(401);
    const forged = { ...post!, signature: signAlertPayload(post!.raw, 'not-the-receiver-secret-0123456789') };
    expect(await receiver.postAgain(forged)).toBe(401);
    expect(await receiver.postAgain({ ...post!, signature: '' })).toBe(401);
    expect(receiver.refused).toHaveLength(4);

    // Cleared, for the tests after this one.
    await setOnHand(t.ctx.db, KIOSK, KITS, 40);
    expect((await evaluateAlerts(t.ctx)).cleared).toBe(1);
  });

  it('retries a message the webhook refused, with backoff, until it is taken; the outbox shows each state', async () => {
    receiver.answerWith(500);
    await setOnHand(t.ctx.db, KIOSK, KITS, 1);
    expect((await evaluateAlerts(t.ctx)).raised).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(t.logs.some((line) => line.includes('alert message not sent; will retry'))).toBe(true);
    expect(t.logs.some((line) => line.includes('s3cr3t'))).toBe(false);
    const alertId = bodyOf(receiver.received[0]!).alertId;
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
    const alertId = bodyOf(receiver.received[0]!).alertId;
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

describe.each(DB_KINDS)('alerts in ALERT_LANGUAGE through the webhook on %s', (kind) => {
  const receiver = webhookReceiver();
  beforeAll(receiver.start);
  afterAll(receiver.stop);
  const clock = testClock(NOW);
  const t = useTestApp(kind, () => ({
    now: clock.now,
    env: { ALERT_WEBHOOK_URL: receiver.url(), ALERT_WEBHOOK_SECRET: SECRET, ALERT_LANGUAGE: 'es' },
  }));

  it('posts the subject, body and text in Spanish, the item named in Spanish', async () => {
    await setOnHand(t.ctx.db, KIOSK, KITS, 1);
    expect((await evaluateAlerts(t.ctx)).raised).toBe(1);
    const raised = ZAlertWebhookPayload.parse(receiver.received[0]!.body);
    const item = 'Naloxona en aerosol nasal \\(kit de emergencia\\) — Kit de emergencia';
    expect(raised.subject).toMatch(new RegExp(`^Existencias bajas: .*\\(${KIOSK}\\), ${item}$`));
    expect(raised.body).toMatch(
      new RegExp(
        `^Quedan pocas existencias de ${item} en .*\\(${KIOSK}\\): quedan 1 unidad, en el umbral de ` +
          'alerta de 5 unidades o por debajo\\. Detectado el \\d+ \\w+ \\d{4}, \\d\\d:\\d\\d\\s[ap]\\.\\s?m\\.\\sP[SD]T\\.$',
      ),
    );
    expect(raised.text).toBe(`${raised.subject}\n\n${raised.body}`);

    await setOnHand(t.ctx.db, KIOSK, KITS, 40);
    expect((await evaluateAlerts(t.ctx)).cleared).toBe(1);
    const cleared = ZAlertWebhookPayload.parse(receiver.received[1]!.body);
    expect(cleared.text).toMatch(/^Resuelta: Existencias bajas: [^]*\n\nLa alerta de existencias bajas de /);
  });
});
