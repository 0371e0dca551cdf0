import { describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from '../../test/harness';
import { listKioskStates } from './fleet.repository';
import { connectionOf } from './kiosk-state';
import { setAgentStatus, touchLastSeen } from './presence.repository';

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

  it('without an agent: online while the last call is within 15 minutes', async () => {
    await touchLastSeen(t.ctx.db, 'a11y-kiosk-0001', at(0));
    expect(connectionOf(await stateOf('a11y-kiosk-0001'), at(15))).toMatchObject({
      state: 'online',
      source: 'last_call',
    });
    expect(connectionOf(await stateOf('a11y-kiosk-0001'), at(16))).toMatchObject({ state: 'offline' });
  });

  it('writes nothing for an unknown kiosk', async () => {
    await touchLastSeen(t.ctx.db, 'no-such-kiosk', at(0));
    await setAgentStatus(t.ctx.db, 'no-such-kiosk', true, at(0));
    expect(await listKioskStates(t.ctx.db, 'no-such-kiosk')).toEqual([]);
  });
});
