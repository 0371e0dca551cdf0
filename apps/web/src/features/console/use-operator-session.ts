import { useSyncExternalStore } from 'react';
import {
  getOperatorSession,
  subscribeOperatorSession,
  type TOperatorSession,
} from './operator-session-store';

/** The operator session, or null. */
export const useOperatorSession = (): TOperatorSession | null =>
  useSyncExternalStore(subscribeOperatorSession, getOperatorSession, getOperatorSession);
