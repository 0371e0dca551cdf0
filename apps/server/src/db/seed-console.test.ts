import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifySecret } from '../lib/secrets';
import { DB_KINDS, useTestApp } from '../test/harness';
import { deviceStock, devices, dispenseEvents, operators } from './schema';
import { DEMO_FLEET, DEMO_OPERATOR_NAME, seedConsoleDemo } from './seed-console';

describe.each(DB_KINDS)('console demo seed on %s', (kind) => {
  const t = useTestApp(kind);

  it('adds the operator and seven kiosks with weeks of history, once', async () => {
    const now = new Date();
    const first = await seedConsoleDemo(t.ctx.db, {}, now);
    expect(first.generatedOperatorPassword).toMatch(/^[a-z0-9]{16}$/);
    const [operator] = await t.ctx.db.select().from(operators).where(eq(operators.name, DEMO_OPERATOR_NAME));
    expect(await verifySecret(operator!.passwordHash, first.generatedOperatorPassword!)).toBe(true);

    const kiosks = await t.ctx.db.select().from(devices).where(like(devices.id, 'demo-kiosk-%'));
    expect(kiosks).toHaveLength(1 + DEMO_FLEET.length);
    const [events] = await t.ctx.db
      .select({ n: count() })
      .from(dispenseEvents)
      .where(eq(dispenseEvents.deviceId, 'demo-kiosk-0002'));
    expect(events!.n).toBeGreaterThan(100);
    const stock = await t.ctx.db
      .select()
      .from(deviceStock)
      .where(eq(deviceStock.deviceId, 'demo-kiosk-0003'));
    expect(stock.find((s) => s.skuId === 'naloxone-emergency-kit')!.onHand).toBeLessThan(10);
    expect(stock.every((s) => s.onHand >= 0)).toBe(true);

    expect(await seedConsoleDemo(t.ctx.db, { operatorPassword: 'another-password-1234' }, now)).toEqual({
      generatedOperatorPassword: null,
    });
    const [again] = await t.ctx.db
      .select({ n: count() })
      .from(dispenseEvents)
      .where(eq(dispenseEvents.deviceId, 'demo-kiosk-0002'));
    expect(again!.n).toBe(events!.n);
  });

  it('gives the fleet the staff passkey the demo devices were given, or none', async () => {
    const [kiosk] = await t.ctx.db.select().from(devices).where(eq(devices.id, 'demo-kiosk-0004'));
    expect(kiosk!.staffCredentialHash).toBeNull();
  });
});

describe.each(DB_KINDS)('console demo seed with a given staff passkey on %s', (kind) => {
  const t = useTestApp(kind);

  it('opens the fleet kiosks with it, as it opens every demo device', async () => {
    await seedConsoleDemo(t.ctx.db, { staffPasskey: 'fleet-passkey-1' }, new Date());
    const [kiosk] = await t.ctx.db.select().from(devices).where(eq(devices.id, 'demo-kiosk-0004'));
    expect(await verifySecret(kiosk!.staffCredentialHash!, 'fleet-passkey-1')).toBe(true);
  });
});
