import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client';
import { appliedMigrationCount, expectedMigrationCount, migrationsFolder } from './migrations';
import { DB_KINDS, freshDatabase } from '../test/harness';
import { seedDemo } from './seed';
import { verifySecret } from '../lib/secrets';
import { devices, deviceStock, featureFlags } from './schema';
import { ACCESSIBILITY_DEVICE_IDS, DEMO_DEVICE_ID, SEED_PRODUCTS } from './seed-catalog';

const TABLES = [
  'devices',
  'products',
  'skus',
  'device_stock',
  'device_slots',
  'kiosk_assortment',
  'orders',
  'order_items',
  'order_workflows',
  'payment_transactions',
  'payment_events',
  'refunds',
  'dispense_events',
  'dispense_day_counts',
  'dispense_leases',
  'access_codes',
  'reservations',
  'offers',
  'offline_kit_refusals',
  'offer_redemptions',
  'order_discounts',
  'otp_challenges',
  'feature_flags',
  'stock_audit',
  'analytics_events',
  'throttles',
  'sms_outbox',
  'operators',
  'operator_sessions',
  'kiosk_presence',
  'alert_thresholds',
  'console_alerts',
  'alert_messages',
  'kiosk_credentials',
  'kiosk_pairing_codes',
  'kiosk_releases',
  'rollouts',
  'rollout_kiosks',
  'api_instances',
  'audit_log',
  'catalog_images',
  'operator_totp',
  'operator_recovery_codes',
  'operator_sign_in_steps',
];

describe.each(DB_KINDS)('migrations and seed on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());

  it('creates every table of the schema and records each migration', async () => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
    expect(names.sort()).toEqual([...TABLES].sort());
    expect(await appliedMigrationCount(database.db)).toBe(expectedMigrationCount(migrationsFolder()));
  });

  it('applies again without change', async () => {
    await database.migrate(migrationsFolder());
    expect(await appliedMigrationCount(database.db)).toBe(expectedMigrationCount(migrationsFolder()));
  });

  it('opens a database an earlier server migrated (the old migrations table), applying nothing twice', async () => {
    const own = await freshDatabase(kind);
    try {
      // What drizzle-orm 0.x recorded: no name, and each migration's time from the old journal.
      const journalTimes = [
        1795365985633, 1795367722211, 1795453145809, 1795454824623, 1795457574729, 1795459143142,
        1795617974622, 1795621960964,
      ];
      await own.db.execute(
        sql`alter table drizzle.__drizzle_migrations drop column name, drop column applied_at`,
      );
      for (const [index, when] of journalTimes.entries())
        await own.db.execute(
          sql`update drizzle.__drizzle_migrations set created_at = ${when} where id = ${index + 1}`,
        );
      await own.migrate(migrationsFolder());
      const rows = rowsOf<{ name: string }>(
        await own.db.execute(sql`select name from drizzle.__drizzle_migrations order by id`),
      );
      expect(rows).toHaveLength(expectedMigrationCount(migrationsFolder()));
      expect(rows.slice(0, journalTimes.length).map((r) => r.name.replace(/^\d+_/, ''))).toEqual([
        'init',
        'offers_phone_verification',
        'dispense_leases',
        'orders_status_check',
        'reservation_sealed_code',
        'orders_end_reason',
        'operator_console',
        'kiosk_pairing_and_hold_limits',
      ]);
    } finally {
      await own.close();
    }
  });

  it('refuses stock or a slot count that would go negative', async () => {
    await seedDemo(database.db, 'passkey-for-test');
    await expect(
      database.db.execute(sql`update device_stock set held = -1 where device_id = ${DEMO_DEVICE_ID}`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`update device_slots set count = -1 where device_id = ${DEMO_DEVICE_ID}`),
    ).rejects.toThrow();
  });

  it('refuses an order status the lifecycle does not know', async () => {
    const insert = (status: string) =>
      database.db.execute(
        sql`insert into orders (id, device_id, status, total, currency) values (gen_random_uuid(), ${DEMO_DEVICE_ID}, ${status}, 0, 'USD')`,
      );
    await expect(insert('shipped')).rejects.toThrow();
    await expect(insert('open')).resolves.toBeDefined();
    await database.db.execute(sql`delete from orders`);
  });

  it('gives each demo device a passkey of its own when none is set, each shown once and opening only its device', async () => {
    const own = await freshDatabase(kind);
    try {
      const seed = await seedDemo(own.db, undefined);
      const ids = [DEMO_DEVICE_ID, ...ACCESSIBILITY_DEVICE_IDS];
      expect(seed.generatedPasskeys.map((p) => p.deviceId)).toEqual(ids);
      const passkeys = seed.generatedPasskeys.map((p) => p.passkey);
      expect(new Set(passkeys).size).toBe(ids.length);
      const rows = await own.db.select().from(devices);
      for (const { deviceId, passkey } of seed.generatedPasskeys) {
        for (const row of rows) {
          expect(await verifySecret(row.staffCredentialHash!, passkey), `${deviceId} on ${row.id}`).toBe(
            row.id === deviceId,
          );
        }
      }
      expect((await seedDemo(own.db, undefined)).generatedPasskeys).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('seeds the demo device, five accessibility devices, the catalogue and the flags, once', async () => {
    const again = await seedDemo(database.db, 'passkey-for-test');
    expect(again.isFirstSeed).toBe(false);
    const rows = await database.db.select().from(devices);
    expect(rows.map((d) => d.id).sort()).toEqual([DEMO_DEVICE_ID, ...ACCESSIBILITY_DEVICE_IDS].sort());
    const demo = rows.find((d) => d.id === DEMO_DEVICE_ID)!;
    expect(demo.timeZone).toBe('America/Los_Angeles');
    expect(demo.currency).toBe('USD');
    expect(demo.languages).toEqual(['en', 'ar', 'zh', 'ko', 'es']);
    expect(demo.isAccessibilityExtensionAllowed).toBe(false);
    expect(demo.isLegacyDevicePassword).toBe(false);
    expect(demo.staffCredentialHash).toMatch(/^\$argon2id\$/);
    expect(rows.filter((d) => d.isAccessibilityExtensionAllowed)).toHaveLength(5);
    const skuCount = SEED_PRODUCTS.reduce((n, p) => n + p.skus.length, 0);
    expect(await database.db.select().from(deviceStock)).toHaveLength(skuCount * 6);
    const flags = await database.db.select().from(featureFlags);
    expect(flags.map((f) => [f.flagName, f.isActive])).toEqual([
      ['featureOneV1', false],
      ['featureTwoV1', false],
    ]);
  });
});
