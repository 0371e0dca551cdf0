import { spawn, type ChildProcess } from 'node:child_process';

/** Two connected pseudo-terminals made by socat: what one end writes, the other reads. */
export interface PtyPair {
  /** The end the board (emulator) serves. */
  board: string;
  /** The end the driver opens, as it would /dev/ttyUSB0. */
  pc: string;
  /** Ends socat: both ends close, as when the cable is pulled. */
  close(): Promise<void>;
}

/**
 * Starts `socat -d -d pty,raw,echo=0 pty,raw,echo=0` and reads the two device paths it prints. With
 * `pcLink`, the PC's end is also that path (a symlink, as udev gives a board a stable name), so a pair
 * started again after a pulled cable is found where the old one was.
 */
export function openPtyPair(pcLink?: string): Promise<PtyPair> {
  const pcEnd = pcLink ? `pty,raw,echo=0,link=${pcLink}` : 'pty,raw,echo=0';
  const socat: ChildProcess = spawn('socat', ['-d', '-d', 'pty,raw,echo=0', pcEnd], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => socat.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => (socat.kill(), reject(new Error(`socat gave no ptys: ${text}`))), 10_000);
    socat.once('error', (error) => (clearTimeout(timer), reject(error)));
    socat.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const paths = [...text.matchAll(/PTY is (\S+)/g)].map((m) => m[1]!);
      if (paths.length < 2 || !text.includes('starting data transfer loop')) return;
      clearTimeout(timer);
      resolve({
        board: paths[0]!,
        pc: pcLink ?? paths[1]!,
        close: async () => {
          if (socat.exitCode === null && socat.signalCode === null) socat.kill();
          await exited;
        },
      });
    });
  });
}
