import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonReply, renderApp } from '../../test/render-app';
import { endStaffSession, startStaffSession } from '../../shared/staff-session/staff-session-store';
import { DEVICE, PASSKEY, stockItem, stubApi } from '../../test/staff-test-server';
import { SAVE_ERROR_LOG } from './save-failure';
import { product } from '../../test/product-fixtures';

const STOCK = `/devices/${DEVICE}/products/stock`;
const AUDIT = `GET ${STOCK}/audit`;
const PRODUCTS = `GET /devices/${DEVICE}/products`;

const firstLoad = [
  stockItem('pregnancy-test', 25, { title: 'Single test', slot: 'B1', version: 2 }),
  stockItem('condoms-3-pack', 60, {
    productId: 'condoms',
    title: 'Regular, 3-pack',
    slot: 'A4',
    held: 3,
    version: 5,
  }),
  stockItem('first-aid-kit', 10, { title: 'Kit', slot: 'C3', isSlotFaulted: true }),
];

const renderSignedIn = () => {
  startStaffSession(DEVICE, PASSKEY);
  return renderApp('/stock-management');
};

/** Edits two counts and opens the review. */
async function editTwoCounts() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 }));
  await userEvent.type(screen.getByLabelText('New stock count, Single test'), '40');
  await userEvent.type(screen.getByLabelText('New stock count, Condoms — Regular, 3-pack'), '61');
  await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
}

