import fc from 'fast-check';
import { DEMO, staffAuth, type TestApp } from './harness';
import { purchase } from './purchase';
import type { Hints } from './schema-arbitrary';

/** Real ids in several states, so generated calls reach the rules behind validation. */
export async function fuzzFixtures(t: TestApp) {
  const api = purchase(t);
  const stock = (await t.app.inject({ url: `${api.base}/products/stock`, headers: staffAuth })).json()
    .data as {
    skuId: string;
    productId: string;
    slot: string | null;
  }[];
  await api.setStock(stock.map((s) => ({ skuId: s.skuId, stock: 5000 })));
  const paid = await api.paidOrder([{ skuId: 'condoms-3-pack', quantity: 2 }]);
  const checkout = await api.createOrder([{ skuId: 'pregnancy-test', quantity: 1 }]);
  const open = await api.openCheckout(checkout);
  const orderIds = [
    paid.orderId,
    checkout,
    await api.createOrder([{ skuId: 'naloxone-emergency-kit', quantity: 1 }]),
    await api.createOrder([{ skuId: 'nicotine-gum-2mg', quantity: 1 }]),
    await api.createOrder([{ skuId: 'syringe-services-kit', quantity: 1 }]),
    (
      await t.app.inject({
        method: 'POST',
        url: `${api.base}/orders?isReservable=true`,
        payload: { skus: [{ skuId: 'fentanyl-test-strips-5', quantity: 1 }] },
      })
    ).json().data.id as string,
  ];
  const hints: Hints = {
    deviceId: fc.constantFrom(DEMO, 'a11y-kiosk-0001'),
    orderId: fc.constantFrom(...orderIds),
    transactionId: fc.constantFrom(paid.transactionId, open.transactionId),
    productId: fc.constantFrom(...new Set(stock.map((s) => s.productId))),
    skuId: fc.constantFrom(...stock.map((s) => s.skuId)),
    quantity: fc.integer({ min: 1, max: 3 }),
    slotId: fc.constantFrom(...stock.flatMap((s) => (s.slot ? [s.slot] : []))),
  };
  return { hints, orderIds };
}
