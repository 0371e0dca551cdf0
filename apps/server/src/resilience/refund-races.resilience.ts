import { describe, expect, it } from 'vitest';
import { settleRefunds } from '../modules/payments/refunds.service';
import type { RefundRequest } from '../payments/payment-provider';
import { SandboxProvider } from '../payments/sandbox-provider';
import { DB_KINDS, TEST_SECRET, useTestApp } from '../test/harness';
import { countRows, ledgerViolations } from '../test/ledger';
import { purchase } from '../test/purchase';

/** The sandbox, with refunds held at a gate so the test decides when two refunds in flight complete. */
class GatedRefunds extends SandboxProvider {
  waiting = 0;
  private open: () => void = () => undefined;
  private gate = new Promise<void>((resolve) => (this.open = resolve));
  override async refund(request: RefundRequest) {
    this.waiting++;
    await this.gate;
    return super.refund(request);
  }
  release() {
    this.open();
  }
}

const until = async (isDone: () => boolean) => {
  for (let i = 0; i < 500 && !isDone(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(isDone()).toBe(true);
};

describe.each(DB_KINDS)('refunds settled twice at once on %s', (kind) => {
  let provider: GatedRefunds;
  const t = useTestApp(kind, () => {
    provider = new GatedRefunds({
      secret: TEST_SECRET,
      publicUrl: 'http://localhost:8080',
      now: () => new Date(),
    });
    return { payments: provider };
  });

  it('a webhook and the sweep refunding the same double payment refund it once, never both payments', async () => {
    const api = purchase(t);
    const orderId = await api.createOrder([{ skuId: 'condoms-3-pack', quantity: 3 }]);
    const first = await api.openCheckout(orderId);
    await api.deliver(api.signedEvent(first.token, { type: 'failed', failureReason: 'card_declined' }));
    const second = await api.openCheckout(orderId);
    // The visitor pays on both links: the first payment settles nothing (nothing is owed yet) ...
    await api.deliver(api.signedEvent(first.token, { type: 'paid' }));
    // ... the second is owed back: its webhook's refund waits at the gate, and the sweep starts the same one.
    const webhook = api.deliver(api.signedEvent(second.token, { type: 'paid' }));
    await until(() => provider.waiting === 1);
    const sweep = settleRefunds(t.ctx, orderId);
    await until(() => provider.waiting === 2);
    provider.release();
    expect((await webhook).statusCode).toBe(200);
    await sweep;
    const a = await api.getTransaction(orderId, first.transactionId);
    const b = await api.getTransaction(orderId, second.transactionId);
    expect(a.refundedAmount + b.refundedAmount).toBe(300);
    expect([a.status, b.status].sort()).toEqual(['paid', 'refunded']);
    expect(await countRows(t.ctx.db, 'refunds', `order_id = '${orderId}'`)).toBe(1);
    expect((await api.getOrder(orderId)).status).toBe('paid');
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });
});
