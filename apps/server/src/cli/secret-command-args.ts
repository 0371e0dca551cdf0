import type { ZodType } from 'zod';
import { parseCommandLine, UsageError } from '../../../../scripts/command-line.mjs';

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
  /** Where the usage is, for the one line of a bad command line (`npm run … -- --help`). */
  helpHint: string;
}

/**
 * The arguments of a command that sets a secret: the value of its one option (checked by the schema) and
 * whether the secret is read from stdin, or 'help'. A secret written on the command line itself (shell
 * history, process lists) is refused before anything else. A bad command line throws a UsageError.
 */
export function parseSecretCommandArgs<T>(
  argv: string[],
  spec: SecretCommandSpec<T>,
): { value: T; isFromStdin: boolean } | 'help' {
  const inline = `--${spec.secret}`;
  if (argv.some((arg) => arg === inline || arg.startsWith(`${inline}=`))) throw new UsageError(spec.refusal);
  const stdinOption = `${spec.secret}-stdin`;
  let parsed: T | undefined;
  const values = parseCommandLine(argv, {
    options: { [spec.option]: { type: 'string' }, [stdinOption]: { type: 'boolean', default: false } },
    helpHint: spec.helpHint,
    check: (given) => {
      const value = given[spec.option];
      if (typeof value !== 'string' || !value) return `--${spec.option} <${spec.placeholder}> is required`;
      const result = spec.schema.safeParse(value);
      if (!result.success) return `--${spec.option} ${result.error.issues[0]?.message ?? 'is not valid'}`;
      parsed = result.data;
      return undefined;
    },
  });
  if (values === 'help') return 'help';
  return { value: parsed as T, isFromStdin: values[stdinOption] === true };
}
