import { sql } from 'drizzle-orm';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, createTestApp, staffAuth, useTestApp } from '../test/harness';
import { expectError } from '../test/expect-error';

const VENDOR_JS = `export const words = ${JSON.stringify('kiosk '.repeat(2000))};`;

describe.each(DB_KINDS)('HTTP shell on %s', (kind) => {
  const t = useTestApp(kind, () => {
    const dist = mkdtempSync(join(tmpdir(), 'kiosk-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Kiosk</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the web build writes beside each script: its brotli and gzip copies.
    writeFileSync(join(dist, 'assets', 'vendor-def456.js'), VENDOR_JS);
    writeFileSync(join(dist, 'assets', 'vendor-def456.js.br'), brotliCompressSync(VENDOR_JS));
    writeFileSync(join(dist, 'assets', 'vendor-def456.js.gz'), gzipSync(VENDOR_JS));
    // The kiosk's offline shell (apps/web/kiosk-shell.ts): the service worker and the Workbox runtime it imports.
    writeFileSync(join(dist, 'sw.js'), 'importScripts("./workbox-0a1b2c3d.js");');
    writeFileSync(join(dist, 'workbox-0a1b2c3d.js'), 'self.workbox = {};');
    return { webDistDir: dist };
  });

  it('wraps success in { data } and reports health and readiness', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.json()).toEqual({ data: { status: 'ok', version: 'dev' } });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({ isReady: true, database: 'up' });
  });

  it('stays ready while the database is ahead by a later release’s migration', async () => {
    const readyz = async () => (await t.app.inject({ url: '/readyz' })).json().data;
    const { expected } = (await readyz()).migrations;
    await t.ctx.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at, name) values ('later', ${Date.now()}, '29990101000000_later')`,
    );
    try {
      expect(await readyz()).toEqual({
        isReady: true,
        version: 'dev',
        isDraining: false,
        database: 'up',
        migrations: { applied: expected + 1, expected },
      });
    } finally {
      await t.ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'later'`);
    }
  });

  it('answers 503 while draining (SIGTERM), so the proxy takes the instance out; other routes still serve', async () => {
    t.ctx.lifecycle.isDraining = true;
    try {
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data).toMatchObject({ isReady: false, isDraining: true, database: 'up' });
      expect((await t.app.inject({ url: '/feature-flags/v1' })).statusCode).toBe(200);
    } finally {
      t.ctx.lifecycle.isDraining = false;
    }
  });

  it('serves the feature flags with the inactive defaults', async () => {
    const res = await t.app.inject({ url: '/feature-flags/v1' });
    expect(res.json()).toEqual({
      data: [
        { flagName: 'featureOneV1', isActive: false, rules: {} },
        { flagName: 'featureTwoV1', isActive: false, rules: {} },
      ],
    });
  });

  it('returns the device config with all 24 languages and the five active kiosk ones', async () => {
    const res = await t.app.inject({ url: '/devices/demo-kiosk-0001/config' });
    const config = res.json().data;
    expect(config.languages).toHaveLength(24);
    const active = config.languages
      .filter((l: { isActive: boolean }) => l.isActive)
      .map((l: { id: string }) => l.id);
    expect(active).toEqual(['ar', 'en', 'es', 'ko', 'zh']);
    const ar = config.languages.find((l: { id: string }) => l.id === 'ar');
    expect(ar).toMatchObject({ ltr: false, nameEn: 'Arabic', isDefault: false });
    expect(config.languages.find((l: { id: string }) => l.id === 'en')).toMatchObject({
      ltr: true,
      isDefault: true,
    });
    expect(config).toMatchObject({
      currency: 'USD',
      timeZone: 'America/Los_Angeles',
      isAccessibilityExtensionAllowed: false,
    });
    const a11y = await t.app.inject({ url: '/devices/a11y-kiosk-0003/config' });
    expect(a11y.json().data.isAccessibilityExtensionAllowed).toBe(true);
  });

  it('sends a request id and security headers, CSP included', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends an asset's brotli copy to a browser asking for br, gzip to one asking for gzip, with Vary", async () => {
    const url = '/assets/vendor-def456.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(VENDOR_JS);
    expect(br.rawPayload.length).toBeLessThan(VENDOR_JS.length / 10);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(VENDOR_JS);
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(VENDOR_JS);
    // A file without copies goes as it is.
    const small = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('serves index.html for client routes, files as they are, and JSON 404 for API and asset misses', async () => {
    const page = await t.app.inject({
      url: '/products?deviceId=demo-kiosk-0001',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const reservePage = await t.app.inject({
      url: '/devices/demo-kiosk-0001/reserve-products',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(reservePage.body).toContain('<div id="root">');
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expectError(await t.app.inject({ url: '/assets/missing.js', headers: { accept: 'text/html' } }), 404);
    expectError(await t.app.inject({ url: '/devices/demo-kiosk-0001/nothing-here' }), 404, 'not_found');
  });

  it('serves the app’s pages to a client that does not ask for JSON (curl, a proxy, an uptime check)', async () => {
    for (const url of [
      '/',
      '/products',
      '/stock-management',
      '/operator/alerts',
      '/devices/k-1/reserve-products',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root">');
    }
    const bare = await t.app.inject({ url: '/?deviceId=demo-kiosk-0001' });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['content-type']).toMatch(/^text\/html/);
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    // API paths and other misses keep the JSON error; a client that asks for JSON gets JSON.
    expectError(
      await t.app.inject({ url: '/devices/demo-kiosk-0001/nothing-here', headers: { accept: '*/*' } }),
      404,
      'not_found',
    );
    expectError(await t.app.inject({ url: '/no-such-page', headers: { accept: '*/*' } }), 404, 'not_found');
    expectError(
      await t.app.inject({ url: '/products', headers: { accept: 'application/json' } }),
      404,
      'not_found',
    );
    expectError(await t.app.inject({ method: 'POST', url: '/products' }), 404, 'not_found');
  });

  it('serves the kiosk’s service worker as a script the browser checks on every update, at the root scope', async () => {
    for (const url of ['/sw.js', '/workbox-0a1b2c3d.js']) {
      const res = await t.app.inject({ url, headers: { accept: '*/*', 'service-worker': 'script' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^(text|application)\/javascript/);
      // Never the assets' year-long immutable cache: a new build's sw.js must be seen at once.
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // Its own folder is the site's root, the scope it registers: no Service-Worker-Allowed needed.
      expect(res.headers['service-worker-allowed'], url).toBeUndefined();
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('rejects an oversized body with 413 and a malformed JSON body with 400, in the error shape', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/devices/demo-kiosk-0001/products',
      headers: { 'content-type': 'application/json', ...staffAuth },
      payload: JSON.stringify({ padding: 'x'.repeat(70_000) }),
    });
    expectError(big, 413, 'payload_too_large');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/devices/demo-kiosk-0001/products',
      headers: { 'content-type': 'application/json', ...staffAuth },
      payload: '{"skus": [',
    });
    expect([400, 404]).toContain(malformed.statusCode);
  });

  it('publishes the OpenAPI document at /docs/json', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/devices/{deviceId}/products',
        '/devices/{deviceId}/products/{productId}',
        '/devices/{deviceId}/config',
        '/feature-flags/v1',
        '/healthz',
        '/readyz',
      ]),
    );
    // The console's calls take the operator session cookie, declared as such.
    expect(doc.components.securitySchemes.operatorSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'operator_session',
    });
    expect(doc.paths['/console/thresholds'].put.security).toEqual([{ operatorSession: [] }]);
  });
});

