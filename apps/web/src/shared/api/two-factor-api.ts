import { CONSOLE_API } from '@kiosk/contract/values';
import { apiRequest } from './http';

/**
 * The operator's second factor: the sign-in's code step and the two-step page's calls, apart from
 * console-api.ts so that the other console pages do not carry them.
 */

/** POST /console/session/code: the sign-in's second step (authenticator or recovery code) → the session. */
export const signInOperatorWithCode = (code: string) =>
  apiRequest(CONSOLE_API.sessionCode, {
    method: 'POST',
    body: { code },
    schema: (c) => c.ZOperatorSignedIn,
  });

/** GET /console/session/two-factor: whether the own second factor is on. */
export const fetchTwoFactor = (signal?: AbortSignal) =>
  apiRequest(CONSOLE_API.twoFactor, { schema: (c) => c.ZTwoFactorState, signal });

/** POST /console/session/two-factor: a new key for the authenticator app, shown once. */
export const startTwoFactor = () =>
  apiRequest(CONSOLE_API.twoFactor, { method: 'POST', schema: (c) => c.ZTwoFactorEnrolment });

/** POST /console/session/two-factor/confirm: a current code of the new key → on, and the recovery codes. */
export const confirmTwoFactor = (code: string) =>
  apiRequest(CONSOLE_API.twoFactorConfirm, {
    method: 'POST',
    body: { code },
    schema: (c) => c.ZTwoFactorEnabled,
  });

/** DELETE /console/session/two-factor: turns it off with a current code or the password. */
export const disableTwoFactor = (body: { code: string } | { password: string }) =>
  apiRequest(CONSOLE_API.twoFactor, { method: 'DELETE', body, schema: (c) => c.ZTwoFactorOff });
