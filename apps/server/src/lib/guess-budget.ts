import type { ThrottlePolicy } from './guess-throttle';

/**
 * Every client's budget of password and passkey guesses whatever they aim at (operator names, devices'
 * passkeys): 30 tries in ten minutes, then a pause of ten minutes that doubles to an hour. A right
 * guess gives its try back, so people who sign in are never held by it; someone trying new names or
 * devices from one address is.
 */
export const GUESS_CLIENT_BUDGET: ThrottlePolicy = {
  maxFailures: 30,
  windowMs: 10 * 60_000,
  lockMs: 10 * 60_000,
  maxLockMs: 60 * 60_000,
};

/** The budget's counter of a client (`ip:<address>`). */
export const guessBudgetKey = (clientKey: string): string => `guesses:${clientKey}`;
