import { USAGE_EXIT_CODE, UsageError } from '../../../../scripts/command-line.mjs';
import { ConfigError } from '../config/config';
import { DataFormatError } from '../db/pglite-format';

export { UsageError };

/** A problem the command explains in one message and exits 1 on; never a stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}

type ErrorOut = { stderr: { write(text: string): unknown } };

/** A command line the command does not take (an unknown flag, a bad value): its one line, and exit 2. */
export function usageFailure(io: ErrorOut, error: unknown): 2 | undefined {
  if (!(error instanceof UsageError)) return undefined;
  io.stderr.write(`${error.message}\n`);
  return USAGE_EXIT_CODE;
}

/**
 * A command's failure as its exit code: a bad command line in one line (2), a CliError, a setting's
 * ConfigError or a data folder's DataFormatError in its own one message, any other error as "The {what} failed: …" (1).
 */
export function exitOnFailure(io: ErrorOut, what: string, error: unknown): 1 | 2 {
  const usage = usageFailure(io, error);
  if (usage) return usage;
  if (error instanceof CliError || error instanceof ConfigError || error instanceof DataFormatError)
    io.stderr.write(`${error.message}\n`);
  else io.stderr.write(`The ${what} failed: ${(error as Error).message ?? String(error)}\n`);
  return 1;
}
