import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema-columns';
import { devices } from '../devices/devices.schema';

export const accessCodes = pgTable('access_codes', {
  id: serial('id').primaryKey(),
  /** Null: valid on every device of the programme. */
  deviceId: text('device_id').references(() => devices.id),
  label: text('label').notNull(),
  codeHash: text('code_hash').notNull(),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
});
