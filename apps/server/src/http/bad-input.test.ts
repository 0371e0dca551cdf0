import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { DB_KINDS, DEMO, staffAuth, useTestApp } from '../test/harness';
import { expectError } from '../test/expect-error';
import { snapshot } from '../test/db-state';

const d = `/devices/${DEMO}`;
const order = '11111111-1111-4111-8111-111111111111';
const big = { skus: [{ skuId: 'pregnancy-test', quantity: 1 }], padding: 'x'.repeat(70 * 1024) };
const json = { 'content-type': 'application/json' };

/** Every endpoint with malformed ids, wrong types, unknown fields and oversized bodies. */
const CASES: [string, InjectOptions, number][] = [
  ['device id with a slash-like character', { url: '/devices/demo%2Fkiosk/products' }, 400],
  ['device id too short', { url: '/devices/ab/config' }, 400],
  ['unknown device', { url: '/devices/unknown-kiosk/config' }, 404],
  ['product id with capitals', { url: `${d}/products/Condoms` }, 400],
  ['unknown query field', { url: `${d}/products?sort=price` }, 400],
  ['locale not a language tag', { url: `${d}/products?locale=en%20us` }, 400],
  ['isReservable not a boolean', { url: `${d}/products?isReservable=1` }, 400],
  [
    'order: quantity as text',
    { method: 'POST', url: `${d}/orders`, payload: { skus: [{ skuId: 'pregnancy-test', quantity: '1' }] } },
    400,
  ],
  [
    'order: unknown field',
    {
      method: 'POST',
      url: `${d}/orders`,
      payload: { skus: [{ skuId: 'pregnancy-test', quantity: 1 }], coupon: 'FREE' },
    },
    400,
  ],
  [
    'order: unknown field in a line',
    {
      method: 'POST',
      url: `${d}/orders`,
      payload: { skus: [{ skuId: 'pregnancy-test', quantity: 1, price: 0 }] },
    },
    400,
  ],
  ['order: no skus', { method: 'POST', url: `${d}/orders`, payload: { skus: [] } }, 400],
  [
    'order: negative quantity',
    { method: 'POST', url: `${d}/orders`, payload: { skus: [{ skuId: 'pregnancy-test', quantity: -2 }] } },
    400,
  ],
  ['order: body over 64 KB', { method: 'POST', url: `${d}/orders`, payload: big }, 413],
  ['order: not JSON', { method: 'POST', url: `${d}/orders`, headers: json, payload: '{"skus":' }, 400],
  [
    'order: text body',
    { method: 'POST', url: `${d}/orders`, headers: { 'content-type': 'text/plain' }, payload: 'skus' },
    400,
  ],
  ['order: array body', { method: 'POST', url: `${d}/orders`, payload: [1, 2] }, 400],
  ['order id not a uuid', { url: `${d}/orders/12345` }, 400],
  ['order id SQL-like', { url: `${d}/orders/${encodeURIComponent("1' or '1'='1")}` }, 400],
  [
    'cancel: isTimeout not a boolean',
    { method: 'POST', url: `${d}/orders/${order}/cancel?isTimeout=maybe` },
    400,
  ],
  ['cancel all: unknown query', { method: 'POST', url: `${d}/orders/cancel?all=true` }, 400],
  ['cancel unknown order', { method: 'POST', url: `${d}/orders/${order}/cancel` }, 404],
  ['workflows: bad order id', { url: `${d}/orders/xyz/workflows` }, 400],
  ['age: dob missing', { method: 'POST', url: `${d}/orders/${order}/age-authorization` }, 400],
  [
    'age: dob too long',
    { method: 'POST', url: `${d}/orders/${order}/age-authorization?dob=1990-01-01T00:00` },
    400,
  ],
  [
    'code: bad order id',
    { method: 'POST', url: `${d}/orders/nope/code-authorization`, headers: { authorization: 'Bearer X' } },
    400,
  ],
  ['reserve: bad order id', { method: 'POST', url: `${d}/orders/nope/reserve` }, 400],
  [
    'reservation: code as a number',
    { method: 'POST', url: `${d}/orders/reservation-authorization`, payload: { code: 123456 } },
    400,
  ],
  [
    'reservation: unknown field',
    {
      method: 'POST',
      url: `${d}/orders/reservation-authorization`,
      payload: { code: '123456', orderId: order },
    },
    400,
  ],
  ['reservation: no body', { method: 'POST', url: `${d}/orders/reservation-authorization` }, 400],
  [
    'stock: count as text',
    {
      method: 'PUT',
      url: `${d}/products/stock`,
      headers: staffAuth,
      payload: { skus: [{ skuId: 'pregnancy-test', stock: 'ten' }] },
    },
    400,
  ],
  [
    'stock: unknown field',
    {
      method: 'PUT',
      url: `${d}/products/stock`,
      headers: staffAuth,
      payload: { skus: [{ skuId: 'pregnancy-test', stock: 1, slot: 'Z9' }] },
    },
    400,
  ],
  [
    'stock: body over 64 KB',
    { method: 'PUT', url: `${d}/products/stock`, headers: staffAuth, payload: big },
    413,
  ],
  [
    'product upsert: price as text',
    {
      method: 'POST',
      url: `${d}/products`,
      headers: staffAuth,
      payload: {
        id: 'x-item',
        titles: { en: 'X' },
        skus: [{ id: 'x-item', titles: { en: 'X' }, price: 'free' }],
      },
    },
    400,
  ],
  [
    'test order: wrong type',
    { method: 'POST', url: `${d}/test/orders`, headers: staffAuth, payload: { skus: 'all' } },
    400,
  ],
  ['test order read: bad id', { url: `${d}/test/orders/abc`, headers: staffAuth }, 400],
  ['unknown route', { url: `${d}/orders/${order}/refund` }, 404],
  ['wrong method', { method: 'DELETE', url: `${d}/orders/${order}` }, 404],
];

describe.each(DB_KINDS)('bad input on %s', (kind) => {
  const t = useTestApp(kind);

  it.each(CASES)('%s → clear 4xx in the error shape, nothing written', async (_name, request, status) => {
    const before = await snapshot(t.ctx.db);
    const res = await t.app.inject(request);
    const body = expectError(res, status);
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.description.length).toBeGreaterThan(0);
    if (status === 400 && body.code === 'validation') expect(body.field).toBeTruthy();
    expect(await snapshot(t.ctx.db)).toBe(before);
  });
});
