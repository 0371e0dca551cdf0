import { describe, expect, it } from 'vitest';
import { createHashGate } from './hash-gate';

describe('the hash gate', () => {
  it('runs at most so many checks at once, queues a few, and refuses the rest with 503', async () => {
    const gate = createHashGate({ atOnce: 2, queued: 3 });
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const check = () =>
      new Promise<string>((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          resolve('checked');
        });
      });
    const outcomes = Array.from({ length: 8 }, () => {
      try {
        return gate.run(check).then(
          (value) => value,
          () => 'refused',
        );
      } catch (error) {
        return Promise.resolve((error as { status: number }).status);
      }
    });
    await new Promise((resolve) => setImmediate(resolve));
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(outcomes)).toEqual([
      ...Array.from({ length: 5 }, () => 'checked'),
      503,
      503,
      503,
    ]);
    expect(most).toBe(2);
    expect(await gate.run(async () => 'later')).toBe('later');
  });
});
