import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many statements one connection prepares at most. The server's statements are a few dozen shapes;
 * past this, a statement goes unnamed (parsed each time), so no text that varies without end (a list of
 * values of any length) can grow a connection's memory without end.
 */
export const MAX_PREPARED_PER_CONNECTION = 500;

type QueryConfig = { text?: unknown; values?: unknown[]; name?: unknown };

/** Names already hashed, up to the same bound: a map lookup costs less than a hash. */
// eslint-disable-next-line no-restricted-syntax -- a bounded memo of a pure function (text to its hash): the same for every app
const names = new Map<string, string>();

/** A statement's name: its text's hash, so one name is never two texts. */
export const statementNameOf = (text: string): string => {
  let name = names.get(text);
  if (name !== undefined) return name;
  name = `k${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
  if (names.size < MAX_PREPARED_PER_CONNECTION) names.set(text, name);
  return name;
};

/**
 * Makes every statement with parameters a prepared statement of its connection, named by its text: pg
 * then sends its text once per connection, and PostgreSQL parses and plans it once instead of on every
 * call (docs/performance.md, "Prepared statements"). A statement without parameters (begin, commit with
 * its notice, DDL) is sent as it is.
 */
export function prepareStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = new Set<string>();
  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    // pg takes (text, values), ({ text, values }) or ({ text }, values), as drizzle sends it.
    const [sent, second] = args as [QueryConfig | string | null, unknown];
    const config = typeof sent === 'string' ? { text: sent } : sent;
    const values = Array.isArray(second) ? second : config?.values;
    if (config && typeof config.text === 'string' && config.name === undefined && values?.length) {
      const name = statementNameOf(config.text);
      if (named.has(name) || named.size < MAX_PREPARED_PER_CONNECTION) {
        named.add(name);
        args[0] = { ...config, name };
      }
    }
    return query(...args);
  };
}
