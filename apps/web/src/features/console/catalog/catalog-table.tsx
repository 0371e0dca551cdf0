import './catalog-texts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TCatalogProductView, TCatalogSkuView } from '@kiosk/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CellNote } from '../../../shared/console-ui/cell-note';
import { ConsoleTable } from '../../../shared/console-ui/console-table';
import { formatMoney } from '../../../shared/lib/money';
import { consolePaths } from '../../../shared/routes/paths';
import { textIn } from './catalog-values';

/** A sku's price in the programme's currency and the operator's language, "Free", or "No price". */
function useSkuPrice(currency: string) {
  const { t, i18n } = useTranslation();
  return (sku: Pick<TCatalogSkuView, 'price' | 'isFree'>) =>
    sku.isFree
      ? t('catalog.free')
      : sku.price === null
        ? t('catalog.noPrice')
        : formatMoney(sku.price, currency, i18n.resolvedLanguage ?? 'en');
}

/** A sku's restrictions and abilities, in words. */
function SkuFlags({ sku }: { sku: TCatalogSkuView }) {
  const { t } = useTranslation();
  const flags = [
    sku.isEmergencyDispense && t('catalog.flag.emergency'),
    sku.isReservable && t('catalog.flag.reservable'),
    sku.minAge !== null && t('catalog.flag.minAge', { age: sku.minAge }),
    sku.requiresAccessCode && t('catalog.flag.accessCode'),
    sku.retiredAt !== null && t('catalog.flag.retired'),
  ].filter(Boolean);
  return flags.length ? <CellNote tone="secondary">{flags.join(' · ')}</CellNote> : null;
}

/** The skus of one product: name, price, flags. */
function SkuList({
  skus,
  language,
  currency,
}: {
  skus: TCatalogSkuView[];
  language: string;
  currency: string;
}) {
  const price = useSkuPrice(currency);
  return (
    <Box component="ul" sx={{ m: 0, pl: 6 }}>
      {skus.map((sku) => (
        <li key={sku.id} data-sku={sku.id}>
          <Typography variant="p5" component="span">
            {textIn(sku.titles, language) || sku.id} — {price(sku)}
          </Typography>
          <SkuFlags sku={sku} />
        </li>
      ))}
    </Box>
  );
}

/** Every product in grid order: its name (a link to its editor) and its skus, priced in `currency`. */
export function CatalogTable({
  products,
  language,
  currency,
}: {
  products: TCatalogProductView[];
  language: string;
  currency: string;
}) {
  const { t } = useTranslation();
  if (products.length === 0) return <Typography variant="p5">{t('catalog.empty')}</Typography>;
  return (
    <ConsoleTable
      labelledBy="catalog-caption"
      head={
        <>
          <TableCell scope="col">{t('catalog.column.product')}</TableCell>
          <TableCell scope="col">{t('catalog.column.skus')}</TableCell>
        </>
      }
    >
      {products.map((product) => (
        <TableRow key={product.id} data-product={product.id}>
          <TableCell component="th" scope="row">
            <Link
              component={RouterLink}
              to={consolePaths.product(product.id)}
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 }}
            >
              {textIn(product.titles, language)}
            </Link>
            <CellNote tone="secondary">{product.id}</CellNote>
            {product.retiredAt ? <CellNote tone="secondary">{t('catalog.flag.retired')}</CellNote> : null}
          </TableCell>
          <TableCell>
            <SkuList skus={product.skus} language={language} currency={currency} />
          </TableCell>
        </TableRow>
      ))}
    </ConsoleTable>
  );
}
