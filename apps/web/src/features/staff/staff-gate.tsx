import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/routes/paths';
import { useDeviceId } from '../../shared/lib/use-device-id';
import { wasSignedOut, type TStaffSession } from '../../shared/staff-session/staff-session-store';
import { useStaffSession } from './use-staff-session';

export const RETURN_TO_PARAM = 'returnTo';

/** The sign-in address that comes back to `path` afterwards. */
export const signInPath = (path: string): string =>
  `${ROUTES.staffAuth}?${new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString()}`;

/** Staff screens need the passkey: without a staff session of this device, go to sign-in and back. */
export function StaffGate({
  children,
}: {
  children: (session: TStaffSession, deviceId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const deviceId = useDeviceId();
  const session = useStaffSession(deviceId);
  if (!deviceId) return <Alert severity="warning">{t('staff.noDevice')}</Alert>;
  if (!session) {
    const to = wasSignedOut() ? ROUTES.staffAuth : signInPath(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace />;
  }
  return <>{children(session, deviceId)}</>;
}
