import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite as PreviousPGlite } from 'pglite-0.5';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canStartBroker, startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { PassThrough } from 'node:stream';
import { runMigrate } from './cli/migrate-command';
import { openPostgres } from './db/client';
import { appliedMigrationCount, expectedMigrationCount, migrationsFolder } from './db/migrations';
import { createDatabase } from './test/pg-database';
import { freePort, killHard, runServerToExit, startServer } from './test/server-process';

const scratch = mkdtempSync(join(tmpdir(), 'kiosk-startup-failures-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A fresh embedded database without the demo's passkey hashing: the quickest start that gets far. */
const embedded = (name: string) => ({ DATA_DIR: join(scratch, name), SEED_DEMO: 'false' });

/** The server exits 1 with exactly one line on stderr: the setting, what happened, and what to do. */
async function expectOneLine(env: Record<string, string>, setting: string, says: RegExp) {
  const { code, stderr } = await runServerToExit(env);
  expect(code, stderr).toBe(1);
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^${setting}: `));
  expect(lines[0]).toMatch(says);
  return lines[0]!;
}

const holdPort = async (): Promise<{ port: number; server: Server }> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, server };
};

describe.concurrent('start-up failures, each in one line', { timeout: 120_000 }, () => {
  it('PostgreSQL unreachable: names DATABASE_URL and its host, never its password', async () => {
    const port = await freePort();
    const line = await expectOneLine(
      { DATABASE_URL: `postgres://kiosk:pw-s3cr3t@127.0.0.1:${port}/kiosk`, SECRET_KEY: 'k'.repeat(32) },
      'DATABASE_URL',
      new RegExp(`127\\.0\\.0\\.1:${port} did not answer \\(ECONNREFUSED\\)\\. Start PostgreSQL`),
    );
    expect(line).not.toContain('s3cr3t');
  });

  it('the port in use: names PORT and says to free it or choose another', async () => {
    const held = await holdPort();
    try {
      await expectOneLine(
        { ...embedded('port'), PORT: String(held.port) },
        'PORT',
        new RegExp(`port ${held.port} is already in use \\(EADDRINUSE\\)\\. Stop the program using it`),
      );
    } finally {
      held.server.close();
    }
  });

  it('the MQTT broker unreachable: names MQTT_URL after the device link timeout', async () => {
    const brokerPort = await freePort();
    await expectOneLine(
      {
        ...embedded('broker'),
        PORT: String(await freePort()),
        DISPENSER: 'device-link',
        MQTT_URL: `mqtt://127.0.0.1:${brokerPort}`,
        DEVICE_LINK_TIMEOUT_MS: '1000',
      },
      'MQTT_URL',
      new RegExp(`no MQTT broker answered at 127\\.0\\.0\\.1:${brokerPort} within 1 s \\(ECONNREFUSED\\)`),
    );
  });

  it('a broker CA certificate path that cannot be read: names MQTT_CA_FILE', async () => {
    const missing = join(scratch, 'no-such-ca.pem');
    await expectOneLine(
      {
        ...embedded('ca'),
        DISPENSER: 'device-link',
        MQTT_URL: 'mqtts://127.0.0.1:8883',
        MQTT_CA_FILE: missing,
      },
      'MQTT_CA_FILE',
      new RegExp(`cannot read ${missing} \\(ENOENT\\)`),
    );
  });

  it('a production device-link instance without KIOSK_AGENT_ORIGIN: stops, naming it in one line', async () => {
    const { code, stderr } = await runServerToExit({
      ...embedded('agent-origin'),
      NODE_ENV: 'production',
      ALLOW_DEMO_IN_PRODUCTION: 'true',
      DISPENSER: 'device-link',
    });
    expect(code, stderr).toBe(1);
    const [heading, ...problems] = stderr.trim().split('\n');
    expect(heading).toBe('Invalid configuration:'); // as every configuration problem (docs/operations.md)
    expect(problems, stderr).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^ {2}KIOSK_AGENT_ORIGIN is required with DISPENSER=device-link in production/,
    );
  });

  it('a data folder that is a file: names DATA_DIR', async () => {
    const file = join(scratch, 'not-a-folder');
    writeFileSync(file, '');
    await expectOneLine({ DATA_DIR: file, SEED_DEMO: 'false' }, 'DATA_DIR', /is not a folder/);
  });
});

// Alone, after the others: making the old folder is a PGlite 0.5 initdb in this process, a heavy half minute.
describe('a data folder of an older PGlite', { timeout: 120_000 }, () => {
  it('a data folder of PGlite 0.5 (PostgreSQL 18): names it and npm run db:upgrade, changes nothing', async () => {
    const dir = join(scratch, 'pglite-0.5');
    mkdirSync(dir);
    const previous = await PreviousPGlite.create(join(dir, 'pglite'));
    await previous.close();
    const files = readdirSync(join(dir, 'pglite'), { recursive: true }).sort();
    const line = await expectOneLine(
      { DATA_DIR: dir, SEED_DEMO: 'false' },
      'DATA_DIR',
      new RegExp(`The data folder ${dir} holds a database of PGlite 0\\.5 \\(PostgreSQL 18\\)`),
    );
    expect(line).toContain(`npm run db:upgrade -- --data-dir ${dir}`);
    expect(readdirSync(join(dir, 'pglite'), { recursive: true }).sort()).toEqual(files);
    expect(readFileSync(join(dir, 'pglite', 'PG_VERSION'), 'utf8').trim()).toBe('18');
  });
});

