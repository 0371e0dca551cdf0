import { beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, client, testClock, useTestApp } from '../../test/harness';
import { offersClient, lastOutboxCode, plentyOfStock } from '../../test/offers-test-client';
import { OTP_RESEND_AFTER_MS } from './otp-policy';

const NALOXONE = 'naloxone-2-pack';

/** The kiosk follows the phone from the moment it opens the offer QR code until it is verified. */
describe.each(DB_KINDS)("the phone's step on the order, as the kiosk reads it, on %s", (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const api = client(t);
  const offers = offersClient(t);
  beforeAll(() => plentyOfStock(t));

  const newOrder = async () => {
    const data = (await api.createOrder([{ skuId: NALOXONE, quantity: 2 }])).json().data;
    return { id: data.id as string, capability: data.capability as string };
  };
  /** The phone follows the kiosk's QR code (no kiosk credential: only the order's capability). */
  const openOnPhone = (orderId: string, capability: string) =>
    t.rawApp.inject({
      url: `/devices/${DEMO}/orders/${orderId}/phone?capability=${encodeURIComponent(capability)}`,
    });
  const phoneStep = async (orderId: string) => (await offers.status(orderId)).json().data.phoneStep;

  it('none → opened when the phone opens the QR code → code_sent → verified', async () => {
    const { id, capability } = await newOrder();
    expect(await phoneStep(id)).toBe('none');
    const opened = await openOnPhone(id, capability);
    expect(opened.statusCode).toBe(302);
    expect(await phoneStep(id)).toBe('opened');
    // The offer step itself has not moved: nothing was chosen yet.
    expect((await offers.status(id)).json().data.status).toBe('none');
    // Opening it again (a reload) changes nothing.
    expect((await openOnPhone(id, capability)).statusCode).toBe(302);
    expect((await offers.optIn(id, [NALOXONE])).json().data.phoneStep).toBe('opened');
    clock.advance(OTP_RESEND_AFTER_MS);
    expect((await offers.sendCode(id, '+14155550311')).json().data.phoneStep).toBe('code_sent');
    const checked = await offers.checkCode(id, '+14155550311', await lastOutboxCode(t));
    expect(checked.json().data).toMatchObject({ status: 'eligible', phoneStep: 'verified' });
  });

  it('a link without the right capability records nothing', async () => {
    const { id, capability } = await newOrder();
    const other = await newOrder();
    expect((await openOnPhone(id, other.capability)).statusCode).toBe(403);
    // The capability with its last character changed (to another character, whatever the last one is).
    const forged = `${capability.slice(0, -1)}${capability.endsWith('0') ? '1' : '0'}`;
    expect((await openOnPhone(id, forged)).statusCode).toBeGreaterThanOrEqual(401);
    expect(await phoneStep(id)).toBe('none');
  });

  it('a closed order is not marked: its offer step stays as it was', async () => {
    const { id, capability } = await newOrder();
    expect((await api.cancel(id)).statusCode).toBe(200);
    await openOnPhone(id, capability);
    expect(await phoneStep(id)).toBe('none');
  });
});
