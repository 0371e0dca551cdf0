import { queryOptions } from '@tanstack/react-query';
import { fetchApiInstances, fetchReleases, fetchRollout, fetchRollouts } from './releases-api';
import { CONSOLE_QUERY, CONSOLE_QUERY_ROOT, guard } from '../console-queries';

/** A roll-out moves while it is watched: its kiosks' states are fetched again every 10 s. */
const ROLLOUT_REFRESH_MS = 10_000;

/**
 * The releases pages' queries, beside the console's others (under CONSOLE_QUERY_ROOT) but apart from
 * them, so that the other console pages do not carry the releases calls.
 */
export const releaseQueries = {
  releases: () =>
    queryOptions({
      ...CONSOLE_QUERY,
      queryKey: [CONSOLE_QUERY_ROOT, 'releases'] as const,
      queryFn: ({ signal }) => guard(fetchReleases(signal)),
    }),
  apiInstances: () =>
    queryOptions({
      ...CONSOLE_QUERY,
      queryKey: [CONSOLE_QUERY_ROOT, 'apiInstances'] as const,
      queryFn: ({ signal }) => guard(fetchApiInstances(signal)),
    }),
  rollouts: () =>
    queryOptions({
      ...CONSOLE_QUERY,
      refetchInterval: ROLLOUT_REFRESH_MS,
      queryKey: [CONSOLE_QUERY_ROOT, 'rollouts'] as const,
      queryFn: ({ signal }) => guard(fetchRollouts(signal)),
    }),
  rollout: (rolloutId: string) =>
    queryOptions({
      ...CONSOLE_QUERY,
      refetchInterval: ROLLOUT_REFRESH_MS,
      queryKey: [CONSOLE_QUERY_ROOT, 'rollout', rolloutId] as const,
      queryFn: ({ signal }) => guard(fetchRollout(rolloutId, signal)),
    }),
};
