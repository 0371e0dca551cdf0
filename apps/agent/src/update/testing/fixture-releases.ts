import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeReleaseFiles } from '../../../../../scripts/release-signing.mjs';

const agentMain = fileURLToPath(new URL('../../main.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** What a fixture release's agent does: this checkout's agent (through tsx), exit at once, or hang. */
export type FixtureAgent = 'real' | 'exits-at-start' | 'hangs-at-start';

const FIXTURE_AGENTS: Record<Exclude<FixtureAgent, 'real'>, (version: string) => string> = {
  'exits-at-start': (version) =>
    `console.error('release ${version}: this agent cannot start');\nprocess.exit(3);\n`,
  // Its event loop blocked for good: no timer of its own (the trial's deadline) ever fires.
  'hangs-at-start': (version) =>
    `console.error('release ${version}: this agent hangs');\nAtomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);\n`,
};

/**
 * A release's files as the tarball holds them: VERSION, agent/kiosk-agent.mjs and node/bin/node. The
 * `real` agent is this checkout's sources run by this Node through tsx (its node/bin/node a wrapper), so
 * a test needs no `npm run build`; `exits-at-start` stops with status 3 before it does anything;
 * `hangs-at-start` never stops and never does anything.
 */
export function writeReleaseFolder(folder: string, version: string, agent: FixtureAgent = 'real'): void {
  mkdirSync(join(folder, 'agent'), { recursive: true });
  mkdirSync(join(folder, 'node/bin'), { recursive: true });
  writeFileSync(join(folder, 'VERSION'), `${version}\n`);
  writeFileSync(
    join(folder, 'agent/kiosk-agent.mjs'),
    agent === 'real'
      ? `await import(${JSON.stringify(pathToFileURL(agentMain).href)});\n`
      : FIXTURE_AGENTS[agent](version),
  );
  const node = join(folder, 'node/bin/node');
  writeFileSync(node, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} --import ${tsxLoader} "$@"\n`);
  chmodSync(node, 0o755);
}

/** /opt/kiosk-pc as install.sh lays it: these releases, `current` and `previous`. */
export function kioskPcDir(root: string, versions: string[], current: string, previous?: string): string {
  const dir = join(root, 'kiosk-pc');
  for (const version of versions) writeReleaseFolder(join(dir, 'releases', version), version);
  symlinkSync(`releases/${current}`, join(dir, 'current'));
  if (previous) symlinkSync(`releases/${previous}`, join(dir, 'previous'));
  return dir;
}

/**
 * `kiosk-pc-{version}.tar.gz` with its signed manifest in `into`, as `npm run pack:kiosk-pc -- --key`
 * writes them: the tarball, its path for the roll-out and its sha256.
 */
export function packFixture(
  into: string,
  version: string,
  options: { privateKey: string; agent?: FixtureAgent; minimumVersion?: string },
) {
  const work = mkdtempSync(join(into, '.pack-'));
  const name = `kiosk-pc-${version}`;
  writeReleaseFolder(join(work, name), version, options.agent);
  const tarball = join(into, `${name}.tar.gz`);
  execFileSync('tar', ['-czf', tarball, name], { cwd: work });
  const keyFile = join(work, 'release.key');
  writeFileSync(keyFile, options.privateKey, { mode: 0o600 });
  writeReleaseFiles({
    artefact: tarball,
    name: 'kiosk-pc',
    version,
    minimumVersion: options.minimumVersion ?? '0.0.0',
    privateKeyFile: keyFile,
  });
  const sha256 = execFileSync('sha256sum', [tarball], { encoding: 'utf8' }).split(' ')[0]!;
  return { tarball, path: `/${name}.tar.gz`, sha256 };
}
