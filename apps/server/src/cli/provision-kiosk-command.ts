import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ZDeviceId } from '@kiosk/contract';
import { BrokerAccountError, connectBrokerAccounts } from '@kiosk/device-link';
import { CliError } from './cli-error';
import type { CliIo } from './set-passkey-command';

export const PROVISION_USAGE = `Creates, rotates or revokes a kiosk's broker account (Mosquitto dynamic security).

Usage: npm run kiosk:provision -- --device <deviceId> [--rotate | --revoke]
       npm run kiosk:provision -- --api <username>

  --device <id>     the kiosk, e.g. demo-kiosk-0001: creates its account (it may use only
                    kiosk/<id>/) and prints the agent's environment file
  --rotate          a new password for an existing kiosk (enabled again if revoked); its agent is
                    disconnected until it has the new environment file
  --revoke          disables the kiosk's account (a stolen PC): disconnected at once, refused after
  --api <username>  creates the API's account (every kiosk's events and status, their commands) and
                    prints the API's broker settings
  --help            this text

It connects to MQTT_URL (mqtts://) with the broker's admin account, MQTT_ADMIN_USERNAME and
MQTT_ADMIN_PASSWORD, trusting MQTT_CA_FILE. The printed password is shown once: keep the output in
the kiosk PC's agent environment file (readable by the agent's user only); \`npm run -s\` keeps npm's own
lines out of it.`;

type Action =
  | { kind: 'help' }
  | { kind: 'create' | 'rotate' | 'revoke'; deviceId: string }
  | { kind: 'api'; username: string };

function parse(argv: string[]): Action {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        device: { type: 'string' },
        rotate: { type: 'boolean', default: false },
        revoke: { type: 'boolean', default: false },
        api: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${PROVISION_USAGE}`);
  }
  if (values.help) return { kind: 'help' };
  if (values.api !== undefined) {
    if (values.device || values.rotate || values.revoke)
      throw new CliError(`--api goes alone.\n\n${PROVISION_USAGE}`);
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(values.api))
      throw new CliError('--api must be 1-64 letters, digits, hyphens or underscores.');
    return { kind: 'api', username: values.api };
  }
  if (!values.device)
    throw new CliError(`--device <deviceId> or --api <username> is required.\n\n${PROVISION_USAGE}`);
  if (values.rotate && values.revoke) throw new CliError('--rotate and --revoke exclude each other.');
  const device = ZDeviceId.safeParse(values.device);
  if (!device.success) throw new CliError(`--device ${device.error.issues[0]?.message ?? 'is not valid'}.`);
  return { kind: values.rotate ? 'rotate' : values.revoke ? 'revoke' : 'create', deviceId: device.data };
}

function brokerSettings(env: NodeJS.ProcessEnv, cwd: string) {
  const url = env.MQTT_URL;
  if (!url || !url.startsWith('mqtts://'))
    throw new CliError('MQTT_URL must be the broker’s mqtts:// address.');
  const username = env.MQTT_ADMIN_USERNAME;
  const password = env.MQTT_ADMIN_PASSWORD;
  if (!username || !password) throw new CliError('MQTT_ADMIN_USERNAME and MQTT_ADMIN_PASSWORD are required.');
  const caFile = env.MQTT_CA_FILE ? resolve(cwd, env.MQTT_CA_FILE) : undefined;
  let ca: Buffer | undefined;
  try {
    ca = caFile ? readFileSync(caFile) : undefined;
  } catch {
    throw new CliError(`MQTT_CA_FILE: cannot read ${caFile}.`);
  }
  return { url, caFile, admin: { username, password, ...(ca ? { ca } : {}) } };
}

/** The command: returns the exit code. The environment file goes to stdout, problems to stderr. */
export async function runProvisionKiosk(argv: string[], io: Omit<CliIo, 'stdin'>): Promise<number> {
  try {
    const action = parse(argv);
    if (action.kind === 'help') {
      io.stdout.write(`${PROVISION_USAGE}\n`);
      return 0;
    }
    const broker = brokerSettings(io.env, io.cwd);
    const accounts = await connectBrokerAccounts(broker.url, broker.admin).catch((error: unknown) => {
      throw new CliError(`Cannot connect to ${broker.url} as the admin: ${(error as Error).message}`);
    });
    const envFile = (lines: Record<string, string | undefined>) =>
      Object.entries(lines)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${key}=${value}\n`)
        .join('');
    try {
      if (action.kind === 'revoke') {
        await accounts.revokeKiosk(action.deviceId);
        io.stderr.write(
          `The broker account of ${action.deviceId} is disabled; its agent was disconnected.\n`,
        );
        return 0;
      }
      const account =
        action.kind === 'api'
          ? await accounts.createApi(action.username)
          : action.kind === 'rotate'
            ? await accounts.rotateKiosk(action.deviceId)
            : await accounts.createKiosk(action.deviceId);
      io.stdout.write(
        envFile({
          ...(action.kind === 'api' ? {} : { AGENT_DEVICE_ID: action.deviceId }),
          MQTT_URL: broker.url,
          MQTT_USERNAME: account.username,
          MQTT_PASSWORD: account.password,
          MQTT_CA_FILE: broker.caFile,
        }),
      );
      return 0;
    } finally {
      await accounts.close();
    }
  } catch (error) {
    if (error instanceof CliError || error instanceof BrokerAccountError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
