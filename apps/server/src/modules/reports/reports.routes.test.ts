import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DISPENSING_REPORT_COLUMNS, ZDispensingReport, type TDispensingReportRow } from '@kiosk/contract';
import { rowsOf } from '../../db/client';
import { DB_KINDS, DEMO, client, staffAuth, testClock, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { payInSandbox } from '../../test/payments-helpers';
import { moveOrderTo } from '../../test/db-state';
import { reconcileInterruptedDispenses } from '../dispensing/dispensing.service';

const DAY = '2026-11-22';
const NEXT_DAY = '2026-11-23';

/** RFC 4180 records of a CSV text (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let isQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (isQuoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') isQuoted = false;
      else field += c;
    } else if (c === '"') isQuoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || record.length) records.push([...record, field]);
  return records;
}

/** Each item's one name in English, "Product — option", as the seeded catalogue titles them. */
const ITEM_NAMES: Record<string, string> = {
  'condoms-3-pack': 'Condoms — Regular, 3-pack',
  'condoms-large-3-pack': 'Condoms — Large, 3-pack',
  'fentanyl-test-strips-5': 'Fentanyl Test Strips — Pack of 5',
  'naloxone-emergency-kit': 'Naloxone Nasal Spray (Emergency Kit) — Emergency kit',
  'pregnancy-test': 'Pregnancy Test — Single test',
  'prenatal-vitamins-30': 'Prenatal Vitamins — 30 tablets',
};

const row = (
  partial: Partial<TDispensingReportRow> & Pick<TDispensingReportRow, 'date' | 'productId' | 'skuId'>,
) => ({
  deviceId: DEMO,
  itemName: ITEM_NAMES[partial.skuId],
  unitsDispensed: 0,
  paidUnits: 0,
  freeUnits: 0,
  emergencyKits: 0,
  failedDispenses: 0,
  jams: 0,
  emptySlots: 0,
  motorFaults: 0,
  interrupted: 0,
  refundedOrders: 0,
  refundedAmount: 0,
  currency: 'USD',
  stockOuts: 0,
  ...partial,
});

describe.each(DB_KINDS)('dispensing reports on %s', (kind) => {
  const clock = testClock(new Date(`${DAY}T18:00:00Z`));
  const t = useTestApp(kind, { now: clock.now });
  const api = client(t);
  const report = (query: string, headers: Record<string, string> = staffAuth) =>
    t.app.inject({ url: `${api.base}/reports/dispensing?${query}`, headers });

  const dispense = (orderId: string) =>
    t.app.inject({ method: 'POST', url: `${api.base}/orders/${orderId}/dispense?locale=en` });
  const order = async (skuId: string, quantity: number) => {
    const res = await api.createOrder([{ skuId, quantity }]);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const paidOrder = async (skuId: string, quantity: number) => {
    const orderId = await order(skuId, quantity);
    await payInSandbox(t, api.base, orderId);
    return orderId;
  };
  const testDispense = async (skuId: string, quantity: number) => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${api.base}/test/orders?locale=en`,
      headers: staffAuth,
      payload: { skus: [{ skuId, quantity }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: `${api.base}/test/orders/${created.json().data.id}/dispense`,
      headers: staffAuth,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const fault = (slot: string, faultKind: 'jam' | 'empty' | 'fault', after = 0) =>
    t.app.inject({
      method: 'POST',
      url: `/dev/dispenser/${DEMO}/faults`,
      headers: staffAuth,
      payload: { slot, kind: faultKind, after },
    });
  const tick = () => clock.advance(60_000);

  beforeAll(async () => {
    // Paid: 3 units.
    expect((await dispense(await paidOrder('condoms-3-pack', 3))).statusCode).toBe(200);
    tick();
    // Free.
    expect((await dispense(await order('fentanyl-test-strips-5', 1))).statusCode).toBe(200);
    tick();
    // Emergency kit.
    expect((await dispense(await order('naloxone-emergency-kit', 1))).statusCode).toBe(200);
    tick();
    // Paid, the 2nd unit jams: 1 dropped, 1 jam, the jammed unit refunded.
    await fault('A5', 'jam', 1);
    expect((await dispense(await paidOrder('condoms-large-3-pack', 2))).statusCode).toBe(500);
    tick();
    // Paid, the slot is empty: a stock-out the counts did not know of, refunded.
    await fault('B1', 'empty');
    expect((await dispense(await paidOrder('pregnancy-test', 1))).statusCode).toBe(500);
    tick();
    // Staff count the vitamins down to 1; a paid order takes the last one: a stock-out.
    const vitamins = await api.putStock([{ skuId: 'prenatal-vitamins-30', stock: 1 }]);
    expect(vitamins.statusCode).toBe(200);
    tick();
    expect((await dispense(await paidOrder('prenatal-vitamins-30', 1))).statusCode).toBe(200);
    tick();
    // Test orders: never counted, not even the one that takes the last hygiene kit.
    await testDispense('condoms-3-pack', 2);
    expect((await api.putStock([{ skuId: 'hygiene-kit', stock: 1 }])).statusCode).toBe(200);
    tick();
    await testDispense('hygiene-kit', 1);
    // 23:30 in Los Angeles is still the same day there (07:30 UTC the next day).
    clock.set(`${NEXT_DAY}T07:30:00Z`);
    expect((await dispense(await order('fentanyl-test-strips-5', 1))).statusCode).toBe(200);
    // 01:00 the next day in Los Angeles.
    clock.set(`${NEXT_DAY}T09:00:00Z`);
    expect((await dispense(await order('naloxone-emergency-kit', 1))).statusCode).toBe(200);
  });

  const expectedDay = [
    row({ date: DAY, productId: 'condoms', skuId: 'condoms-3-pack', unitsDispensed: 3, paidUnits: 3 }),
    row({
      date: DAY,
      productId: 'condoms',
      skuId: 'condoms-large-3-pack',
      unitsDispensed: 1,
      paidUnits: 1,
      failedDispenses: 1,
      jams: 1,
      refundedOrders: 1,
      refundedAmount: 125,
    }),
    row({
      date: DAY,
      productId: 'fentanyl-test-strips',
      skuId: 'fentanyl-test-strips-5',
      unitsDispensed: 2,
      freeUnits: 2,
    }),
    row({
      date: DAY,
      productId: 'naloxone-nasal-spray',
      skuId: 'naloxone-emergency-kit',
      unitsDispensed: 1,
      emergencyKits: 1,
    }),
    row({
      date: DAY,
      productId: 'pregnancy-test',
      skuId: 'pregnancy-test',
      failedDispenses: 1,
      emptySlots: 1,
      refundedOrders: 1,
      refundedAmount: 899,
      stockOuts: 1,
    }),
    row({
      date: DAY,
      productId: 'prenatal-vitamins',
      skuId: 'prenatal-vitamins-30',
      unitsDispensed: 1,
      paidUnits: 1,
      stockOuts: 1,
    }),
  ];

  it('counts one day per product in the device time zone: paid, free, emergency, failed, refunded, stock-outs; no test orders', async () => {
    const res = await report(`from=${DAY}&to=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = ZDispensingReport.parse(res.json().data);
    expect(body).toMatchObject({ deviceId: DEMO, timeZone: 'America/Los_Angeles', from: DAY, to: DAY });
    expect(body.columns).toEqual(DISPENSING_REPORT_COLUMNS);
    expect(body.rows).toEqual(expectedDay);
  });

  it('names each item "Product — option" in the asked locale, in JSON and CSV alike', async () => {
    const english = ZDispensingReport.parse((await report(`from=${DAY}&to=${DAY}`)).json().data).rows;
    expect(english.map((r) => r.itemName)).toContain('Pregnancy Test — Single test');
    expect(english.map((r) => r.itemName)).not.toContain('Single test');
    const res = await report(`from=${DAY}&to=${DAY}&locale=es`);
    expect(res.statusCode, res.body).toBe(200);
    const spanish = ZDispensingReport.parse(res.json().data).rows;
    const condoms = spanish.find((r) => r.skuId === 'condoms-3-pack')!;
    expect(condoms.itemName).toMatch(/^.+ — .+$/);
    expect(condoms.itemName).not.toBe(ITEM_NAMES['condoms-3-pack']);
    const csv = parseCsv(
      (await report(`from=${DAY}&to=${DAY}&format=csv`)).rawPayload.subarray(3).toString(),
    );
    const nameAt = csv[0]!.indexOf('itemName');
    expect(nameAt).toBeGreaterThan(-1);
    expect(csv.slice(1).map((record) => record[nameAt])).toEqual(english.map((r) => r.itemName));
  });

  it('equals what the dispense events say, unit by unit', async () => {
    const events = rowsOf<{ sku: string; outcome: string; n: number }>(
      await t.ctx.db.execute(sql`
        select e.sku_id as sku, e.outcome, count(*)::int as n from dispense_events e
        where e.device_id = ${DEMO} and not e.is_test and e.outcome <> 'started'
          and to_char(e.created_at at time zone 'America/Los_Angeles', 'YYYY-MM-DD') = ${DAY}
        group by 1, 2`),
    );
    const rows = ZDispensingReport.parse((await report(`from=${DAY}&to=${DAY}`)).json().data).rows;
    const fromEvents = (outcome: string, sku: string) =>
      Number(events.find((e) => e.sku === sku && e.outcome === outcome)?.n ?? 0);
    for (const r of rows) {
      expect(r.unitsDispensed, r.skuId).toBe(fromEvents('dropped', r.skuId));
      expect(r.jams, r.skuId).toBe(fromEvents('jammed', r.skuId));
      expect(r.emptySlots, r.skuId).toBe(fromEvents('empty', r.skuId));
      expect(r.motorFaults, r.skuId).toBe(fromEvents('fault', r.skuId));
      expect(r.paidUnits + r.freeUnits + r.emergencyKits).toBe(r.unitsDispensed);
      expect(r.jams + r.emptySlots + r.motorFaults + r.interrupted).toBe(r.failedDispenses);
    }
    const reported = new Set(rows.map((r) => r.skuId));
    for (const e of events) expect(reported.has(e.sku), e.sku).toBe(true);
    // The test dispenses are in the events, and nowhere in the report.
    const tests = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`select count(*)::int as n from dispense_events where is_test and outcome = 'dropped'`,
      ),
    );
    expect(Number(tests[0]!.n)).toBe(3);
    expect(reported.has('hygiene-kit')).toBe(false);
  });

  it('puts each day in its own rows, and the refunds equal the refunds table', async () => {
    const rows = ZDispensingReport.parse((await report(`from=${DAY}&to=${NEXT_DAY}`)).json().data).rows;
    expect(rows).toEqual([
      ...expectedDay,
      row({
        date: NEXT_DAY,
        productId: 'naloxone-nasal-spray',
        skuId: 'naloxone-emergency-kit',
        unitsDispensed: 1,
        emergencyKits: 1,
      }),
    ]);
    const refunded = rowsOf<{ total: number }>(
      await t.ctx.db.execute(sql`select coalesce(sum(amount), 0)::int as total from refunds`),
    );
    expect(rows.reduce((sum, r) => sum + r.refundedAmount, 0)).toBe(Number(refunded[0]!.total));
    expect((await report(`from=${NEXT_DAY}&to=${NEXT_DAY}`)).json().data.rows).toHaveLength(1);
  });

  it('exports the same rows as CSV: a header row, RFC 4180 records, a file name', async () => {
    const json = ZDispensingReport.parse((await report(`from=${DAY}&to=${NEXT_DAY}`)).json().data);
    const res = await report(`from=${DAY}&to=${NEXT_DAY}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="dispensing-${DEMO}-${DAY}-to-${NEXT_DAY}.csv"`,
    );
    // UTF-8 with a byte-order mark, so that Excel reads it as UTF-8.
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...records] = parseCsv(text);
    expect(header).toEqual(json.columns);
    expect(records).toEqual(
      json.rows.map((r) => DISPENSING_REPORT_COLUMNS.map((column) => String(r[column]))),
    );
  });

  it('holds no personal data: counts by day only, no order ids, times, phone numbers or payment references', async () => {
    const json = (await report(`from=${DAY}&to=${NEXT_DAY}`)).body;
    const csv = (await report(`from=${DAY}&to=${NEXT_DAY}&format=csv`)).body;
    for (const text of [json, csv]) {
      expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
      expect(text).not.toMatch(/\d{2}:\d{2}/);
      expect(text).not.toMatch(/\+\d{6,}|\(\d{3}\)|\d{3}[ .]\d{3}[ .-]\d{4}/);
      expect(text).not.toMatch(/phone|email|sandbox|pi_|cs_|token/i);
    }
    const rows = JSON.parse(json).data.rows as Record<string, unknown>[];
    for (const r of rows) expect(Object.keys(r)).toEqual(DISPENSING_REPORT_COLUMNS);
  });

  it('defaults to the last 30 days up to today in the device time zone', async () => {
    const body = (await report('')).json().data;
    expect(body).toMatchObject({ from: '2026-10-25', to: NEXT_DAY });
    expect(body.rows).toHaveLength(expectedDay.length + 1);
  });

  it('needs the staff passkey, and refuses bad windows naming the field', async () => {
    expectError(await report(`from=${DAY}&to=${DAY}`, {}), 401, 'unauthorized');
    expect(expectError(await report('from=2026-02-30'), 400).field).toBe('from');
    expect(expectError(await report(`from=${NEXT_DAY}&to=${DAY}`), 400).field).toBe('from');
    expect(expectError(await report('from=2025-01-01&to=2026-06-01'), 400).field).toBe('to');
    expect(expectError(await report(`from=${DAY}&format=xml`), 400).field).toBe('format');
    expect(expectError(await report(`from=${DAY}&orderId=1`), 400).field).toBe('orderId');
  });
});

