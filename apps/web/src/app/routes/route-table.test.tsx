import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { matchPath } from 'react-router';
import { renderApp } from '../../test/render-app';
import { ROUTES } from '../../shared/routes/paths';
import { CONSOLE_SCREEN_ROUTES } from './console-route-table';
import { CONSOLE_PAGES_PATTERN } from './console-route-table-loader';
import { SCREEN_ROUTES } from './route-table';

/** Every route of docs/product.md §2 with an example address, the layout it uses and its page title. */
const SPEC_ROUTES: [path: string, layout: string, title: string][] = [
  ['/help', 'kiosk', 'Help'],
  ['/idle-screen', 'kiosk', 'Tap to begin'],
  ['/products/naloxone-nasal-spray', 'kiosk', 'Product'],
  ['/orders/8c1c3f0e-9a51-4a8e-9a44-3a3c4b2b1a10/workflow-manager', 'kiosk', 'Verification'],
  ['/orders/o1/payment', 'kiosk', 'Payment'],
  ['/orders/o1/status', 'kiosk', 'Order status'],
  ['/orders/o1/form', 'kiosk', 'Form'],
  ['/stock-management/auth', 'user', 'Staff sign-in'],
  ['/reserve-authorization', 'kiosk', 'Pick up a reservation'],
  ['/orders/o1/dispense', 'kiosk', 'Dispensing'],
  ['/stock-management', 'user', 'Stock management'],
  ['/adjust-stock', 'user', 'Adjust stock'],
  ['/test-dispense-status', 'user', 'Test dispense status'],
  ['/hardware-check', 'user', 'Hardware check'],
  ['/mobile/demo-kiosk-0001/orders/o1/discounts/check-eligibility', 'mobile', 'Check eligibility'],
  ['/mobile/demo-kiosk-0001/orders/o1/discounts/mfa-phone', 'mobile', 'Phone number'],
  ['/mobile/demo-kiosk-0001/orders/o1/discounts/mfa-code', 'mobile', 'Verification code'],
  ['/mobile/demo-kiosk-0001/orders/o1/discounts/offer-availability', 'mobile', 'Offer availability'],
  ['/mobile/demo-kiosk-0001/orders/o1/discounts/status', 'mobile', 'Order status'],
  ['/mobile/payment/status', 'mobile', 'Payment status'],
  ['/devices/demo-kiosk-0001/reserve-products', 'mobile', 'Reserve a product'],
  ['/devices/demo-kiosk-0001/reserve-products/condoms', 'mobile', 'Reserve a product'],
  ['/devices/demo-kiosk-0001/orders/o1/reserve-confirmation', 'mobile', 'Reservation confirmed'],
  ['/devices/demo-kiosk-0001/reserve-products/condoms/orders/o1/reserve-form', 'mobile', 'Form'],
  ['/devices/demo-kiosk-0001/orders/o1/reserve-payment', 'mobile', 'Payment'],
  ['/devices/demo-kiosk-0001/reserve-products/condoms/orders/o1/place-order', 'mobile', 'Place order'],
  ['/operator/sign-in', 'user', 'Operator sign-in'],
];

const layoutOf = (container: HTMLElement) =>
  container.querySelector('[data-layout]')?.getAttribute('data-layout');

describe('route table (docs/product.md §2)', () => {
  // First, while no screen's code has been loaded yet.
  it('shows the loading page while a screen loads', async () => {
    renderApp('/help');
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
  });

  it.each(SPEC_ROUTES)('%s shows its screen in the %s layout', async (path, layout, title) => {
    const { container } = renderApp(path);
    // The screen's code has loaded (built screens and placeholders alike).
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(layoutOf(container)).toBe(layout);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(document.title).toBe(`${title} – HealthPoint`);
  });

  it('/ is the welcome screen', async () => {
    const { container } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(layoutOf(container)).toBe('kiosk');
  });

  it('/products is the product grid', async () => {
    renderApp('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a product' })).toBeTruthy();
  });

  // An address under /operator that is no console page: found missing once the console's routes have come.
  it.each(['/nowhere', '/products/a/b', '/mobile/x', '/devices/x', '/operator/nowhere'])(
    '%s is not found',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(screen.queryByText('Coming soon')).toBeNull();
    },
  );

  it('keeps ?deviceId= of the address in session storage', async () => {
    renderApp('/?deviceId=%20demo-kiosk-0001%20');
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    expect(sessionStorage.getItem('deviceId')).toBe('demo-kiosk-0001');
  });
});

describe("the console's routes, loaded with the first console page", () => {
  const isUnderConsoleEntry = (pattern: string) => matchPath(CONSOLE_PAGES_PATTERN, pattern) !== null;

  it("are every /operator page, in the user layout, under the shell's one entry for them", () => {
    const operatorPages = Object.entries(ROUTES).filter(([, pattern]) => pattern.startsWith('/operator'));
    expect(CONSOLE_SCREEN_ROUTES.map(({ route }) => route).sort()).toEqual(
      operatorPages.map(([name]) => name).sort(),
    );
    for (const { route, layout } of CONSOLE_SCREEN_ROUTES) {
      expect(isUnderConsoleEntry(ROUTES[route]), route).toBe(true);
      expect(layout, route).toBe('user');
    }
  });

  it("are none of the shell's own routes", () => {
    expect(SCREEN_ROUTES.filter(({ route }) => isUnderConsoleEntry(ROUTES[route]))).toEqual([]);
  });
});
