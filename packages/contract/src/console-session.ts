import { z } from 'zod';
import { OPERATOR_ROLES } from './values/console';

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

export const ZOperatorRole = z.enum(OPERATOR_ROLES);
export type TOperatorRole = z.infer<typeof ZOperatorRole>;

/**
 * The signed-in operator: the role says what the console lets them do; `mustChangePassword` (a new account
 * or a reset password) lets the session do nothing but set a password of their own and sign out.
 */
export const ZOperator = z.object({
  name: z.string(),
  role: ZOperatorRole,
  mustChangePassword: z.boolean(),
});
export type TOperator = z.infer<typeof ZOperator>;

/** `GET /console/session`: who the session belongs to, and when it ends. */
export const ZOperatorSession = z.object({
  operator: ZOperator,
  expiresAt: z.string(),
});
export type TOperatorSession = z.infer<typeof ZOperatorSession>;

/**
 * `POST /console/session` answer: who is signed in and until when. The session's token (256 random bits)
 * is set as the HttpOnly cookie `operator_session` on `/console`, never in a body page scripts can read;
 * the server keeps a keyed hash of it.
 */
export const ZOperatorSignedIn = ZOperatorSession;
export type TOperatorSignedIn = z.infer<typeof ZOperatorSignedIn>;

/** `DELETE /console/session` answer. */
export const ZOperatorSignedOut = z.object({ ok: z.literal(true) });
export type TOperatorSignedOut = z.infer<typeof ZOperatorSignedOut>;

/** Body of `PUT /console/session/password`: the operator's own new password (at least 12 characters). */
export const ZOperatorPasswordChange = z
  .object({
    currentPassword: z.string().min(1).max(256),
    newPassword: z.string().min(12).max(256),
  })
  .strict();
export type TOperatorPasswordChange = z.infer<typeof ZOperatorPasswordChange>;
