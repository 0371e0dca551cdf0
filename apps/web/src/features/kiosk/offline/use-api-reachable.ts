import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GATEWAY_STATUSES, hasApiAnsweredWithin, onApiUnanswered } from '../../../shared/api/api-answers';

/** The API's liveness answer (apps/server, health.routes.ts): cheap, no credential. */
const PROBE_PATH = '/healthz';
const PROBE_TIMEOUT_MS = 4_000;
/**
 * How often the kiosk asks. Idle (welcome and idle screens), rarely: while the kiosk's own calls are answered
 * (an idle kiosk checks its pairing every 5 minutes) they say the API answers and the probe asks nothing, so
 * an idle kiosk's requests stay within 30 an hour. During a visit and while offline, every 3 s, and always
 * on the wire (a call answered a moment before the API went away must not hide it for another round): with
 * the 4 s timeout the kiosk knows within 7 s that the API went away, or came back. A call left unanswered
 * makes the probe ask at once.
 */
const PROBE_IDLE_MS = 30_000;
const PROBE_OFTEN_MS = 3_000;
const ANSWERED_RECENTLY_IDLE_MS = 330_000;

/**
 * Whether the API answers: no reply, a timeout or a gateway error is false; never throws. An answer to any
 * call within `answeredRecentlyMs` counts without asking; 0 always asks.
 */
export const probeApi = async (answeredRecentlyMs = ANSWERED_RECENTLY_IDLE_MS): Promise<boolean> => {
  if (hasApiAnsweredWithin(answeredRecentlyMs)) return true;
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

const PROBE_KEY = ['api-reachable'] as const;

/** Whether the kiosk's offline shell (its service worker) serves this page: only then does the kiosk ask. */
const isShellControlled = (): boolean =>
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/** Told when the shell takes the page (its first install, on the kiosk's first visit). */
const onControllerChange = (listener: () => void): (() => void) => {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (typeof container?.addEventListener !== 'function') return () => undefined;
  container.addEventListener('controllerchange', listener);
  return () => container.removeEventListener('controllerchange', listener);
};

/**
 * True once the kiosk has found the API unreachable, until it answers again; false while it is not known.
 * `isVisit`: a visit is on (the probe asks every 3 s). The kiosk's offline state belongs to its offline
 * shell: a page the shell does not serve (development, tests) never asks; on the first visit the kiosk asks
 * from the moment the shell takes the page. Back online, the queries that failed meanwhile are asked again.
 */
export const useIsApiUnreachable = (isVisit = false): boolean => {
  const queryClient = useQueryClient();
  const isEnabled = useSyncExternalStore(onControllerChange, isShellControlled, () => false);
  const isUnreachable =
    // One answer for the page: a visit changes how often the probe asks, not what its answer means.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- isVisit is not part of the answer
    useQuery({
      queryKey: PROBE_KEY,
      queryFn: () => probeApi(isVisit ? 0 : ANSWERED_RECENTLY_IDLE_MS),
      refetchInterval: (query) => (query.state.data === false || isVisit ? PROBE_OFTEN_MS : PROBE_IDLE_MS),
      // The probe is the judge of the network: react-query must not hold it back while the browser says offline.
      networkMode: 'always',
      retry: false,
      enabled: isEnabled,
    }).data === false;

  useEffect(() => {
    if (!isEnabled) return;
    return onApiUnanswered(() => void queryClient.invalidateQueries({ queryKey: PROBE_KEY }));
  }, [isEnabled, queryClient]);

  const wasUnreachable = useRef(false);
  useEffect(() => {
    if (wasUnreachable.current && !isUnreachable)
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    wasUnreachable.current = isUnreachable;
  }, [isUnreachable, queryClient]);
  return isUnreachable;
};
