import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { kioskPresenceOf } from '../console/presence.service';
import {
  hasOfflineKitNear,
  hasOrder,
  lockKioskOfflineKits,
  noteRefusals,
  unitsOnHand,
} from './offline-kits.repository';

/**
 * What a kiosk's agent may report as offline kits (docs/device-agent.md; before these bounds a kiosk's own
 * account reported 2,000 kits at past dates and drove the stock to 0). A kit is recorded only when it is dated
 * within the time the kiosk could not reach the API — since it was last seen (its latest call, or the
 * start of a gap in its calls that ended within the last hour) less a margin — no closer to another
 * offline kit of the kiosk than the agent gives them out, and while a unit is on hand. Anything else is
 * refused, counted (kiosk_offline_kits_refused_total{reason}) and noted for the console.
 */
export const OFFLINE_KIT_MARGIN_MS = 15 * 60_000;
/** A gap in the kiosk's calls that ended this long ago still explains kits reported now. */
export const GAP_REPORT_MS = 60 * 60_000;
/** Two offline kits of a kiosk at least this far apart: the agent's cool-down is 2 minutes; half for clocks. */
export const OFFLINE_KIT_SPACING_MS = 60_000;
/** Refused kits noted per kiosk and day, at most (a flood of forgeries is counted, not stored). */
const MOST_NOTES_PER_DAY = 1_000;

export type KitRefusal = 'window' | 'rate' | 'stock';

/** A kit the bounds refuse, thrown inside the recording transaction so that it writes nothing. */
export class KitRefused extends Error {
  constructor(readonly reason: KitRefusal) {
    super(`offline kit refused: ${reason}`);
  }
}

/** The earliest moment an offline kit reported now may be dated. */
export async function offlineWindowStart(ctx: AppContext, deviceId: string): Promise<Date> {
  const now = ctx.now().getTime();
  const { lastSeenAt, gapFrom, gapTo } = await kioskPresenceOf(ctx, deviceId);
  const isRecentGap = gapFrom && gapTo && now - gapTo.getTime() <= GAP_REPORT_MS;
  const lastOnline = isRecentGap ? gapFrom.getTime() : Math.min(lastSeenAt?.getTime() ?? now, now);
  return new Date(lastOnline - OFFLINE_KIT_MARGIN_MS);
}

/**
 * The rate and the stock (the window is checked for a whole offer first), in the recording transaction
 * `tx`; throws KitRefused. Returns 'already' when another instance recorded the same kit while this one
 * waited for the kiosk's lock.
 */
export async function checkOfflineKit(
  tx: Db,
  kit: { orderId: string; deviceId: string; skuId: string; at: Date },
): Promise<'already' | 'ok'> {
  await lockKioskOfflineKits(tx, kit.deviceId);
  if (await hasOrder(tx, kit.orderId)) return 'already';
  if (await hasOfflineKitNear(tx, kit.deviceId, kit.at, OFFLINE_KIT_SPACING_MS)) throw new KitRefused('rate');
  if ((await unitsOnHand(tx, kit.deviceId, kit.skuId)) < 1) throw new KitRefused('stock');
  return 'ok';
}

/** Counts refused kits and notes them (once per unit id) for the console's kiosk page. */
export async function recordRefusals(
  ctx: AppContext,
  deviceId: string,
  kits: { unitId: string; at: Date; reason: KitRefusal }[],
): Promise<void> {
  for (const kit of kits) ctx.metrics.offlineKitRefused(kit.reason);
  const refusedAt = ctx.now();
  const rows = kits.map((kit) => ({
    unitId: kit.unitId,
    deviceId,
    reason: kit.reason,
    kitAt: kit.at,
    refusedAt,
  }));
  await noteRefusals(ctx.db, rows, MOST_NOTES_PER_DAY);
}
