import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../shared/routes/paths';
import { endStaffSession, type TStaffSession } from '../../shared/staff-session/staff-session-store';

const LINKS = [
  { to: ROUTES.stockManagement, label: 'staff.stockManagement' },
  { to: ROUTES.adjustStock, label: 'staff.adjustStock' },
  { to: ROUTES.testDispenseStatus, label: 'staff.testDispenseStatus' },
  { to: ROUTES.hardwareCheck, label: 'staff.hardwareCheck' },
  { to: ROUTES.kioskPairing, label: 'staff.kioskPairing' },
] as const;

/** The staff pages, the test-mode state, and sign-out (which also ends test mode). */
export function StaffNav({ session }: { session: TStaffSession }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The page's gate then goes to sign-in (without a way back here).
  const onSignOut = () => endStaffSession({ isSignOut: true });
  return (
    <Box
      component="nav"
      aria-label={t('staff.nav')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, mb: 12 }}
    >
      {LINKS.map((link) => (
        <Button
          key={link.to}
          component={RouterLink}
          to={link.to}
          variant={pathname === link.to ? 'contained' : 'outlined'}
          aria-current={pathname === link.to ? 'page' : undefined}
        >
          {t(link.label)}
        </Button>
      ))}
      <Box sx={{ flex: 1 }} />
      {session.isTestMode ? <Chip color="warning" label={t('testDispense.modeOnShort')} /> : null}
      <Button variant="text" startIcon={<LogoutIcon aria-hidden="true" />} onClick={onSignOut}>
        {t('staff.signOut')}
      </Button>
    </Box>
  );
}
