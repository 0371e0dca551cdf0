import { readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

/**
 * Who holds a serial port, across processes: a UUCP-style lock file (`LCK..ttyUSB0` in /run/lock, the
 * holder's process id in it), the convention cu, minicom and ModemManager keep. The agent claims its
 * driver's port for as long as it runs (the locker driver opens the port only while a unit runs, so
 * the open port alone does not show the agent is there); the bring-up tool (kiosk:hw) reads the claim
 * and refuses to touch the port while the agent holds it. A claim whose process is gone is stale and
 * taken over.
 */
export const DEFAULT_LOCK_DIR = '/run/lock';

/** The lock dir the agent and kiosk:hw use: SERIAL_LOCK_DIR, or /run/lock. */
export const lockDirOf = (env: Record<string, string | undefined>) => env.SERIAL_LOCK_DIR || DEFAULT_LOCK_DIR;

export class PortBusyError extends Error {
  override name = 'PortBusyError';
  constructor(
    readonly path: string,
    readonly pid: number,
  ) {
    super(`the serial port ${path} is held by process ${pid}`);
  }
}

/** The lock file of a device: its real name under /dev (symlinks such as /dev/kiosk-locker followed). */
export function lockFileOf(path: string, dir: string): string {
  let real = path;
  try {
    real = realpathSync(path);
  } catch {
    // A device not plugged in yet: its own name.
  }
  const name = real.startsWith('/dev/') ? relative('/dev', real).replaceAll('/', '_') : basename(real);
  return join(dir, `LCK..${name}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user (the agent's, for a technician).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id holding the port, when a live process other than this one holds it. */
export function portHolder(path: string, dir: string): number | null {
  let text: string;
  try {
    text = readFileSync(lockFileOf(path, dir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

export interface PortClaim {
  /** Why the claim could not be written (a lock dir this process may not write), else null. */
  warning: string | null;
  release(): void;
}

/**
 * Claims the port for this process. Throws PortBusyError when a live process holds it; a lock dir that
 * cannot be written gives a claim with a warning (the serial port's own exclusive open still guards it
 * while it is open).
 */
export function claimPort(path: string, dir: string): PortClaim {
  const file = lockFileOf(path, dir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const holder = portHolder(path, dir);
    if (holder) throw new PortBusyError(path, holder);
    try {
      // HDB UUCP format: the process id in ten characters and a newline.
      writeFileSync(file, `${String(process.pid).padStart(10)}\n`, { flag: 'wx', mode: 0o644 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return { warning: null, release };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') return { warning: `${file} cannot be written (${code})`, release: () => {} };
      // Ours from before, or stale (its process gone): taken over.
      if (!portHolder(path, dir)) unlinkSync(file);
    }
  }
  throw new PortBusyError(path, portHolder(path, dir) ?? 0);
}
