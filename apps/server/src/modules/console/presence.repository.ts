import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { kioskPresence } from './console.schema';

/**
 * A kiosk's last call (an unknown device id writes nothing). A call after a gap longer than `gapMs` keeps
 * the gap (its last call before, this one after) for the offline kits given meanwhile. Answers when the
 * kiosk was last seen before this call, by any instance (null: never, or an unknown device id).
 */
export async function touchLastSeen(db: Db, deviceId: string, at: Date, gapMs: number): Promise<Date | null> {
  const gapStart = new Date(at.getTime() - gapMs).toISOString();
  const result = await db.execute(sql`
    with before as (select last_seen_at from kiosk_presence where device_id = ${deviceId})
    insert into kiosk_presence (device_id, last_seen_at)
    select id, ${at.toISOString()}::timestamptz from devices where id = ${deviceId}
    on conflict (device_id) do update set last_seen_at = excluded.last_seen_at,
      gap_from = case when kiosk_presence.last_seen_at < ${gapStart}::timestamptz
        then kiosk_presence.last_seen_at else kiosk_presence.gap_from end,
      gap_to = case when kiosk_presence.last_seen_at < ${gapStart}::timestamptz
        then excluded.last_seen_at else kiosk_presence.gap_to end
    returning (select last_seen_at from before) as previous`);
  const previous = rowsOf<{ previous: Date | string | null }>(result)[0]?.previous ?? null;
  return previous === null ? null : new Date(previous);
}

/** When the kiosk was last seen, and its latest gap in calls (nulls when never). */
export async function findPresence(
  db: Db,
  deviceId: string,
): Promise<{ lastSeenAt: Date | null; gapFrom: Date | null; gapTo: Date | null }> {
  const [row] = await db
    .select({
      lastSeenAt: kioskPresence.lastSeenAt,
      gapFrom: kioskPresence.gapFrom,
      gapTo: kioskPresence.gapTo,
    })
    .from(kioskPresence)
    .where(eq(kioskPresence.deviceId, deviceId));
  return row ?? { lastSeenAt: null, gapFrom: null, gapTo: null };
}

/**
 * The agent's status as the broker retains it; `agent_changed_at` moves only when the state changes, so
 * every instance hearing the same status (and a restart hearing it again) keeps the first moment. The
 * version is the one the agent last reported (its last will, offline, carries none: the last one stays).
 */
export async function setAgentStatus(
  db: Db,
  deviceId: string,
  isOnline: boolean,
  at: Date,
  version: string | null = null,
): Promise<void> {
  await db.execute(sql`
    insert into kiosk_presence (device_id, is_agent_online, agent_changed_at, agent_version)
    select id, ${isOnline}, ${at.toISOString()}::timestamptz, ${version} from devices where id = ${deviceId}
    on conflict (device_id) do update
      set is_agent_online = excluded.is_agent_online,
        agent_changed_at = case
          when kiosk_presence.is_agent_online is distinct from excluded.is_agent_online
          then excluded.agent_changed_at else kiosk_presence.agent_changed_at end,
        agent_version = coalesce(excluded.agent_version, kiosk_presence.agent_version)
      where kiosk_presence.is_agent_online is distinct from excluded.is_agent_online
        or kiosk_presence.agent_version is distinct from coalesce(excluded.agent_version, kiosk_presence.agent_version)`);
}

/**
 * The kiosk page's version, beside its presence (an unknown device writes nothing): the releases module
 * reads it from the page's calls and hands it here.
 */
export async function setWebVersion(db: Db, deviceId: string, version: string): Promise<void> {
  await db.execute(sql`
    insert into kiosk_presence (device_id, web_version)
    select id, ${version} from devices where id = ${deviceId}
    on conflict (device_id) do update set web_version = excluded.web_version`);
}
