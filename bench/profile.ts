/**
 * CPU profile of the production server under load: `node --import tsx bench/profile.ts [list|create|purchase]
 * [pglite|postgres]`. Starts apps/server/dist/main.js with --cpu-prof, runs autocannon on the scenario,
 * measures the bare Fastify ceiling beside it, and prints the top five hotspots (self time) by package and
 * by function, with the machine's load average. BENCH_SERVER names another build to profile (a file
 * beside dist/main.js, e.g. the previous commit's build copied to dist/main-before.js).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measurePurchase, measureUrl, pairedTarget, restock, type LoadOptions } from './lib/api-bench';
import { summariseProfile } from './lib/cpu-profile';
import { freshBenchDatabase } from './lib/postgres';
import { BENCH_PRODUCTION_ENV, freePort, serverArgs, startProcess } from './lib/processes';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEVICE = 'demo-kiosk-0001';
const PASSKEY = 'bench-staff-passkey';
const SECRET = 'bench-profile-secret-0123456789abcdef';
const [scenario = 'list', databaseKind = 'pglite'] = process.argv.slice(2);
const LOAD: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 8),
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kiosk-profile-'));
  const profileDir = join(dataDir, 'profile');
  const database = databaseKind === 'postgres' ? await freshBenchDatabase() : null;
  if (databaseKind === 'postgres' && !database) throw new Error('PostgreSQL is not reachable');
  const port = await freePort();
  const server = await startProcess(
    serverArgs(
      join(ROOT, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js'),
      '--cpu-prof',
      '--cpu-prof-dir',
      profileDir,
    ),
    {
      ...BENCH_PRODUCTION_ENV,
      DISPENSE_UNIT_MS: '0',
      DEMO_STAFF_PASSKEY: PASSKEY,
      SECRET_KEY: SECRET,
      DATA_DIR: join(dataDir, 'data'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(database ? { DATABASE_URL: database.url, SEED_DEMO: 'true' } : {}),
    },
    port,
    '/readyz',
  );
  const device = `${server.baseUrl}/devices/${DEVICE}`;
  const load = loadavg();
  let figure;
  try {
    const paired = () =>
      pairedTarget({ baseUrl: server.baseUrl, deviceId: DEVICE, passkey: PASSKEY, secret: SECRET });
    if (scenario === 'create') {
      const target = await paired();
      await restock(target, 'condoms-3-pack');
      figure = await measureUrl('order creation', `${device}/orders?locale=en`, LOAD, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: target.kioskCookie },
        body: JSON.stringify({ skus: [{ skuId: 'condoms-3-pack', quantity: 1 }] }),
      });
    } else if (scenario === 'purchase') {
      figure = await measurePurchase(await paired(), LOAD);
    } else {
      figure = await measureUrl('product list', `${device}/products?locale=en`, LOAD);
    }
  } finally {
    await server.stop();
    await database?.drop();
  }
  const ceilingPort = await freePort();
  const ceiling = await startProcess(
    ['--import', 'tsx', join(ROOT, 'bench/ceiling-server.ts')],
    { PORT: String(ceilingPort) },
    ceilingPort,
    '/ready',
  );
  const bare = await measureUrl(
    'ceiling',
    `${ceiling.baseUrl}/json/${Math.round(figure.bodyBytes / 100) * 100 || 100}`,
    LOAD,
  ).finally(() => ceiling.stop());
  const [file] = readdirSync(profileDir);
  // The load's seconds only (the server stops right after them), not its start.
  const summary = summariseProfile(join(profileDir, file!), { lastSeconds: LOAD.durationSeconds });
  const pct = (s: number) => `${(s * 100).toFixed(1)} %`;
  console.log(`load average ${load.map((l) => l.toFixed(2)).join(' / ')} (start)`);
  console.log(
    `${figure.scenario} on ${databaseKind}: ${figure.perSecond.toFixed(0)} req/s, p50 ${figure.p50Ms.toFixed(1)} ms, p99 ${figure.p99Ms.toFixed(1)} ms, ${figure.bodyBytes} B, failed ${figure.failed}`,
  );
  console.log(
    `bare Fastify ${bare.bodyBytes} B: ${bare.perSecond.toFixed(0)} req/s → ${pct(figure.perSecond / bare.perSecond)} of the ceiling`,
  );
  console.log('top five by package (self time):');
  for (const h of summary.byArea) console.log(`  ${pct(h.share).padStart(7)}  ${h.name}`);
  console.log('top five by function (self time):');
  for (const h of summary.byFunction) console.log(`  ${pct(h.share).padStart(7)}  ${h.name}`);
  if (!process.env.KEEP_PROFILE) rmSync(dataDir, { recursive: true, force: true });
  else console.log(dataDir);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
