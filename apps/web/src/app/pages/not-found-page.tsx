import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { KIOSK_SCREEN_TEXT, MessageScreen } from '../../shared/components/kiosk-screen';
import { StartOverButton } from '../../features/kiosk/session/start-over-button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      icon={<SearchOffIcon aria-hidden="true" color="primary" sx={KIOSK_SCREEN_TEXT.icon} />}
      title={t('notFound.title')}
      message={t('notFound.description')}
      action={<StartOverButton label={t('notFound.startOver')} />}
    />
  );
}