describe('OpenAPI covers the provider API', () => {
  it('lists every path of the catalogue, orders, workflows, reservations, stock and test orders', async () => {
    const t = await createTestApp('pglite');
    try {
      const doc = (await t.app.inject({ url: '/docs/json' })).json();
      const paths = Object.keys(doc.paths);
      const d = '/devices/{deviceId}';
      expect(paths).toEqual(
        expect.arrayContaining([
          `${d}/config`,
          `${d}/products`,
          `${d}/products/{productId}`,
          `${d}/products/stock`,
          `${d}/orders`,
          `${d}/orders/{orderId}`,
          `${d}/orders/{orderId}/workflows`,
          `${d}/orders/{orderId}/age-authorization`,
          `${d}/orders/{orderId}/code-authorization`,
          `${d}/orders/{orderId}/reserve`,
          `${d}/orders/reservation-authorization`,
          `${d}/orders/{orderId}/cancel`,
          `${d}/orders/cancel`,
          `${d}/test/orders`,
          `${d}/test/orders/{orderId}`,
          `${d}/test/orders/{orderId}/transactions`,
          '/feature-flags/v1',
        ]),
      );
      expect(doc.paths[`${d}/products`].post.security).toEqual([{ staffPasskey: [] }]);
    } finally {
      await t.close();
    }
  });
});
