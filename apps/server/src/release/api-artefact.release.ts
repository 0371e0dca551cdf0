import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../node-flags.mjs';
import { createDatabase } from '../test/pg-database';
import { freePort } from '../test/server-process';

const repo = new URL('../../../../', import.meta.url).pathname;
const isRoot = process.getuid?.() === 0;
const postgres = process.env.TEST_DATABASE_URL;

/** The API tarball under test: API_TARBALL when CI packed it, else packed here from `npm run build`'s output. */
function apiTarball(): string {
  if (process.env.API_TARBALL) return process.env.API_TARBALL;
  const out = mkdtempSync(join(tmpdir(), 'api-tarball-'));
  execFileSync('npm', ['run', 'pack:api', '--', '--out', out], { cwd: repo, stdio: 'ignore' });
  return join(
    out,
    readdirSync(out).find((f) => f.endsWith('.tar.gz'))!,
  );
}

/** A temporary root with the account files of this system's root user, for useradd --root. */
function freshRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'api-root-'));
  mkdirSync(join(root, 'etc'));
  for (const file of ['passwd', 'shadow', 'group', 'gshadow']) {
    const line = readFileSync(`/etc/${file}`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('root:'));
    writeFileSync(join(root, 'etc', file), `${line}\n`);
  }
  return root;
}

describe.skipIf(!isRoot || !postgres)('the API release, installed into a temporary root', () => {
  let tarball: string;
  let version: string;
  let root: string;
  let install: ReturnType<typeof spawnSync>;
  let server: ChildProcess | undefined;
  let database: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    tarball = apiTarball();
    version = /api-(.+)\.tar\.gz$/.exec(tarball)![1]!;
    const unpacked = mkdtempSync(join(tmpdir(), 'api-unpacked-'));
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
    root = freshRoot();
    install = spawnSync(join(unpacked, `api-${version}/install-api.sh`), ['--root', root], {
      encoding: 'utf8',
    });
    database = await createDatabase(postgres!);
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await database?.drop();
  });

  it('lays down the release beside others, the link, the unit and its drop-in for the release’s Node', () => {
    expect(install.status, String(install.stderr)).toBe(0);
    expect(readlinkSync(join(root, 'opt/kiosk-api'))).toBe(`kiosk-api-${version}`);
    const dropIn = readFileSync(
      join(root, 'etc/systemd/system/kiosk-api@.service.d/release-node.conf'),
      'utf8',
    );
    expect(dropIn).toContain(
      `ExecStart=/opt/kiosk-api/node/bin/node ${SERVER_NODE_FLAGS.join(' ')} dist/main.js`,
    );
    expect(readFileSync(join(root, 'etc/passwd'), 'utf8')).toMatch(/^kiosk-api:/m);
    // Production dependencies only: what the bundle leaves outside, no build or test tool.
    const modules = join(root, 'opt/kiosk-api/node_modules');
    expect(existsSync(join(modules, '@electric-sql/pglite'))).toBe(true);
    for (const tool of ['vitest', 'esbuild', 'typescript', 'drizzle-kit', 'tsx', 'fastify'])
      expect(existsSync(join(modules, tool)), tool).toBe(false);
  });

  it('installs a unit and drop-in that systemd-analyze verify loads, running the release’s own Node', () => {
    // The installed files with /opt/kiosk-api/ moved into the temporary root, so verify finds the programs.
    const units = mkdtempSync(join(tmpdir(), 'api-units-'));
    const installed = join(root, 'etc/systemd/system');
    const moved = (file: string) =>
      readFileSync(join(installed, file), 'utf8').replaceAll('/opt/kiosk-api/', `${root}/opt/kiosk-api/`);
    mkdirSync(join(units, 'kiosk-api@.service.d'));
    writeFileSync(join(units, 'kiosk-api@.service'), moved('kiosk-api@.service'));
    const dropIn = 'kiosk-api@.service.d/release-node.conf';
    writeFileSync(join(units, dropIn), moved(dropIn));
    const verify = spawnSync('systemd-analyze', ['verify', join(units, 'kiosk-api@8081.service')], {
      encoding: 'utf8',
      env: { ...process.env, SYSTEMD_UNIT_PATH: `${units}:` },
    });
    expect(verify.status, verify.stderr).toBe(0);
    expect(verify.stderr).toBe('');
    // The drop-in is read: pointing it at a missing Node fails the same check.
    writeFileSync(join(units, dropIn), '[Service]\nExecStart=\nExecStart=/nonexistent/node dist/main.js\n');
    const broken = spawnSync('systemd-analyze', ['verify', join(units, 'kiosk-api@8081.service')], {
      encoding: 'utf8',
      env: { ...process.env, SYSTEMD_UNIT_PATH: `${units}:` },
    });
    expect(broken.status).not.toBe(0);
    expect(broken.stderr).toContain('/nonexistent/node');
  });

  it('migrates and serves from the release with its own Node: /readyz 200 with the artefact’s version', async () => {
    const app = join(root, 'opt/kiosk-api/apps/server');
    const node = join(root, 'opt/kiosk-api/node/bin/node');
    expect(execFileSync(node, ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./);
    const port = await freePort();
    const env = {
      PATH: process.env.PATH,
      DATABASE_URL: database.url,
      SECRET_KEY: 'k'.repeat(32),
      SEED_DEMO: 'false',
      MIGRATE_ON_START: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'api-data-')),
    };
    const migrate = spawnSync(node, ['dist/migrate.js'], { cwd: app, env, encoding: 'utf8' });
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(migrate.stdout).toContain('Migrated the PostgreSQL database');

    let output = '';
    server = spawn(node, [...SERVER_NODE_FLAGS, 'dist/main.js'], { cwd: app, env });
    server.stdout?.on('data', (chunk) => (output += String(chunk)));
    server.stderr?.on('data', (chunk) => (output += String(chunk)));
    let ready: Response | undefined;
    for (let i = 0; i < 600 && ready?.status !== 200; i++) {
      expect(server.exitCode, output).toBeNull();
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
      if (ready?.status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready?.status, output).toBe(200);
    expect(((await ready!.json()) as { data: { version: string } }).data.version).toBe(version);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<meta name="release-version" content="${version}">`);
  });
});
