import { describe, expect, it } from 'vitest';
import { ZChartQuery, ZFleetQuery, ZLowStockThresholdUpdate, ZOperatorSignIn } from './index';

describe('console contract', () => {
  it('reads the overview query with its defaults', () => {
    expect(ZFleetQuery.parse({})).toEqual({
      sort: 'name',
      dir: 'asc',
      filter: [],
      locale: 'en',
      page: 1,
      pageSize: 25,
    });
  });

  it('splits the filters and refuses an unknown one', () => {
    expect(ZFleetQuery.parse({ filter: 'low_stock, faults,low_stock', page: '2' })).toMatchObject({
      filter: ['low_stock', 'faults'],
      page: 2,
    });
    expect(ZFleetQuery.safeParse({ filter: 'low_stock,broken' }).success).toBe(false);
    expect(ZFleetQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(ZFleetQuery.safeParse({ sort: 'deviceId' }).success).toBe(false);
  });

  it('takes a chart range for one kiosk or the fleet', () => {
    expect(ZChartQuery.parse({ from: '2026-11-01', to: '2026-11-30' })).toMatchObject({ format: 'json' });
    expect(ZChartQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });

  it('refuses a sign-in without a password and an unknown field', () => {
    expect(ZOperatorSignIn.safeParse({ name: 'ops', password: '' }).success).toBe(false);
    expect(ZOperatorSignIn.safeParse({ name: 'ops', password: 'x', role: 'admin' }).success).toBe(false);
  });

  it('removes a threshold with units null', () => {
    expect(ZLowStockThresholdUpdate.parse({ deviceId: null, skuId: 'naloxone-2-pack', units: null })).toEqual(
      {
        deviceId: null,
        skuId: 'naloxone-2-pack',
        units: null,
      },
    );
  });
});
