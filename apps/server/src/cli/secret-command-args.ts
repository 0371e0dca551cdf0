import { parseArgs } from 'node:util';
import type { ZodType } from 'zod';
import { CliError } from './cli-error';

/** What a command that sets a secret takes: one named value, and where the secret comes from. */
export interface SecretCommandSpec<T> {
  /** The option naming what the secret is for (`--name`, `--device`) and its placeholder in messages. */
  option: string;
  placeholder: string;
  schema: ZodType<T>;
  /** The secret's word (`password`, `passkey`): `--<secret>-stdin` reads it, `--<secret>` is refused. */
  secret: string;
  /** Why a secret on the command line is refused, and what to do instead. */
  refusal: string;
  usage: string;
}

/**
 * The arguments of a command that sets a secret: the value of its one option (checked by the schema) and
 * whether the secret is read from stdin, or 'help'. A secret written on the command line itself (shell
 * history, process lists) is refused before anything else.
 */
export function parseSecretCommandArgs<T>(
  argv: string[],
  spec: SecretCommandSpec<T>,
): { value: T; isFromStdin: boolean } | 'help' {
  const inline = `--${spec.secret}`;
  if (argv.some((arg) => arg === inline || arg.startsWith(`${inline}=`))) throw new CliError(spec.refusal);
  const stdinOption = `${spec.secret}-stdin`;
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        [spec.option]: { type: 'string' },
        [stdinOption]: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${spec.usage}`);
  }
  if (values.help) return 'help';
  const given = values[spec.option];
  if (typeof given !== 'string' || !given) {
    throw new CliError(`--${spec.option} <${spec.placeholder}> is required.\n\n${spec.usage}`);
  }
  const parsed = spec.schema.safeParse(given);
  if (!parsed.success) {
    throw new CliError(`--${spec.option} ${parsed.error.issues[0]?.message ?? 'is not valid'}.`);
  }
  return { value: parsed.data, isFromStdin: values[stdinOption] === true };
}
