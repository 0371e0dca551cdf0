import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TProduct } from '@kiosk/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { orderPaths } from '../../../shared/routes/paths';
import { languageCodeOf } from '../../../i18n/language-code';
import { priceLabelOf } from './product-price';
import { ProductImage } from './product-image';

type Props = { product: TProduct };

/**
 * One product of the grid: image, title, number of options, price or range ('Free',
 * 'Price is unavailable'), the multi-pack notice and 'Out of stock' (then the card is disabled).
 */
export function ProductCard({ product }: Props) {
  const { t, i18n } = useTranslation();
  const language = languageCodeOf(i18n.resolvedLanguage);
  const price = priceLabelOf(product, language);
  const spokenPrice = price.kind === 'amount' ? priceLabelOf(product, language, 'name') : price;
  const priceText =
    price.kind === 'free'
      ? t('products.free')
      : price.kind === 'unavailable'
        ? t('products.priceUnavailable')
        : price.text;
  const optionCount = product.skus.length;
  const isDisabled = product.isOutOfStock;

  const content = (
    <>
      <ProductImage src={product.images[0]} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 4, flex: 1, width: '100%' }}>
        {product.isEmergency ? (
          <Chip label={t('products.emergency')} color="error" size="small" sx={{ alignSelf: 'flex-start' }} />
        ) : null}
        <Typography variant="p3" component="h2">
          {product.title}
        </Typography>
        {optionCount > 1 ? (
          <Typography variant="p5" color="text.secondary">
            {t('products.options', { count: optionCount })}
          </Typography>
        ) : null}
        <Typography
          variant="p3"
          data-testid="product-price"
          data-speech={spokenPrice.kind === 'amount' ? spokenPrice.text : undefined}
          sx={{ fontWeight: 700, color: price.kind === 'free' ? 'success.main' : 'text.primary' }}
        >
          {priceText}
        </Typography>
        {product.isMultiPack ? (
          <Typography variant="p5" color="text.secondary">
            {t('products.multiPack')}
          </Typography>
        ) : null}
        {isDisabled ? (
          <Typography variant="p4" sx={{ fontWeight: 700, color: 'error.main' }}>
            {t('products.outOfStock')}
          </Typography>
        ) : null}
      </CardContent>
    </>
  );

  const areaSx = {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'flex-start',
  };

  return (
    <Card
      variant="outlined"
      data-out-of-stock={isDisabled || undefined}
      sx={{ height: '100%', bgcolor: isDisabled ? 'grey.100' : 'background.paper' }}
    >
      {isDisabled ? (
        <CardActionArea disabled sx={areaSx}>
          {content}
        </CardActionArea>
      ) : (
        <CardActionArea component={Link} to={orderPaths.product(product.id)} sx={areaSx}>
          {content}
        </CardActionArea>
      )}
    </Card>
  );
}
