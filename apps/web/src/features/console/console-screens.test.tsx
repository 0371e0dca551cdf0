import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TKioskStock, TOperatorRole } from '@kiosk/contract';
import { ALERT_DEFAULTS } from '@kiosk/contract/values';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, errorReply, stubApi } from '../../test/api-stub';
import {
  CONSOLE_DEVICE,
  alertOf,
  alertsOf,
  chartOf,
  fleetOf,
  fleetRows,
  kioskDetail,
  outboxOf,
  signedIn,
} from '../../test/console-fixtures';
import { renderApp } from '../../test/render-app';
import { CONSOLE_WRITE_HEADER } from '@kiosk/contract/values';
import { getOperatorSession, resetOperatorSession, startOperatorSession } from './operator-session-store';

const slow = { timeout: 10_000 };
const THRESHOLD_DEFAULTS = { ...ALERT_DEFAULTS };

/** The console's API; a test overrides what its page needs. */
const stubConsole = (overrides: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'POST /console/session': () => data(signedIn(), 201),
    'GET /console/session': () => errorReply(401, 'Unauthorized', 'No session', 'unauthorized'),
    'DELETE /console/session': () => data({ ok: true }),
    'GET /console/kiosks': () => data(fleetOf(fleetRows())),
    [`GET /console/kiosks/${CONSOLE_DEVICE}`]: () => data(kioskDetail()),
    'GET /console/charts/*': (call) => data(chartOf(call.path.split('/').at(-1) as 'units-per-day')),
    'GET /console/alerts': () => data(alertsOf([alertOf()])),
    'GET /console/alert-outbox': () => data(outboxOf()),
    'POST /analytics/events': () => data({ accepted: 0 }),
    ...overrides,
  });

const signIn = (role: TOperatorRole = 'admin') =>
  startOperatorSession({
    operator: { name: 'demo-operator', role, mustChangePassword: false },
    expiresAt: '2099-01-01T00:00:00.000Z',
  });

const headersOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined) ?? {};

