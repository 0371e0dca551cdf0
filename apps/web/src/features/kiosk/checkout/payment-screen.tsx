import '../kiosk-texts';
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cancelOrder, useOrder } from '../../../shared/api/orders-api';
import { useOpenTransaction, useTransaction } from '../../../shared/api/payments-api';
import { ROUTES } from '../../../shared/routes/paths';
import { formatMoney } from '../../../shared/lib/money';
import { orderPaths } from '../../../shared/routes/paths';
import { ApiErrorAlert } from '../order-flow/api-error-alert';
import { BusyStatus } from '../order-flow/busy-status';
import { NoDeviceAlert } from '../order-flow/no-device-alert';
import { QrCode } from '../order-flow/qr-code';
import { useOrderContext } from '../order-flow/use-order-context';
import { PAYMENT_POLL_MS, PAYMENT_SUCCESS_DELAY_MS } from './payment-constants';
import { paymentPhaseOf } from './payment-phase';
import { track } from '../../../shared/lib/analytics/analytics';

/**
 * docs/product.md §2/§4 /orders/{id}/payment: scan to pay. Opens a checkout, shows its URL as a QR code with
 * the amount, waits for the phone (polling the transaction and the order every second), says
 * 'Payment successful' and goes on to dispense. A declined card can try again with a new code.
 */
export function PaymentScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { deviceId, orderId, locale } = useOrderContext();
  const open = useOpenTransaction(deviceId, orderId, locale);
  const polled = useTransaction(deviceId, orderId, open.data?.id, PAYMENT_POLL_MS);
  const transaction = polled.data ?? open.data;
  const isTransactionPaid = transaction?.status === 'paid';
  const order = useOrder(deviceId, orderId, locale, {
    refetchInterval: isTransactionPaid ? false : PAYMENT_POLL_MS,
    // An order that does not exist (or cannot be read) is the error page, not a payment to retry.
    showsErrorPage: true,
  });
  const phase = paymentPhaseOf({
    transaction,
    order: order.data,
    isOpening: open.isPending,
    hasOpenError: open.isError,
  });

  const hasStarted = useRef(false);
  const { mutate: openCheckout } = open;
  useEffect(() => {
    if (hasStarted.current || !deviceId || !orderId) return;
    hasStarted.current = true;
    openCheckout();
  }, [deviceId, orderId, openCheckout]);

  const isPaid = phase.kind === 'paid';
  useEffect(() => {
    if (isPaid) track('payment_done', { success: true });
  }, [isPaid]);
  useEffect(() => {
    if (!isPaid || !orderId) return;
    const timer = setTimeout(() => {
      void navigate(orderPaths.dispense(orderId), { replace: true });
    }, PAYMENT_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isPaid, orderId, navigate]);

  if (!deviceId) return <NoDeviceAlert />;
  if (!orderId) return null;

  const amountSource = order.data ?? transaction;
  const moneyOf = (display: 'symbol' | 'name') =>
    amountSource
      ? formatMoney(
          'total' in amountSource ? amountSource.total : amountSource.amount,
          amountSource.currency,
          i18n.resolvedLanguage ?? 'en',
          display,
        )
      : null;
  const amount = moneyOf('symbol');
  const onTryAgain = () => openCheckout();
  const onCancel = () => {
    cancelOrder(deviceId, orderId).catch((error: unknown) =>
      console.error('Failed to cancel the order', error),
    );
    void navigate(ROUTES.products);
  };

  if (phase.kind === 'paid')
    return (
      <Box
        role="status"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, py: 24 }}
      >
        <CheckCircleIcon aria-hidden="true" color="success" sx={{ fontSize: 96 }} />
        <Typography variant="p1" component="h2">
          {t('payment.successful')}
        </Typography>
        <Typography variant="p4">{t('payment.continuing')}</Typography>
      </Box>
    );

  const retry = (
    <Button color="inherit" variant="outlined" onClick={onTryAgain}>
      {t('payment.tryAgain')}
    </Button>
  );

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
        <Box
          sx={{
            minWidth: 352,
            minHeight: 352,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {phase.kind === 'waiting' ? (
            <QrCode value={phase.transaction.paymentUrl} label={t('payment.qrLabel')} size={320} />
          ) : phase.kind === 'preparing' ? (
            <BusyStatus label={t('payment.preparing')} />
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Typography variant="p1" component="h2">
            {t('payment.scanToPay')}
          </Typography>
          <Typography variant="p4">{t('payment.instructions')}</Typography>
          {amount ? (
            <Typography
              variant="p2"
              role="status"
              data-testid="payment-amount"
              data-speech={t('payment.amount', { amount: moneyOf('name') })}
            >
              {t('payment.amount', { amount })}
            </Typography>
          ) : null}
          {phase.kind === 'waiting' ? (
            <Typography variant="p3" role="status" color="text.secondary">
              {t('payment.waiting')}
            </Typography>
          ) : null}
          {phase.kind === 'declined' ? (
            <Alert severity="error" action={retry}>
              <AlertTitle>{t('payment.declined')}</AlertTitle>
              {t(`payment.reason.${phase.reason}`)}
            </Alert>
          ) : null}
          {phase.kind === 'expired' ? (
            <Alert severity="warning" action={retry}>
              {t('payment.expired')}
            </Alert>
          ) : null}
          {phase.kind === 'error' ? (
            <ApiErrorAlert title={t('payment.openError')} error={open.error} onRetry={onTryAgain} />
          ) : null}
        </Box>
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
