import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOperatorRole } from '@kiosk/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, errorReply, stubApi } from '../../../test/api-stub';
import { assortmentOf, catalogOf, catalogProducts, translationsOf } from '../../../test/catalog-fixtures';
import { CONSOLE_DEVICE } from '../../../test/console-fixtures';
import { jsonReply, renderApp } from '../../../test/render-app';
import { resetOperatorSession, startOperatorSession } from '../operator-session-store';

const slow = { timeout: 10_000 };
const NALOXONE = catalogProducts()[0]!;

const signIn = (role: TOperatorRole) =>
  startOperatorSession({
    operator: { name: 'op', role, mustChangePassword: false },
    expiresAt: '2099-01-01T00:00:00.000Z',
  });

const stubCatalog = (overrides: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'GET /console/session': () => data({ operator: { name: 'op' }, expiresAt: '2099-01-01T00:00:00.000Z' }),
    'GET /console/catalog/products': () => data(catalogOf()),
    'GET /console/catalog/products/naloxone': () => data(NALOXONE),
    'GET /console/catalog/translations': () => data(translationsOf()),
    [`GET /console/kiosks/${CONSOLE_DEVICE}/assortment`]: () => data(assortmentOf()),
    'POST /analytics/events': () => data({ accepted: 0 }),
    ...overrides,
  });