describe('stock management', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.setItem('deviceId', DEVICE));
  afterEach(() => {
    endStaffSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const baseRoutes = (stock: () => unknown) => ({
    [`GET ${STOCK}`]: () => jsonReply(200, { data: stock() }),
    [AUDIT]: () =>
      jsonReply(200, {
        data: [
          {
            skuId: 'first-aid-kit',
            actor: 'staff',
            before: 12,
            after: 10,
            reason: 'staff count',
            createdAt: '2026-11-22T17:00:00.000Z',
          },
        ],
      }),
    [PRODUCTS]: () =>
      jsonReply(200, {
        data: [
          product({ id: 'condoms', title: 'Condoms' }),
          product({ id: 'first-aid-kit', title: 'First Aid Kit' }),
        ],
      }),
  });

  it('shows product stock: title, slot, on hand, held, fault; and the audit entries', async () => {
    stubApi(baseRoutes(() => firstLoad));
    renderSignedIn();
    const table = await screen.findByRole('table', { name: 'Product stock' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('ProductSlotOn handHeldSlot fault');
    expect(rows[2]!.textContent).toBe('Condoms — Regular, 3-packA4603OK');
    expect(within(rows[3]!).getByText('Fault')).toBeTruthy();
    const audit = await screen.findByRole('table', { name: 'Recent stock changes' });
    expect(within(audit).getAllByRole('row')[1]!.textContent).toContain(
      'First Aid Kit — Kit12 → 10Stock count',
    );
  });

  it('edits two counts, reviews before → after, saves after the passkey with the versions seen', async () => {
    let stock = firstLoad;
    const { calls } = stubApi({
      ...baseRoutes(() => stock),
      [`PUT ${STOCK}`]: () => {
        stock = [
          stockItem('pregnancy-test', 40, { title: 'Single test', slot: 'B1', version: 3 }),
          ...firstLoad.slice(1),
        ];
        return jsonReply(200, { data: { skus: [] } });
      },
    });
    renderSignedIn();
    await editTwoCounts();
    const review = screen.getByRole('list', { name: 'Review the changes' });
    expect(
      within(review)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Single test25 → 40', 'Condoms — Regular, 3-pack60 → 61']);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passkey entry' });
    expect(within(dialog).getByText('A passkey is required to save stock changes.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Passkey/), 'typed-passkey{Enter}');
    expect((await screen.findByRole('status', { name: '' })).textContent).toContain(
      'The new stock counts were saved.',
    );
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.bearer).toBe('typed-passkey');
    expect(put.body).toEqual({
      skus: [
        { skuId: 'pregnancy-test', stock: 40, version: 2 },
        { skuId: 'condoms-3-pack', stock: 61, version: 5 },
      ],
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Product stock' })).getByRole('row', { name: /Single test/ })
          .textContent,
      ).toContain('B140'),
    );
  });

  it("logs 'Error saving stock update changes.' and says 'Invalid credentials' for a wrong passkey", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      ...baseRoutes(() => firstLoad),
      [`PUT ${STOCK}`]: () =>
        jsonReply(401, { data: { message: 'Invalid credentials', description: 'x', code: 'unauthorized' } }),
    });
    renderSignedIn();
    await editTwoCounts();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Passkey/), 'wrong-passkey{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid credentials');
    expect(log).toHaveBeenCalledWith(SAVE_ERROR_LOG, { status: 401, code: 'unauthorized' });
    expect(JSON.stringify(log.mock.calls)).not.toContain('wrong-passkey');
  });

  it('reloads the counts on a stale save (409) instead of overwriting them, keeping the typed counts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let stock = firstLoad;
    let gets = 0;
    stubApi({
      ...baseRoutes(() => {
        gets += 1;
        return stock;
      }),
      [`PUT ${STOCK}`]: () => {
        stock = [
          stockItem('pregnancy-test', 33, { title: 'Single test', slot: 'B1', version: 3 }),
          ...firstLoad.slice(1),
        ];
        return jsonReply(409, {
          data: {
            message: 'Not possible now',
            description: 'The stock counts changed since you loaded them. They have been reloaded.',
            code: 'conflict',
          },
        });
      },
    });
    renderSignedIn();
    await editTwoCounts();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await userEvent.type(within(await screen.findByRole('dialog')).getByLabelText(/Passkey/), 'typed{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The stock counts changed since you loaded them. They have been reloaded.',
    );
    await waitFor(() => expect(gets).toBe(2));
    const input = await screen.findByLabelText('New stock count, Single test');
    expect((input as HTMLInputElement).value).toBe('40');
    expect(
      within(screen.getByRole('table', { name: 'Product stock' })).getByRole('row', { name: /Single test/ })
        .textContent,
    ).toContain('B133');
    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(screen.getByRole('list', { name: 'Review the changes' }).textContent).toContain(
      'Single test33 → 40',
    );
  });

  it('tells the staff member when the save failed for another reason', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      ...baseRoutes(() => firstLoad),
      [`PUT ${STOCK}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderSignedIn();
    await editTwoCounts();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await userEvent.type(within(await screen.findByRole('dialog')).getByLabelText(/Passkey/), 'typed{Enter}');
    // docs/product.md §8's texts exactly, laid out as a title and a description.
    const alert = await screen.findByRole('alert');
    const lines = [...(alert.querySelector('.MuiAlert-message')?.children ?? [])];
    expect(lines.map((line) => line.textContent)).toEqual([
      'Something went wrong',
      'An unexpected error occurred',
      'The stock counts were not saved.',
    ]);
    expect(lines[0]?.classList.contains('MuiAlertTitle-root')).toBe(true);
    expect(log).toHaveBeenCalledWith(SAVE_ERROR_LOG, { status: 400, code: undefined });
  });

  it('lays out the same title and description when a quick adjustment gets no answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      ...baseRoutes(() => firstLoad),
      [`PUT ${STOCK}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    startStaffSession(DEVICE, PASSKEY);
    renderApp('/adjust-stock');
    await userEvent.type(
      await screen.findByLabelText('Units to add or remove, Single test', {}, { timeout: 5000 }),
      '5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply, Single test' }));
    const alert = await screen.findByRole('alert');
    const lines = [...(alert.querySelector('.MuiAlert-message')?.children ?? [])];
    expect(lines.map((line) => line.textContent)).toEqual([
      'Something went wrong',
      'An unexpected error occurred',
      'The stock counts were not saved.',
    ]);
  });
  it('lists every slot with its count, capacity and state; sets a count and puts a slot back in service', async () => {
    let stock = firstLoad;
    const { calls } = stubApi({
      ...baseRoutes(() => stock),
      [`PUT ${STOCK}/slots`]: () => {
        stock = [
          stockItem('pregnancy-test', 7, { title: 'Single test', slot: 'B1', version: 3 }),
          ...firstLoad.slice(1),
        ];
        return jsonReply(200, {
          data: { slots: [{ slotId: 'B1', skuId: 'pregnancy-test', count: 7, capacity: 25 }] },
        });
      },
      [`POST ${STOCK}/slots/C3/clear-fault`]: () =>
        jsonReply(200, {
          data: { slotId: 'C3', skuId: 'first-aid-kit', isFaulted: false, wasFaulted: true },
        }),
    });
    renderSignedIn();
    const table = await screen.findByRole('table', { name: 'Slots' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('SlotProductUnitsCapacityStateNew countService');
    expect(rows[1]!.textContent).toContain('B1Single test2525In service');
    expect(within(rows[3]!).getByText('Out of service')).toBeTruthy();
    expect(within(rows[3]!).getByText('Jammed: the motor turned, nothing dropped')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('New count, slot B1'), '26');
    expect(screen.getByText('Enter a whole number from 0 to 25.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set count, slot B1' })).toHaveProperty('disabled', true);
    await userEvent.clear(screen.getByLabelText('New count, slot B1'));
    await userEvent.type(screen.getByLabelText('New count, slot B1'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Set count, slot B1' }));
    expect(await screen.findByText('Slot B1 now holds 7.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      body: { slots: [{ slotId: 'B1', count: 7 }] },
      bearer: PASSKEY,
    });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]!.textContent).toContain('B1Single test7'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Back in service, slot C3' }));
    expect(await screen.findByText('Slot C3 is back in service.')).toBeTruthy();
  });
});
