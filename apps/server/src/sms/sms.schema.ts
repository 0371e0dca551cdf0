import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/schema-columns';

/** One-time-code messages of the dev SMS sender (never in production). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  toMasked: text('to_masked').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
