import '../kiosk-texts';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Shown by a screen that needs the kiosk's device id when the session has none. */
export function NoDeviceAlert() {
  const { t } = useTranslation();
  return <Alert severity="warning">{t('products.noDevice')}</Alert>;
}
