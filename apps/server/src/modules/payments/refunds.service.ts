import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { FINAL_STATUSES, HOLDING_STATUSES } from '../orders/order-lifecycle';
import { findOrderById, findOrderItems } from '../orders/orders.service';
import {
  insertRefund,
  listOrdersWithPayments,
  listTransactions,
  lockTransaction,
  updateTransaction,
  type TransactionRow,
} from './payments.repository';
import { transactionProvider } from './transaction-provider';

/** The refunds an order has had, for whoever reports on it. */
export { listRefunds } from './payments.repository';

const REFUND_REASON = 'order_not_fully_dispensed';
const isMoneyIn = (t: TransactionRow) =>
  t.status === 'paid' || t.status === 'partially_refunded' || t.status === 'refunded';

/**
 * What the order may keep: the value of the units that dropped once it has ended, its total while it
 * can still dispense. Everything paid above that is owed back.
 */
export async function refundDue(
  ctx: AppContext,
  orderId: string,
): Promise<{ due: number; paid: TransactionRow[] }> {
  const order = await findOrderById(ctx.db, orderId);
  if (!order) return { due: 0, paid: [] };
  const paid = (await listTransactions(ctx.db, orderId)).filter(isMoneyIn);
  const received = paid.reduce((sum, t) => sum + t.amount - t.refundedAmount, 0);
  const items = await findOrderItems(ctx.db, orderId);
  const dispensedValue = items.reduce((sum, { item }) => sum + item.quantityDispensed * item.unitPrice, 0);
  const keep = HOLDING_STATUSES.includes(order.status) ? order.total : dispensedValue;
  return { due: Math.max(0, received - keep), paid };
}

/**
 * Refunds what an order owes back, transaction by transaction. Derived from state every time, so a crash
 * or a provider outage only delays it: the sweep calls it again. The idempotency key names the refunded
 * total the refund brings the transaction to, so a retry of the same refund is never paid twice.
 */
export async function settleRefunds(ctx: AppContext, orderId: string): Promise<number> {
  const { due: owed, paid } = await refundDue(ctx, orderId);
  let due = owed;
  let refunded = 0;
  for (const transaction of paid) {
    const amount = Math.min(due, transaction.amount - transaction.refundedAmount);
    if (amount <= 0) continue;
    const target = transaction.refundedAmount + amount;
    // The provider that took this payment, whichever opens new checkouts now.
    const { refundRef } = await transactionProvider(ctx, transaction).refund({
      providerRef: transaction.providerRef,
      amount,
      reason: REFUND_REASON,
      idempotencyKey: `refund-${transaction.id}-${target}`,
    });
    const isRecorded = await ctx.db.transaction(async (tx) => {
      const current = await lockTransaction(tx, transaction.id);
      // Another settle (the sweep, a webhook) recorded this same refund first.
      if (current?.refundedAmount !== transaction.refundedAmount) return false;
      await insertRefund(tx, {
        id: randomUUID(),
        transactionId: transaction.id,
        orderId,
        amount,
        reason: REFUND_REASON,
        status: 'succeeded',
        providerRef: refundRef,
        createdAt: ctx.now(),
      });
      await updateTransaction(tx, transaction.id, {
        refundedAmount: target,
        status: target >= transaction.amount ? 'refunded' : 'partially_refunded',
      });
      return true;
    });
    // Another settle got there first: what is still owed changed, so derive it again from the state rather
    // than moving on to refund the next transaction as well (two webhooks at once refunded both payments).
    if (!isRecorded) return refunded + (await settleRefunds(ctx, orderId));
    ctx.log.info({ orderId, transactionId: transaction.id, amount }, 'refunded');
    due -= amount;
    refunded += amount;
  }
  return refunded;
}

/** The sweep's part: every ended order that still owes money back. Failures wait for the next sweep. */
export async function reconcileRefunds(ctx: AppContext): Promise<void> {
  for (const orderId of await listOrdersWithPayments(ctx.db, [...FINAL_STATUSES, ...HOLDING_STATUSES])) {
    await settleRefunds(ctx, orderId).catch((error: unknown) =>
      ctx.log.warn({ err: error, orderId }, 'refund failed; will retry'),
    );
  }
}
