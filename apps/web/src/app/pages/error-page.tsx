import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { errorTextsOf } from './error-message';
import { KIOSK_SCREEN_TEXT, MessageScreen } from '../../shared/components/kiosk-screen';
import { useCaughtError } from './route-error-boundary';
import { StartOverButton } from '../../features/kiosk/session/start-over-button';

/**
 * docs/product.md §2 error screen: 'Something went wrong.' with the error message or 'An unexpected error
 * occurred.', and 'Start Over' to / with the deviceId query parameter. The fallback of a
 * RouteErrorBoundary, which gives it the error.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useCaughtError();
  const { message, detail } = errorTextsOf(error);
  return (
    <MessageScreen
      role="alert"
      icon={<ErrorOutlineIcon aria-hidden="true" color="error" sx={KIOSK_SCREEN_TEXT.icon} />}
      title={t('errorPage.title')}
      message={message ?? t('errorPage.fallbackMessage')}
      detail={detail}
      action={<StartOverButton label={t('errorPage.startOver')} />}
    />
  );
}
