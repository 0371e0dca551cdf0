import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';
import { StartOverButton } from '../../features/kiosk/session/start-over-button';

/** Placeholder for screens a later issue builds; the layout shows the screen's name as the title. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<ConstructionIcon aria-hidden="true" color="primary" sx={{ fontSize: 64 }} />}
      message={t('comingSoon.title')}
      detail={t('comingSoon.description')}
      action={<StartOverButton label={t('comingSoon.startOver')} />}
    />
  );
}
