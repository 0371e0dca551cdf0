import '../kiosk-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { KioskScreen } from '../../../shared/components/kiosk-screen';
import { TALL_PORTRAIT_MEDIA } from '../../../shared/theme/theme-constants';
import { NoDeviceAlert } from '../order-flow/no-device-alert';
import { PaymentCode } from './payment-code';
import { PaymentDetails } from './payment-details';
import { PaymentSuccess } from './payment-success';
import { usePaymentScreen } from './use-payment-screen';

/**
 * docs/product.md §2/§4 /orders/{id}/payment: scan to pay. Opens a checkout, shows its URL as a QR code with
 * the amount, waits for the phone (polling the transaction and the order every second), says
 * 'Payment successful' and goes on to dispense. A declined card can try again with a new code.
 */
export function PaymentScreen() {
  const { t } = useTranslation();
  const { deviceId, orderId, phase, amount, spokenAmount, openError, onTryAgain, onCancel } =
    usePaymentScreen();

  if (!deviceId) return <NoDeviceAlert />;
  if (!orderId) return null;
  if (phase.kind === 'paid') return <PaymentSuccess />;

  // The portrait display: the code and the amount in one centred column, Cancel order in reach below.
  return (
    <KioskScreen
      actions={
        <Button
          variant="outlined"
          onClick={onCancel}
          data-keypad-back
          sx={{
            alignSelf: 'center',
            minHeight: 56,
            [TALL_PORTRAIT_MEDIA]: { minHeight: 80, fontSize: 26, px: 32 },
          }}
        >
          {t('payment.cancelOrder')}
        </Button>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'auto minmax(0, 1fr)' },
          gap: 16,
          alignItems: 'center',
          justifyItems: { xs: 'center', lg: 'start' },
          textAlign: { xs: 'center', lg: 'start' },
          [TALL_PORTRAIT_MEDIA]: {
            gridTemplateColumns: '1fr',
            justifyItems: 'center',
            textAlign: 'center',
            gap: 24,
          },
        }}
      >
        <PaymentCode phase={phase} />
        <PaymentDetails
          phase={phase}
          amount={amount}
          spokenAmount={spokenAmount}
          openError={openError}
          onTryAgain={onTryAgain}
        />
      </Box>
    </KioskScreen>
  );
}
