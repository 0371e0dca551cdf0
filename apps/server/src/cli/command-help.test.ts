import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every command a person runs, as a process of its own started in a folder of its own (what its npm script
 * runs, without npm's start-up, which the package.json check below covers): `--help` prints the usage and
 * exit 0, an unknown flag one line and exit 2, and neither builds, creates a data folder, opens a
 * database or writes a file.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const TSX = ['--import', import.meta.resolve('tsx')];

const rootScripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest).scripts;
const workspaceScripts = (folder: string) =>
  (JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as Manifest).scripts;
interface Manifest {
  scripts: Record<string, string>;
}

/** Each command: the npm script a person types, what that script runs, and the same as a node command line. */
const COMMANDS: { name: string; script: string; node: string[] }[] = [
  { name: 'start', script: rootScripts.start!, node: ['scripts/start.mjs'] },
  { name: 'dev', script: rootScripts.dev!, node: ['scripts/dev.mjs'] },
  { name: 'test', script: rootScripts.test!, node: ['scripts/test.mjs'] },
  { name: 'pack:kiosk-pc', script: rootScripts['pack:kiosk-pc']!, node: ['scripts/pack-kiosk-pc.mjs'] },
  { name: 'pack:api', script: rootScripts['pack:api']!, node: ['scripts/pack-api.mjs'] },
  { name: 'release:keygen', script: rootScripts['release:keygen']!, node: ['scripts/release-keygen.mjs'] },
  {
    name: 'test:driver',
    script: rootScripts['test:driver']!,
    node: [...TSX, 'apps/agent/src/driver-conformance/cli.ts'],
  },
  ...[
    'staff:set-passkey',
    'operator:create',
    'staff:pair',
    'kiosk:provision',
    'db:migrate',
    'db:backup',
    'db:restore',
    'db:upgrade',
    'openapi:write',
    'release:upload',
  ].map((name) => ({
    name,
    script: workspaceScripts('apps/server')[name]!,
    node: [...TSX, `apps/server/${workspaceScripts('apps/server')[name]!.replace(/^tsx /, '')}`],
  })),
  {
    name: 'the device agent',
    script: workspaceScripts('apps/agent').start!,
    node: [...TSX, 'apps/agent/src/main.ts'],
  },
  {
    name: 'kiosk:hw',
    script: workspaceScripts('apps/agent')['kiosk:hw']!,
    node: [...TSX, 'apps/agent/src/bring-up/cli.ts'],
  },
  ...['bench', 'bench:fleet', 'bench:console', 'bench:sign-in-flood', 'check:web-budget'].map((name) => ({
    name,
    script: rootScripts[name]!,
    node: [...TSX, rootScripts[name]!.replace(/^node --import tsx /, '')],
  })),
  { name: 'test:quick', script: rootScripts['test:quick']!, node: ['scripts/test-quick.mjs'] },
];

/**
 * Files a command that acted would have written in the repository: the builds of `npm start`, the release,
 * the benches' reports.
 */
const WATCHED = [
  'apps/server/dist/main.js',
  'apps/web/dist/index.html',
  'apps/agent/dist/kiosk-agent.mjs',
  'dist',
  'data',
  'bench/results',
  'bench/results/fleet-scale.md',
  'bench/results/console.md',
  'bench/results/console-scale.md',
  'bench/results/sign-in-flood.md',
  'apps/server/data',
  'apps/agent/agent-data',
];
const stamp = () =>
  WATCHED.map((path) => {
    const full = join(ROOT, path);
    return `${path}:${existsSync(full) ? statSync(full).mtimeMs : 'absent'}`;
  });

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let cwd: string;
let env: NodeJS.ProcessEnv;

function run(nodeArgs: string[], commandArgs: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const args = nodeArgs.map((arg) =>
      arg.startsWith('-') || arg.startsWith('file:') ? arg : join(ROOT, arg),
    );
    const child = execFile(
      process.execPath,
      [...args, ...commandArgs],
      { cwd, env, timeout: 90_000, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => resolve({ code: child.exitCode ?? (error ? 1 : 0), stdout, stderr }),
    );
    child.stdin?.end();
  });
}

