import {
  createWriteStream,
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export interface DownloadOptions {
  url: string;
  /** Where the whole file goes; `{file}.part` (and `.part.etag`) hold it while it comes. */
  file: string;
  /** Sent as `Authorization: Bearer …`; never logged. */
  token: string;
  /** Tries after a cut connection or a 5xx (each resumes where the last stopped). */
  attempts?: number;
  /** Wait between tries. */
  retryMs?: number;
  /** No byte for this long: the try is cut (and resumed by the next). */
  stallMs?: number;
}

/** A download that cannot succeed by trying again (a 4xx: the token, the path), or ran out of tries. */
export class DownloadError extends Error {
  override name = 'DownloadError';
}

const partOf = (file: string) => ({ part: `${file}.part`, etag: `${file}.part.etag` });
const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** One request: from byte `from` of the partial file, if the server's ETag is still the one it came with. */
async function fetchOnce(options: DownloadOptions, stallMs: number): Promise<'done' | 'again'> {
  const { part, etag } = partOf(options.file);
  const from = sizeOf(part);
  const knownEtag = existsSync(etag) ? readFileSync(etag, 'utf8') : '';
  const headers: Record<string, string> = { authorization: `Bearer ${options.token}` };
  // Without the ETag of the bytes already here, a range could splice two different files: start again.
  if (from > 0 && knownEtag) Object.assign(headers, { range: `bytes=${from}-`, 'if-range': knownEtag });
  const stall = new AbortController();
  let timer = setTimeout(() => stall.abort(), stallMs);
  try {
    const response = await fetch(options.url, { headers, signal: stall.signal }).catch(() => null);
    if (!response || response.status >= 500) return 'again';
    if (response.status === 416) {
      // The partial file is not a prefix of what the server holds now: start again from 0.
      rmSync(part, { force: true });
      return 'again';
    }
    if (response.status !== 200 && response.status !== 206)
      throw new DownloadError(`${new URL(options.url).pathname} answered ${response.status}`);
    const isResumed = response.status === 206;
    writeFileSync(etag, response.headers.get('etag') ?? '');
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    body.on('data', () => {
      clearTimeout(timer);
      timer = setTimeout(() => stall.abort(), stallMs);
    });
    const isWhole = await pipeline(body, createWriteStream(part, { flags: isResumed ? 'a' : 'w' })).then(
      () => true,
      () => false,
    );
    const length = Number(response.headers.get('content-length') ?? NaN);
    const expected = isResumed ? from + length : length;
    return isWhole && (!Number.isFinite(expected) || sizeOf(part) === expected) ? 'done' : 'again';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Downloads `url` to `file`, resuming after a cut connection: the bytes so far stay in `{file}.part`, and
 * the next try asks for the rest (`Range: bytes={size}-`, `If-Range: {ETag}`: a server whose file changed
 * answers 200 with the whole new file, which replaces the part). Also resumes a part left by an earlier
 * process (the agent restarted mid-download). The whole file is renamed into place at the end.
 */
export async function downloadWithResume(options: DownloadOptions): Promise<void> {
  const attempts = options.attempts ?? 8;
  const { part, etag } = partOf(options.file);
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if ((await fetchOnce(options, options.stallMs ?? 30_000)) === 'done') {
      renameSync(part, options.file);
      rmSync(etag, { force: true });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, (options.retryMs ?? 2_000) * attempt));
  }
  throw new DownloadError(`${new URL(options.url).pathname}: no whole file after ${attempts} tries`);
}
