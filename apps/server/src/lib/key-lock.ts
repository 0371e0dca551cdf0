const tails = new Map<string, Promise<unknown>>();

import type { Database } from '../db/client';
import { withFleetLock } from './fleet-lock';

/**
 * Runs `work` after every earlier call with the same key has finished, in this process and (on
 * PostgreSQL, through an advisory lock) in every other API instance of the fleet. Guess checks
 * that count wrong tries use it so that a burst of guesses sent at once is checked one by one, each
 * seeing the failures before it, instead of all passing the lockout check before any failure is counted.
 */
export async function withKeyLock<T>(database: Database, key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const locked = () => withFleetLock(database, key, work);
  const run = previous.then(locked, locked);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
