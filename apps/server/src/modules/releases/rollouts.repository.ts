import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { devices, kioskPresence } from '../../db/schema';
import { rolloutKiosks, rollouts } from './releases.schema';

export type RolloutRow = typeof rollouts.$inferSelect;
export type RolloutKioskInsert = typeof rolloutKiosks.$inferInsert;

/** A kiosk whose update command is due: what the command needs. */
export interface DueSend {
  rolloutId: string;
  deviceId: string;
  tokenNonce: string;
  version: string;
  tarballName: string;
  sha256: string;
  trialSeconds: number;
}

export const listDevices = (db: Db) =>
  db.select({ id: devices.id, name: devices.name }).from(devices).orderBy(devices.id);

/** Creates a roll-out and its kiosks at once: null when another one is running or paused. */
export async function insertRollout(
  db: Db,
  rollout: typeof rollouts.$inferInsert,
  kiosks: (row: RolloutRow) => RolloutKioskInsert[],
): Promise<RolloutRow | null> {
  return db.transaction(async (tx) => {
    // One roll-out at a time: two operators starting one at once are serialised here.
    await tx.execute(sql`select pg_advisory_xact_lock(7340101)`);
    const open = await tx
      .select({ id: rollouts.id })
      .from(rollouts)
      .where(inArray(rollouts.status, ['running', 'paused']));
    if (open.length) return null;
    const [row] = await tx.insert(rollouts).values(rollout).returning();
    await tx.insert(rolloutKiosks).values(kiosks(row!));
    return row!;
  });
}

export async function findRollout(db: Db, id: string): Promise<RolloutRow | null> {
  const [row] = await db.select().from(rollouts).where(eq(rollouts.id, id));
  return row ?? null;
}

export const listRollouts = (db: Db) =>
  db.select().from(rollouts).orderBy(desc(rollouts.createdAt)).limit(50);

export const listRunningRolloutIds = async (db: Db) =>
  (await db.select({ id: rollouts.id }).from(rollouts).where(eq(rollouts.status, 'running'))).map(
    (r) => r.id,
  );

/** Moves a roll-out from one of `from` to `to`: false when it was in none of them. */
export async function setRolloutStatus(
  db: Db,
  id: string,
  from: string[],
  to: string,
  haltReason: string | null = null,
): Promise<boolean> {
  const rows = await db
    .update(rollouts)
    .set({ status: to, haltReason, updatedAt: new Date() })
    .where(and(eq(rollouts.id, id), inArray(rollouts.status, from)))
    .returning({ id: rollouts.id });
  return rows.length === 1;
}

/** The next stage, by the one instance whose update finds the stage still at `from`. */
export async function advanceStage(db: Db, id: string, from: number): Promise<boolean> {
  const rows = await db
    .update(rollouts)
    .set({ currentStage: from + 1, updatedAt: new Date() })
    .where(and(eq(rollouts.id, id), eq(rollouts.currentStage, from), eq(rollouts.status, 'running')))
    .returning({ id: rollouts.id });
  return rows.length === 1;
}

/** Per state, the kiosks of the started stages and of all of them, and the share gone wrong among those sent. */
export async function stageTotals(db: Db, id: string) {
  const result = await db.execute(sql`
    select count(*) filter (where k.stage <= r.current_stage)::int as "inStages",
      count(*) filter (where k.stage <= r.current_stage and k.state = 'committed')::int as "committed",
      count(*) filter (where k.sent_at is not null)::int as "sent",
      count(*) filter (where k.state in ('rolled_back', 'failed'))::int as "bad",
      coalesce(max(k.stage), 0)::int as "lastStage"
    from rollouts r join rollout_kiosks k on k.rollout_id = r.id where r.id = ${id} group by r.id`);
  return rowsOf<{ inStages: number; committed: number; sent: number; bad: number; lastStage: number }>(
    result,
  )[0];
}

