import '../kiosk-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { KIOSK_SCREEN_TEXT } from '../../../shared/components/kiosk-screen';
import { TALL_PORTRAIT_MEDIA } from '../../../shared/theme/theme-constants';
import type { ApiError } from '../../../shared/api/api-error';
import type { TPaymentPhase } from './payment-phase';
import { PaymentProblem } from './payment-problem';

type TProps = {
  phase: TPaymentPhase;
  amount: string | null;
  spokenAmount: string | null;
  openError: ApiError | null;
  onTryAgain: () => void;
};

/** Beside the code: 'Scan to pay', how, the amount, and where the payment is (waiting, or a problem). */
export function PaymentDetails({ phase, amount, spokenAmount, openError, onTryAgain }: TProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Typography variant="p1" component="h2" sx={KIOSK_SCREEN_TEXT.title}>
        {t('payment.scanToPay')}
      </Typography>
      <Typography variant="p4" sx={KIOSK_SCREEN_TEXT.detail}>
        {t('payment.instructions')}
      </Typography>
      {amount ? (
        <Typography
          variant="p2"
          role="status"
          sx={{ [TALL_PORTRAIT_MEDIA]: { fontSize: 40, lineHeight: 1.3 } }}
          data-testid="payment-amount"
          data-speech={t('payment.amount', { amount: spokenAmount })}
        >
          {t('payment.amount', { amount })}
        </Typography>
      ) : null}
      {phase.kind === 'waiting' ? (
        <Typography variant="p3" role="status" color="text.secondary" sx={KIOSK_SCREEN_TEXT.detail}>
          {t('payment.waiting')}
        </Typography>
      ) : null}
      <PaymentProblem phase={phase} openError={openError} onTryAgain={onTryAgain} />
    </Box>
  );
}
