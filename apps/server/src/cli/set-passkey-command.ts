import { ZDeviceId } from '@kiosk/contract';
import { ConfigError, loadConfig, type Config } from '../config/config';
import {
  PASSKEY_MIN_LENGTH,
  StaffCredentialError,
  passkeyProblem,
} from '../modules/staff/staff-credential.service';
import { cliAuthor } from '../modules/audit/audit.service';
import { setPasskeyRecorded } from '../modules/kiosk-setup/kiosk-setup.service';
import { CliError, usageFailure } from './cli-error';
import { helpText } from './cli-help';
import { openCliDatabase, type CliDatabase } from './open-cli-database';
import { readFirstLine, readHidden, type CliInput } from './passkey-input';
import { parseSecretCommandArgs } from './secret-command-args';

export const USAGE = `Sets or rotates the staff passkey of one kiosk (stored as an argon2 hash).

Usage: npm run staff:set-passkey -- --device <deviceId> [--passkey-stdin]

  --device <id>      the kiosk, e.g. demo-kiosk-0001
  --passkey-stdin    read the new passkey from the first line of stdin (for scripts);
                     without it the command asks twice, without showing what you type
  --help, -h         this text (nothing is opened or changed)

It uses the database the server uses (DATABASE_URL, or DATA_DIR, default ./data; NODE_ENV and the
server's other settings as the README's Configuration section says). The embedded database allows
one process per data folder: stop the server first.
The passkey needs at least ${PASSKEY_MIN_LENGTH} characters and no spaces. It is never printed.
More: README.md (Staff area) and docs/operations.md.`;

export interface CliIo {
  stdin: CliInput;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** What `--help` adds last: which settings file was read (dotEnvSummary). */
  settingsNote?: string;
}

export interface CliDeps {
  open: (config: Config, env: NodeJS.ProcessEnv, cwd: string) => Promise<CliDatabase>;
}

const parse = (argv: string[]) => {
  const args = parseSecretCommandArgs(argv, {
    option: 'device',
    placeholder: 'deviceId',
    schema: ZDeviceId,
    secret: 'passkey',
    refusal:
      'Never put a passkey on the command line (shell history, process lists): leave it out to be asked, ' +
      'or pipe it in with --passkey-stdin.',
    helpHint: 'npm run staff:set-passkey -- --help',
  });
  return args === 'help' ? args : { deviceId: args.value, isFromStdin: args.isFromStdin };
};

async function askPasskey(io: CliIo, isFromStdin: boolean): Promise<string> {
  if (isFromStdin) return readFirstLine(io.stdin);
  const first = await readHidden('New staff passkey: ', io.stdin, io.stderr);
  const problem = passkeyProblem(first);
  if (problem) throw new CliError(problem);
  const second = await readHidden('Type it again: ', io.stdin, io.stderr);
  if (second !== first) throw new CliError('The two passkeys differ. Nothing was changed.');
  return first;
}

/** The command: returns the exit code. Messages go to stdout (done) and stderr (prompts, problems). */
export async function runSetPasskey(
  argv: string[],
  io: CliIo,
  deps: CliDeps = { open: openCliDatabase },
): Promise<number> {
  let database: CliDatabase | null = null;
  try {
    const args = parse(argv);
    if (args === 'help') {
      io.stdout.write(helpText(USAGE, io));
      return 0;
    }
    const config = loadConfig(io.env);
    // Open first: a running server or a missing database is said before anyone types a passkey.
    database = await deps.open(config, io.env, io.cwd);
    const passkey = await askPasskey(io, args.isFromStdin);
    await setPasskeyRecorded(database.db, args.deviceId, passkey, cliAuthor(io.env));
    io.stdout.write(
      `The staff passkey of ${args.deviceId} was set (in ${database.where}). ` +
        'Staff sign-in lockouts of this kiosk were lifted.\n',
    );
    return 0;
  } catch (error) {
    const usage = usageFailure(io, error);
    if (usage) return usage;
    if (error instanceof CliError || error instanceof ConfigError || error instanceof StaffCredentialError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    io.stderr.write(`The passkey could not be set: ${(error as Error).message ?? String(error)}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}
