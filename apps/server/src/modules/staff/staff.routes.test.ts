import { describe, expect, it } from 'vitest';
import { ZSlotFaults, ZStockAuditEntry } from '@kiosk/contract';
import { DB_KINDS, DEMO, client, staffAuth, testClock, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { SLOT_FAULT_CLEARED } from '../stock/stock-units.service';

describe.each(DB_KINDS)('staff session and slot faults on %s', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, { now: clock.now });
  const api = client(t);

  const session = (deviceId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/devices/${deviceId}/staff/session`, headers });
  const faults = (headers: Record<string, string> = staffAuth) =>
    t.app.inject({ url: `${api.base}/staff/slot-faults?locale=en`, headers });
  const clear = (skuId: string, headers: Record<string, string> = staffAuth) =>
    t.app.inject({ method: 'POST', url: `${api.base}/products/stock/${skuId}/clear-fault`, headers });
  const audit = async () =>
    ZStockAuditEntry.array().parse(
      (await t.app.inject({ url: `${api.base}/products/stock/audit`, headers: staffAuth })).json().data,
    );

  it('signs in with the passkey; a wrong or missing one is 401 Invalid credentials', async () => {
    const ok = await session(DEMO, staffAuth);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { ok: true } });
    expect(expectError(await session(DEMO, { authorization: 'Bearer nope-nope-nope' }), 401).message).toBe(
      'Invalid credentials',
    );
    expectError(await session(DEMO, {}), 401, 'unauthorized');
    // The credential first: a passkey cannot be right for a device that is not there.
    expectError(await session('no-such-kiosk', staffAuth), 401, 'unauthorized');
  });

  it('after 5 wrong passkeys even the right one gets 429 with Retry-After, until the wait is over', async () => {
    const device = 'a11y-kiosk-0002';
    for (let i = 0; i < 5; i++)
      expectError(await session(device, { authorization: `Bearer wrong-${i}-passkey` }), 401);
    const locked = await session(device, staffAuth);
    expectError(locked, 429, 'rate_limited');
    expect(locked.headers['retry-after']).toBe('300');
    clock.advance(120_000);
    expect((await session(device, staffAuth)).headers['retry-after']).toBe('180');
    clock.advance(180_000);
    expect((await session(device, staffAuth)).statusCode).toBe(200);
    // The lock is per device.
    expect((await session(DEMO, staffAuth)).statusCode).toBe(200);
  });

  it('never logs the passkey or the bearer value', () => {
    const text = t.logs.join('\n');
    expect(text).not.toContain('test-passkey-2468');
    expect(text).not.toContain('wrong-0-passkey');
  });

  it('lists a slot flagged by a jam with how it failed, then clears it after service, audited', async () => {
    expect(ZSlotFaults.parse((await faults()).json().data)).toEqual({
      dispenser: { isOnline: true },
      faults: [],
    });
    await t.app.inject({
      method: 'POST',
      url: `/dev/dispenser/${DEMO}/faults`,
      headers: staffAuth,
      payload: { slot: 'B1', kind: 'jam' },
    });
    const orderId = (await api.createOrder([{ skuId: 'fentanyl-test-strips-5', quantity: 1 }])).json().data
      .id;
    // A free order on slot A3 dispenses; the test order on B1 jams.
    expect(
      (await t.app.inject({ method: 'POST', url: `${api.base}/orders/${orderId}/dispense` })).statusCode,
    ).toBe(200);
    const testOrder = await t.app.inject({
      method: 'POST',
      url: `${api.base}/test/orders`,
      headers: staffAuth,
      payload: { skus: [{ skuId: 'pregnancy-test', quantity: 1 }] },
    });
    const jam = await t.app.inject({
      method: 'POST',
      url: `${api.base}/test/orders/${testOrder.json().data.id}/dispense`,
      headers: staffAuth,
    });
    expectError(jam, 500, 'dispense_failed');

    const listed = ZSlotFaults.parse((await faults()).json().data);
    expect(listed.faults).toEqual([
      {
        skuId: 'pregnancy-test',
        productId: 'pregnancy-test',
        title: 'Single test',
        slot: 'B1',
        lastOutcome: 'jammed',
        lastFailedAt: clock.now().toISOString(),
      },
    ]);
    expect(
      (await api.stock()).json().data.find((s: { skuId: string }) => s.skuId === 'pregnancy-test'),
    ).toMatchObject({ isSlotFaulted: true });

    const cleared = await clear('pregnancy-test');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({
      data: { skuId: 'pregnancy-test', isSlotFaulted: false, wasFaulted: true },
    });
    expect(ZSlotFaults.parse((await faults()).json().data).faults).toEqual([]);
    expect((await audit())[0]).toMatchObject({
      skuId: 'pregnancy-test',
      actor: 'staff',
      // Out of service its units did not count; cleared, they count again.
      before: 0,
      after: 25,
      reason: SLOT_FAULT_CLEARED,
    });
  });

  it('clearing a slot that is not flagged changes and audits nothing', async () => {
    const before = await audit();
    const res = await clear('condoms-3-pack');
    expect(res.json().data).toEqual({ skuId: 'condoms-3-pack', isSlotFaulted: false, wasFaulted: false });
    expect(await audit()).toEqual(before);
  });

  it('needs the staff passkey; an unknown sku is 404, a bad one 400', async () => {
    expectError(await faults({}), 401, 'unauthorized');
    expectError(await clear('pregnancy-test', {}), 401, 'unauthorized');
    expectError(await clear('not-stocked-here'), 404, 'not_found');
    expect(expectError(await clear('Bad_Sku'), 400).field).toBe('skuId');
  });
});
