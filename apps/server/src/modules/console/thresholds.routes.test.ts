import { describe, expect, it } from 'vitest';
import { ZAlertThresholds, ZAlerts, ZFleetOverview, ZKioskDetail, envelope } from '@kiosk/contract';
import { expectError } from '../../test/expect-error';
import { DB_KINDS, useTestApp } from '../../test/harness';
import { operatorAuth } from '../../test/console-session-helpers';
import { NOW, setOnHand } from './console.test-data';

const KIOSK = 'demo-kiosk-0001';
const KITS = 'naloxone-emergency-kit';

describe.each(DB_KINDS)('low-stock thresholds on %s', (kind) => {
  const t = useTestApp(kind, { now: () => NOW });
  let auth: Awaited<ReturnType<typeof operatorAuth>>;
  const call = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
    auth ??= await operatorAuth(t);
    return t.app.inject({ method, url, headers: auth, payload });
  };
  const put = (payload: object) => call('PUT', '/console/thresholds', payload);
  const stockOf = async (skuId: string, locale = 'en') => {
    const res = await call('GET', `/console/kiosks/${KIOSK}?locale=${locale}`);
    return envelope(ZKioskDetail)
      .parse(res.json())
      .data.stock.find((s) => s.skuId === skuId)!;
  };
  const lowAlerts = async (locale: string) =>
    envelope(ZAlerts).parse(
      (await call('GET', `/console/alerts?kind=low_stock&deviceId=${KIOSK}&locale=${locale}`)).json(),
    ).data.alerts;

  it("sets a kiosk's own threshold over the fleet one, shows where each comes from, and removes it", async () => {
    await setOnHand(t.ctx.db, KIOSK, KITS, 10);
    expect(await stockOf(KITS)).toMatchObject({
      lowStockThreshold: 5,
      lowStockThresholdSource: 'default',
      isLowStock: false,
    });
    // A sku of another product has no threshold: never low.
    expect(await stockOf('covid-19-test')).toMatchObject({
      lowStockThreshold: 0,
      lowStockThresholdSource: 'none',
      isLowStock: false,
    });

    // Every kiosk: 8 kits.
    expect((await put({ deviceId: null, skuId: KITS, units: 8 })).statusCode).toBe(200);
    expect(await stockOf(KITS)).toMatchObject({ lowStockThreshold: 8, lowStockThresholdSource: 'fleet' });

    // This kiosk: 12 kits, over the 10 on hand: low at once, and an alert names the kit in each language.
    const res = await put({ deviceId: KIOSK, skuId: KITS, units: 12 });
    expect(envelope(ZAlertThresholds).parse(res.json()).data.lowStock).toEqual([
      { deviceId: null, skuId: KITS, units: 8 },
      { deviceId: KIOSK, skuId: KITS, units: 12 },
    ]);
    expect(await stockOf(KITS)).toMatchObject({
      lowStockThreshold: 12,
      lowStockThresholdSource: 'kiosk',
      isLowStock: true,
    });
    const fleet = envelope(ZFleetOverview).parse((await call('GET', '/console/kiosks')).json()).data;
    expect(fleet.rows.find((r) => r.deviceId === KIOSK)!.isLowStock).toBe(true);
    const [alert] = await lowAlerts('en');
    expect(alert).toMatchObject({
      skuId: KITS,
      skuTitle: 'Naloxone Nasal Spray (Emergency Kit) — Emergency kit',
      value: 10,
      threshold: 12,
    });
    expect((await lowAlerts('es'))[0]!.skuTitle).toBe(
      'Naloxona en aerosol nasal (kit de emergencia) — Kit de emergencia',
    );
    const detail = envelope(ZKioskDetail)
      .parse((await call('GET', `/console/kiosks/${KIOSK}?locale=es`)).json())
      .data.alerts.find((a) => a.kind === 'low_stock')!;
    expect(detail.skuTitle).toBe('Naloxona en aerosol nasal (kit de emergencia) — Kit de emergencia');

    // Back to the default for this kiosk: the fleet one applies again, and the alert clears.
    expect((await put({ deviceId: KIOSK, skuId: KITS, units: null })).statusCode).toBe(200);
    expect(await stockOf(KITS)).toMatchObject({
      lowStockThreshold: 8,
      lowStockThresholdSource: 'fleet',
      isLowStock: false,
    });
    expect(await lowAlerts('en')).toEqual([]);
    // Removing one that is not there changes nothing.
    expect((await put({ deviceId: KIOSK, skuId: KITS, units: null })).statusCode).toBe(200);
    expect((await put({ deviceId: null, skuId: KITS, units: null })).statusCode).toBe(200);
    expect(await stockOf(KITS)).toMatchObject({ lowStockThreshold: 5, lowStockThresholdSource: 'default' });
    const thresholds = envelope(ZAlertThresholds).parse((await call('GET', '/console/thresholds')).json());
    expect(thresholds.data.lowStock).toEqual([]);
  });

  it('lists every sku with its console name in the language asked and the threshold that applies unset', async () => {
    const read = async (locale: string) =>
      envelope(ZAlertThresholds).parse((await call('GET', `/console/thresholds?locale=${locale}`)).json())
        .data.skus;
    const en = await read('en');
    expect(en.find((sku) => sku.skuId === KITS)).toEqual({
      skuId: KITS,
      title: 'Naloxone Nasal Spray (Emergency Kit) — Emergency kit',
      defaultUnits: 5,
    });
    // Every sku is named "product — option"; a sku of no alert product has no default threshold.
    expect(en.find((sku) => sku.skuId === 'covid-19-test')).toMatchObject({
      title: 'COVID-19 Rapid Test — Single test',
      defaultUnits: null,
    });
    expect((await read('es')).find((sku) => sku.skuId === KITS)!.title).toBe(
      'Naloxona en aerosol nasal (kit de emergencia) — Kit de emergencia',
    );
  });

  it('refuses a threshold that is not a whole number from 0 to 100000 (400)', async () => {
    for (const units of [-1, 2.5, 100_001, '3'])
      expectError(await put({ deviceId: KIOSK, skuId: KITS, units }), 400, 'validation');
    expectError(await put({ deviceId: KIOSK, skuId: KITS }), 400, 'validation');
    expectError(await call('GET', '/console/alerts?locale=not a language'), 400, 'validation');
  });
});
