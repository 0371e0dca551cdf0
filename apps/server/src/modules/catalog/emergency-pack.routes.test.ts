import { describe, expect, it } from 'vitest';
import { ZDeviceConfig, envelope, type TAssortmentLine } from '@kiosk/contract';
import { DB_KINDS, DEMO, staffAuth, useTestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { snapshot } from '../../test/db-state';
import { operatorAuth } from '../../test/console-session-helpers';
import { auditRows } from '../../test/audit-helpers';

/** A second kiosk of the demo, whose programme chooses its own emergency pack. */
const OTHER = 'a11y-kiosk-0001';
const DEFAULT_PACK = 'naloxone-emergency-kit';
const OWN_PACK = 'narcan-nasal-pack';

describe.each(DB_KINDS)('one emergency pack per kiosk on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Record<string, string>;
  const url = (deviceId: string) => `/console/kiosks/${deviceId}/assortment`;
  const linesOf = async (deviceId: string): Promise<TAssortmentLine[]> => {
    admin ??= await operatorAuth(t, 'admin');
    const res = await t.rawApp.inject({ url: url(deviceId), headers: admin });
    return (res.json().data.offered as { skuId: string; kioskPrice: number | null }[]).map((o) => ({
      skuId: o.skuId,
      price: o.kioskPrice,
    }));
  };
  const put = async (deviceId: string, skus: TAssortmentLine[]) =>
    t.rawApp.inject({ method: 'PUT', url: url(deviceId), headers: admin, payload: { skus } });
  const emergencySkuOf = async (deviceId: string) =>
    envelope(ZDeviceConfig).parse((await t.app.inject({ url: `/devices/${deviceId}/config` })).json()).data
      .emergencySkuId;
  const saveOwnPack = (deviceId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/devices/${deviceId}/products?locale=en`,
      headers: staffAuth,
      payload: {
        id: OWN_PACK,
        titles: { en: 'Narcan nasal spray' },
        skus: [{ id: OWN_PACK, titles: { en: 'Emergency pack' }, price: 0, isEmergencyDispense: true }],
      },
    });

  it('tells each kiosk its own emergency pack in its config, a programme-chosen id included', async () => {
    expect(await emergencySkuOf(DEMO)).toBe(DEFAULT_PACK);
    const without = (await linesOf(OTHER)).filter((l) => l.skuId !== DEFAULT_PACK);
    expect((await put(OTHER, without)).statusCode).toBe(200);
    expect(await emergencySkuOf(OTHER)).toBeNull();

    const saved = await saveOwnPack(OTHER);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await emergencySkuOf(OTHER)).toBe(OWN_PACK);
    expect(await emergencySkuOf(DEMO)).toBe(DEFAULT_PACK);
  });

  it('refuses a second emergency pack in an assortment with 400 naming it; nothing written', async () => {
    const lines = await linesOf(DEMO);
    const audits = (await auditRows(t.ctx.db)).length;
    const state = await snapshot(t.ctx.db);
    const refused = await put(DEMO, [...lines, { skuId: OWN_PACK, price: null }]);
    const error = expectError(refused, 400, 'validation');
    expect(error.field).toBe(`skus.${lines.length}.skuId`);
    expect(refused.body).toContain(DEFAULT_PACK);
    expect(await snapshot(t.ctx.db)).toBe(state);
    expect(await auditRows(t.ctx.db)).toHaveLength(audits);
    expect(await emergencySkuOf(DEMO)).toBe(DEFAULT_PACK);
  });

  it('refuses a staff upsert that would offer a second emergency pack at its kiosk; nothing written', async () => {
    const state = await snapshot(t.ctx.db);
    expect(expectError(await saveOwnPack(DEMO), 400, 'validation').field).toBe('skus');
    expect(await snapshot(t.ctx.db)).toBe(state);
    expect(await emergencySkuOf(DEMO)).toBe(DEFAULT_PACK);
  });

  it('refuses to mark a sku an emergency pack where a kiosk offers it beside another; nothing written', async () => {
    const product = (
      await t.rawApp.inject({ url: '/console/catalog/products/naloxone-2-pack', headers: admin })
    ).json().data as { skus: Record<string, unknown>[] };
    const { id, productId: _p, isFree: _f, retiredAt: _r, ...sku } = product.skus[0]!;
    const state = await snapshot(t.ctx.db);
    const refused = await t.rawApp.inject({
      method: 'PUT',
      url: `/console/catalog/skus/${String(id)}`,
      headers: admin,
      payload: { ...sku, isEmergencyDispense: true },
    });
    expect(expectError(refused, 400, 'validation').field).toBe('isEmergencyDispense');
    expect(await snapshot(t.ctx.db)).toBe(state);
  });
});
