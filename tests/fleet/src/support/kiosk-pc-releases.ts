import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { newKeyPair, writeReleaseFiles } from '../../../../scripts/release-signing.mjs';

/** Run as child processes, so that a test's other set-up goes on meanwhile. */
const run = promisify(execFile);

/** A kiosk-PC release unpacked: its folder and the version it was stamped with (its VERSION file). */
export interface UnpackedRelease {
  dir: string;
  version: string;
}

/** A release as the API serves it: the tarball and its signed manifest beside it. */
export interface SignedRelease {
  version: string;
  tarball: string;
  manifest: string;
}

/** Unpacks `npm run pack:kiosk-pc`'s tarball into `into`. */
export async function unpackRelease(tarball: string, into: string): Promise<UnpackedRelease> {
  await run('tar', ['-xzf', tarball, '-C', into]);
  const name = readdirSync(into).find((entry) => entry.startsWith('kiosk-pc-'));
  if (!name) throw new Error(`${tarball} holds no kiosk-pc-{version} folder`);
  const dir = join(into, name);
  return { dir, version: readFileSync(join(dir, 'VERSION'), 'utf8').trim() };
}

/**
 * A version `majors` major versions after `version` (release-version-order.ts): `v{major + majors}.0.0`,
 * so a re-stamped release is an upgrade whatever the packed one was called (an untagged build, 0.1.0-g…,
 * gives v2.0.0 and v3.0.0 for 2 and 3).
 */
export function laterVersion(version: string, majors: number): string {
  const major = /^v?(\d+)\./.exec(version)?.[1];
  if (major === undefined) throw new Error(`"${version}" is not a release version`);
  return `v${Number(major) + majors}.0.0`;
}

/** What a re-stamped release's agent does: the packed agent as it is, or stop at once (a broken build). */
export type RestampedAgent = 'as-packed' | 'cannot-start';

/**
 * The packed release re-stamped as `version`, as a build with RELEASE_VERSION would stamp it: its VERSION
 * file and the version string the bundle carries (the agent reports it); nothing else changes. With
 * `cannot-start`, its agent bundle is replaced by one that exits with an error before it does anything.
 * Packed as kiosk-pc-{version}.tar.gz in `out` and signed with `privateKeyFile` (scripts/release-signing.mjs,
 * as `npm run pack:kiosk-pc -- --key` signs).
 */
export async function restampRelease(
  from: UnpackedRelease,
  version: string,
  out: string,
  options: { privateKeyFile: string; agent?: RestampedAgent },
): Promise<SignedRelease> {
  const work = mkdtempSync(join(tmpdir(), 'kiosk-pc-restamp-'));
  try {
    const name = `kiosk-pc-${version}`;
    const dir = join(work, name);
    // Hard links, and each changed file replaced (removed, then written), never written through.
    await run('cp', ['-al', from.dir, dir]);
    rmSync(join(dir, 'VERSION'));
    writeFileSync(join(dir, 'VERSION'), `${version}\n`);
    const bundle = join(dir, 'agent/kiosk-agent.mjs');
    const stamped = JSON.stringify(from.version);
    const code = readFileSync(bundle, 'utf8');
    rmSync(bundle);
    if (!code.includes(stamped)) throw new Error(`the agent bundle does not carry ${stamped}`);
    writeFileSync(
      bundle,
      options.agent === 'cannot-start'
        ? `console.error('kiosk agent ${version}: broken build, cannot start');\nprocess.exit(3);\n`
        : code.replaceAll(stamped, JSON.stringify(version)),
    );
    const tarball = join(out, `${name}.tar.gz`);
    // gzip's fastest level: the same format, a third of the time for the runtime's 120 MB.
    await run('tar', ['-I', 'gzip -1', '-cf', tarball, name], { cwd: work });
    writeReleaseFiles({
      artefact: tarball,
      name: 'kiosk-pc',
      version,
      minimumVersion: '0.0.0',
      privateKeyFile: options.privateKeyFile,
    });
    return { version, tarball, manifest: readFileSync(`${tarball}.manifest.json`, 'utf8') };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The programme's key pair for a test, in `dir`: release.key (private) and release.pub. */
export function programmeKey(dir: string): { privateKeyFile: string; publicKeyFile: string } {
  const keys = newKeyPair();
  const privateKeyFile = join(dir, 'release.key');
  const publicKeyFile = join(dir, 'release.pub');
  writeFileSync(privateKeyFile, keys.privateKey, { mode: 0o600 });
  writeFileSync(publicKeyFile, keys.publicKey);
  return { privateKeyFile, publicKeyFile };
}
