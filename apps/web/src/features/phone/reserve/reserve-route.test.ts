import { describe, expect, it } from 'vitest';
import { orderOf, orderSku } from '../../../test/api-stub';
import { afterFormPath, reserveNextPath } from './reserve-route';

const D = 'demo-kiosk-0001';
const P = 'fentanyl-test-strips';

describe("docs/product.md §4 'Reserve' routing", () => {
  const free = orderOf({ id: 'o1', total: 0, skus: [orderSku({ unitPrice: 0 })] });
  const paid = orderOf({ id: 'o1', total: 999 });
  const withForm = orderOf({
    id: 'o1',
    total: 999,
    skus: [orderSku({}, { formUrls: ['https://forms.example.org/a'] })],
  });

  it('no form and no total → place-order', () => {
    expect(reserveNextPath(D, P, free)).toBe(`/devices/${D}/reserve-products/${P}/orders/o1/place-order`);
  });
  it('a form → reserve-form (even when free)', () => {
    expect(reserveNextPath(D, P, withForm)).toBe(
      `/devices/${D}/reserve-products/${P}/orders/o1/reserve-form`,
    );
    expect(reserveNextPath(D, P, { ...withForm, total: 0 })).toContain('/reserve-form');
  });
  it('otherwise → reserve-payment', () => {
    expect(reserveNextPath(D, P, paid)).toBe(`/devices/${D}/orders/o1/reserve-payment`);
  });
  it('an age or code step runs the workflow manager in the reserve flow first', () => {
    const aged = orderOf({ id: 'o1', skus: [orderSku({}, { minAge: 18 })] });
    expect(reserveNextPath(D, P, aged)).toBe(
      `/orders/o1/workflow-manager?flow=reserve&productId=${P}&deviceId=${D}`,
    );
  });
  it('after the form: pay when there is a total, else place the order', () => {
    expect(afterFormPath(D, P, withForm)).toBe(`/devices/${D}/orders/o1/reserve-payment`);
    expect(afterFormPath(D, P, { ...withForm, total: 0 })).toContain('/place-order');
  });
});
