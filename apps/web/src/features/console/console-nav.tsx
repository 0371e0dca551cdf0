import type { TOperatorRole } from '@kiosk/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signOutOperator } from './console-api';
import { ROUTES } from '../../shared/routes/paths';
import { roleReaches } from './operator-role';
import { CONSOLE_QUERY_ROOT } from './console-queries';
import { endOperatorSession, type TOperatorSession } from './operator-session-store';

/** The pages, each with the least role that can use it (the server refuses the others with 403). */
const LINKS = [
  { to: ROUTES.consoleFleet, label: 'console.nav.fleet', role: 'viewer' },
  { to: ROUTES.consoleCharts, label: 'console.nav.charts', role: 'viewer' },
  { to: ROUTES.consoleAlerts, label: 'console.nav.alerts', role: 'viewer' },
  { to: ROUTES.consoleThresholds, label: 'console.nav.thresholds', role: 'viewer' },
  { to: ROUTES.consoleOutbox, label: 'console.nav.outbox', role: 'viewer' },
  { to: ROUTES.consoleNewKiosk, label: 'console.nav.newKiosk', role: 'admin' },
  { to: ROUTES.consoleAudit, label: 'console.nav.audit', role: 'viewer' },
  { to: ROUTES.consoleReleases, label: 'console.nav.releases', role: 'viewer' },
  { to: ROUTES.consoleRollouts, label: 'console.nav.rollouts', role: 'viewer' },
  { to: ROUTES.consoleCatalog, label: 'console.nav.catalog', role: 'viewer' },
  { to: ROUTES.consolePeople, label: 'console.nav.people', role: 'admin' },
  { to: ROUTES.consoleAccount, label: 'console.nav.account', role: 'viewer' },
  { to: ROUTES.consoleTwoFactor, label: 'console.nav.twoFactor', role: 'viewer' },
] as const satisfies readonly { to: string; label: string; role: TOperatorRole }[];

/** The links the session can use: with a one-time password, only its own account page. */
const linksOf = (session: TOperatorSession) =>
  session.mustChangePassword
    ? LINKS.filter((link) => link.to === ROUTES.consoleAccount)
    : LINKS.filter((link) => roleReaches(session.role, link.role));

/** The console's pages, who is signed in, and sign-out (everywhere; the page forgets the console's data). */
export function ConsoleNav({ session }: { session: TOperatorSession }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const onSignOut = () => {
    // The server ends every session of the operator and clears the cookie; the page does not wait for it.
    void signOutOperator().catch(() => undefined);
    endOperatorSession('signOut');
    queryClient.removeQueries({ queryKey: [CONSOLE_QUERY_ROOT] });
  };
  return (
    <Box
      component="nav"
      aria-label={t('console.nav.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, mb: 12 }}
    >
      {linksOf(session).map((link) => {
        const isCurrent =
          link.to === ROUTES.consoleFleet
            ? pathname === link.to || pathname.startsWith(`${ROUTES.consoleFleet}/kiosks/`)
            : pathname === link.to || pathname.startsWith(`${link.to}/`);
        return (
          <Button
            key={link.to}
            component={RouterLink}
            to={link.to}
            variant={isCurrent ? 'contained' : 'outlined'}
            aria-current={pathname === link.to ? 'page' : undefined}
          >
            {t(link.label)}
          </Button>
        );
      })}
      <Box sx={{ flex: 1 }} />
      <Typography variant="p5" sx={{ color: 'text.secondary' }}>
        {t('console.nav.signedInAs', { name: session.name })}
      </Typography>
      <Button variant="text" startIcon={<LogoutIcon aria-hidden="true" />} onClick={onSignOut}>
        {t('console.nav.signOut')}
      </Button>
    </Box>
  );
}
