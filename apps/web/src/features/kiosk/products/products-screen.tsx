import '../kiosk-texts';
import { useDeferredValue } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../../../shared/api/products-api';
import { prepareMoneyFormats } from '../../../shared/lib/money';
import { languageCodeOf } from '../../../i18n/language-code';
import { useDeviceId } from '../../../shared/lib/use-device-id';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

// This module loads while the welcome screen shows (see route-table.tsx), ahead of the grid's prices.
prepareMoneyFormats();

/**
 * docs/product.md §2 product grid: the device's products in the interface language. A failed list is an empty one
 * (docs/product.md §8: product calls swallow their errors).
 */
export function ProductsScreen() {
  const { t, i18n } = useTranslation();
  const deviceId = useDeviceId();
  const locale = languageCodeOf(i18n.resolvedLanguage);
  const products = useProducts(deviceId, locale);
  // The screen's heading paints first, with the tap's answer; the grid (or its placeholders) follows in
  // a render of its own, which the browser may paint around (docs/performance.md, "The kiosk's taps").
  const isHeadingPainted = useDeferredValue(true, false);
  if (!isHeadingPainted) return null;
  if (!deviceId) return <Alert severity="warning">{t('products.noDevice')}</Alert>;
  if (!products.data) return <ProductGridSkeleton label={t('products.loading')} />;
  if (products.data.length === 0) return <Typography variant="p4">{t('products.empty')}</Typography>;
  return <ProductGrid products={products.data} label={t('products.title')} />;
}
