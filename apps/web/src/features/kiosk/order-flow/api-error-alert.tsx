import '../kiosk-texts';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/api-error';

type Props = {
  /** What failed, in the visitor's words. */
  title: string;
  error: ApiError | null;
  onRetry?: () => void;
  action?: ReactNode;
};

/** A failed call: what failed, the normalised server message and description (docs/product.md §8), and a retry. */
export function ApiErrorAlert({ title, error, onRetry, action }: Props) {
  const { t } = useTranslation();
  const detail = [error?.message, error?.description]
    .filter((text, index, all): text is string => Boolean(text) && all.indexOf(text) === index)
    .join(' ');
  return (
    <Alert
      severity="error"
      action={
        action ??
        (onRetry ? (
          <Button color="inherit" variant="outlined" onClick={onRetry}>
            {t('orderFlow.tryAgain')}
          </Button>
        ) : undefined)
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}
