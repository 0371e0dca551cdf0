import './console-texts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ROUTES } from '../../shared/routes/paths';
import { ConsoleNav } from './console-nav';
import type { TOperatorSession } from './operator-session-store';
import { useOperatorSession } from './use-operator-session';

export const RETURN_TO_PARAM = 'returnTo';

/** The operator sign-in that comes back to `path` afterwards. */
export const operatorSignInPath = (path: string): string =>
  `${ROUTES.consoleSignIn}?${new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString()}`;

/** Console pages need an operator session: without one, go to sign-in and come back; with one, the nav. */
export function ConsoleGate({ children }: { children: (session: TOperatorSession) => ReactNode }) {
  const location = useLocation();
  const session = useOperatorSession();
  if (!session) return <Navigate to={operatorSignInPath(`${location.pathname}${location.search}`)} replace />;
  return (
    <>
      <ConsoleNav session={session} />
      {children(session)}
    </>
  );
}
