import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_DEFAULTS } from '@kiosk/contract/values';
import { startOperatorSession } from '../features/console/operator-session-store';
import {
  AT as CONSOLE_AT,
  CONSOLE_DEVICE,
  alertOf,
  alertsOf,
  chartOf,
  fleetOf,
  fleetRows,
  kioskDetail,
  outboxOf,
  signedIn,
} from '../test/console-fixtures';
import { OPERATOR_ACCOUNTS, TWO_FACTOR_STATE } from '@kiosk/contract/fixtures';
import { assortmentOf, catalogOf, catalogProducts, translationsOf } from '../test/catalog-fixtures';
import { data, errorReply, stubApi } from '../test/api-stub';
import { jsonReply } from '../test/render-app';
import { apiText, untranslatedTexts, type TExclusion } from '../test/pseudo-locale';
import {
  button,
  click,
  closeDialog,
  containing,
  EXCLUSIONS,
  expectEveryRouteVisited,
  inner,
  serverError,
  slow,
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

const TIME_ZONE_NAMES = new Set(Intl.supportedValuesOf('timeZone'));

describe('pseudo locale: operator console', { timeout: 60_000 }, () => {
  /** Calendar days of the charts and sparklines, formatted by Intl (as the dates above). */
  const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
  /** The same days without their year, as a chart's axis names them. */
  const shortDay = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const CONSOLE_DAYS = ['2026-10-01', '2026-10-04', '2026-11-16', '2026-11-23', '2026-11-24'].flatMap((iso) =>
    [day, shortDay].map((format) => format.format(new Date(`${iso}T00:00:00Z`))),
  );
  const consoleExclusions: TExclusion[] = [
    ...EXCLUSIONS,
    {
      reason:
        'calendar days of charts and sparklines are formatted by Intl (the pseudo locale runs as English)',
      covers: (text) => !/\p{L}/u.test(CONSOLE_DAYS.reduce((rest, date) => rest.split(date).join(''), text)),
    },
    {
      reason:
        "device ids come from the API unwrapped (the contract's id pattern has no room for the markers)",
      covers: (text) => fleetRows().some((row) => row.deviceId === text.trim()),
    },
    {
      reason: "catalogue product and sku ids come from the API unwrapped (the contract's slug pattern)",
      covers: (text) =>
        catalogProducts().some(
          (product) => product.id === text.trim() || product.skus.some((sku) => sku.id === text.trim()),
        ),
    },
    {
      reason: 'time zone names are IANA identifiers, never translated',
      covers: (text) =>
        TIME_ZONE_NAMES.has(text.trim()) || !/\p{L}/u.test(text.replace('America/Los_Angeles', '')),
    },
  ];
  const expectConsoleTranslated = (screenName: string) =>
    expect(untranslatedTexts(consoleExclusions), `hard-coded text on ${screenName}`).toEqual([]);
  const consoleWorld = (overrides: Parameters<typeof stubApi>[0] = {}) =>
    stubWorld({
      'POST /console/session': () => data(signedIn(apiText), 201),
      'DELETE /console/session': () => data({ ok: true }),
      'GET /console/kiosks': () => data(fleetOf(fleetRows(apiText))),
      [`GET /console/kiosks/${CONSOLE_DEVICE}`]: () => data(kioskDetail(apiText)),
      'GET /console/charts/*': (call) =>
        data(chartOf(call.path.split('/').at(-1) as 'units-per-day', apiText)),
      'GET /console/alerts': () =>
        data(
          alertsOf([
            alertOf({}, apiText),
            alertOf({ id: 'a2', kind: 'offline', skuId: null, value: 40, threshold: 15 }, apiText),
            alertOf({ id: 'a3', kind: 'slot_fault', value: null, threshold: null }, apiText),
            alertOf(
              {
                id: 'a4',
                kind: 'dispense_failures',
                skuId: null,
                value: 3,
                threshold: 3,
                isCleared: true,
                clearedAt: CONSOLE_AT,
              },
              apiText,
            ),
          ]),
        ),
      'GET /console/alert-outbox': () => data(outboxOf(apiText)),
      ...overrides,
    });
  const operatorSignIn = () =>
    startOperatorSession({
      operator: { name: apiText('demo-operator'), role: 'admin', mustChangePassword: false },
      expiresAt: '2099-01-01T00:00:00.000Z',
    });

  it('sign-in: intro, wrong password, throttled, other failure, session ended', async () => {
    let reply = () => errorReply(401, apiText('Unauthorized'), '', 'unauthorized');
    consoleWorld({ 'POST /console/session': () => reply() });
    const { unmount } = visit('/operator/sign-in');
    const name = await screen.findByLabelText(containing(t('console.signIn.name')), {}, slow);
    expectConsoleTranslated('operator sign-in');
    const submit = async (state: string, shown: string) => {
      await userEvent.clear(name);
      await userEvent.type(name, 'demo-operator');
      await userEvent.type(screen.getByLabelText(containing(t('console.signIn.password'))), 'wrong');
      click(button(t('console.signIn.submit')));
      await screen.findByText(shown, { exact: false }, slow);
      expectConsoleTranslated(`operator sign-in: ${state}`);
    };
    await submit('wrong password', inner(t('console.signIn.invalid')));
    reply = () => serverError(500);
    await submit('other failure', inner(t('console.signIn.failed')));
    reply = () => {
      const response = errorReply(429, apiText('Too many'), apiText('Wait'), 'throttled');
      response.headers.set('Retry-After', '90');
      return response;
    };
    await submit('throttled', inner(t('console.signIn.throttled')));
    unmount();

    consoleWorld({
      'GET /console/kiosks': () => errorReply(401, apiText('Unauthorized'), '', 'unauthorized'),
    });
    operatorSignIn();
    visit('/operator');
    await screen.findByText(t('console.signIn.ended'), {}, slow);
    expectConsoleTranslated('operator sign-in: session ended');
  });

  it('fleet overview: rows, filters, pager; then empty and failed', async () => {
    consoleWorld({
      'GET /console/kiosks': () => data(fleetOf(fleetRows(apiText), { total: 60 })),
    });
    operatorSignIn();
    const first = visit('/operator');
    await screen.findByRole('table', { name: t('console.fleet.caption') }, slow);
    expectConsoleTranslated('fleet overview');
    first.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    consoleWorld({ 'GET /console/kiosks': () => data(fleetOf([])) });
    const second = visit('/operator');
    await screen.findByText(t('console.fleet.empty'), {}, slow);
    expectConsoleTranslated('fleet overview: no kiosk');
    second.unmount();

    consoleWorld({ 'GET /console/kiosks': () => serverError() });
    visit('/operator');
    await screen.findByText(inner(t('console.loadError')), { exact: false }, slow);
    expectConsoleTranslated('fleet overview: failed');
  });

  it('kiosk detail', async () => {
    consoleWorld();
    operatorSignIn();
    visit(`/operator/kiosks/${CONSOLE_DEVICE}`);
    const stock = await screen.findByRole('table', { name: t('console.kiosk.stock') }, slow);
    expectConsoleTranslated('kiosk detail');
    // The threshold dialog of a sku with the kiosk's own threshold, and a number it refuses.
    click(within(stock).getAllByRole('button')[1]!);
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '' } });
    click(within(dialog).getByRole('button', { name: t('stock.save') }));
    await within(dialog).findByRole('alert', {}, slow);
    expectConsoleTranslated('kiosk detail: threshold dialog');
  });

  it('charts: chart and table views, export, and a wrong range', async () => {
    consoleWorld();
    operatorSignIn();
    const { unmount } = visit(`/operator/charts?from=2026-11-16&to=2026-11-24&deviceId=${CONSOLE_DEVICE}`);
    const units = await screen.findByRole('region', { name: t('console.charts.title.unitsPerDay') }, slow);
    await within(units).findByRole('img', {}, slow);
    expectConsoleTranslated('charts');
    for (const region of screen.getAllByRole('region').filter((element) => element.tagName === 'SECTION'))
      click(within(region).getByRole('button', { name: t('console.charts.showTable') }));
    await screen.findAllByRole('table', {}, slow);
    expectConsoleTranslated('charts: table views');
    unmount();

    visit('/operator/charts?from=2026-11-24&to=2026-11-01');
    await screen.findByText(t('console.charts.rangeOrder'), {}, slow);
    expectConsoleTranslated('charts: wrong range');
  });

  it('alerts, and the alert outbox with messages, empty, and without one', async () => {
    consoleWorld();
    operatorSignIn();
    const first = visit('/operator/alerts');
    await screen.findByRole('table', { name: t('console.alerts.caption') }, slow);
    expectConsoleTranslated('alerts');
    first.unmount();

    const second = visit('/operator/alert-outbox');
    await screen.findByRole('table', { name: t('console.outbox.caption') }, slow);
    expectConsoleTranslated('alert outbox');
    second.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    consoleWorld({ 'GET /console/alert-outbox': () => serverError(404) });
    visit('/operator/alert-outbox');
    await screen.findByText(t('console.outbox.notAvailable'), {}, slow);
    expectConsoleTranslated('alert outbox: none in this deployment');
  });

  it('thresholds of every kiosk, and their dialog', async () => {
    consoleWorld({
      'GET /console/thresholds': () =>
        data({
          skus: [{ skuId: 'naloxone-2-pack', title: apiText('Naloxone 2-pack'), defaultUnits: 5 }],
          defaults: { ...ALERT_DEFAULTS },
          lowStock: [{ deviceId: CONSOLE_DEVICE, skuId: 'naloxone-2-pack', units: 9 }],
        }),
    });
    operatorSignIn();
    visit('/operator/thresholds');
    const table = await screen.findByRole('table', { name: t('console.thresholds.caption') }, slow);
    expectConsoleTranslated('thresholds');
    click(within(table).getByRole('button'));
    await screen.findByRole('dialog', {}, slow);
    expectConsoleTranslated('thresholds: every-kiosk dialog');
  });

  const kioskSetup = {
    deviceId: CONSOLE_DEVICE,
    name: apiText('Library kiosk'),
    address: apiText('1 Main St'),
    timeZone: 'America/Los_Angeles',
    currency: 'USD',
    languages: ['en', 'es'],
    defaultLanguage: 'en',
    supportPhone: '+1 800 555 0100',
    isAccessibilityExtensionAllowed: false,
    hasStaffPasskey: true,
    isBrokerManaged: true,
    createdAt: CONSOLE_AT,
    retiredAt: null,
  };

  it('new kiosk: the form, a refusal, and what is shown once', async () => {
    let create = () =>
      errorReply(400, apiText('Invalid request'), apiText('currency is wrong'), 'validation');
    consoleWorld({
      'GET /console/catalog/products': () => data(catalogOf(apiText)),
      'POST /console/kiosk-setup': () => create(),
    });
    operatorSignIn();
    visit('/operator/new-kiosk');
    await screen.findByRole('heading', { name: t('console.kioskSetup.newHeading') }, slow);
    expectConsoleTranslated('new kiosk: form');
    click(button(t('console.kioskSetup.create')));
    await screen.findByRole('alert', {}, slow);
    expectConsoleTranslated('new kiosk: refused');
    create = () =>
      data(
        {
          kiosk: kioskSetup,
          pairing: { code: apiText('CODE'), expiresAt: CONSOLE_AT, kioskUrl: apiText('https://kiosk/?pair') },
          agentEnvFile: apiText('MQTT_PASSWORD=secret'),
        },
        201,
      );
    click(button(t('console.kioskSetup.create')));
    await screen.findByText(t('console.kioskSetup.pairingCode'), {}, slow);
    expect(button(t('console.kioskSetup.download', { file: 'agent.env' }))).toBeTruthy();
    expectConsoleTranslated('new kiosk: created, with the agent file');
  });

  it('kiosk settings: the form, a new passkey, and the retire dialog; a retired one', async () => {
    let setup = () => data(kioskSetup);
    consoleWorld({
      [`GET /console/kiosk-setup/${CONSOLE_DEVICE}`]: () => setup(),
      [`POST /console/kiosk-setup/${CONSOLE_DEVICE}/staff-passkey`]: () =>
        data({ deviceId: CONSOLE_DEVICE, passkey: apiText('secret') }, 201),
      [`POST /console/kiosk-setup/${CONSOLE_DEVICE}/broker-account`]: () =>
        data({ deviceId: CONSOLE_DEVICE, agentEnvFile: apiText('MQTT_PASSWORD=secret') }, 201),
    });
    operatorSignIn();
    visit(`/operator/kiosk-setup/${CONSOLE_DEVICE}`);
    await screen.findByRole('heading', { name: t('console.kioskSetup.settingsHeading') }, slow);
    expectConsoleTranslated('kiosk settings');
    click(button(t('console.kioskSetup.rotatePasskey')));
    await screen.findByText(t('console.kioskSetup.staffPasskey'), {}, slow);
    expectConsoleTranslated('kiosk settings: new passkey');
    click(button(t('console.kioskSetup.newBrokerAccount')));
    await screen.findByText(t('console.kioskSetup.brokerIssued'), {}, slow);
    expectConsoleTranslated('kiosk settings: new broker account');
    click(button(t('console.kioskSetup.retire')));
    await screen.findByRole('dialog', {}, slow);
    expectConsoleTranslated('kiosk settings: retire dialog');
    await closeDialog(t('stock.cancel'));
    setup = () => data({ ...kioskSetup, retiredAt: CONSOLE_AT });
    visit(`/operator/kiosk-setup/${CONSOLE_DEVICE}?again`);
    const retired = inner(t('console.kioskSetup.retiredOn', { date: '\u0000' })).split('\u0000')[0]!;
    await screen.findByText(containing(retired), {}, slow);
    expectConsoleTranslated('kiosk settings: retired');
  });

  it('audit log: filters, entries and paging, and none', async () => {
    const entry = (id: string, before: Record<string, unknown> | null) => ({
      id,
      at: CONSOLE_AT,
      authorKind: 'operator',
      author: apiText('demo-operator'),
      action: apiText('kiosk.edited'),
      subjectKind: 'kiosk',
      subjectId: apiText('demo kiosk'),
      deviceId: CONSOLE_DEVICE,
      before,
      after: { [apiText('name')]: apiText('New name') },
    });
    let log = () =>
      data({
        entries: [entry('1', { [apiText('name')]: apiText('Old') }), entry('2', null)],
        total: 30,
        page: 1,
        pageSize: 25,
      });
    consoleWorld({ 'GET /console/audit': () => log() });
    operatorSignIn();
    visit('/operator/audit');
    await screen.findByRole('table', { name: t('console.audit.caption') }, slow);
    expectConsoleTranslated('audit log');
    log = () => data({ entries: [], total: 0, page: 1, pageSize: 25 });
    visit('/operator/audit?kind=threshold');
    await screen.findByText(t('console.audit.none'), {}, slow);
    expectConsoleTranslated('audit log: none');
  });

  const release = {
    version: apiText('1.5.0'),
    tarballName: apiText('kiosk-pc-1.5.0.tar.gz'),
    sha256: 'a'.repeat(64),
    bytes: 41_943_040,
    minimumVersion: apiText('1.3.0'),
    uploadedBy: apiText('programme-lead'),
    uploadedAt: CONSOLE_AT,
  };
  const rolloutKiosk = (deviceId: string, state: string, reason: string | null) => ({
    deviceId,
    name: apiText(deviceId),
    stage: deviceId === CONSOLE_DEVICE ? 0 : 1,
    state,
    reason,
    sentAt: CONSOLE_AT,
    updatedAt: CONSOLE_AT,
    agentVersion: deviceId === CONSOLE_DEVICE ? apiText('kiosk-pc-1.5.0') : null,
    webVersion: null,
  });
  const rollout = {
    id: '5d0c7a0e-1f2b-4c3d-8e9f-0a1b2c3d4e5f',
    version: apiText('1.5.0'),
    status: 'halted',
    stages: [50, 100],
    currentStage: 0,
    trialSeconds: 600,
    haltThreshold: 0.1,
    haltReason: apiText('1 of 2 kiosks rolled back'),
    createdBy: apiText('programme-lead'),
    createdAt: CONSOLE_AT,
    counts: {
      pending: 0,
      downloading: 0,
      installed: 0,
      on_trial: 0,
      committed: 0,
      rolled_back: 1,
      failed: 1,
    },
    kiosks: [
      rolloutKiosk(CONSOLE_DEVICE, 'rolled_back', apiText('health check failed')),
      rolloutKiosk(fleetRows()[1]!.deviceId, 'failed', null),
    ],
  };
  const releasesWorld = () =>
    consoleWorld({
      'GET /console/releases': () => data([release]),
      'POST /console/releases': () =>
        errorReply(400, apiText('Invalid request'), apiText('bad signature'), 'validation'),
      'GET /console/api-instances': () =>
        data([
          { id: apiText('api-1'), version: apiText('1.5.0'), startedAt: CONSOLE_AT, lastSeenAt: CONSOLE_AT },
        ]),
      'GET /console/rollouts': () => data([rollout]),
      'GET /console/rollouts/*': () => data(rollout),
    });

  it('releases: the list, the API instances, a missing file and a refused upload', async () => {
    releasesWorld();
    operatorSignIn();
    visit('/operator/releases');
    await screen.findByRole('table', { name: t('releases.caption') }, slow);
    await screen.findByRole('table', { name: t('releases.instances.caption') }, slow);
    expectConsoleTranslated('releases');
    click(button(t('releases.upload.submit')));
    await screen.findByRole('alert', {}, slow);
    expectConsoleTranslated('releases: a file missing');
    await userEvent.upload(
      screen.getByLabelText(containing(t('releases.upload.tarball'))),
      new File(['x'], 'a.tar.gz'),
    );
    await userEvent.upload(
      screen.getByLabelText(containing(t('releases.upload.manifest'))),
      new File(['{}'], 'm.json'),
    );
    click(button(t('releases.upload.submit')));
    await screen.findByText(containing(apiText('bad signature')), {}, slow);
    expectConsoleTranslated('releases: refused');
  });

  it('roll-outs: the start form and a wrong stage list; a halted roll-out with its kiosks', async () => {
    releasesWorld();
    operatorSignIn();
    const list = visit('/operator/rollouts');
    await screen.findByRole('table', { name: t('releases.rollouts.caption') }, slow);
    expectConsoleTranslated('roll-outs');
    fireEvent.change(screen.getByLabelText(containing(t('releases.rollouts.start.stages'))), {
      target: { value: '50' },
    });
    click(button(t('releases.rollouts.start.submit')));
    await screen.findByRole('alert', {}, slow);
    expectConsoleTranslated('roll-outs: wrong stages');
    list.unmount();

    visit(`/operator/rollouts/${rollout.id}`);
    await screen.findByRole('table', { name: t('releases.rollouts.kiosksCaption') }, slow);
    expectConsoleTranslated('roll-out: halted');
  });

  const catalogWorld = (overrides: Parameters<typeof stubApi>[0] = {}) =>
    consoleWorld({
      'GET /console/catalog/products': () => data(catalogOf(apiText)),
      'GET /console/catalog/products/naloxone': () => data(catalogProducts(apiText)[0]),
      'GET /console/catalog/translations': () => data(translationsOf(apiText)),
      [`GET /console/kiosks/${CONSOLE_DEVICE}/assortment`]: () => data(assortmentOf(apiText)),
      'POST /console/catalog/images': () =>
        errorReply(415, apiText('Unsupported picture'), apiText('PNG, JPEG or WebP only'), 'validation'),
      'PUT /console/catalog/products/naloxone': () =>
        jsonReply(400, {
          data: {
            message: apiText('Invalid request'),
            description: apiText('bad title'),
            code: 'validation',
            field: 'titles.en',
          },
        }),
      ...overrides,
    });

  it('catalogue, and its translations page', async () => {
    catalogWorld();
    operatorSignIn();
    const list = visit('/operator/catalog');
    await screen.findByRole('table', { name: t('catalog.caption') }, slow);
    expectConsoleTranslated('catalogue');
    list.unmount();

    visit('/operator/catalog/translations');
    await screen.findByRole('table', { name: t('catalog.translations.caption') }, slow);
    expectConsoleTranslated('catalogue translations');
  });

  it('product editor: new, stored with a refused picture and a refused save', async () => {
    catalogWorld();
    operatorSignIn();
    const fresh = visit('/operator/catalog/new-product');
    await screen.findByLabelText(containing(t('catalog.editor.id')), {}, slow);
    expectConsoleTranslated('new product');
    click(button(t('catalog.editor.addLanguage')));
    click(button(t('catalog.editor.addSku')));
    expectConsoleTranslated('new product: a second language');
    fresh.unmount();

    visit('/operator/catalog/products/naloxone');
    const file = await screen.findByLabelText(containing(t('catalog.editor.imageFile')), {}, slow);
    await userEvent.upload(file, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await screen.findByRole('alert', {}, slow);
    expectConsoleTranslated('product: picture refused');
    click(button(t('stock.save')));
    await screen.findAllByText(containing(apiText('bad title')), {}, slow);
    expectConsoleTranslated('product: save refused');
  });

  it("a kiosk's assortment", async () => {
    catalogWorld();
    operatorSignIn();
    visit(`/operator/kiosks/${CONSOLE_DEVICE}/assortment`);
    await screen.findByRole('heading', { name: t('catalog.assortment.offered') }, slow);
    expectConsoleTranslated('assortment');
    fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: 'x' } });
    click(button(t('stock.save')));
    await screen.findByRole('alert', {}, slow);
    expectConsoleTranslated('assortment: a price it cannot read');
  });

  it('people, and your own account', async () => {
    consoleWorld({
      'GET /console/operators': () =>
        data({
          operators: OPERATOR_ACCOUNTS.value.operators.map((o) => ({ ...o, name: apiText(o.name) })),
        }),
    });
    operatorSignIn();
    const people = visit('/operator/people');
    await screen.findByRole('columnheader', { name: t('people.column.name') }, slow);
    const addedAt: TExclusion = {
      reason:
        'the day and time an account was added are formatted by Intl (the pseudo locale runs as English)',
      covers: (text) => /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/.test(text.trim()),
    };
    expect(untranslatedTexts([...consoleExclusions, addedAt]), 'hard-coded text on people').toEqual([]);
    people.unmount();

    visit('/operator/account');
    await screen.findByLabelText(containing(t('people.account.current')), {}, slow);
    expectConsoleTranslated('your account');
  });

  it('two-step sign-in, on and off', async () => {
    consoleWorld({ 'GET /console/session/two-factor': () => data(TWO_FACTOR_STATE.value) });
    operatorSignIn();
    const on = visit('/operator/two-factor');
    await screen.findByText(containing(t('twoFactor.on', { left: 9 })), {}, slow);
    expectConsoleTranslated('two-step sign-in: on');
    on.unmount();

    consoleWorld({
      'GET /console/session/two-factor': () => data({ enabled: false, recoveryCodesLeft: 0 }),
    });
    visit('/operator/two-factor');
    await screen.findByText(containing(t('twoFactor.off')), {}, slow);
    expectConsoleTranslated('two-step sign-in: off');
  });
});

describe('pseudo locale: coverage', () => {
  it('checked every console route of the route table (run the whole file: it counts what its tests showed)', () => {
    expectEveryRouteVisited('console');
  });
});
