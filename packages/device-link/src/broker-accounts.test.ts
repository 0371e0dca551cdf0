import mqtt, { type IClientOptions } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from './testing';
import { topics } from './protocol';

const A = 'accounts-kiosk-a';
const B = 'accounts-kiosk-b';
type Account = { username: string; password: string };

describe.skipIf(!canStartBroker)('the broker’s accounts (TLS, dynamic security, deploy/fleet)', () => {
  let broker: SecureTestBroker;
  let api: Account;
  let kioskA: Account;
  let kioskB: Account;
  const connect = (options: IClientOptions, protocolVersion: 4 | 5 = 4) =>
    mqtt.connectAsync(broker.url, { reconnectPeriod: 0, connectTimeout: 5_000, protocolVersion, ...options });

  beforeAll(async () => {
    broker = await startSecureBroker();
    ({ api, kioskA, kioskB } = await broker.withAccounts(async (accounts) => ({
      api: await accounts.createApi('api'),
      kioskA: await accounts.createKiosk(A),
      kioskB: await accounts.createKiosk(B),
    })));
  }, 30_000);
  afterAll(async () => {
    await broker?.stop();
  });

  it('refuses an anonymous client, a wrong password and a client that does not trust the CA', async () => {
    await expect(connect(broker.clientOptions())).rejects.toThrow(/Not authorized/);
    await expect(connect(broker.clientOptions({ ...kioskA, password: 'guess' }))).rejects.toThrow(
      /Not authorized/,
    );
    await expect(connect(kioskA)).rejects.toThrow(/certificate/);
  });

  it('lets a kiosk use only its own topics, and the API read events and status and write commands', async () => {
    const a = await connect(broker.clientOptions(kioskA));
    const b = await connect(broker.clientOptions(kioskB), 5);
    const server = await connect(broker.clientOptions(api), 5);
    try {
      await server.subscribeAsync([topics('+').evt, topics('+').status], { qos: 1 });
      await a.subscribeAsync(topics(A).cmd, { qos: 1 });
      const heard: string[] = [];
      server.on('message', (topic, payload) => heard.push(`${topic} ${String(payload)}`));
      const commands: string[] = [];
      a.on('message', (topic, payload) => commands.push(`${topic} ${String(payload)}`));

      // B may not listen to or speak for A: the broker refuses both.
      await expect(b.subscribeAsync(topics(A).cmd, { qos: 1 })).rejects.toThrow();
      await expect(b.subscribeAsync('kiosk/#', { qos: 1 })).rejects.toThrow();
      await expect(b.publishAsync(topics(A).evt, 'forged', { qos: 1 })).rejects.toThrow(/Not authorized/);
      await expect(b.publishAsync(topics(A).status, 'forged', { qos: 1 })).rejects.toThrow(/Not authorized/);
      // …and a kiosk may not command even itself (the cmd topic is the API's to write).
      await expect(b.publishAsync(topics(B).cmd, 'forged', { qos: 1 })).rejects.toThrow(/Not authorized/);
      await b.publishAsync(topics(B).evt, 'from-b', { qos: 1 });
      await server.publishAsync(topics(A).cmd, 'to-a', { qos: 1 });
      for (let i = 0; i < 100 && (heard.length < 1 || commands.length < 1); i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual([`${topics(B).evt} from-b`]);
      expect(commands).toEqual([`${topics(A).cmd} to-a`]);
      await expect(server.publishAsync('kiosk/x/other', 'no', { qos: 1 })).rejects.toThrow(/Not authorized/);
    } finally {
      await Promise.all([a.endAsync(), b.endAsync(), server.endAsync()]);
    }
  });

  it('revokes a kiosk at once, and a rotation replaces its password', async () => {
    const a = await connect(broker.clientOptions(kioskA));
    const closed = new Promise<void>((resolve) => a.once('close', () => resolve()));
    await broker.withAccounts((accounts) => accounts.revokeKiosk(A));
    await closed;
    await expect(connect(broker.clientOptions(kioskA))).rejects.toThrow(/Not authorized/);
    const rotated = await broker.withAccounts((accounts) => accounts.rotateKiosk(A));
    await expect(connect(broker.clientOptions(kioskA))).rejects.toThrow(/Not authorized/);
    const again = await connect(broker.clientOptions(rotated));
    await again.endAsync();
    await expect(broker.withAccounts((accounts) => accounts.createKiosk(A))).rejects.toThrow(
      /already exists/,
    );
  });
});
