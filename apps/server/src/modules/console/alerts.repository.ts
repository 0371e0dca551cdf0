import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { failedOutcomes } from './failed-outcomes';
import { alertMessages, alertThresholds, consoleAlerts } from './console.schema';

export type AlertRow = typeof consoleAlerts.$inferSelect & { deviceName: string };
export type NewAlert = Pick<
  typeof consoleAlerts.$inferInsert,
  'kind' | 'deviceId' | 'skuId' | 'since' | 'value' | 'threshold'
>;

const alertColumns = sql`a.id, a.kind, a.device_id as "deviceId", a.sku_id as "skuId", a.since, a.cleared_at as "clearedAt",
  a.value, a.threshold, d.name as "deviceName"`;

const toAlert = (r: AlertRow): AlertRow => ({
  ...r,
  since: new Date(r.since),
  clearedAt: r.clearedAt ? new Date(r.clearedAt) : null,
  value: r.value === null ? null : Number(r.value),
  threshold: r.threshold === null ? null : Number(r.threshold),
});

export interface AlertFilter {
  state: 'open' | 'cleared' | 'all';
  kind?: string;
  deviceId?: string;
}

const whereOf = (f: AlertFilter) => {
  const parts = [sql`true`];
  if (f.state === 'open') parts.push(sql`a.cleared_at is null`);
  if (f.state === 'cleared') parts.push(sql`a.cleared_at is not null`);
  if (f.kind) parts.push(sql`a.kind = ${f.kind}`);
  if (f.deviceId) parts.push(sql`a.device_id = ${f.deviceId}`);
  return sql.join(parts, sql` and `);
};

/** Alerts, open ones first, newest first; and how many match. */
export async function listAlerts(
  db: Db,
  filter: AlertFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AlertRow[]; total: number }> {
  const result = await db.execute(sql`
    select ${alertColumns} from console_alerts a join devices d on d.id = a.device_id
    where ${whereOf(filter)}
    order by (a.cleared_at is null) desc, a.since desc, a.id
    limit ${limit} offset ${offset}`);
  const total = await db.execute(
    sql`select count(*)::int as n from console_alerts a where ${whereOf(filter)}`,
  );
  return {
    rows: rowsOf<AlertRow>(result).map(toAlert),
    total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}

/** Inserts the alerts not open yet; returns those it inserted (an open one is never raised twice). */
export async function insertAlerts(
  db: Db,
  alerts: NewAlert[],
): Promise<(typeof consoleAlerts.$inferSelect)[]> {
  if (!alerts.length) return [];
  return db
    .insert(consoleAlerts)
    .values(alerts)
    .onConflictDoNothing({
      target: [consoleAlerts.kind, consoleAlerts.deviceId, consoleAlerts.skuId],
      where: isNull(consoleAlerts.clearedAt),
    })
    .returning();
}

export async function clearAlert(
  db: Db,
  id: string,
  at: Date,
): Promise<typeof consoleAlerts.$inferSelect | undefined> {
  const [row] = await db
    .update(consoleAlerts)
    .set({ clearedAt: at })
    .where(and(eq(consoleAlerts.id, id), isNull(consoleAlerts.clearedAt)))
    .returning();
  return row;
}

/** Failed units (jammed, empty slot, motor fault) per kiosk since `since`; test dispenses left out. */
export async function countFailures(db: Db, since: Date, deviceId?: string): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select device_id as "deviceId", count(*)::int as n from dispense_events
    where outcome in (${failedOutcomes}) and not is_test and created_at >= ${since.toISOString()}::timestamptz
      ${deviceId ? sql`and device_id = ${deviceId}` : sql``}
    group by device_id`);
  return new Map(rowsOf<{ deviceId: string; n: number }>(result).map((r) => [r.deviceId, Number(r.n)]));
}

// ── Thresholds ──────────────────────────────────────────────────────────────────────────────────

export async function listThresholds(db: Db) {
  return db
    .select({
      deviceId: alertThresholds.deviceId,
      skuId: alertThresholds.skuId,
      units: alertThresholds.units,
    })
    .from(alertThresholds)
    .orderBy(sql`${alertThresholds.deviceId} nulls first`, alertThresholds.skuId);
}

const thresholdWhere = (deviceId: string | null, skuId: string) =>
  and(
    deviceId === null ? isNull(alertThresholds.deviceId) : eq(alertThresholds.deviceId, deviceId),
    eq(alertThresholds.skuId, skuId),
  );

export async function setThreshold(
  db: Db,
  deviceId: string | null,
  skuId: string,
  units: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(alertThresholds)
      .set({ units })
      .where(thresholdWhere(deviceId, skuId))
      .returning({ id: alertThresholds.id });
    if (!updated.length) await tx.insert(alertThresholds).values({ deviceId, skuId, units });
  });
}

export async function deleteThreshold(db: Db, deviceId: string | null, skuId: string): Promise<void> {
  await db.delete(alertThresholds).where(thresholdWhere(deviceId, skuId));
}

// ── Messages ────────────────────────────────────────────────────────────────────────────────────

export type NewAlertMessage = typeof alertMessages.$inferInsert;

/** Records a message of an alert's event, pending; null when it was already recorded (it is sent once). */
export async function insertMessageOnce(db: Db, message: NewAlertMessage): Promise<number | null> {
  const rows = await db
    .insert(alertMessages)
    .values({ ...message, status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: alertMessages.id });
  return rows[0]?.id ?? null;
}

export type AlertMessageRow = typeof alertMessages.$inferSelect;

/**
 * Takes a pending message that is due for one attempt: its next attempt moves to `leaseUntil`, so no other
 * caller (another instance's sweep) takes it meanwhile. Null when it is not pending or not yet due.
 */
export async function claimDueMessage(
  db: Db,
  id: number,
  now: Date,
  leaseUntil: Date,
): Promise<AlertMessageRow | null> {
  const rows = await db
    .update(alertMessages)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(alertMessages.id, id),
        eq(alertMessages.status, 'pending'),
        lte(alertMessages.nextAttemptAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Pending messages whose next attempt is due, the longest waiting first. */
export async function listDueMessageIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: alertMessages.id })
    .from(alertMessages)
    .where(and(eq(alertMessages.status, 'pending'), lte(alertMessages.nextAttemptAt, now)))
    .orderBy(asc(alertMessages.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** One attempt's outcome: sent, or failed with the next attempt's time (null: the last, now `failed`). */
export async function recordAttempt(
  db: Db,
  id: number,
  outcome: { sentAt: Date } | { error: string; nextAttemptAt: Date | null },
): Promise<void> {
  const attempts = sql`${alertMessages.attempts} + 1`;
  await db
    .update(alertMessages)
    .set(
      'sentAt' in outcome
        ? { status: 'sent', sentAt: outcome.sentAt, nextAttemptAt: null, lastError: null, attempts }
        : {
            status: outcome.nextAttemptAt ? 'pending' : 'failed',
            nextAttemptAt: outcome.nextAttemptAt,
            lastError: outcome.error,
            attempts,
          },
    )
    .where(eq(alertMessages.id, id));
}

export async function listMessages(db: Db, limit: number) {
  return db
    .select()
    .from(alertMessages)
    .orderBy(desc(alertMessages.createdAt), desc(alertMessages.id))
    .limit(limit);
}
