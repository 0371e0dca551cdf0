import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema-columns';
import { orders } from '../orders/orders.schema';

export const reservations = pgTable(
  'reservations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    deviceId: text('device_id').notNull(),
    /** Keyed hash of the 6-digit code, for look-up at the kiosk. */
    codeHash: text('code_hash').notNull(),
    /**
     * The code sealed for the phone that placed the reservation to read again (lib/secrets seal) until it is
     * picked up; null once used. Never the plain code.
     */
    sealedCode: text('sealed_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('reservations_device_code_idx').on(t.deviceId, t.codeHash)],
);
