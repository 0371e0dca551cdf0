import { existsSync } from 'node:fs';
import { SerialPort } from 'serialport';
import { claimPort, PortBusyError, portHolder, type PortClaim } from '../dispenser/port-claim';

/** The port is not for kiosk:hw now: why, in one sentence. */
export class PortRefused extends Error {
  override name = 'PortRefused';
}

const heldByAgent = (path: string, pid: number) =>
  new PortRefused(
    `${path} is held by the kiosk agent (process ${pid}): stop it first (sudo systemctl stop kiosk-agent) ` +
      'and start it again when you are done',
  );

/** Opens the port with the exclusive lock the drivers take, and closes it again; why not, when not. */
function tryExclusiveOpen(path: string, baudRate: number): Promise<void> {
  const port = new SerialPort({ path, baudRate, autoOpen: false, lock: true });
  return new Promise((resolve, reject) =>
    port.open((error) => {
      if (!error) return port.close(() => resolve());
      const text = String(error.message);
      if (/lock|temporarily unavailable/i.test(text))
        reject(new PortRefused(`${path} is open in another program (the kiosk agent?): it is exclusive`));
      else if (/permission|EACCES/i.test(text))
        reject(new PortRefused(`${path}: permission denied (run with sudo, or join the dialout group)`));
      else reject(new PortRefused(`${path} cannot be opened: ${text}`));
    }),
  );
}

/**
 * Takes the port for kiosk:hw: refused while the agent's claim is on it (between units too) or another
 * program has it open; claimed for this process until release(), so the agent does not start on it
 * meanwhile.
 */
export async function takePort(path: string, baudRate: number, lockDir: string): Promise<PortClaim> {
  if (!existsSync(path))
    throw new PortRefused(`no device at ${path}: is the adapter plugged in? (ls -l /dev/serial/by-id/)`);
  const holder = portHolder(path, lockDir);
  if (holder) throw heldByAgent(path, holder);
  let claim: PortClaim;
  try {
    claim = claimPort(path, lockDir);
  } catch (error) {
    if (error instanceof PortBusyError) throw heldByAgent(path, error.pid);
    throw error;
  }
  try {
    await tryExclusiveOpen(path, baudRate);
  } catch (error) {
    claim.release();
    throw error;
  }
  return claim;
}
