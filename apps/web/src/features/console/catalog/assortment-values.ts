import type { TAssortmentUpdate, TKioskAssortment } from '@kiosk/contract';
import { majorOf, minorOf } from './catalog-values';

/** One catalogue sku on the assortment page. */
export type TAssortmentSku = {
  skuId: string;
  productTitle: string;
  skuTitle: string;
  catalogPrice: number | null;
};

/** An offered sku as typed: the kiosk's own price in major units, empty for the catalogue's. */
export type TOfferedRow = TAssortmentSku & { kioskPrice: string; onHand: number };

export type TAssortmentValues = { currency: string; offered: TOfferedRow[]; notOffered: TAssortmentSku[] };

const skuOf = ({ skuId, productTitle, skuTitle, catalogPrice }: TAssortmentSku): TAssortmentSku => ({
  skuId,
  productTitle,
  skuTitle,
  catalogPrice,
});

export const assortmentValuesOf = (assortment: TKioskAssortment): TAssortmentValues => ({
  currency: assortment.currency,
  offered: assortment.offered.map((line) => ({
    ...skuOf(line),
    kioskPrice: line.kioskPrice === null ? '' : majorOf(line.kioskPrice, assortment.currency),
    onHand: line.onHand,
  })),
  notOffered: assortment.notOffered.map(skuOf),
});

/** Moves the offered sku at `index` one place up (-1) or down (+1); at an end nothing moves. */
export const moved = (values: TAssortmentValues, index: number, step: -1 | 1): TAssortmentValues => {
  const to = index + step;
  if (to < 0 || to >= values.offered.length) return values;
  const offered = [...values.offered];
  [offered[index], offered[to]] = [offered[to]!, offered[index]!];
  return { ...values, offered };
};

/** Offers a sku of the rest of the catalogue, last, at the catalogue's price. */
export const offered = (values: TAssortmentValues, skuId: string): TAssortmentValues => {
  const sku = values.notOffered.find((entry) => entry.skuId === skuId);
  if (!sku) return values;
  return {
    ...values,
    offered: [...values.offered, { ...sku, kioskPrice: '', onHand: 0 }],
    notOffered: values.notOffered.filter((entry) => entry.skuId !== skuId),
  };
};

/** Stops offering a sku: it goes back to the rest of the catalogue (its stock stays the kiosk's). */
export const removed = (values: TAssortmentValues, skuId: string): TAssortmentValues => {
  const row = values.offered.find((entry) => entry.skuId === skuId);
  if (!row) return values;
  return {
    ...values,
    offered: values.offered.filter((entry) => entry.skuId !== skuId),
    notOffered: [...values.notOffered, skuOf(row)],
  };
};

/** The update the API takes, or the field (as the API names it) of the first price that is not one. */
export const assortmentUpdateOf = (
  values: TAssortmentValues,
): { update: TAssortmentUpdate } | { field: string } => {
  const skus: TAssortmentUpdate['skus'] = [];
  for (const [index, row] of values.offered.entries()) {
    const price = row.kioskPrice.trim() === '' ? null : minorOf(row.kioskPrice, values.currency);
    if (price === null && row.kioskPrice.trim() !== '') return { field: `skus.${index}.price` };
    skus.push({ skuId: row.skuId, price });
  }
  return { update: { skus } };
};
