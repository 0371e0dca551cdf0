import { ZDeviceId } from '@kiosk/contract';
import { parseCommandLine } from '../../../../scripts/command-line.mjs';
import { ConfigError, loadConfig } from '../config/config';
import { findDevice } from '../modules/devices/devices.service';
import { cliAuthor } from '../modules/audit/audit.service';
import { pairingCodeRecorded } from '../modules/kiosk-setup/kiosk-setup.service';
import { CliError, usageFailure } from './cli-error';
import { openCliDatabase, type CliDatabase } from './open-cli-database';
import { helpText } from './cli-help';
import type { CliDeps, CliIo } from './set-passkey-command';

export const PAIR_USAGE = `Makes a one-time code that pairs a browser as the kiosk (single use, 30 minutes).

Usage: npm run staff:pair -- --device <deviceId>

  --device <id>   the kiosk, e.g. demo-kiosk-0001
  --help, -h      this text (nothing is opened or changed)

Open the printed address in the kiosk's browser: it pairs itself and drops the code from the address.
It uses the database the server uses (DATABASE_URL, or DATA_DIR, default ./data) and PUBLIC_URL for
the address; NODE_ENV and the server's other settings as the README's Configuration section says.
The embedded database allows one process per data folder: stop the server first.
More: README.md (Pairing a kiosk).`;

function parse(argv: string[]): string | 'help' {
  let deviceId = '';
  const values = parseCommandLine(argv, {
    options: { device: { type: 'string' } },
    helpHint: 'npm run staff:pair -- --help',
    check: ({ device }) => {
      if (typeof device !== 'string' || !device) return '--device <deviceId> is required';
      const parsed = ZDeviceId.safeParse(device);
      if (!parsed.success) return `--device ${parsed.error.issues[0]?.message ?? 'is not valid'}`;
      deviceId = parsed.data;
      return undefined;
    },
  });
  return values === 'help' ? 'help' : deviceId;
}

/** The command: returns the exit code. The code and address go to stdout, problems to stderr. */
export async function runPairKiosk(
  argv: string[],
  io: Omit<CliIo, 'stdin'>,
  deps: CliDeps = { open: openCliDatabase },
): Promise<number> {
  let database: CliDatabase | null = null;
  try {
    const deviceId = parse(argv);
    if (deviceId === 'help') {
      io.stdout.write(helpText(PAIR_USAGE, io));
      return 0;
    }
    const config = loadConfig(io.env);
    const opened = await deps.open(config, io.env, io.cwd);
    database = opened;
    const device = await findDevice(opened.db, deviceId);
    if (!device) throw new CliError(`There is no device ${deviceId} in ${opened.where}.`);
    if (device.retiredAt) throw new CliError(`The kiosk ${deviceId} is retired: it pairs no browser.`);
    const pairing = await pairingCodeRecorded(opened.db, config.publicUrl, deviceId, cliAuthor(io.env));
    io.stdout.write(
      `Pairing code of ${deviceId}: ${pairing.code} (one use, until ${pairing.expiresAt})\n` +
        `Open on the kiosk: ${pairing.kioskUrl}\n`,
    );
    return 0;
  } catch (error) {
    const usage = usageFailure(io, error);
    if (usage) return usage;
    if (error instanceof CliError || error instanceof ConfigError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    io.stderr.write(`No pairing code was made: ${(error as Error).message ?? String(error)}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}
