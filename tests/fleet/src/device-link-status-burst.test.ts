import { readFileSync } from 'node:fs';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '@kiosk/device-link';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { DeviceLinkDispenser } from '@kiosk/server/src/dispensers/device-link-dispenser';

/** More kiosks than the shipped broker queues for one client (max_queued_messages 1000 beyond those in flight). */
const KIOSKS = 1_500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * After a broker restart every agent announces itself at once, and an API instance that subscribes after
 * them is handed every kiosk's retained status in one burst. Each one it misses leaves that kiosk unable
 * to take a dispense (the instance sends one only to an agent heard on its connection) until the agent's
 * next status. The broker of deploy/fleet/mosquitto.conf must hand the API every one of them.
 */
describe.skipIf(!canStartBroker)('an API instance subscribing after every kiosk announced itself', () => {
  let broker: SecureTestBroker;
  const deviceIds = Array.from({ length: KIOSKS }, (_, i) => `burst-${String(i).padStart(4, '0')}`);

  beforeAll(async () => {
    broker = await startSecureBroker();
    // Revoking a kiosk lets the admin account publish on kiosks' topics: it stands in for 1,500 agents.
    await broker.withAccounts(async (accounts) => {
      await accounts.createKiosk('burst-grant');
      await accounts.revokeKiosk('burst-grant');
    });
    const admin = await mqtt.connectAsync(broker.admin.url, {
      ca: readFileSync(broker.caFile),
      cert: readFileSync(broker.admin.certFile),
      key: readFileSync(broker.admin.keyFile),
      protocolVersion: 5,
      reconnectPeriod: 0,
    });
    const status = JSON.stringify({ isOnline: true, faultedSlots: [], at: new Date().toISOString() });
    await Promise.all(
      deviceIds.map((id) => admin.publishAsync(topics(id).status, status, { qos: 1, retain: true })),
    );
    await admin.endAsync();
  }, 60_000);
  afterAll(() => broker?.stop());

  it('hears every retained status', async () => {
    const heard = new Set<string>();
    const link = new DeviceLinkDispenser({
      brokerUrl: broker.url,
      instanceId: 'burst',
      timeoutMs: 300,
      giveUpMs: 1_000,
      mqtt: await broker.apiOptions('api-burst'),
      onStatus: (deviceId) => void heard.add(deviceId),
    });
    try {
      await link.connected(10_000);
      for (const end = Date.now() + 10_000; heard.size < KIOSKS && Date.now() < end;) await sleep(50);
      await sleep(500); // nothing more on its way
      expect(heard.size).toBe(KIOSKS);
      expect((await link.status(deviceIds.at(-1)!)).isOnline).toBe(true);
    } finally {
      await link.close();
    }
  }, 30_000);
});
