import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ZDeviceId } from '@kiosk/contract';
import { BrokerAccountError } from '@kiosk/device-link';
import {
  BrokerSettingsError,
  brokerAdminSettings,
  provisionApiAccount,
  provisionKioskAccount,
  revokeKioskAccount,
} from '../modules/kiosk-setup/broker-accounts.service';
import { parseCommandLine } from '../../../../scripts/command-line.mjs';
import { CliError, usageFailure } from './cli-error';
import { helpText } from './cli-help';
import type { CliIo } from './set-passkey-command';

export const PROVISION_USAGE = `Creates, rotates or revokes a kiosk's broker account (Mosquitto dynamic security).

Usage: npm run kiosk:provision -- --device <deviceId> [--rotate | --revoke] [--out <file>]
       npm run kiosk:provision -- --api <username> [--out <file>]

  --device <id>     the kiosk, e.g. demo-kiosk-0001: creates its account (it may use only
                    kiosk/<id>/, as client id agent-<id>) and prints the agent's environment file
  --rotate          a new password for an existing kiosk (enabled again if revoked, bound to its
                    client id); its agent is disconnected until it has the new environment file
  --revoke          disables the kiosk's account (a stolen PC): disconnected at once, refused after;
                    what is retained on its topics is cleared
  --api <username>  creates an API instance's account, bound to client id <username> (every kiosk's
                    events and status, their commands): one per instance, e.g. api-8081
  --out <file>      writes the environment file there, mode 0600, instead of printing it
  --help, -h        this text (nothing is connected to or written)

It signs in to the broker's admin listener, MQTT_ADMIN_URL (default mqtts://127.0.0.1:8884, loopback
only), with the admin's client certificate MQTT_ADMIN_CERT and key MQTT_ADMIN_KEY, trusting
MQTT_CA_FILE; the printed file names MQTT_URL (mqtts://), the broker's address for agents and API
instances. The password in it is shown once: keep the file readable by its service's user only.
It reads no DATABASE_URL: only the broker settings above.
More: docs/device-agent.md (The broker: TLS, one account per kiosk, none anonymous).`;

type Action =
  | { kind: 'help' }
  | { kind: 'create' | 'rotate' | 'revoke'; deviceId: string; out?: string }
  | { kind: 'api'; username: string; out?: string };

function parse(argv: string[]): Action {
  const values = parseCommandLine(argv, {
    options: {
      device: { type: 'string' },
      rotate: { type: 'boolean', default: false },
      revoke: { type: 'boolean', default: false },
      api: { type: 'string' },
      out: { type: 'string' },
    },
    helpHint: 'npm run kiosk:provision -- --help',
    check: ({ device, rotate, revoke, api }) => {
      if (api !== undefined) {
        if (device || rotate || revoke) return '--api goes alone';
        if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(String(api)))
          return '--api must be 1-64 letters, digits, hyphens or underscores';
        return undefined;
      }
      if (!device) return '--device <deviceId> or --api <username> is required';
      if (rotate && revoke) return '--rotate and --revoke exclude each other';
      const parsed = ZDeviceId.safeParse(device);
      return parsed.success ? undefined : `--device ${parsed.error.issues[0]?.message ?? 'is not valid'}`;
    },
  });
  if (values === 'help') return { kind: 'help' };
  const out = values.out as string | undefined;
  if (values.api !== undefined) return { kind: 'api', username: values.api as string, out };
  const kind = values.rotate ? 'rotate' : values.revoke ? 'revoke' : 'create';
  return { kind, deviceId: ZDeviceId.parse(values.device), out };
}

/** The environment file, to stdout or to `out` (0600: it holds a password). */
function writeEnvFile(text: string, out: string | undefined, io: CliOut) {
  if (!out) return void io.stdout.write(text);
  const file = resolve(io.cwd, out);
  if (existsSync(file)) chmodSync(file, 0o600); // before the password is in it: it keeps its mode otherwise
  writeFileSync(file, text, { mode: 0o600 });
  io.stderr.write(`Written to ${file} (mode 0600).\n`);
}

type CliOut = Omit<CliIo, 'stdin'>;

/** The command: returns the exit code. The environment file goes to stdout, problems to stderr. */
export async function runProvisionKiosk(argv: string[], io: CliOut): Promise<number> {
  try {
    const action = parse(argv);
    if (action.kind === 'help') {
      io.stdout.write(helpText(PROVISION_USAGE, io));
      return 0;
    }
    const broker = brokerAdminSettings(io.env, io.cwd);
    if (!broker)
      throw new CliError(
        'MQTT_ADMIN_CERT and MQTT_ADMIN_KEY (the admin’s certificate and key) are required.',
      );
    if (action.kind === 'revoke') {
      if (!(await revokeKioskAccount(broker, action.deviceId)))
        throw new CliError(`The broker has no account for ${action.deviceId}.`);
      io.stderr.write(
        `The broker account of ${action.deviceId} is disabled, its agent was disconnected and what ` +
          `was retained on its topics is cleared.\n`,
      );
      return 0;
    }
    const text =
      action.kind === 'api'
        ? await provisionApiAccount(broker, action.username)
        : await provisionKioskAccount(broker, action.deviceId, action.kind);
    writeEnvFile(text, action.out, io);
    return 0;
  } catch (error) {
    const usage = usageFailure(io, error);
    if (usage) return usage;
    if (
      error instanceof CliError ||
      error instanceof BrokerAccountError ||
      error instanceof BrokerSettingsError
    ) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
