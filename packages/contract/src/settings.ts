import type { z } from 'zod';

/** A process's settings (its environment) that it cannot start with: every problem named in one message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** One message for the person starting the process: a line per problem, each naming its setting. */
export const invalidConfiguration = (problems: readonly string[]): ConfigError =>
  new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);

/** Reads the environment through its schema at start (the server's and the device agent's way). */
export function parseSettings<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
): z.infer<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw invalidConfiguration(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
}
