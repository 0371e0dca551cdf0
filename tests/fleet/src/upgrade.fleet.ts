import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { Agent, setGlobalDispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrate } from '@kiosk/server/src/cli/migrate-command';
import { openPostgres } from '@kiosk/server/src/db/client';
import { contractProblems } from '@kiosk/server/src/db/expand-contract';
import { expectedMigrationCount, migrationsFolder } from '@kiosk/server/src/db/migrations';
import { ledgerViolations } from '@kiosk/server/src/test/ledger';
import { createDatabase } from '@kiosk/server/src/test/pg-database';
import { startBundledServer } from '@kiosk/server/src/test/server-bundle';
import { freePort, killHard, type ServerProcess } from '@kiosk/server/src/test/server-process';
import { startFleetBroker, type FleetBroker } from './support/fleet-broker';
import { startHaproxy, type LoadBalancer } from './support/haproxy';
import { startLoadAgents, type LoadAgents } from './support/load-agents';
import { seedLoadKiosks, type LoadKiosk } from './support/load-kiosks';
import { auditUnits } from './support/load-run';
import { LOAD_SKU, newVisitLog, visitor, type Visit } from './support/load-visits';
import { buildNextRelease, type NextRelease } from './support/next-release';

const SECRET = 'fleet-upgrade-secret-0123456789abcdef0123456789';
const KIOSKS = 4;
const VISITS_PER_SECOND = 6;
const UNIT_MS = 50;
/** The new release's one migration: expand only (a nullable column, a new table), as the rule asks. */
const ADDITIVE_SQL = `ALTER TABLE "orders" ADD COLUMN "upgrade_note" text;
--> statement-breakpoint
CREATE TABLE "upgrade_marks" ("id" serial PRIMARY KEY, "note" text NOT NULL);
`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => Promise<boolean>, ms: number, what: string) => {
  for (const end = Date.now() + ms; !(await check()); await sleep(100))
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
};

type Readiness = { isReady: boolean; isDraining: boolean; migrations: { applied: number; expected: number } };
const readyz = async (instance: ServerProcess) => {
  const res = await fetch(`${instance.baseUrl}/readyz`).catch(() => null);
  return res ? { status: res.status, data: ((await res.json()) as { data: Readiness }).data } : null;
};
/**
 * Kiosk and provider calls an instance answered (its /metrics, every route but the probes): proof the proxy
 * sends it traffic. Not one route's count: HAProxy sends a kiosk's calls to the instance its device id
 * hashes to and the provider's webhooks round-robin, so which routes an instance sees depends on which
 * kiosks it has (with round-robin for everything it once got only a visit's 1st, 3rd and 5th calls).
 */
const kioskCallsServed = async (instance: ServerProcess) => {
  const text = await (await fetch(`${instance.baseUrl}/metrics`)).text();
  return [...text.matchAll(/^http_request_duration_seconds_count\{[^}]*route="([^"]*)"[^}]*\} (\d+)/gm)]
    .filter((m) => !['/healthz', '/readyz', '/metrics'].includes(m[1]!))
    .map((m) => Number(m[2]))
    .reduce((a, b) => a + b, 0);
};
const exited = (instance: ServerProcess) =>
  new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    const { child } = instance;
    if (child.exitCode !== null || child.signalCode !== null)
      return resolve({ code: child.exitCode, signal: child.signalCode });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });

const hasTools = process.env.TEST_DATABASE_URL !== undefined;

/**
 * docs/operations.md, "Upgrade", step by step under traffic: two instances of this build behind the TLS
 * HAProxy on one PostgreSQL, real agents; the next release (this build plus one additive migration) is
 * migrated in with its own `db:migrate`, then each instance is stopped with SIGTERM (it drains: /readyz
 * fails, the proxy takes it out, its requests finish) and started as the new release, one at a time.
 */
