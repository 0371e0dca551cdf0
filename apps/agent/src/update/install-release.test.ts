import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newKeyPair, writeReleaseFiles } from '../../../../scripts/release-signing.mjs';
import { installRelease } from './install-release';
import { compareVersions } from './release-version-order';

let work: string;
let releasesDir: string;
let programme: { privateKey: string; publicKey: string };
let logged: { level: string; fields: Record<string, unknown>; message: string }[];
const log = {
  info: (fields: object, message: string) => logged.push({ level: 'info', fields: { ...fields }, message }),
  warn: (fields: object, message: string) => logged.push({ level: 'warn', fields: { ...fields }, message }),
};

/** A kiosk-pc tarball of `version` signed by `privateKey`, as `npm run pack:kiosk-pc -- --key` writes one. */
function packed(version: string, privateKey = programme.privateKey, minimumVersion = '0.0.0') {
  const name = `kiosk-pc-${version}`;
  const folder = join(work, 'build', name);
  mkdirSync(join(folder, 'agent'), { recursive: true });
  writeFileSync(join(folder, 'VERSION'), `${version}\n`);
  writeFileSync(join(folder, 'agent/kiosk-agent.mjs'), `console.log(${JSON.stringify(version)});\n`);
  const tarball = join(work, `${name}.tar.gz`);
  execFileSync('tar', ['-czf', tarball, name], { cwd: join(work, 'build') });
  const keyFile = join(work, `key-${version}.pem`);
  writeFileSync(keyFile, privateKey, { mode: 0o600 });
  writeReleaseFiles({
    artefact: tarball,
    name: 'kiosk-pc',
    version,
    minimumVersion,
    privateKeyFile: keyFile,
  });
  return { tarball, manifestFile: `${tarball}.manifest.json` };
}

const offer = (release: { tarball: string; manifestFile: string }, running: string, previous?: string) =>
  installRelease({ ...release, publicKey: programme.publicKey, running, previous, releasesDir, log });

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'install-release-'));
  releasesDir = join(work, 'releases');
  mkdirSync(releasesDir);
  programme = newKeyPair();
  logged = [];
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A refusal: its reason logged, and nothing under the releases folder. */
function expectRefused(verdict: { isAccepted: boolean }, reason: RegExp) {
  expect(verdict.isAccepted).toBe(false);
  expect(logged).toEqual([expect.objectContaining({ level: 'warn', message: 'release refused' })]);
  expect(String(logged[0]!.fields.reason)).toMatch(reason);
  expect(readdirSync(releasesDir)).toEqual([]);
}

describe('a kiosk offered a release', () => {
  it('unpacks a newer release signed by the programme beside the others', async () => {
    const verdict = await offer(packed('v1.3.0'), 'v1.2.0');
    expect(verdict).toMatchObject({ isAccepted: true, dir: join(releasesDir, 'v1.3.0') });
    expect(readdirSync(releasesDir)).toEqual(['v1.3.0']);
    expect(readFileSync(join(releasesDir, 'v1.3.0/VERSION'), 'utf8')).toBe('v1.3.0\n');
    expect(logged).toEqual([
      expect.objectContaining({ level: 'info', message: 'release verified and unpacked' }),
    ]);
  });

  it('refuses a tampered tarball', async () => {
    const release = packed('v1.3.0');
    appendFileSync(release.tarball, 'x');
    expectRefused(await offer(release, 'v1.2.0'), /sha256 .* the manifest says/);
  });

  it('refuses a manifest signed by another key', async () => {
    expectRefused(await offer(packed('v1.3.0', newKeyPair().privateKey), 'v1.2.0'), /not the programme’s/);
  });

  it('refuses a manifest changed after signing (a version raised)', async () => {
    const release = packed('v1.3.0');
    const manifest = JSON.parse(readFileSync(release.manifestFile, 'utf8'));
    writeFileSync(release.manifestFile, JSON.stringify({ ...manifest, minimumVersion: '0.0.1' }));
    expectRefused(await offer(release, 'v1.2.0'), /not the programme’s/);
  });

  it('refuses a downgrade, and the release it runs', async () => {
    expectRefused(await offer(packed('v1.1.0'), 'v1.2.0'), /older than the running v1\.2\.0/);
    logged = [];
    expectRefused(await offer(packed('v1.2.0'), 'v1.2.0'), /is the one running/);
  });

  it('takes an older release when it is its own previous one: a roll-back', async () => {
    expect(await offer(packed('v1.1.0'), 'v1.2.0', 'v1.1.0')).toMatchObject({ isAccepted: true });
    expect(readdirSync(releasesDir)).toEqual(['v1.1.0']);
  });

  it('refuses a release that does not upgrade from the version it runs', async () => {
    expectRefused(await offer(packed('v2.0.0', undefined, 'v1.5.0'), 'v1.2.0'), /upgrades from v1\.5\.0/);
  });

  it('refuses a missing or unreadable manifest', async () => {
    const release = packed('v1.3.0');
    rmSync(release.manifestFile);
    expectRefused(await offer(release, 'v1.2.0'), /manifest cannot be read/);
  });
});

describe('the order of release versions', () => {
  it('orders tags, commits after a tag and untagged builds', () => {
    expect(compareVersions('v1.2.0', 'v1.10.0')).toBeLessThan(0);
    expect(compareVersions('v1.2.0-3-gabc1234', 'v1.2.0')).toBeGreaterThan(0);
    expect(compareVersions('v1.2.0-3-gabc1234', 'v1.2.0-12-gdef5678')).toBeLessThan(0);
    expect(compareVersions('0.1.0-gabc1234-dirty', '0.1.0')).toBe(0);
    expect(compareVersions('1.2.0', 'v1.2.0')).toBe(0);
    expect(compareVersions('dev', 'v1.2.0')).toBeUndefined();
  });
});
