import { describe, expect, it } from 'vitest';
import type { TOrderSku } from '@kiosk/contract';
import { routeAfterWorkflows, type TRouteAfterWorkflowsInput } from './route-after-workflows';

const ORDER_ID = '8c1c3f0e-9a51-4a8e-9a44-3a3c4b2b1a10';

const sku = (metadata: Partial<TOrderSku['metadata']> = {}): TOrderSku => ({
  skuId: 'sku-1',
  productId: 'product-1',
  title: 'Item',
  itemName: 'Product — Item',
  quantity: 1,
  quantityDispensed: 0,
  dispenseQuantity: 1,
  unitPrice: 0,
  metadata: {
    formUrls: [],
    isEmergencyDispense: false,
    minAge: null,
    requiresAccessCode: false,
    isReservable: false,
    ...metadata,
  },
});

const route = (
  flow: string,
  order: { total?: number; skus?: TOrderSku[] } = {},
  extra: Partial<TRouteAfterWorkflowsInput> = {},
) =>
  routeAfterWorkflows({
    flow,
    order: { id: ORDER_ID, total: order.total ?? 0, skus: order.skus ?? [sku()] },
    deviceId: 'demo-kiosk-0001',
    productId: 'prenatal-vitamins',
    ...extra,
  });

const FORM = { formUrls: ['https://forms.example.org/a'] };

describe('routing after workflows (docs/product.md §4)', () => {
  describe('checkout', () => {
    it('1. an emergency-dispense sku goes to dispense (even with a form or a total)', () => {
      expect(route('checkout', { skus: [sku({ isEmergencyDispense: true })] })).toBe(
        `/orders/${ORDER_ID}/dispense`,
      );
      expect(route('checkout', { total: 500, skus: [sku({ isEmergencyDispense: true, ...FORM })] })).toBe(
        `/orders/${ORDER_ID}/dispense`,
      );
    });

    it('2. otherwise any sku with form urls goes to the form (even with a total)', () => {
      expect(route('checkout', { skus: [sku(), sku(FORM)] })).toBe(`/orders/${ORDER_ID}/form`);
      expect(route('checkout', { total: 999, skus: [sku(FORM)] })).toBe(`/orders/${ORDER_ID}/form`);
    });

    it('3. otherwise a non-zero total goes to payment', () => {
      expect(route('checkout', { total: 1 })).toBe(`/orders/${ORDER_ID}/payment`);
      expect(route('checkout', { total: 899 })).toBe(`/orders/${ORDER_ID}/payment`);
    });

    it('4. otherwise dispense', () => {
      expect(route('checkout', { total: 0 })).toBe(`/orders/${ORDER_ID}/dispense`);
    });
  });

  describe('reserve (needs a product)', () => {
    const base = `/devices/demo-kiosk-0001/reserve-products/prenatal-vitamins/orders/${ORDER_ID}`;

    it('1. no form and no total goes to place-order', () => {
      expect(route('reserve', { total: 0 })).toBe(`${base}/place-order`);
    });

    it('2. a form goes to reserve-form (with or without a total)', () => {
      expect(route('reserve', { total: 0, skus: [sku(FORM)] })).toBe(`${base}/reserve-form`);
      expect(route('reserve', { total: 999, skus: [sku(FORM)] })).toBe(`${base}/reserve-form`);
    });

    it('3. otherwise reserve-payment', () => {
      expect(route('reserve', { total: 999 })).toBe(
        `/devices/demo-kiosk-0001/orders/${ORDER_ID}/reserve-payment`,
      );
    });

    it('matches nothing without a product (or a device)', () => {
      expect(route('reserve', { total: 999 }, { productId: null })).toBeNull();
      expect(route('reserve', { total: 0 }, { deviceId: null })).toBeNull();
    });
  });

  it('reserve-auth goes to dispense', () => {
    expect(route('reserve-auth', { total: 999, skus: [sku(FORM)] })).toBe(`/orders/${ORDER_ID}/dispense`);
  });

  it('an unknown flow key matches nothing', () => {
    expect(route('somewhere')).toBeNull();
    expect(route('')).toBeNull();
  });
});
