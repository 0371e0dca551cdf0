import type { TKioskStock } from '@kiosk/contract';

/** The contract's limit of a low-stock threshold (ZLowStockThresholdUpdate). */
export const MAX_THRESHOLD_UNITS = 100_000;

/** "12" → 12; anything but a whole number from 0 to the limit → null. */
export const parseThreshold = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_THRESHOLD_UNITS ? value : null;
};

/** A sku with the threshold in effect where the dialog changes it (one kiosk, or every kiosk). */
export type TThresholdItem = Pick<
  TKioskStock,
  'skuId' | 'title' | 'lowStockThreshold' | 'lowStockThresholdSource'
>;
