import '../kiosk-texts';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TProduct } from '@kiosk/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../../shared/lib/money';
import { orderPaths } from '../../../shared/routes/paths';
import { languageCodeOf } from '../../../i18n/language-code';
import { priceLabelOf } from './product-price';
import { ProductImage } from './product-image';

type Props = {
  product: TProduct;
  /** Its place in the grid, read out as 'Option N of M' (docs/product.md §2). */
  position?: { n: number; m: number };
};

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN_SX = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The single-package counts of a product's multi-packs ("2", "3 or 12"), in the language's list form. */
const packSizesOf = (product: TProduct, language: string): string => {
  const sizes = [...new Set(product.skus.map((sku) => sku.dispenseQuantity).filter((size) => size > 1))];
  return new Intl.ListFormat(intlLocaleOf(language), { type: 'disjunction' }).format(
    sizes.sort((a, b) => a - b).map(String),
  );
};

/**
 * One product of the grid: image, title, number of options, price or range ('Free',
 * 'Price is unavailable'), the multi-pack notice with its count and 'Out of stock' (then the card is
 * disabled); screen readers hear its place in the grid and the picture's name.
 */
export function ProductCard({ product, position }: Props) {
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
  const packSizes = product.isMultiPack ? packSizesOf(product, i18n.resolvedLanguage ?? 'en') : '';
  const isDisabled = product.isOutOfStock;

  const content = (
    <>
      {position ? (
        <Typography component="span" sx={VISUALLY_HIDDEN_SX}>
          {t('productDetail.optionNofM', position)}
        </Typography>
      ) : null}
      <ProductImage src={product.images[0]} alt={t('products.picture', { title: product.title })} />
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
        {packSizes ? (
          <Typography variant="p5" color="text.secondary">
            {t('products.multiPack', { size: packSizes })}
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
