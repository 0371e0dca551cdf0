import { queryOptions, skipToken } from '@tanstack/react-query';
import { KIOSK_API, KIOSK_WEB_VERSION_HEADER, fillPath } from '@kiosk/contract/values';
import { apiRequest } from './http';

/**
 * How often a kiosk asks again whether it is still paired (staff may revoke its credential; a revoked
 * kiosk's calls are refused at once, its screen learns it here). It is also the idle kiosk's proof of
 * life for the console without an agent (offline after 15 minutes): three checks in that window. With the
 * feature flags' 300000 ms, an idle kiosk makes 24 calls an hour (docs/performance.md, at most 30).
 */
export const PAIRING_RECHECK_MS = 300_000;

/** The release of this page's build (`<meta name="release-version">`, vite.config.ts); null in development. */
const pageVersion = (): string | null =>
  typeof document === 'undefined'
    ? null
    : (document.querySelector<HTMLMetaElement>('meta[name="release-version"]')?.content ?? null);

/**
 * GET /devices/{deviceId}/kiosk-credential: is this browser a paired kiosk of the device? It carries the
 * page's version, which the console shows per kiosk (docs/operations.md, Update kiosk PCs).
 */
export const fetchKioskPairing = (deviceId: string, signal?: AbortSignal) => {
  const version = pageVersion();
  return apiRequest(fillPath(KIOSK_API.pair, { deviceId }), {
    schema: (c) => c.ZKioskPairingState,
    signal,
    ...(version ? { headers: { [KIOSK_WEB_VERSION_HEADER]: version } } : {}),
  });
};

/** POST /devices/{deviceId}/kiosk-credential with the staff passkey: pairs this browser as the kiosk. */
export const pairThisBrowser = (deviceId: string, passkey: string) =>
  apiRequest(fillPath(KIOSK_API.pair, { deviceId }), {
    method: 'POST',
    bearer: passkey,
    body: {},
    schema: (c) => c.ZKioskPaired,
  });

/** POST /devices/{deviceId}/kiosk-pairings (staff): a one-time code and the kiosk address that uses it. */
export const createPairingCode = (deviceId: string, passkey: string) =>
  apiRequest(fillPath(KIOSK_API.pairingCodes, { deviceId }), {
    method: 'POST',
    bearer: passkey,
    schema: (c) => c.ZKioskPairingCode,
  });

/** GET /devices/{deviceId}/kiosk-credentials (staff): the paired browsers, revoked ones too. */
export const fetchKioskCredentials = (deviceId: string, passkey: string, signal?: AbortSignal) =>
  apiRequest(fillPath(KIOSK_API.credentials, { deviceId }), {
    bearer: passkey,
    schema: (c) => c.ZKioskCredential.array(),
    signal,
  });

/** POST …/kiosk-credentials/{credentialId}/revoke (staff): its next kiosk call is refused. */
export const revokeKioskCredential = (deviceId: string, credentialId: string, passkey: string) =>
  apiRequest(fillPath(KIOSK_API.revoke, { deviceId, credentialId }), {
    method: 'POST',
    bearer: passkey,
    schema: (c) => c.ZKioskCredential.array(),
  });

/** POST …/kiosk-credentials/{credentialId}/rotate (staff): revoked now, and a code to pair again. */
export const rotateKioskCredential = (deviceId: string, credentialId: string, passkey: string) =>
  apiRequest(fillPath(KIOSK_API.rotate, { deviceId, credentialId }), {
    method: 'POST',
    bearer: passkey,
    schema: (c) => c.ZKioskPairingCode,
  });

export const kioskPairingQueries = {
  /** Whether this browser is the device's paired kiosk; idle without a device id, asked again every 5 minutes. */
  state: (deviceId: string | null) =>
    queryOptions({
      queryKey: ['kiosk-pairing', deviceId ?? ''] as const,
      queryFn: deviceId ? ({ signal }) => fetchKioskPairing(deviceId, signal) : skipToken,
      refetchInterval: PAIRING_RECHECK_MS,
      // A reply that cannot be read leaves the kiosk screens as they are (the gate only acts on a clear "not paired").
      throwOnError: false,
    }),
  /** The device's paired browsers (staff). */
  credentials: (deviceId: string, passkey: string) =>
    queryOptions({
      queryKey: ['kiosk-credentials', deviceId, passkey] as const,
      queryFn: ({ signal }) => fetchKioskCredentials(deviceId, passkey, signal),
    }),
};
