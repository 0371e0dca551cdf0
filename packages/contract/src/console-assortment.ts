import { z } from 'zod';
import { ZCurrency, ZDeviceId, ZMinor, ZSlugId, eachSkuOnce } from './common';

/**
 * A kiosk's assortment: which skus of the one catalogue it offers, in its own order, each at the
 * catalogue's price or at a price of its own. Stock stays the staff's, per kiosk; an sku taken out keeps
 * its stock and history, and comes back with them.
 */

/** One sku the kiosk offers: `price` is its own price in minor units, null for the catalogue's. */
export const ZAssortmentLine = z
  .object({
    skuId: ZSlugId,
    /** The kiosk's price of one single package in minor units; null = the catalogue's price. */
    price: ZMinor.max(100_000_00).nullable(),
  })
  .strict();
export type TAssortmentLine = z.infer<typeof ZAssortmentLine>;

/** `PUT /console/kiosks/{deviceId}/assortment`: every sku the kiosk offers, in the order it shows them. */
export const ZAssortmentUpdate = z.object({ skus: eachSkuOnce(ZAssortmentLine) }).strict();
export type TAssortmentUpdate = z.infer<typeof ZAssortmentUpdate>;

/** A catalogue sku as the assortment screen names it (English texts, else the first there is). */
const catalogueSkuFields = {
  skuId: ZSlugId,
  productId: ZSlugId,
  productTitle: z.string(),
  skuTitle: z.string(),
  /** The catalogue's price in minor units; null when the catalogue has none (unavailable). */
  catalogPrice: ZMinor.nullable(),
};

/** An sku the kiosk offers, at its place in the kiosk's order. */
export const ZAssortmentOffered = z.object({
  ...catalogueSkuFields,
  /** The kiosk's own price; null when it takes the catalogue's. */
  kioskPrice: ZMinor.nullable(),
  /** What a visitor at this kiosk pays: the kiosk's price, else the catalogue's (null: unavailable). */
  price: ZMinor.nullable(),
  /** Units the kiosk holds of it (0 for an sku just offered). */
  onHand: z.number().int().nonnegative(),
});
export type TAssortmentOffered = z.infer<typeof ZAssortmentOffered>;

/** A catalogue sku the kiosk does not offer (its stock, if any, is kept). */
export const ZAssortmentNotOffered = z.object(catalogueSkuFields);
export type TAssortmentNotOffered = z.infer<typeof ZAssortmentNotOffered>;

/** `GET /console/kiosks/{deviceId}/assortment`: the offered skus in order, and the rest of the catalogue. */
export const ZKioskAssortment = z.object({
  deviceId: ZDeviceId,
  currency: ZCurrency,
  offered: z.array(ZAssortmentOffered),
  notOffered: z.array(ZAssortmentNotOffered),
});
export type TKioskAssortment = z.infer<typeof ZKioskAssortment>;
