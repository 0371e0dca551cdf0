import '../kiosk-texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { TProduct } from '@kiosk/contract';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../../shared/api/products-api';
import { ROUTES } from '../../../shared/routes/paths';
import { ApiErrorAlert } from '../order-flow/api-error-alert';
import { BusyStatus } from '../order-flow/busy-status';
import { NoDeviceAlert } from '../order-flow/no-device-alert';
import { useLocale } from '../order-flow/use-order-context';
import { useDeviceId } from '../../../shared/lib/use-device-id';
import { KIOSK_SCREEN_TEXT } from '../../../shared/components/kiosk-screen';
import { KIOSK_REACH_PX, TALL_PORTRAIT_MEDIA } from '../../../shared/theme/theme-constants';
import { MultiPackNotice } from './multi-pack-notice';
import { OrderTotal } from './order-total';
import { PackCountChooser } from './pack-count-chooser';
import { ProductImage } from './product-image';
import { isMultiPackSku, skuAvailabilityOf } from './sku-choice';
import { SkuOptions } from './sku-options';
import { useProductDetail } from './use-product-detail';

/** Picture beside the details; on the portrait display picture above, and Start order in reach at the bottom. */
const CARD_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
  alignItems: 'start',
  [TALL_PORTRAIT_MEDIA]: {
    flex: 1,
    mb: `${KIOSK_REACH_PX}px`,
    gridTemplateColumns: '1fr',
    gridTemplateRows: 'auto 1fr',
    alignItems: 'stretch',
  },
} as const;

const DETAILS_SX = {
  p: 12,
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  [TALL_PORTRAIT_MEDIA]: { px: 24, pt: 8, pb: 24, gap: 14 },
} as const;

function ProductDetail({ product, deviceId }: { product: TProduct; deviceId: string }) {
  const { t } = useTranslation();
  const { sku, count, max, totalId, totalText, spokenTotal, createOrder, ...actions } = useProductDetail(
    product,
    deviceId,
  );
  if (!sku) return null;
  const availability = skuAvailabilityOf(sku);
  const isMultiPack = isMultiPackSku(sku);

  return (
    <Card variant="outlined" sx={CARD_SX}>
      <ProductImage
        src={sku.images[0] ?? product.images[0]}
        alt={t('products.picture', { title: product.title })}
        isLarge
      />
      <Box sx={DETAILS_SX}>
        <Typography variant="p1" component="h2" sx={KIOSK_SCREEN_TEXT.title}>
          {product.title}
        </Typography>
        {product.description ? (
          <Typography variant="p4" sx={KIOSK_SCREEN_TEXT.detail}>
            {product.description}
          </Typography>
        ) : null}
        {product.skus.length > 1 ? (
          <SkuOptions skus={product.skus} selectedId={sku.id} onSelect={actions.onSelectSku} />
        ) : null}
        {isMultiPack ? <MultiPackNotice packSize={sku.dispenseQuantity} /> : null}
        {isMultiPack && availability === 'available' ? (
          <PackCountChooser count={count} max={max} onChange={actions.onCountChange} />
        ) : null}
        <Box
          sx={{ display: 'flex', flexDirection: 'column', gap: 10, [TALL_PORTRAIT_MEDIA]: { mt: 'auto' } }}
        >
          {product.skus.length === 1 ? (
            // A multi-sku product names each sku beside its price in the options; a single one is named here.
            <Typography variant="p3" data-testid="sku-title">
              {sku.title}
            </Typography>
          ) : null}
          <OrderTotal
            availability={availability}
            totalId={totalId}
            totalText={totalText}
            spokenTotal={spokenTotal}
          />
          {createOrder.isError ? (
            <ApiErrorAlert title={t('productDetail.orderError')} error={createOrder.error} />
          ) : null}
          <Button
            variant="contained"
            disabled={availability !== 'available' || createOrder.isPending}
            onClick={actions.onStartOrder}
            aria-describedby={availability === 'available' ? totalId : undefined}
            sx={{ minHeight: 72, fontSize: 24, [TALL_PORTRAIT_MEDIA]: { minHeight: 96, fontSize: 30 } }}
          >
            {createOrder.isPending ? t('productDetail.starting') : t('productDetail.startOrder')}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}

/** docs/product.md §2 /products/{id}: the product, its options, the multi-pack count, and Start order. */
export function ProductDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const deviceId = useDeviceId();
  const locale = useLocale();
  const product = useProduct(deviceId, id, locale);

  let content;
  if (!deviceId) content = <NoDeviceAlert />;
  else if (product.isPending) content = <BusyStatus label={t('loading.label')} />;
  else if (!product.data)
    // docs/product.md §8: a failed product call gives no product; the visitor goes back to the grid.
    content = <Alert severity="info">{t('productDetail.loadError')}</Alert>;
  else content = <ProductDetail key={product.data.id} product={product.data} deviceId={deviceId} />;

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Button
        component={Link}
        to={ROUTES.products}
        variant="text"
        data-keypad-back
        startIcon={<ArrowBackIcon aria-hidden="true" />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('productDetail.back')}
      </Button>
      {content}
    </Box>
  );
}
