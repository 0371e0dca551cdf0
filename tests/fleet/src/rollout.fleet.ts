import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_WRITE_HEADER, RELEASE_MANIFEST_HEADER, RELEASES_API, type TRollout } from '@kiosk/contract';
import { startSecureBroker, type SecureTestBroker } from '@kiosk/device-link/testing';
import { runMigrate } from '@kiosk/server/src/cli/migrate-command';
import { createDatabase } from '@kiosk/server/src/test/pg-database';
import { startBundledServer } from '@kiosk/server/src/test/server-bundle';
import { freePort, killHard, type ServerProcess } from '@kiosk/server/src/test/server-process';
import { CONTROLLED_DRIVER } from './support/fleet-agent';
import { startHaproxy, type LoadBalancer } from './support/haproxy';
import {
  laterVersion,
  programmeKey,
  restampRelease,
  unpackRelease,
  type SignedRelease,
  type UnpackedRelease,
} from './support/kiosk-pc-releases';
import { startKioskPc, type KioskPc } from './support/kiosk-pcs';
import { seedLoadKiosks } from './support/load-kiosks';
import { operatorSessionHeaders } from './support/operator-session';

const SECRET = 'fleet-rollout-secret-0123456789abcdef0123456789';
const OPERATOR_PASSWORD = 'fleet-rollout-operator-password';
const KIOSKS = 20;
/** The broken release's trial: its canaries must be back on v2 well within it. */
const BROKEN_TRIAL_SECONDS = 45;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const tarball = process.env.KIOSK_PC_TARBALL;
const hasTools = process.env.TEST_DATABASE_URL !== undefined && tarball !== undefined;

/**
 * docs/operations.md, "Kiosk-PC roll-outs", end to end: twenty kiosk PCs installed from the packed release
 * (KIOSK_PC_TARBALL), each its own launcher, agent process, broker account, journal and releases folder,
 * behind two API instances and the TLS HAProxy on PostgreSQL. The same build re-stamped as the next
 * version goes to two canaries, then half the fleet, then all; a build whose agent cannot start goes to
 * the canaries, comes back by itself and halts its roll-out before any other kiosk gets it.
 */
