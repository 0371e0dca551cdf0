import {
  PROXY_PUBLIC_HOST,
  startHaproxy as startShippedHaproxy,
  type LoadBalancer,
} from '@kiosk/server/src/test/haproxy';

export { PROXY_PUBLIC_HOST, type LoadBalancer };

/**
 * The shipped haproxy.cfg in front of the fleet's instances (and the e2e kiosk's, e2e/support/kiosk-proxy.ts).
 * Every simulated kiosk and phone connects from 127.0.0.1, so the per-address budgets (sized for a site of
 * about 10 kiosks behind one address) are raised to those of a whole fleet behind one address, as
 * docs/operations.md says to for a bigger site.
 */
export const startHaproxy = (
  backendPorts: [number, number],
  /** Its frontends' ports, when the instances must know its address before it starts (PUBLIC_URL). */
  ports?: { https: number; http: number },
): Promise<LoadBalancer> =>
  startShippedHaproxy(backendPorts, {
    ...(ports ? { ports } : {}),
    env: {
      KIOSK_ADDRESS_CONNECTIONS: '5000',
      KIOSK_ADDRESS_NEW_CONNECTIONS: '100000',
      KIOSK_ADDRESS_REQUESTS: '1000000',
      KIOSK_ADDRESS_PUBLIC_REQUESTS: '1000000',
    },
  });
