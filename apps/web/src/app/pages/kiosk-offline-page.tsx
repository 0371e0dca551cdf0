import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslation } from 'react-i18next';
import { KIOSK_SCREEN_TEXT, MessageScreen } from '../../shared/components/kiosk-screen';

/**
 * The welcome and idle screens while the API cannot be reached: the kiosk says it is offline and that only
 * emergency naloxone works (the header's button, whose kit then comes from the device agent).
 */
export function KioskOfflinePage() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      icon={<CloudOffIcon aria-hidden="true" color="primary" sx={KIOSK_SCREEN_TEXT.icon} />}
      title={t('offline.title')}
      message={t('offline.emergencyStillWorks')}
      detail={t('offline.unavailable')}
    />
  );
}
