import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASES_API } from '@kiosk/contract';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import {
  agentClientId,
  parseCommand,
  topics,
  type UpdateCommand,
  type UpdateState,
} from '@kiosk/device-link';
import { createTestApp, type TestApp } from '../../test/harness';
import { operatorAuth } from '../../test/console-session-helpers';
import { DeviceLinkDispenser } from '../../dispensers/device-link-dispenser';
import { releaseFixtures, uploadHeaders } from '../../test/release-fixture';

const fixtures = releaseFixtures();
const KIOSKS = ['demo-kiosk-0001', ...[1, 2, 3, 4, 5].map((n) => `a11y-kiosk-000${n}`)];

/**
 * A fake agent: a plain MQTT client on its kiosk's account that records each update command, fetches
 * the manifest with its token, and reports the states the test tells it to (as the protocol says).
 */
interface FakeAgent {
  deviceId: string;
  client: MqttClient;
  commands: UpdateCommand[];
  report(command: UpdateCommand, state: UpdateState, reason?: string): Promise<void>;
}

async function fakeAgent(broker: SecureTestBroker, deviceId: string): Promise<FakeAgent> {
  const client = await mqtt.connectAsync(broker.url, {
    ...(await broker.kioskOptions(deviceId)),
    clientId: agentClientId(deviceId),
    reconnectPeriod: 0,
  });
  const commands: UpdateCommand[] = [];
  client.on('message', (_topic, payload) => {
    const command = parseCommand(payload);
    if (command?.type === 'update') commands.push(command);
  });
  await client.subscribeAsync(topics(deviceId).cmd, { qos: 1 });
  const status = { isOnline: true, faultedSlots: [], at: new Date().toISOString(), version: '1.0.0' };
  await client.publishAsync(topics(deviceId).status, JSON.stringify(status), { qos: 1, retain: true });
  return {
    deviceId,
    client,
    commands,
    report: async (command, state, reason) => {
      const event = { type: 'update_state', rolloutId: command.rolloutId, version: command.version, state };
      await client.publishAsync(
        topics(deviceId).evt,
        JSON.stringify({ ...event, ...(reason ? { reason } : {}) }),
        {
          qos: 1,
        },
      );
    },
  };
}

