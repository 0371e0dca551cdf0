import { useSyncExternalStore } from 'react';
import {
  getOperatorSession,
  getOperatorSessionState,
  subscribeOperatorSession,
  type TOperatorSession,
  type TSessionState,
} from './operator-session-store';

/** The operator session, or null. */
export const useOperatorSession = (): TOperatorSession | null =>
  useSyncExternalStore(subscribeOperatorSession, getOperatorSession, getOperatorSession);

/** Whether the page knows yet if there is a session (it asks the server once). */
export const useOperatorSessionState = (): TSessionState =>
  useSyncExternalStore(subscribeOperatorSession, getOperatorSessionState, getOperatorSessionState);
