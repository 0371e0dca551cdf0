import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWorkflow } from '@kiosk/contract';
import { deviceConfig } from '../../../test/device-config-fixture';
import {
  DEVICE,
  ORDER_ID,
  data,
  errorReply,
  orderOf,
  orderSku,
  stubApi,
  workflowOf,
} from '../../../test/api-stub';
import { createAppQueryClient, renderApp } from '../../../test/render-app';
import {
  endStaffSession,
  setTestMode,
  startStaffSession,
} from '../../../shared/staff-session/staff-session-store';

const AGE = workflowOf(
  'age-authorization',
  'Verify your age',
  'Enter your date of birth (YYYY-MM-DD). You must be 18 or older.',
);
const CODE = workflowOf(
  'code-authorization',
  'Access code required',
  'Enter the access code you were given.',
);
const RETRIEVE = workflowOf('retreive-authorization', 'Pick up your reservation', '');
const BASE = `/devices/${DEVICE}/orders/${ORDER_ID}`;
const MANAGER = `/orders/${ORDER_ID}/workflow-manager`;

const stub = (workflows: TWorkflow[], extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'GET /devices/demo-kiosk-0001/config': () => data(deviceConfig()),
    [`GET ${BASE}/workflows`]: () => data(workflows),
    [`GET ${BASE}`]: () => data(orderOf()),
    [`POST ${BASE}/cancel`]: () => data(orderOf({ status: 'cancelled' })),
    ...extra,
  });

const keypad = () => within(screen.getByRole('group', { name: 'Date of birth keypad' }));
/** Taps keypad keys (fireEvent: jsdom is slow with many userEvent taps). */
const typeOnKeypad = async (digits: string) => {
  const keys = keypad().getAllByRole('button');
  for (const digit of digits) {
    const key = keys.find((button) => button.textContent === digit);
    if (!key) throw new Error(`no key ${digit}`);
    fireEvent.click(key);
  }
};
const dobField = () => screen.getByLabelText('Date of birth') as HTMLInputElement;
/** The first screen of a test loads its lazy chunk: allow it more than the default second. */
const findHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
const submit = () => screen.getByRole('button', { name: 'Submit' });

