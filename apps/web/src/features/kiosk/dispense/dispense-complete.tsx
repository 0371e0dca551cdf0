import '../kiosk-texts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { KIOSK_SCREEN_TEXT, MessageScreen } from '../../../shared/components/kiosk-screen';
import { StartOverButton } from '../session/start-over-button';

/** Everything came out: the complete screen. */
export function DispenseComplete() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      role="status"
      titleLevel="h2"
      icon={<CheckCircleIcon aria-hidden="true" color="success" sx={KIOSK_SCREEN_TEXT.icon} />}
      title={t('dispense.completeTitle')}
      message={t('dispense.completeText')}
      action={<StartOverButton label={t('dispense.done')} />}
    />
  );
}
