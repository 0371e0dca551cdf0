import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SandboxOutcome, SandboxProvider } from '../payments/sandbox-provider';
import { DB_KINDS, useTestApp } from '../test/harness';
import { countRows, ledgerViolations } from '../test/ledger';
import { purchase } from '../test/purchase';

type Kind = 'paid' | 'failed' | 'expired';
const OUTCOME: Record<Kind, SandboxOutcome> = {
  paid: { type: 'paid' },
  failed: { type: 'failed', failureReason: 'card_declined' },
  expired: { type: 'expired' },
};
const SKU = { skuId: 'condoms-3-pack', quantity: 3 };
const PRICE = 300;

describe.each(DB_KINDS)('duplicate and reordered webhooks on %s', (kind) => {
  const t = useTestApp(kind);
  const api = purchase(t);
  beforeAll(() => api.setStock([{ skuId: 'condoms-3-pack', stock: 10_000 }]));

  /** One order with a checkout, and the signed events of the given kinds, each ready to post. */
  const checkoutWith = async (kinds: Kind[]) => {
    const orderId = await api.createOrder([SKU]);
    const { transactionId, token } = await api.openCheckout(orderId);
    const events = kinds.map((k) => ({ kind: k, ...api.signedEvent(token, OUTCOME[k]) }));
    return { orderId, transactionId, events };
  };
  const refundsOf = (orderId: string) => countRows(t.ctx.db, 'refunds', `order_id = '${orderId}'`);

  it('any order of paid, failed and expired, each delivered up to three times, some at once: paid once, dispensed once', async () => {
    const kinds = fc.array(fc.constantFrom<Kind>('paid', 'failed', 'expired'), {
      minLength: 1,
      maxLength: 3,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom<Kind>('paid', 'failed', 'expired'), { minLength: 3, maxLength: 3 }),
        kinds,
        fc.boolean(),
        async (order, extra, isBurst) => {
          const { orderId, transactionId, events } = await checkoutWith(order);
          const copies = [...events, ...extra.map((k) => events.find((e) => e.kind === k)!)];
          const responses = isBurst
            ? await Promise.all(copies.map(api.deliver))
            : await copies.reduce(
                async (done, e) => [...(await done), await api.deliver(e)],
                Promise.resolve([] as Awaited<ReturnType<typeof api.deliver>>[]),
              );
          for (const res of responses) expect(res.statusCode, res.body).toBe(200);
          expect(await api.getTransaction(orderId, transactionId)).toMatchObject({
            status: 'paid',
            refundedAmount: 0,
          });
          expect((await api.getOrder(orderId)).status).toBe('paid');

          const dispensed = await api.dispense(orderId);
          expect(dispensed.json().data).toMatchObject({ status: 'dispensed', quantityDispensed: 3 });
          // Replays after the dispense change nothing: no refund, no second dispense.
          for (const res of await Promise.all(copies.map(api.deliver))) expect(res.statusCode).toBe(200);
          expect(await api.getTransaction(orderId, transactionId)).toMatchObject({
            status: 'paid',
            refundedAmount: 0,
          });
          expect(await refundsOf(orderId)).toBe(0);
          expect(
            await countRows(t.ctx.db, 'dispense_events', `order_id = '${orderId}' and outcome = 'dropped'`),
          ).toBe(3);
        },
      ),
      { numRuns: 12 },
    );
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('a signed event naming a transaction id that is not ours (not even a UUID) is received and changes nothing', async () => {
    const provider = t.ctx.payments as SandboxProvider;
    for (const transactionId of ['hZ', '00000000-0000-4000-8000-000000000000']) {
      const rawBody = JSON.stringify({
        id: `sbx_evt_odd_${transactionId.length}_${Date.now()}`,
        type: 'checkout.paid',
        created: Math.floor(Date.now() / 1000),
        data: {
          providerRef: 'unknown-ref',
          transactionId,
          orderId: 'x',
          deviceId: 'y',
          amount: 1,
          currency: 'USD',
          failureReason: null,
        },
      });
      const res = await api.deliver({ rawBody, signature: provider.signWebhook(rawBody) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.outcome).toBe('unknown');
    }
  });

  it('failed and expired in either order, twice: nothing charged, the order stays payable with a new checkout', async () => {
    for (const order of [
      ['failed', 'expired'],
      ['expired', 'failed'],
    ] as Kind[][]) {
      const { orderId, transactionId, events } = await checkoutWith(order);
      for (const e of [...events, ...events]) expect((await api.deliver(e)).statusCode).toBe(200);
      expect((await api.getTransaction(orderId, transactionId)).status).toBe(order[0]);
      expect((await api.getOrder(orderId)).status).toBe('open');
      expectRefused(await api.dispense(orderId));
      const again = await api.openCheckout(orderId);
      expect(again.transactionId).not.toBe(transactionId);
    }
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('a payment arriving after the order was cancelled is refunded exactly once, however often it comes', async () => {
    const { orderId, transactionId, events } = await checkoutWith(['paid']);
    expect((await api.cancel(orderId)).statusCode).toBe(200);
    const paid = events[0]!;
    await Promise.all([paid, paid, paid].map(api.deliver));
    await api.deliver(paid);
    expect(await api.getTransaction(orderId, transactionId)).toMatchObject({
      status: 'refunded',
      refundedAmount: PRICE,
    });
    expect((await api.getOrder(orderId)).status).toBe('cancelled');
    expect(await refundsOf(orderId)).toBe(1);
    expectRefused(await api.dispense(orderId));
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('paid on two checkouts of one order (declined, then paid twice, at once): one payment kept, the other refunded', async () => {
    for (let i = 0; i < 6; i++) {
      const first = await checkoutWith(['failed', 'paid']);
      await api.deliver(first.events[0]!);
      const second = await api.openCheckout(first.orderId);
      const secondPaid = api.signedEvent(second.token, OUTCOME.paid);
      await Promise.all([first.events[1]!, secondPaid, first.events[1]!, secondPaid].map(api.deliver));
      const a = await api.getTransaction(first.orderId, first.transactionId);
      const b = await api.getTransaction(first.orderId, second.transactionId);
      expect([a.status, b.status].sort()).toEqual(['paid', 'refunded']);
      expect(a.refundedAmount + b.refundedAmount).toBe(PRICE);
      expect(await refundsOf(first.orderId)).toBe(1);
      expect((await api.dispense(first.orderId)).json().data.quantityDispensed).toBe(3);
    }
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('a payment racing a cancel: either paid and dispensable, or cancelled and refunded, never both or neither', async () => {
    for (let i = 0; i < 8; i++) {
      const { orderId, transactionId, events } = await checkoutWith(['paid']);
      await Promise.all([api.deliver(events[0]!), api.cancel(orderId), api.deliver(events[0]!)]);
      const order = await api.getOrder(orderId);
      const transaction = await api.getTransaction(orderId, transactionId);
      if (order.status === 'cancelled') {
        expect(transaction).toMatchObject({ status: 'refunded', refundedAmount: PRICE });
      } else {
        expect(order.status).toBe('paid');
        expect(transaction).toMatchObject({ status: 'paid', refundedAmount: 0 });
      }
    }
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });
});

function expectRefused(res: { statusCode: number }) {
  expect(res.statusCode).toBe(409);
}
