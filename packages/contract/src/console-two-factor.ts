import { z } from 'zod';
import { ZOperatorSignedIn } from './console-session';

/** A code of the operator's authenticator app: six digits (spaces between them are dropped by the server). */
export const ZTotpCode = z.string().regex(/^(?:\s*\d){6}\s*$/, 'must be 6 digits');

/**
 * What the second step of a sign-in takes: a code of the authenticator app (six digits), or one of the
 * operator's recovery codes (16 letters and digits; dashes and spaces are dropped).
 */
export const ZSecondFactorCode = z
  .string()
  .regex(/^(?:\s*\d){6}\s*$|^[\s-]*(?:[A-Za-z0-9][\s-]*){16}$/, 'must be 6 digits or a recovery code');

/**
 * `POST /console/session` answer when the operator has a second factor: the password was right, and the
 * sign-in waits for a code (`POST /console/session/code`) until `expiresAt`. No session yet: the step is
 * held by the HttpOnly cookie `operator_sign_in` on `/console`, which gives nothing but that step.
 */
export const ZOperatorCodeNeeded = z.object({
  codeNeeded: z.literal(true),
  expiresAt: z.string(),
});
export type TOperatorCodeNeeded = z.infer<typeof ZOperatorCodeNeeded>;

/** Body of `POST /console/session/code`: the second step of a sign-in. */
export const ZOperatorCodeSignIn = z.object({ code: ZSecondFactorCode }).strict();
export type TOperatorCodeSignIn = z.infer<typeof ZOperatorCodeSignIn>;

/** `GET /console/session/two-factor`: whether the signed-in operator has a second factor. */
export const ZTwoFactorState = z.object({
  enabled: z.boolean(),
  /** Recovery codes not yet used (0 without a second factor). */
  recoveryCodesLeft: z.number().int().min(0),
});
export type TTwoFactorState = z.infer<typeof ZTwoFactorState>;

/**
 * `POST /console/session/two-factor` answer: a new key for the authenticator app, shown this once (the
 * server keeps it sealed). `uri` is the otpauth:// address a QR code carries; `secret` the same key in
 * base32, to type in.
 */
export const ZTwoFactorEnrolment = z.object({ secret: z.string(), uri: z.string() });
export type TTwoFactorEnrolment = z.infer<typeof ZTwoFactorEnrolment>;

/** Body of `POST /console/session/two-factor/confirm`: a current code of the new key. */
export const ZTwoFactorConfirm = z.object({ code: ZTotpCode }).strict();
export type TTwoFactorConfirm = z.infer<typeof ZTwoFactorConfirm>;

/** The confirm answer: the second factor is on; ten recovery codes, each good once, shown this once. */
export const ZTwoFactorEnabled = z.object({
  enabled: z.literal(true),
  recoveryCodes: z.array(z.string()).length(10),
});
export type TTwoFactorEnabled = z.infer<typeof ZTwoFactorEnabled>;

/** Body of `DELETE /console/session/two-factor`: a current code, or the operator's password. */
export const ZTwoFactorDisable = z
  .object({ code: ZTotpCode.optional(), password: z.string().min(1).max(256).optional() })
  .strict()
  .refine((body) => (body.code === undefined) !== (body.password === undefined), {
    message: 'give code or password',
  });
export type TTwoFactorDisable = z.infer<typeof ZTwoFactorDisable>;

/** The answer that turns a second factor off (the operator's own, or an admin's clearing). */
export const ZTwoFactorOff = z.object({ enabled: z.literal(false) });
export type TTwoFactorOff = z.infer<typeof ZTwoFactorOff>;

/** `POST /console/session` answer: signed in, or (with a second factor) waiting for a code. */
export const ZOperatorSignInAnswer = z.union([ZOperatorSignedIn, ZOperatorCodeNeeded]);
export type TOperatorSignInAnswer = z.infer<typeof ZOperatorSignInAnswer>;
