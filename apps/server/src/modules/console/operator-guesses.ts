import type { AppContext } from '../../app-context';
import { checkGuess, type GuessCeiling, type ThrottlePolicy } from '../../lib/guess-throttle';
import { GUESS_CLIENT_BUDGET, guessBudgetKey } from '../../lib/guess-budget';
import { guessInGate, type GateLane } from '../../lib/hash-gate';

/** Wrong passwords for one name from one client address: five, then a pause of 5 minutes, doubling to 30. */
export const OPERATOR_THROTTLE: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 10 * 60_000,
  lockMs: 5 * 60_000,
  maxLockMs: 30 * 60_000,
};

/**
 * Wrong passwords for one name from every client together: past 20 in ten minutes each client gets one try
 * per pause of ten minutes (doubling to an hour) instead of five, and a client without wrong tries — the
 * operator's own browser — still has its try.
 */
export const OPERATOR_NAME_CEILING: Omit<GuessCeiling, 'key'> = {
  maxFailures: 20,
  windowMs: 10 * 60_000,
  clientPolicy: { maxFailures: 1, windowMs: 10 * 60_000, lockMs: 10 * 60_000, maxLockMs: 60 * 60_000 },
};

/** Every guess counter of one operator name starts so (cleared when its password is set). */
export const operatorGuessPrefix = (name: string): string => `operator:${name.toLowerCase()}:`;

/**
 * Checks an operator's password as a guess: counted per (name, client address) under a name-wide
 * ceiling, and against the client's budget of guesses whatever the name. A gate already full refuses
 * with 503 before any database work; the counters are decided before the argon2 check waits for its turn,
 * so an address whose budget is spent gets 429 at once and never waits behind a check. A browser that signed in with
 * this name before (operator-known-browser.ts) waits in the gate's reserved lane, which a flood of guesses
 * cannot fill. `check` must take as long for an unknown name as for a known one.
 */
export function checkOperatorGuess<T>(
  ctx: AppContext,
  name: string,
  clientIp: string,
  check: () => Promise<T | null>,
  lane: GateLane = 'any',
): Promise<T | null> {
  const prefix = operatorGuessPrefix(name);
  const counters = [
    { key: `${prefix}ip:${clientIp}`, policy: OPERATOR_THROTTLE },
    { key: guessBudgetKey(`ip:${clientIp}`), policy: GUESS_CLIENT_BUDGET },
  ];
  return guessInGate(ctx.hashGate, lane, (place) =>
    checkGuess(ctx.db, ctx.now(), counters, () => place.run(check), {
      key: `${prefix}all`,
      ...OPERATOR_NAME_CEILING,
    }),
  );
}
