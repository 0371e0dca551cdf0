import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/api/api-error';

/** Loading, failed (the normalised message and a retry), or the content with the data. */
export function ConsoleLoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T, ApiError>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <CircularProgress size={24} aria-hidden="true" />
        {t('console.loading')}
      </Box>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {t('console.tryAgain')}
          </Button>
        }
      >
        {t('console.loadError')} {query.error.message} {query.error.description}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
