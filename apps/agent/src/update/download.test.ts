import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DownloadError, downloadWithResume } from './download';
import { startCuttingProxy, startReleaseServer, type ReleaseServer } from './testing/release-server';

const TOKEN = 'rollout-token-for-this-kiosk';
const SIZE = 3 * 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let work: string;
let server: ReleaseServer;
let tarball: Buffer;
beforeEach(async () => {
  work = mkdtempSync(join(tmpdir(), 'download-'));
  tarball = randomBytes(SIZE);
  writeFileSync(join(work, 'kiosk-pc-v3.tar.gz'), tarball);
  server = await startReleaseServer(work, TOKEN);
});
afterEach(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a release download', () => {
  it('cut mid-way, resumes from the bytes it has (Range, If-Range) and ends with the whole file', async () => {
    const proxy = await startCuttingProxy(server.origin, 700_000);
    const file = join(work, 'got.tar.gz');
    try {
      await downloadWithResume({
        url: `${proxy.origin}/kiosk-pc-v3.tar.gz`,
        file,
        token: TOKEN,
        retryMs: 50,
      });
    } finally {
      await proxy.close();
    }
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests;
    expect(first!.headers.range).toBeUndefined();
    const resumedFrom = Number(/^bytes=(\d+)-$/.exec(second!.headers.range ?? '')?.[1]);
    expect(resumedFrom).toBeGreaterThan(100_000);
    expect(resumedFrom).toBeLessThan(700_000);
    expect(second!.headers['if-range']).toMatch(/^"[0-9a-f]{16}"$/);
    expect(second!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sha256(readFileSync(file))).toBe(sha256(tarball));
    expect(existsSync(`${file}.part`)).toBe(false);
  });

  it('starts again from 0 when the file on the server changed since the cut (another ETag)', async () => {
    const file = join(work, 'got.tar.gz');
    writeFileSync(`${file}.part`, randomBytes(500_000));
    writeFileSync(`${file}.part.etag`, '"0000000000000000"');
    await downloadWithResume({ url: `${server.origin}/kiosk-pc-v3.tar.gz`, file, token: TOKEN, retryMs: 50 });
    expect(server.requests[0]!.headers.range).toBe('bytes=500000-');
    expect(sha256(readFileSync(file))).toBe(sha256(tarball));
  });

  it('stops at once on a refusal (a wrong token), and keeps no file', async () => {
    const file = join(work, 'got.tar.gz');
    const download = downloadWithResume({ url: `${server.origin}/kiosk-pc-v3.tar.gz`, file, token: 'other' });
    await expect(download).rejects.toThrow(DownloadError);
    await expect(download).rejects.toThrow('/kiosk-pc-v3.tar.gz answered 401');
    expect(server.requests).toHaveLength(1);
    expect(existsSync(file)).toBe(false);
  });
});
