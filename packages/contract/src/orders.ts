import { z } from 'zod';
import { ZCurrency, ZMinor, ZQueryBool, ZSlugId, ZUuid, eachSkuOnce } from './common';
import { ZQueryLocale } from './languages';
import { ZSkuMetadata } from './catalog';

/** Every status an order can be in; transitions live in the server's order lifecycle. */
export const ORDER_STATUSES = [
  'open',
  'paid',
  'reserved',
  'ready',
  'dispensing',
  'dispensed',
  'dispense_failed',
  'cancelled',
  'expired',
] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

export const ZOrderCreate = z
  .object({
    skus: eachSkuOnce(z.object({ skuId: ZSlugId, quantity: z.number().int().min(1).max(24) }).strict())
      .min(1)
      .max(10),
  })
  .strict();
export type TOrderCreate = z.infer<typeof ZOrderCreate>;

export const ZOrderCreateQuery = z.object({ locale: ZQueryLocale, isReservable: ZQueryBool }).strict();

export const ZOrderSku = z.object({
  skuId: ZSlugId,
  productId: ZSlugId,
  /** The option's title alone ("Regular, 3-pack"), to show under its product's name. */
  title: z.string(),
  /** The item's one name, "Product — option" (`itemName`), wherever it stands alone. */
  itemName: z.string(),
  quantity: z.number().int().positive(),
  quantityDispensed: z.number().int().nonnegative(),
  dispenseQuantity: z.number().int().positive(),
  unitPrice: ZMinor,
  metadata: ZSkuMetadata,
});
export type TOrderSku = z.infer<typeof ZOrderSku>;

export const ZOrder = z.object({
  id: ZUuid,
  deviceId: z.string(),
  status: ZOrderStatus,
  total: ZMinor,
  currency: ZCurrency,
  skus: z.array(ZOrderSku),
  quantityTotal: z.number().int().nonnegative(),
  quantityDispensed: z.number().int().nonnegative(),
  metadata: z.object({
    isReservable: z.boolean(),
    isEmergency: z.boolean(),
    isTest: z.boolean(),
    isPaid: z.boolean(),
    isTimeout: z.boolean(),
    /** Why the order ended when it was not the visitor's doing: 'stock_count', staff counted fewer units. */
    endReason: z.enum(['stock_count']).nullable(),
    reservationExpiresAt: z.string().nullable(),
    /** A reservation order from a phone that the phone's one-time code has not confirmed yet: it holds nothing. */
    isAwaitingPhone: z.boolean(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Given to the kiosk, and to a phone that creates a reservation order itself: the order capability that
   * the phone's links carry (`?capability=`), valid for this one order until it expires.
   */
  capability: z.string().optional(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZCancelQuery = z.object({ isTimeout: ZQueryBool }).strict();
export const ZCancelAllResult = z.object({ cancelled: z.array(ZUuid), skipped: z.array(ZUuid) });
export type TCancelAllResult = z.infer<typeof ZCancelAllResult>;
