import '../kiosk-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
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

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'auto minmax(0, 1fr)' },
          gap: 16,
          alignItems: 'center',
          justifyItems: { xs: 'center', lg: 'start' },
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
      <Button
        variant="outlined"
        onClick={onCancel}
        data-keypad-back
        sx={{ alignSelf: 'flex-start', minHeight: 56 }}
      >
        {t('payment.cancelOrder')}
      </Button>
    </Box>
  );
}
