import '../kiosk-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../shared/routes/paths';
import { DEVICE_ID_KEY } from '../../../shared/lib/device-id';

/** The staff sign-in that comes back to the pairing page of this device. */
const pairingSignInPath = (deviceId: string): string =>
  `${ROUTES.staffAuth}?${new URLSearchParams({
    [DEVICE_ID_KEY]: deviceId,
    returnTo: `${ROUTES.kioskPairing}?${new URLSearchParams({ [DEVICE_ID_KEY]: deviceId }).toString()}`,
  }).toString()}`;

/**
 * What a kiosk browser that is not paired (or whose credential was revoked) shows instead of screens
 * that would fail: what is wrong, and the way for staff to pair it.
 */
export function UnpairedKioskScreen({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="unpaired-kiosk"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 12,
        py: 24,
      }}
    >
      <LinkOffIcon aria-hidden="true" color="primary" sx={{ fontSize: 64 }} />
      <Typography variant="p1" component="h1">
        {t('unpairedKiosk.title')}
      </Typography>
      <Typography variant="p3">{t('unpairedKiosk.message')}</Typography>
      <Typography variant="p5" color="text.secondary">
        {t('unpairedKiosk.staffHint')}
      </Typography>
      <Button variant="contained" size="large" component={RouterLink} to={pairingSignInPath(deviceId)}>
        {t('unpairedKiosk.staffSignIn')}
      </Button>
    </Box>
  );
}
