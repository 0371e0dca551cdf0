import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema-columns';
import { devices } from '../devices/devices.schema';

/**
 * A signed kiosk-PC release an operator uploaded: its signed manifest as uploaded (served as is), and
 * its tarball in the releases folder every instance shares (RELEASES_DIR/{version}/{tarballName}).
 */
export const kioskReleases = pgTable('kiosk_releases', {
  version: text('version').primaryKey(),
  tarballName: text('tarball_name').notNull(),
  sha256: text('sha256').notNull(),
  bytes: integer('bytes').notNull(),
  minimumVersion: text('minimum_version').notNull(),
  manifest: text('manifest').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A staged roll-out of one release: canaries (stage 0), then percentage stages; `current_stage` is the
 * last stage whose kiosks were sent the update. Halts itself when the share of kiosks rolled back or
 * failed among those sent passes `halt_threshold`.
 */
export const rollouts = pgTable(
  'rollouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: text('version')
      .notNull()
      .references(() => kioskReleases.version),
    status: text('status').notNull().default('running'),
    stages: jsonb('stages').$type<number[]>().notNull(),
    currentStage: integer('current_stage').notNull().default(0),
    trialSeconds: integer('trial_seconds').notNull(),
    haltThreshold: doublePrecision('halt_threshold').notNull(),
    haltReason: text('halt_reason'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('rollouts_status_idx').on(t.status)],
);

/**
 * Each kiosk of a roll-out: its stage, the state its agent last reported (pending until then) and why,
 * and its download token, kept only as a keyed hash (derived again from the nonce to resend it).
 */
export const rolloutKiosks = pgTable(
  'rollout_kiosks',
  {
    rolloutId: uuid('rollout_id')
      .notNull()
      .references(() => rollouts.id),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id),
    stage: integer('stage').notNull(),
    state: text('state').notNull().default('pending'),
    reason: text('reason'),
    tokenNonce: text('token_nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.rolloutId, t.deviceId] }),
    uniqueIndex('rollout_kiosks_token_idx').on(t.tokenHash),
  ],
);

/** Each API instance records itself at start and every minute: the console lists them with their versions. */
export const apiInstances = pgTable('api_instances', {
  id: text('id').primaryKey(),
  version: text('version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
