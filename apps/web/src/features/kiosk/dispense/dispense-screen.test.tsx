import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TOrder } from '@kiosk/contract';
import { dispenseStore } from './dispense-api';
import { deviceConfig } from '../../../test/device-config-fixture';
import { DEVICE, ORDER_ID, data, errorReply, orderOf, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

vi.mock('./dispense-progress', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./dispense-progress')>()),
  DISPENSE_POLL_MS: 30,
}));

const BASE = `/devices/${DEVICE}/orders/${ORDER_ID}`;
const DISPENSE = `/orders/${ORDER_ID}/dispense`;
const slow = { timeout: 5000 };

const pack = (status: TOrder['status'], quantityDispensed: number) =>
  orderOf({ status, total: 300, quantityTotal: 3, quantityDispensed });

/** A dispense call that answers when told to. */
const heldReply = () => {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
};

/** Screens load lazily and jsdom is slow on a busy machine: room beyond the 5 s default. */
describe('dispense (/orders/{id}/dispense)', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.setItem('deviceId', DEVICE));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    dispenseStore.reset();
  });

  it("shows 'Item X of Y' while the units drop, then the complete screen", async () => {
    const held = heldReply();
    let polled = pack('dispensing', 0);
    const api = stubApi({
      'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig()),
      [`GET ${BASE}`]: () => data(polled),
      [`POST ${BASE}/dispense`]: () => held.promise,
    });
    renderApp(DISPENSE);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dispensing your items' }, slow),
    ).toBeTruthy();
    expect((await screen.findByText('Item 1 of 3')).getAttribute('role')).toBe('status');
    expect(screen.getByText('Please retrieve your items from the kiosk')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Dispensing progress' })).toBeTruthy();
    polled = pack('dispensing', 1);
    expect(await screen.findByText('Item 2 of 3')).toBeTruthy();
    polled = pack('dispensing', 2);
    expect(await screen.findByText('Item 3 of 3')).toBeTruthy();
    polled = pack('dispensed', 3);
    held.release(data(pack('dispensed', 3)));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your items have been dispensed' }),
    ).toBeTruthy();
    expect(screen.getByText('Thank you. Please take all your items from the kiosk.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Done' }).getAttribute('href')).toBe(`/?deviceId=${DEVICE}`);
    expect(api.callsTo('POST', '/dispense')).toHaveLength(1);
    expect(api.callsTo('POST', '/dispense')[0]?.query.get('locale')).toBe('en');
  });

  it('logs an error and dispenses nothing without a device id', async () => {
    sessionStorage.removeItem('deviceId');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubApi({ [`POST ${BASE}/dispense`]: () => data(pack('dispensed', 3)) });
    renderApp(DISPENSE);
    expect(await screen.findByText(/This kiosk has no device id/, {}, slow)).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Dispense needs a device id and an order id.');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST', '/dispense')).toHaveLength(0);
  });

  it('shows the failure screen with one refund sentence and the support phone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig({ supportPhone: '+1 (800) 555-0199' })),
      [`GET ${BASE}`]: () => data(pack('dispense_failed', 1)),
      [`POST ${BASE}/dispense`]: () =>
        errorReply(
          500,
          'Dispense failure',
          'Some items could not be dispensed. You have not been charged for them: any payment for them is refunded automatically. For help, contact support.',
          'dispense_failed',
        ),
    });
    renderApp(DISPENSE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Dispense failure' }, slow)).toBeTruthy();
    expect(await screen.findByText('1 of 3 items were dispensed.')).toBeTruthy();
    // The kiosk's own refund sentence, once; not the server's description saying it another way.
    expect(screen.getByRole('alert').textContent?.match(/refund/gi)).toEqual(['refund']);
    expect(screen.getByText('Please contact support for a refund.')).toBeTruthy();
    expect((await screen.findByTestId('support-phone')).textContent).toBe('Support phone: +1 (800) 555-0199');
    expect(dispenseStore.getState().failures[ORDER_ID]?.status).toBe(500);
  });

  it('keeps polling when the dispense call joins one already running, until it is dispensed', async () => {
    let polls = 0;
    stubApi({
      'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig()),
      [`GET ${BASE}`]: () => data(polls++ < 3 ? pack('dispensing', 2) : pack('dispensed', 3)),
      [`POST ${BASE}/dispense`]: () => data(pack('dispensing', 2)),
    });
    renderApp(DISPENSE);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your items have been dispensed' }, slow),
    ).toBeTruthy();
  });
});
