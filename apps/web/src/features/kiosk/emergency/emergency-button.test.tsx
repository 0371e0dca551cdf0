import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TOrder } from '@kiosk/contract';
import { configRoute, deviceConfig, stubApi, type TFetchCall } from '../../../test/device-config-fixture';
import { jsonReply, renderWithProviders } from '../../../test/render-app';
import { EmergencyButton } from './emergency-button';

const DEVICE = 'demo-kiosk-0001';
const ORDER_ID = '6f1d2c3b-4a59-4e8f-9b7a-1c2d3e4f5a6b';

const emergencyOrder = (overrides: Partial<TOrder> = {}): TOrder => ({
  id: ORDER_ID,
  deviceId: DEVICE,
  status: 'open',
  total: 0,
  currency: 'USD',
  skus: [
    {
      skuId: 'naloxone-emergency-kit',
      productId: 'naloxone-nasal-spray',
      title: 'Emergency kit',
      itemName: 'Naloxone Nasal Spray — Emergency kit',
      quantity: 1,
      quantityDispensed: 0,
      dispenseQuantity: 1,
      unitPrice: 0,
      metadata: {
        formUrls: [],
        isEmergencyDispense: true,
        minAge: null,
        requiresAccessCode: false,
        isReservable: false,
      },
    },
  ],
  quantityTotal: 1,
  quantityDispensed: 0,
  metadata: {
    isReservable: false,
    isEmergency: true,
    isTest: false,
    isPaid: false,
    isTimeout: false,
    endReason: null,
    reservationExpiresAt: null,
    isAwaitingPhone: false,
  },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

type TDispenseReply = () => Response | Promise<Response>;

/** A programme's own emergency pack, as its device config names it (not the well-known id). */
const OWN_PACK = 'narcan-nasal-pack';

const stubEmergencyApi = (dispenseReply: TDispenseReply, config = deviceConfig()) => {
  const bodies: unknown[] = [];
  const calls = stubApi([
    configRoute(config),
    {
      method: 'POST',
      pattern: /\/devices\/demo-kiosk-0001\/orders\?locale=en$/,
      reply: () => jsonReply(201, { data: emergencyOrder() }),
    },
    { method: 'POST', pattern: /\/orders\/[^/]+\/dispense\?locale=en$/, reply: dispenseReply },
  ]);
  const fetchMock = vi.mocked(fetch);
  const original = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
    return original ? original(input, init) : jsonReply(404, {});
  });
  return { calls, bodies };
};

const dispensed = () =>
  jsonReply(200, { data: emergencyOrder({ status: 'dispensed', quantityDispensed: 1 }) });

const apiCalls = (calls: TFetchCall[]) => calls.filter((call) => !call.url.endsWith('/config'));

const openAndConsent = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Emergency naloxone' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  fireEvent.click(screen.getByRole('button', { name: 'I agree' }));
};