describe.each(DB_KINDS)('dispensing reports after a restart on %s', (kind) => {
  const clock = testClock(new Date(`${DAY}T18:00:00Z`));
  const t = useTestApp(kind, { now: clock.now });

  it('counts a unit whose motor started but whose drop was never confirmed as interrupted, and its refund', async () => {
    const api = client(t);
    const orderId = (await api.createOrder([{ skuId: 'condoms-3-pack', quantity: 2 }])).json().data
      .id as string;
    await payInSandbox(t, api.base, orderId);
    // A process died after unit 1 dropped and unit 2 started.
    await moveOrderTo(t.ctx.db, orderId, 'dispensing');
    const at = clock.now().toISOString();
    await t.ctx.db.execute(sql`
      insert into dispense_events (order_id, device_id, sku_id, slot, unit_index, outcome, is_test, created_at) values
        (${orderId}, ${DEMO}, 'condoms-3-pack', 'A4', 1, 'started', false, ${at}),
        (${orderId}, ${DEMO}, 'condoms-3-pack', 'A4', 1, 'dropped', false, ${at}),
        (${orderId}, ${DEMO}, 'condoms-3-pack', 'A4', 2, 'started', false, ${at})`);
    await t.ctx.db.execute(sql`update order_items set quantity_dispensed = 1 where order_id = ${orderId}`);
    await t.ctx.db.execute(
      sql`update device_stock set on_hand = on_hand - 1, held = held - 1 where device_id = ${DEMO} and sku_id = 'condoms-3-pack'`,
    );
    expect(await reconcileInterruptedDispenses(t.ctx)).toEqual([orderId]);
    const rows = ZDispensingReport.parse(
      (
        await t.app.inject({
          url: `${api.base}/reports/dispensing?from=${DAY}&to=${DAY}`,
          headers: staffAuth,
        })
      ).json().data,
    ).rows;
    expect(rows).toEqual([
      row({
        date: DAY,
        productId: 'condoms',
        skuId: 'condoms-3-pack',
        unitsDispensed: 1,
        paidUnits: 1,
        failedDispenses: 1,
        interrupted: 1,
        refundedOrders: 1,
        refundedAmount: 100,
      }),
    ]);
  });
});
