import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The releases folder (RELEASES_DIR): `{version}/{tarball}`, shared by every API instance (a network
 * volume in a fleet, docs/decisions.md). An upload is written under `.incoming/` first and moved into
 * place only once it is checked, so no instance ever serves half a file.
 */
export const releasePath = (dir: string, version: string, tarballName: string) =>
  join(dir, version, tarballName);

export class TooLargeError extends Error {}

/** Writes a stream to a new file under `dir/.incoming`, hashing it; refuses more than `maxBytes`. */
export async function receiveFile(
  dir: string,
  body: Readable,
  maxBytes: number,
): Promise<{ file: string; sha256: string; bytes: number }> {
  const incoming = join(dir, '.incoming');
  await mkdir(incoming, { recursive: true });
  const file = join(incoming, randomUUID());
  const hash = createHash('sha256');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new TooLargeError(`over ${maxBytes} bytes`));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { file, sha256: hash.digest('hex'), bytes };
}

/** Moves a checked upload into place. */
export async function keepFile(dir: string, file: string, version: string, tarballName: string) {
  await mkdir(join(dir, version), { recursive: true });
  await rename(file, releasePath(dir, version, tarballName));
}

export const dropFile = (file: string) => rm(file, { force: true });

export const sizeOf = async (file: string) => (await stat(file)).size;

export const readRange = (file: string, start: number, end: number) => createReadStream(file, { start, end });
