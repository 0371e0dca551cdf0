import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ApiError } from '../../../shared/api/api-error';

type Props = {
  /** What failed, in the visitor's words; the server's message when left out. */
  title?: string;
  error: Error | null;
  retryLabel?: string;
  onRetry?: () => void;
};

/** The server's own words for a failed call: its message and its description (docs/product.md §8), once each. */
export const errorTextOf = (error: Error | null | undefined): string => {
  const apiError = error as Partial<ApiError> | null | undefined;
  return [apiError?.message, apiError?.description]
    .filter((text, index, all): text is string => Boolean(text) && all.indexOf(text) === index)
    .join(' ');
};

/** The description alone, when it says more than the message. */
const descriptionOf = (error: Error | null): string => {
  const apiError = error as Partial<ApiError> | null;
  return apiError?.description && apiError.description !== apiError.message ? apiError.description : '';
};

/** A failed call: what failed, the server's text, and a retry. */
export function PhoneError({ title, error, retryLabel, onRetry }: Props) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && retryLabel ? (
          <Button color="inherit" variant="outlined" onClick={onRetry} sx={{ minHeight: 44 }}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title ?? (error as Partial<ApiError> | null)?.message}</AlertTitle>
      {title ? errorTextOf(error) : descriptionOf(error)}
    </Alert>
  );
}