describe('emergency naloxone (docs/product.md §1)', () => {
  beforeEach(() => {
    sessionStorage.setItem('deviceId', DEVICE);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks whether someone nearby is suspected of an opioid overdose, with the 911 banner', () => {
    stubEmergencyApi(dispensed);
    renderWithProviders(<EmergencyButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Emergency naloxone' }));
    const dialog = screen.getByRole('dialog', { name: 'Is someone nearby suspected of an opioid overdose?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByTestId('emergency-911-banner').textContent).toBe(
      'In a life-threatening situation, call 911.',
    );
  });

  it('No closes it and orders nothing', async () => {
    const { calls } = stubEmergencyApi(dispensed);
    renderWithProviders(<EmergencyButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Emergency naloxone' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls(calls)).toEqual([]);
  });

  it('Yes asks for consent to follow the naloxone instructions; cancel orders nothing', async () => {
    const { calls } = stubEmergencyApi(dispensed);
    renderWithProviders(<EmergencyButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Emergency naloxone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const dialog = screen.getByRole('dialog', { name: 'Do you agree to follow the naloxone instructions?' });
    expect(within(dialog).getByTestId('emergency-911-banner')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls(calls)).toEqual([]);
  });

  it('on consent orders the free kit, dispenses it and shows the numbered steps; nothing else is called', async () => {
    const { calls, bodies } = stubEmergencyApi(dispensed);
    renderWithProviders(<EmergencyButton />);
    openAndConsent();
    const dialog = screen.getByRole('dialog', { name: 'Naloxone instructions' });
    expect(within(dialog).getByTestId('emergency-911-banner')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('Your free naloxone kit is coming out');
    const steps = within(within(dialog).getByRole('list', { name: 'Naloxone steps' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(7);
    expect(steps[0]?.textContent).toMatch(/^1Call 911 now/);
    expect(steps[1]?.textContent).toContain('Lay the person on their back.');
    expect(steps[2]?.textContent).toContain('Tilt their head back');
    expect(steps[3]?.textContent).toContain('nozzle into one nostril');
    expect(steps[4]?.textContent).toContain('Press the plunger');
    expect(steps[5]?.textContent).toContain('rescue breathing');
    expect(steps[5]?.textContent).toContain('recovery position');
    expect(steps[6]?.textContent).toContain('Stay with the person');
    expect(steps[6]?.textContent).toContain('A second dose may be given after 2 to 3 minutes');
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe('Take your naloxone kit from the kiosk.'),
    );
    expect(apiCalls(calls)).toEqual([
      { method: 'POST', url: `/devices/${DEVICE}/orders?locale=en` },
      { method: 'POST', url: `/devices/${DEVICE}/orders/${ORDER_ID}/dispense?locale=en` },
    ]);
    expect(bodies).toEqual([{ skus: [{ skuId: 'naloxone-emergency-kit', quantity: 1 }] }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("orders the kiosk's own emergency pack, named by its device config; still only the two calls", async () => {
    const { calls, bodies } = stubEmergencyApi(dispensed, deviceConfig({ emergencySkuId: OWN_PACK }));
    renderWithProviders(<EmergencyButton />);
    await waitFor(() => expect(Object.values({ ...localStorage })).toContain(OWN_PACK));
    openAndConsent();
    await screen.findByText('Take your naloxone kit from the kiosk.');
    expect(apiCalls(calls)).toEqual([
      { method: 'POST', url: `/devices/${DEVICE}/orders?locale=en` },
      { method: 'POST', url: `/devices/${DEVICE}/orders/${ORDER_ID}/dispense?locale=en` },
    ]);
    expect(bodies).toEqual([{ skus: [{ skuId: OWN_PACK, quantity: 1 }] }]);
  });

  it('a double tap on consent orders one kit', async () => {
    const { calls } = stubEmergencyApi(dispensed);
    renderWithProviders(<EmergencyButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Emergency naloxone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const agree = screen.getByRole('button', { name: 'I agree' });
    fireEvent.click(agree);
    fireEvent.click(agree);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Take your naloxone kit'));
    expect(apiCalls(calls).filter((call) => call.url.includes('/orders?'))).toHaveLength(1);
  });

  it('on a dispense failure says to call 911 and gives the support phone, never the server’s text; try again orders again', async () => {
    const { calls } = stubEmergencyApi(() =>
      jsonReply(500, { data: { message: 'Dispense failure', description: 'The dispenser jammed.' } }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<EmergencyButton />);
    openAndConsent();
    const failure = await screen.findByTestId('emergency-dispense-failure');
    expect(failure.textContent).toContain('Dispense failure');
    expect(failure.textContent).toContain('The kit could not be given out. Call 911 now.');
    expect(failure.textContent).not.toContain('The dispenser jammed.');
    await waitFor(() =>
      expect(failure.textContent).toContain('For help with this kiosk, call +1 (800) 555-0199.'),
    );
    const dialog = screen.getByRole('dialog', { name: 'Naloxone instructions' });
    expect(within(dialog).getByTestId('emergency-911-banner')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(apiCalls(calls).filter((call) => call.url.includes('/orders?'))).toHaveLength(2),
    );
  });

  it('no kit left (out of stock) says so in plain words, with 911 and the support phone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi([
      configRoute(),
      {
        method: 'POST',
        pattern: /\/orders\?locale=en$/,
        reply: () =>
          jsonReply(409, {
            data: {
              message: 'Out of stock',
              description: 'Emergency kit does not have 1 available.',
              code: 'out_of_stock',
            },
          }),
      },
    ]);
    renderWithProviders(<EmergencyButton />);
    openAndConsent();
    const failure = await screen.findByTestId('emergency-dispense-failure');
    expect(failure.textContent).toContain('There is no naloxone kit left in this kiosk.');
    expect(failure.textContent).toContain('Call 911 now.');
    expect(failure.textContent).not.toMatch(/does not have|Out of stock/);
    await waitFor(() =>
      expect(failure.textContent).toContain('For help with this kiosk, call +1 (800) 555-0199.'),
    );
  });

  it('when the server cannot be reached (no agent known) still shows the steps and says to call 911', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithProviders(<EmergencyButton />);
    openAndConsent();
    const failure = await screen.findByTestId('emergency-dispense-failure');
    expect(failure.textContent).toContain('Call 911 now.');
    expect(failure.textContent).not.toMatch(/Failed to fetch|No response from the server/);
    const dialog = screen.getByRole('dialog', { name: 'Naloxone instructions' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
  });

  describe('without the API: the kit from the device agent on the kiosk PC (docs/device-agent.md)', () => {
    const AGENT = 'http://127.0.0.1:8719';
    /** The API unreachable (or answering `apiReply`), the agent answering `agentReply`. */
    const stubOffline = (
      agentReply: () => Response,
      apiReply: () => Response | never = () => {
        throw new TypeError('Failed to fetch');
      },
    ) => {
      const calls: { url: string; body: unknown }[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          const url = String(input);
          calls.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
          if (url.endsWith('/config')) return configRoute(deviceConfig({ agentOrigin: AGENT })).reply();
          if (url.startsWith(AGENT)) return agentReply();
          return apiReply();
        }),
      );
      return calls;
    };
    const kit = (outcome: string, isRepeat = false) =>
      jsonReply(200, { data: { unitId: `${ORDER_ID}:1`, outcome, isRepeat } });
    const agentCalls = (calls: { url: string; body: unknown }[]) =>
      calls.filter((c) => c.url.startsWith(AGENT));

    it('when the order call gets no reply, the agent gives the kit: steps, 911 banner, kit ready', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const calls = stubOffline(() => kit('dropped'));
      renderWithProviders(<EmergencyButton />);
      await waitFor(() => expect(calls.some((c) => c.url.endsWith('/config'))).toBe(true));
      openAndConsent();
      const dialog = screen.getByRole('dialog', { name: 'Naloxone instructions' });
      await waitFor(() =>
        expect(within(dialog).getByRole('status').textContent).toBe(
          'This kiosk is offline, but the naloxone kit still works. Take your naloxone kit from the kiosk.',
        ),
      );
      expect(within(dialog).getByTestId('emergency-911-banner')).toBeTruthy();
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
      expect(agentCalls(calls)).toEqual([
        {
          url: `${AGENT}/emergency-kit`,
          body: { skuId: 'naloxone-emergency-kit', sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
        },
      ]);
    });

    it('offline with a config that names no pack, asks the agent for the pack this kiosk last learned', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      stubEmergencyApi(dispensed, deviceConfig({ emergencySkuId: OWN_PACK }));
      renderWithProviders(<EmergencyButton />);
      await waitFor(() => expect(Object.values({ ...localStorage })).toContain(OWN_PACK));
      cleanup();
      vi.unstubAllGlobals();

      // The kiosk restarts with the API down: its kept config predates the pack (emergencySkuId null).
      const calls = stubOffline(() => kit('dropped'));
      renderWithProviders(<EmergencyButton />);
      await waitFor(() => expect(calls.some((c) => c.url.endsWith('/config'))).toBe(true));
      openAndConsent();
      await screen.findByText(/This kiosk is offline, but the naloxone kit still works/);
      expect(agentCalls(calls).map((c) => c.body)).toEqual([
        { skuId: OWN_PACK, sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      ]);
    });

    it('a retry in the same emergency session asks the agent with the same session (never a second kit)', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const calls = stubOffline(() => kit('jammed'));
      renderWithProviders(<EmergencyButton />);
      await waitFor(() => expect(calls.some((c) => c.url.endsWith('/config'))).toBe(true));
      openAndConsent();
      const failure = await screen.findByTestId('emergency-dispense-failure');
      expect(failure.textContent).toContain('Call 911 now.');
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(agentCalls(calls)).toHaveLength(2));
      const [first, second] = agentCalls(calls) as { body: { sessionId: string } }[];
      expect(second!.body.sessionId).toBe(first!.body.sessionId);
    });

    it.each([502, 503, 504])(
      'a gateway answer (%i) to the order call: the agent gives the kit',
      async (status) => {
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const calls = stubOffline(
          () => kit('dropped'),
          () => new Response('no API instance', { status, headers: { 'content-type': 'text/plain' } }),
        );
        renderWithProviders(<EmergencyButton />);
        await waitFor(() => expect(calls.some((c) => c.url.endsWith('/config'))).toBe(true));
        openAndConsent();
        const dialog = screen.getByRole('dialog', { name: 'Naloxone instructions' });
        await waitFor(() =>
          expect(within(dialog).getByRole('status').textContent).toContain(
            'Take your naloxone kit from the kiosk.',
          ),
        );
        expect(agentCalls(calls)).toHaveLength(1);
      },
    );

    it.each([500, 502, 503])(
      'the order made but its dispense answered %i (the API lost the agent): the agent gives the kit',
      async (status) => {
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        const calls = stubOffline(
          () => kit('dropped'),
          () => jsonReply(status, { data: { message: 'Dispense failure', code: 'device_unavailable' } }),
        );
        const fetchMock = vi.mocked(fetch);
        const offline = fetchMock.getMockImplementation()!;
        fetchMock.mockImplementation(async (input, init) =>
          String(input).endsWith('/orders?locale=en')
            ? jsonReply(201, { data: emergencyOrder() })
            : offline(input, init),
        );
        renderWithProviders(<EmergencyButton />);
        await waitFor(() => expect(calls.some((c) => c.url.endsWith('/config'))).toBe(true));
        openAndConsent();
        const dialog = screen.getByRole('dialog', { name: 'Naloxone instructions' });
        await waitFor(() =>
          expect(within(dialog).getByRole('status').textContent).toContain(
            'Take your naloxone kit from the kiosk.',
          ),
        );
        expect(agentCalls(calls)).toHaveLength(1);
      },
    );

    it('the agent’s cool-down (429, Retry-After) says when another kit can come out', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const calls = stubOffline(
        () =>
          new Response(
            JSON.stringify({ data: { code: 'cooling_down', message: 'a kit was given moments ago' } }),
            {
              status: 429,
              headers: { 'content-type': 'application/json', 'retry-after': '95' },
            },
          ),
      );
      renderWithProviders(<EmergencyButton />);
      await waitFor(() => expect(calls.some((c) => c.url.endsWith('/config'))).toBe(true));
      openAndConsent();
      const failure = await screen.findByTestId('emergency-dispense-failure');
      expect(failure.textContent).toContain(
        'The kiosk can give another kit in 95 seconds. If a kit came out, take it from the kiosk.',
      );
      expect(failure.textContent).toContain('Call 911 now.');
      expect(failure.textContent).not.toMatch(/could not be given out|moments ago/);
    });

    it('the agent’s empty slot: no kit left here, call 911', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const calls = stubOffline(() => kit('empty'));
      renderWithProviders(<EmergencyButton />);
      await waitFor(() => expect(calls.some((c) => c.url.endsWith('/config'))).toBe(true));
      openAndConsent();
      const failure = await screen.findByTestId('emergency-dispense-failure');
      expect(failure.textContent).toContain('There is no naloxone kit left in this kiosk.');
      expect(failure.textContent).toContain('Call 911 now.');
    });

    it('a refusal of the API (a 4xx) stands: the agent is not asked', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const calls = stubOffline(
        () => kit('dropped'),
        () => jsonReply(409, { data: { message: 'Out of stock', code: 'out_of_stock' } }),
      );
      renderWithProviders(<EmergencyButton />);
      await waitFor(() => expect(calls.some((c) => c.url.endsWith('/config'))).toBe(true));
      openAndConsent();
      const failure = await screen.findByTestId('emergency-dispense-failure');
      expect(failure.textContent).toContain('There is no naloxone kit left in this kiosk.');
      expect(agentCalls(calls)).toEqual([]);
    });
  });
});
