import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { KIOSK_SCREEN_TEXT, MessageScreen } from '../../shared/components/kiosk-screen';
import { StartOverButton } from '../../features/kiosk/session/start-over-button';

/** Placeholder for screens a later issue builds; the layout shows the screen's name as the title. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      icon={<ConstructionIcon aria-hidden="true" color="primary" sx={KIOSK_SCREEN_TEXT.icon} />}
      message={t('comingSoon.title')}
      detail={t('comingSoon.description')}
      action={<StartOverButton label={t('comingSoon.startOver')} />}
    />
  );
}
