import './catalog-texts';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consolePaths } from '../../../shared/routes/paths';
import { ConsoleGate } from '../console-gate';
import { ConsoleLoadState } from '../console-load-state';
import { AssortmentForm } from './assortment-form';
import { assortmentValuesOf } from './assortment-values';
import { catalogQueries } from './catalog-queries';

/** `/operator/kiosks/:deviceId/assortment`: the skus a kiosk offers, in its order, with its own prices. */
export function AssortmentScreen() {
  return (
    <ConsoleGate>
      <Assortment />
    </ConsoleGate>
  );
}

function Assortment() {
  const { t } = useTranslation();
  const { deviceId = '' } = useParams();
  const assortment = useQuery(catalogQueries.assortment(deviceId));
  return (
    <>
      <Link
        component={RouterLink}
        to={consolePaths.kiosk(deviceId)}
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mb: 6 }}
      >
        {t('catalog.assortment.back')}
      </Link>
      <Typography variant="p4" sx={{ mb: 8 }}>
        {t('catalog.assortment.intro', { deviceId })}
      </Typography>
      <ConsoleLoadState query={assortment}>
        {(data) => (
          <AssortmentForm key={data.deviceId} initial={assortmentValuesOf(data)} deviceId={deviceId} />
        )}
      </ConsoleLoadState>
    </>
  );
}
