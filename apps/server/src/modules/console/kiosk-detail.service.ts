import { SPARKLINE_DAYS, ZSlotFaultOutcome, type TKioskDetail, type TStockDay } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { skuTitles } from './sku-titles';
import { requireDevice } from '../devices/devices.service';
import { SLOT_FAULT_CLEARED } from '../stock/stock-units.service';
import { listAlertsOf } from './alerts.service';
import { dailyRate, daysLeft } from './days-left';
import {
  countRecent,
  listAudit,
  listDayChanges,
  listKioskStates,
  listSkuInfo,
  listSlotEvents,
  listStockLevels,
  listUsage,
  type DayChangeRow,
  type SkuInfoRow,
  type SlotEventRow,
  type StockLevelRow,
  type UsageRow,
} from './fleet.repository';
import {
  connectionOf,
  isLow,
  isNaloxone,
  thresholdOf,
  thresholdSourceOf,
  windowStartOf,
} from './kiosk-state';
import { addDays, dayIn } from '../../lib/calendar-days';

const DAY_MS = 86_400_000;
const HISTORY_LIMIT = 50;

/**
 * A sku's last `days` days, oldest first: on hand at the end of each day, walked back from today's count
 * (each day's drops added back, its staff count changes taken off), and the units of real orders dropped.
 */
export function stockDays(
  onHandNow: number,
  today: string,
  changes: DayChangeRow[],
  days = SPARKLINE_DAYS,
): TStockDay[] {
  const byDay = new Map(changes.map((c) => [c.day, c]));
  const points: TStockDay[] = [];
  let onHand = onHandNow;
  for (let i = 0; i < days; i++) {
    const day = addDays(today, -i);
    const change = byDay.get(day);
    points.push({ date: day, onHand: Math.max(onHand, 0), dispensed: change?.droppedReal ?? 0 });
    if (change) onHand = onHand + change.dropped - change.counted;
  }
  return points.reverse();
}

/** One kiosk for the console: stock with its sparkline, slot faults and their history, audit, counts, alerts. */
export async function kioskDetail(ctx: AppContext, deviceId: string, locale: string): Promise<TKioskDetail> {
  const device = await requireDevice(ctx, deviceId);
  const now = ctx.now();
  const today = dayIn(now, device.timeZone);
  // Changes since the start of the first sparkline day (a day earlier, whatever the offset).
  const since = new Date(now.getTime() - (SPARKLINE_DAYS + 1) * DAY_MS);
  const [[state], stock, skus, usage, changes, slotEvents, audit, week, month, alerts] = await Promise.all([
    listKioskStates(ctx.db, device.id),
    listStockLevels(ctx.db, device.id),
    listSkuInfo(ctx.db),
    listUsage(ctx.db, now, windowStartOf(now), { deviceId: device.id }),
    listDayChanges(ctx.db, device.id, device.timeZone, since),
    listSlotEvents(ctx.db, device.id, SLOT_FAULT_CLEARED, HISTORY_LIMIT),
    listAudit(ctx.db, device.id, HISTORY_LIMIT),
    countRecent(ctx.db, device.id, new Date(now.getTime() - 7 * DAY_MS)),
    countRecent(ctx.db, device.id, new Date(now.getTime() - 30 * DAY_MS)),
    listAlertsOf(ctx, device.id, locale),
  ]);
  const skuById = new Map(skus.map((s) => [s.skuId, s]));
  const titles = skuTitles(skus, locale);
  const order = new Map(skus.map((s, i) => [s.skuId, i]));
  const levels = stock
    .filter((level) => skuById.has(level.skuId))
    .sort((a, b) => (order.get(a.skuId) ?? 0) - (order.get(b.skuId) ?? 0));

  return {
    deviceId: device.id,
    name: device.name,
    timeZone: device.timeZone,
    connection: connectionOf(state!, now),
    agentVersion: state!.agentVersion,
    webVersion: state!.webVersion,
    stock: stockOf(levels, { skuById, titles, usage, changes, today }),
    slotFaults: slotFaultsOf(levels, slotEvents, titles),
    audit: audit.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    recent: [
      { days: 7, ...week },
      { days: 30, ...month },
    ],
    alerts,
  };
}

/** Each sku's stock on the kiosk (`levels`: its known skus, in catalog order) with its rate and sparkline. */
function stockOf(
  levels: StockLevelRow[],
  {
    skuById,
    titles,
    usage,
    changes,
    today,
  }: {
    skuById: Map<string, SkuInfoRow>;
    titles: Map<string, string>;
    usage: UsageRow[];
    changes: DayChangeRow[];
    today: string;
  },
): TKioskDetail['stock'] {
  const recentBySku = new Map(usage.map((u) => [u.skuId, u.recent]));
  return levels.map((level) => {
    const sku = skuById.get(level.skuId)!;
    const recent = recentBySku.get(level.skuId) ?? 0;
    return {
      skuId: level.skuId,
      productId: sku.productId,
      title: titles.get(level.skuId)!,
      slot: level.slot,
      onHand: level.onHand,
      held: level.held,
      isSlotFaulted: level.isSlotFaulted,
      isNaloxone: isNaloxone(sku.productId),
      lowStockThreshold: thresholdOf(level, sku.productId) ?? 0,
      lowStockThresholdSource: thresholdSourceOf(level, sku.productId),
      isLowStock: isLow(level, sku.productId),
      dailyRate: dailyRate(recent),
      daysLeft: daysLeft(level.onHand, recent),
      days: stockDays(
        level.onHand,
        today,
        changes.filter((c) => c.skuId === level.skuId),
      ),
    };
  });
}

/** The slots faulted now, each with its last failure (`slotEvents` come newest first), and their history. */
function slotFaultsOf(
  levels: StockLevelRow[],
  slotEvents: SlotEventRow[],
  titles: Map<string, string>,
): TKioskDetail['slotFaults'] {
  const lastFailure = new Map<string, SlotEventRow>();
  for (const event of slotEvents)
    if (event.event === 'failed' && !lastFailure.has(event.skuId)) lastFailure.set(event.skuId, event);
  return {
    current: levels
      .filter((level) => level.isSlotFaulted)
      .map((level) => {
        const last = lastFailure.get(level.skuId);
        const outcome = ZSlotFaultOutcome.safeParse(last?.outcome);
        return {
          skuId: level.skuId,
          title: titles.get(level.skuId)!,
          slot: level.slot,
          lastOutcome: outcome.success ? outcome.data : null,
          lastFailedAt: last?.at.toISOString() ?? null,
        };
      }),
    history: slotEvents.map((event) => {
      const outcome = ZSlotFaultOutcome.safeParse(event.outcome);
      return {
        skuId: event.skuId,
        slot: event.slot,
        event: event.event,
        outcome: outcome.success ? outcome.data : null,
        at: event.at.toISOString(),
      };
    }),
  };
}
