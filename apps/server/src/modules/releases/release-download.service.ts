import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppContext } from '../../app-context';
import { readRange, releasePath, sizeOf } from './release-files';
import { findRelease } from './releases.repository';

export interface DownloadFile {
  size: number;
  etag: string;
  type: string;
  /** The bytes from start to end (inclusive), streamed. */
  body(start: number, end: number): Readable;
}

/**
 * A file of an uploaded release: its tarball (from the releases folder, never read whole into memory)
 * or its manifest (kept in the database as uploaded). The ETag is the file's sha256.
 */
export async function releaseDownload(
  ctx: AppContext,
  version: string,
  name: string,
): Promise<DownloadFile | null> {
  const release = await findRelease(ctx.db, version);
  if (!release) return null;
  if (name === `${release.tarballName}.manifest.json`) {
    const bytes = Buffer.from(release.manifest, 'utf8');
    return {
      size: bytes.length,
      etag: `"${createHash('sha256').update(bytes).digest('hex')}"`,
      type: 'application/json',
      body: (start, end) => Readable.from([bytes.subarray(start, end + 1)]),
    };
  }
  if (name !== release.tarballName) return null;
  const path = releasePath(ctx.config.releases.dir, version, release.tarballName);
  const size = await sizeOf(path).catch(() => null);
  if (size === null) return null;
  return {
    size,
    etag: `"${release.sha256}"`,
    type: 'application/gzip',
    body: (start, end) => readRange(path, start, end),
  };
}
