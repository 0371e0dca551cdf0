import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema-columns';
import { orders } from '../orders/orders.schema';

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paymentUrl: text('payment_url').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_transactions_order_idx').on(t.orderId),
    uniqueIndex('payment_transactions_provider_ref_idx').on(t.provider, t.providerRef),
  ],
);

/** Webhook events already applied, so a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey(),
  transactionId: uuid('transaction_id')
    .notNull()
    .references(() => paymentTransactions.id),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  status: text('status').notNull(),
  providerRef: text('provider_ref'),
  createdAt: createdAt(),
});
