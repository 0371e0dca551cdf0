import { z } from 'zod';

/** An operator account's name: letters, digits and . _ - @ (an e-mail address fits). */
export const ZOperatorName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._@-]{1,63}$/, 'must be 2-64 letters, digits or . _ - @');

/** Body of `POST /console/session`. */
export const ZOperatorSignIn = z
  .object({
    name: ZOperatorName,
    password: z.string().min(1).max(256),
  })
  .strict();
export type TOperatorSignIn = z.infer<typeof ZOperatorSignIn>;

export const ZOperator = z.object({ name: z.string() });
export type TOperator = z.infer<typeof ZOperator>;

/** `GET /console/session`: who the bearer belongs to, and when it ends. */
export const ZOperatorSession = z.object({
  operator: ZOperator,
  expiresAt: z.string(),
});
export type TOperatorSession = z.infer<typeof ZOperatorSession>;

/**
 * `POST /console/session` answer: the session's bearer (256 random bits, base64url), sent as
 * `Authorization: Bearer …` on every console call until `expiresAt`. Shown once; the server keeps a keyed hash.
 */
export const ZOperatorSignedIn = ZOperatorSession.extend({ token: z.string() });
export type TOperatorSignedIn = z.infer<typeof ZOperatorSignedIn>;

/** `DELETE /console/session` answer. */
export const ZOperatorSignedOut = z.object({ ok: z.literal(true) });
export type TOperatorSignedOut = z.infer<typeof ZOperatorSignedOut>;
