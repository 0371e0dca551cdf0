import { z } from 'zod';
import { ZDeviceId, ZSlugId, ZUuid, eachSkuOnce } from './common';

/** A slot's id on the kiosk's board: `A1`, or board address and channel `1-03`. */
export const ZSlotId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/, 'must be 1-32 letters, digits, dots, hyphens or underscores');

/** One spiral or locker: its sku's units in it, how many it takes, and whether it is out of service. */
export const ZStockSlot = z.object({
  slotId: z.string(),
  count: z.number().int().nonnegative(),
  capacity: z.number().int().nonnegative(),
  isFaulted: z.boolean(),
  /** Why it is out of service: the failed unit's outcome, 'agent' (the board reported it) or 'unknown'. */
  faultReason: z.string().nullable(),
  faultedAt: z.string().nullable(),
  version: z.number().int().nonnegative(),
});
export type TStockSlot = z.infer<typeof ZStockSlot>;

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
  /** Its slots; `onHand` is the sum of the working ones' counts. */
  slots: z.array(ZStockSlot),
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

const eachSlotOnce = <T extends z.ZodType<{ slotId: string }>>(item: T) =>
  z.array(item).superRefine((slots, context) => {
    const seen = new Set<string>();
    slots.forEach((slot, index) => {
      if (seen.has(slot.slotId))
        context.addIssue({ code: 'custom', path: [index, 'slotId'], message: 'appears twice' });
      seen.add(slot.slotId);
    });
  });

/** Staff set slots' counts (and capacities) in one transaction. */
export const ZSlotCountUpdate = z
  .object({
    slots: eachSlotOnce(
      z
        .object({
          slotId: ZSlotId,
          count: z.number().int().min(0).max(10_000),
          capacity: z.number().int().min(0).max(10_000).optional(),
          /** The version the staff member saw; a stale one gets 409. */
          version: z.number().int().nonnegative().optional(),
        })
        .strict(),
    )
      .min(1)
      .max(200),
  })
  .strict();
export type TSlotCountUpdate = z.infer<typeof ZSlotCountUpdate>;
export const ZSlotCountUpdateResult = z.object({
  slots: z.array(
    z.object({
      slotId: z.string(),
      skuId: ZSlugId,
      count: z.number().int().nonnegative(),
      capacity: z.number().int().nonnegative(),
    }),
  ),
});
export type TSlotCountUpdateResult = z.infer<typeof ZSlotCountUpdateResult>;

export const ZSlotParams = z.object({ deviceId: ZDeviceId, slotId: ZSlotId }).strict();
export const ZClearOneSlotFaultResult = z.object({
  slotId: z.string(),
  skuId: ZSlugId,
  isFaulted: z.literal(false),
  /** False when the slot was in service already (nothing changed, nothing audited). */
  wasFaulted: z.boolean(),
});
export type TClearOneSlotFaultResult = z.infer<typeof ZClearOneSlotFaultResult>;

/**
 * How a slot check's one unit ended, as the dispenser's sensor answered: `dropped` (given), `jammed`,
 * `empty` (nothing came out), `fault` (the machine failed, a locker's door left open among them), or
 * `unknown` (no answer: the slot is out of service until staff look).
 */
export const SLOT_CHECK_OUTCOMES = ['dropped', 'jammed', 'empty', 'fault', 'unknown'] as const;
export const ZSlotCheckOutcome = z.enum(SLOT_CHECK_OUTCOMES);
export type TSlotCheckOutcome = z.infer<typeof ZSlotCheckOutcome>;

/** A staff hardware check of one slot: one unit test-dispensed from exactly that slot, and the slot after it. */
export const ZSlotCheckResult = z.object({
  slotId: z.string(),
  skuId: ZSlugId,
  /** The test order the unit was given under (never charged, never counted in reports). */
  orderId: ZUuid,
  outcome: ZSlotCheckOutcome,
  slot: ZStockSlot,
});
export type TSlotCheckResult = z.infer<typeof ZSlotCheckResult>;

/** Staff add a slot to the kiosk (a bring-up, a new layout): its board id, the sku it holds, its size. */
export const ZSlotCreate = z
  .object({
    slotId: ZSlotId,
    skuId: ZSlugId,
    capacity: z.number().int().min(1).max(10_000),
    /** Units loaded now; 0 when left out. At most the capacity. */
    count: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
export type TSlotCreate = z.infer<typeof ZSlotCreate>;

/** Staff set which sku an empty slot holds (the `kiosk:hw -- map` table loaded without SQL). */
export const ZSlotSkuUpdate = z.object({ skuId: ZSlugId }).strict();
export type TSlotSkuUpdate = z.infer<typeof ZSlotSkuUpdate>;

/** A slot as a layout change left it. */
export const ZSlotLayout = z.object({
  slotId: z.string(),
  skuId: ZSlugId,
  count: z.number().int().nonnegative(),
  capacity: z.number().int().nonnegative(),
  isFaulted: z.boolean(),
});
export type TSlotLayout = z.infer<typeof ZSlotLayout>;
