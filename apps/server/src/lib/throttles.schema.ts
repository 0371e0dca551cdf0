import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Guess counters shared by every API instance: key → attempts in the window, lockout. */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Locks in a row: each doubles the next one (backoff), reset once a window passes without a lock. */
  strikes: integer('strikes').notNull().default(0),
});
