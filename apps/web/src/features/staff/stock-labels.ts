import type { TStockItem } from '@kiosk/contract';
import { itemName } from '@kiosk/contract/values';

/** A stock row's name: the item's one name, "Product — option" (`itemName`). */
export const stockRowLabel = (
  item: Pick<TStockItem, 'productId' | 'title'>,
  productTitles: Map<string, string>,
) => itemName(productTitles.get(item.productId) ?? '', item.title);

/** Every slot of every sku, each with its sku's name: the rows of a slot table. */
export const slotRowsOf = (items: TStockItem[], productTitles: Map<string, string>) =>
  items.flatMap((item) =>
    item.slots.map((slot) => ({ slot, skuId: item.skuId, label: stockRowLabel(item, productTitles) })),
  );

/** 300 → "5:00", 59 → "0:59". */
export const formatWait = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export const MAX_STOCK_COUNT = 100_000;

/** A typed count: a whole number 0–100000, or null (also for blank text). */
export const parseCount = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_STOCK_COUNT ? value : null;
};

export type TStockChange = { item: TStockItem; after: number };

/** The rows whose typed count is valid and differs from what is on hand, in table order. */
export const stockChanges = (items: TStockItem[], drafts: Record<string, string>): TStockChange[] =>
  items.flatMap((item) => {
    const draft = drafts[item.skuId];
    if (draft === undefined || draft.trim() === '') return [];
    const after = parseCount(draft);
    return after === null || after === item.onHand ? [] : [{ item, after }];
  });

/** Rows whose typed text is not a valid count. */
export const invalidDrafts = (drafts: Record<string, string>): string[] =>
  Object.entries(drafts)
    .filter(([, text]) => text.trim() !== '' && parseCount(text) === null)
    .map(([skuId]) => skuId);