/** At most `limit` at once: each tsx command takes a second or more of a core to start. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

type Outcome = { name: string; help: Run; bad: Run };
let outcomes: Outcome[];
let before: string[];

beforeAll(async () => {
  cwd = mkdtempSync(join(tmpdir(), 'kiosk-command-help-'));
  env = { ...process.env, INIT_CWD: cwd, DATA_DIR: join(cwd, 'data'), LOG_LEVEL: 'silent' };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'NODE_ENV', 'MQTT_URL', 'AGENT_DEVICE_ID'])
    delete env[name];
  before = stamp();
  const runs = COMMANDS.flatMap(({ name, node }) => [
    { name, node, flag: '--help' },
    { name, node, flag: '--no-such-flag' },
  ]);
  const results = await inParallel(runs, 3, ({ node, flag }) => run(node, [flag]));
  outcomes = COMMANDS.map(({ name }, index) => ({
    name,
    help: results[2 * index]!,
    bad: results[2 * index + 1]!,
  }));
}, 240_000);

afterAll(() => rmSync(cwd, { recursive: true, force: true }));

describe('every command a person runs', () => {
  it('is the command its npm script runs', () => {
    expect(rootScripts.start).toBe('node scripts/start.mjs');
    expect(rootScripts.dev).toBe('node scripts/dev.mjs');
    expect(rootScripts.test).toBe('node scripts/test.mjs');
    expect(rootScripts['test:quick']).toBe('node scripts/test-quick.mjs');
    expect(rootScripts['pack:kiosk-pc']).toBe('node scripts/pack-kiosk-pc.mjs');
    expect(rootScripts['pack:api']).toBe('node scripts/pack-api.mjs');
    expect(rootScripts['release:keygen']).toBe('node scripts/release-keygen.mjs');
    expect(rootScripts['test:driver']).toBe('node --import tsx apps/agent/src/driver-conformance/cli.ts');
    expect(workspaceScripts('apps/agent').start).toBe('tsx src/main.ts');
    expect(rootScripts['kiosk:hw']).toBe('npm run kiosk:hw -w @kiosk/agent --');
    expect(workspaceScripts('apps/agent')['kiosk:hw']).toBe('tsx src/bring-up/cli.ts');
    for (const { name, script } of COMMANDS.filter(({ name }) => /^(bench|check:)/.test(name)))
      expect(script, name).toMatch(/^node --import tsx bench\/[a-z-]+\.ts$/);
    for (const { name, script } of COMMANDS.slice(7, 16)) {
      expect(rootScripts[name]).toBe(`npm run ${name} -w @kiosk/server --`);
      expect(script).toMatch(/^tsx src\/cli\/[a-z-]+\.ts$/);
    }
  });

  it('prints its usage on --help and exits 0', () => {
    for (const { name, help } of outcomes) {
      expect(help.code, `${name}: ${help.stderr}`).toBe(0);
      expect(help.stdout, name).toContain('Usage');
      expect(help.stderr, name).toBe('');
    }
  });

  it('says in its help where its settings come from, and where to read more', () => {
    for (const { name, help } of outcomes) {
      expect(help.stdout, name).toMatch(/\.env|environment/);
      expect(help.stdout, name).toMatch(/More: |docs\//);
    }
  });

  it('answers an unknown flag with one line on stderr and exit 2', () => {
    for (const { name, bad } of outcomes) {
      expect(bad.code, `${name}: ${bad.stdout}${bad.stderr}`).toBe(2);
      expect(bad.stderr.trim().split('\n'), name).toEqual([expect.stringContaining("'--no-such-flag'")]);
      expect(bad.stdout, name).toBe('');
    }
  });

  it('changed nothing: no data folder, no file in its folder, no build, no release', () => {
    expect(readdirSync(cwd)).toEqual([]);
    expect(stamp()).toEqual(before);
  });
});

describe('the repository .env', () => {
  it('is read by the shared loader; what the environment already sets wins', async () => {
    // A copy of the loader in a folder of its own, with a .env and a package.json of the repository's name.
    const repo = mkdtempSync(join(tmpdir(), 'kiosk-dotenv-'));
    try {
      mkdirSync(join(repo, 'scripts'));
      copyFileSync(join(ROOT, 'scripts/command-line.mjs'), join(repo, 'scripts/command-line.mjs'));
      writeFileSync(join(repo, 'package.json'), JSON.stringify({ name: 'health-kiosk' }));
      writeFileSync(join(repo, '.env'), 'KIOSK_DOTENV_PROBE=from-file\nPORT=1111\n');
      const script =
        "const m = await import('./scripts/command-line.mjs'); const loaded = m.loadDotEnv();" +
        'console.log(JSON.stringify({ probe: process.env.KIOSK_DOTENV_PROBE, port: process.env.PORT,' +
        ' names: loaded.names, summary: m.dotEnvSummary(loaded) }));';
      const out = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ['--input-type=module', '-e', script],
          { cwd: repo, env: { ...process.env, PORT: '2222', KIOSK_DOTENV_PROBE: '' } },
          (error, stdout) => (error ? reject(error) : resolve(stdout)),
        ),
      );
      const result = JSON.parse(out) as { probe: string; port: string; names: string[]; summary: string };
      // An empty value set in the environment is set: it wins too.
      expect(result).toMatchObject({ probe: '', port: '2222', names: [] });
      expect(result.summary).toContain(join(repo, '.env'));

      const fresh = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ['--input-type=module', '-e', script],
          { cwd: repo, env: { ...process.env, PORT: '2222', KIOSK_DOTENV_PROBE: undefined } },
          (error, stdout) => (error ? reject(error) : resolve(stdout)),
        ),
      );
      expect(JSON.parse(fresh)).toMatchObject({
        probe: 'from-file',
        port: '2222',
        names: ['KIOSK_DOTENV_PROBE'],
      });
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it("is what npm start's help names as its settings file", () => {
    const start = outcomes.find((o) => o.name === 'start')!;
    expect(start.help.stdout).toContain(join(ROOT, '.env'));
  });
});
