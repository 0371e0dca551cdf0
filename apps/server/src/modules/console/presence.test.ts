import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ZFleetOverview, envelope } from '@kiosk/contract';
import { DB_KINDS, useTestApp } from '../../test/harness';
import { operatorAuth } from '../../test/console-session-helpers';
import { setLastSeen } from './console.test-data';
import { listKioskStates } from './fleet.repository';
import { connectionOf } from './kiosk-state';
import { setAgentStatus, touchLastSeen } from './presence.repository';
import { recordAgentStatus } from './presence.service';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));

describe.each(DB_KINDS)('kiosk presence on %s', (kind) => {
  const t = useTestApp(kind);
  const stateOf = async (deviceId: string) => (await listKioskStates(t.ctx.db, deviceId))[0]!;

  it("keeps the moment an agent's status changed, however often the same status is heard", async () => {
    await setAgentStatus(t.ctx.db, 'demo-kiosk-0001', true, at(0));
    await setAgentStatus(t.ctx.db, 'demo-kiosk-0001', true, at(5));
    expect(connectionOf(await stateOf('demo-kiosk-0001'), at(10))).toEqual({
      state: 'online',
      source: 'agent',
      since: at(0).toISOString(),
      lastSeenAt: null,
    });
    await setAgentStatus(t.ctx.db, 'demo-kiosk-0001', false, at(7));
    await setAgentStatus(t.ctx.db, 'demo-kiosk-0001', false, at(9));
    expect(connectionOf(await stateOf('demo-kiosk-0001'), at(10))).toMatchObject({
      state: 'offline',
      since: at(7).toISOString(),
    });
  });

  it("keeps the agent's last reported version, also through its last will (which has none)", async () => {
    const version = async () => (await stateOf('a11y-kiosk-0003')).agentVersion;
    await setAgentStatus(t.ctx.db, 'a11y-kiosk-0003', true, at(0), '0.1.0');
    expect(await version()).toBe('0.1.0');
    await setAgentStatus(t.ctx.db, 'a11y-kiosk-0003', false, at(1));
    expect(await version()).toBe('0.1.0');
    await setAgentStatus(t.ctx.db, 'a11y-kiosk-0003', true, at(2), '0.2.0'); // upgraded
    expect(await stateOf('a11y-kiosk-0003')).toMatchObject({ agentVersion: '0.2.0', isAgentOnline: true });
    await setAgentStatus(t.ctx.db, 'a11y-kiosk-0003', true, at(3), '0.3.0'); // upgraded, no offline seen
    expect(await stateOf('a11y-kiosk-0003')).toMatchObject({ agentVersion: '0.3.0' });
    expect((await stateOf('a11y-kiosk-0003')).agentChangedAt).toEqual(at(2));
  });

  it('without an agent: online while the last call is within 15 minutes', async () => {
    await touchLastSeen(t.ctx.db, 'a11y-kiosk-0001', at(0), 180_000);
    expect(connectionOf(await stateOf('a11y-kiosk-0001'), at(15))).toMatchObject({
      state: 'online',
      source: 'last_call',
    });
    expect(connectionOf(await stateOf('a11y-kiosk-0001'), at(16))).toMatchObject({ state: 'offline' });
  });

  it("counts only the paired kiosk's own calls as the kiosk being there", async () => {
    const lastSeen = async () => (await stateOf('a11y-kiosk-0002')).lastSeenAt;
    // Anyone who knows the device id (a phone, an attacker) cannot make the kiosk look online.
    expect((await t.rawApp.inject('/devices/a11y-kiosk-0002/products?locale=en')).statusCode).toBe(200);
    expect((await t.rawApp.inject('/devices/a11y-kiosk-0002/kiosk-credential')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await lastSeen()).toBeNull();
    // The kiosk's browser asks every 5 minutes whether it is still paired, with its device credential.
    expect((await t.app.inject('/devices/a11y-kiosk-0002/kiosk-credential')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await lastSeen()).not.toBeNull());
  });

  it('writes a status heard again (after every unit, by every instance) only when it changed', async () => {
    const version = async () => (await stateOf('a11y-kiosk-0001')).agentVersion;
    recordAgentStatus(t.ctx, 'a11y-kiosk-0001', { isOnline: true, version: '1.0.0' });
    await vi.waitFor(async () => expect(await version()).toBe('1.0.0'));
    // Marked here so a write would show: the same status again must not write.
    await t.ctx.db.execute(
      sql`update kiosk_presence set agent_version = 'marker' where device_id = 'a11y-kiosk-0001'`,
    );
    recordAgentStatus(t.ctx, 'a11y-kiosk-0001', { isOnline: true, version: '1.0.0' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await version()).toBe('marker');
    recordAgentStatus(t.ctx, 'a11y-kiosk-0001', { isOnline: true, version: '1.1.0' });
    await vi.waitFor(async () => expect(await version()).toBe('1.1.0'));
  });

  it("keeps the overview's rows on the call of a kiosk any instance saw lately; drops them for one back", async () => {
    const auth = await operatorAuth(t);
    const nameOf = async (deviceId: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/console/kiosks', headers: auth });
      return envelope(ZFleetOverview)
        .parse(response.json())
        .data.rows.find((r) => r.deviceId === deviceId)!.name;
    };
    const lastSeen = async (deviceId: string) => (await stateOf(deviceId)).lastSeenAt?.getTime() ?? 0;
    const callOf = async (deviceId: string) => {
      const before = Date.now();
      expect((await t.app.inject(`/devices/${deviceId}/kiosk-credential`)).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await lastSeen(deviceId)).toBeGreaterThanOrEqual(before - 1_000));
      await new Promise((r) => setTimeout(r, 100)); // the rows are dropped (or not) after the write
    };
    // Seen a minute ago by another instance, or by this one before it started again.
    await setLastSeen(t.ctx.db, 'a11y-kiosk-0001', new Date(Date.now() - 60_000));
    await t.ctx.db.execute(sql`delete from kiosk_presence where device_id = 'a11y-kiosk-0003'`);
    const name = await nameOf('a11y-kiosk-0001');
    // A change the rows cannot know of: it shows only once they are computed again.
    await t.ctx.db.execute(sql`update devices set name = 'Renamed' where id = 'a11y-kiosk-0001'`);
    await callOf('a11y-kiosk-0001');
    expect(await nameOf('a11y-kiosk-0001')).toBe(name);
    // A kiosk never seen calls: it may be coming back online, so the rows are computed again.
    await callOf('a11y-kiosk-0003');
    expect(await nameOf('a11y-kiosk-0001')).toBe('Renamed');
  });

  it('writes nothing for an unknown kiosk', async () => {
    await touchLastSeen(t.ctx.db, 'no-such-kiosk', at(0), 180_000);
    await setAgentStatus(t.ctx.db, 'no-such-kiosk', true, at(0));
    expect(await listKioskStates(t.ctx.db, 'no-such-kiosk')).toEqual([]);
  });
});
