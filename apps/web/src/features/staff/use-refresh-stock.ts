import { useQueryClient } from '@tanstack/react-query';
import type { TLanguageCode } from '@kiosk/contract';
import { stockQueries } from './stock-api';
import type { TStaffSession } from '../../shared/staff-session/staff-session-store';

/** Loads the kiosk's stock, its slot faults and its audit again after a staff action changed a slot. */
export const useRefreshStock = (deviceId: string, session: TStaffSession, locale: TLanguageCode) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: stockQueries.list(deviceId, session.passkey, locale).queryKey,
      }),
      queryClient.invalidateQueries({
        queryKey: stockQueries.faults(deviceId, session.passkey, locale).queryKey,
      }),
      queryClient.invalidateQueries({ queryKey: stockQueries.audit(deviceId, session.passkey).queryKey }),
    ]);
};
