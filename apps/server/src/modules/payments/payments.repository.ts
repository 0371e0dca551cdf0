import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { orders } from '../../db/schema';
import { paymentEvents, paymentTransactions, refunds } from './payments.schema';
import type { OrderStatus } from '../orders/order-lifecycle';

export type TransactionRow = typeof paymentTransactions.$inferSelect;

/** A transaction as a new checkout writes it: open, before the provider has made its session. */
export type NewTransaction = Omit<TransactionRow, 'refundedAmount' | 'failureReason'>;

/**
 * Writes the order's new transaction, in one statement, only where every workflow of the order passed
 * and none of its transactions is open; false when it wrote nothing. The caller holds the order's lock,
 * which every writer of either takes first, so the statement sees both as they are.
 */
export async function insertOpenTransaction(db: Db, t: NewTransaction): Promise<boolean> {
  const result = await db.execute(sql`
    insert into payment_transactions
      (id, order_id, provider, provider_ref, status, amount, currency, payment_url, created_at, updated_at)
    select ${t.id}::uuid, ${t.orderId}::uuid, ${t.provider}::text, ${t.providerRef}::text, ${t.status}::text,
      ${t.amount}::int, ${t.currency}::text, ${t.paymentUrl}::text, ${t.createdAt.toISOString()}::timestamptz,
      ${t.updatedAt.toISOString()}::timestamptz
    where not exists (select 1 from order_workflows where order_id = ${t.orderId} and status <> 'passed')
      and not exists (select 1 from payment_transactions where order_id = ${t.orderId} and status = 'open')
    returning id`);
  return rowsOf(result).length === 1;
}

export const listTransactions = (db: Db, orderId: string): Promise<TransactionRow[]> =>
  db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(asc(paymentTransactions.createdAt));

/** A transaction of an order of this kiosk (undefined when the kiosk has no such order or transaction). */
export async function findTransaction(
  db: Db,
  deviceId: string,
  orderId: string,
  id: string,
): Promise<TransactionRow | undefined> {
  const rows = await db
    .select({ transaction: paymentTransactions })
    .from(paymentTransactions)
    .innerJoin(orders, eq(orders.id, paymentTransactions.orderId))
    .where(
      and(
        eq(paymentTransactions.id, id),
        eq(paymentTransactions.orderId, orderId),
        eq(orders.deviceId, deviceId),
      ),
    );
  return rows[0]?.transaction;
}

/**
 * A transaction, found by its id or by the provider's reference, and its order, both locked in one
 * statement (undefined when there is none).
 */
export async function lockTransactionAndOrder(
  db: Db,
  match: { id: string } | { provider: string; providerRef: string },
): Promise<{ transaction: TransactionRow; order: typeof orders.$inferSelect } | undefined> {
  const rows = await db
    .select({ transaction: paymentTransactions, order: orders })
    .from(paymentTransactions)
    .innerJoin(orders, eq(orders.id, paymentTransactions.orderId))
    .where(
      'id' in match
        ? eq(paymentTransactions.id, match.id)
        : and(
            eq(paymentTransactions.provider, match.provider),
            eq(paymentTransactions.providerRef, match.providerRef),
          ),
    )
    .for('update');
  return rows[0];
}

type TransactionPatch = Partial<typeof paymentTransactions.$inferInsert>;

const transactionUpdate = (db: Db, id: string, patch: TransactionPatch) =>
  db
    .update(paymentTransactions)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(paymentTransactions.id, id))
    .returning();

/** Changes the transaction and returns it as it is now (undefined when there is none). */
export async function updateTransaction(db: Db, id: string, patch: TransactionPatch) {
  const [row] = await transactionUpdate(db, id, patch);
  return row;
}

/** Records a webhook event once; false when it was seen before (a replay changes nothing). */
export async function recordEvent(db: Db, provider: string, eventId: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

export async function insertRefund(db: Db, values: typeof refunds.$inferInsert): Promise<void> {
  await db.insert(refunds).values(values);
}

export const listRefunds = (db: Db, orderId: string) =>
  db.select().from(refunds).where(eq(refunds.orderId, orderId));

/** Orders that took money and have ended, or took it twice: the refund reconciler looks at these. */
export async function listOrdersWithPayments(
  db: Db,
  statuses: readonly OrderStatus[],
  limit = 200,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(paymentTransactions, eq(paymentTransactions.orderId, orders.id))
    .where(
      and(
        inArray(orders.status, [...statuses]),
        inArray(paymentTransactions.status, ['paid', 'partially_refunded']),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function lockTransaction(db: Db, id: string): Promise<TransactionRow | undefined> {
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id))
    .for('update');
  return rows[0];
}

/** Open checkouts of the order stop being offered (their amount is stale); a late payment is refunded. */
export async function expireOpenTransactions(db: Db, orderId: string): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.status, 'open')));
}
