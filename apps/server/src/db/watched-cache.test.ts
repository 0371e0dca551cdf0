import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listKiosks, revokeKiosk } from '../modules/kiosks/kiosk-pairing.service';
import { WatchedCache } from './watched-cache';
import {
  DB_KINDS,
  DEMO,
  createTestApp,
  secondInstance,
  useTestApp,
  type SecondInstance,
  type TestApp,
} from '../test/harness';

describe.each(DB_KINDS)('watched cache on %s', (kind) => {
  const t = useTestApp(kind);

  it('keeps a value until one of its own tables is written, and nothing built before that write', async () => {
    const cache = new WatchedCache<string | null>(t.ctx.database, ['devices'], 10);
    let builds = 0;
    const build = (value: string | null) => async () => {
      builds++;
      return value;
    };
    expect(await cache.get('a', build('first'))).toBe('first');
    expect(await cache.get('a', build('second'))).toBe('first');
    expect(builds).toBe(1);

    // A write to another watched table (a stock hold) leaves it.
    await t.ctx.db.execute(sql`update device_stock set held = held where device_id = ${DEMO}`);
    expect(await cache.get('a', build('third'))).toBe('first');
    expect(builds).toBe(1);

    // A write to its own table drops it.
    await t.ctx.db.execute(sql`update devices set name = name where id = ${DEMO}`);
    expect(await cache.get('a', build('fourth'))).toBe('fourth');
    expect(builds).toBe(2);

    // A build that a write overtakes is answered, not kept.
    const overtaken = await cache.get('b', async () => {
      await t.ctx.db.execute(sql`update devices set name = name where id = ${DEMO}`);
      return 'overtaken';
    });
    expect(overtaken).toBe('overtaken');
    expect(await cache.get('b', build('after the write'))).toBe('after the write');

    // Nothing found is not kept: the next read looks again.
    expect(await cache.get('c', build(null))).toBeNull();
    expect(await cache.get('c', build('found'))).toBe('found');
  });
});

describe.runIf(DB_KINDS.includes('postgres'))('caches across two instances on PostgreSQL', () => {
  let writer: TestApp;
  let second: SecondInstance;
  let notices: string[][] = [];
  beforeAll(async () => {
    writer = await createTestApp('postgres');
    second = await secondInstance(writer, (written) => notices.push([...written]));
  });
  afterAll(async () => {
    await second?.close();
    await writer?.close();
  });

  const isPairedOnSecond = async () => {
    const res = await second.app.inject({
      url: `/devices/${DEMO}/kiosk-credential`,
      headers: { cookie: writer.kioskCookies.get(DEMO)! },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.isPaired as boolean;
  };
  const noticeOf = async (table: string) => {
    for (let i = 0; i < 500 && !notices.some((n) => n.includes(table)); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(notices.flat(), 'the other instance was told which table was written').toContain(table);
  };

  it('refuses a kiosk credential revoked through the other instance once told, with the table named', async () => {
    // The second instance has the credential cached.
    expect(await isPairedOnSecond()).toBe(true);
    expect(await isPairedOnSecond()).toBe(true);
    notices = [];
    const [credential] = await listKiosks(writer.ctx.db, DEMO);
    await revokeKiosk(writer.ctx, DEMO, credential!.id);
    await noticeOf('kiosk_credentials');
    expect(notices.flat()).not.toContain('device_stock');
    expect(await isPairedOnSecond()).toBe(false);
  });

  it('tells the other instance of a transaction once, with every table it wrote, and of no rollback', async () => {
    notices = [];
    await expect(
      writer.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update devices set support_phone = '+1 555 0199' where id = ${DEMO}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await writer.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update skus set titles = titles where id = 'pregnancy-test'`);
      await tx.execute(sql`update products set titles = titles where id = 'pregnancy-test'`);
    });
    await noticeOf('products');
    // Notices come in commit order: had the rollback been told, it would be here already.
    expect(notices).toEqual([expect.arrayContaining(['skus', 'products'])]);
    expect(notices.flat()).not.toContain('devices');
  });

  it("shows a device's new settings on the other instance once told", async () => {
    const configOf = async () =>
      (await second.app.inject({ url: `/devices/${DEMO}/config` })).json().data as { supportPhone: string };
    const before = (await configOf()).supportPhone;
    notices = [];
    await writer.ctx.db.execute(sql`update devices set support_phone = '+1 555 0100' where id = ${DEMO}`);
    await noticeOf('devices');
    expect(before).not.toBe('+1 555 0100');
    expect((await configOf()).supportPhone).toBe('+1 555 0100');
  });
});
