import { ApiError, HttpReplyError } from '../../shared/api/api-error';

/** The staff sign-in throttle locks for 5 minutes (server STAFF_THROTTLE) when no Retry-After came. */
export const DEFAULT_WAIT_SECONDS = 300;

/** What a failed passkey check means to the screen. */
export type TPasskeyFailure =
  | { kind: 'invalid' }
  | { kind: 'throttled'; until: number }
  | { kind: 'other'; message: string; description: string };

export function passkeyFailureOf(error: unknown, now: number = Date.now()): TPasskeyFailure {
  if (error instanceof ApiError && error.status === 401) return { kind: 'invalid' };
  if (error instanceof ApiError && error.status === 429) {
    const reply = error.originalError instanceof HttpReplyError ? error.originalError : null;
    return { kind: 'throttled', until: now + (reply?.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) * 1000 };
  }
  if (error instanceof ApiError)
    return { kind: 'other', message: error.message, description: error.description };
  return { kind: 'other', message: String(error), description: '' };
}
