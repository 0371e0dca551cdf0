import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, staffAuth } from '../test/harness';
import { expectError } from '../test/expect-error';

const WEB_DIST = mkdtempSync(join(tmpdir(), 'kiosk-web-'));
writeFileSync(join(WEB_DIST, 'index.html'), '<!doctype html><title>kiosk</title>');
writeFileSync(join(WEB_DIST, 'favicon.svg'), '<svg/>');

/** Every route of the API and the credentials it takes (plugin routes: the docs and the web app's files). */
async function declaredRoutes(): Promise<string[]> {
  const t = await createTestApp('pglite', { webDistDir: WEB_DIST });
  await t.close();
  const lines = t.app.routeCredentials
    .filter(({ method, url }) => method !== 'HEAD' && !url.startsWith('/docs/static/'))
    .map(
      ({ method, url, credentials, operatorRole }) =>
        `${method} ${url} → ${credentials.join(' | ')}${operatorRole ? ` (${operatorRole})` : ''}`,
    );
  return [...new Set(lines)].sort();
}

describe('the credential of every route', () => {
  it('is declared for every route, as this table says', async () => {
    expect(await declaredRoutes()).toMatchInlineSnapshot(`
      [
        "DELETE /console/catalog/products/:productId/retirement → operator (admin)",
        "DELETE /console/catalog/skus/:skuId/retirement → operator (admin)",
        "DELETE /console/operators/:operatorId → operator (admin)",
        "DELETE /console/operators/:operatorId/two-factor → operator (admin)",
        "DELETE /console/session → operator (own)",
        "DELETE /console/session/two-factor → operator (own)",
        "DELETE /dev/dispenser/:deviceId/faults → staff",
        "GET /assets/* → none",
        "GET /catalog-images/:imageId → none",
        "GET /console/alert-outbox → operator (viewer)",
        "GET /console/alerts → operator (viewer)",
        "GET /console/api-instances → operator (viewer)",
        "GET /console/audit → operator (viewer)",
        "GET /console/catalog/products → operator (viewer)",
        "GET /console/catalog/products/:productId → operator (viewer)",
        "GET /console/catalog/translations → operator (viewer)",
        "GET /console/charts/:chart → operator (viewer)",
        "GET /console/kiosk-setup/:deviceId → operator (viewer)",
        "GET /console/kiosks → operator (viewer)",
        "GET /console/kiosks/:deviceId → operator (viewer)",
        "GET /console/kiosks/:deviceId/assortment → operator (viewer)",
        "GET /console/operators → operator (admin)",
        "GET /console/releases → operator (viewer)",
        "GET /console/rollouts → operator (viewer)",
        "GET /console/rollouts/:rolloutId → operator (viewer)",
        "GET /console/session → operator (own)",
        "GET /console/session/two-factor → operator (own)",
        "GET /console/thresholds → operator (viewer)",
        "GET /dev/dispenser/:deviceId/faults → staff",
        "GET /dev/outbox → staff",
        "GET /devices/:deviceId/config → none",
        "GET /devices/:deviceId/kiosk-credential → kiosk | none",
        "GET /devices/:deviceId/kiosk-credentials → staff",
        "GET /devices/:deviceId/orders/:orderId → kiosk | order",
        "GET /devices/:deviceId/orders/:orderId/discounts/status → kiosk | order",
        "GET /devices/:deviceId/orders/:orderId/events → kiosk | order",
        "GET /devices/:deviceId/orders/:orderId/phone → order",
        "GET /devices/:deviceId/orders/:orderId/reservation → kiosk | order",
        "GET /devices/:deviceId/orders/:orderId/transactions → kiosk | order",
        "GET /devices/:deviceId/orders/:orderId/transactions/:transactionId → kiosk | order",
        "GET /devices/:deviceId/orders/:orderId/transactions/:transactionId/session → kiosk | order",
        "GET /devices/:deviceId/orders/:orderId/workflows → kiosk | order",
        "GET /devices/:deviceId/products → none",
        "GET /devices/:deviceId/products/:productId → none",
        "GET /devices/:deviceId/products/stock → staff",
        "GET /devices/:deviceId/products/stock/audit → staff",
        "GET /devices/:deviceId/readyz → none",
        "GET /devices/:deviceId/reports/dispensing → staff",
        "GET /devices/:deviceId/staff/slot-faults → staff",
        "GET /devices/:deviceId/test/orders/:orderId → staff",
        "GET /devices/:deviceId/test/orders/:orderId/transactions → staff",
        "GET /docs → owner",
        "GET /docs/json → owner",
        "GET /docs/yaml → owner",
        "GET /favicon.svg → none",
        "GET /feature-flags/v1 → none",
        "GET /healthz → none",
        "GET /index.html → none",
        "GET /kiosk-releases/:version/:file → download",
        "GET /metrics → owner",
        "GET /readyz → none",
        "GET /sandbox/pay/* → none",
        "PATCH /console/operators/:operatorId → operator (admin)",
        "POST /analytics/events → none",
        "POST /console/catalog/images → operator (admin)",
        "POST /console/catalog/products → operator (admin)",
        "POST /console/catalog/products/:productId/retirement → operator (admin)",
        "POST /console/catalog/products/:productId/skus → operator (admin)",
        "POST /console/catalog/skus/:skuId/retirement → operator (admin)",
        "POST /console/kiosk-setup → operator (admin)",
        "POST /console/kiosk-setup/:deviceId/broker-account → operator (admin)",
        "POST /console/kiosk-setup/:deviceId/pairing-code → operator (admin)",
        "POST /console/kiosk-setup/:deviceId/retirement → operator (admin)",
        "POST /console/kiosk-setup/:deviceId/staff-passkey → operator (admin)",
        "POST /console/operators → operator (admin)",
        "POST /console/operators/:operatorId/password-reset → operator (admin)",
        "POST /console/releases → operator (operator)",
        "POST /console/rollouts → operator (operator)",
        "POST /console/rollouts/:rolloutId/action → operator (operator)",
        "POST /console/session → none",
        "POST /console/session/code → none",
        "POST /console/session/two-factor → operator (own)",
        "POST /console/session/two-factor/confirm → operator (own)",
        "POST /dev/dispenser/:deviceId/faults → staff",
        "POST /devices/:deviceId/kiosk-credential → staff | none",
        "POST /devices/:deviceId/kiosk-credentials/:credentialId/revoke → staff",
        "POST /devices/:deviceId/kiosk-credentials/:credentialId/rotate → staff",
        "POST /devices/:deviceId/kiosk-pairings → staff",
        "POST /devices/:deviceId/orders → kiosk | none",
        "POST /devices/:deviceId/orders/:orderId/age-authorization → kiosk | order",
        "POST /devices/:deviceId/orders/:orderId/cancel → kiosk | order",
        "POST /devices/:deviceId/orders/:orderId/code-authorization → kiosk",
        "POST /devices/:deviceId/orders/:orderId/discounts/available-offers → kiosk | order",
        "POST /devices/:deviceId/orders/:orderId/discounts/complete → kiosk | order",
        "POST /devices/:deviceId/orders/:orderId/discounts/mfa-code → kiosk | order",
        "POST /devices/:deviceId/orders/:orderId/discounts/mfa-phone → kiosk | order",
        "POST /devices/:deviceId/orders/:orderId/discounts/opt-in → kiosk | order",
        "POST /devices/:deviceId/orders/:orderId/discounts/opt-out → kiosk | order",
        "POST /devices/:deviceId/orders/:orderId/discounts/redeem → kiosk | order",
        "POST /devices/:deviceId/orders/:orderId/dispense → kiosk",
        "POST /devices/:deviceId/orders/:orderId/reserve → kiosk | order",
        "POST /devices/:deviceId/orders/:orderId/reserve/mfa-code → order",
        "POST /devices/:deviceId/orders/:orderId/reserve/mfa-phone → order",
        "POST /devices/:deviceId/orders/:orderId/transactions → kiosk | order",
        "POST /devices/:deviceId/orders/cancel → kiosk",
        "POST /devices/:deviceId/orders/reservation-authorization → kiosk",
        "POST /devices/:deviceId/products → staff",
        "POST /devices/:deviceId/products/stock/:skuId/clear-fault → staff",
        "POST /devices/:deviceId/products/stock/slots → staff",
        "POST /devices/:deviceId/products/stock/slots/:slotId/clear-fault → staff",
        "POST /devices/:deviceId/staff/session → staff",
        "POST /devices/:deviceId/test/orders → staff",
        "POST /devices/:deviceId/test/orders/:orderId/dispense → staff",
        "POST /devices/:deviceId/test/slots/:slotId/dispense → staff",
        "POST /operations/backup → owner",
        "POST /payments/sandbox/webhook → none",
        "POST /sandbox/pay/* → none",
        "PUT /console/catalog/products/:productId → operator (admin)",
        "PUT /console/catalog/skus/:skuId → operator (admin)",
        "PUT /console/kiosk-setup/:deviceId → operator (admin)",
        "PUT /console/kiosks/:deviceId/assortment → operator (admin)",
        "PUT /console/session/password → operator (own)",
        "PUT /console/thresholds → operator (operator)",
        "PUT /devices/:deviceId/products/stock → staff",
        "PUT /devices/:deviceId/products/stock/slots → staff",
        "PUT /devices/:deviceId/products/stock/slots/:slotId/sku → staff",
      ]
    `);
  });

  it('refuses a staff route without a bearer (401, nothing counted) and with a wrong one, in the error shape', async () => {
    const t = await createTestApp('pglite');
    try {
      const url = '/devices/demo-kiosk-0001/products/stock';
      for (let i = 0; i < 8; i++) expectError(await t.app.inject({ url }), 401, 'unauthorized');
      expect((await t.app.inject({ url, headers: staffAuth })).statusCode).toBe(200);
      expectError(await t.app.inject({ url, headers: { authorization: 'Bearer wrong-one' } }), 401);
    } finally {
      await t.close();
    }
  });

  it('checks the credential before looking the device up: 401 on an unknown device too', async () => {
    const t = await createTestApp('pglite');
    try {
      const ghost = '/devices/no-such-kiosk-0000';
      // Staff routes: no bearer, a wrong one.
      for (const url of [
        `${ghost}/products/stock`,
        `${ghost}/reports/dispensing`,
        `/dev/outbox?deviceId=no-such`,
      ])
        expectError(await t.rawApp.inject({ url }), 401, 'unauthorized');
      expectError(
        await t.rawApp.inject({
          url: `${ghost}/products/stock`,
          headers: { authorization: 'Bearer wrong-one' },
        }),
        401,
        'unauthorized',
      );
      // Kiosk routes: no cookie, a stranger's cookie.
      expectError(
        await t.rawApp.inject({ method: 'POST', url: `${ghost}/orders/cancel` }),
        401,
        'unauthorized',
      );
      expectError(
        await t.rawApp.inject({
          method: 'POST',
          url: `${ghost}/orders/cancel`,
          cookies: { kiosk_credential: 'x' },
        }),
        401,
        'unauthorized',
      );
      // Kiosk or order capability.
      expectError(await t.rawApp.inject({ url: `${ghost}/orders/some-order` }), 401, 'unauthorized');
      // Operator routes.
      expectError(await t.rawApp.inject({ url: '/console/kiosks/no-such-kiosk-0000' }), 401, 'unauthorized');
    } finally {
      await t.close();
    }
  });

  it('answers a method no route takes with 404 or 405 in the error shape, never 400', async () => {
    const t = await createTestApp('pglite');
    try {
      for (const method of ['QUERY', 'PATCH', 'PROPFIND', 'TRACE'] as const) {
        for (const url of ['/devices/demo-kiosk-0001/products', '/healthz', '/console/kiosks']) {
          const res = await t.rawApp.inject({
            method: method as 'GET',
            url,
            payload: method === 'QUERY' ? '{}' : undefined,
          });
          expect([404, 405], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
          expectError(res, res.statusCode);
        }
      }
    } finally {
      await t.close();
    }
  });
});
