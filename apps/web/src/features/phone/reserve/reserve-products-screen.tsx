import '../../../i18n/phone-texts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useReservableProducts } from './reserve-api';
import { PhoneBusy } from '../../../shared/phone-ui/phone-busy';
import { PhoneError } from '../ui/phone-error';
import { PriceLabel } from './price-label';
import { reservePaths } from '../../../shared/routes/paths';
import { productPriceOf } from './reserve-price';
import { useReserveParams } from './use-reserve-params';

/** docs/product.md §2 reserve-products: what this kiosk lets a visitor reserve on the phone. */
export function ReserveProductsScreen() {
  const { t, i18n } = useTranslation();
  const { deviceId, locale } = useReserveParams();
  const products = useReservableProducts(deviceId, locale);
  if (products.isPending) return <PhoneBusy label={t('loading.label')} />;
  if (products.isError)
    return (
      <PhoneError
        title={t('reserve.loadError')}
        error={products.error}
        retryLabel={t('reserve.tryAgain')}
        onRetry={() => void products.refetch()}
      />
    );
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      <Typography variant="p4">{t('reserve.intro')}</Typography>
      {products.data.length === 0 ? <Typography variant="p4">{t('reserve.empty')}</Typography> : null}
      <Box
        component="ul"
        aria-label={t('reserve.listLabel')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 6 }}
      >
        {products.data.map((product) => {
          const content = (
            <Box sx={{ p: 8, display: 'flex', gap: 8, alignItems: 'center' }}>
              {product.images[0] ? (
                <Box
                  component="img"
                  src={product.images[0]}
                  alt=""
                  sx={{ width: 64, height: 64, objectFit: 'contain' }}
                />
              ) : null}
              <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
                <Typography variant="p3" component="h2">
                  {product.title}
                </Typography>
                <PriceLabel price={productPriceOf(product, language)} variant="p4" />
                {product.isOutOfStock ? (
                  <Typography variant="p5" sx={{ fontWeight: 700, color: 'error.main' }}>
                    {t('reserve.outOfStock')}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          );
          return (
            <Box component="li" key={product.id}>
              <Card
                variant="outlined"
                sx={{ bgcolor: product.isOutOfStock ? 'grey.100' : 'background.paper' }}
              >
                {product.isOutOfStock ? (
                  content
                ) : (
                  <CardActionArea
                    component={RouterLink}
                    to={reservePaths.product(deviceId, product.id)}
                    sx={{ minHeight: 44 }}
                  >
                    {content}
                  </CardActionArea>
                )}
              </Card>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
