import {
  DEFAULT_OPERATOR_ROLE,
  OPERATOR_ROLES,
  ZOperatorName,
  ZOperatorRole,
  type TOperatorRole,
} from '@kiosk/contract';
import { ConfigError, loadConfig } from '../config/config';
import { randomPasskey } from '../lib/secrets';
import {
  OPERATOR_PASSWORD_MIN_LENGTH,
  OperatorAccountError,
  setOperatorPassword,
} from '../modules/console/operator-auth.service';
import { cliAuthor } from '../modules/audit/audit.service';
import { CliError, usageFailure } from './cli-error';
import { openCliDatabase, type CliDatabase } from './open-cli-database';
import { readFirstLine } from './passkey-input';
import { parseSecretCommandArgs } from './secret-command-args';
import { helpText } from './cli-help';
import type { CliDeps, CliIo } from './set-passkey-command';

export const USAGE = `Creates an operator account of the console (or sets a new password on one, which signs it out).

Usage: npm run operator:create -- --name <name> [--role admin|operator|viewer] [--password-stdin]

  --name <name>       the operator's sign-in name, e.g. ops@example.org
  --role <role>       ${OPERATOR_ROLES.join(', ')}: admin does everything (people, kiosk set-up),
                      operator runs the fleet (thresholds, alerts, reports, roll-outs), viewer only
                      reads. A new account without it is ${DEFAULT_OPERATOR_ROLE}; an existing one keeps its
                      role unless it is given. The first account of a deployment: --role admin.
  --password-stdin    read the password from the first line of stdin (for scripts); without it
                      a random password is made and printed once
  --help, -h          this text (nothing is opened or changed)

It uses the database the server uses (DATABASE_URL, or DATA_DIR, default ./data; NODE_ENV and the
server's other settings as the README's Configuration section says). The embedded database allows
one process per data folder: stop the server first.
A password needs at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters; it is stored as an argon2 hash.
More: README.md (Operator console).`;

const parse = (argv: string[]) => {
  const args = parseSecretCommandArgs(argv, {
    option: 'name',
    placeholder: 'name',
    schema: ZOperatorName,
    secret: 'password',
    refusal:
      'Never put a password on the command line (shell history, process lists): leave it out to get a ' +
      'random one, or pipe it in with --password-stdin.',
    helpHint: 'npm run operator:create -- --help',
    extra: { role: ZOperatorRole },
  });
  if (args === 'help') return args;
  const role = args.extra.role as TOperatorRole | undefined;
  return { name: args.value, isFromStdin: args.isFromStdin, role };
};

/** The command: returns the exit code. The generated password goes to stdout, problems to stderr. */
export async function runCreateOperator(
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
    database = await deps.open(config, io.env, io.cwd);
    const password = args.isFromStdin ? await readFirstLine(io.stdin) : randomPasskey(20);
    const author = cliAuthor(io.env);
    const isNew = await setOperatorPassword(database.db, args.name, password, author, args.role);
    const role = args.role ?? (isNew ? DEFAULT_OPERATOR_ROLE : 'unchanged');
    io.stdout.write(
      `${isNew ? 'Operator account created' : 'Password set (its sessions were ended)'}: ${args.name}, ` +
        `role ${role} (in ${database.where}).\n`,
    );
    if (!args.isFromStdin) io.stdout.write(`Password (shown once): ${password}\n`);
    io.stdout.write('Sign in at /operator/sign-in.\n');
    return 0;
  } catch (error) {
    const usage = usageFailure(io, error);
    if (usage) return usage;
    if (error instanceof CliError || error instanceof ConfigError || error instanceof OperatorAccountError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    io.stderr.write(`The operator could not be saved: ${(error as Error).message ?? String(error)}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}
