import { describe, expect, it, vi } from 'vitest';
import { DB_KINDS, DEMO, TEST_PASSKEY, testClock, useTestApp } from '../test/harness';
import { expectError } from '../test/expect-error';
import { setOperatorPassword } from '../modules/console/operator-auth.service';
import { TEST_AUTHOR } from '../test/audit-helpers';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 300_000 });

const OPERATOR = 'demo-operator';
const PASSWORD = 'operator-password-2468';
/** Client addresses on loopback, one per attacker: 127.0.0.2, 127.0.0.3, … */
const address = (i: number) => `127.0.${Math.floor((i + 2) / 250)}.${(i + 2) % 250}`;
const countBy = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
    {},
  );

/**
 * Attacks on the sign-ins from outside: each locked out someone other than the attacker, or
 * made the server do unbounded argon2 work without any credential, before the guess ceilings and the
 * hash gate.
 */
describe.each(DB_KINDS)('sign-ins that outsiders cannot lock or flood on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const signIn = (name: string, password: string, from: string) =>
    t.rawApp.inject({
      method: 'POST',
      url: '/console/session',
      payload: { name, password },
      remoteAddress: from,
    });
  const staffSignIn = (bearer: string, from: string) =>
    t.rawApp.inject({
      method: 'POST',
      url: `/devices/${DEMO}/staff/session`,
      headers: { authorization: `Bearer ${bearer}` },
      remoteAddress: from,
    });

  it('1. five wrong passwords for an operator from one address lock only that address', async () => {
    await setOperatorPassword(t.ctx.db, OPERATOR, PASSWORD, TEST_AUTHOR);
    const attacker = '127.0.0.66';
    for (let i = 0; i < 5; i++) expectError(await signIn(OPERATOR, `wrong-password-${i}`, attacker), 401);
    const locked = await signIn(OPERATOR, PASSWORD, attacker);
    expectError(locked, 429, 'rate_limited');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const own = await signIn(OPERATOR, PASSWORD, '127.0.0.10');
    expect(own.statusCode, own.body).toBe(200);
  });

  it('1b. wrong passwords for one name from 50 addresses: the operator’s own browser still signs in', async () => {
    clock.advance(60 * 60_000);
    const responses = [];
    for (let i = 0; i < 50; i++) responses.push(await signIn(OPERATOR, `spread-${i}`, address(100 + i)));
    expect(countBy(responses)).toEqual({ 401: 50 });
    // Past the name's ceiling each address has one try per pause: its next guess is refused unchecked.
    expectError(await signIn(OPERATOR, 'one-more', address(100)), 429, 'rate_limited');
    const own = await signIn(OPERATOR, PASSWORD, '127.0.0.10');
    expect(own.statusCode, own.body).toBe(200);
    // A fresh address has one try only while the ceiling is reached.
    expectError(await signIn(OPERATOR, 'fresh-wrong', '127.0.0.11'), 401);
    expectError(await signIn(OPERATOR, PASSWORD, '127.0.0.11'), 429, 'rate_limited');
  });

  it('2. one address trying new names gets its budget of 30 guesses, then 429', async () => {
    clock.advance(2 * 60 * 60_000);
    const from = '127.0.0.77';
    const statuses = [];
    for (let i = 0; i < 35; i++)
      statuses.push((await signIn(`nobody-${i}`, 'some-password-1', from)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    // The budget is the address's only: the operator elsewhere is not held.
    expect((await signIn(OPERATOR, PASSWORD, '127.0.0.12')).statusCode).toBe(200);
  });

  it('2b. 200 random-name sign-ins at once from 50 addresses: most are refused 503 before any argon2', async () => {
    clock.advance(3 * 60 * 60_000);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signIn(`random-${i}-${Math.random().toString(36).slice(2)}`, 'some-password-1', address(i % 50)),
      ),
    );
    const counts = countBy(responses);
    expect((counts[401] ?? 0) + (counts[503] ?? 0), JSON.stringify(counts)).toBe(200);
    // At most HASH_CHECKS_AT_ONCE + HASH_CHECKS_QUEUED (1 + 4) wait at a time; the rest are refused at once.
    expect(counts[503] ?? 0, JSON.stringify(counts)).toBeGreaterThanOrEqual(100);
    for (const res of responses.filter((r) => r.statusCode === 503)) {
      expectError(res, 503, 'unavailable');
      expect(res.headers['retry-after']).toBe('1');
    }
    const own = await signIn(OPERATOR, PASSWORD, '127.0.0.13');
    expect(own.statusCode, own.body).toBe(200);
  });

  it('5. wrong passkeys from 60 addresses do not keep the right passkey from a fresh browser', async () => {
    clock.advance(4 * 60 * 60_000);
    for (let i = 0; i < 60; i++) expectError(await staffSignIn(`wrong-${i}`, address(i)), 401);
    const fresh = await staffSignIn(TEST_PASSKEY, '127.0.0.200');
    expect(fresh.statusCode, fresh.body).toBe(200);
    // The attackers: one more try each, then a pause of ten minutes.
    expectError(await staffSignIn('wrong-again', address(0)), 429, 'rate_limited');
    expectError(await staffSignIn('fresh-wrong', '127.0.0.201'), 401);
    expectError(await staffSignIn('fresh-wrong-2', '127.0.0.201'), 429, 'rate_limited');
    // Another fresh browser, still within the attack's window, signs in at once.
    expect((await staffSignIn(TEST_PASSKEY, '127.0.0.202')).statusCode).toBe(200);
  });
});
