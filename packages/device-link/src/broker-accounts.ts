import { randomBytes } from 'node:crypto';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { topics } from './protocol';

/**
 * The broker's accounts, kept by Mosquitto's dynamic-security plugin and changed over MQTT on its control
 * topic with the admin account (docs/device-agent.md, the broker; docs/decisions.md). One account and one
 * role per kiosk: `kiosk-{deviceId}` may publish its own `kiosk/{deviceId}/evt` and `/status` and subscribe
 * to its own `/cmd`, nothing else. The API's accounts (role `api`, one per instance) may read every
 * kiosk's events and status and write their commands. Each account is bound to one client id (the agent's
 * `agent-{deviceId}`, an API instance's its username): the broker refuses it under any other, so no account
 * can take over another's session. Disabling or re-passwording an account disconnects its client at once.
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
/** The only client id the kiosk's account may connect with: its agent's. */
export const agentClientId = (deviceId: string) => `agent-${deviceId}`;
/**
 * The role `mosquitto_ctrl dynsec init` gives the admin account; on revoke it is also allowed to publish on
 * kiosks' topics, to clear what is retained there.
 */
const ADMIN_ROLE = 'admin';
const cleanerAcls = (): Acl[] =>
  Object.values(topics('+')).map((topic) => ({ acltype: 'publishClientSend', topic, allow: true }));

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
  /**
   * Disables the kiosk's account (its client is disconnected at once and cannot connect again) and clears
   * what is retained on its topics (an empty retained message on each, sent by the admin account).
   */
  revokeKiosk(deviceId: string): Promise<void>;
  /** Creates the API's role and an account with it, bound to client id `username`: one per API instance. */
  createApi(username: string): Promise<{ username: string; password: string }>;
  close(): Promise<void>;
}

/**
 * Connects with the broker's admin account: on the broker's loopback listener with the admin's client
 * certificate (mqtts:// and its CA in the fleet). MQTT 5, so a publish the broker refuses is an error.
 */
export async function connectBrokerAccounts(url: string, options: IClientOptions): Promise<BrokerAccounts> {
  const open = async () => {
    const client = await mqtt.connectAsync(url, {
      reconnectPeriod: 0,
      connectTimeout: 5_000,
      protocolVersion: 5,
      ...options,
    });
    return { client, run: await controlTopic(client) };
  };
  let session = await open();
  const run: Run = (commands, tolerate) => session.run(commands, tolerate);
  const ensureRole = (rolename: string, acls: Acl[]) =>
    run([{ command: 'createRole', rolename, acls }], ['Role already exists']);
  /**
   * Lets the admin role publish on kiosks' topics. The plugin disconnects every client of a role it
   * changes, the admin's own connection too: then it connects again.
   */
  const grantCleaning = async () => {
    const { client } = session;
    const closed = new Promise<'closed'>((resolve) => client.once('close', () => resolve('closed')));
    const commands = cleanerAcls().map((acl) => ({ command: 'addRoleACL', rolename: ADMIN_ROLE, ...acl }));
    const answered = run(commands, ['ACL with this topic already exists']).then(() => 'answered' as const);
    if ((await Promise.race([answered, closed])) === 'answered') return;
    answered.catch(() => undefined);
    session = await open();
  };
  /** Empty retained messages on each of the kiosk's topics remove what a thief left there. */
  const clearRetained = async (deviceId: string) => {
    await grantCleaning();
    for (const topic of Object.values(topics(deviceId)))
      await session.client.publishAsync(topic, '', { qos: 1, retain: true });
  };

  return {
    async createKiosk(deviceId) {
      const username = kioskUsername(deviceId);
      const password = newPassword();
      await ensureRole(username, kioskAcls(deviceId));
      await run([
        {
          command: 'createClient',
          username,
          password,
          clientid: agentClientId(deviceId),
          roles: [{ rolename: username }],
        },
      ]);
      return { username, password };
    },
    async rotateKiosk(deviceId) {
      const username = kioskUsername(deviceId);
      const password = newPassword();
      // setClientId binds an account made before accounts were bound to their client id.
      await run([
        { command: 'setClientPassword', username, password },
        { command: 'setClientId', username, clientid: agentClientId(deviceId) },
        { command: 'enableClient', username },
      ]);
      return { username, password };
    },
    async revokeKiosk(deviceId) {
      await run([{ command: 'disableClient', username: kioskUsername(deviceId) }]);
      await clearRetained(deviceId);
    },
    async createApi(username) {
      const password = newPassword();
      await ensureRole(API_ROLE, apiAcls());
      await run([
        { command: 'createClient', username, password, clientid: username, roles: [{ rolename: API_ROLE }] },
      ]);
      return { username, password };
    },
    close: () => session.client.endAsync(),
  };
}

type Run = (commands: DynsecCommand[], tolerate?: string[]) => Promise<void>;

/** The plugin's control topic: one batch of commands at a time, answered in order, each with an error or none. */
async function controlTopic(client: MqttClient): Promise<Run> {
  await client.subscribeAsync(RESPONSE, { qos: 1 });
  let pending: { resolve: (r: unknown[]) => void } | null = null;
  client.on('message', (_topic, payload) => {
    const responses = (JSON.parse(String(payload)) as { responses?: unknown[] }).responses ?? [];
    pending?.resolve(responses);
  });
  let queue = Promise.resolve();
  return (commands, tolerate = []) => {
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
}
