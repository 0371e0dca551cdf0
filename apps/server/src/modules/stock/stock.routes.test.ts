import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DB_KINDS, DEMO, client, staffAuth, testClock, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { devices } from '../../db/schema';
import { legacyDevicePassword } from '../staff/staff-auth.service';
import { listRefunds } from '../payments/refunds.service';
import { stockOf } from '../../test/db-state';
import { payInSandbox } from '../../test/payments-helpers';

describe.each(DB_KINDS)('staff stock on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const api = client(t);

  it('lists stock with title, count, slot and version for staff', async () => {
    const res = await api.stock();
    expect(res.statusCode).toBe(200);
    const gum = res.json().data.find((s: { skuId: string }) => s.skuId === 'nicotine-gum-2mg');
    expect(gum).toMatchObject({
      title: '2 mg, 20 pieces',
      stock: 15,
      onHand: 15,
      held: 0,
      slot: 'B2',
      version: 0,
    });
  });

  it('refuses a missing or wrong bearer, and the device-derived password on the demo device (401)', async () => {
    expectError(await api.stock({}), 401, 'unauthorized');
    expectError(await api.stock({ authorization: 'Bearer wrong-passkey' }), 401);
    expectError(await api.stock({ authorization: `Bearer ${legacyDevicePassword(DEMO)}` }), 401);
    expect(legacyDevicePassword('  demo-kiosk-0001 ')).toBe('o-kiosk-0001');
  });

  it('accepts the device-derived password only on a device in legacy mode', async () => {
    await t.ctx.db
      .update(devices)
      .set({ isLegacyDevicePassword: true })
      .where(eq(devices.id, 'a11y-kiosk-0004'));
    const legacy = client(t, 'a11y-kiosk-0004');
    const res = await legacy.stock({ authorization: `Bearer ${legacyDevicePassword('a11y-kiosk-0004')}` });
    expect(res.statusCode).toBe(200);
  });

  it('saves new counts in one transaction, auditing who, when, before and after', async () => {
    const res = await api.putStock([
      { skuId: 'pregnancy-test', stock: 40 },
      { skuId: 'condoms-3-pack', stock: 61 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        skus: [
          { skuId: 'pregnancy-test', stock: 40 },
          { skuId: 'condoms-3-pack', stock: 61 },
        ],
      },
    });
    const audit = await t.app.inject({ url: `/devices/${DEMO}/products/stock/audit`, headers: staffAuth });
    const entries = audit.json().data;
    expect(
      entries
        .slice(0, 2)
        .map((e: { skuId: string; before: number; after: number; actor: string }) => [
          e.skuId,
          e.before,
          e.after,
          e.actor,
        ])
        .sort(),
    ).toEqual([
      ['condoms-3-pack', 60, 61, 'staff'],
      ['pregnancy-test', 25, 40, 'staff'],
    ]);
  });

  it('rolls back the whole save when one change is refused, and refuses a stale version with 409', async () => {
    const list = (await api.stock()).json().data;
    const strips = list.find((s: { skuId: string }) => s.skuId === 'fentanyl-test-strips-5');
    const bad = await api.putStock([
      { skuId: 'fentanyl-test-strips-5', stock: 1 },
      { skuId: 'not-stocked-here', stock: 3 },
    ]);
    expect(expectError(bad, 400).field).toBe('skus.1.skuId');
    expect(
      (await api.stock()).json().data.find((s: { skuId: string }) => s.skuId === 'fentanyl-test-strips-5')
        .stock,
    ).toBe(strips.stock);
    expect(
      (await api.putStock([{ skuId: 'fentanyl-test-strips-5', stock: 44, version: strips.version }]))
        .statusCode,
    ).toBe(200);
    const stale = await api.putStock([
      { skuId: 'fentanyl-test-strips-5', stock: 45, version: strips.version },
    ]);
    expect(expectError(stale, 409, 'conflict').description).toBe(
      'The stock counts changed since you loaded them. They have been reloaded.',
    );
    expect(
      (await api.stock()).json().data.find((s: { skuId: string }) => s.skuId === 'fentanyl-test-strips-5')
        .stock,
    ).toBe(44);
  });

  it('refuses negative or non-integer counts', async () => {
    expect(expectError(await api.putStock([{ skuId: 'pregnancy-test', stock: -1 }]), 400).field).toBe(
      'skus.0.stock',
    );
    expect(expectError(await api.putStock([{ skuId: 'pregnancy-test', stock: 1.5 }]), 400).field).toBe(
      'skus.0.stock',
    );
  });

  it('takes a true count below what orders hold: the newest holds beyond it end, told why, paid ones refunded', async () => {
    const skuId = 'condoms-large-3-pack';
    expect((await api.putStock([{ skuId, stock: 6 }])).statusCode).toBe(200);
    const paidOrder = (await api.createOrder([{ skuId, quantity: 2 }])).json().data;
    const paid = paidOrder.id as string;
    await payInSandbox(t, api.base, paid);
    clock.advance(1000);
    const older = (await api.createOrder([{ skuId, quantity: 2 }])).json().data.id as string;
    clock.advance(1000);
    const newer = (await api.createOrder([{ skuId, quantity: 2 }])).json().data.id as string;
    expect(await stockOf(t.ctx.db, DEMO, skuId)).toMatchObject({ onHand: 6, held: 6 });

    // Staff count 1: unpaid holds end first (newest first), then paid ones, until the count covers the rest.
    const saved = await api.putStock([{ skuId, stock: 1 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stockOf(t.ctx.db, DEMO, skuId)).toMatchObject({ onHand: 1, held: 0 });
    for (const id of [newer, older, paid]) {
      expect((await api.getOrder(id)).json().data).toMatchObject({
        status: 'cancelled',
        metadata: { endReason: 'stock_count' },
      });
    }
    expect((await listRefunds(t.ctx.db, paid)).map((r) => r.amount)).toEqual([paidOrder.total]);
    const audit = (await t.app.inject({ url: `${api.base}/products/stock/audit`, headers: staffAuth }))
      .json()
      .data.filter((e: { skuId: string }) => e.skuId === skuId)
      .slice(0, 2)
      .map((e: { before: number; after: number; reason: string }) => [e.reason, e.before, e.after]);
    expect(audit).toEqual([
      ['staff count', 6, 1],
      ['holds released', 6, 0],
    ]);
  });

  it('releases only what the count does not cover', async () => {
    const skuId = 'condoms-3-pack';
    expect((await api.putStock([{ skuId, stock: 4 }])).statusCode).toBe(200);
    const first = (await api.createOrder([{ skuId, quantity: 2 }])).json().data.id as string;
    clock.advance(1000);
    const second = (await api.createOrder([{ skuId, quantity: 2 }])).json().data.id as string;
    expect((await api.putStock([{ skuId, stock: 3 }])).statusCode).toBe(200);
    expect((await api.getOrder(first)).json().data.status).toBe('open');
    expect((await api.getOrder(second)).json().data.status).toBe('cancelled');
    expect(await stockOf(t.ctx.db, DEMO, skuId)).toMatchObject({ onHand: 3, held: 2 });
  });

  it('throttles staff sign-in: after 5 wrong passkeys even the right one gets 429 for 5 minutes', async () => {
    const dev = client(t, 'a11y-kiosk-0005');
    for (let i = 0; i < 5; i++) expectError(await dev.stock({ authorization: `Bearer wrong-${i}` }), 401);
    const locked = await dev.stock();
    expectError(locked, 429, 'rate_limited');
    expect(locked.headers['retry-after']).toBe('300');
    clock.advance(5 * 60_000 + 1000);
    expect((await dev.stock()).statusCode).toBe(200);
  });

  it('lets staff create or update a product and stock it on the device', async () => {
    const payload = {
      id: 'hand-sanitizer',
      titles: { en: 'Hand Sanitizer', es: 'Desinfectante de manos' },
      skus: [{ id: 'hand-sanitizer-50ml', titles: { en: '50 ml' }, price: 250, slot: 'D1' }],
    };
    const url = `/devices/${DEMO}/products?locale=es`;
    expectError(await t.app.inject({ method: 'POST', url, payload }), 401);
    const res = await t.app.inject({ method: 'POST', url, payload, headers: staffAuth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: 'hand-sanitizer',
      title: 'Desinfectante de manos',
      isOutOfStock: true,
    });
    expect(
      expectError(
        await t.app.inject({
          method: 'POST',
          url,
          payload: { ...payload, colour: 'red' },
          headers: staffAuth,
        }),
        400,
      ).field,
    ).toBe('colour');
  });
});
