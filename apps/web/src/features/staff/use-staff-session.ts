import { useSyncExternalStore } from 'react';
import {
  getStaffSession,
  subscribeStaffSession,
  type TStaffSession,
} from '../../shared/staff-session/staff-session-store';

/** The staff session, or null (also when it belongs to another device id). */
export const useStaffSession = (deviceId: string | null): TStaffSession | null => {
  const session = useSyncExternalStore(subscribeStaffSession, getStaffSession, getStaffSession);
  return session && session.deviceId === deviceId ? session : null;
};
