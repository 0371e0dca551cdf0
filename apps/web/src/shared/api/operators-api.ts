import { CONSOLE_API, fillPath } from '@kiosk/contract/values';
import type { TOperatorAdd, TOperatorChange, TOperatorPasswordChange } from '@kiosk/contract';
import { apiRequest } from './http';

/** The console's people calls (admins) and the operator's own password; operator session cookie. */

/** GET /console/operators: every operator account, by name. */
export const fetchOperators = (signal?: AbortSignal) =>
  apiRequest(CONSOLE_API.operators, { schema: (c) => c.ZOperatorAccounts, signal });

/** POST /console/operators: a new account with its role; its one-time password comes back this once. */
export const addOperator = (body: TOperatorAdd) =>
  apiRequest(CONSOLE_API.operators, {
    method: 'POST',
    body,
    schema: (c) => c.ZOperatorOneTimePassword,
  });

/** PATCH /console/operators/{operatorId}: a new role, or disabled (its sessions end) or enabled. */
export const changeOperator = (operatorId: string, body: TOperatorChange) =>
  apiRequest(fillPath(CONSOLE_API.operator, { operatorId }), {
    method: 'PATCH',
    body,
    schema: (c) => c.ZOperatorAccount,
  });

/** DELETE /console/operators/{operatorId}: the account is gone, its sessions end. */
export const removeOperator = (operatorId: string) =>
  apiRequest(fillPath(CONSOLE_API.operator, { operatorId }), {
    method: 'DELETE',
    schema: (c) => c.ZOperatorRemoved,
  });

/** POST /console/operators/{operatorId}/password-reset: a new one-time password, shown once. */
export const resetOperatorPassword = (operatorId: string) =>
  apiRequest(fillPath(CONSOLE_API.operatorPasswordReset, { operatorId }), {
    method: 'POST',
    schema: (c) => c.ZOperatorOneTimePassword,
  });

/** DELETE /console/operators/{operatorId}/two-factor: their second factor is cleared (a lost phone). */
export const clearOperatorTwoFactor = (operatorId: string) =>
  apiRequest(fillPath(CONSOLE_API.operatorTwoFactor, { operatorId }), {
    method: 'DELETE',
    schema: (c) => c.ZTwoFactorOff,
  });

/** PUT /console/session/password: the signed-in operator's own new password. */
export const changeOwnPassword = (body: TOperatorPasswordChange) =>
  apiRequest(CONSOLE_API.sessionPassword, {
    method: 'PUT',
    body,
    schema: (c) => c.ZOperatorAccount,
  });
