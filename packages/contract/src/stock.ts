import { z } from 'zod';
import { ZSlugId, eachSkuOnce } from './common';

export const ZStockItem = z.object({
  skuId: ZSlugId,
  productId: ZSlugId,
  title: z.string(),
  stock: z.number().int().nonnegative(),
  onHand: z.number().int().nonnegative(),
  held: z.number().int().nonnegative(),
  slot: z.string().nullable(),
  isSlotFaulted: z.boolean(),
  version: z.number().int().nonnegative(),
});
export type TStockItem = z.infer<typeof ZStockItem>;

export const ZStockUpdate = z
  .object({
    skus: eachSkuOnce(
      z
        .object({
          skuId: ZSlugId,
          stock: z.number().int().min(0).max(100_000),
          /** The version the staff member saw; a stale one gets 409. */
          version: z.number().int().nonnegative().optional(),
        })
        .strict(),
    )
      .min(1)
      .max(200),
  })
  .strict();
export type TStockUpdate = z.infer<typeof ZStockUpdate>;
export const ZStockUpdateResult = z.object({
  skus: z.array(z.object({ skuId: ZSlugId, stock: z.number().int().nonnegative() })),
});
