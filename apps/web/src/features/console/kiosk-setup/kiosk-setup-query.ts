import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { fetchKioskSetup } from './kiosk-setup-api';
import { CONSOLE_QUERY_ROOT } from '../console-queries';
import { endOperatorSession } from '../operator-session-store';

/** A kiosk's settings as set up (under the console's root: sign-out forgets it). */
export const kioskSetupQuery = (deviceId: string) =>
  queryOptions({
    retry: false,
    staleTime: 0,
    queryKey: [CONSOLE_QUERY_ROOT, 'kioskSetup', deviceId] as const,
    queryFn: async ({ signal }) => {
      try {
        return await fetchKioskSetup(deviceId, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) endOperatorSession('expired');
        throw error;
      }
    },
  });
