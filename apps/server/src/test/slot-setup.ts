import { expect } from 'vitest';
import { addSlot } from '../modules/stock/stock-units.service';
import { DEMO, staffAuth, type TestApp } from './harness';

type TExtraSlot = Omit<Parameters<typeof addSlot>[1], 'deviceId' | 'skuId'>;

/**
 * A sku of the demo kiosk in several slots: the seed's one slot B1 set to `b1Count` units of 5 through
 * the staff route, then each extra slot added as it is given (a faulted one with its reason and time).
 */
export async function setUpSlots(
  t: TestApp,
  base: string,
  skuId: string,
  b1Count: number,
  extra: TExtraSlot[],
): Promise<void> {
  const set = await t.app.inject({
    method: 'PUT',
    url: `${base}/products/stock/slots`,
    headers: staffAuth,
    payload: { slots: [{ slotId: 'B1', count: b1Count, capacity: 5 }] },
  });
  expect(set.statusCode).toBe(200);
  for (const slot of extra) await addSlot(t.ctx.db, { deviceId: DEMO, skuId, ...slot });
}
