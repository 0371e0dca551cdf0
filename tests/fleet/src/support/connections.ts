import { readFileSync } from 'node:fs';

/** TCP states in /proc/net/tcp: 01 is ESTABLISHED. */
const ESTABLISHED = '01';

/**
 * Connections established to a local listening port now (its server's ends, from /proc/net/tcp and tcp6):
 * how many clients a broker or a database holds, counted from outside it (it answers nothing while stopped).
 */
export function establishedTo(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let count = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] === ESTABLISHED && fields[1]?.endsWith(`:${hexPort}`)) count++;
    }
  }
  return count;
}
