import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { ZReleaseVersion, type TKioskRelease } from '@kiosk/contract';
import { checkSignedManifest } from '@kiosk/device-link/release';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import { conflict, validation } from '../../http/app-error';
import { dropFile, keepFile, receiveFile, TooLargeError } from './release-files';
import { findRelease, insertRelease, listReleases, type KioskReleaseRow } from './releases.repository';

export { findRelease, type KioskReleaseRow };

/** What an upload needs: the database and the releases settings (the API's context, or the CLI's). */
export interface ReleaseStore {
  db: Db;
  config: Pick<Config, 'releases'>;
}

async function programmeKey(config: ReleaseStore['config']): Promise<string> {
  const file = config.releases.publicKeyFile;
  if (!file) throw conflict('error.release.notNow', { reason: 'RELEASE_PUBLIC_KEY_FILE is not set' });
  return readFile(file, 'utf8').catch(() => {
    throw conflict('error.release.notNow', { reason: 'RELEASE_PUBLIC_KEY_FILE cannot be read' });
  });
}

/** The signed manifest's release, checked before the tarball is read: only kiosk-PC releases. */
async function checkedManifest(store: ReleaseStore, manifestText: string) {
  const checked = checkSignedManifest(manifestText, await programmeKey(store.config));
  if ('problem' in checked) throw validation('manifest', checked.problem);
  const { manifest } = checked;
  const file = manifest.files[0]!;
  if (manifest.name !== 'kiosk-pc' || !ZReleaseVersion.safeParse(manifest.version).success)
    throw validation('manifest', 'the manifest is not a kiosk-PC release');
  if (file.path !== `kiosk-pc-${manifest.version}.tar.gz`)
    throw validation('manifest', `the manifest lists ${file.path}, not kiosk-pc-${manifest.version}.tar.gz`);
  if (await findRelease(store.db, manifest.version))
    throw conflict('error.release.notNow', { reason: `release ${manifest.version} is already uploaded` });
  return { manifest, file };
}

/**
 * Uploads a release: its manifest signed by the programme's key (RELEASE_PUBLIC_KEY_FILE), the tarball
 * streamed to the releases folder while hashed, then kept only when its sha256 and size are the
 * manifest's. Anything refused leaves nothing behind.
 */
export async function uploadRelease(
  store: ReleaseStore,
  body: Readable,
  manifestText: string,
  uploadedBy: string,
): Promise<TKioskRelease> {
  const { manifest, file } = await checkedManifest(store, manifestText);
  const { dir, maxBytes } = store.config.releases;
  const received = await receiveFile(dir, body, maxBytes).catch((error: unknown) => {
    if (error instanceof TooLargeError) throw validation('tarball', `larger than ${maxBytes} bytes`);
    throw error;
  });
  try {
    if (received.sha256 !== file.sha256 || received.bytes !== file.bytes)
      throw validation('tarball', `its sha256 is ${received.sha256}, the manifest says ${file.sha256}`);
    const row = {
      version: manifest.version,
      tarballName: file.path,
      sha256: file.sha256,
      bytes: file.bytes,
      minimumVersion: manifest.minimumVersion,
      manifest: manifestText,
      uploadedBy,
    };
    await keepFile(dir, received.file, manifest.version, file.path);
    if (!(await insertRelease(store.db, row)))
      throw conflict('error.release.notNow', { reason: `release ${manifest.version} is already uploaded` });
    return releaseOut((await findRelease(store.db, manifest.version))!);
  } finally {
    await dropFile(received.file);
  }
}

export const releaseOut = (row: KioskReleaseRow): TKioskRelease => ({
  version: row.version,
  tarballName: row.tarballName,
  sha256: row.sha256,
  bytes: row.bytes,
  minimumVersion: row.minimumVersion,
  uploadedBy: row.uploadedBy,
  uploadedAt: row.uploadedAt.toISOString(),
});

export const releaseList = async (db: Db) => (await listReleases(db)).map(releaseOut);
