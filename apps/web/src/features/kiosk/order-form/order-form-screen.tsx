import '../kiosk-texts';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOrder } from '../../../shared/api/orders-api';
import { orderPaths } from '../../../shared/routes/paths';
import { BusyStatus } from '../order-flow/busy-status';
import { NoDeviceAlert } from '../order-flow/no-device-alert';
import { QrCode } from '../order-flow/qr-code';
import { useOrderContext } from '../order-flow/use-order-context';
import { useTestMode } from '../../../shared/staff-session/use-test-mode';
import { afterFormsPath, formFrameSandbox, formUrlsOf } from './form-urls';

/**
 * /orders/{id}/form (docs/decisions.md 'Form step'): the skus' form urls one after another, each embedded
 * and as a QR code to open on the phone; Continue moves on, after the last to payment or dispense.
 */
export function OrderFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deviceId, orderId, locale } = useOrderContext();
  const testMode = useTestMode();
  const order = useOrder(deviceId, orderId, locale, { testMode, showsErrorPage: true });
  const [index, setIndex] = useState(0);

  if (!deviceId) return <NoDeviceAlert />;
  // An order that cannot be loaded shows the error page (useOrder throws to the route's boundary).
  if (!order.data) return <BusyStatus label={t('loading.label')} />;
  const urls = formUrlsOf(order.data);
  const url = urls[index];
  const next = afterFormsPath(order.data, {
    // Test orders are never charged (test dispense mode).
    payment: testMode ? orderPaths.dispense(order.data.id) : orderPaths.payment(order.data.id),
    dispense: orderPaths.dispense(order.data.id),
  });
  const onContinue = () => {
    if (index + 1 < urls.length) setIndex(index + 1);
    else void navigate(next, { replace: true });
  };
  const position = { n: index + 1, m: Math.max(urls.length, 1) };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      <Box>
        <Typography variant="p2" component="h2">
          {t('orderForm.title')}
        </Typography>
        <Typography variant="p5" color="text.secondary" aria-live="polite">
          {t('orderForm.progress', position)}
        </Typography>
      </Box>
      {url ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', xl: 'minmax(0, 1fr) auto' },
            gap: 12,
            alignItems: 'start',
          }}
        >
          <Box
            component="iframe"
            key={url}
            src={url}
            sandbox={formFrameSandbox(url, window.location.origin)}
            title={t('orderForm.frameTitle', position)}
            sx={{
              width: '100%',
              height: { xs: 720, xl: 560 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: '#ffffff',
            }}
          />
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, maxWidth: 320 }}>
            <QrCode value={url} label={t('orderForm.qrLabel')} size={200} />
            <Typography variant="p5" sx={{ textAlign: 'center' }}>
              {t('orderForm.scanToOpen')}
            </Typography>
          </Box>
        </Box>
      ) : null}
      <Button
        variant="contained"
        onClick={onContinue}
        sx={{ alignSelf: 'flex-end', minHeight: 64, minWidth: 240 }}
      >
        {t('orderForm.continue')}
      </Button>
    </Box>
  );
}
