import { useMemo, useSyncExternalStore } from 'react';
import { getStaffSession, subscribeStaffSession } from './staff-session-store';

/** The shape the order-flow calls take (`shared/api/test-mode.ts`): the staff bearer, or null for visitors. */
export type TStaffTestMode = { bearer: string } | null;

const snapshot = (): string | null => {
  const session = getStaffSession();
  return session?.isTestMode ? session.passkey : null;
};

/**
 * docs/product.md §4/§7 test dispense mode for the kiosk's order flow: `{ bearer }` while staff have switched it
 * on in their session, null otherwise (and as soon as the staff session ends).
 */
export const useTestMode = (): TStaffTestMode => {
  const bearer = useSyncExternalStore(subscribeStaffSession, snapshot, snapshot);
  return useMemo(() => (bearer === null ? null : { bearer }), [bearer]);
};
