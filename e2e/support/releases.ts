import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeReleaseFiles } from '../../scripts/release-signing.mjs';

/**
 * A kiosk-PC release signed by this run's programme key (playwright.config.ts writes it into the data
 * folder), made the way `npm run pack:kiosk-pc -- --key` makes one, with random bytes as its tarball;
 * and a tampered copy of the tarball, whose sha256 is not the manifest's.
 */
export function signedRelease(version: string, bytes = 200_000) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the spec through playwright.config.ts');
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-e2e-release-'));
  const tarball = join(dir, `kiosk-pc-${version}.tar.gz`);
  writeFileSync(tarball, randomBytes(bytes));
  writeReleaseFiles({
    artefact: tarball,
    name: 'kiosk-pc',
    version,
    minimumVersion: '0.0.0',
    privateKeyFile: join(dataDir, 'release.key'),
  });
  const body = readFileSync(tarball);
  body[0] = body[0]! ^ 0xff;
  const tampered = join(dir, 'tampered.tar.gz');
  writeFileSync(tampered, body);
  return { tarball, manifest: `${tarball}.manifest.json`, tampered };
}
