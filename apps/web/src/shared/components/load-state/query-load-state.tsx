import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '../../api/api-error';

/** The words of a page's load state, in the page's own texts (staff, console). */
export type TLoadStateTexts = { loading: string; loadError: string; tryAgain: string };

/**
 * A query's state on a page: loading (a status), failed (the normalised message and a retry, as an
 * alert), or the content drawn from the data.
 */
export function QueryLoadState<T>({
  query,
  texts,
  children,
}: {
  query: UseQueryResult<T, ApiError>;
  texts: TLoadStateTexts;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <CircularProgress size={24} aria-hidden="true" />
        {texts.loading}
      </Box>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {texts.tryAgain}
          </Button>
        }
      >
        {texts.loadError} {query.error.message} {query.error.description}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
