import { describe, expect, it } from 'vitest';
import { DB_KINDS, type TestApp, staffAuth, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';

const DEVICE = 'demo-kiosk-0001';
const faults = (deviceId = DEVICE) => `/dev/dispenser/${deviceId}/faults`;
let units = 0;
const dispense = (t: TestApp, slot: string, deviceId = DEVICE) =>
  t.ctx.dispenser.dispenseUnit({ deviceId, slot, orderId: 'o', unitIndex: ++units });

describe.each(DB_KINDS)('dispenser dev API on %s', (kind) => {
  const t = useTestApp(kind, { env: { SIMULATOR_FAULTS: 'B4:empty' } });

  it('shows the configured faults of the app’s dispenser', async () => {
    const res = await t.app.inject({ url: faults(), headers: staffAuth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ deviceId: DEVICE, faultedSlots: ['B4'], pendingFaults: [] });
    expect(await dispense(t, 'B4')).toBe('empty');
  });

  it('makes the next N units of a slot jam, the same dispenser the app uses', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: faults(),
      headers: staffAuth,
      payload: { slot: 'A2', kind: 'jam', count: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pendingFaults).toEqual([{ slot: 'A2', kind: 'jam', atUnit: 1, count: 2 }]);
    expect([await dispense(t, 'A2'), await dispense(t, 'A2'), await dispense(t, 'A2')]).toEqual([
      'jammed',
      'jammed',
      'dropped',
    ]);
  });

  it('runs a slot empty until cleared, then DELETE clears one slot or all', async () => {
    await t.app.inject({
      method: 'POST',
      url: faults(),
      headers: staffAuth,
      payload: { slot: 'A3', kind: 'empty' },
    });
    await t.app.inject({
      method: 'POST',
      url: faults(),
      headers: staffAuth,
      payload: { slot: 'A4', kind: 'fault', after: 1 },
    });
    expect(await dispense(t, 'A3')).toBe('empty');
    expect(await dispense(t, 'A3')).toBe('empty');
    const one = await t.app.inject({ method: 'DELETE', url: `${faults()}?slot=A3`, headers: staffAuth });
    expect(one.json().data.faultedSlots).toEqual(['B4']);
    expect(one.json().data.pendingFaults).toEqual([{ slot: 'A4', kind: 'fault', atUnit: 2, count: 1 }]);
    expect(await dispense(t, 'A3')).toBe('dropped');
    const all = await t.app.inject({ method: 'DELETE', url: faults(), headers: staffAuth });
    expect(all.json().data).toEqual({ deviceId: DEVICE, faultedSlots: [], pendingFaults: [] });
    expect(await dispense(t, 'B4')).toBe('dropped');
  });

  it('takes the staff passkey: without it 401, and no fault is set', async () => {
    const refused = await t.rawApp.inject({
      method: 'POST',
      url: faults(),
      payload: { slot: 'C1', kind: 'jam' },
    });
    expectError(refused, 401, 'unauthorized');
    expect(await dispense(t, 'C1')).toBe('dropped');
  });

  it('keeps faults per device', async () => {
    await t.app.inject({
      method: 'POST',
      url: faults(),
      headers: staffAuth,
      payload: { slot: 'B1', kind: 'jam' },
    });
    expect(await dispense(t, 'B1', 'a11y-kiosk-0003')).toBe('dropped');
    expect(await dispense(t, 'B1')).toBe('jammed');
  });

  it('answers 401 for an unknown device (no passkey matches) and 400 naming the field for a bad body', async () => {
    expectError(
      await t.app.inject({ url: faults('no-such-kiosk'), headers: staffAuth }),
      401,
      'unauthorized',
    );
    const bad = expectError(
      await t.app.inject({
        method: 'POST',
        url: faults(),
        headers: staffAuth,
        payload: { slot: 'A1', kind: 'melt' },
      }),
      400,
      'validation',
    );
    expect(bad.field).toBe('kind');
    const badCount = expectError(
      await t.app.inject({
        method: 'POST',
        url: faults(),
        headers: staffAuth,
        payload: { slot: 'A1', kind: 'jam', count: 0 },
      }),
      400,
    );
    expect(badCount.field).toBe('count');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: faults(),
        headers: staffAuth,
        payload: { slot: 'A 1', kind: 'jam' },
      }),
      400,
      'validation',
    );
  });
});

describe.each(DB_KINDS)('dispenser dev API in production on %s', (kind) => {
  const t = useTestApp(kind, { env: { NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' } });

  it('does not exist', async () => {
    expectError(await t.app.inject({ url: faults(), headers: staffAuth }), 404, 'not_found');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: faults(),
        headers: staffAuth,
        payload: { slot: 'A2', kind: 'jam' },
      }),
      404,
      'not_found',
    );
    expectError(
      await t.app.inject({ method: 'DELETE', url: faults(), headers: staffAuth }),
      404,
      'not_found',
    );
    expect(await dispense(t, 'A2')).toBe('dropped');
  });
});