const bodyOf = (call: { init?: RequestInit } | undefined): unknown => JSON.parse(String(call?.init?.body));
/** Waits until the page's polite live region says `text`. */
const expectSaid = (text: string) =>
  vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain(text), slow);
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  resetOperatorSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('catalogue page', { timeout: 60_000 }, () => {
  it('lists each product with its packs: price or Free, and the flags in words', async () => {
    stubCatalog();
    signIn('admin');
    renderApp('/operator/catalog');
    const table = await screen.findByRole('table', { name: 'Products' }, slow);
    const naloxone = within(table).getByRole('row', { name: /Naloxone nasal spray/ });
    expect(naloxone.textContent).toContain('2-pack — Free');
    expect(naloxone.textContent).toContain('Emergency');
    const condoms = within(table).getByRole('row', { name: /Condoms/ });
    expect(condoms.textContent).toContain('12-pack — $5.99');
    expect(condoms.textContent).toContain('Reservable · Age 16+ · Access code');
    expect(screen.getByRole('link', { name: 'Add a product' })).toBeTruthy();
  });

  it("names the programme's currency, and shows and reads the prices in it", async () => {
    const api = stubCatalog({
      'GET /console/catalog/products': () => data(catalogOf(undefined, 'JPY')),
      'GET /console/catalog/products/condoms': () => data(catalogProducts()[1]),
      'PUT /console/catalog/products/condoms': () => data(catalogProducts()[1]),
      'PUT /console/catalog/skus/*': () => data(catalogProducts()[1]!.skus[0]),
    });
    signIn('admin');
    const { unmount } = renderApp('/operator/catalog');
    const table = await screen.findByRole('table', { name: 'Products' }, slow);
    expect(screen.getByTestId('catalog-currency').textContent).toBe(
      "Prices are in Japanese Yen (JPY), the programme's currency.",
    );
    expect(within(table).getByRole('row', { name: /Condoms/ }).textContent).toContain('12-pack — ¥599');
    unmount();
    renderApp('/operator/catalog/products/condoms');
    const price = (await screen.findByLabelText(/Price \(JPY\)/, {}, slow)) as HTMLInputElement;
    expect(price.value).toBe('599');
    fireEvent.change(price, { target: { value: '700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaid('Condoms saved.');
    expect(bodyOf(api.callsTo('PUT', '/console/catalog/skus/')[0])).toMatchObject({ price: 700 });
  });

  it('shows a viewer no button that adds a product', async () => {
    stubCatalog();
    signIn('viewer');
    renderApp('/operator/catalog');
    await screen.findByRole('table', { name: 'Products' }, slow);
    expect(screen.queryByRole('link', { name: 'Add a product' })).toBeNull();
  });
});

describe('product editor', { timeout: 60_000 }, () => {
  it('creates a product with English and Spanish names, a free pack and a priced one', async () => {
    const api = stubCatalog({
      'POST /console/catalog/products': () => data(NALOXONE, 201),
    });
    signIn('admin');
    renderApp('/operator/catalog/new-product');
    await screen.findByLabelText(/Product id/, {}, slow);
    type(/Product id/, 'test-strips');
    type(/Name in English/, 'Test strips');
    fireEvent.change(screen.getByLabelText('Language to add'), { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add language' }));
    type(/Name in Español/, 'Tiras de prueba');
    type(/Pack id/, 'strips-1');
    type(/Pack name in English/, 'Single strip');
    type(/Pack name in Español/, 'Una tira');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Free' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a pack' }));
    const second = screen.getAllByRole('group').find((group) => group.textContent?.startsWith('Pack 2'))!;
    fireEvent.change(within(second).getByLabelText(/Pack id/), { target: { value: 'strips-10' } });
    fireEvent.change(within(second).getByLabelText(/Price/), { target: { value: '4.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaid('Test strips saved.');
    const body = bodyOf(api.callsTo('POST', '/console/catalog/products')[0]) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 'test-strips',
      titles: { en: 'Test strips', es: 'Tiras de prueba' },
      skus: [
        { id: 'strips-1', titles: { en: 'Single strip', es: 'Una tira' }, price: 0 },
        { id: 'strips-10', titles: {}, price: 450, dispenseQuantity: 1, minAge: null },
      ],
    });
  });

  it('shows the refusal next to the field the server names, and a price it cannot read', async () => {
    stubCatalog({
      'POST /console/catalog/products': () =>
        jsonReply(400, {
          data: {
            message: 'Invalid request',
            description: 'The field "skus.0.id" is not valid: must be 2-64 lowercase letters',
            code: 'validation',
            field: 'skus.0.id',
          },
        }),
    });
    signIn('admin');
    renderApp('/operator/catalog/new-product');
    await screen.findByLabelText(/Product id/, {}, slow);
    type(/Product id/, 'strips');
    type(/Name in English/, 'Strips');
    type(/Pack id/, 'Bad Id');
    type(/Price/, 'four');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/Price/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Give an amount such as 4.50.');
    type(/Price/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/Pack id/).getAttribute('aria-invalid')).toBe('true'),
    );
    const described = screen.getByLabelText(/Pack id/).getAttribute('aria-describedby')!;
    expect(document.getElementById(described)!.textContent).toContain('must be 2-64 lowercase letters');
    expect(screen.getByLabelText(/Price/).getAttribute('aria-invalid')).toBe('false');
  });

  it('uploads a picture with its own type and shows what the server refuses', async () => {
    let reply = () =>
      errorReply(415, 'Unsupported picture', 'Only PNG, JPEG or WebP pictures are stored.', 'validation');
    const api = stubCatalog({ 'POST /console/catalog/images': () => reply() });
    signIn('admin');
    renderApp('/operator/catalog/products/naloxone');
    const file = await screen.findByLabelText(/Add a picture/, {}, slow);
    await userEvent.upload(file, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(
      'The picture was not stored. Unsupported picture Only PNG, JPEG or WebP pictures are stored.',
    );
    reply = () =>
      data(
        {
          id: '11111111-1111-4111-8111-111111111111',
          path: '/catalog-images/11111111-1111-4111-8111-111111111111',
          contentType: 'image/png',
          size: 10,
          sha256: 'a'.repeat(64),
        },
        201,
      );
    await userEvent.upload(file, new File(['png'], 'a.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Picture 2' }, slow);
    const [, upload] = api.callsTo('POST', '/console/catalog/images');
    expect((upload!.init?.headers as Record<string, string>)['Content-Type']).toBe('image/png');
  });

  it('edits a product: its own fields, then each pack (a new one added)', async () => {
    const api = stubCatalog({
      'PUT /console/catalog/products/naloxone': () => data(NALOXONE),
      'PUT /console/catalog/skus/naloxone-2-pack': () => data(NALOXONE.skus[0]),
      'POST /console/catalog/products/naloxone/skus': () => data(NALOXONE.skus[0], 201),
    });
    signIn('admin');
    renderApp('/operator/catalog/products/naloxone');
    expect(((await screen.findByLabelText(/Name in Español/, {}, slow)) as HTMLInputElement).value).toBe(
      'Naloxona en aerosol nasal',
    );
    expect(screen.queryByLabelText(/Product id/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a pack' }));
    const second = screen.getAllByRole('group').find((group) => group.textContent?.startsWith('Pack 2'))!;
    fireEvent.change(within(second).getByLabelText(/Pack id/), { target: { value: 'naloxone-4-pack' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaid('Naloxone nasal spray saved.');
    expect(bodyOf(api.callsTo('PUT', '/products/naloxone')[0])).toMatchObject({
      titles: { en: 'Naloxone nasal spray', es: 'Naloxona en aerosol nasal' },
      sortOrder: 10,
    });
    expect(bodyOf(api.callsTo('PUT', '/skus/naloxone-2-pack')[0])).not.toHaveProperty('id');
    expect(bodyOf(api.callsTo('POST', '/naloxone/skus')[0])).toMatchObject({ id: 'naloxone-4-pack' });
  });

  it('retires a pack once asked, and brings a retired product back (admin)', async () => {
    const RETIRED = '2026-09-30T17:00:00.000Z';
    const api = stubCatalog({
      'GET /console/catalog/products/naloxone': () => data({ ...NALOXONE, retiredAt: RETIRED }),
      'POST /console/catalog/skus/naloxone-2-pack/retirement': () =>
        data({ ...NALOXONE.skus[0], retiredAt: RETIRED }),
      'DELETE /console/catalog/products/naloxone/retirement': () => data(NALOXONE),
    });
    signIn('admin');
    renderApp('/operator/catalog/products/naloxone');
    expect(
      await screen.findByText(
        'This product is retired: no kiosk shows it and it cannot be ordered.',
        {},
        slow,
      ),
    ).toBeTruthy();
    const retire = screen.getByRole('button', { name: 'Retire pack 1' });
    expect(retire.getAttribute('type')).toBe('button');
    fireEvent.click(retire);
    const dialog = await screen.findByRole('dialog', { name: 'Retire 2-pack?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(api.callsTo('POST', '/retirement')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Retire pack 1' }));
    const again = await screen.findByRole('dialog', { name: 'Retire 2-pack?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Retire' }));
    await expectSaid('2-pack is retired.');
    expect(api.callsTo('POST', '/skus/naloxone-2-pack/retirement')).toHaveLength(1);
    expect(
      screen.getByText('This pack is retired: no kiosk shows it and it cannot be ordered.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bring pack 1 back' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bring product back' }));
    await expectSaid('Naloxone nasal spray is back in the catalogue.');
    expect(api.callsTo('DELETE', '/products/naloxone/retirement')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Retire product' })).toBeTruthy();
    expect(api.callsTo('PUT', '/console/catalog')).toHaveLength(0);
  });

  it('is read-only to a viewer: no save, no upload, no language picker', async () => {
    stubCatalog();
    signIn('viewer');
    renderApp('/operator/catalog/products/naloxone');
    const name = await screen.findByLabelText(/Name in English/, {}, slow);
    expect((name as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText(/Add a picture/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add language' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a pack' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retire/ })).toBeNull();
  });
});

describe('assortment page', { timeout: 60_000 }, () => {
  it('moves a pack by keys (the focus follows), prices it, adds one and saves the order', async () => {
    const api = stubCatalog({
      [`PUT /console/kiosks/${CONSOLE_DEVICE}/assortment`]: () => data(assortmentOf()),
    });
    signIn('admin');
    renderApp(`/operator/kiosks/${CONSOLE_DEVICE}/assortment`);
    const down = await screen.findByRole('button', { name: 'Move Naloxone nasal spray — 2-pack down' }, slow);
    down.focus();
    await userEvent.keyboard('{Enter}');
    const up = screen.getByRole('button', { name: 'Move Naloxone nasal spray — 2-pack up' });
    await vi.waitFor(() => expect(document.activeElement).toBe(up));
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('1. Condoms — 12-pack');
    expect((screen.getByLabelText(/of Condoms — 12-pack/) as HTMLInputElement).value).toBe('4.99');
    type(/of Naloxone nasal spray — 2-pack/, '1');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaid('Assortment saved.');
    expect(bodyOf(api.callsTo('PUT', '/assortment')[0])).toEqual({
      skus: [
        { skuId: 'condoms-12', price: 499 },
        { skuId: 'naloxone-2-pack', price: 100 },
        { skuId: 'test-kit-1', price: null },
      ],
    });
  });

  it('is read-only to a viewer: no move, price or save', async () => {
    stubCatalog();
    signIn('viewer');
    renderApp(`/operator/kiosks/${CONSOLE_DEVICE}/assortment`);
    await screen.findByText('1. Naloxone nasal spray — 2-pack', {}, slow);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
  });
});

describe('translations page', { timeout: 60_000 }, () => {
  it('lists per language what is missing and the English text shown instead', async () => {
    stubCatalog();
    signIn('viewer');
    renderApp('/operator/catalog/translations');
    const languages = await screen.findByRole('table', { name: 'Languages' }, slow);
    expect(within(languages).getByRole('row', { name: /English/ }).textContent).toContain('None missing');
    const spanish = screen.getByRole('table', { name: 'Missing in Español' });
    const row = within(spanish).getByRole('row', { name: /condoms-12/ });
    expect(row.textContent).toBe('Pack namecondoms-1212-pack');
  });
});
