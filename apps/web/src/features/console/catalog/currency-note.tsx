import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../../shared/console-ui/console-format';
import { intlLocaleOf } from '../../../shared/lib/money';
import { currencyLabel } from './catalog-values';

/** Says which currency the catalogue's prices are in: the programme's. */
export function CurrencyNote({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  return (
    <Typography variant="p5" data-testid="catalog-currency" sx={{ mb: 6 }}>
      {t('catalog.currencyNote', { currency: currencyLabel(currency, intlLocaleOf(format.language)) })}
    </Typography>
  );
}
