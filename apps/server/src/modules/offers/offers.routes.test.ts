import { beforeAll, describe, expect, it } from 'vitest';
import { offers as offersTable } from '../../db/schema';
import { DB_KINDS, DEMO, client, testClock, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { offersClient, lastOutboxCode, plentyOfStock } from '../../test/offers-test-client';
import { OTP_RESEND_AFTER_MS } from './otp-policy';

const NALOXONE = 'naloxone-2-pack';
let phoneCounter = 100;
/** A fresh valid US number for each use, so no limit of another test applies. */
const nextPhone = () => `+1415555${String(phoneCounter++).padStart(4, '0')}`;

describe.each(DB_KINDS)('offers with phone verification on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const api = client(t);
  const offers = offersClient(t);
  beforeAll(() => plentyOfStock(t));

  const naloxoneOrder = async (quantity = 2) =>
    (await api.createOrder([{ skuId: NALOXONE, quantity }])).json().data.id as string;

  /** Opt in, send a code, read it from the outbox and check it: the step is decided for this phone. */
  const verify = async (orderId: string, phone: string) => {
    expect((await offers.optIn(orderId, [NALOXONE])).statusCode).toBe(200);
    clock.advance(OTP_RESEND_AFTER_MS);
    expect((await offers.sendCode(orderId, phone)).statusCode).toBe(200);
    const res = await offers.checkCode(orderId, phone, await lastOutboxCode(t));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('lists the offer of the demo device: the naloxone 2-pack free, pending eligibility', async () => {
    const orderId = await naloxoneOrder();
    const res = await offers.offers(orderId);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      orderId,
      status: 'none',
      hasOffers: true,
      total: 4500,
      isPaymentRequired: true,
    });
    expect(data.offers).toEqual([
      expect.objectContaining({
        skuId: NALOXONE,
        // The item's one name, never the option alone ("2-pack").
        skuTitle: 'Naloxone Nasal Spray 2-Pack — 2-pack',
        offerId: 'demo-naloxone-2-pack-free',
        kind: 'free',
        state: 'pending_eligibility',
        reason: null,
        discountPerUnit: 2250,
        discountTotal: 4500,
        maxPerPhone: 1,
        periodDays: 30,
        isOptedIn: false,
        isRedeemed: false,
      }),
    ]);
    expect(data.verification.state).toBe('none');
  });

  it('says not available for a sku without an offer', async () => {
    const orderId = (await api.createOrder([{ skuId: 'pregnancy-test', quantity: 1 }])).json().data.id;
    const data = (await offers.offers(orderId)).json().data;
    expect(data.hasOffers).toBe(false);
    expect(data.offers[0]).toMatchObject({ state: 'not_available', reason: 'no_offer', offerId: null });
    expectError(await offers.optIn(orderId, ['pregnancy-test']), 409, 'conflict');
  });

  it('redeems end to end: verified phone → eligible → redeem makes the total 0 → complete → dispense', async () => {
    const orderId = await naloxoneOrder();
    const verified = await verify(orderId, nextPhone());
    expect(verified.status).toBe('eligible');
    expect(verified.verification.state).toBe('verified');
    expect(verified.offers[0]).toMatchObject({ state: 'available', isOptedIn: true });
    const redeemed = (await offers.redeem(orderId)).json().data;
    expect(redeemed).toMatchObject({ status: 'redeemed', total: 0, isPaymentRequired: false });
    expect(redeemed.offers[0]).toMatchObject({ isRedeemed: true, unitPrice: 2250, discountTotal: 4500 });
    // The kiosk follows the phone through the status and the order.
    expect((await offers.status(orderId)).json().data.status).toBe('redeemed');
    expect((await api.getOrder(orderId)).json().data.total).toBe(0);
    expect((await offers.complete(orderId)).json().data.status).toBe('completed');
    const dispensed = await t.app.inject({
      method: 'POST',
      url: `${api.base}/orders/${orderId}/dispense?locale=en`,
    });
    expect(dispensed.statusCode, dispensed.body).toBe(200);
    expect(dispensed.json().data.status).toBe('dispensed');
  });

  it('allows one redemption per phone per 30 days; a cancelled order gives it back', async () => {
    const phone = nextPhone();
    const first = await naloxoneOrder();
    await verify(first, phone);
    expect((await offers.redeem(first)).statusCode).toBe(200);

    const second = await naloxoneOrder();
    const refused = await verify(second, phone);
    expect(refused.status).toBe('not_eligible');
    expect(refused.offers[0]).toMatchObject({ state: 'not_available', reason: 'limit_reached' });
    expectError(await offers.redeem(second), 409, 'conflict');
    expect((await api.getOrder(second)).json().data.total).toBe(4500);

    // 30 days later the phone may take it again.
    clock.advance(30 * 86_400_000 + 1000);
    const third = await naloxoneOrder();
    expect((await verify(third, phone)).status).toBe('eligible');
    await api.cancel(third);

    // A redemption whose order was cancelled does not count.
    const fourth = await naloxoneOrder();
    const phone2 = nextPhone();
    await verify(fourth, phone2);
    expect((await offers.redeem(fourth)).statusCode).toBe(200);
    expect((await api.cancel(fourth)).statusCode).toBe(200);
    const fifth = await naloxoneOrder();
    expect((await verify(fifth, phone2)).status).toBe('eligible');
  });

  it('counts the limit across the devices of one programme', async () => {
    await t.ctx.db.insert(offersTable).values({
      id: 'a11y-naloxone-free',
      deviceId: 'a11y-kiosk-0002',
      skuId: NALOXONE,
      titles: { en: 'Free naloxone 2-pack' },
      discountAmount: null,
      programId: 'naloxone-2-pack-free-30-days',
    });
    const phone = nextPhone();
    const here = await naloxoneOrder();
    await verify(here, phone);
    await offers.redeem(here);
    const other = client(t, 'a11y-kiosk-0002');
    const otherOffers = offersClient(t, 'a11y-kiosk-0002');
    const there = (await other.createOrder([{ skuId: NALOXONE, quantity: 2 }])).json().data.id;
    await otherOffers.optIn(there, [NALOXONE]);
    clock.advance(OTP_RESEND_AFTER_MS);
    await otherOffers.sendCode(
      there,
      phone.replace(/^\+1/, '').replace(/(\d{3})(\d{3})(\d{4})/, '($1) $2-$3'),
    );
    const checked = await otherOffers.checkCode(there, phone, await lastOutboxCode(t));
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.status).toBe('not_eligible');
  });

  it('a discount (not free) takes its amount off each package; the programme cap makes it sold out', async () => {
    await t.ctx.db.insert(offersTable).values({
      id: 'demo-pregnancy-test-3-off',
      deviceId: DEMO,
      skuId: 'pregnancy-test',
      titles: { en: '$3 off a pregnancy test' },
      discountAmount: 300,
      maxPerPhone: 5,
      maxUnits: 1,
    });
    const orderId = (await api.createOrder([{ skuId: 'pregnancy-test', quantity: 1 }])).json().data.id;
    const listed = (await offers.offers(orderId)).json().data.offers[0];
    expect(listed).toMatchObject({ kind: 'discount', discountPerUnit: 300, discountTotal: 300 });
    await offers.optIn(orderId, ['pregnancy-test']);
    await offers.sendCode(orderId, nextPhone());
    // (verify through the generic helper is for the naloxone sku)
    const code = await lastOutboxCode(t);
    const phone = `+1415555${String(phoneCounter - 1).padStart(4, '0')}`;
    expect((await offers.checkCode(orderId, phone, code)).json().data.status).toBe('eligible');
    const redeemed = (await offers.redeem(orderId)).json().data;
    expect(redeemed).toMatchObject({ status: 'redeemed', total: 599, isPaymentRequired: true });
    const next = (await api.createOrder([{ skuId: 'pregnancy-test', quantity: 1 }])).json().data.id;
    expect((await offers.offers(next)).json().data.offers[0]).toMatchObject({
      state: 'not_available',
      reason: 'sold_out',
    });
  });

  it('redeeming expires a checkout opened before, so the old amount can no longer be paid', async () => {
    const orderId = await naloxoneOrder();
    const opened = await t.app.inject({
      method: 'POST',
      url: `${api.base}/orders/${orderId}/transactions?locale=en`,
    });
    expect(opened.statusCode).toBe(201);
    const transactionId = opened.json().data.id;
    await verify(orderId, nextPhone());
    await offers.redeem(orderId);
    const transaction = await t.app.inject({
      url: `${api.base}/orders/${orderId}/transactions/${transactionId}`,
    });
    expect(transaction.json().data.status).toBe('expired');
    const session = await t.app.inject({
      url: `${api.base}/orders/${orderId}/transactions/${transactionId}/session?manualRedirect=true`,
    });
    expectError(session, 409, 'conflict');
  });

  it('declining every offer, then completing: the kiosk goes on to pay and the step is closed', async () => {
    const orderId = await naloxoneOrder();
    await offers.optIn(orderId, [NALOXONE]);
    expect((await offers.optOut(orderId, [NALOXONE])).json().data.status).toBe('declined');
    const completed = (await offers.complete(orderId)).json().data;
    expect(completed).toMatchObject({
      status: 'completed',
      total: 4500,
      isPaymentRequired: true,
      hasOffers: false,
    });
    expect(completed.offers[0]).toMatchObject({ state: 'not_available', reason: 'order_closed' });
    expectError(await offers.optIn(orderId, [NALOXONE]), 409, 'conflict');
    expect((await offers.complete(orderId)).statusCode).toBe(200);
  });

  it('not eligible, then continue: complete keeps the full price and payment is required', async () => {
    const phone = nextPhone();
    const first = await naloxoneOrder();
    await verify(first, phone);
    await offers.redeem(first);
    const orderId = await naloxoneOrder();
    expect((await verify(orderId, phone)).status).toBe('not_eligible');
    const completed = (await offers.complete(orderId)).json().data;
    expect(completed).toMatchObject({ status: 'completed', total: 4500, isPaymentRequired: true });
  });

  it('refuses steps out of order with 409', async () => {
    const orderId = await naloxoneOrder();
    expectError(await offers.sendCode(orderId, nextPhone()), 409, 'conflict');
    expectError(await offers.redeem(orderId), 409, 'conflict');
    expectError(await offers.checkCode(orderId, nextPhone(), '123456'), 409, 'conflict');
    expect(expectError(await offers.optIn(orderId, ['condoms-3-pack']), 400, 'validation').field).toBe(
      'skus.0',
    );
  });

  it('offers nothing on an emergency kit, a reservation, or an order that was paid or cancelled', async () => {
    const kit = (await api.createOrder([{ skuId: 'naloxone-emergency-kit', quantity: 1 }])).json().data.id;
    expect((await offers.offers(kit)).json().data.offers[0].reason).toBe('no_offer');
    const cancelled = await naloxoneOrder();
    await api.cancel(cancelled);
    expect((await offers.offers(cancelled)).json().data.offers[0]).toMatchObject({
      state: 'not_available',
      reason: 'order_closed',
    });
    expectError(await offers.optIn(cancelled, [NALOXONE]), 409, 'conflict');
  });

  it('validates the bodies and the order', async () => {
    const orderId = await naloxoneOrder();
    expect(expectError(await offers.optIn(orderId, []), 400, 'validation').field).toBe('skus');
    // The number is checked first: nothing else is looked at, nothing is sent.
    expect(expectError(await offers.sendCode(orderId, 'not a phone'), 400).message).toBe(
      'Invalid phone number.',
    );
    await offers.optIn(orderId, [NALOXONE]);
    const invalid = expectError(await offers.sendCode(orderId, '12345'), 400, 'validation');
    expect(invalid).toMatchObject({ message: 'Invalid phone number.', field: 'phoneNumber' });
    expect(expectError(await offers.checkCode(orderId, nextPhone(), '12345'), 400).field).toBe('mfaCode');
    expectError(await offers.offers('00000000-0000-4000-8000-000000000000'), 404, 'not_found');
  });
});
