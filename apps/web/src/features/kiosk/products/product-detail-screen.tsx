import '../kiosk-texts';
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { TProduct } from '@kiosk/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCreateOrder } from '../../../shared/api/orders-api';
import { useProduct } from '../../../shared/api/products-api';
import { ROUTES } from '../../../shared/routes/paths';
import { orderPaths } from '../../../shared/routes/paths';
import { ApiErrorAlert } from '../order-flow/api-error-alert';
import { BusyStatus } from '../order-flow/busy-status';
import { NoDeviceAlert } from '../order-flow/no-device-alert';
import { useLocale } from '../order-flow/use-order-context';
import { useDeviceId } from '../session/use-device-id';
import { useTestMode } from '../../staff/use-test-mode';
import { PackCountChooser } from './pack-count-chooser';
import { ProductImage } from './product-image';
import { clampCount, isMultiPackSku, maxCountOf, skuAvailabilityOf } from './sku-choice';
import { SkuOptions } from './sku-options';
import { useSkuPriceText } from './use-sku-price-text';
import { track } from '../../../shared/lib/analytics/analytics';

function ProductDetail({ product, deviceId }: { product: TProduct; deviceId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const firstAvailable =
    product.skus.find((sku) => skuAvailabilityOf(sku) === 'available') ?? product.skus[0];
  const [skuId, setSkuId] = useState(firstAvailable?.id ?? '');
  const [chosenCount, setChosenCount] = useState(1);
  const createOrder = useCreateOrder(deviceId, locale, useTestMode());
  const totalId = useId();
  const sku = product.skus.find((candidate) => candidate.id === skuId) ?? firstAvailable;
  const max = sku ? maxCountOf(sku) : 1;
  const count = clampCount(chosenCount, max);
  const priced = sku ?? { isFree: false, price: null, currency: product.currency };
  const totalText = useSkuPriceText(priced, count);
  const spokenTotal = useSkuPriceText(priced, count, 'name');
  if (!sku) return null;
  const availability = skuAvailabilityOf(sku);
  const isMultiPack = isMultiPackSku(sku);

  const onStartOrder = () => {
    createOrder.mutate(
      { skus: [{ skuId: sku.id, quantity: count }] },
      {
        onSuccess: (order) => {
          track('product_chosen', { productId: product.id, quantity: count });
          void navigate(orderPaths.workflowManager(order.id, { productId: product.id }));
        },
      },
    );
  };

  return (
    <Card
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
        alignItems: 'start',
      }}
    >
      <ProductImage
        src={sku.images[0] ?? product.images[0]}
        alt={t('products.picture', { title: product.title })}
      />
      <Box sx={{ p: 12, display: 'flex', flexDirection: 'column', gap: 10 }}>
        <Typography variant="p1" component="h2">
          {product.title}
        </Typography>
        {product.description ? <Typography variant="p4">{product.description}</Typography> : null}
        {product.skus.length > 1 ? (
          <SkuOptions
            skus={product.skus}
            selectedId={sku.id}
            onSelect={(id) => {
              setSkuId(id);
              setChosenCount(1);
            }}
          />
        ) : null}
        {isMultiPack ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography variant="p4" sx={{ fontWeight: 600 }}>
              {t('productDetail.multiPackNotice')}
            </Typography>
            <Typography variant="p5" color="text.secondary">
              {t('productDetail.packSize', { count: sku.dispenseQuantity })}
            </Typography>
          </Box>
        ) : null}
        {isMultiPack && availability === 'available' ? (
          <PackCountChooser count={count} max={max} onChange={setChosenCount} />
        ) : null}
        {product.skus.length === 1 ? (
          // A multi-sku product names each sku beside its price in the options; a single one is named here.
          <Typography variant="p3" data-testid="sku-title">
            {sku.title}
          </Typography>
        ) : null}
        {availability === 'outOfStock' ? (
          <Typography variant="p3" role="status" sx={{ fontWeight: 700, color: 'error.main' }}>
            {t('productDetail.outOfStock')}
          </Typography>
        ) : availability === 'priceUnavailable' ? (
          <Typography variant="p3" role="status" sx={{ fontWeight: 700, color: 'error.main' }}>
            {t('productDetail.priceUnavailable')}
          </Typography>
        ) : (
          <Typography
            variant="p2"
            id={totalId}
            data-testid="order-total"
            data-speech={t('productDetail.total', { amount: spokenTotal })}
          >
            {t('productDetail.total', { amount: totalText })}
          </Typography>
        )}
        {createOrder.isError ? (
          <ApiErrorAlert title={t('productDetail.orderError')} error={createOrder.error} />
        ) : null}
        <Button
          variant="contained"
          disabled={availability !== 'available' || createOrder.isPending}
          onClick={onStartOrder}
          aria-describedby={availability === 'available' ? totalId : undefined}
          sx={{ minHeight: 72, fontSize: 24 }}
        >
          {createOrder.isPending ? t('productDetail.starting') : t('productDetail.startOrder')}
        </Button>
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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
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