afterEach(() => {
  resetOperatorSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('operator sign-in', { timeout: 60_000 }, () => {
  it('sends a visitor without a session to sign-in, and back to the page asked for afterwards', async () => {
    const api = stubConsole();
    const { router } = renderApp('/operator/alerts?state=all');
    const name = await screen.findByLabelText(/Account name/, {}, slow);
    expect(router.state.location.pathname).toBe('/operator/sign-in');
    await userEvent.type(name, 'demo-operator');
    await userEvent.type(screen.getByLabelText(/Password/), 'the-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('table', { name: 'Alerts' }, slow);
    expect(router.state.location.pathname + router.state.location.search).toBe('/operator/alerts?state=all');
    const [signInCall] = api.callsTo('POST', '/console/session');
    expect(JSON.parse(String(signInCall!.init?.body))).toEqual({
      name: 'demo-operator',
      password: 'the-password',
    });
    // The session is the browser's HttpOnly cookie: no console call carries a bearer from the page.
    expect(api.callsTo('GET', '/console/alerts').length).toBeGreaterThan(0);
    expect(api.calls.every((call) => !headersOf(call.init).Authorization)).toBe(true);
    expect(headersOf(signInCall!.init)[CONSOLE_WRITE_HEADER]).toBe('1');
  });

  it('a reload of a deep link finds the session the cookie holds, without signing in again', async () => {
    const api = stubConsole({
      'GET /console/session': () =>
        data({
          operator: { name: 'demo-operator', role: 'admin', mustChangePassword: false },
          expiresAt: '2099-01-01T00:00:00.000Z',
        }),
    });
    const { router } = renderApp(`/operator/kiosks/${CONSOLE_DEVICE}`);
    await screen.findByRole('table', { name: 'Stock' }, slow);
    expect(router.state.location.pathname).toBe(`/operator/kiosks/${CONSOLE_DEVICE}`);
    expect(screen.getByText('Signed in as demo-operator')).toBeTruthy();
    expect(api.callsTo('GET', '/console/session')).toHaveLength(1);
    expect(api.callsTo('POST', '/console/session')).toHaveLength(0);
  });

  it('says so when the account name or password is wrong, and empties the password', async () => {
    stubConsole({
      'POST /console/session': () => errorReply(401, 'Unauthorized', 'Wrong credentials', 'unauthorized'),
    });
    renderApp('/operator/sign-in');
    await userEvent.type(await screen.findByLabelText(/Account name/, {}, slow), 'demo-operator');
    const password = screen.getByLabelText(/Password/);
    await userEvent.type(password, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe('Wrong account name or password.');
    expect((password as HTMLInputElement).value).toBe('');
    expect(password.getAttribute('aria-describedby')).toContain('operator-sign-in-error');
    expect(getOperatorSession()).toBeNull();
  });

  it('signs out: the server is told, the session forgotten, and the page goes to sign-in', async () => {
    const api = stubConsole();
    signIn();
    renderApp('/operator');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }, slow));
    await screen.findByLabelText(/Account name/, {}, slow);
    expect(getOperatorSession()).toBeNull();
    expect(headersOf(api.callsTo('DELETE', '/console/session')[0]?.init)[CONSOLE_WRITE_HEADER]).toBe('1');
  });

  it('a console call answered 401 ends the session and says it has ended', async () => {
    stubConsole({
      'GET /console/kiosks': () => errorReply(401, 'Unauthorized', 'Session ended', 'unauthorized'),
    });
    signIn();
    renderApp('/operator');
    await screen.findByText('Your session has ended. Sign in again.', {}, slow);
    expect(getOperatorSession()).toBeNull();
  });
});

describe('fleet overview', { timeout: 60_000 }, () => {
  it.each([
    ['viewer', false],
    ['operator', false],
    ['admin', true],
  ] as const)('offers kiosk set-up to a %s: %s', async (role, isOffered) => {
    stubConsole();
    signIn(role);
    renderApp('/operator');
    const nav = await screen.findByRole('navigation', { name: 'Console pages' }, slow);
    expect(within(nav).getByRole('link', { name: 'Fleet' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'New kiosk' }) !== null).toBe(isOffered);
  });

  it('shows one row per kiosk: status and versions, faults, days left, naloxone, units today and this month', async () => {
    stubConsole();
    signIn();
    renderApp('/operator');
    const table = await screen.findByRole('table', { name: 'Kiosks' }, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(within(rows[0]!).getByRole('link', { name: 'Library kiosk' }).getAttribute('href')).toBe(
      `/operator/kiosks/${CONSOLE_DEVICE}`,
    );
    expect(cells[0]).toMatch(/^Online since .*Device agent 0\.1\.0Kiosk page 0\.1\.0$/);
    expect(cells.slice(1)).toEqual(['0', '2 daysNaloxone 2-pack', '4Low stock', '3', '41']);
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toMatch(/^Offline, last seen /);
    expect(within(rows[1]!).getAllByRole('cell')[2]!.textContent).toBe('No estimate');
    expect(within(rows[2]!).getAllByRole('cell')[0]!.textContent).toBe(
      'Never seenDevice agent not reportedKiosk page not reported',
    );
    expect(screen.getByRole('button', { name: 'Low stock (1)' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('filters, searches, sorts and pages through the API, keeping each choice in the address', async () => {
    const api = stubConsole({
      'GET /console/kiosks': (call) =>
        data(fleetOf(fleetRows(), { total: 60, page: Number(call.query.get('page') ?? 1) })),
    });
    signIn();
    const { router } = renderApp('/operator');
    await screen.findByRole('table', { name: 'Kiosks' }, slow);
    const lastQuery = () => api.callsTo('GET', '/console/kiosks').at(-1)!.query;

    fireEvent.click(screen.getByRole('button', { name: 'Low stock (1)' }));
    await waitFor(() => expect(lastQuery().get('filter')).toBe('low_stock'));
    expect(screen.getByRole('button', { name: 'Low stock (1)' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Offline (1)' }));
    await waitFor(() => expect(lastQuery().get('filter')).toBe('low_stock,offline'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or id' }), 'library{Enter}');
    await waitFor(() => expect(lastQuery().get('q')).toBe('library'));

    fireEvent.click(screen.getByRole('button', { name: 'Lowest stock, days left' }));
    await waitFor(() => expect(lastQuery().get('sort')).toBe('daysLeft'));
    expect(lastQuery().get('dir')).toBe('asc');
    fireEvent.click(screen.getByRole('button', { name: 'Lowest stock, days left' }));
    await waitFor(() => expect(lastQuery().get('dir')).toBe('desc'));
    expect(
      screen.getByRole('columnheader', { name: 'Lowest stock, days left' }).getAttribute('aria-sort'),
    ).toBe('descending');

    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    expect(await screen.findByText('26–50 of 60', {}, slow)).toBeTruthy();
    expect(router.state.location.search).toBe(
      '?filter=low_stock%2Coffline&q=library&sort=daysLeft&dir=desc&page=2',
    );

    fireEvent.click(screen.getByRole('button', { name: 'All (3)' }));
    await waitFor(() => expect(lastQuery().get('filter')).toBeNull());
    expect(lastQuery().get('page')).toBe('1');
  });
});

describe('kiosk detail', { timeout: 60_000 }, () => {
  it.each([
    ['viewer', false, false],
    ['operator', true, false],
    ['admin', true, true],
  ] as const)(
    'to a %s offers threshold changes: %s, kiosk settings: %s',
    async (role, canChange, canSetUp) => {
      stubConsole();
      signIn(role);
      renderApp(`/operator/kiosks/${CONSOLE_DEVICE}`);
      const stock = await screen.findByRole('table', { name: 'Stock' }, slow);
      const change = within(stock).queryByRole('button', {
        name: 'Change the low-stock threshold of Naloxone 2-pack',
      });
      expect(change !== null).toBe(canChange);
      expect(screen.queryByRole('link', { name: 'Settings' }) !== null).toBe(canSetUp);
    },
  );

  it('shows stock with its 30 days, slot faults with their history, changes, failures and refunds', async () => {
    stubConsole();
    signIn();
    renderApp(`/operator/kiosks/${CONSOLE_DEVICE}`);
    await screen.findByRole('heading', { level: 2, name: 'Library kiosk' }, slow);
    expect(screen.getByText('Device agent 0.1.0')).toBeTruthy();
    expect(screen.getByText('Kiosk page 0.1.0')).toBeTruthy();
    const stock = screen.getByRole('table', { name: 'Stock' });
    const naloxone = within(stock).getByRole('row', { name: /Naloxone 2-pack/ });
    expect(
      within(naloxone)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'A1',
      '4 (1 held)',
      '5DefaultChange',
      '2',
      expect.stringContaining('30 at the start, 4 now, lowest 4, highest 30'),
    ]);
    expect(within(naloxone).getByRole('rowheader').textContent).toBe('Naloxone 2-packLow stockFault');
    expect(
      screen.getByText('Naloxone 2-pack, slot A1: Jammed: the motor turned, nothing dropped'),
    ).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Fault history' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByText('Cleared after service')).toBeTruthy();
    const audit = screen.getByRole('table', { name: 'Stock changes' });
    expect(within(audit).getByText('12 → 40')).toBeTruthy();
    const recent = screen.getByRole('table', { name: 'Failures and refunds' });
    expect(
      within(within(recent).getByRole('row', { name: /Last 7 days/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '17', '0']);
    expect(screen.getByText(/^Low stock: Naloxone 2-pack: 4 left, threshold 5 \(since /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Charts of this kiosk' }).getAttribute('href')).toBe(
      `/operator/charts?deviceId=${CONSOLE_DEVICE}`,
    );
  });

  it("sets a sku's low-stock threshold for the kiosk, shows a refusal, and goes back to the default", async () => {
    let naloxone: Pick<TKioskStock, 'lowStockThreshold' | 'lowStockThresholdSource'> = {
      lowStockThreshold: 5,
      lowStockThresholdSource: 'default',
    };
    let puts = 0;
    const api = stubConsole({
      [`GET /console/kiosks/${CONSOLE_DEVICE}`]: () => {
        const detail = kioskDetail();
        return data({ ...detail, stock: [{ ...detail.stock[0]!, ...naloxone }, ...detail.stock.slice(1)] });
      },
      'PUT /console/thresholds': (call) => {
        puts += 1;
        if (puts === 1)
          return errorReply(400, 'Invalid request', 'units: must be at most 100000', 'validation');
        const { units } = JSON.parse(String(call.init?.body)) as { units: number | null };
        naloxone =
          units === null
            ? { lowStockThreshold: 5, lowStockThresholdSource: 'default' }
            : { lowStockThreshold: units, lowStockThresholdSource: 'kiosk' };
        return data({ skus: [], defaults: THRESHOLD_DEFAULTS, lowStock: [] });
      },
    });
    signIn();
    renderApp(`/operator/kiosks/${CONSOLE_DEVICE}`);
    const stock = await screen.findByRole('table', { name: 'Stock' }, slow);
    const thresholdCell = () =>
      within(within(stock).getByRole('row', { name: /Naloxone 2-pack/ })).getAllByRole('cell')[2]!;
    const putBodies = () =>
      api.callsTo('PUT', '/console/thresholds').map((call) => JSON.parse(String(call.init?.body)) as unknown);

    fireEvent.click(
      within(stock).getByRole('button', { name: 'Change the low-stock threshold of Naloxone 2-pack' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Low-stock threshold: Naloxone 2-pack' }, slow);
    expect(within(dialog).getByText('In effect now: 5 (Default)')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Use the default' })).toBeNull();
    const field = within(dialog).getByRole('spinbutton', { name: 'Alert at or under (units)' });
    expect((field as HTMLInputElement).value).toBe('5');

    // Not a whole number from 0 up: said beside the field, nothing sent.
    await userEvent.clear(field);
    await userEvent.type(field, '-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a whole number from 0 to 100,000.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(putBodies()).toEqual([]);

    // The server refuses: its message stays in the dialog.
    await userEvent.clear(field);
    await userEvent.type(field, '8');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert', {}, slow)).textContent).toBe(
      'The threshold was not saved. Invalid request units: must be at most 100000',
    );
    expect(putBodies()).toEqual([{ deviceId: CONSOLE_DEVICE, skuId: 'naloxone-2-pack', units: 8 }]);

    // Saved: the dialog closes, the page says so, and the table shows the kiosk's own threshold.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status', {}, slow)).textContent).toBe(
      'Naloxone 2-pack: low-stock threshold 8 set for this kiosk.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(thresholdCell().textContent).toBe('8Set for this kioskChange'));
    expect(putBodies()[1]).toEqual({ deviceId: CONSOLE_DEVICE, skuId: 'naloxone-2-pack', units: 8 });

    // Back to the default.
    fireEvent.click(
      within(stock).getByRole('button', { name: 'Change the low-stock threshold of Naloxone 2-pack' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Low-stock threshold: Naloxone 2-pack' }, slow);
    expect(within(dialog).getByText('In effect now: 8 (Set for this kiosk)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use the default' }));
    expect(
      await screen.findByText(
        'Naloxone 2-pack: this kiosk uses the default low-stock threshold again.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(putBodies()[2]).toEqual({ deviceId: CONSOLE_DEVICE, skuId: 'naloxone-2-pack', units: null });
    await waitFor(() => expect(thresholdCell().textContent).toBe('5DefaultChange'));
  });
});

describe('thresholds of every kiosk', { timeout: 60_000 }, () => {
  it("lists each sku's every-kiosk threshold and the kiosks with their own, and sets one for every kiosk", async () => {
    const skus = [
      { skuId: 'naloxone-2-pack', title: 'Naloxone 2-pack', defaultUnits: 5 },
      { skuId: 'covid-19-test', title: 'COVID-19 test — Single test', defaultUnits: null },
    ];
    let lowStock: { deviceId: string | null; skuId: string; units: number }[] = [
      { deviceId: CONSOLE_DEVICE, skuId: 'naloxone-2-pack', units: 9 },
    ];
    const api = stubConsole({
      'GET /console/thresholds': () => data({ skus, defaults: THRESHOLD_DEFAULTS, lowStock }),
      'PUT /console/thresholds': (call) => {
        const update = JSON.parse(String(call.init?.body)) as { skuId: string; units: number };
        lowStock = [...lowStock, { deviceId: null, skuId: update.skuId, units: update.units }];
        return data({ skus, defaults: THRESHOLD_DEFAULTS, lowStock });
      },
    });
    signIn();
    renderApp('/operator/thresholds');
    const table = await screen.findByRole('table', { name: 'Thresholds by product' }, slow);
    const naloxoneRow = () => within(table).getByRole('row', { name: /^Naloxone 2-pack/ });
    expect(
      within(naloxoneRow())
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5 (Default)Change', `${CONSOLE_DEVICE}: 9`]);
    expect(within(naloxoneRow()).getByRole('link').getAttribute('href')).toBe(
      `/operator/kiosks/${CONSOLE_DEVICE}`,
    );
    const covid = within(table).getByRole('row', { name: /^COVID-19 test — Single test/ });
    expect(within(covid).getAllByRole('cell')[0]!.textContent).toBe('None: never lowChange');

    fireEvent.click(
      within(naloxoneRow()).getByRole('button', {
        name: 'Change the low-stock threshold of Naloxone 2-pack for every kiosk',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Low-stock threshold: Naloxone 2-pack' }, slow);
    const field = within(dialog).getByRole('spinbutton', { name: 'Alert at or under (units)' });
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Naloxone 2-pack: low-stock threshold 12 set for all kiosks.', {}, slow),
    ).toBeTruthy();
    expect(JSON.parse(String(api.callsTo('PUT', '/console/thresholds')[0]!.init?.body))).toEqual({
      deviceId: null,
      skuId: 'naloxone-2-pack',
      units: 12,
    });
    await waitFor(() =>
      expect(within(naloxoneRow()).getAllByRole('cell')[0]!.textContent).toBe(
        '12 (Set for all kiosks)Change',
      ),
    );
  });
});

describe('charts', { timeout: 60_000 }, () => {
  it('draws each chart, shows the same numbers as a table, and exports the CSV beside it', async () => {
    const api = stubConsole({
      'GET /console/charts/*': (call) =>
        call.query.get('format') === 'csv'
          ? new Response('\uFEFFperiod,Налоксон,condoms\r\n2026-11-23,1,2\r\n', {
              status: 200,
              headers: { 'Content-Disposition': 'attachment; filename="units-per-day.csv"' },
            })
          : data(chartOf(call.path.split('/').at(-1) as 'units-per-day')),
    });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signIn();
    renderApp(`/operator/charts?from=2026-11-16&to=2026-11-24&deviceId=${CONSOLE_DEVICE}`);
    const units = await screen.findByRole('region', { name: 'Units dispensed per day, by product' }, slow);
    await within(units).findByRole('img', { name: /Units dispensed per day, by product: chart/ }, slow);
    expect(api.callsTo('GET', '/console/charts/units-per-day')[0]!.query.toString()).toBe(
      `from=2026-11-16&to=2026-11-24&deviceId=${CONSOLE_DEVICE}`,
    );

    fireEvent.click(within(units).getByRole('button', { name: 'Table' }));
    const table = within(units).getByRole('table', { name: 'Units dispensed per day, by product' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Naloxone', 'Condoms', 'Total']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const lastRow = within(table).getAllByRole('row')[2]!;
    expect(
      within(lastRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '5', '9']);

    const failures = screen.getByRole('region', { name: 'Failures and refunds per week' });
    fireEvent.click(within(failures).getByRole('button', { name: 'Table' }));
    expect(
      within(failures)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week', 'Failed dispenses', 'Refunded orders', 'Total']);

    fireEvent.click(
      within(units).getByRole('button', { name: 'Export CSV: Units dispensed per day, by product' }),
    );
    expect(await within(units).findByText('Saved units-per-day.csv.', {}, slow)).toBeTruthy();
    const csvCall = api
      .callsTo('GET', '/console/charts/units-per-day')
      .find((call) => call.query.get('format'));
    expect(headersOf(csvCall!.init).Authorization).toBeUndefined();
    // The file keeps the byte-order mark (reading the answer as text dropped it) and the name intact.
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3))).toBe(
      'period,Налоксон,condoms\r\n2026-11-23,1,2\r\n',
    );
  });

  it('refuses a range that ends before it starts, without asking the API', async () => {
    const api = stubConsole();
    signIn();
    renderApp('/operator/charts?from=2026-11-24&to=2026-11-01');
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(
      'The start must be on or before the end.',
    );
    expect(api.callsTo('GET', '/console/charts/')).toEqual([]);
  });
});

describe('alerts and the alert outbox', { timeout: 60_000 }, () => {
  it('lists alerts with what was seen, and asks for cleared ones of a kind', async () => {
    const api = stubConsole({
      'GET /console/alerts': () =>
        data(
          alertsOf([
            alertOf(),
            alertOf({
              id: 'alert-2',
              kind: 'offline',
              skuId: null,
              skuTitle: null,
              value: 42,
              threshold: 15,
              clearedAt: '2026-11-24T10:00:00.000Z',
              isCleared: true,
            }),
          ]),
        ),
    });
    signIn();
    renderApp('/operator/alerts');
    const table = await screen.findByRole('table', { name: 'Alerts' }, slow);
    const [low, offline] = within(table).getAllByRole('row').slice(1);
    expect(within(low!).getByRole('rowheader').textContent).toBe('Low stock');
    expect(
      within(low!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 2),
    ).toEqual(['Library kiosk', 'Naloxone 2-pack: 4 left, threshold 5']);
    expect(within(low!).getAllByRole('cell')[3]!.textContent).toBe('Open');
    expect(within(offline!).getAllByRole('cell')[1]!.textContent).toBe(
      'offline for 42 minutes, threshold 15',
    );

    fireEvent.change(screen.getByLabelText('Alerts to show'), { target: { value: 'cleared' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'slot_fault' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/console/alerts').at(-1)!.query.toString()).toBe(
        'state=cleared&kind=slot_fault&page=1&pageSize=25&locale=en',
      ),
    );
  });

  it('shows the demo outbox, and says when the deployment has none', async () => {
    stubConsole();
    signIn();
    const { unmount } = renderApp('/operator/alert-outbox');
    const table = await screen.findByRole('table', { name: 'Messages' }, slow);
    expect(within(table).getByText('Low stock: Library kiosk')).toBeTruthy();
    expect(within(table).getAllByText('Raised')).toHaveLength(2);
    const [sent, failed] = within(table).getAllByRole('row').slice(1);
    expect(within(sent!).getByText('Sent')).toBeTruthy();
    // A delivery that kept failing: said so, with the last error.
    expect(within(failed!).getByText('Not delivered (tries: 8)')).toBeTruthy();
    expect(within(failed!).getByText('alert webhook answered 503')).toBeTruthy();
    unmount();

    stubConsole({
      'GET /console/alert-outbox': () => errorReply(404, 'Not found', 'No outbox', 'not_found'),
    });
    renderApp('/operator/alert-outbox');
    expect(
      await screen.findByText(
        'This deployment sends alert messages by e-mail or webhook; there is no outbox.',
        {},
        slow,
      ),
    ).toBeTruthy();
  });
});
