import pLimit from 'p-limit';
import { AppError } from '../http/app-error';

/**
 * Bounds the argon2 checks of guesses from anyone not yet known (operator passwords, staff passkeys and
 * pairing codes from outside a paired kiosk), with their counters' statements: at most `atOnce` run at a
 * time, at most `queued` wait behind them, and any more are refused at once with 503 and
 * `Retry-After: 1`, before any database work. One argon2 check takes a core for tens of
 * milliseconds; without the gate a flood of sign-ins without any credential took every core and the
 * event loop that serves the kiosks, the phones and /healthz with it.
 */
export interface HashGate {
  run<T>(check: () => Promise<T>): Promise<T>;
}

export const hashGateBusy = () =>
  new AppError({
    code: 'unavailable',
    status: 503,
    message: 'error.unavailable',
    description: 'error.unavailable.description',
    headers: { 'retry-after': '1' },
  });

export function createHashGate({ atOnce, queued }: { atOnce: number; queued: number }): HashGate {
  const limit = pLimit(atOnce);
  return {
    run(check) {
      if (limit.activeCount + limit.pendingCount >= atOnce + queued) throw hashGateBusy();
      return limit(check);
    },
  };
}
