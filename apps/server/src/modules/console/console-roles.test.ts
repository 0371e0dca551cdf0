import { describe, expect, it } from 'vitest';
import type { TOperatorRole } from '@kiosk/contract';
import { count } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { DEMO, DB_KINDS, useTestApp, type TestApp } from '../../test/harness';
import { operatorAuth } from '../../test/console-session-helpers';

/** A value for each path parameter: the role check comes before the parameters are read. */
const PARAMETER: Record<string, string> = {
  deviceId: DEMO,
  chart: 'units-per-day',
  operatorId: '00000000-0000-4000-8000-000000000000',
  rolloutId: '00000000-0000-4000-8000-000000000000',
  productId: 'pregnancy-test',
  skuId: 'pregnancy-test',
  imageId: '00000000-0000-4000-8000-000000000000',
};

const pathOf = (url: string) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = PARAMETER[name];
    if (!value) throw new Error(`console-roles.test: give the path parameter ${name} a value`);
    return value;
  });

/** Every console route the app registered (the table the credential hook checks), not a list by hand. */
const consoleRoutes = (t: TestApp) =>
  t.app.routeCredentials
    .filter((route) => route.credentials.includes('operator') && route.method !== 'HEAD')
    .map((route) => ({ ...route, path: pathOf(route.url), changes: route.method !== 'GET' }));

const auditRows = async (t: TestApp) => (await t.ctx.db.select({ n: count() }).from(auditLog))[0]!.n;

describe.each(DB_KINDS)('the role of every console route on %s', (kind) => {
  const t = useTestApp(kind);
  const call = async (route: { method: string; path: string }, role: TOperatorRole) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.path,
      headers: await operatorAuth(t, role),
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });

  it('is declared on every route that takes the operator session', () => {
    const routes = consoleRoutes(t);
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.filter((route) => !route.operatorRole).map((route) => route.url)).toEqual([]);
    // Only the operator's own calls (who am I, sign out, my password, my second factor) are open to every role.
    const own = routes.filter((route) => route.operatorRole === 'own').map((r) => `${r.method} ${r.url}`);
    expect(own.sort()).toEqual([
      'DELETE /console/session',
      'DELETE /console/session/two-factor',
      'GET /console/session',
      'GET /console/session/two-factor',
      'POST /console/session/two-factor',
      'POST /console/session/two-factor/confirm',
      'PUT /console/session/password',
    ]);
  });

  it('refuses a viewer every change with 403, and writes nothing', async () => {
    await operatorAuth(t, 'viewer'); // the account is made (and audited) before the count
    const before = await auditRows(t);
    for (const route of consoleRoutes(t).filter((r) => r.changes && r.operatorRole !== 'own')) {
      expectError(await call(route, 'viewer'), 403, 'forbidden');
    }
    expect(await auditRows(t)).toBe(before);
  });

  it('refuses an operator every admin route with 403, and writes nothing', async () => {
    await operatorAuth(t, 'operator');
    const before = await auditRows(t);
    const adminOnly = consoleRoutes(t).filter((route) => route.operatorRole === 'admin');
    expect(adminOnly.map((route) => route.url)).toContain('/console/operators');
    for (const route of adminOnly) expectError(await call(route, 'operator'), 403, 'forbidden');
    expect(await auditRows(t)).toBe(before);
  });

  it('lets an admin through the role check of every console route', async () => {
    for (const route of consoleRoutes(t)) {
      // An empty body: a write stops at its checks (400, 404, 409) after the role check let it through.
      const res = await call(route, 'admin');
      expect([401, 403], `${route.method} ${route.url}: ${res.body}`).not.toContain(res.statusCode);
    }
  });

  it('lets a viewer read and an operator change what their roles allow', async () => {
    for (const route of consoleRoutes(t).filter((r) => !r.changes && r.operatorRole === 'viewer')) {
      const res = await call(route, 'viewer');
      expect([401, 403], `${route.method} ${route.url}: ${res.body}`).not.toContain(res.statusCode);
    }
    for (const route of consoleRoutes(t).filter((r) => r.operatorRole === 'operator')) {
      const res = await call(route, 'operator');
      expect([401, 403], `${route.method} ${route.url}: ${res.body}`).not.toContain(res.statusCode);
    }
  });
});
