import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '../../../app/routes/route-table';
import { ROUTES } from '../../../shared/routes/paths';
import { KIOSK_SHELL_ALLOWLIST, KIOSK_SHELL_PATHS } from './kiosk-shell-routes';

const isShellPage = (address: string) => KIOSK_SHELL_ALLOWLIST.some((pattern) => pattern.test(address));

describe('the pages the offline shell answers (navigation fallback)', () => {
  it('are exactly the routes of the kiosk layout', () => {
    const kiosk = SCREEN_ROUTES.filter((r) => r.layout === 'kiosk').map((r) => ROUTES[r.route]);
    expect([...KIOSK_SHELL_PATHS].sort()).toEqual(kiosk.sort());
  });

  it('match kiosk addresses, with or without a query', () => {
    for (const address of [
      '/',
      '/?deviceId=demo-kiosk-0001',
      '/idle-screen',
      '/products?deviceId=demo-kiosk-0001',
      '/products/naloxone-nasal-spray',
      '/orders/8c1c3f0e-9a51-4a8e-9a44-3a3c4b2b1a10/workflow-manager?flow=reserve',
      '/orders/o1/dispense',
      '/reserve-authorization',
    ])
      expect(isShellPage(address), address).toBe(true);
  });

  it('never match the staff, console or phone pages, nor the API', () => {
    for (const address of [
      '/stock-management/auth?deviceId=demo-kiosk-0001',
      '/stock-management',
      '/adjust-stock',
      '/kiosk-pairing',
      '/operator',
      '/operator/kiosks/demo-kiosk-0001',
      '/mobile/demo-kiosk-0001/orders/o1/discounts/check-eligibility',
      '/mobile/payment/status',
      '/devices/demo-kiosk-0001/reserve-products',
      '/devices/demo-kiosk-0001/config',
      '/products/a/b',
      '/docs',
    ])
      expect(isShellPage(address), address).toBe(false);
  });
});
