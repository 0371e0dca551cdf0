import './catalog-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../../shared/console-ui/console-format';
import { ConsoleSection } from '../../../shared/console-ui/console-table';
import { ROUTES } from '../../../shared/routes/paths';
import { ConsoleGate } from '../console-gate';
import { ConsoleLoadState } from '../console-load-state';
import { useRoleReaches } from '../use-role-reaches';
import { catalogQueries } from './catalog-queries';
import { CatalogTable } from './catalog-table';
import { CurrencyNote } from './currency-note';

/** `/operator/catalog`: every product with its skus; an admin adds one or opens one to edit. */
export function CatalogScreen() {
  return (
    <ConsoleGate>
      <Catalog />
    </ConsoleGate>
  );
}

function Catalog() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const isAdmin = useRoleReaches('admin');
  const products = useQuery(catalogQueries.products());
  return (
    <>
      <Typography variant="p4" sx={{ mb: 8 }}>
        {t('catalog.intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 6, mb: 8 }}>
        {isAdmin ? (
          <Button component={RouterLink} to={ROUTES.consoleNewProduct} variant="contained">
            {t('catalog.add')}
          </Button>
        ) : null}
        <Button component={RouterLink} to={ROUTES.consoleTranslations} variant="outlined">
          {t('catalog.toTranslations')}
        </Button>
      </Box>
      <ConsoleSection id="catalog-caption" title={t('catalog.caption')}>
        <ConsoleLoadState query={products}>
          {(data) => (
            <>
              <CurrencyNote currency={data.currency} />
              <CatalogTable products={data.products} language={format.language} currency={data.currency} />
            </>
          )}
        </ConsoleLoadState>
      </ConsoleSection>
    </>
  );
}
