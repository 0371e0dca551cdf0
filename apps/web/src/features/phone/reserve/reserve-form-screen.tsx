import '../../../i18n/phone-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ReserveOrderGate } from './reserve-order-gate';
import { ReserveOrderSummary } from './reserve-order-summary';
import { afterFormPath } from './reserve-route';
import { useReserveOrder } from './use-reserve-order';

/** docs/product.md §2 reserve-form: the order's forms (sku form urls) open one by one, then Continue. */
export function ReserveFormScreen() {
  const { t } = useTranslation();
  const { deviceId, productId, order } = useReserveOrder();
  return (
    <ReserveOrderGate order={order}>
      {(data) => {
        const urls = data.skus.flatMap((sku) => sku.metadata.formUrls);
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
            <Typography variant="p2" component="h2">
              {t('reserve.formTitle')}
            </Typography>
            <Typography variant="p4">{t('reserve.formIntro')}</Typography>
            {urls.map((url, index) => (
              <Button
                key={url}
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                size="large"
              >
                {t('reserve.openForm', { n: index + 1, m: urls.length })}
              </Button>
            ))}
            <ReserveOrderSummary order={data} />
            <Button
              component={RouterLink}
              to={afterFormPath(deviceId, productId ?? '', data)}
              variant="contained"
              size="large"
            >
              {t('reserve.continue')}
            </Button>
          </Box>
        );
      }}
    </ReserveOrderGate>
  );
}
