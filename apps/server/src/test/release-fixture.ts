import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RELEASE_MANIFEST_HEADER } from '@kiosk/contract';
import { newKeyPair, writeReleaseFiles } from '../../../../scripts/release-signing.mjs';

/**
 * A folder with the programme's key pair, a releases folder, and signed kiosk-PC releases made the way
 * `npm run pack:kiosk-pc -- --key` makes them (scripts/release-signing.mjs), with any bytes as tarball.
 */
export function releaseFixtures() {
  const root = mkdtempSync(join(tmpdir(), 'kiosk-releases-'));
  const keys = newKeyPair();
  writeFileSync(join(root, 'release.key'), keys.privateKey);
  writeFileSync(join(root, 'release.pub'), keys.publicKey);
  const other = newKeyPair();
  writeFileSync(join(root, 'other.key'), other.privateKey);
  return {
    root,
    env: { RELEASES_DIR: join(root, 'releases'), RELEASE_PUBLIC_KEY_FILE: join(root, 'release.pub') },
    /** A release signed by the programme's key (or `keyName`'s), its tarball `bytes` long. */
    make(version: string, bytes = 300_000, keyName = 'release.key') {
      const tarball = join(root, `kiosk-pc-${version}.tar.gz`);
      writeFileSync(tarball, randomBytes(bytes));
      writeReleaseFiles({
        artefact: tarball,
        name: 'kiosk-pc',
        version,
        minimumVersion: '0.0.0',
        privateKeyFile: join(root, keyName),
      });
      const manifest = readFileSync(`${tarball}.manifest.json`, 'utf8');
      return { tarball, body: readFileSync(tarball), manifest };
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The headers of an upload of `manifest` beside a tarball body. */
export const uploadHeaders = (manifest: string) => ({
  'content-type': 'application/octet-stream',
  [RELEASE_MANIFEST_HEADER]: Buffer.from(manifest).toString('base64'),
});
