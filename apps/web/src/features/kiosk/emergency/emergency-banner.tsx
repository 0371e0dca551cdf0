import Alert from '@mui/material/Alert';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { useTranslation } from 'react-i18next';

/** docs/product.md §1: the banner that tells people in a life-threatening situation to call 911. It stays. */
export function EmergencyBanner() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="filled"
      icon={<PhoneInTalkIcon aria-hidden="true" />}
      data-testid="emergency-911-banner"
      sx={{ fontSize: 20, fontWeight: 700, alignItems: 'center' }}
    >
      {t('emergency.banner')}
    </Alert>
  );
}
