import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { keyedHash } from '@kiosk/server/src/lib/secrets';
import { WRITES_CHANNEL } from '@kiosk/server/src/db/write-notices';

export interface LoadKiosk {
  deviceId: string;
  /** The kiosk's device credential cookie, as a paired kiosk browser sends it. */
  cookie: string;
}

/** The template every load kiosk copies: the demo kiosk's settings, catalogue slots and prices. */
const TEMPLATE = 'demo-kiosk-0001';

/**
 * `count` kiosks written straight into a migrated, demo-seeded database: each a copy of the demo kiosk
 * with plenty of stock and a paired kiosk credential (its token hashed as the server hashes it; pairing
 * through the API takes a staff passkey's argon2 check per kiosk, minutes for thousands). Announced on
 * the instances' channel afterwards, as a write from outside the app must be.
 */
export async function seedLoadKiosks(
  databaseUrl: string,
  secret: string,
  count: number,
): Promise<LoadKiosk[]> {
  const kiosks = Array.from({ length: count }, (_, i) => ({
    deviceId: `load-kiosk-${String(i + 1).padStart(5, '0')}`,
    token: randomBytes(32).toString('base64url'),
  }));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into devices (id, name, time_zone, currency, languages, support_phone)
       select k.id, 'Load kiosk ' || k.id, d.time_zone, d.currency, d.languages, d.support_phone
       from devices d, unnest($1::text[]) as k(id) where d.id = $2`,
      [kiosks.map((k) => k.deviceId), TEMPLATE],
    );
    await client.query(
      `insert into device_stock (device_id, sku_id, on_hand, slot)
       select k.id, s.sku_id, 1000000, s.slot
       from device_stock s, unnest($1::text[]) as k(id) where s.device_id = $2`,
      [kiosks.map((k) => k.deviceId), TEMPLATE],
    );
    await client.query(
      `insert into kiosk_assortment (device_id, sku_id, position, price)
       select k.id, a.sku_id, a.position, a.price
       from kiosk_assortment a, unnest($1::text[]) as k(id) where a.device_id = $2`,
      [kiosks.map((k) => k.deviceId), TEMPLATE],
    );
    await client.query(
      `insert into kiosk_credentials (device_id, token_hash, paired_by)
       select * from unnest($1::text[], $2::text[]) as k(device_id, token_hash), (values ('staff')) p(by)`,
      [kiosks.map((k) => k.deviceId), kiosks.map((k) => keyedHash(secret, 'kiosk-credential', k.token))],
    );
    await client.query(`select pg_notify('${WRITES_CHANNEL}', 'load kiosks')`);
  } finally {
    await client.end();
  }
  return kiosks.map((k) => ({ deviceId: k.deviceId, cookie: `kiosk_credential=${k.token}` }));
}
