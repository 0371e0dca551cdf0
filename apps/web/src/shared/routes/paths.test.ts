import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { CONSOLE_PAGES, WEB_PAGES, isWebPage } from '@kiosk/contract/values';
import { ROUTES, consolePaths } from './paths';

describe('page paths', () => {
  it("are the contract's WEB_PAGES, which the server answers with the app's HTML", () => {
    expect([...Object.values(ROUTES)].sort()).toEqual([...WEB_PAGES].sort());
  });

  it('match a filled page and no API path', () => {
    expect(isWebPage('/')).toBe(true);
    expect(isWebPage('/products/sku-1')).toBe(true);
    expect(isWebPage('/devices/k-1/reserve-products/p-1')).toBe(true);
    expect(isWebPage('/devices/k-1/products')).toBe(false);
    expect(isWebPage('/products/a/b')).toBe(false);
  });
});

describe('console paths', () => {
  it("are the contract's CONSOLE_PAGES", () => {
    expect({
      signIn: ROUTES.consoleSignIn,
      fleet: ROUTES.consoleFleet,
      kiosk: ROUTES.consoleKiosk,
      charts: ROUTES.consoleCharts,
      alerts: ROUTES.consoleAlerts,
      outbox: ROUTES.consoleOutbox,
      thresholds: ROUTES.consoleThresholds,
      newKiosk: ROUTES.consoleNewKiosk,
      kioskSettings: ROUTES.consoleKioskSettings,
      audit: ROUTES.consoleAudit,
      releases: ROUTES.consoleReleases,
      rollouts: ROUTES.consoleRollouts,
      rollout: ROUTES.consoleRollout,
      catalog: ROUTES.consoleCatalog,
      newProduct: ROUTES.consoleNewProduct,
      product: ROUTES.consoleProduct,
      translations: ROUTES.consoleTranslations,
      assortment: ROUTES.consoleAssortment,
      people: ROUTES.consolePeople,
      account: ROUTES.consoleAccount,
      twoFactor: ROUTES.consoleTwoFactor,
    }).toEqual(CONSOLE_PAGES);
  });

  it('fill the kiosk page with an encoded device id, and the charts with one kiosk or none', () => {
    expect(consolePaths.kiosk('demo kiosk/1')).toBe('/operator/kiosks/demo%20kiosk%2F1');
    expect(matchPath(ROUTES.consoleKiosk, consolePaths.kiosk('demo-kiosk-0002'))?.params.deviceId).toBe(
      'demo-kiosk-0002',
    );
    expect(consolePaths.charts()).toBe('/operator/charts');
    expect(consolePaths.charts('demo-kiosk-0002')).toBe('/operator/charts?deviceId=demo-kiosk-0002');
  });
});
