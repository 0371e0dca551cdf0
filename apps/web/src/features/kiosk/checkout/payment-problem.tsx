import '../kiosk-texts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/api-error';
import { ApiErrorAlert } from '../order-flow/api-error-alert';
import type { TPaymentPhase } from './payment-phase';

type TProps = { phase: TPaymentPhase; openError: ApiError | null; onTryAgain: () => void };

/** What went wrong with the payment, with a way to try again: declined, expired, or no checkout. */
export function PaymentProblem({ phase, openError, onTryAgain }: TProps) {
  const { t } = useTranslation();
  const retry = (
    <Button color="inherit" variant="outlined" onClick={onTryAgain}>
      {t('payment.tryAgain')}
    </Button>
  );
  if (phase.kind === 'declined')
    return (
      <Alert severity="error" action={retry}>
        <AlertTitle>{t('payment.declined')}</AlertTitle>
        {t(`payment.reason.${phase.reason}`)}
      </Alert>
    );
  if (phase.kind === 'expired')
    return (
      <Alert severity="warning" action={retry}>
        {t('payment.expired')}
      </Alert>
    );
  if (phase.kind === 'error')
    return <ApiErrorAlert title={t('payment.openError')} error={openError} onRetry={onTryAgain} />;
  return null;
}
