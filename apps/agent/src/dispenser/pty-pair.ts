import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** Two connected pseudo-terminals made by socat: one end for a board emulator, one for the host. */
export interface PtyPair {
  boardPath: string;
  hostPath: string;
  /** Ends socat: both ends go away, as when the cable is pulled. */
  close(): Promise<void>;
}

/**
 * Starts `socat -d -d pty,raw,echo=0 pty,raw,echo=0` and reads the two device paths it prints. With
 * `hostLink`, the host's end is also that path (a symlink, as a udev rule gives a board a stable name),
 * so a pair started again after a pulled cable is found where the old one was.
 */
export async function openPtyPair(hostLink?: string): Promise<PtyPair> {
  const hostEnd = hostLink ? `pty,raw,echo=0,link=${hostLink}` : 'pty,raw,echo=0';
  const socat: ChildProcess = spawn('socat', ['-d', '-d', 'pty,raw,echo=0', hostEnd], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const paths = await new Promise<string[]>((resolve, reject) => {
    let text = '';
    const found: string[] = [];
    socat.once('error', reject);
    socat.once('exit', (code) => reject(new Error(`socat exited (${code}) before making the pair: ${text}`)));
    socat.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      for (const match of text.matchAll(/PTY is (\S+)/g))
        if (!found.includes(match[1]!)) found.push(match[1]!);
      if (found.length === 2 && /starting data transfer loop/.test(text)) resolve(found);
    });
  });
  return {
    boardPath: paths[0]!,
    hostPath: hostLink ?? paths[1]!,
    async close() {
      if (socat.exitCode !== null || socat.signalCode !== null) return;
      const exited = once(socat, 'exit');
      socat.kill('SIGTERM');
      await exited;
    },
  };
}
