import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';
import { StartOverButton } from '../../features/kiosk/session/start-over-button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<SearchOffIcon aria-hidden="true" color="primary" sx={{ fontSize: 64 }} />}
      title={t('notFound.title')}
      message={t('notFound.description')}
      action={<StartOverButton label={t('notFound.startOver')} />}
    />
  );
}
