import { z } from 'zod';
import { ZDeviceId, ZSlugId } from './common';

export const ZStaffSession = z.object({ ok: z.literal(true) });
export type TStaffSession = z.infer<typeof ZStaffSession>;

/** How the last failed dispense of a slot ended; null when a restart found it unconfirmed. */
export const SLOT_FAULT_OUTCOMES = ['jammed', 'empty', 'fault'] as const;
export const ZSlotFaultOutcome = z.enum(SLOT_FAULT_OUTCOMES);
export type TSlotFaultOutcome = z.infer<typeof ZSlotFaultOutcome>;

export const ZSlotFault = z.object({
  skuId: ZSlugId,
  productId: ZSlugId,
  title: z.string(),
  slot: z.string().nullable(),
  lastOutcome: ZSlotFaultOutcome.nullable(),
  lastFailedAt: z.string().nullable(),
});
export type TSlotFault = z.infer<typeof ZSlotFault>;

export const ZSlotFaults = z.object({
  dispenser: z.object({ isOnline: z.boolean() }),
  faults: z.array(ZSlotFault),
});
export type TSlotFaults = z.infer<typeof ZSlotFaults>;

export const ZSkuParams = z.object({ deviceId: ZDeviceId, skuId: ZSlugId }).strict();

export const ZClearSlotFaultResult = z.object({
  skuId: ZSlugId,
  isSlotFaulted: z.literal(false),
  /** False when the slot was not flagged (nothing changed, nothing audited). */
  wasFaulted: z.boolean(),
});
export type TClearSlotFaultResult = z.infer<typeof ZClearSlotFaultResult>;

export const ZStockAuditEntry = z.object({
  skuId: z.string(),
  actor: z.string(),
  before: z.number(),
  after: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});
export type TStockAuditEntry = z.infer<typeof ZStockAuditEntry>;
