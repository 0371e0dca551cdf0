import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDispensingReport, TDispensingReportRow } from '@kiosk/contract';
import { countAxisTicks } from '../../test/chart-ticks';
import { jsonReply, renderApp } from '../../test/render-app';
import { product } from '../../test/product-fixtures';
import { reportRow } from '../../test/report-fixtures';
import { DEVICE, PASSKEY, stockItem, stubApi } from '../../test/staff-test-server';
import {
  endStaffSession,
  getStaffSession,
  startStaffSession,
} from '../../shared/staff-session/staff-session-store';

const REPORT = `/devices/${DEVICE}/reports/dispensing`;
const slow = { timeout: 10_000 };

const reportOf = (
  rows: TDispensingReportRow[],
  from = '2026-11-21',
  to = '2026-11-23',
): TDispensingReport => ({
  deviceId: DEVICE,
  timeZone: 'America/Los_Angeles',
  from,
  to,
  columns: Object.keys(reportRow({ date: from, productId: 'p', skuId: 's' })),
  rows,
});

const ROWS = [
  reportRow({
    date: '2026-11-22',
    productId: 'condoms',
    skuId: 'condoms-3-pack',
    itemName: 'Condoms — Regular, 3-pack',
    unitsDispensed: 3,
    paidUnits: 3,
  }),
  reportRow({
    date: '2026-11-22',
    productId: 'condoms',
    skuId: 'condoms-large-3-pack',
    itemName: 'Condoms — Large, 3-pack',
    unitsDispensed: 1,
    paidUnits: 1,
    failedDispenses: 1,
    jams: 1,
    refundedOrders: 1,
    refundedAmount: 250,
  }),
  reportRow({
    date: '2026-11-23',
    productId: 'hygiene-kit',
    skuId: 'hygiene-kit',
    itemName: 'Hygiene Kit — Kit',
    unitsDispensed: 2,
    freeUnits: 2,
    stockOuts: 1,
  }),
];

describe('the dispensing report on the staff page', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.setItem('deviceId', DEVICE));
  afterEach(() => {
    endStaffSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const routes = (report: () => Response) => ({
    [`GET /devices/${DEVICE}/products/stock`]: () =>
      jsonReply(200, { data: [stockItem('hygiene-kit', 5, { title: 'Kit' })] }),
    [`GET /devices/${DEVICE}/products/stock/audit`]: () => jsonReply(200, { data: [] }),
    [`GET /devices/${DEVICE}/products`]: () =>
      jsonReply(200, {
        data: [
          product({ id: 'condoms', title: 'Condoms' }),
          product({ id: 'hygiene-kit', title: 'Hygiene Kit' }),
        ],
      }),
    [`GET ${REPORT}`]: report,
  });

  const openReport = async (from: string, to: string, calls: { url: string }[] = []) => {
    startStaffSession(DEVICE, PASSKEY);
    renderApp('/stock-management');
    fireEvent.change(await screen.findByLabelText(/^From/, {}, slow), { target: { value: from } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: to } });
    // Nothing of the report is fetched before staff open it.
    expect(calls.filter((call) => call.url.startsWith(REPORT))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
  };

  it('asks for the chosen days with the passkey, then shows a table per day and item and a chart', async () => {
    const api = stubApi(routes(() => jsonReply(200, { data: reportOf(ROWS) })));
    await openReport('2026-11-21', '2026-11-23', api.calls);

    const table = await screen.findByRole(
      'table',
      { name: 'Per day and product, Nov 21, 2026 to Nov 23, 2026' },
      slow,
    );
    const calls = api.calls.filter((call) => call.url.startsWith(REPORT));
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url, 'http://x').searchParams.toString()).toBe(
      'from=2026-11-21&to=2026-11-23&locale=en',
    );
    expect(calls[0]!.bearer).toBe(PASSKEY);

    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Day',
      'Product',
      'Units dispensed',
      'Paid',
      'Free',
      'Emergency kits',
      'Failed',
      'Stock-outs',
      'Refunded',
    ]);
    // Each item is its own line, named "Product — option" as the API names it; each day is a row header.
    expect(
      rows.slice(1).map((r) => [...r.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Nov 22, 2026', 'Condoms — Regular, 3-pack', '3', '3', '0', '0', '0', '0', '$0.00'],
      ['Nov 22, 2026', 'Condoms — Large, 3-pack', '1', '1', '0', '0', '1', '0', '$2.50'],
      ['Nov 23, 2026', 'Hygiene Kit — Kit', '2', '0', '2', '0', '0', '1', '$0.00'],
    ]);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Nov 22, 2026');
    // The table scrolls sideways on a narrow screen: its region is reachable by keys.
    expect(
      screen.getByRole('region', { name: 'Per day and product, Nov 21, 2026 to Nov 23, 2026' }).tabIndex,
    ).toBe(0);

    expect(
      screen.getByRole('heading', {
        level: 3,
        name: 'Units dispensed per day, Nov 21, 2026 to Nov 23, 2026',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Bar chart of the units dispensed per day and product. The table below has the same numbers.',
      }),
    ).toBeTruthy();
  });

  it('labels the units axis in whole units, each once, when a day had a single unit', async () => {
    const single = reportRow({
      date: '2026-11-22',
      productId: 'condoms',
      skuId: 'condoms-3-pack',
      unitsDispensed: 1,
    });
    stubApi(routes(() => jsonReply(200, { data: reportOf([single]) })));
    await openReport('2026-11-21', '2026-11-23');
    const chart = await screen.findByRole('img', { name: /Bar chart/ }, slow);
    // Not 0, 0, 0, 1, 1, 1: no ticks between whole units.
    expect(countAxisTicks(chart)).toEqual(['0', '1']);
  });

  it('says so when nothing was dispensed, and shows no chart', async () => {
    stubApi(routes(() => jsonReply(200, { data: reportOf([], '2026-11-01', '2026-11-02') })));
    await openReport('2026-11-01', '2026-11-02');
    await screen.findByText('Nothing was dispensed from Nov 1, 2026 to Nov 2, 2026.', {}, slow);
    expect(screen.queryByRole('img', { name: /Bar chart/ })).toBeNull();
    expect(screen.queryByRole('table', { name: /Per day and product/ })).toBeNull();
  });

  it('keeps the table but draws no bars when the days had only failures', async () => {
    stubApi(
      routes(() =>
        jsonReply(200, {
          data: reportOf([
            reportRow({
              date: '2026-11-22',
              productId: 'condoms',
              skuId: 'condoms-3-pack',
              failedDispenses: 1,
              jams: 1,
            }),
          ]),
        }),
      ),
    );
    await openReport('2026-11-21', '2026-11-23');
    await screen.findByRole('table', { name: /Per day and product/ }, slow);
    expect(screen.getByText('No units were dispensed on these days.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Bar chart/ })).toBeNull();
  });

  it("shows the API's refusal of a window with a retry", async () => {
    stubApi(
      routes(() =>
        jsonReply(400, {
          data: {
            message: 'Invalid request',
            description: 'from: must not be after to',
            code: 'validation',
            field: 'from',
          },
        }),
      ),
    );
    await openReport('2026-11-23', '2026-11-21');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('This could not be loaded.');
    expect(alert.textContent).toContain('from: must not be after to');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('ends the session when the passkey stopped working (rotated meanwhile)', async () => {
    stubApi(
      routes(() =>
        jsonReply(401, { data: { message: 'Invalid credentials', description: '', code: 'unauthorized' } }),
      ),
    );
    await openReport('2026-11-21', '2026-11-23');
    await waitFor(() => expect(getStaffSession()).toBeNull(), slow);
  });
});
