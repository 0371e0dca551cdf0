import '../kiosk-texts';
import Button from '@mui/material/Button';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../shared/routes/paths';
import { DEVICE_ID_KEY } from '../../../shared/lib/device-id';
import { KIOSK_ACTION_SX, KIOSK_SCREEN_TEXT, MessageScreen } from '../../../shared/components/kiosk-screen';

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
    <MessageScreen
      data-testid="unpaired-kiosk"
      icon={<LinkOffIcon aria-hidden="true" color="primary" sx={KIOSK_SCREEN_TEXT.icon} />}
      title={t('unpairedKiosk.title')}
      message={t('unpairedKiosk.message')}
      detail={t('unpairedKiosk.staffHint')}
      action={
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={pairingSignInPath(deviceId)}
          sx={KIOSK_ACTION_SX}
        >
          {t('unpairedKiosk.staffSignIn')}
        </Button>
      }
    />
  );
}
