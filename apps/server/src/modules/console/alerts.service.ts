import {
  ALERT_DEFAULTS,
  type TAlert,
  type TAlertKind,
  type TAlertOutbox,
  type TAlerts,
  type TAlertsQuery,
  type TAlertThresholds,
  type TLowStockThresholdUpdate,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { skuTitles } from './sku-titles';
import { validation } from '../../http/app-error';
import { requireDevice } from '../devices/devices.service';
import { deliverMessage } from './alert-delivery';
import {
  clearAlert,
  countFailures,
  deleteThreshold,
  insertAlerts,
  insertMessageOnce,
  listAlerts,
  listMessages,
  listThresholds,
  setThreshold,
  type AlertRow,
  type NewAlert,
} from './alerts.repository';
import { alertMessage } from './alert-message';
import { listKioskStates, listSkuInfo, listStockLevels, type KioskStateRow } from './fleet.repository';
import { forgetFleetRows } from './fleet-overview.service';
import { connectionOf, isLow, isNaloxone, thresholdOf } from './kiosk-state';
import { recordChange, type TAuthor } from '../audit/audit.service';

/** An alert as its message tells it, before the item's name is added (`noticeOf`). */
type TAlertNotice = Omit<TAlert, 'skuTitle'>;

const toNotice = (row: AlertRow): TAlertNotice => ({
  id: row.id,
  kind: row.kind as TAlertKind,
  deviceId: row.deviceId,
  deviceName: row.deviceName,
  skuId: row.skuId || null,
  since: row.since.toISOString(),
  clearedAt: row.clearedAt?.toISOString() ?? null,
  isCleared: row.clearedAt !== null,
  value: row.value,
  threshold: row.threshold,
});

/** Alerts with their sku's title in `locale` (the sku id when the catalogue no longer has it). */
async function withTitles(ctx: AppContext, rows: AlertRow[], locale: string): Promise<TAlert[]> {
  const titles = rows.some((row) => row.skuId)
    ? skuTitles(await listSkuInfo(ctx.db), locale)
    : new Map<string, string>();
  return rows.map((row) => {
    const alert = toNotice(row);
    return { ...alert, skuTitle: alert.skuId ? (titles.get(alert.skuId) ?? alert.skuId) : null };
  });
}

export async function alertList(ctx: AppContext, query: TAlertsQuery): Promise<TAlerts> {
  const { rows, total } = await listAlerts(
    ctx.db,
    { state: query.state, kind: query.kind, deviceId: query.deviceId },
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return {
    alerts: await withTitles(ctx, rows, query.locale),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A kiosk's open alerts and those cleared in the last week (its detail page), sku titles in `locale`. */
export async function listAlertsOf(ctx: AppContext, deviceId: string, locale: string): Promise<TAlert[]> {
  const { rows } = await listAlerts(ctx.db, { state: 'all', deviceId }, 50, 0);
  const weekAgo = ctx.now().getTime() - 7 * 86_400_000;
  return withTitles(
    ctx,
    rows.filter((r) => !r.clearedAt || r.clearedAt.getTime() >= weekAgo),
    locale,
  );
}

const keyOf = (a: { kind: string; deviceId: string; skuId?: string | null }) =>
  `${a.kind}|${a.deviceId}|${a.skuId ?? ''}`;

/** Every condition that holds now (of one kiosk, or the fleet): what an open alert should say. */
async function conditionsNow(ctx: AppContext, deviceId?: string): Promise<NewAlert[]> {
  const now = ctx.now();
  const failureWindow = new Date(now.getTime() - ALERT_DEFAULTS.dispenseFailuresWindowHours * 3_600_000);
  const [states, stock, skus, failures] = await Promise.all([
    listKioskStates(ctx.db, deviceId),
    listStockLevels(ctx.db, deviceId),
    listSkuInfo(ctx.db),
    countFailures(ctx.db, failureWindow, deviceId),
  ]);
  const productOf = new Map(skus.map((s) => [s.skuId, s.productId]));
  const conditions: NewAlert[] = [];
  for (const level of stock) {
    const productId = productOf.get(level.skuId) ?? '';
    if (isLow(level, productId)) {
      conditions.push({
        kind: 'low_stock',
        deviceId: level.deviceId,
        skuId: level.skuId,
        since: now,
        value: level.onHand,
        threshold: thresholdOf(level, productId),
      });
    }
    if (level.isSlotFaulted) {
      conditions.push({
        kind: 'slot_fault',
        deviceId: level.deviceId,
        skuId: level.skuId,
        since: now,
        value: null,
        threshold: null,
      });
    }
  }
  for (const state of states) {
    const connection = connectionOf(state, now);
    const offlineSince = connection.source === 'agent' ? state.agentChangedAt : state.lastSeenAt;
    const minutes = offlineSince ? Math.floor((now.getTime() - offlineSince.getTime()) / 60_000) : 0;
    if (connection.state === 'offline' && offlineSince && minutes >= ALERT_DEFAULTS.offlineMinutes) {
      conditions.push({
        kind: 'offline',
        deviceId: state.deviceId,
        skuId: '',
        since: offlineSince,
        value: minutes,
        threshold: ALERT_DEFAULTS.offlineMinutes,
      });
    }
    const failed = failures.get(state.deviceId) ?? 0;
    if (failed >= ALERT_DEFAULTS.dispenseFailures) {
      conditions.push({
        kind: 'dispense_failures',
        deviceId: state.deviceId,
        skuId: '',
        since: now,
        value: failed,
        threshold: ALERT_DEFAULTS.dispenseFailures,
      });
    }
  }
  return conditions;
}

/** How an alert's message reads: the kiosk's time zone and the item names in ALERT_LANGUAGE. */
type TMessageContext = {
  timeZones: Map<string, string>;
  itemNames: Map<string, string>;
  language: string;
};

async function messageContext(ctx: AppContext, states: KioskStateRow[]): Promise<TMessageContext> {
  return {
    timeZones: new Map(states.map((s) => [s.deviceId, s.timeZone])),
    itemNames: skuTitles(await listSkuInfo(ctx.db), ctx.config.alertLanguage),
    language: ctx.config.alertLanguage,
  };
}

function noticeOf(alert: TAlertNotice, event: 'raised' | 'cleared', context: TMessageContext) {
  const message = alertMessage(
    {
      kind: alert.kind,
      event,
      deviceId: alert.deviceId,
      deviceName: alert.deviceName,
      item: alert.skuId ? (context.itemNames.get(alert.skuId) ?? alert.skuId) : null,
      since: new Date(alert.since),
      clearedAt: alert.clearedAt ? new Date(alert.clearedAt) : null,
      value: alert.value,
      threshold: alert.threshold,
    },
    { language: context.language, timeZone: context.timeZones.get(alert.deviceId) ?? 'UTC' },
  );
  return { alertId: alert.id, event, ...message };
}

/**
 * Records an alert's message once in the outbox, then makes its first attempt; one that fails is retried
 * by the alert sweep with backoff (alert-delivery.ts).
 */
async function notify(
  ctx: AppContext,
  alert: TAlertNotice,
  event: 'raised' | 'cleared',
  context: TMessageContext,
): Promise<void> {
  const { notifier } = ctx;
  const notice = noticeOf(alert, event, context);
  const id = await insertMessageOnce(ctx.db, {
    alertId: alert.id,
    event,
    channel: notifier.channel,
    recipient: notifier.recipient,
    subject: notice.subject,
    body: notice.body,
    nextAttemptAt: ctx.now(),
  });
  if (id !== null) await deliverMessage(ctx, id);
}

/**
 * Raises an alert for each condition that holds and has no open alert, and clears each open alert whose
 * condition ended (of one kiosk, or the whole fleet); each raise and clear is told once.
 */
export async function evaluateAlerts(
  ctx: AppContext,
  deviceId?: string,
): Promise<{ raised: number; cleared: number }> {
  const conditions = await conditionsNow(ctx, deviceId);
  const holding = new Set(conditions.map(keyOf));
  const { rows: open } = await listAlerts(ctx.db, { state: 'open', deviceId }, 100_000, 0);
  const openKeys = new Set(open.map(keyOf));
  const raised = await insertAlerts(
    ctx.db,
    conditions.filter((c) => !openKeys.has(keyOf(c))),
  );
  const states = await listKioskStates(ctx.db, deviceId);
  const names = new Map(states.map((s) => [s.deviceId, s.name]));
  const context = await messageContext(ctx, states);
  for (const row of raised) {
    const notice = toNotice({ ...row, deviceName: names.get(row.deviceId) ?? row.deviceId });
    await notify(ctx, notice, 'raised', context);
  }
  let cleared = 0;
  for (const alert of open) {
    if (holding.has(keyOf(alert))) continue;
    const row = await clearAlert(ctx.db, alert.id, ctx.now());
    if (!row) continue;
    cleared++;
    await notify(ctx, toNotice({ ...row, deviceName: alert.deviceName }), 'cleared', context);
  }
  if (raised.length || cleared) forgetFleetRows(ctx);
  return { raised: raised.length, cleared };
}

/** After a stock change: the kiosk's alerts at once (the sweep would see it within its interval). */
export function evaluateAlertsSoon(ctx: AppContext, deviceId: string): void {
  forgetFleetRows(ctx);
  evaluateAlerts(ctx, deviceId).catch((error: unknown) =>
    ctx.log.warn(
      { err: error, deviceId },
      'alert evaluation after a stock change failed; the sweep will retry',
    ),
  );
}

// ── Thresholds ──────────────────────────────────────────────────────────────────────────────────

/** The thresholds: every sku (its console name in `locale`, its default), the defaults, the ones set. */
export async function alertThresholds(ctx: AppContext, locale: string): Promise<TAlertThresholds> {
  const [skus, lowStock] = await Promise.all([listSkuInfo(ctx.db), listThresholds(ctx.db)]);
  const titles = skuTitles(skus, locale);
  return {
    skus: skus.map((sku) => ({
      skuId: sku.skuId,
      title: titles.get(sku.skuId)!,
      defaultUnits: isNaloxone(sku.productId) ? ALERT_DEFAULTS.lowStockUnits : null,
    })),
    defaults: { ...ALERT_DEFAULTS },
    lowStock,
  };
}

/** Sets or removes one low-stock threshold (recorded in the audit log), then evaluates the alerts it touches. */
export async function updateThreshold(
  ctx: AppContext,
  update: TLowStockThresholdUpdate,
  locale: string,
  author: TAuthor,
): Promise<TAlertThresholds> {
  if (update.deviceId !== null) await requireDevice(ctx, update.deviceId);
  const skus = await listSkuInfo(ctx.db);
  if (!skus.some((s) => s.skuId === update.skuId)) throw validation('skuId', 'is not a known sku');
  await ctx.db.transaction(async (tx) => {
    const before = (await listThresholds(tx)).find(
      (t) => t.deviceId === update.deviceId && t.skuId === update.skuId,
    );
    if (update.units === null) await deleteThreshold(tx, update.deviceId, update.skuId);
    else await setThreshold(tx, update.deviceId, update.skuId, update.units);
    await recordChange(tx, author, {
      action: update.units === null ? 'threshold.removed' : 'threshold.set',
      subjectKind: 'threshold',
      subjectId: `${update.deviceId ?? '*'}:${update.skuId}`,
      deviceId: update.deviceId,
      before: before ? { units: before.units } : null,
      after: update.units === null ? null : { units: update.units },
    });
  });
  forgetFleetRows(ctx);
  await evaluateAlerts(ctx, update.deviceId ?? undefined);
  return alertThresholds(ctx, locale);
}

export async function alertOutbox(ctx: AppContext): Promise<TAlertOutbox> {
  const rows = await listMessages(ctx.db, 100);
  return {
    messages: rows.map((m) => ({
      id: String(m.id),
      alertId: m.alertId,
      event: m.event as 'raised' | 'cleared',
      channel: m.channel as TAlertOutbox['messages'][number]['channel'],
      to: m.recipient,
      subject: m.subject,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      status: m.status as TAlertOutbox['messages'][number]['status'],
      attempts: m.attempts,
      lastError: m.lastError,
      nextAttemptAt: m.status === 'pending' ? (m.nextAttemptAt?.toISOString() ?? null) : null,
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}
