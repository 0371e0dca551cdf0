import { z } from 'zod';
import { ZDeviceId, ZUuid } from './common';

/** Pairing a kiosk browser: the one-time code (or, without one, the staff bearer). */
/** 1 to 64 characters once trimmed, the first and last not white space (a pattern on the text as sent). */
const PAIRING_CODE = /^\s*\S(?:[\s\S]{0,62}\S)?\s*$/;
export const ZKioskPairingRequest = z
  .object({ code: z.string().regex(PAIRING_CODE, 'must be 1 to 64 characters').trim().optional() })
  .strict();
export type TKioskPairingRequest = z.infer<typeof ZKioskPairingRequest>;

/** The browser is paired: its device credential is in an HttpOnly cookie, never in this body. */
export const ZKioskPaired = z.object({ deviceId: ZDeviceId, credentialId: ZUuid });
export type TKioskPaired = z.infer<typeof ZKioskPaired>;

/** Whether the browser asking is a paired kiosk of the device (its cookie holds a live credential). */
export const ZKioskPairingState = z.object({ isPaired: z.boolean() });
export type TKioskPairingState = z.infer<typeof ZKioskPairingState>;

/** A one-time pairing code made by staff: shown once, single use, expires. */
export const ZKioskPairingCode = z.object({ code: z.string(), expiresAt: z.string(), kioskUrl: z.string() });
export type TKioskPairingCode = z.infer<typeof ZKioskPairingCode>;

/** A paired kiosk browser as staff see it (never its credential). */
export const ZKioskCredential = z.object({
  id: ZUuid,
  pairedBy: z.enum(['code', 'staff']),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type TKioskCredential = z.infer<typeof ZKioskCredential>;

export const ZKioskCredentialParams = z.object({ deviceId: ZDeviceId, credentialId: ZUuid }).strict();
