import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import mqtt, { type IClientOptions } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from './testing';
import { topics } from './protocol';
import { agentClientId } from './broker-accounts';

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
  /** An account's options with the client id it is bound to. */
  const as = (account: Account, clientId: string) => ({ ...broker.clientOptions(account), clientId });
  const asA = () => as(kioskA, agentClientId(A));
  const asB = () => as(kioskB, agentClientId(B));
  afterAll(async () => {
    await broker?.stop();
  });

  it('refuses an anonymous client, a wrong password and a client that does not trust the CA', async () => {
    await expect(connect(broker.clientOptions())).rejects.toThrow(/Not authorized/);
    await expect(connect(broker.clientOptions({ ...kioskA, password: 'guess' }))).rejects.toThrow(
      /Not authorized/,
    );
    await expect(connect({ ...kioskA, clientId: agentClientId(A) })).rejects.toThrow(/certificate/);
  });

  it('binds each account to its client id: kiosk B as agent-A is refused, A keeps its session', async () => {
    const a = await connect({ ...asA(), clean: false });
    const commands: string[] = [];
    a.on('message', (_topic, payload) => commands.push(String(payload)));
    await a.subscribeAsync(topics(A).cmd, { qos: 1 });
    const server = await connect(as(api, 'api'));
    try {
      await expect(connect(as(kioskB, agentClientId(A)))).rejects.toThrow(/Not authorized/);
      await expect(connect(as(kioskB, 'some-other-id'))).rejects.toThrow(/Not authorized/);
      await expect(connect(as(api, 'api-2'))).rejects.toThrow(/Not authorized/);
      expect(a.connected).toBe(true);
      await server.publishAsync(topics(A).cmd, 'to-a', { qos: 1 });
      for (let i = 0; i < 100 && !commands.length; i++) await new Promise((r) => setTimeout(r, 20));
      expect(commands).toEqual(['to-a']);
    } finally {
      await Promise.all([a.endAsync(), server.endAsync()]);
    }
  });

  it('disconnects a client that sends a packet over 8 KB; the API never hears it', async () => {
    const b = await connect(asB());
    const server = await connect(as(api, 'api'));
    try {
      await server.subscribeAsync(topics(B).evt, { qos: 1 });
      const heard: number[] = [];
      server.on('message', (_topic, payload) => heard.push(payload.length));
      const closed = new Promise<void>((resolve) => b.once('close', () => resolve()));
      b.publish(topics(B).evt, Buffer.alloc(9_000, 'x'), { qos: 1 });
      await closed;
      const ok = await connect(asB());
      await ok.publishAsync(topics(B).evt, Buffer.alloc(4_000, 'y'), { qos: 1 });
      for (let i = 0; i < 100 && !heard.length; i++) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual([4_000]);
      await ok.endAsync();
    } finally {
      await Promise.all([b.endAsync(true), server.endAsync()]);
    }
  });

  it('takes the admin only on its loopback listener, by certificate; the CA key is not the broker’s', async () => {
    const adminTls = {
      ca: readFileSync(broker.caFile),
      cert: readFileSync(broker.admin.certFile),
      key: readFileSync(broker.admin.keyFile),
    };
    await expect(connect(adminTls)).rejects.toThrow(/Not authorized/);
    await expect(connect({ ...adminTls, username: 'admin', password: 'guess' })).rejects.toThrow(
      /Not authorized/,
    );
    const filesOf = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? filesOf(join(dir, e.name)) : [join(dir, e.name)],
      );
    expect(filesOf(broker.dirs.broker).filter((f) => f.endsWith('ca.key'))).toEqual([]);
    const keys = [...filesOf(broker.dirs.broker), ...filesOf(broker.dirs.ca)].filter((f) =>
      /\.(key|pem)$/.test(f),
    );
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const key of keys) expect([key, statSync(key).mode & 0o777]).toEqual([key, 0o600]);
  });

  it('lets a kiosk use only its own topics, and the API read events and status and write commands', async () => {
    const a = await connect(asA());
    const b = await connect(asB(), 5);
    const server = await connect(as(api, 'api'), 5);
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

  it('revokes a kiosk at once, clearing what it retained; a rotation replaces its password', async () => {
    const a = await connect(asA());
    for (const topic of [topics(A).status, topics(A).evt])
      await a.publishAsync(topic, 'left by a thief', { qos: 1, retain: true });
    const retained = async () => {
      const server = await connect(as(api, 'api'));
      const heard: string[] = [];
      server.on('message', (topic) => heard.push(topic));
      await server.subscribeAsync([topics(A).status, topics(A).evt], { qos: 1 });
      await new Promise((r) => setTimeout(r, 300));
      await server.endAsync();
      return heard.sort();
    };
    expect(await retained()).toEqual([topics(A).evt, topics(A).status]);
    const closed = new Promise<void>((resolve) => a.once('close', () => resolve()));
    await broker.withAccounts((accounts) => accounts.revokeKiosk(A));
    await closed;
    expect(await retained()).toEqual([]);
    await expect(connect(asA())).rejects.toThrow(/Not authorized/);
    const rotated = await broker.withAccounts((accounts) => accounts.rotateKiosk(A));
    await expect(connect(asA())).rejects.toThrow(/Not authorized/);
    const again = await connect({ ...asA(), ...rotated });
    await again.endAsync();
    await expect(broker.withAccounts((accounts) => accounts.createKiosk(A))).rejects.toThrow(
      /already exists/,
    );
  });
});
