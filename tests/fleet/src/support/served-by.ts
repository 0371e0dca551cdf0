import type { LoadBalancer } from './haproxy';

const LOGGED_REQUEST = / instances\/(api\d+) [A-Z]+ (\S+) /g;

/**
 * The instances (`api1`, `api2`: the `server` lines of haproxy.cfg) that answered the requests whose path
 * starts with `prefix`, one per request in order, as HAProxy's own request log names them.
 */
export const servedBy = (lb: LoadBalancer, prefix: string): string[] =>
  [...lb.log().matchAll(LOGGED_REQUEST)].filter((m) => m[2]!.startsWith(prefix)).map((m) => m[1]!);

/** The index of the fleet's instance a `server` line names: api1 is the first (0). */
export const instanceIndex = (server: string): number => Number(server.slice('api'.length)) - 1;

/**
 * The instance a kiosk's calls go to now: one call of its own through the proxy (its /readyz, which needs
 * no credential), then the line HAProxy logs for it (written as the answer leaves, so waited for briefly).
 */
export async function homeOf(lb: LoadBalancer, deviceId: string): Promise<number> {
  const prefix = `/devices/${deviceId}/`;
  const before = servedBy(lb, prefix).length;
  await fetch(`${lb.url}${prefix}readyz`);
  for (let i = 0; i < 100; i++) {
    const servers = servedBy(lb, prefix);
    if (servers.length > before) return instanceIndex(servers.at(-1)!);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`HAProxy logged no call of ${deviceId}`);
}

/**
 * Whether HAProxy takes calls to the instance now: its health checks' last word on it (a `server` line
 * starts up, so an instance never marked down is up).
 */
export function isInService(lb: LoadBalancer, index: number): boolean {
  const changes = [...lb.log().matchAll(/Server instances\/api(\d+) is (UP|DOWN)/g)];
  const last = changes.filter((m) => Number(m[1]) === index + 1).at(-1);
  return last?.[2] !== 'DOWN';
}
