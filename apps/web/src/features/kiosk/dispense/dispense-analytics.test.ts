import { describe, expect, it, vi } from 'vitest';
import { HttpReplyError } from '../../../shared/api/api-error';
import { createDispenseStore } from './dispense-api';
import { ORDER_ID, orderOf } from '../../../test/api-stub';
import { track } from '../../../shared/lib/analytics/analytics';

vi.mock('../../../shared/lib/analytics/analytics', () => ({ track: vi.fn() }));

describe('dispense analytics (key actions)', () => {
  it('tracks dispense_done with the units dispensed, and dispense_failed with the status', async () => {
    const ok = createDispenseStore({
      post: async () => orderOf({ status: 'dispensed', quantityDispensed: 3 }),
      logError: vi.fn(),
    });
    await ok.dispense({ deviceId: 'demo-kiosk-0001', orderId: ORDER_ID, locale: 'en' });
    expect(track).toHaveBeenCalledWith('dispense_done', { quantity: 3, success: true });

    const failing = createDispenseStore({
      post: () =>
        Promise.reject(
          new HttpReplyError(500, {
            data: { message: 'Dispense failure', description: '', code: 'dispense_failed' },
          }),
        ),
      logError: vi.fn(),
    });
    await failing.dispense({ deviceId: 'demo-kiosk-0001', orderId: ORDER_ID, locale: 'en' });
    expect(track).toHaveBeenCalledWith('dispense_failed', { errorCode: 500, success: false });
  });
});
