import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('data folder lock', () => {
  it('lets one process own a data folder and refuses a second with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kiosk-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'server.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another server process \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has died, and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kiosk-lock-'));
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
    const again = lockDataDir(dir);
    again();
  });
});
