import { ConfigError } from '../config/config';

/** A problem the command explains in one message and exits 1 on; never a stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}

/**
 * A command's failure as its exit code: a CliError or a setting's ConfigError in its own one message, any
 * other error as "The {what} failed: …".
 */
export function exitOnFailure(
  io: { stderr: { write(text: string): unknown } },
  what: string,
  error: unknown,
): 1 {
  if (error instanceof CliError || error instanceof ConfigError) io.stderr.write(`${error.message}\n`);
  else io.stderr.write(`The ${what} failed: ${(error as Error).message ?? String(error)}\n`);
  return 1;
}
