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
  /** Further optional string options, each checked by its schema when given (`--role`). */
  extra?: Record<string, ZodType<string>>;
}

/**
 * The arguments of a command that sets a secret: the value of its one option (checked by the schema) and
 * whether the secret is read from stdin, or 'help'. A secret written on the command line itself (shell
 * history, process lists) is refused before anything else. A bad command line throws a UsageError.
 */
export function parseSecretCommandArgs<T>(
  argv: string[],
  spec: SecretCommandSpec<T>,
): { value: T; isFromStdin: boolean; extra: Record<string, string | undefined> } | 'help' {
  const inline = `--${spec.secret}`;
  if (argv.some((arg) => arg === inline || arg.startsWith(`${inline}=`))) throw new UsageError(spec.refusal);
  const stdinOption = `${spec.secret}-stdin`;
  let parsed: T | undefined;
  const extra: Record<string, string | undefined> = {};
  const extraOptions = Object.fromEntries(
    Object.keys(spec.extra ?? {}).map((name) => [name, { type: 'string' as const }]),
  );
  const values = parseCommandLine(argv, {
    options: {
      [spec.option]: { type: 'string' },
      [stdinOption]: { type: 'boolean', default: false },
      ...extraOptions,
    },
    helpHint: spec.helpHint,
    check: (given) => {
      for (const [name, schema] of Object.entries(spec.extra ?? {})) {
        if (given[name] === undefined) continue;
        const result = schema.safeParse(given[name]);
        if (!result.success) return `--${name} ${result.error.issues[0]?.message ?? 'is not valid'}`;
        extra[name] = result.data;
      }
      const value = given[spec.option];
      if (typeof value !== 'string' || !value) return `--${spec.option} <${spec.placeholder}> is required`;
      const result = spec.schema.safeParse(value);
      if (!result.success) return `--${spec.option} ${result.error.issues[0]?.message ?? 'is not valid'}`;
      parsed = result.data;
      return undefined;
    },
  });
  if (values === 'help') return 'help';
  return { value: parsed as T, isFromStdin: values[stdinOption] === true, extra };
}
