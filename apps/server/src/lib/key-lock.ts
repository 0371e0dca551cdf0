const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier call with the same key has finished (in this process). Guess checks
 * that count wrong tries use it so that a burst of guesses sent at once is checked one by one, each
 * seeing the failures before it, instead of all passing the lockout check before any failure is counted.
 */
export async function withKeyLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
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