/** Screens load lazily and jsdom is slow on a busy machine: room beyond the 5 s default. */
describe('workflow manager (docs/product.md §4)', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.setItem('deviceId', DEVICE));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the first selected workflow with ?workflow=<key> on the path', async () => {
    const api = stub([RETRIEVE, AGE, CODE]);
    const { router } = renderApp(`${MANAGER}?productId=nicotine-gum`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Verify your age' })).toBeTruthy();
    expect(screen.getByText('Enter your date of birth (YYYY-MM-DD). You must be 18 or older.')).toBeTruthy();
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe(
        '?productId=nicotine-gum&workflow=authorization-age-authorization',
      ),
    );
    expect(api.callsTo('GET', '/workflows')[0]?.query.get('locale')).toBe('en');
  });

  describe('age step (docs/product.md §2, §5)', () => {
    it('inserts hyphens after the 4th and 7th character and allows submit only at 10', async () => {
      stub([AGE]);
      renderApp(MANAGER);
      await findHeading('Verify your age');
      await typeOnKeypad('2000');
      expect(dobField().value).toBe('2000-');
      await typeOnKeypad('011');
      expect(dobField().value).toBe('2000-01-1');
      expect(submit().hasAttribute('disabled')).toBe(true);
      await typeOnKeypad('59');
      expect(dobField().value).toBe('2000-01-15');
      expect(submit().hasAttribute('disabled')).toBe(false);
      await userEvent.click(keypad().getByRole('button', { name: 'Backspace' }));
      expect(dobField().value).toBe('2000-01-1');
      await userEvent.click(keypad().getByRole('button', { name: 'Clear' }));
      expect(dobField().value).toBe('');
    });

    it("says 'Invalid date format' only once 10 characters do not parse", async () => {
      stub([AGE]);
      renderApp(MANAGER);
      await findHeading('Verify your age');
      await typeOnKeypad('2000130');
      expect(screen.queryByText('Invalid date format')).toBeNull();
      await typeOnKeypad('1');
      expect(screen.getByRole('alert').textContent).toBe('Invalid date format');
      await userEvent.click(keypad().getByRole('button', { name: 'Backspace' }));
      expect(screen.queryByText('Invalid date format')).toBeNull();
    });

    it('takes typing on a physical keyboard through the same mask', async () => {
      stub([AGE]);
      renderApp(MANAGER);
      await findHeading('Verify your age');
      await userEvent.type(dobField(), '19991231');
      expect(dobField().value).toBe('1999-12-31');
    });

    it('sends dob=YYYY-MM-DD and moves on to the next step on success', async () => {
      const api = stub([AGE, CODE], {
        [`POST ${BASE}/age-authorization`]: () => data([{ ...AGE, status: 'passed' }, CODE]),
      });
      const { router } = renderApp(MANAGER);
      await findHeading('Verify your age');
      await typeOnKeypad('20000115');
      await userEvent.click(submit());
      expect(await screen.findByRole('heading', { level: 2, name: 'Access code required' })).toBeTruthy();
      const [post] = api.callsTo('POST', '/age-authorization');
      expect(post?.query.get('dob')).toBe('2000-01-15');
      expect(post?.query.get('locale')).toBe('en');
      await vi.waitFor(() =>
        expect(router.state.location.search).toBe('?workflow=authorization-code-authorization'),
      );
    });

    it("shows the server's description when the visitor is too young", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      stub([AGE], {
        [`POST ${BASE}/age-authorization`]: () =>
          errorReply(
            403,
            'Authorization failed.',
            'You must be 18 or older to buy this product.',
            'forbidden',
          ),
      });
      renderApp(MANAGER);
      await findHeading('Verify your age');
      await typeOnKeypad('20200115');
      await userEvent.click(submit());
      expect((await screen.findByRole('alert')).textContent).toBe(
        'You must be 18 or older to buy this product.',
      );
      expect(screen.getByRole('heading', { name: 'Verify your age' })).toBeTruthy();
    });

    it("says 'Authorization failed.' when the server gives no description", async () => {
      stub([AGE], { [`POST ${BASE}/age-authorization`]: () => errorReply(403, 'Forbidden', '') });
      renderApp(MANAGER);
      await findHeading('Verify your age');
      await typeOnKeypad('20200115');
      await userEvent.click(submit());
      expect((await screen.findByRole('alert')).textContent).toBe('Authorization failed.');
    });

    it('cancel releases the order and goes back to the product', async () => {
      const api = stub([AGE]);
      const { router } = renderApp(`${MANAGER}?productId=nicotine-gum`);
      await findHeading('Verify your age');
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(router.state.location.pathname).toBe('/products/nicotine-gum');
      await vi.waitFor(() => expect(api.callsTo('POST', '/cancel')).toHaveLength(1));
    });

    it('cancel in the reserve flow goes back to the reserve product page', async () => {
      stub([AGE]);
      const { router } = renderApp(`${MANAGER}?flow=reserve&productId=prenatal-vitamins`);
      await findHeading('Verify your age');
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(router.state.location.pathname).toBe(`/devices/${DEVICE}/reserve-products/prenatal-vitamins`);
    });
  });

  describe('access code step', () => {
    const keys = () => within(screen.getByRole('group', { name: 'Access code keyboard' }));

    it("says 'Code Required' when sent empty, and calls nothing", async () => {
      const api = stub([CODE]);
      renderApp(MANAGER);
      await findHeading('Access code required');
      await userEvent.click(submit());
      expect(screen.getByRole('alert').textContent).toBe('Code Required');
      expect(api.callsTo('POST', '/code-authorization')).toHaveLength(0);
    });

    it('sends the code as the bearer; a wrong one shows the server message', async () => {
      const api = stub([CODE], {
        [`POST ${BASE}/code-authorization`]: () =>
          errorReply(401, 'Authorization failed.', 'This access code is not valid.', 'unauthorized'),
      });
      renderApp(MANAGER);
      await findHeading('Access code required');
      for (const key of ['A', '1', '-', '9'])
        await userEvent.click(keys().getByRole('button', { name: key }));
      expect((screen.getByLabelText('Access code') as HTMLInputElement).value).toBe('A1-9');
      await userEvent.click(submit());
      expect((await screen.findByRole('alert')).textContent).toBe('This access code is not valid.');
      const [post] = api.callsTo('POST', '/code-authorization');
      expect(post?.init?.headers).toMatchObject({ Authorization: 'Bearer A1-9' });
    });

    it('says to wait after too many tries (429)', async () => {
      stub([CODE], {
        [`POST ${BASE}/code-authorization`]: () =>
          errorReply(429, 'Too many attempts', 'Please wait 600 seconds and try again.', 'rate_limited'),
      });
      renderApp(MANAGER);
      await findHeading('Access code required');
      await userEvent.type(screen.getByLabelText('Access code'), '1234');
      await userEvent.click(submit());
      expect((await screen.findByRole('alert')).textContent).toBe('Please wait 600 seconds and try again.');
    });
  });

  describe('routing after workflows', () => {
    it('with no selected workflow, fetches the order and routes it (checkout: payment)', async () => {
      const api = stub([RETRIEVE]);
      const { router } = renderApp(MANAGER);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/payment`));
      expect(api.callsTo('GET', BASE).some((call) => call.path === BASE)).toBe(true);
    });

    it('after the last step: an emergency kit goes to dispense', async () => {
      stub([CODE], {
        [`POST ${BASE}/code-authorization`]: () => data([{ ...CODE, status: 'passed' }]),
        [`GET ${BASE}`]: () =>
          data(orderOf({ total: 0, skus: [orderSku({}, { isEmergencyDispense: true })] })),
      });
      const { router } = renderApp(MANAGER);
      await findHeading('Access code required');
      await userEvent.type(screen.getByLabelText('Access code'), '2468');
      await userEvent.click(submit());
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/dispense`));
    });

    it('in test dispense mode skips payment (test orders are never charged)', async () => {
      startStaffSession(DEVICE, 'staff-passkey');
      setTestMode(true);
      try {
        const api = stub([], {
          [`GET /devices/${DEVICE}/test/orders/${ORDER_ID}`]: () => data(orderOf({ total: 899 })),
        });
        const { router } = renderApp(MANAGER);
        await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/dispense`));
        expect(api.callsTo('GET', '/test/orders/')[0]?.init?.headers).toMatchObject({
          Authorization: 'Bearer staff-passkey',
        });
      } finally {
        endStaffSession();
      }
    });

    it('reserve-auth goes to dispense', async () => {
      stub([RETRIEVE]);
      const { router } = renderApp(`${MANAGER}?flow=reserve-auth`);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/dispense`));
    });

    it('reserve with a product goes to reserve-payment for a paid order', async () => {
      stub([]);
      const { router } = renderApp(`${MANAGER}?flow=reserve&productId=prenatal-vitamins`);
      await vi.waitFor(() =>
        expect(router.state.location.pathname).toBe(`/devices/${DEVICE}/orders/${ORDER_ID}/reserve-payment`),
      );
    });

    it('completes at once on the order status page when no route matches', async () => {
      stub([]);
      const { router } = renderApp(`${MANAGER}?flow=somewhere-else`);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}/status`));
    });
  });

  it('shows the error page when the order of the address is not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stub([], {
      [`GET ${BASE}/workflows`]: () => errorReply(404, 'Not found', 'This order was not found.', 'not_found'),
    });
    renderApp(MANAGER, createAppQueryClient());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText('This order was not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Over' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the error page, without parser text, when the steps come back off the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stub([], { [`GET ${BASE}/workflows`]: () => data({ not: 'workflows' }) });
    renderApp(MANAGER, createAppQueryClient());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/invalid_type|"expected"|\[\{/);
  });
});
