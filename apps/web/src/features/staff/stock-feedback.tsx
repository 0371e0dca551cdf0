import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { SaveFailureAlert } from './save-failure-alert';
import type { TStockFeedback } from './use-stock-management';

type TStockFeedbackProps = {
  feedback: TStockFeedback | null;
  /** What "saved" says, when the screen says more than the default (which product, from what to what). */
  savedText?: string;
};

/** What the last stock save said: saved, reloaded after a conflict, or failed. */
export function StockFeedback({ feedback, savedText }: TStockFeedbackProps) {
  const { t } = useTranslation();
  return (
    <>
      {feedback?.kind === 'saved' ? (
        <Alert severity="success" role="status">
          {savedText ?? t('stock.saved')}
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
