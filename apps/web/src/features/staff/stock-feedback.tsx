import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { SaveFailureAlert } from './save-failure-alert';
import type { TStockFeedback } from './use-stock-management';

/** What the last stock save said: saved, reloaded after a conflict, or failed. */
export function StockFeedback({ feedback }: { feedback: TStockFeedback | null }) {
  const { t } = useTranslation();
  return (
    <>
      {feedback?.kind === 'saved' ? (
        <Alert severity="success" role="status">
          {t('stock.saved')}
        </Alert>
      ) : null}
      {feedback?.kind === 'reloaded' ? (
        <Alert severity="warning" role="alert">
          {feedback.text}
        </Alert>
      ) : null}
      {feedback?.kind === 'failed' ? (
        <SaveFailureAlert message={feedback.message} description={feedback.description} />
      ) : null}
    </>
  );
}
