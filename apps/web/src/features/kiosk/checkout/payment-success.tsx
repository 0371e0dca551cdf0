import '../kiosk-texts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { KIOSK_SCREEN_TEXT, MessageScreen } from '../../../shared/components/kiosk-screen';

/** 'Payment successful', shown for a moment before the screen goes on to dispense. */
export function PaymentSuccess() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      role="status"
      titleLevel="h2"
      icon={<CheckCircleIcon aria-hidden="true" color="success" sx={KIOSK_SCREEN_TEXT.icon} />}
      title={t('payment.successful')}
      message={t('payment.continuing')}
    />
  );
}
