import './console-texts';
import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/routes/paths';
import { ConsoleNav } from './console-nav';
import { restoreOperatorSession } from './operator-session-store';
import { useOperatorSession, useOperatorSessionState } from './use-operator-session';

export const RETURN_TO_PARAM = 'returnTo';

/** The operator sign-in that comes back to `path` afterwards. */
export const operatorSignInPath = (path: string): string =>
  `${ROUTES.consoleSignIn}?${new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString()}`;

/**
 * Console pages need an operator session. A reload, a new tab or a deep link asks the server first (the
 * session is the browser's cookie); without one, go to sign-in and come back; with one, the nav. A session
 * of a one-time password is sent to the account page, the only one it can use.
 */
export function ConsoleGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useOperatorSession();
  const state = useOperatorSessionState();
  useEffect(restoreOperatorSession, []);
  if (!session && state !== 'known')
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <CircularProgress size={24} aria-hidden="true" />
        {t('console.loading')}
      </Box>
    );
  if (!session) return <Navigate to={operatorSignInPath(`${location.pathname}${location.search}`)} replace />;
  // A one-time password: the server refuses every other call until the operator sets one of their own.
  if (session.mustChangePassword && location.pathname !== ROUTES.consoleAccount)
    return <Navigate to={ROUTES.consoleAccount} replace />;
  return (
    <>
      <ConsoleNav session={session} />
      {children}
    </>
  );
}
