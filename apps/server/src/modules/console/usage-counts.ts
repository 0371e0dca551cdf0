import type { AppContext } from '../../app-context';
import { cacheKey } from '../../caches';
import { lastDispenseEventId, listUsage, type UsageRow } from './fleet.repository';
import { windowStartOf } from './kiosk-state';

/**
 * Usage is counted in full once this old: a new day or month began in some kiosk's zone, the days-left
 * window moved, or an event committed after a later id was seen. In between, only new events are added.
 */
export const FULL_COUNT_EVERY_MS = 60_000;

interface UsageCounts {
  /** The newest event counted. */
  lastEventId: number;
  /** When the last full count ran (ms). */
  countedAt: number;
  byDevice: Map<string, UsageRow[]>;
  pending?: Promise<Map<string, UsageRow[]>>;
}
/** The counts on the app's caches (one slot, empty until the first count). */
const USAGE_COUNTS = cacheKey('console.usageCounts', (): { counts?: UsageCounts } => ({}));

const byDeviceOf = (rows: UsageRow[]): Map<string, UsageRow[]> => {
  const byDevice = new Map<string, UsageRow[]>();
  for (const row of rows) {
    const used = byDevice.get(row.deviceId);
    if (used) used.push(row);
    else byDevice.set(row.deviceId, [row]);
  }
  return byDevice;
};

/** `base` with the units of `added` summed in, per kiosk and sku (`base` itself left as it is). */
const withAdded = (base: Map<string, UsageRow[]>, added: UsageRow[]): Map<string, UsageRow[]> => {
  const byDevice = new Map(base);
  for (const row of added) {
    const rows = [...(byDevice.get(row.deviceId) ?? [])];
    const at = rows.findIndex((r) => r.skuId === row.skuId);
    const was = rows[at];
    if (was)
      rows[at] = {
        ...was,
        recent: was.recent + row.recent,
        today: was.today + row.today,
        month: was.month + row.month,
      };
    else rows.push(row);
    byDevice.set(row.deviceId, rows);
  }
  return byDevice;
};

/**
 * Units dispensed per kiosk and sku (window, today, month), kept per process: a full count over ~32 days
 * of events at most once a minute, and in between the events newer than the last counted, added to it
 * (one small query instead of the full pass, for every instance that answers the overview). One count at
 * a time per process.
 */
export async function usageByDevice(ctx: AppContext): Promise<Map<string, UsageRow[]>> {
  const lastEventId = await lastDispenseEventId(ctx.db);
  const slot = ctx.caches.of(USAGE_COUNTS);
  const cached = slot.counts;
  const now = ctx.now();
  const isRecent = cached !== undefined && now.getTime() - cached.countedAt < FULL_COUNT_EVERY_MS;
  if (cached && isRecent && cached.lastEventId === lastEventId) return cached.byDevice;
  if (cached?.pending) return cached.pending;
  const windowStart = windowStartOf(now);
  const counted = isRecent
    ? listUsage(ctx.db, now, windowStart, {
        afterEventId: cached.lastEventId,
        upToEventId: lastEventId,
      }).then((rows) => ({ countedAt: cached.countedAt, byDevice: withAdded(cached.byDevice, rows) }))
    : listUsage(ctx.db, now, windowStart, { upToEventId: lastEventId }).then((rows) => ({
        countedAt: now.getTime(),
        byDevice: byDeviceOf(rows),
      }));
  const pending = counted.then(({ countedAt, byDevice }) => {
    slot.counts = { lastEventId, countedAt, byDevice };
    return byDevice;
  });
  slot.counts = { ...(cached ?? { lastEventId: -1, countedAt: 0, byDevice: new Map() }), pending };
  try {
    return await pending;
  } catch (error) {
    delete slot.counts;
    throw error;
  }
}

/** Forgets the counts: the next call counts in full (tests that write dispense history with a fixed clock). */
export const forgetUsageCounts = (ctx: AppContext): void => {
  ctx.caches.forget(USAGE_COUNTS);
};
