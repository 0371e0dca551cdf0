import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change made from the console or a command line, written in the transaction of the change. Append
 * only: a trigger refuses UPDATE and DELETE (migration 20261206161847_kiosk_setup_audit), and no route
 * writes it but through a change. Secrets are recorded as "set" or "rotated", never their values.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `operator` (the console) or `cli` (a command line). */
    authorKind: text('author_kind').notNull(),
    /** The operator's id; null for a command line. */
    authorId: text('author_id'),
    /** The operator's name, or `cli:<user>`. */
    author: text('author').notNull(),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The kiosk the change is about, when there is one (for the filter). */
    deviceId: text('device_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_device_idx').on(t.deviceId, t.at),
    index('audit_log_subject_idx').on(t.subjectKind, t.at),
  ],
);
