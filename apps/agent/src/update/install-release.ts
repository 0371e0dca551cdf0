import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { verifyRelease, type ReleaseToCheck, type Verdict } from './release-verifier';

const run = promisify(execFile);

export interface ReleaseLog {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
}

/**
 * A downloaded release, checked (release-verifier.ts) and, when accepted, unpacked beside the others as
 * `releasesDir/{version}` (the kiosk PC's layout: /opt/kiosk-pc/releases), through a staging folder renamed
 * at the end so a half-unpacked release never carries a version's name. A refusal is logged with its reason
 * and nothing is written. Switching `current` to it is the caller's step.
 */
export async function installRelease(
  release: ReleaseToCheck & { releasesDir: string; log: ReleaseLog },
): Promise<Verdict & { dir?: string }> {
  const { releasesDir, log, tarball } = release;
  const verdict = await verifyRelease(release);
  if (!verdict.isAccepted) {
    log.warn({ tarball, reason: verdict.reason, running: release.running }, 'release refused');
    return verdict;
  }
  const { version } = verdict.manifest;
  const dir = join(releasesDir, version);
  if (existsSync(dir)) {
    log.info({ version, dir }, 'release already in place');
    return { ...verdict, dir };
  }
  const staging = join(releasesDir, `.${version}.new`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await run('tar', ['-xzf', tarball, '-C', staging, '--strip-components=1', '--no-same-owner']);
    renameSync(staging, dir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  log.info({ version, dir }, 'release verified and unpacked');
  return { ...verdict, dir };
}