/**
 * Claims the update commands due now, so that one instance sends each: kiosks of a running roll-out's
 * started stages not sent yet, and (with `deviceId`, a kiosk that just came online) one still pending
 * whose last command is older than `resendBefore`.
 */
export async function claimSends(
  db: Db,
  now: Date,
  scope: { rolloutId: string } | { deviceId: string; resendBefore: Date },
): Promise<DueSend[]> {
  const which =
    'rolloutId' in scope
      ? sql`k.rollout_id = ${scope.rolloutId} and k.sent_at is null`
      : sql`k.device_id = ${scope.deviceId} and k.state = 'pending'
          and (k.sent_at is null or k.sent_at < ${scope.resendBefore.toISOString()}::timestamptz)`;
  const result = await db.execute(sql`
    update rollout_kiosks k set sent_at = ${now.toISOString()}::timestamptz
    from rollouts r join kiosk_releases v on v.version = r.version
    where k.rollout_id = r.id and r.status = 'running' and k.stage <= r.current_stage and ${which}
    returning k.rollout_id as "rolloutId", k.device_id as "deviceId", k.token_nonce as "tokenNonce",
      r.version, v.tarball_name as "tarballName", v.sha256, r.trial_seconds as "trialSeconds"`);
  return rowsOf<DueSend>(result);
}

/**
 * A kiosk's reported state, when the roll-out is its and of that version: false when nothing changed
 * (an unknown roll-out, another version, or the same state again: every instance hears each report).
 */
export async function setKioskState(
  db: Db,
  row: { rolloutId: string; deviceId: string; version: string; state: string; reason: string | null },
): Promise<boolean> {
  const result = await db.execute(sql`
    update rollout_kiosks k set state = ${row.state}, reason = ${row.reason}, updated_at = now()
    from rollouts r
    where k.rollout_id = r.id and r.id = ${row.rolloutId} and r.version = ${row.version}
      and k.device_id = ${row.deviceId}
      and (k.state is distinct from ${row.state} or k.reason is distinct from ${row.reason})
    returning k.device_id`);
  return rowsOf(result).length === 1;
}

/** The kiosk of a download token's hash, with its roll-out's release. */
export async function findTokenKiosk(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      deviceId: rolloutKiosks.deviceId,
      rolloutId: rolloutKiosks.rolloutId,
      version: rollouts.version,
    })
    .from(rolloutKiosks)
    .innerJoin(rollouts, eq(rollouts.id, rolloutKiosks.rolloutId))
    .where(eq(rolloutKiosks.tokenHash, tokenHash));
  return row ?? null;
}

/** Each kiosk of a roll-out with its name and the versions it last reported. */
export const listRolloutKiosks = (db: Db, id: string) =>
  db
    .select({
      deviceId: rolloutKiosks.deviceId,
      name: devices.name,
      stage: rolloutKiosks.stage,
      state: rolloutKiosks.state,
      reason: rolloutKiosks.reason,
      sentAt: rolloutKiosks.sentAt,
      updatedAt: rolloutKiosks.updatedAt,
      agentVersion: kioskPresence.agentVersion,
      webVersion: kioskPresence.webVersion,
    })
    .from(rolloutKiosks)
    .innerJoin(devices, eq(devices.id, rolloutKiosks.deviceId))
    .leftJoin(kioskPresence, eq(kioskPresence.deviceId, rolloutKiosks.deviceId))
    .where(eq(rolloutKiosks.rolloutId, id))
    .orderBy(rolloutKiosks.stage, devices.name);

/** Kiosks per state of each roll-out asked. */
export async function stateCounts(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ rolloutId: rolloutKiosks.rolloutId, state: rolloutKiosks.state, n: sql<number>`count(*)::int` })
    .from(rolloutKiosks)
    .where(inArray(rolloutKiosks.rolloutId, ids))
    .groupBy(rolloutKiosks.rolloutId, rolloutKiosks.state);
}
