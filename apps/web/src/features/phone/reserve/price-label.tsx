import '../../../i18n/phone-texts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPriceLabel } from '../../../shared/lib/price-label';

/** 'Free' (green), 'Price is unavailable', or the amount. */
export function PriceLabel({ price, variant = 'p3' }: { price: TPriceLabel; variant?: 'p2' | 'p3' | 'p4' }) {
  const { t } = useTranslation();
  const text =
    price.kind === 'free'
      ? t('reserve.free')
      : price.kind === 'unavailable'
        ? t('reserve.priceUnavailable')
        : price.text;
  return (
    <Typography
      variant={variant}
      sx={{ fontWeight: 700, color: price.kind === 'free' ? 'success.main' : 'text.primary' }}
    >
      {text}
    </Typography>
  );
}
