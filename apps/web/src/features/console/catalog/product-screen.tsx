import './catalog-texts';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../shared/routes/paths';
import { ConsoleGate } from '../console-gate';
import { ConsoleLoadState } from '../console-load-state';
import { catalogQueries } from './catalog-queries';
import { ProductForm } from './product-form';
import { newProductValues, productValuesOf } from './product-form-values';

const BackToCatalog = () => {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={ROUTES.consoleCatalog}
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mb: 6 }}
    >
      {t('catalog.back')}
    </Link>
  );
};

/** `/operator/catalog/new-product`: a new product with its skus (admin). */
export function NewProductScreen() {
  return (
    <ConsoleGate>
      <BackToCatalog />
      <NewProduct />
    </ConsoleGate>
  );
}

/** The programme's currency comes with the catalogue list (its prices are typed in it). */
function NewProduct() {
  const catalog = useQuery(catalogQueries.products());
  return (
    <ConsoleLoadState query={catalog}>
      {({ currency }) => <ProductForm initial={newProductValues(currency)} />}
    </ConsoleLoadState>
  );
}

/** `/operator/catalog/products/:productId`: one product's editor (read-only to a viewer). */
export function ProductScreen() {
  return (
    <ConsoleGate>
      <BackToCatalog />
      <StoredProduct />
    </ConsoleGate>
  );
}

function StoredProduct() {
  const { productId = '' } = useParams();
  const product = useQuery(catalogQueries.product(productId));
  const catalog = useQuery(catalogQueries.products());
  return (
    <ConsoleLoadState query={catalog}>
      {({ currency }) => (
        <ConsoleLoadState query={product}>
          {(data) => <ProductForm key={data.id} initial={productValuesOf(data, currency)} />}
        </ConsoleLoadState>
      )}
    </ConsoleLoadState>
  );
}
