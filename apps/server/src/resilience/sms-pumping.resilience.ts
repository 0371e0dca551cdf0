import { describe, expect, it, vi } from 'vitest';
import { smsOutbox } from '../db/schema';
import { useTestApp } from '../test/harness';
import { expectError } from '../test/expect-error';
import { phoneReserveClient } from '../test/phone-reserve-client';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 300_000 });

const KIOSKS = [
  'demo-kiosk-0001',
  'a11y-kiosk-0001',
  'a11y-kiosk-0002',
  'a11y-kiosk-0003',
  'a11y-kiosk-0004',
];
const SKU = 'fentanyl-test-strips-5';
const ATTACKER = '127.0.0.66';
/** SMS_CODES_PER_ADDRESS's default. */
const PER_ADDRESS = 10;

/**
 * SMS pumping, before the caps: one address texted 150 codes to 150 numbers in 1.7 s, among them
 * international-network, Nigerian and Chinese numbers, each text paid by the programme. Through the
 * reserve-for-later pages, as an outsider does it: a reservation order, then a code to a new number.
 */
describe('one-time codes are bounded in what they cost the programme', () => {
  const t = useTestApp('pglite', {
    env: { SMS_CODES_PER_ADDRESS: String(PER_ADDRESS), SMS_CODES_PER_KIOSK: '60', SMS_CODES_PER_HOUR: '500' },
  });
  const sent = async () => (await t.ctx.db.select().from(smsOutbox)).length;
  /** A reservation order at the kiosk from the address (each may have three waiting per kiosk). */
  const orderAt = async (from: string, kiosk: string) => {
    const phone = phoneReserveClient(t, from, kiosk);
    const created = await phone.order(SKU);
    expect(created.statusCode, created.body).toBe(201);
    const { id, capability } = created.json().data as { id: string; capability: string };
    return (phoneNumber: string) => phone.sendCode(id, capability, phoneNumber);
  };

  it('refuses numbers outside the programme’s country (US) with 400, texting nothing', async () => {
    const before = await sent();
    const codeTo = await orderAt('127.0.0.70', KIOSKS[0]!);
    for (const number of ['+882 1234 567890', '+234 802 123 4567', '+86 138 0013 8000']) {
      const body = expectError(await codeTo(number), 400, 'validation');
      expect(body.field).toBe('phoneNumber');
    }
    expect(await sent()).toBe(before);
  });

  it('one address sends at most its hourly cap of codes to 150 numbers over five kiosks, then 429', async () => {
    const before = await sent();
    const orders = [];
    for (const kiosk of KIOSKS) for (let n = 0; n < 3; n++) orders.push(await orderAt(ATTACKER, kiosk));
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) {
      const res = await orders[i % orders.length]!(`+1415555${String(i).padStart(4, '0')}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await sent()).toBe(before + PER_ADDRESS);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PER_ADDRESS);
    const refused = expectError(await orders[1]!('+14155550999'), 429, 'rate_limited');
    expect(refused.description).toMatch(/codes/i);
    // Another address is not held by it.
    expect((await (await orderAt('127.0.0.67', KIOSKS[1]!))('+14155550998')).statusCode).toBe(200);
    const metrics = await t.rawApp.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/kiosk_sms_codes_refused_total\{reason="address"\} [1-9]/);
  });
});
