import { queryOptions, useQuery } from '@tanstack/react-query';
import { GATEWAY_STATUSES, hasApiAnsweredWithin } from '../../../shared/api/api-answers';

/** The API's liveness answer (apps/server, health.routes.ts): cheap, no credential. */
const PROBE_PATH = '/healthz';
/** How often the kiosk asks: rarely while the API answers, often while it does not, to be back soon. */
const PROBE_ONLINE_MS = 30_000;
const PROBE_OFFLINE_MS = 5_000;
const PROBE_TIMEOUT_MS = 4_000;
/**
 * While the kiosk's own calls are answered (an idle kiosk checks its pairing every 5 minutes), they say the
 * API answers and the probe asks nothing: an idle kiosk's requests stay within 30 an hour. A call
 * left unanswered makes the next probe ask at once.
 */
const ANSWERED_RECENTLY_MS = 330_000;

/** Whether the API answers: no reply, a timeout or a gateway error is false; never throws. */
export const probeApi = async (): Promise<boolean> => {
  if (hasApiAnsweredWithin(ANSWERED_RECENTLY_MS)) return true;
  try {
    const response = await fetch(PROBE_PATH, {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return !GATEWAY_STATUSES.includes(response.status);
  } catch {
    return false;
  }
};

export const apiReachabilityQuery = queryOptions({
  queryKey: ['api-reachable'] as const,
  queryFn: probeApi,
  refetchInterval: (query) => (query.state.data === false ? PROBE_OFFLINE_MS : PROBE_ONLINE_MS),
  // The probe is the judge of the network: react-query must not hold it back while the browser says offline.
  networkMode: 'always',
  retry: false,
});

/** Whether the kiosk's offline shell (its service worker) serves this page: only then does the kiosk ask. */
const isShellControlled = (): boolean =>
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/**
 * True once the kiosk has found the API unreachable, until it answers again; false while it is not known.
 * The kiosk's offline state belongs to its offline shell: a page the shell does not serve (development, tests,
 * the first visit until the shell takes the page) never asks.
 */
export const useIsApiUnreachable = (): boolean =>
  useQuery({ ...apiReachabilityQuery, enabled: isShellControlled() }).data === false;
