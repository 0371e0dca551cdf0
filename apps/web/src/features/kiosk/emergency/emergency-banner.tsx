import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { useTranslation } from 'react-i18next';
import { ShellAlert } from '../../../shared/components/shell-alert/shell-alert';

/** docs/product.md §1: the banner that tells people in a life-threatening situation to call 911. It stays. */
export function EmergencyBanner() {
  const { t } = useTranslation();
  return (
    <ShellAlert
      variant="filled"
      icon={<PhoneInTalkIcon aria-hidden="true" />}
      data-testid="emergency-911-banner"
      sx={{ fontSize: 20, fontWeight: 700, alignItems: 'center' }}
    >
      {t('emergency.banner')}
    </ShellAlert>
  );
}
