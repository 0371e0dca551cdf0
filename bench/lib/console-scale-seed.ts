import pg from 'pg';

/** The console at a large programme's scale: kiosks and dispense events seeded on PostgreSQL. */
export const SCALE_KIOSKS = Number(process.env.BENCH_SCALE_KIOSKS ?? 5_000);
export const SCALE_EVENTS = Number(process.env.BENCH_SCALE_EVENTS ?? 1_000_000);
/** The events are spread over this many days up to now, so a 30-day chart covers about half of them. */
export const SCALE_DAYS = 60;
/** Units per order: each order of the seed dispenses two (one of 200 the second jams and is refunded). */
const UNITS_PER_ORDER = 2;

/**
 * Seeds SCALE_KIOSKS kiosks (stock as the demo kiosk's slots, on-hand at random, a few low; presence)
 * and SCALE_EVENTS dispense events from SCALE_EVENTS / 2 ended orders over SCALE_DAYS days, in set-based
 * statements (`generate_series`), not row by row: about a minute on a quiet two-core machine. Expects the
 * migrated and demo-seeded database (the demo kiosk's stock is the template).
 */
export async function seedConsoleScale(databaseUrl: string): Promise<{ kiosks: number; events: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const orderCount = Math.floor(SCALE_EVENTS / UNITS_PER_ORDER);
  try {
    await client.query('select setseed(0.37)');
    await client.query(
      `insert into devices (id, name, languages, support_phone)
       select 'scale-kiosk-' || lpad(i::text, 5, '0'), 'Scale kiosk ' || i, '["en","es"]'::jsonb, '+15555550100'
       from generate_series(1, $1::int) i`,
      [SCALE_KIOSKS],
    );
    await client.query(
      `insert into device_stock (device_id, sku_id, on_hand, slot)
       select d.id, s.sku_id, (random() * 30)::int, s.slot
       from devices d cross join (select sku_id, slot from device_stock where device_id = 'demo-kiosk-0001') s
       where d.id like 'scale-kiosk-%'`,
    );
    await client.query(
      `insert into kiosk_presence (device_id, last_seen_at, is_agent_online, agent_changed_at)
       select id, now() - random() * interval '2 minutes', true, now() - interval '1 day'
       from devices where id like 'scale-kiosk-%'`,
    );
    // Orders: kiosk i % N, an in-stock sku chosen at random, a time at random over the days.
    await client.query(
      `create temp table scale_orders as
       select gen_random_uuid() as id,
         'scale-kiosk-' || lpad((1 + i % $1::int)::text, 5, '0') as device_id,
         (select array_agg(sku_id order by sku_id) from device_stock where device_id = 'demo-kiosk-0001')
           [1 + (random() * 1000)::int % (select count(*) from device_stock where device_id = 'demo-kiosk-0001')::int]
           as sku_id,
         now() - random() * ($2::int * interval '1 day') as at,
         random() < 0.005 as is_jam
       from generate_series(0, $3::int - 1) i`,
      [SCALE_KIOSKS, SCALE_DAYS, orderCount],
    );
    await client.query(
      `insert into orders (id, device_id, status, total, currency, is_emergency, paid_at, created_at, updated_at)
       select o.id, o.device_id, case when o.is_jam then 'dispense_failed' else 'dispensed' end,
         ${UNITS_PER_ORDER} * coalesce(k.price, 0), 'USD', k.id = 'naloxone-emergency-kit',
         case when coalesce(k.price, 0) > 0 then o.at end, o.at, o.at
       from scale_orders o join skus k on k.id = o.sku_id`,
    );
    await client.query(
      `insert into order_items (order_id, sku_id, quantity, quantity_dispensed, unit_price)
       select o.id, o.sku_id, ${UNITS_PER_ORDER}, case when o.is_jam then ${UNITS_PER_ORDER - 1} else ${UNITS_PER_ORDER} end,
         coalesce(k.price, 0)
       from scale_orders o join skus k on k.id = o.sku_id`,
    );
    await client.query(
      `insert into dispense_events (order_id, device_id, sku_id, slot, unit_index, outcome, created_at)
       select o.id, o.device_id, o.sku_id, s.slot, u,
         case when o.is_jam and u = ${UNITS_PER_ORDER - 1} then 'jammed' else 'dropped' end,
         o.at + (u + 1) * interval '2 seconds'
       from scale_orders o
       join device_stock s on s.device_id = o.device_id and s.sku_id = o.sku_id
       cross join generate_series(0, ${UNITS_PER_ORDER - 1}) u
       order by o.at`,
    );
    // A paid order whose second unit jammed: its payment and the refund of that unit.
    await client.query(
      `insert into payment_transactions (id, order_id, provider, provider_ref, status, amount, currency,
         payment_url, refunded_amount, created_at, updated_at)
       select gen_random_uuid(), o.id, 'sandbox', 'scale_' || o.id, 'paid', o.total, 'USD', 'about:blank',
         o.total / ${UNITS_PER_ORDER}, o.created_at, o.created_at
       from orders o where o.device_id like 'scale-kiosk-%' and o.status = 'dispense_failed' and o.total > 0`,
    );
    await client.query(
      `insert into refunds (id, transaction_id, order_id, amount, reason, status, created_at)
       select gen_random_uuid(), t.id, t.order_id, t.refunded_amount, 'dispense_failed', 'succeeded',
         t.created_at + interval '1 minute'
       from payment_transactions t where t.provider_ref like 'scale_%'`,
    );
    await client.query('drop table scale_orders');
    await client.query('vacuum analyze');
    const { rows } = await client.query<{ kiosks: number; events: number }>(
      `select (select count(*) from devices)::int as kiosks, (select count(*) from dispense_events)::int as events`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}
