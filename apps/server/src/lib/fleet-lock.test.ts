import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { TEST_SECRET, testConfig, useTestApp } from '../test/harness';
import { runOncePerFleet, withFleetLock } from './fleet-lock';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('several API instances on one PostgreSQL database', () => {
  const t = useTestApp('postgres');
  /** A second instance: its own connection pool on the same database. */
  const secondPool = async () => {
    const url = rowsUrl(t.database);
    return openPostgres(url, { max: 3 });
  };

  it('runs a sweep in one instance at a time: the other skips its tick', async () => {
    const other = await secondPool();
    try {
      let running = 0;
      let most = 0;
      const sweep = async () => {
        most = Math.max(most, ++running);
        await sleep(300);
        running--;
        return 'swept';
      };
      const results = await Promise.all([
        runOncePerFleet(t.database, 'test-sweep', sweep),
        runOncePerFleet(other, 'test-sweep', sweep),
      ]);
      expect(results.sort()).toEqual([null, 'swept'].sort());
      expect(most).toBe(1);
      expect(await runOncePerFleet(other, 'test-sweep', sweep)).toBe('swept');
    } finally {
      await other.close();
    }
  });

  it('serialises a keyed check across instances (withFleetLock waits instead of skipping)', async () => {
    const other = await secondPool();
    try {
      const order: string[] = [];
      const work = (name: string) => async () => {
        order.push(`${name} in`);
        await sleep(200);
        order.push(`${name} out`);
      };
      await Promise.all([
        withFleetLock(t.database, 'staff:x', work('a')),
        withFleetLock(other, 'staff:x', work('b')),
      ]);
      expect(order).toHaveLength(4);
      expect(order[1]).toBe(order[0]!.replace(' in', ' out'));
    } finally {
      await other.close();
    }
  });

  it('counts a burst of wrong staff passkeys sent to four instances at once exactly to the limit', async () => {
    const others = await Promise.all(
      [1, 2, 3].map(async () => {
        const database = await secondPool();
        const { app } = await buildApp(
          { config: testConfig(), database, db: database.db, secret: TEST_SECRET, now: () => new Date() },
          { isSweeping: false },
        );
        return { app, database };
      }),
    );
    // One outside client (no kiosk cookie), whichever instance it reaches.
    const apps = [t.rawApp, ...others.map((o) => o.app)];
    try {
      const device = 'a11y-kiosk-0003';
      const tries = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          apps[i % apps.length]!.inject({
            method: 'POST',
            url: `/devices/${device}/staff/session`,
            headers: { authorization: `Bearer wrong-passkey-${i}` },
          }),
        ),
      );
      const codes = tries.map((r) => r.statusCode);
      // Five wrong ones are checked, whichever instance takes them; the rest are paused (429) or, past
      // each instance's hash gate, turned away before any check (503 with Retry-After), never checked.
      expect(codes.filter((c) => c === 401)).toHaveLength(5);
      expect(codes.filter((c) => c !== 401 && c !== 429 && c !== 503)).toEqual([]);
      for (const refused of tries.filter((r) => r.statusCode === 503))
        expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      for (const other of others) {
        await other.app.close();
        await other.database.close();
      }
    }
  });
});

/** The URL of the test app's database (the harness made it beside TEST_DATABASE_URL). */
function rowsUrl(database: { db: unknown }): string {
  const pool = (database.db as { $client: { options: { connectionString: string } } }).$client;
  return pool.options.connectionString;
}