/** A CA certificate of its own that signed nothing the broker shows (PEM), for a wrong MQTT_CA_FILE. */
function otherCa(): string {
  const cert = join(scratch, 'other-ca.crt');
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'],
    ...['-subj', '/CN=Another kiosk CA', '-keyout', join(scratch, 'other-ca.key'), '-out', cert],
  ]);
  if (made.status !== 0) throw new Error(String(made.stderr));
  return cert;
}

/** The server's output before its one line: a few lines at most, however long it tried. */
async function expectFewLinesThenOne(env: Record<string, string>, setting: string, says: RegExp) {
  const { code, stderr, stdout } = await runServerToExit(env);
  expect(code, stderr).toBe(1);
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^${setting}: `));
  expect(lines[0]).toMatch(says);
  expect(stdout.trim().split('\n').filter(Boolean).length, stdout).toBeLessThanOrEqual(3);
  return `${stdout}${stderr}`;
}

describe.skipIf(!canStartBroker)('a device-link instance the broker turns away', { timeout: 120_000 }, () => {
  let broker: SecureTestBroker;
  let brokerEnv: Awaited<ReturnType<SecureTestBroker['apiEnv']>>;
  beforeAll(async () => {
    broker = await startSecureBroker();
    brokerEnv = await broker.apiEnv();
  });
  afterAll(() => broker?.stop());

  const deviceLink = async (name: string) => ({
    ...embedded(name),
    PORT: String(await freePort()),
    DISPENSER: 'device-link',
    DEVICE_LINK_TIMEOUT_MS: '3000',
    ...brokerEnv,
  });

  it('a wrong broker password: names MQTT_USERNAME/MQTT_PASSWORD, never the password', async () => {
    const env = { ...(await deviceLink('wrong-password')), MQTT_PASSWORD: 'wrong-s3cr3t-password' };
    const output = await expectFewLinesThenOne(env, 'MQTT_USERNAME/MQTT_PASSWORD', /refused them/);
    expect(output).not.toContain('s3cr3t');
  });

  it('a CA that did not sign the broker: names MQTT_CA_FILE', async () => {
    const env = { ...(await deviceLink('wrong-ca')), MQTT_CA_FILE: otherCa() };
    await expectFewLinesThenOne(env, 'MQTT_CA_FILE', /certificate no trusted CA signed/);
  });
});

/** A fleet's database the build before migrated: every migration of this build but the last. */
async function databaseOfTheBuildBefore(url: string) {
  const older = join(scratch, 'older-drizzle');
  cpSync(migrationsFolder(), older, { recursive: true });
  const names = readdirSync(older).sort();
  rmSync(join(older, names[names.length - 1]!), { recursive: true });
  const database = await openPostgres(url, { max: 1 });
  try {
    await database.migrate(older);
  } finally {
    await database.close();
  }
}

const appliedIn = async (url: string) => {
  const database = await openPostgres(url, { max: 1 });
  try {
    return await appliedMigrationCount(database.db);
  } finally {
    await database.close();
  }
};

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a fleet instance (MIGRATE_ON_START=false)',
  { timeout: 120_000 },
  () => {
    it('refuses to start on a database behind its build, naming npm run db:migrate; starts once it ran', async () => {
      const database = await createDatabase(process.env.TEST_DATABASE_URL!);
      try {
        await databaseOfTheBuildBefore(database.url);
        const shipped = expectedMigrationCount(migrationsFolder());
        const env = {
          DATABASE_URL: database.url,
          SECRET_KEY: 'k'.repeat(32),
          SEED_DEMO: 'false',
          MIGRATE_ON_START: 'false',
          PORT: String(await freePort()),
        };
        const line = await expectOneLine(
          env,
          'MIGRATE_ON_START',
          new RegExp(`has ${shipped - 1} of this build's ${shipped} migrations.*Run \`npm run db:migrate\``),
        );
        expect(line).not.toContain(database.url);
        expect(await appliedIn(database.url)).toBe(shipped - 1); // it did not migrate

        const out = new PassThrough();
        const err = new PassThrough();
        expect(await runMigrate({ stdout: out, stderr: err, env, cwd: scratch })).toBe(0);
        const server = await startServer(env, Number(env.PORT), 60_000);
        try {
          const ready = await fetch(`${server.baseUrl}/readyz`);
          expect(ready.status).toBe(200);
          expect(((await ready.json()) as { data: { migrations: unknown } }).data.migrations).toEqual({
            applied: shipped,
            expected: shipped,
          });
        } finally {
          await killHard(server);
        }
      } finally {
        await database.drop();
      }
    });
  },
);