const until = async (check: () => boolean | Promise<boolean>, what: string, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.skipIf(!canStartBroker)('roll-outs over the device link, two API instances', () => {
  let broker: SecureTestBroker;
  let one: TestApp;
  let two: TestApp;
  let agents: FakeAgent[];
  let auth: Awaited<ReturnType<typeof operatorAuth>>;

  beforeAll(async () => {
    broker = await startSecureBroker();
    const env = { DISPENSER: 'device-link', ...fixtures.env };
    one = await createTestApp('pglite', { env: { ...env, ...(await broker.apiEnv('api-one')) } });
    // The second instance on the same database (not closed by it: the first closes it).
    two = await createTestApp('pglite', {
      env: { ...env, ...(await broker.apiEnv('api-two')) },
      seed: false,
      database: { ...one.database, close: async () => undefined },
    });
    for (const t of [one, two]) await (t.ctx.dispenser as DeviceLinkDispenser).connected(10_000);
    auth = await operatorAuth(one);
    agents = await Promise.all(KIOSKS.map((id) => fakeAgent(broker, id)));
    for (const version of ['2.0.0', '2.1.0']) {
      const release = fixtures.make(version);
      const res = await one.app.inject({
        method: 'POST',
        url: RELEASES_API.releases,
        headers: { ...auth, ...uploadHeaders(release.manifest) },
        payload: release.body,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all((agents ?? []).map((a) => a.client.endAsync()));
    await two?.close();
    await one?.close();
    await broker?.stop();
    fixtures.remove();
  });

  const start = async (version: string, stages: number[], canaries: string[]) => {
    const res = await one.app.inject({
      method: 'POST',
      url: RELEASES_API.rollouts,
      headers: auth,
      payload: { version, canaries, stages, trialSeconds: 30, haltThreshold: 0.2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; kiosks: { deviceId: string; stage: number }[] };
  };
  const detail = async (id: string, app = two.app) =>
    (await app.inject({ url: `/console/rollouts/${id}`, headers: auth })).json().data as {
      status: string;
      currentStage: number;
      haltReason: string | null;
      kiosks: { deviceId: string; state: string; reason: string | null }[];
    };
  const commandsFor = (version: string) =>
    agents.map((a) => a.commands.filter((c) => c.version === version).length);

  it('goes from 2 canaries to 50% to all, each kiosk sent its command once, until all committed', async () => {
    const canaries = ['a11y-kiosk-0001', 'a11y-kiosk-0002'];
    const rollout = await start('2.0.0', [50, 100], canaries);
    const byStage = (stage: number) => rollout.kiosks.filter((k) => k.stage === stage).map((k) => k.deviceId);
    expect(byStage(0).sort()).toEqual(canaries);
    expect(byStage(1)).toHaveLength(1);
    expect(byStage(2)).toHaveLength(3);
    const agentOf = (id: string) => agents.find((a) => a.deviceId === id)!;
    for (const stage of [0, 1, 2]) {
      const ids = byStage(stage);
      await until(() => ids.every((id) => agentOf(id).commands.length === 1), `stage ${stage} commands`);
      // Nobody beyond this stage was sent anything yet.
      for (const later of [1, 2].filter((s) => s > stage).flatMap(byStage))
        expect(agentOf(later).commands).toEqual([]);
      for (const id of ids) {
        const command = agentOf(id).commands[0]!;
        // The command's token opens the manifest of its release for its kiosk.
        const manifest = await two.rawApp.inject({
          url: `${command.path}.manifest.json`,
          headers: { authorization: `Bearer ${command.token}` },
        });
        expect(manifest.statusCode).toBe(200);
        for (const state of ['downloading', 'installed', 'on_trial', 'committed'] as const)
          await agentOf(id).report(command, state);
      }
    }
    await until(async () => (await detail(rollout.id)).status === 'completed', 'completed');
    const done = await detail(rollout.id, one.app);
    expect(done.kiosks.map((k) => k.state)).toEqual(KIOSKS.map(() => 'committed'));
    // Two instances, one command per kiosk.
    expect(commandsFor('2.0.0')).toEqual(KIOSKS.map(() => 1));
  }, 90_000);

  it('halts when canaries roll back: no command to the others, the reasons in the console', async () => {
    const canaries = ['demo-kiosk-0001', 'a11y-kiosk-0003'];
    const rollout = await start('2.1.0', [5, 25, 50, 100], canaries);
    const canaryAgents = agents.filter((a) => canaries.includes(a.deviceId));
    await until(() => canaryAgents.every((a) => a.commands.some((c) => c.version === '2.1.0')), 'canaries');
    for (const agent of canaryAgents) {
      const command = agent.commands.find((c) => c.version === '2.1.0')!;
      await agent.report(command, 'downloading');
      await agent.report(command, 'rolled_back', 'the kiosk page did not answer within the trial');
    }
    await until(async () => (await detail(rollout.id)).status === 'halted', 'halted');
    await new Promise((r) => setTimeout(r, 500));
    const halted = await detail(rollout.id, one.app);
    expect(halted.haltReason).toContain('rolled back or failed');
    expect(halted.kiosks.filter((k) => canaries.includes(k.deviceId))).toEqual([
      expect.objectContaining({
        state: 'rolled_back',
        reason: 'the kiosk page did not answer within the trial',
      }),
      expect.objectContaining({
        state: 'rolled_back',
        reason: 'the kiosk page did not answer within the trial',
      }),
    ]);
    for (const agent of agents.filter((a) => !canaries.includes(a.deviceId)))
      expect(agent.commands.filter((c) => c.version === '2.1.0')).toEqual([]);
    // Resumed by an operator and halted by an operator again: still no command to the others.
    const halt = await one.app.inject({
      method: 'POST',
      url: `/console/rollouts/${rollout.id}/action`,
      headers: auth,
      payload: { action: 'halt' },
    });
    expect(halt.statusCode).toBe(409);
  }, 60_000);
});
