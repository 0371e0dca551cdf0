import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deviceConfig } from '../../../test/device-config-fixture';
import { DEVICE, ORDER_ID, data, errorReply, orderOf, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const PICKUP = `/devices/${DEVICE}/orders/reservation-authorization`;

const stub = (reply: () => Response) =>
  stubApi({
    'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig()),
    [`POST ${PICKUP}`]: reply,
    [`GET /devices/${DEVICE}/orders/${ORDER_ID}/workflows`]: () => data([]),
    [`GET /devices/${DEVICE}/orders/${ORDER_ID}`]: () => data(orderOf({ status: 'ready', total: 0 })),
  });

const typeCode = (digits: string) => {
  const keys = within(screen.getByRole('group', { name: 'Code keypad' })).getAllByRole('button');
  for (const digit of digits) {
    const key = keys.find((button) => button.textContent === digit);
    if (key) fireEvent.click(key);
  }
};
const field = () => screen.getByLabelText('6-digit code') as HTMLInputElement;

/** Screens load lazily and jsdom is slow on a busy machine: room beyond the 5 s default. */
describe('reservation pick-up (/reserve-authorization)', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.setItem('deviceId', DEVICE));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says 'code required' when sent empty and calls nothing", async () => {
    const api = stub(() => data(orderOf()));
    renderApp('/reserve-authorization');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pick up your reservation' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code from your order information.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    expect(screen.getByRole('alert').textContent).toBe('code required');
    typeCode('123');
    await userEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    expect(screen.getByRole('alert').textContent).toBe('The code has 6 digits.');
    expect(api.callsTo('POST', 'reservation-authorization')).toHaveLength(0);
  });

  it('takes at most 6 digits', async () => {
    stub(() => data(orderOf()));
    renderApp('/reserve-authorization');
    await screen.findByLabelText('6-digit code', {}, { timeout: 5000 });
    typeCode('12345678');
    expect(field().value).toBe('123456');
  });

  it("shows the server's text for a wrong code and for a lock-out", async () => {
    let attempt = 0;
    stub(() =>
      attempt++ === 0
        ? errorReply(
            401,
            'Invalid credentials',
            'This code does not match a reservation. Check the code and try again.',
            'unauthorized',
          )
        : errorReply(
            429,
            'Too many attempts',
            'Too many wrong codes. Please wait 600 seconds and try again.',
            'rate_limited',
          ),
    );
    renderApp('/reserve-authorization');
    await screen.findByLabelText('6-digit code', {}, { timeout: 5000 });
    typeCode('111111');
    await userEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code does not match a reservation. Check the code and try again.',
    );
    expect(field().value).toBe('');
    typeCode('222222');
    await userEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    expect(
      (await screen.findByText('Too many wrong codes. Please wait 600 seconds and try again.')).getAttribute(
        'role',
      ),
    ).toBe('alert');
  });

  it('sends the code and dispenses the reservation (reserve-auth flow)', async () => {
    const api = stub(() => data(orderOf({ status: 'ready', total: 0 })));
    const { router } = renderApp('/reserve-authorization');
    await screen.findByLabelText('6-digit code', {}, { timeout: 5000 });
    typeCode('482913');
    await userEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/dispense`), {
      timeout: 5000,
    });
    const [post] = api.callsTo('POST', 'reservation-authorization');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ code: '482913' });
  });
});
