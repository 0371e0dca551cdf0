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
    .map(({ method, url, credentials }) => `${method} ${url} → ${credentials.join(' | ')}`);
  return [...new Set(lines)].sort();
}

describe('the credential of every route', () => {
  it('is declared for every route, as this table says', async () => {
    expect(await declaredRoutes()).toMatchInlineSnapshot(`
      [
        "DELETE /dev/dispenser/:deviceId/faults → none",
        "GET /dev/dispenser/:deviceId/faults → none",
        "GET /dev/outbox → none",
        "GET /devices/:deviceId/config → none",
        "GET /devices/:deviceId/orders/:orderId → none",
        "GET /devices/:deviceId/orders/:orderId/discounts/status → none",
        "GET /devices/:deviceId/orders/:orderId/transactions → none",
        "GET /devices/:deviceId/orders/:orderId/transactions/:transactionId → none",
        "GET /devices/:deviceId/orders/:orderId/transactions/:transactionId/session → none",
        "GET /devices/:deviceId/orders/:orderId/workflows → none",
        "GET /devices/:deviceId/products → none",
        "GET /devices/:deviceId/products/:productId → none",
        "GET /devices/:deviceId/products/stock → staff",
        "GET /devices/:deviceId/products/stock/audit → staff",
        "GET /devices/:deviceId/reports/dispensing → staff",
        "GET /devices/:deviceId/staff/slot-faults → staff",
        "GET /devices/:deviceId/test/orders/:orderId → staff",
        "GET /devices/:deviceId/test/orders/:orderId/transactions → staff",
        "GET /docs → operator",
        "GET /docs/json → operator",
        "GET /docs/yaml → operator",
        "GET /feature-flags/v1 → none",
        "GET /healthz → none",
        "GET /metrics → operator",
        "GET /readyz → none",
        "GET /sandbox/pay/* → none",
        "POST /analytics/events → none",
        "POST /dev/dispenser/:deviceId/faults → none",
        "POST /devices/:deviceId/orders → none",
        "POST /devices/:deviceId/orders/:orderId/age-authorization → none",
        "POST /devices/:deviceId/orders/:orderId/cancel → none",
        "POST /devices/:deviceId/orders/:orderId/code-authorization → none",
        "POST /devices/:deviceId/orders/:orderId/discounts/available-offers → none",
        "POST /devices/:deviceId/orders/:orderId/discounts/complete → none",
        "POST /devices/:deviceId/orders/:orderId/discounts/mfa-code → none",
        "POST /devices/:deviceId/orders/:orderId/discounts/mfa-phone → none",
        "POST /devices/:deviceId/orders/:orderId/discounts/opt-in → none",
        "POST /devices/:deviceId/orders/:orderId/discounts/opt-out → none",
        "POST /devices/:deviceId/orders/:orderId/discounts/redeem → none",
        "POST /devices/:deviceId/orders/:orderId/dispense → none",
        "POST /devices/:deviceId/orders/:orderId/reserve → none",
        "POST /devices/:deviceId/orders/:orderId/transactions → none",
        "POST /devices/:deviceId/orders/cancel → none",
        "POST /devices/:deviceId/orders/reservation-authorization → none",
        "POST /devices/:deviceId/products → staff",
        "POST /devices/:deviceId/products/stock/:skuId/clear-fault → staff",
        "POST /devices/:deviceId/staff/session → staff",
        "POST /devices/:deviceId/test/orders → staff",
        "POST /devices/:deviceId/test/orders/:orderId/dispense → staff",
        "POST /payments/:provider/webhook → none",
        "POST /sandbox/pay/* → none",
        "PUT /devices/:deviceId/products/stock → staff",
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
});
