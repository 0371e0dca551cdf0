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

  it('keeps reserved places that a full queue does not take, and serves them first', async () => {
    const gate = createHashGate({ atOnce: 1, queued: 2, reserved: 1 });
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const check = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name);
        releases.push(resolve);
      });
    const runs = [gate.run(check('a')), gate.run(check('b')), gate.run(check('c'))];
    expect(() => gate.run(check('d'))).toThrow(expect.objectContaining({ status: 503 }));
    runs.push(gate.run(check('known'), 'reserved'));
    expect(() => gate.run(check('known-2'), 'reserved')).toThrow(expect.objectContaining({ status: 503 }));
    await new Promise((resolve) => setImmediate(resolve));
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(runs);
    expect(order).toEqual(['a', 'known', 'b', 'c']);
  });

  it('frees a place left without a check (a guess refused by its budget)', () => {
    const gate = createHashGate({ atOnce: 1, queued: 0 });
    const place = gate.enter();
    expect(() => gate.enter()).toThrow(expect.objectContaining({ status: 503 }));
    place.leave();
    place.leave();
    gate.enter().leave();
    expect(() => {
      gate.enter();
      gate.enter();
    }).toThrow(expect.objectContaining({ status: 503 }));
  });
});
