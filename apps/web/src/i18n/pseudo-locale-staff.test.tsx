import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startStaffSession } from '../shared/staff-session/staff-session-store';
import { DEVICE, ORDER_ID, data, errorReply, orderOf, stubApi } from '../test/api-stub';
import { apiText, untranslatedTexts, type TExclusion } from '../test/pseudo-locale';
import {
  AUDIT_AT,
  BASE,
  button,
  click,
  containing,
  dialog,
  EXCLUSIONS,
  expectAllTranslated,
  expectEveryRouteVisited,
  FAULT_AT,
  inner,
  ITEM,
  noReply,
  serverError,
  slow,
  STOCK,
  stubWorld,
  t,
  setUpPseudoLocale,
  visit,
} from '../test/pseudo-locale-screens';

/**
 * No hard-coded visible text. The app runs on a pseudo locale (every text of en.json
 * wrapped in ⟦…⟧) with API data wrapped in ⟪…⟫; on every screen, modal and state below, any text
 * node, read-out attribute or document title with letters outside both is a hard-coded string.
 */

setUpPseudoLocale();

describe('pseudo locale: staff pages', { timeout: 60_000 }, () => {
  /** The report's days, formatted by Intl: in full in the table and the tooltip, short on the chart's axis. */
  const REPORT_DAY = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
  const REPORT_SHORT_DAY = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const STOCK_PATH = `${BASE}/products/stock`;
  const staffWorld = (overrides: Parameters<typeof stubApi>[0] = {}) =>
    stubWorld({
      [`POST ${BASE}/staff/session`]: () => data({ ok: true }),
      [`GET ${STOCK_PATH}`]: () => data(STOCK),
      [`GET ${STOCK_PATH}/audit`]: () =>
        data([
          {
            skuId: 'condoms-3',
            actor: 'staff',
            before: 12,
            after: 10,
            reason: 'staff count',
            createdAt: AUDIT_AT,
          },
          {
            skuId: apiText('gone-sku'),
            actor: 'staff',
            before: 1,
            after: 0,
            reason: apiText('recalled'),
            createdAt: AUDIT_AT,
          },
        ]),
      [`GET ${BASE}/staff/slot-faults`]: () =>
        data({
          dispenser: { isOnline: false },
          faults: [
            {
              skuId: 'naloxone-2-pack',
              productId: 'naloxone',
              title: apiText('2-pack'),
              slot: null,
              lastOutcome: 'jammed',
              lastFailedAt: FAULT_AT,
            },
            {
              skuId: 'condoms-3',
              productId: 'condoms',
              title: apiText('3-pack'),
              slot: apiText('A1'),
              lastOutcome: null,
              lastFailedAt: null,
            },
          ],
        }),
      ...overrides,
    });

  it('sign-in: intro, invalid passkey, throttled, other failure, no device id', async () => {
    let reply = () => errorReply(401, apiText('Invalid credentials'), '', 'unauthorized');
    staffWorld({ [`POST ${BASE}/staff/session`]: () => reply() });
    const { unmount } = visit('/stock-management/auth');
    const field = await screen.findByLabelText(containing(t('staff.signIn.passkey')), {}, slow);
    expectAllTranslated('staff sign-in');
    const submit = async (state: string, shown: string) => {
      await userEvent.type(field, 'wrong');
      click(button(t('staff.signIn.submit')));
      await screen.findByText(shown, { exact: false }, slow);
      expectAllTranslated(`staff sign-in: ${state}`);
    };
    await submit('invalid passkey', t('staff.signIn.invalid'));
    reply = () => serverError(500);
    await submit('other failure', t('staff.signIn.failed'));
    reply = () => errorReply(429, apiText('Too many'), '', 'throttled');
    await submit('throttled', t('staff.signIn.throttled'));
    unmount();

    sessionStorage.clear();
    visit('/stock-management/auth');
    await screen.findByText(t('staff.noDevice'), {}, slow);
    expectAllTranslated('staff sign-in without a device id');
  });

  it('stock management: table, audit, report; edit, review, passkey dialog, failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let save = () => errorReply(401, apiText('Invalid credentials'), '', 'unauthorized');
    let report = (): Response => serverError();
    staffWorld({
      [`PUT ${STOCK_PATH}`]: () => save(),
      [`GET ${BASE}/reports/dispensing`]: () => report(),
    });
    startStaffSession(DEVICE, 'passkey');
    visit('/stock-management');
    await screen.findByRole('table', { name: t('stock.audit.title') }, slow);
    await screen.findByRole('cell', { name: STOCK[0]!.slot! });
    expectAllTranslated('stock management');

    click(button(t('report.download')));
    await screen.findByText(t('report.failed'), { exact: false }, slow);
    expectAllTranslated('stock management: report failed');
    report = noReply;
    click(button(t('report.download')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to fetch'), slow);
    expectAllTranslated('stock management: report without a reply');

    // The report on screen: a chart and a table per day and item, its days formatted by Intl.
    const reportRow = (date: string, productId: string, units: number) => ({
      date,
      deviceId: DEVICE,
      productId,
      skuId: `${productId}-sku`,
      itemName: apiText(`${productId} — sku`),
      unitsDispensed: units,
      paidUnits: units,
      freeUnits: 0,
      emergencyKits: 0,
      failedDispenses: 1,
      jams: 1,
      emptySlots: 0,
      motorFaults: 0,
      interrupted: 0,
      refundedOrders: 1,
      refundedAmount: 250,
      currency: 'USD',
      stockOuts: 0,
    });
    const reportDays = ['2026-11-21', '2026-11-22', '2026-11-23'].flatMap((iso) =>
      [REPORT_DAY, REPORT_SHORT_DAY].map((format) => format.format(new Date(`${iso}T00:00:00Z`))),
    );
    const reportExclusions: TExclusion[] = [
      ...EXCLUSIONS,
      {
        reason: 'calendar days of the report are formatted by Intl (the pseudo locale runs as English)',
        covers: (text) => !/\p{L}/u.test(reportDays.reduce((rest, date) => rest.split(date).join(''), text)),
      },
    ];
    report = () =>
      data({
        deviceId: DEVICE,
        timeZone: 'America/Los_Angeles',
        from: '2026-11-21',
        to: '2026-11-23',
        columns: Object.keys(reportRow('2026-11-21', 'condoms', 1)),
        rows: [reportRow('2026-11-22', 'condoms', 3), reportRow('2026-11-23', 'naloxone', 1)],
      });
    click(button(t('report.show')));
    await screen.findByRole('img', { name: t('report.chartLabel') }, slow);
    await screen.findAllByRole('rowheader', {}, slow);
    expect(untranslatedTexts(reportExclusions), 'hard-coded text on the report').toEqual([]);
    report = () =>
      data({
        deviceId: DEVICE,
        timeZone: 'UTC',
        from: '2026-11-21',
        to: '2026-11-21',
        columns: [],
        rows: [],
      });
    fireEvent.change(screen.getByLabelText(containing(t('report.from'))), {
      target: { value: '2026-11-21' },
    });
    click(button(t('report.show')));
    const day = REPORT_DAY.format(new Date('2026-11-21T00:00:00Z'));
    await screen.findByText(t('report.empty', { from: day, to: day }), {}, slow);
    expect(untranslatedTexts(reportExclusions), 'hard-coded text on an empty report').toEqual([]);

    click(button(t('stock.edit')));
    const [first] = screen.getAllByRole('textbox');
    await userEvent.type(first!, 'x');
    expectAllTranslated('stock management: editing, invalid count');
    await userEvent.clear(first!);
    await userEvent.type(first!, '20');
    click(button(t('stock.review')));
    await screen.findByRole('list', { name: t('stock.reviewTitle') });
    expectAllTranslated('stock management: review');

    click(button(t('stock.saveChanges')));
    const passkey = await dialog(t('stock.passkeyTitle'));
    expectAllTranslated('stock management: passkey dialog');
    await userEvent.type(
      within(passkey).getByLabelText(containing(t('staff.signIn.passkey'))),
      'wrong{Enter}',
    );
    await within(passkey).findByRole('alert');
    expectAllTranslated('stock management: passkey dialog, invalid');

    save = noReply;
    await userEvent.type(
      within(passkey).getByLabelText(containing(t('staff.signIn.passkey'))),
      'typed{Enter}',
    );
    await screen.findByText(t('stock.notSaved'), { exact: false }, slow);
    expectAllTranslated('stock management: save failed without a reply');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);

    click(button(t('stock.saveChanges')));
    const again = await dialog(t('stock.passkeyTitle'));
    save = () => data({ skus: [] });
    await userEvent.type(within(again).getByLabelText(containing(t('staff.signIn.passkey'))), 'typed{Enter}');
    await screen.findByText(t('stock.saved'), {}, slow);
    expectAllTranslated('stock management: saved');
  });

  it('adjust stock: rows, invalid and below-held input, saved, failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let save = () => data({ skus: [] });
    staffWorld({ [`PUT ${STOCK_PATH}`]: () => save() });
    startStaffSession(DEVICE, 'passkey');
    visit('/adjust-stock');
    const fields = await screen.findAllByRole('textbox', {}, slow);
    expectAllTranslated('adjust stock');
    await userEvent.type(fields[0]!, 'x');
    await userEvent.type(fields[1]!, '-9');
    expectAllTranslated('adjust stock: invalid and below held');
    await userEvent.clear(fields[0]!);
    await userEvent.type(fields[0]!, '5');
    click(screen.getAllByRole('button', { name: containing(inner(t('adjust.apply'))) })[0]!);
    await screen.findByRole('status', {}, slow);
    expectAllTranslated('adjust stock: saved');
    save = () => serverError();
    await userEvent.type(fields[0]!, '5');
    click(screen.getAllByRole('button', { name: containing(inner(t('adjust.apply'))) })[0]!);
    await screen.findByText(t('stock.notSaved'), { exact: false }, slow);
    expectAllTranslated('adjust stock: failed');
    save = noReply;
    await userEvent.clear(fields[0]!);
    await userEvent.type(fields[0]!, '6');
    click(screen.getAllByRole('button', { name: containing(inner(t('adjust.apply'))) })[0]!);
    await waitFor(
      () => expect(screen.getByRole('alert').textContent).not.toContain(apiText('It explains why.')),
      slow,
    );
    expectAllTranslated('adjust stock: failed without a reply');
  });

  it('kiosk pairing: pair this browser, a new code, the paired browsers', async () => {
    staffWorld({ [`GET ${BASE}/kiosk-credentials`]: () => data([]) });
    startStaffSession(DEVICE, 'passkey');
    visit('/kiosk-pairing');
    await screen.findByText(t('kioskPairing.intro'), {}, slow);
    expectAllTranslated('kiosk pairing');
  });

  it('test dispense status: test mode, a test dispense, slot faults', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const testOrder = orderOf({ quantityTotal: 1, skus: [ITEM] });
    let dispense = () => data({ ...testOrder, status: 'dispensed', quantityDispensed: 1 });
    staffWorld({
      [`POST ${BASE}/test/orders`]: () => data(testOrder, 201),
      [`GET ${BASE}/test/orders/${ORDER_ID}`]: () => data(testOrder),
      [`POST ${BASE}/test/orders/${ORDER_ID}/dispense`]: () => dispense(),
      [`POST ${STOCK_PATH}/*/clear-fault`]: () => serverError(),
    });
    startStaffSession(DEVICE, 'passkey');
    visit('/test-dispense-status');
    await screen.findByRole('list', { name: t('faults.title') }, slow);
    await screen.findAllByRole('option', { name: containing('3-pack') }, slow);
    expectAllTranslated('test dispense status');

    click(screen.getByRole('switch'));
    await screen.findByText(t('testDispense.modeOnShort'));
    expectAllTranslated('test dispense status: test mode on');

    fireEvent.change(screen.getByLabelText(t('testDispense.product')), { target: { value: 'condoms-3' } });
    click(button(t('testDispense.start')));
    await screen.findByText(t('testDispense.done', { dispensed: 1, total: 1 }), {}, slow);
    expectAllTranslated('test dispense status: done');
    dispense = () => serverError();
    click(button(t('testDispense.start')));
    await screen.findByText(t('testDispense.partial', { dispensed: 0, total: 1 }), { exact: false }, slow);
    expectAllTranslated('test dispense status: failed');

    click(screen.getAllByRole('button', { name: containing(inner(t('faults.clear'))) })[0]!);
    await screen.findByText(t('faults.notCleared'), { exact: false }, slow);
    expectAllTranslated('test dispense status: fault not cleared');
  });

  it('hardware check: the slots, a unit given, a jam, a check that failed, a slot not put back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slot = STOCK[0]!.slots[0]!;
    let answer = () =>
      data({ slotId: slot.slotId, skuId: 'condoms-3', orderId: ORDER_ID, outcome: 'dropped', slot });
    staffWorld({
      [`POST ${BASE}/test/slots/*/dispense`]: () => answer(),
      [`POST ${STOCK_PATH}/slots/*/clear-fault`]: () => serverError(),
    });
    startStaffSession(DEVICE, 'passkey');
    visit('/hardware-check');
    await screen.findByRole('table', { name: t('hardwareCheck.title') }, slow);
    expectAllTranslated('hardware check');
    const give = () => click(screen.getAllByText(t('hardwareCheck.give'))[0]!.closest('button')!);

    give();
    await screen.findByText(t('hardwareCheck.outcome.dropped', { slot: slot.slotId, units: 10 }), {}, slow);
    expectAllTranslated('hardware check: given');
    answer = () =>
      data({ slotId: slot.slotId, skuId: 'condoms-3', orderId: ORDER_ID, outcome: 'jammed', slot });
    give();
    await screen.findByText(t('hardwareCheck.outcome.jammed', { slot: slot.slotId, units: 10 }), {}, slow);
    expectAllTranslated('hardware check: jammed');
    answer = () => serverError();
    give();
    await screen.findByText(t('hardwareCheck.failed'), { exact: false }, slow);
    expectAllTranslated('hardware check: failed');

    click(screen.getAllByText(t('slots.putBack'))[0]!.closest('button')!);
    await screen.findByText(t('slots.notSaved'), { exact: false }, slow);
    expectAllTranslated('hardware check: not put back');
  });
});

describe('pseudo locale: coverage', () => {
  it('checked every staff route of the route table (run the whole file: it counts what its tests showed)', () => {
    expectEveryRouteVisited('staff');
  });
});
