import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '../../db/client';
import { DB_KINDS, DEMO, client, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';

const TABLES = [
  'order_discounts',
  'otp_challenges',
  'offer_redemptions',
  'sms_outbox',
  'orders',
  'order_items',
];

/** A fingerprint of every table an offer step call could write. */
async function fingerprint(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const rows = rowsOf<{ h: string | null }>(
      await db.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
      ),
    );
    parts.push(`${table}:${rows[0]?.h}`);
  }
  return parts.join(',');
}

describe.each(DB_KINDS)('offer step calls with bad input on %s', (kind) => {
  const t = useTestApp(kind);
  let orderId: string;
  beforeAll(async () => {
    orderId = (await client(t).createOrder([{ skuId: 'naloxone-2-pack', quantity: 2 }])).json().data.id;
  });

  const d = `/devices/${DEMO}/orders`;
  const cases = (): [string, InjectOptions, number, string?][] => [
    ['order id not a uuid', { method: 'POST', url: `${d}/xyz/discounts/available-offers` }, 400, 'orderId'],
    [
      'unknown order',
      { method: 'POST', url: `${d}/11111111-1111-4111-8111-111111111111/discounts/redeem` },
      404,
    ],
    // No kiosk is paired with an unknown device, and the call carries no capability: 401 before anything.
    [
      'unknown device',
      { method: 'POST', url: `/devices/nope-kiosk/orders/${orderId}/discounts/redeem` },
      401,
    ],
    ['locale not a language tag', { url: `${d}/${orderId}/discounts/status?locale=e_1!` }, 400, 'locale'],
    ['opt-in: no body', { method: 'POST', url: `${d}/${orderId}/discounts/opt-in` }, 400],
    [
      'opt-in: skus empty',
      { method: 'POST', url: `${d}/${orderId}/discounts/opt-in`, payload: { skus: [] } },
      400,
      'skus',
    ],
    [
      'opt-in: unknown field',
      {
        method: 'POST',
        url: `${d}/${orderId}/discounts/opt-in`,
        payload: { skus: ['naloxone-2-pack'], free: true },
      },
      400,
      'free',
    ],
    [
      'opt-out: sku id with capitals',
      { method: 'POST', url: `${d}/${orderId}/discounts/opt-out`, payload: { skus: ['Naloxone'] } },
      400,
      'skus.0',
    ],
    [
      'mfa-phone: number not a string',
      { method: 'POST', url: `${d}/${orderId}/discounts/mfa-phone`, payload: { phoneNumber: 4155550100 } },
      400,
      'phoneNumber',
    ],
    [
      'mfa-phone: number too long',
      {
        method: 'POST',
        url: `${d}/${orderId}/discounts/mfa-phone`,
        payload: { phoneNumber: '1'.repeat(65) },
      },
      400,
      'phoneNumber',
    ],
    [
      'mfa-code: code of letters',
      {
        method: 'POST',
        url: `${d}/${orderId}/discounts/mfa-code`,
        payload: { phoneNumber: '+14155550100', mfaCode: 'abcdef' },
      },
      400,
      'mfaCode',
    ],
    [
      'mfa-code: no number',
      { method: 'POST', url: `${d}/${orderId}/discounts/mfa-code`, payload: { mfaCode: '123456' } },
      400,
      'phoneNumber',
    ],
  ];

  it('refuses each in the error shape, naming the field, and writes nothing', async () => {
    const before = await fingerprint(t.ctx.db);
    for (const [name, options, status, field] of cases()) {
      const body = expectError(await t.app.inject(options), status);
      if (field) expect(body.field, name).toBe(field);
    }
    expect(await fingerprint(t.ctx.db)).toBe(before);
  });
});
