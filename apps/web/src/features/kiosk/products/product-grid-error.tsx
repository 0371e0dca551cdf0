import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/api-error';

type Props = { error: ApiError; onRetry: () => void };

/** The grid's error state: the normalised error (spec §8) and a way to try again. */
export function ProductGridError({ error, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" variant="outlined" onClick={onRetry}>
          {t('products.tryAgain')}
        </Button>
      }
    >
      <AlertTitle>{t('products.loadError')}</AlertTitle>
      {error.message}
      {error.description && error.description !== error.message ? ` ${error.description}` : null}
    </Alert>
  );
}
