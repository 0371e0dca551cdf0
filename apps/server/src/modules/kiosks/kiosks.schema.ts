import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema-columns';
import { devices } from '../devices/devices.schema';

/** One-time codes that pair a kiosk browser with its device: argon2 hash only, single use, short-lived. */
export const kioskPairingCodes = pgTable('kiosk_pairing_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  codeHash: text('code_hash').notNull(),
  deviceId: text('device_id')
    .notNull()
    .references(() => devices.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A paired kiosk browser's device credential: only its keyed hash is kept; revoked ones stay for the record. */
export const kioskCredentials = pgTable(
  'kiosk_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    tokenHash: text('token_hash').notNull(),
    pairedBy: text('paired_by').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kiosk_credentials_token_hash').on(t.tokenHash),
    index('kiosk_credentials_device').on(t.deviceId),
  ],
);
