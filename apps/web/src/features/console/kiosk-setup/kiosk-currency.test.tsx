import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TKioskSetupView } from '@kiosk/contract';
import { fireEvent, screen } from '@testing-library/react';
import { data, stubApi } from '../../../test/api-stub';
import { catalogOf } from '../../../test/catalog-fixtures';
import { AT, CONSOLE_DEVICE } from '../../../test/console-fixtures';
import { renderApp } from '../../../test/render-app';
import { resetOperatorSession, startOperatorSession } from '../operator-session-store';

const slow = { timeout: 10_000 };

/** A kiosk set up in US dollars, in a programme whose currency is now the euro. */
const kiosk: TKioskSetupView = {
  deviceId: CONSOLE_DEVICE,
  name: 'Library kiosk',
  address: '1 Main St',
  timeZone: 'America/Los_Angeles',
  currency: 'USD',
  languages: ['en', 'es'],
  defaultLanguage: 'en',
  supportPhone: '+1 800 555 0100',
  isAccessibilityExtensionAllowed: false,
  hasStaffPasskey: true,
  isBrokerManaged: false,
  createdAt: AT,
  retiredAt: null,
};

const stubEuroProgramme = () =>
  stubApi({
    'GET /console/session': () => data({ operator: { name: 'op' }, expiresAt: '2099-01-01T00:00:00.000Z' }),
    'GET /console/catalog/products': () => data(catalogOf(undefined, 'EUR')),
    [`GET /console/kiosk-setup/${CONSOLE_DEVICE}`]: () => data(kiosk),
    'POST /console/kiosk-setup': () =>
      data(
        {
          kiosk: { ...kiosk, deviceId: 'kiosk-eur-1', currency: 'EUR' },
          pairing: { code: 'ABCDEFGHJK', expiresAt: AT, kioskUrl: 'https://kiosk.example/?pair' },
          agentEnvFile: null,
        },
        201,
      ),
    'POST /analytics/events': () => data({ accepted: 0 }),
  });

const currencyField = async () => (await screen.findByLabelText(/Currency/, {}, slow)) as HTMLInputElement;

afterEach(() => {
  resetOperatorSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a kiosk's currency in the console", { timeout: 60_000 }, () => {
  it("preselects the programme's currency on a new kiosk's form, and creates the kiosk in it", async () => {
    const api = stubEuroProgramme();
    startOperatorSession({
      operator: { name: 'op', role: 'admin', mustChangePassword: false },
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    renderApp('/operator/new-kiosk');
    expect((await currencyField()).value).toBe('EUR');

    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/Kiosk ID/, 'kiosk-eur-1');
    type(/^Name/, 'Station kiosk');
    type(/Support phone number/, '+33 1 23 45 67 89');
    fireEvent.click(screen.getByRole('button', { name: 'Create kiosk' }));
    await screen.findByText('Pairing code', {}, slow);
    const [created] = api.callsTo('POST', '/console/kiosk-setup');
    expect(JSON.parse(String(created!.init!.body))).toMatchObject({
      deviceId: 'kiosk-eur-1',
      currency: 'EUR',
    });
  });

  it('keeps an existing kiosk in its own currency', async () => {
    stubEuroProgramme();
    startOperatorSession({
      operator: { name: 'op', role: 'admin', mustChangePassword: false },
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    renderApp(`/operator/kiosk-setup/${CONSOLE_DEVICE}`);
    expect((await currencyField()).value).toBe('USD');
  });
});
