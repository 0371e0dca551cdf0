import { X509Certificate, createHash } from 'node:crypto';
import { connect } from 'node:tls';
import { startHaproxy, type LoadBalancer } from '../../tests/fleet/src/support/haproxy';

/**
 * The fleet's proxy in front of a kiosk PC's API, as docs/operations.md deploys it: HAProxy with the shipped
 * deploy/fleet/haproxy.cfg as it is (the fleet suite's `startHaproxy`), TLS with a certificate of
 * deploy/fleet/make-local-ca.sh. The kiosk browser trusts that one certificate and nothing else: Chromium's
 * `--ignore-certificate-errors-spki-list` with the SHA-256 of the proxy certificate's public key (it takes
 * effect with a `--user-data-dir`, which a persistent profile has). Unlike ignoring every certificate error,
 * the page's origin is then a secure one with a valid certificate, so the service worker registers as on a
 * real kiosk PC whose proxy has a public certificate.
 */
export type TKioskProxy = {
  /** https://127.0.0.1:{port}: the kiosk's origin. */
  origin: string;
  /** Chromium's flag that trusts the proxy's certificate (checked against the local CA first). */
  chromiumArgs: string[];
  stop: () => Promise<void>;
};

/** SHA-256 (base64) of the public key of the certificate `port` presents, verified against `ca`. */
const spkiHashOf = (port: number, ca: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, ca }, () => {
      const certificate = new X509Certificate(socket.getPeerCertificate().raw);
      socket.end();
      const spki = certificate.publicKey.export({ type: 'spki', format: 'der' });
      resolve(createHash('sha256').update(spki).digest('base64'));
    });
    socket.once('error', reject);
  });

/**
 * Starts HAProxy on `ports` in front of the instances on `instancePorts` (an instance not started counts as
 * a stopped one); resolves once it answers through the first instance.
 */
export async function startKioskProxy(
  instancePorts: [number, number],
  ports: { https: number; http: number },
): Promise<TKioskProxy> {
  const proxy: LoadBalancer = await startHaproxy(instancePorts, ports);
  const hash = await spkiHashOf(ports.https, proxy.ca);
  return {
    origin: proxy.url,
    chromiumArgs: [`--ignore-certificate-errors-spki-list=${hash}`],
    stop: () => proxy.stop(),
  };
}
