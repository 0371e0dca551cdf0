import '../kiosk-texts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { TALL_PORTRAIT_MEDIA } from '../../../shared/theme/theme-constants';
import { BusyStatus } from '../order-flow/busy-status';
import { QrCode } from '../order-flow/qr-code';
import type { TPaymentPhase } from './payment-phase';

/** The checkout's QR code while waiting for the phone, a busy status while preparing it, else room. */
export function PaymentCode({ phase }: { phase: TPaymentPhase }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minWidth: 352,
        minHeight: 352,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        // Larger on the portrait display, where it sits mid-height, easy to reach with a phone.
        [TALL_PORTRAIT_MEDIA]: { minWidth: 472, minHeight: 472, '& svg': { width: 440, height: 440 } },
      }}
    >
      {phase.kind === 'waiting' ? (
        <QrCode value={phase.transaction.paymentUrl} label={t('payment.qrLabel')} size={320} />
      ) : phase.kind === 'preparing' ? (
        <BusyStatus label={t('payment.preparing')} />
      ) : null}
    </Box>
  );
}
