import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Props = { message: string; description: string };

/**
 * A failed stock save laid out as docs/product.md §8 gives it: the message as the title ('Something went
 * wrong'), the description under it ('An unexpected error occurred'), then that the counts were not saved.
 */
export function SaveFailureAlert({ message, description }: Props) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{message}</AlertTitle>
      {description && description !== message ? <Typography variant="p4">{description}</Typography> : null}
      <Typography variant="p4">{t('stock.notSaved')}</Typography>
    </Alert>
  );
}
