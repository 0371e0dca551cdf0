import {
  ALERT_DEFAULTS,
  DAYS_LEFT_WINDOW_DAYS,
  type TConnection,
  type TThresholdSource,
} from '@kiosk/contract';
import type { KioskStateRow, StockLevelRow } from './fleet.repository';

/** Naloxone is every sku of a product whose id starts with `naloxone` (the programme's first product). */
export const isNaloxone = (productId: string): boolean => productId.startsWith('naloxone');

/** The start of the days-left window. */
export const windowStartOf = (now: Date): Date =>
  new Date(now.getTime() - DAYS_LEFT_WINDOW_DAYS * 86_400_000);

/**
 * Online or not: the agent's retained status where the kiosk has an agent; otherwise its last call, online
 * while within the offline threshold.
 */
export function connectionOf(
  state: KioskStateRow,
  now: Date,
  offlineMinutes = ALERT_DEFAULTS.offlineMinutes,
): TConnection {
  const lastSeenAt = state.lastSeenAt?.toISOString() ?? null;
  if (state.isAgentOnline !== null) {
    return {
      state: state.isAgentOnline ? 'online' : 'offline',
      source: 'agent',
      since: state.agentChangedAt?.toISOString() ?? null,
      lastSeenAt,
    };
  }
  if (!state.lastSeenAt) return { state: 'never_seen', source: 'last_call', since: null, lastSeenAt: null };
  const isRecent = now.getTime() - state.lastSeenAt.getTime() <= offlineMinutes * 60_000;
  return { state: isRecent ? 'online' : 'offline', source: 'last_call', since: null, lastSeenAt };
}

/**
 * The low-stock threshold of a kiosk's sku: its own, else the sku's fleet one, else the default for
 * naloxone; other skus without a threshold are never low.
 */
export const thresholdOf = (stock: StockLevelRow, productId: string): number | null =>
  stock.threshold ?? (isNaloxone(productId) ? ALERT_DEFAULTS.lowStockUnits : null);

/** Where that threshold comes from: the kiosk's own, the sku's fleet one, the default, or none. */
export const thresholdSourceOf = (stock: StockLevelRow, productId: string): TThresholdSource => {
  if (stock.threshold !== null) return stock.isKioskThreshold ? 'kiosk' : 'fleet';
  return isNaloxone(productId) ? 'default' : 'none';
};

export const isLow = (stock: StockLevelRow, productId: string): boolean => {
  const threshold = thresholdOf(stock, productId);
  return threshold !== null && stock.onHand <= threshold;
};
