/** A problem the command explains in one message and exits 1 on; never a stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}