describe.skipIf(!hasTools)('a kiosk-PC roll-out across twenty kiosks', () => {
  let database: { url: string; drop(): Promise<void> };
  let broker: SecureTestBroker;
  let proxy: LoadBalancer;
  const instances: ServerProcess[] = [];
  const kiosks: KioskPc[] = [];
  let work: string;
  let v1: UnpackedRelease;
  let v2: SignedRelease;
  let v3: SignedRelease;
  /** The operator's session, and the header a console write carries (as the console sends it). */
  let operator: { cookie: string; [CONSOLE_WRITE_HEADER]: string };
  let deviceIds: string[];
  const startedAt = performance.now();
  const marks: string[] = [];
  const mark = (what: string) =>
    marks.push(`${what} at ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

  const consoleCall = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${instances[0]!.baseUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { ...operator, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
  const rollout = (id: string) => consoleCall<TRollout>(RELEASES_API.rollout.replace(':rolloutId', id));
  const upload = async (release: SignedRelease) => {
    const res = await fetch(`${instances[1]!.baseUrl}${RELEASES_API.releases}`, {
      method: 'POST',
      headers: {
        ...operator,
        'content-type': 'application/octet-stream',
        [RELEASE_MANIFEST_HEADER]: Buffer.from(release.manifest).toString('base64'),
      },
      body: readFileSync(release.tarball),
    });
    expect(res.status, await res.text()).toBe(200);
  };
  /** Waits for `check` on the roll-out; on a timeout, says where every kiosk stood and what its agent said. */
  const untilRollout = async (id: string, check: (r: TRollout) => boolean, ms: number, what: string) => {
    let last: TRollout | undefined;
    for (const end = Date.now() + ms; !(last && check(last)); await sleep(250)) {
      if (Date.now() > end) {
        const stuck = kiosks.find(
          (k) => last?.kiosks.find((x) => x.deviceId === k.deviceId)?.state !== 'committed',
        );
        throw new Error(
          `timed out waiting for ${what}: ${JSON.stringify(last?.kiosks.map((k) => [k.deviceId, k.stage, k.state, k.reason]))}` +
            `\n${stuck?.deviceId}'s agent said:\n${stuck?.output().slice(-4_000)}`,
        );
      }
      last = await rollout(id);
      expect(sentAhead(last), 'a kiosk was sent the update before every earlier stage committed').toEqual([]);
    }
    return last;
  };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'fleet-rollout-'));
    const key = programmeKey(work);
    // The next releases are packed while the fleet starts: this very build, stamped as a later version and
    // signed by the programme; and one whose agent cannot start.
    const packing = (async () => {
      v1 = await unpackRelease(tarball!, mkdtempSync(join(work, 'v1-')));
      // One after the other: each hard-links v1's files, and a new link to a file tar is reading changes
      // its ctime ("file changed as we read it").
      v2 = await restampRelease(v1, laterVersion(v1.version, 2), work, {
        privateKeyFile: key.privateKeyFile,
      });
      v3 = await restampRelease(v1, laterVersion(v1.version, 3), work, {
        privateKeyFile: key.privateKeyFile,
        agent: 'cannot-start',
      });
      mark('v2 and v3 packed');
    })();
    packing.catch(() => undefined); // awaited below, before the kiosks need v1
    [database, broker] = await Promise.all([
      createDatabase(process.env.TEST_DATABASE_URL!),
      startSecureBroker(),
    ]);
    const env = async (name: string) => ({
      DATABASE_URL: database.url,
      SECRET_KEY: SECRET,
      SEED_DEMO: 'true',
      DEMO_OPERATOR_PASSWORD: OPERATOR_PASSWORD,
      MIGRATE_ON_START: 'false',
      DISPENSER: 'device-link',
      TRUST_PROXY: '127.0.0.1',
      RELEASES_DIR: join(work, 'served'),
      RELEASE_PUBLIC_KEY_FILE: key.publicKeyFile,
      ROLLOUT_TICK_MS: '1000',
      ...(await broker.apiEnv(name)),
    });
    const out = new PassThrough();
    expect(await runMigrate({ stdout: out, stderr: out, env: await env('api-0'), cwd: process.cwd() })).toBe(
      0,
    );
    const ports = [await freePort(), await freePort()] as const;
    // One after the other: each seeds the demo at start, and two seeding at once collide.
    instances.push(await startBundledServer(await env('api-1'), ports[0]));
    instances.push(await startBundledServer(await env('api-2'), ports[1]));
    mark('API instances up');
    proxy = await startHaproxy([...ports]);
    operator = {
      ...(await operatorSessionHeaders(instances[0]!.baseUrl, OPERATOR_PASSWORD)),
      [CONSOLE_WRITE_HEADER]: '1',
    };
    // The fleet: the seeded kiosks and load kiosks up to twenty, every one with its kiosk PC.
    deviceIds = await fleetIds(database.url);
    await seedLoadKiosks(database.url, SECRET, KIOSKS - deviceIds.length);
    deviceIds = await fleetIds(database.url);
    expect(deviceIds).toHaveLength(KIOSKS);
    await packing;
    const proxyCa = join(work, 'proxy-ca.crt');
    writeFileSync(proxyCa, proxy.ca);
    const driver = join(work, 'fleet-driver.mjs');
    writeFileSync(driver, CONTROLLED_DRIVER);
    writeFileSync(join(work, 'control.json'), JSON.stringify({ hold: false, extraMs: 0 }));
    for (const deviceId of deviceIds) {
      const account = await broker.kioskOptions(deviceId);
      kiosks.push(
        startKioskPc({
          deviceId,
          root: mkdtempSync(join(work, `${deviceId}-`)),
          release: v1,
          emergencyPort: await freePort(),
          env: {
            MQTT_URL: broker.url,
            MQTT_USERNAME: String(account.username),
            MQTT_PASSWORD: String(account.password),
            MQTT_CA_FILE: broker.caFile,
            AGENT_API_URL: proxy.url,
            AGENT_RELEASE_KEY: key.publicKeyFile,
            // The proxy's certificate is the fleet's local CA's (deploy/fleet/make-local-ca.sh).
            NODE_EXTRA_CA_CERTS: proxyCa,
            AGENT_DRIVER: driver,
            DISPENSE_UNIT_MS: '50',
            FLEET_DRIVER_CONTROL: join(work, 'control.json'),
            LOG_LEVEL: 'info',
          },
        }),
      );
    }
    await until(() => kiosks.every((k) => k.pageHeard() === v1.version), 60_000, 'every kiosk running v1');
    mark('20 kiosks on v1');
  }, 240_000);

  afterAll(async () => {
    await Promise.all(kiosks.map((k) => k.stop()));
    await proxy?.stop();
    for (const instance of instances) await killHard(instance);
    await broker?.stop();
    await database?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
    console.info(`kiosk-PC roll-out: ${marks.join('; ')}`);
  }, 60_000);

  it('v2 to two canaries, then half, then all: every kiosk commits it and the console shows it', async () => {
    await upload(v2);
    const canaries = deviceIds.slice(0, 2);
    const started = await consoleCall<TRollout>(RELEASES_API.rollouts, {
      version: v2.version,
      canaries,
      stages: [50, 100],
      trialSeconds: 60,
    });
    expect(started.kiosks.filter((k) => k.stage === 0).map((k) => k.deviceId)).toEqual(canaries);
    expect(started.kiosks.filter((k) => k.stage === 1)).toHaveLength(8);
    expect(started.kiosks.filter((k) => k.stage === 2)).toHaveLength(10);
    // The canaries first: nobody else is sent the update before both committed.
    const canariesDone = await untilRollout(
      started.id,
      (r) => r.kiosks.filter((k) => k.stage === 0).every((k) => k.state === 'committed'),
      90_000,
      'the canaries to commit v2',
    );
    mark('canaries committed v2');
    expect(canariesDone.currentStage).toBeLessThanOrEqual(1);
    await untilRollout(
      started.id,
      (r) => r.kiosks.filter((k) => k.stage <= 1).every((k) => k.state === 'committed'),
      90_000,
      'half the fleet to commit v2',
    );
    mark('half the fleet committed v2');
    const done = await untilRollout(
      started.id,
      (r) => r.status === 'completed',
      90_000,
      'the roll-out to complete',
    );
    mark('every kiosk committed v2');
    expect(done.counts.committed).toBe(KIOSKS);
    const took = done.kiosks
      .map((k) => (Date.parse(k.updatedAt) - Date.parse(k.sentAt!)) / 1000)
      .sort((a, b) => a - b);
    mark(
      `command to commit per kiosk: median ${took[KIOSKS / 2]!.toFixed(1)} s, longest ${took.at(-1)!.toFixed(1)} s`,
    );
    // Each kiosk's agent reports the release it runs: the console shows v2 on all twenty.
    await untilRollout(
      started.id,
      (r) => r.kiosks.every((k) => k.agentVersion === v2.version),
      20_000,
      'every agent to report v2',
    );
    for (const kiosk of kiosks) {
      expect(kiosk.current()).toBe(`releases/${v2.version}`);
      expect(kiosk.output()).toContain('"msg":"release committed"');
    }
  }, 240_000);

  it('a v3 whose agent cannot start: both canaries roll back to v2 by themselves, the roll-out halts', async () => {
    await upload(v3);
    const canaries = deviceIds.slice(0, 2);
    const began = Date.now();
    const started = await consoleCall<TRollout>(RELEASES_API.rollouts, {
      version: v3.version,
      canaries,
      stages: [50, 100],
      trialSeconds: BROKEN_TRIAL_SECONDS,
    });
    const halted = await untilRollout(
      started.id,
      (r) =>
        r.status === 'halted' &&
        r.kiosks.filter((k) => k.stage === 0).every((k) => k.state === 'rolled_back'),
      90_000,
      'both canaries rolled back and the roll-out halted',
    );
    mark('v3 rolled back on both canaries, roll-out halted');
    // Within the trial time, counted from the roll-out's start (the download and unpacking included).
    const rolledBackIn = (Date.now() - began) / 1000;
    expect(rolledBackIn).toBeLessThan(BROKEN_TRIAL_SECONDS);
    mark(`v3 back to v2 on the canaries ${rolledBackIn.toFixed(1)} s after the roll-out began`);
    // The console says why: the roll-out's reason and each canary's.
    expect(halted.haltReason).toMatch(/^[12] of [12] kiosks rolled back or failed \(threshold 0\.1\)$/);
    for (const k of halted.kiosks.filter((k) => k.stage === 0))
      expect(k.reason).toBe(`the agent of ${v3.version} stopped 3 times during its trial`);
    // No other kiosk was sent v3, then or since.
    await sleep(3_000);
    const after = await rollout(started.id);
    expect(after.status).toBe('halted');
    expect(after.kiosks.filter((k) => k.stage > 0).map((k) => [k.state, k.sentAt])).toEqual(
      Array.from({ length: KIOSKS - 2 }, () => ['pending', null]),
    );
    // Both canaries run v2 again, their agents report it; everyone else never left it.
    for (const kiosk of kiosks) expect(kiosk.current()).toBe(`releases/${v2.version}`);
    await until(
      () => kiosks.slice(0, 2).every((k) => k.pageHeard() === v2.version),
      30_000,
      "the canaries' v2 agents back",
    );
    expect(after.kiosks.filter((k) => k.stage === 0).map((k) => k.agentVersion)).toEqual([
      v2.version,
      v2.version,
    ]);
    for (const kiosk of kiosks.slice(0, 2))
      expect(kiosk.output()).toContain(`kiosk agent ${v3.version}: broken build, cannot start`);
  }, 180_000);
});

const until = async (check: () => boolean, ms: number, what: string) => {
  for (const end = Date.now() + ms; !check(); await sleep(250))
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
};

/**
 * Kiosks sent the update while a kiosk of an earlier stage had not committed (one read of the roll-out is
 * one snapshot of its kiosks): a stage starts only once every kiosk before it committed.
 */
const sentAhead = (r: TRollout) => {
  const firstOpen = Math.min(...r.kiosks.filter((k) => k.state !== 'committed').map((k) => k.stage));
  return r.kiosks.filter((k) => k.stage > firstOpen && k.sentAt !== null).map((k) => k.deviceId);
};

async function fleetIds(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from devices order by id');
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}
