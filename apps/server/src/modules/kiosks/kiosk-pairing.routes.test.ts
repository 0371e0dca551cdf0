import { describe, expect, it } from 'vitest';
import { ZKioskCredential, ZKioskPairingCode } from '@kiosk/contract';
import { DB_KINDS, DEMO, staffAuth, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { snapshot } from '../../test/db-state';

const DEVICE = 'a11y-kiosk-0004';
const base = `/devices/${DEVICE}`;

describe.each(DB_KINDS)('kiosk pairing on %s', (kind) => {
  const t = useTestApp(kind);
  /** Calls from a browser that has only the cookie it is given here (no paired kiosk added). */
  const browser = (options: { method?: 'GET' | 'POST'; url: string; payload?: object; cookie?: string }) =>
    t.rawApp.inject({
      method: options.method ?? 'GET',
      url: options.url,
      payload: options.payload,
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
  const newCode = async () => {
    const res = await t.rawApp.inject({ method: 'POST', url: `${base}/kiosk-pairings`, headers: staffAuth });
    expect(res.statusCode, res.body).toBe(201);
    return ZKioskPairingCode.parse(res.json().data);
  };
  const pairWith = async (code: string) => {
    const res = await browser({ method: 'POST', url: `${base}/kiosk-credential`, payload: { code } });
    expect(res.statusCode, res.body).toBe(201);
    return { setCookie: res.headers['set-cookie'] as string, id: res.json().data.credentialId as string };
  };
  const cookieOf = ({ setCookie }: { setCookie: string }) => setCookie.split(';')[0]!;
  const list = async () =>
    ZKioskCredential.array().parse(
      (await t.rawApp.inject({ url: `${base}/kiosk-credentials`, headers: staffAuth })).json().data,
    );
  const isPaired = async (cookie?: string) => {
    const res = await browser({ url: `${base}/kiosk-credential`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.isPaired as boolean;
  };

  it('a one-time code pairs a browser once: an HttpOnly, SameSite=Strict cookie for its own device only', async () => {
    const { code, kioskUrl } = await newCode();
    expect(kioskUrl).toContain(`deviceId=${DEVICE}`);
    expect(kioskUrl).toContain(`pair=${code}`);
    const { setCookie } = await pairWith(code);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toContain(`Path=/devices/${DEVICE}`);
    const paired = (await list()).length;
    // A used code is a wrong guess (counted), and pairs nothing.
    const again = await browser({ method: 'POST', url: `${base}/kiosk-credential`, payload: { code } });
    expectError(again, 401, 'unauthorized');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await list()).toHaveLength(paired);
    // No code and no passkey is not a guess: 401, nothing written.
    const before = await snapshot(t.database.db);
    expectError(await browser({ method: 'POST', url: `${base}/kiosk-credential`, payload: {} }), 401);
    expect(await snapshot(t.database.db)).toEqual(before);
  });

  it("says whether the browser asking is a paired kiosk: the device's cookie yes; none, another's or a revoked one no", async () => {
    const pairing = await pairWith((await newCode()).code);
    const cookie = cookieOf(pairing);
    expect(await isPaired(cookie)).toBe(true);
    expect(await isPaired()).toBe(false);
    expect(await isPaired(t.kioskCookies.get(DEMO))).toBe(false);
    const revoked = await t.rawApp.inject({
      method: 'POST',
      url: `${base}/kiosk-credentials/${pairing.id}/revoke`,
      headers: staffAuth,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await isPaired(cookie)).toBe(false);
    expectError(await browser({ url: '/devices/no-such-kiosk/kiosk-credential' }), 404, 'not_found');
  });

  it('staff list, revoke and rotate paired browsers: a revoked one is refused at once', async () => {
    const pairing = await pairWith((await newCode()).code);
    const cookie = cookieOf(pairing);
    const cancelAll = () => browser({ method: 'POST', url: `${base}/orders/cancel?isTimeout=false`, cookie });
    expect((await cancelAll()).statusCode).toBe(200);
    const mine = (await list()).find((k) => k.id === pairing.id)!;
    expect(mine.pairedBy).toBe('code');

    const rotated = await t.rawApp.inject({
      method: 'POST',
      url: `${base}/kiosk-credentials/${mine.id}/rotate`,
      headers: staffAuth,
    });
    expect(rotated.statusCode, rotated.body).toBe(201);
    expectError(await cancelAll(), 401, 'unauthorized');
    expect((await list()).find((k) => k.id === mine.id)?.revokedAt).not.toBeNull();
    const fresh = cookieOf(await pairWith(ZKioskPairingCode.parse(rotated.json().data).code));
    expect(await isPaired(fresh)).toBe(true);

    for (const headers of [{}, { authorization: 'Bearer wrong-passkey-1' }]) {
      expectError(await t.rawApp.inject({ url: `${base}/kiosk-credentials`, headers }), 401);
    }
    expectError(
      await t.rawApp.inject({
        method: 'POST',
        url: `${base}/kiosk-credentials/11111111-1111-4111-8111-111111111111/revoke`,
        headers: staffAuth,
      }),
      404,
    );
  });
});
