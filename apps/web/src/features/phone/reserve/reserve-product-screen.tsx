import '../../../i18n/phone-texts';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createReserveOrder, useReservableProduct } from './reserve-api';
import { PhoneBusy } from '../../../shared/phone-ui/phone-busy';
import { PhoneError } from '../ui/phone-error';
import { PriceLabel } from './price-label';
import { reservePaths } from '../../../shared/routes/paths';
import { skuTotalOf } from './reserve-price';
import { reserveNextPath } from './reserve-route';
import { SkuCount } from './sku-count';
import { useReserveParams } from './use-reserve-params';

/** docs/product.md §2 reserve-products/{productId}: choose the option (and count), then reserve. */
export function ReserveProductScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { deviceId, productId, locale } = useReserveParams();
  const product = useReservableProduct(deviceId, productId, locale);
  const [chosen, setChosen] = useState<string | null>(null);
  const [count, setCount] = useState(1);
  const start = useMutation({
    mutationFn: (line: { skuId: string; quantity: number }) =>
      createReserveOrder(deviceId, { skus: [line] }, locale),
    onSuccess: (order) => void navigate(reserveNextPath(deviceId, productId ?? '', order)),
  });

  if (product.isPending) return <PhoneBusy label={t('loading.label')} />;
  if (product.isError)
    return (
      <PhoneError
        title={t('reserve.loadError')}
        error={product.error}
        retryLabel={t('reserve.tryAgain')}
        onRetry={() => void product.refetch()}
      />
    );
  const skus = product.data.skus.filter((sku) => sku.stock > 0 && sku.price !== null);
  const sku = skus.find((s) => s.id === chosen) ?? skus[0];
  const max = sku ? Math.min(sku.maxQuantity, sku.stock) : 1;
  const quantity = Math.min(count, max);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      <Typography variant="p2" component="h2">
        {product.data.title}
      </Typography>
      <Typography variant="p4">{product.data.description}</Typography>
      {skus.length > 1 ? (
        <RadioGroup
          aria-label={t('reserve.option')}
          value={sku?.id ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          {skus.map((option) => (
            <FormControlLabel
              key={option.id}
              value={option.id}
              control={<Radio />}
              label={option.title}
              sx={{ minHeight: 44 }}
            />
          ))}
        </RadioGroup>
      ) : null}
      {sku && max > 1 ? <SkuCount count={quantity} max={max} onChange={setCount} /> : null}
      {sku ? (
        <PriceLabel price={skuTotalOf(sku, quantity, i18n.resolvedLanguage ?? 'en')} variant="p2" />
      ) : null}
      {!sku ? <Typography variant="p4">{t('reserve.outOfStock')}</Typography> : null}
      {start.error ? <PhoneError title={t('reserve.startError')} error={start.error} /> : null}
      <Button
        variant="contained"
        size="large"
        disabled={!sku || start.isPending}
        onClick={() => sku && start.mutate({ skuId: sku.id, quantity })}
      >
        {start.isPending ? t('reserve.starting') : t('reserve.reserveButton')}
      </Button>
      <Button component={RouterLink} to={reservePaths.products(deviceId)} variant="text" size="large">
        {t('reserve.back')}
      </Button>
    </Box>
  );
}