describe.skipIf(!hasTools)('a rolling upgrade of the fleet while kiosks sell', () => {
  let database: { url: string; drop(): Promise<void> };
  let broker: FleetBroker;
  let release: NextRelease;
  let proxy: LoadBalancer;
  let agents: LoadAgents;
  let kiosks: LoadKiosk[];
  const ports: number[] = [];
  const instances: ServerProcess[] = [];
  const deviceIds = Array.from({ length: KIOSKS }, (_, i) => `load-kiosk-${String(i + 1).padStart(5, '0')}`);
  /** Instance 0 or 1 (each its own broker account), or 2: a command run beside them. */
  const env = (instance = 2) => ({
    DATABASE_URL: database.url,
    SECRET_KEY: SECRET,
    SEED_DEMO: 'true',
    // The fleet's setting (deploy/fleet/api.env.example): migrating is `npm run db:migrate`'s step alone.
    MIGRATE_ON_START: 'false',
    DISPENSER: 'device-link',
    TRUST_PROXY: '127.0.0.1',
    ...broker.serverEnv(instance),
  });

  beforeAll(async () => {
    database = await createDatabase(process.env.TEST_DATABASE_URL!);
    [broker, release] = await Promise.all([
      startFleetBroker(deviceIds),
      buildNextRelease('rolling_upgrade_probe', ADDITIVE_SQL),
    ]);
    ports.push(await freePort(), await freePort());
    // This build, installed as the docs say: `npm run db:migrate`, then its instances.
    const out = new PassThrough();
    expect(await runMigrate({ stdout: out, stderr: out, env: env(), cwd: process.cwd() })).toBe(0);
    instances.push(await startBundledServer(env(0), ports[0]!));
    instances.push(await startBundledServer(env(1), ports[1]!));
    kiosks = await seedLoadKiosks(database.url, SECRET, KIOSKS);
    proxy = await startHaproxy([ports[0]!, ports[1]!]);
    setGlobalDispatcher(new Agent({ connect: { ca: proxy.ca } }));
    agents = startLoadAgents(broker, deviceIds, UNIT_MS);
    for (const k of kiosks)
      await until(
        async () => (await fetch(`${proxy.url}/devices/${k.deviceId}/readyz`)).ok,
        30_000,
        `${k.deviceId} online`,
      );
  }, 180_000);

  afterAll(async () => {
    await agents?.close();
    await proxy?.stop();
    for (const instance of instances) await killHard(instance);
    await broker?.stop();
    await database?.drop();
  }, 60_000);

  // Three clean-clone CI runs timed out waiting for the second new instance "in use" while every visit
  // ended well: the wait counted order calls alone, and the proxy's round-robin (before it hashed device
  // ids) had locked that instance onto the calls of a visit that are not the order (see kioskCallsServed). On a timeout the message still says
  // where every visit stood and what each database session was doing.
  it('migrates, then replaces each instance in turn: 0 failed calls, every paid unit dropped once', async () => {
    expect(contractProblems(release.folder)).toEqual([]);
    const oldCount = expectedMigrationCount(migrationsFolder());
    expect(release.migrationCount).toBe(oldCount + 1);

    // Kiosks sell throughout: visits started on a schedule, round the kiosks, none waiting for another.
    const log = newVisitLog();
    const visit = visitor(proxy.url, SECRET, log);
    const running: Promise<Visit>[] = [];
    let isSelling = true;
    const selling = (async () => {
      const started = performance.now();
      for (let i = 0; isSelling; i++) {
        const wait = started + (i * 1000) / VISITS_PER_SECOND - performance.now();
        if (wait > 0) await sleep(wait);
        running.push(visit(kiosks[i % kiosks.length]!));
      }
    })();
    const t0 = performance.now();
    const marks: Record<string, number> = {};
    const mark = (name: string) => (marks[name] = (performance.now() - t0) / 1000);
    await sleep(2_000);

    // The new release will not start on the database before its migration: the step was skipped.
    const early = await runToExit(release.main, { ...env(), PORT: String(await freePort()) });
    expect(early.code, early.stderr).toBe(1);
    expect(early.stderr.trim()).toMatch(
      new RegExp(
        `^MIGRATE_ON_START: .* has ${oldCount} of this build's ${oldCount + 1} migrations.*npm run db:migrate`,
      ),
    );
    mark('new release refused before the migration');

    // 1. db:migrate with the new release, while the old instances serve; they stay ready.
    const migrated = await release.migrate(env());
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain(`${oldCount + 1} migrations applied, ${oldCount + 1} in this build`);
    mark('migrated');
    for (const instance of instances)
      expect(await readyz(instance)).toMatchObject({
        status: 200,
        data: { migrations: { applied: oldCount + 1, expected: oldCount } },
      });

    // 2. Each instance in turn: SIGTERM (it drains), then the new release on its port, ready and in use.
    const drains: number[] = [];
    const drainsAt: number[] = [];
    const at = (ms: number) => Math.round(ms - t0) / 1000;
    for (const i of [0, 1]) {
      const old = instances[i]!;
      const stopping = Date.now();
      drainsAt.push(at(performance.now()));
      // What the proxy had said when the instance stopped listening (its last act before exiting).
      const saidBefore = proxy.log().length;
      let proxySaid = '';
      const exit = exited(old).then((how) => ((proxySaid = proxy.log().slice(saidBefore)), how));
      old.child.kill('SIGTERM');
      await until(async () => (await readyz(old))?.data.isDraining === true, 2_000, 'draining');
      // Draining, it still answers what reaches it.
      const during = await fetch(`${old.baseUrl}/devices/${kiosks[0]!.deviceId}/products?locale=en`, {
        headers: { cookie: kiosks[0]!.cookie },
      });
      expect(during.status).toBe(200);
      expect(await exit).toEqual({ code: 0, signal: null });
      // The proxy took it out on its HTTP check (/readyz failing: 503, or slow), before it stopped
      // listening; not on refused connections after (Layer4).
      expect(proxySaid).toMatch(new RegExp(`Server instances/api${i + 1} is DOWN, reason: Layer7 `));
      drains.push((Date.now() - stopping) / 1000);
      instances[i] = await startBundledServer(env(i), ports[i]!, release.main);
      await until(
        async () => (await readyz(instances[i]!))?.status === 200,
        20_000,
        `instance ${i + 1} ready`,
      );
      // In use: HAProxy sends it kiosk calls (up on its next check, 1 s); the wait is long because a kiosk's visit
      // caught by the drain may take a lease's time to end, and the proxy's log says why if it never comes.
      await until(
        async () => (await kioskCallsServed(instances[i]!)) > 0,
        60_000,
        `instance ${i + 1} in use`,
      ).catch(async (error: Error) => {
        throw new Error(
          `${error.message}; the proxy said:\n${proxy.log().slice(-3_000)}\n` +
            `visits: ${JSON.stringify(visitStages(log.visits))}\nthe database's sessions:\n` +
            (await databaseSessions(database.url)),
        );
      });
      mark(`instance ${i + 1} on the new release`);
    }
    await sleep(2_000);
    isSelling = false;
    await selling;
    const visits = await Promise.all(running);
    mark('traffic done');

    // Both instances run the new release on the migrated database.
    for (const instance of instances)
      expect(await readyz(instance)).toMatchObject({
        status: 200,
        data: { isReady: true, migrations: { applied: oldCount + 1, expected: oldCount + 1 } },
      });
    // No call failed, every visit's order was paid and dispensed, each unit recorded once.
    expect(
      log.failedCalls.map((f) => ({ ...f, at: at(f.at) })),
      JSON.stringify({ marks, drainsAt }),
    ).toEqual([]);
    expect(visits.filter((v) => v.failure || v.status !== 'dispensed')).toEqual([]);
    const units = await auditUnits(database.url, visits, agents);
    expect(units).toEqual({ dropped: visits.length, lost: 0, doubled: 0 });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ sold: number; held: number; orders: number }>(
        `select sum(1000000 - on_hand)::int as sold, sum(held)::int as held,
           (select count(*)::int from orders
             where device_id like 'load-kiosk-%' and status = 'dispensed') as orders
         from device_stock where device_id like 'load-kiosk-%' and sku_id = $1`,
        [LOAD_SKU],
      );
      expect(rows[0]).toEqual({ sold: visits.length, held: 0, orders: visits.length });
    } finally {
      await client.end();
    }
    const db = await openPostgres(database.url, { max: 1 });
    try {
      expect(await ledgerViolations(db.db)).toEqual([]);
    } finally {
      await db.close();
    }
    console.info(
      `rolling upgrade: ${visits.length} visits at ${VISITS_PER_SECOND}/s, 0 failed; ` +
        `drains ${drains.map((s) => `${s.toFixed(1)} s`).join(', ')}; ` +
        Object.entries(marks)
          .map(([name, s]) => `${name} at ${s.toFixed(1)} s`)
          .join('; '),
    );
  }, 180_000);
});

/** Where the visits are: not yet ordered, ordered and paying, waiting for their dispense, ended. */
const visitStages = (visits: Visit[]) => {
  const stages: Record<string, number> = {};
  for (const v of visits) {
    const stage = v.failure
      ? 'failed'
      : v.status
        ? 'ended'
        : v.dispenseSentAt
          ? 'dispensing'
          : v.orderId
            ? 'paying'
            : 'before the order';
    stages[stage] = (stages[stage] ?? 0) + 1;
  }
  return stages;
};

/** What each session of the database is doing (a stalled test prints it). */
async function databaseSessions(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, unknown>>(
      `select pid, application_name, state, wait_event_type, wait_event,
         round(extract(epoch from now() - xact_start)::numeric, 1) as xact_s, left(query, 160) as query
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
       order by xact_start nulls last`,
    );
    return rows.map((r) => JSON.stringify(r)).join('\n');
  } finally {
    await client.end();
  }
}

/** Runs a bundle until it exits (it is expected to refuse to start): exit code and output. */
function runToExit(entry: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}
