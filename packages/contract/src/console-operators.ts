import { z } from 'zod';
import { ZOperatorName, ZOperatorRole } from './console-session';

/** Path parameters of `/console/operators/:operatorId`. */
export const ZOperatorParams = z.object({ operatorId: z.uuid() });
export type TOperatorParams = z.infer<typeof ZOperatorParams>;

/** One operator account as an admin sees it: never its password or sessions. */
export const ZOperatorAccount = z.object({
  id: z.string(),
  name: z.string(),
  role: ZOperatorRole,
  /** When it was disabled (it cannot sign in, its sessions ended), or null. */
  disabledAt: z.string().nullable(),
  /** A one-time password is set: the operator chooses their own at the next sign-in. */
  mustChangePassword: z.boolean(),
  /**
   * Two-step sign-in is on (an enabled authenticator key): a code is asked after the password. A password
   * reset keeps it; an admin clears it for a lost phone.
   */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type TOperatorAccount = z.infer<typeof ZOperatorAccount>;

/** `GET /console/operators`: every account, by name. */
export const ZOperatorAccounts = z.object({ operators: z.array(ZOperatorAccount) });
export type TOperatorAccounts = z.infer<typeof ZOperatorAccounts>;

/** Body of `POST /console/operators`. */
export const ZOperatorAdd = z.object({ name: ZOperatorName, role: ZOperatorRole }).strict();
export type TOperatorAdd = z.infer<typeof ZOperatorAdd>;

/** Body of `PATCH /console/operators/:operatorId`: at least one of them. */
export const ZOperatorChange = z
  .object({ role: ZOperatorRole.optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: 'give role or disabled',
  });
export type TOperatorChange = z.infer<typeof ZOperatorChange>;

/**
 * The answer that adds an account or resets its password: the one-time password, shown this once (the
 * server keeps only its hash). Its holder signs in with it and must then set a password of their own.
 */
export const ZOperatorOneTimePassword = z.object({
  operator: ZOperatorAccount,
  oneTimePassword: z.string(),
});
export type TOperatorOneTimePassword = z.infer<typeof ZOperatorOneTimePassword>;

/** `DELETE /console/operators/:operatorId` answer. */
export const ZOperatorRemoved = z.object({ ok: z.literal(true) });
export type TOperatorRemoved = z.infer<typeof ZOperatorRemoved>;
