import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { ZAlertOutbox, envelope } from '@kiosk/contract';
import { testClock, useTestApp } from '../../test/harness';
import { deliverDueMessages } from './alert-delivery';
import { evaluateAlerts } from './alerts.service';
import { operatorAuth } from '../../test/console-session-helpers';
import { NOW, setOnHand } from './console.test-data';

const KIOSK = 'demo-kiosk-0001';
const KITS = 'naloxone-emergency-kit';
const TO = ['programme@example.org', 'oncall@example.org'];

/** A real SMTP server on loopback: it takes mail from `alerts`/`pw-s3cr3t` only, or refuses all while down. */
function smtpReceiver() {
  const mails: { from: string; to: string[]; data: string }[] = [];
  let isRefusing = false;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === 'alerts' && auth.password === 'pw-s3cr3t') return done(null, { user: 'alerts' });
      return done(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, done) {
      if (isRefusing) return done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
      return done();
    },
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        done();
      });
    },
  });
  return {
    mails,
    refuse: (next: boolean) => (isRefusing = next),
    url: () => `smtp://alerts:pw-s3cr3t@127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('alerts by e-mail through SMTP_URL', () => {
  const smtp = smtpReceiver();
  beforeAll(smtp.start);
  afterAll(smtp.stop);
  const clock = testClock(NOW);
  const t = useTestApp('pglite', () => ({
    now: clock.now,
    env: { ALERT_EMAIL_TO: TO.join(','), ALERT_EMAIL_FROM: 'kiosk@example.org', SMTP_URL: smtp.url() },
  }));
  const outbox = async () =>
    envelope(ZAlertOutbox).parse(
      (await t.app.inject({ url: '/console/alert-outbox', headers: await operatorAuth(t) })).json(),
    ).data.messages;

  it('mails a raise to every address, and retries a mail the server refused until it is taken', async () => {
    await setOnHand(t.ctx.db, KIOSK, KITS, 1);
    expect((await evaluateAlerts(t.ctx)).raised).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail!.from).toBe('kiosk@example.org');
    expect(mail!.to).toEqual(TO);
    // The subject holds "—": it travels MIME-encoded (RFC 2047).
    expect(mail!.data).toMatch(/^Subject: =\?UTF-8\?Q\?Low_stock=3A_/m);
    // The body is quoted-printable: joined again where it was folded, it reads in the kiosk's time zone.
    const body = mail!.data.replace(/=\r?\n/g, '');
    expect(body).toContain(
      'running low at Demo kiosk (demo-kiosk-0001): 1 unit left, at or under the alert threshold of 5 units. Noticed Nov 20, 2026, 12:00 PM PST.',
    );
    expect(mail!.data).not.toContain('Seen:');
    const [sent] = await outbox();
    expect(sent).toMatchObject({ channel: 'email', to: TO.join(', '), status: 'sent', attempts: 1 });

    smtp.refuse(true);
    await setOnHand(t.ctx.db, KIOSK, KITS, 40);
    expect((await evaluateAlerts(t.ctx)).cleared).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    const [refused] = await outbox();
    expect(refused).toMatchObject({ event: 'cleared', status: 'pending', attempts: 1 });
    expect(refused!.lastError).toContain('Mailbox unavailable');
    expect(JSON.stringify(await outbox())).not.toContain('s3cr3t');

    smtp.refuse(false);
    clock.advance(30_000);
    expect(await deliverDueMessages(t.ctx)).toBe(1);
    expect(smtp.mails).toHaveLength(2);
    expect(smtp.mails[1]!.data).toMatch(/^Subject: =\?UTF-8\?Q\?Cleared=3A_Low_stock/m);
    expect((await outbox())[0]).toMatchObject({ event: 'cleared', status: 'sent', attempts: 2 });
  });
});
