import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, paymentEvents, paymentTransactions, refunds } from '../../db/schema';
import type { OrderStatus } from '../orders/order-lifecycle';

export type TransactionRow = typeof paymentTransactions.$inferSelect;

export async function insertTransaction(
  db: Db,
  values: typeof paymentTransactions.$inferInsert,
): Promise<void> {
  await db.insert(paymentTransactions).values(values);
}

export const listTransactions = (db: Db, orderId: string): Promise<TransactionRow[]> =>
  db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(asc(paymentTransactions.createdAt));

export async function findTransaction(
  db: Db,
  orderId: string,
  id: string,
): Promise<TransactionRow | undefined> {
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.orderId, orderId)));
  return rows[0];
}

export async function findTransactionByRef(db: Db, provider: string, providerRef: string) {
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.provider, provider), eq(paymentTransactions.providerRef, providerRef)))
    .for('update');
  return rows[0];
}

/** Changes the transaction and returns it as it is now (undefined when there is none). */
export async function updateTransaction(
  db: Db,
  id: string,
  patch: Partial<typeof paymentTransactions.$inferInsert>,
) {
  const [row] = await db
    .update(paymentTransactions)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(paymentTransactions.id, id))
    .returning();
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
