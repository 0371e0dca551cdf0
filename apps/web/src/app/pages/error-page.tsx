import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorTextsOf } from './error-message';
import { MessagePage } from './message-page';
import { StartOverButton } from './start-over-button';

/**
 * Spec §2 error screen: 'Something went wrong.' with the error message or 'An unexpected error
 * occurred.', and 'Start Over' to / with the deviceId query parameter.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { message, detail } = errorTextsOf(error);
  return (
    <MessagePage
      role="alert"
      icon={<ErrorOutlineIcon aria-hidden="true" color="error" sx={{ fontSize: 64 }} />}
      title={t('errorPage.title')}
      message={message ?? t('errorPage.fallbackMessage')}
      detail={detail}
      action={<StartOverButton label={t('errorPage.startOver')} />}
    />
  );
}
