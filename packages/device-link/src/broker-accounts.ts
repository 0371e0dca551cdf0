import { randomBytes } from 'node:crypto';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { topics } from './protocol';

/**
 * The broker's accounts, kept by Mosquitto's dynamic-security plugin and changed over MQTT on its control
 * topic with the admin account (docs/device-agent.md, the broker; docs/decisions.md). One account and one
 * role per kiosk: `kiosk-{deviceId}` may publish its own `kiosk/{deviceId}/evt` and `/status` and subscribe
 * to its own `/cmd`, nothing else. The API's
 * account (role `api`) may read every kiosk's events and status and write their commands. Disabling or
 * re-passwording an account disconnects its client at once.
 */
const CONTROL = '$CONTROL/dynamic-security/v1';
const RESPONSE = `${CONTROL}/response`;
export const API_ROLE = 'api';

interface Acl {
  acltype: 'publishClientSend' | 'subscribePattern';
  topic: string;
  allow: true;
}
type DynsecCommand = { command: string } & Record<string, unknown>;

/** The agent's role: its own kiosk's events and status out, its commands in; nothing else. */
export const kioskAcls = (deviceId: string): Acl[] => {
  const own = topics(deviceId);
  return [
    { acltype: 'publishClientSend', topic: own.evt, allow: true },
    { acltype: 'publishClientSend', topic: own.status, allow: true },
    { acltype: 'subscribePattern', topic: own.cmd, allow: true },
  ];
};

/** The API's role: every kiosk's events and status in, commands out. */
export const apiAcls = (): Acl[] => {
  const any = topics('+');
  return [
    { acltype: 'subscribePattern', topic: any.evt, allow: true },
    { acltype: 'subscribePattern', topic: any.status, allow: true },
    { acltype: 'publishClientSend', topic: any.cmd, allow: true },
  ];
};

export const kioskUsername = (deviceId: string) => `kiosk-${deviceId}`;

/** 32 random bytes, URL-safe: a broker password nobody chose. */
const newPassword = () => randomBytes(32).toString('base64url');

export class BrokerAccountError extends Error {
  override name = 'BrokerAccountError';
}

export interface BrokerAccounts {
  /** Creates the kiosk's role and account; fails if the account exists (rotate it instead). */
  createKiosk(deviceId: string): Promise<{ username: string; password: string }>;
  /** A new password for the kiosk's account (enabled again if it was revoked); its client is disconnected. */
  rotateKiosk(deviceId: string): Promise<{ username: string; password: string }>;
  /** Disables the kiosk's account: its client is disconnected at once and cannot connect again. */
  revokeKiosk(deviceId: string): Promise<void>;
  /** Creates the API's role and an account with it (one account per API deployment, shared by instances). */
  createApi(username: string): Promise<{ username: string; password: string }>;
  close(): Promise<void>;
}

/** Connects with the broker's admin account (mqtts:// and its CA in the fleet). */
export async function connectBrokerAccounts(url: string, options: IClientOptions): Promise<BrokerAccounts> {
  const client: MqttClient = await mqtt.connectAsync(url, {
    reconnectPeriod: 0,
    connectTimeout: 5_000,
    ...options,
  });
  await client.subscribeAsync(RESPONSE, { qos: 1 });
  let pending: { resolve: (r: unknown[]) => void } | null = null;
  client.on('message', (_topic, payload) => {
    const responses = (JSON.parse(String(payload)) as { responses?: unknown[] }).responses ?? [];
    pending?.resolve(responses);
  });
  /** One batch of commands at a time; the plugin answers them in order, each with an error or none. */
  let queue = Promise.resolve();
  const run = (commands: DynsecCommand[], tolerate: string[] = []): Promise<void> => {
    const step = queue.then(
      () =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new BrokerAccountError('the broker did not answer')), 5_000);
          pending = {
            resolve: (responses) => {
              clearTimeout(timer);
              pending = null;
              const errors = (responses as { command: string; error?: string }[])
                .filter((r) => r.error && !tolerate.includes(r.error))
                .map((r) => `${r.command}: ${r.error}`);
              if (errors.length) reject(new BrokerAccountError(errors.join('; ')));
              else resolve();
            },
          };
          client.publish(CONTROL, JSON.stringify({ commands }), { qos: 1 });
        }),
    );
    queue = step.catch(() => undefined);
    return step;
  };
  const ensureRole = (rolename: string, acls: Acl[]) =>
    run([{ command: 'createRole', rolename, acls }], ['Role already exists']);

  return {
    async createKiosk(deviceId) {
      const username = kioskUsername(deviceId);
      const password = newPassword();
      await ensureRole(username, kioskAcls(deviceId));
      await run([{ command: 'createClient', username, password, roles: [{ rolename: username }] }]);
      return { username, password };
    },
    async rotateKiosk(deviceId) {
      const username = kioskUsername(deviceId);
      const password = newPassword();
      await run([
        { command: 'setClientPassword', username, password },
        { command: 'enableClient', username },
      ]);
      return { username, password };
    },
    async revokeKiosk(deviceId) {
      await run([{ command: 'disableClient', username: kioskUsername(deviceId) }]);
    },
    async createApi(username) {
      const password = newPassword();
      await ensureRole(API_ROLE, apiAcls());
      await run([{ command: 'createClient', username, password, roles: [{ rolename: API_ROLE }] }]);
      return { username, password };
    },
    close: () => client.endAsync(),
  };
}
