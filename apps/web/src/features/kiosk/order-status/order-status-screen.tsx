import '../kiosk-texts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrder } from '../../../shared/api/orders-api';
import { StartOverButton } from '../session/start-over-button';
import { formatMoney } from '../../../shared/lib/money';
import { BusyStatus } from '../order-flow/busy-status';
import { NoDeviceAlert } from '../order-flow/no-device-alert';
import { useOrderContext } from '../order-flow/use-order-context';
import { useTestMode } from '../../../shared/staff-session/use-test-mode';

/** The order page refreshes this often, so a dispense or payment in progress shows. */
export const ORDER_STATUS_POLL_MS = 3000;

/** /orders/{id}/status: the order's status, its items, the quantity dispensed of the total, the total. */
export function OrderStatusScreen() {
  const { t, i18n } = useTranslation();
  const { deviceId, orderId, locale } = useOrderContext();
  const testMode = useTestMode();
  const order = useOrder(deviceId, orderId, locale, {
    refetchInterval: ORDER_STATUS_POLL_MS,
    testMode,
    showsErrorPage: true,
  });

  if (!deviceId) return <NoDeviceAlert />;
  // An order that cannot be loaded shows the error page (useOrder throws to the route's boundary).
  if (!order.data) return <BusyStatus label={t('loading.label')} />;
  const { status, skus, quantityDispensed, quantityTotal, total, currency } = order.data;
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Typography variant="p2" component="h2" data-testid="order-status">
          {t('orderStatus.statusLabel', { status: t(`orderStatus.status.${status}`) })}
        </Typography>
        <Typography variant="p4">
          {t('orderStatus.quantity', { dispensed: quantityDispensed, total: quantityTotal })}
        </Typography>
        <Typography
          variant="p4"
          data-speech={t('orderStatus.total', {
            amount: formatMoney(total, currency, i18n.resolvedLanguage ?? 'en', 'name'),
          })}
        >
          {t('orderStatus.total', { amount: formatMoney(total, currency, i18n.resolvedLanguage ?? 'en') })}
        </Typography>
        <Typography variant="p3" component="h3">
          {t('orderStatus.items')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 12 }}>
          {skus.map((sku) => (
            <Typography component="li" variant="p4" key={sku.skuId}>
              {t('orderStatus.itemLine', { title: sku.title, quantity: sku.quantity })}
            </Typography>
          ))}
        </Box>
        <Box>
          <StartOverButton label={t('orderFlow.startOver')} />
        </Box>
      </CardContent>
    </Card>
  );
}
