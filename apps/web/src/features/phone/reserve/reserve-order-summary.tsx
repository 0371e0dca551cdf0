import '../../../i18n/phone-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TOrder } from '@kiosk/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/money';

/** The reservation's items and total ('Free' when nothing is to pay). */
export function ReserveOrderSummary({ order }: { order: TOrder }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Box
      component="section"
      aria-labelledby="reserve-summary"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', p: 8 }}
    >
      <Typography id="reserve-summary" variant="p3" component="h2">
        {t('reserve.summaryTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 4 }}>
        {order.skus.map((sku) => (
          <Typography component="li" variant="p4" key={sku.skuId}>
            {t('reserve.itemLine', { quantity: sku.quantity, title: sku.itemName })}
          </Typography>
        ))}
      </Box>
      <Typography
        variant="p3"
        sx={{ mt: 4, fontWeight: 700, color: order.total === 0 ? 'success.main' : 'text.primary' }}
      >
        {order.total === 0
          ? t('reserve.free')
          : t('reserve.total', { amount: formatMoney(order.total, order.currency, language) })}
      </Typography>
    </Box>
  );
}
