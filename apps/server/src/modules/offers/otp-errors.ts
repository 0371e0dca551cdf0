import { AppError, conflict, rateLimited } from '../../http/app-error';

export const noCodeSent = () => conflict('error.mfa.noCode');
export const codeExpired = () => conflict('error.mfa.expired');

export const wrongCode = (left: number) =>
  new AppError({
    code: 'unauthorized',
    status: 401,
    message: 'error.mfa.wrong',
    description: 'error.mfa.wrongDescription',
    params: { left },
    field: 'mfaCode',
  });

/** The last try was wrong too: the code is locked; a new one may be asked for after `seconds`. */
export const codeLocked = (seconds: number) => rateLimited(Math.max(1, seconds), 'error.mfa.locked');
export const resendTooSoon = (seconds: number) => rateLimited(Math.max(1, seconds), 'error.mfa.resendWait');
export const tooManySends = (seconds: number) => rateLimited(Math.max(1, seconds), 'error.mfa.tooManySends');
