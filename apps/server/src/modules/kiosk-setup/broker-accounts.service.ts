import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BrokerAccountError, connectBrokerAccounts, type BrokerAccounts } from '@kiosk/device-link';

/**
 * How the broker's admin signs in (docs/device-agent.md, the broker): its loopback admin listener, the
 * admin's client certificate and key, the CA; and the broker's address that agents and API instances
 * connect to, written into their environment files. Paths are absolute; the files are read when used.
 */
export interface BrokerAdminSettings {
  url: string;
  adminUrl: string;
  certFile: string;
  keyFile: string;
  caFile: string | undefined;
}

export const DEFAULT_BROKER_ADMIN_URL = 'mqtts://127.0.0.1:8884';

/** A setting the broker's admin needs is missing or wrong: said in one sentence. */
export class BrokerSettingsError extends Error {
  override name = 'BrokerSettingsError';
}

type BrokerEnv = Partial<
  Record<'MQTT_URL' | 'MQTT_ADMIN_URL' | 'MQTT_ADMIN_CERT' | 'MQTT_ADMIN_KEY' | 'MQTT_CA_FILE', string>
>;

/**
 * The admin's settings from the environment (paths taken from `cwd`): null when neither the certificate
 * nor the key is set (nothing provisions then), else checked; a problem throws BrokerSettingsError.
 */
export function brokerAdminSettings(env: BrokerEnv, cwd: string): BrokerAdminSettings | null {
  if (!env.MQTT_ADMIN_CERT && !env.MQTT_ADMIN_KEY) return null;
  const adminUrl = env.MQTT_ADMIN_URL || DEFAULT_BROKER_ADMIN_URL;
  for (const [name, value] of [
    ['MQTT_URL', env.MQTT_URL],
    ['MQTT_ADMIN_URL', adminUrl],
  ])
    if (!value?.startsWith('mqtts://'))
      throw new BrokerSettingsError(`${name} must be the broker’s mqtts:// address.`);
  if (!env.MQTT_ADMIN_CERT || !env.MQTT_ADMIN_KEY)
    throw new BrokerSettingsError(
      'MQTT_ADMIN_CERT and MQTT_ADMIN_KEY (the admin’s certificate and key) are required.',
    );
  return {
    url: env.MQTT_URL!,
    adminUrl,
    certFile: resolve(cwd, env.MQTT_ADMIN_CERT),
    keyFile: resolve(cwd, env.MQTT_ADMIN_KEY),
    caFile: env.MQTT_CA_FILE ? resolve(cwd, env.MQTT_CA_FILE) : undefined,
  };
}

const readSetting = (name: string, file: string) => {
  try {
    return readFileSync(file);
  } catch {
    throw new BrokerSettingsError(`${name}: cannot read ${file}.`);
  }
};

/** Runs `work` signed in as the broker's admin, then signs out. */
export async function withBrokerAccounts<T>(
  settings: BrokerAdminSettings,
  work: (accounts: BrokerAccounts) => Promise<T>,
): Promise<T> {
  const options = {
    cert: readSetting('MQTT_ADMIN_CERT', settings.certFile),
    key: readSetting('MQTT_ADMIN_KEY', settings.keyFile),
    ...(settings.caFile ? { ca: readSetting('MQTT_CA_FILE', settings.caFile) } : {}),
  };
  const accounts = await connectBrokerAccounts(settings.adminUrl, options).catch((error: unknown) => {
    throw new BrokerAccountError(
      `Cannot connect to ${settings.adminUrl} as the admin: ${(error as Error).message}`,
    );
  });
  try {
    return await work(accounts);
  } finally {
    await accounts.close();
  }
}

/** An environment file's text: one KEY=value line each, unset values left out. */
export const envFileText = (lines: Record<string, string | undefined>): string =>
  Object.entries(lines)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${value}\n`)
    .join('');

/** The device agent's environment file for a kiosk account (its password is in it: shown once). */
const agentEnvFile = (
  settings: BrokerAdminSettings,
  deviceId: string,
  account: { username: string; password: string },
) =>
  envFileText({
    AGENT_DEVICE_ID: deviceId,
    MQTT_URL: settings.url,
    MQTT_USERNAME: account.username,
    MQTT_PASSWORD: account.password,
    MQTT_CA_FILE: settings.caFile,
  });

const isTaken = (error: unknown) =>
  error instanceof BrokerAccountError && /already exists/i.test(error.message);

/**
 * Creates the kiosk's broker account (`create`: refused if it exists; `ensure`: a new password if it
 * exists, as when the command made it before the console), or gives it a new password (`rotate`; enabled
 * again if it was revoked): the agent's environment file. The broker keeps only its own salted hash.
 */
export const provisionKioskAccount = (
  settings: BrokerAdminSettings,
  deviceId: string,
  how: 'create' | 'ensure' | 'rotate',
): Promise<string> =>
  withBrokerAccounts(settings, async (accounts) => {
    const account =
      how === 'rotate'
        ? await accounts.rotateKiosk(deviceId)
        : await accounts.createKiosk(deviceId).catch((error: unknown) => {
            if (how === 'ensure' && isTaken(error)) return accounts.rotateKiosk(deviceId);
            throw error;
          });
    return agentEnvFile(settings, deviceId, account);
  });

/** Creates an API instance's broker account: its environment file (no AGENT_DEVICE_ID). */
export const provisionApiAccount = (settings: BrokerAdminSettings, username: string): Promise<string> =>
  withBrokerAccounts(settings, async (accounts) => {
    const account = await accounts.createApi(username);
    return envFileText({
      MQTT_URL: settings.url,
      MQTT_USERNAME: account.username,
      MQTT_PASSWORD: account.password,
      MQTT_CA_FILE: settings.caFile,
    });
  });

/**
 * Disables the kiosk's broker account: its agent is disconnected at once and refused after, and what is
 * retained on its topics is cleared. False when the broker has no account for it (never provisioned).
 */
export const revokeKioskAccount = (settings: BrokerAdminSettings, deviceId: string): Promise<boolean> =>
  withBrokerAccounts(settings, async (accounts) => {
    try {
      await accounts.revokeKiosk(deviceId);
      return true;
    } catch (error) {
      if (error instanceof BrokerAccountError && /Client not found/i.test(error.message)) return false;
      throw error;
    }
  });
