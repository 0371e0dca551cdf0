import '../kiosk-texts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TSkuAvailability } from './sku-choice';

type TProps = {
  availability: TSkuAvailability;
  /** The total's element id (Start order is described by it). */
  totalId: string;
  totalText: string;
  spokenTotal: string;
};

/** The order's total, or why the chosen sku cannot be ordered (out of stock, no price). */
export function OrderTotal({ availability, totalId, totalText, spokenTotal }: TProps) {
  const { t } = useTranslation();
  if (availability === 'outOfStock')
    return (
      <Typography variant="p3" role="status" sx={{ fontWeight: 700, color: 'error.main' }}>
        {t('productDetail.outOfStock')}
      </Typography>
    );
  if (availability === 'priceUnavailable')
    return (
      <Typography variant="p3" role="status" sx={{ fontWeight: 700, color: 'error.main' }}>
        {t('productDetail.priceUnavailable')}
      </Typography>
    );
  return (
    <Typography
      variant="p2"
      id={totalId}
      data-testid="order-total"
      data-speech={t('productDetail.total', { amount: spokenTotal })}
    >
      {t('productDetail.total', { amount: totalText })}
    </Typography>
  );
}
