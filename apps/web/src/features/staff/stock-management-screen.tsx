import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { stockQueries, updateStock } from '../../shared/api/stock-api';
import { languageCodeOf } from '../../i18n/language-code';
import { PasskeyDialog, type TPasskeyDialogError } from './passkey-dialog';
import { ReportDownload } from './report-download';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';
import type { TStaffSession } from './staff-session-store';
import { StockAuditList } from './stock-audit-list';
import { SAVE_ERROR_LOG, saveFailureOf } from './save-failure';
import { SaveFailureAlert } from './save-failure-alert';
import { invalidDrafts, stockChanges } from './stock-labels';
import { StockLoadState } from './stock-load-state';
import { StockReview } from './stock-review';
import { StockTable } from './stock-table';
import { useCatalogueNames, useStockAudit, useStockList } from './use-stock-data';

type TMode = 'view' | 'edit' | 'review';
type TFeedback =
  | { kind: 'saved' }
  | { kind: 'reloaded'; text: string }
  | { kind: 'failed'; message: string; description: string };

/** `/stock-management`: product stock; edit, new stock count, review the changes, save after the passkey. */
export function StockManagementScreen() {
  return (
    <StaffGate>{(session, deviceId) => <StockManagement session={session} deviceId={deviceId} />}</StaffGate>
  );
}

function StockManagement({ session, deviceId }: { session: TStaffSession; deviceId: string }) {
  const { t, i18n } = useTranslation();
  const locale = languageCodeOf(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const stock = useStockList(deviceId, session.passkey, locale);
  const audit = useStockAudit(deviceId, session.passkey);
  const { productTitles } = useCatalogueNames(deviceId, locale);
  const [mode, setMode] = useState<TMode>('view');
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [isPasskeyOpen, setIsPasskeyOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [passkeyError, setPasskeyError] = useState<TPasskeyDialogError | null>(null);
  const [feedback, setFeedback] = useState<TFeedback | null>(null);

  const items = stock.data ?? [];
  const changes = stockChanges(items, drafts);
  const invalid = invalidDrafts(drafts);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: stockQueries.list(deviceId, session.passkey, locale).queryKey,
      }),
      queryClient.invalidateQueries({ queryKey: stockQueries.audit(deviceId, session.passkey).queryKey }),
    ]);

  const onEdit = () => {
    setFeedback(null);
    setMode('edit');
  };
  const onCancelEdit = () => {
    setDrafts({});
    setMode('view');
  };
  const onSave = async (passkey: string) => {
    setIsSaving(true);
    const reply = await updateStock(
      deviceId,
      {
        skus: changes.map(({ item, after }) => ({ skuId: item.skuId, stock: after, version: item.version })),
      },
      passkey,
    );
    setIsSaving(false);
    if (reply.isOk) {
      setIsPasskeyOpen(false);
      setDrafts({});
      setMode('view');
      setFeedback({ kind: 'saved' });
      await reload();
      return;
    }
    const { code } = reply.data;
    const { message, description } = saveFailureOf(t, reply.data);
    console.error(SAVE_ERROR_LOG, { status: reply.status, code });
    if (reply.status === 401) {
      setPasskeyError({ kind: 'invalid' });
      return;
    }
    if (reply.status === 429) {
      setPasskeyError({ kind: 'other', message, description });
      return;
    }
    setIsPasskeyOpen(false);
    if (reply.status === 409) {
      // Someone changed the counts meanwhile: reload them instead of overwriting; the typed counts stay
      // for a new review against the fresh ones.
      setMode('edit');
      setFeedback({ kind: 'reloaded', text: description || message });
      await reload();
      return;
    }
    setMode('review');
    setFeedback({ kind: 'failed', message, description });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <StaffNav session={session} />
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

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <Typography id="product-stock-title" variant="p2" component="h2" sx={{ flex: 1 }}>
          {t('stock.title')}
        </Typography>
        {mode === 'view' && stock.isSuccess ? (
          <Button variant="contained" onClick={onEdit}>
            {t('stock.edit')}
          </Button>
        ) : null}
      </Box>

      <StockLoadState query={stock}>
        {mode === 'review' ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <Typography variant="p3" component="h3">
              {t('stock.reviewTitle')}
            </Typography>
            <StockReview changes={changes} productTitles={productTitles} />
          </Box>
        ) : (
          <StockTable
            items={items}
            productTitles={productTitles}
            isEditing={mode === 'edit'}
            drafts={drafts}
            onDraftChange={(skuId, text) => setDrafts((current) => ({ ...current, [skuId]: text }))}
            captionId="product-stock-title"
          />
        )}
      </StockLoadState>

      {mode === 'edit' ? (
        <Box sx={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={!changes.length || invalid.length > 0}
            onClick={() => setMode('review')}
          >
            {t('stock.review')}
          </Button>
          <Button variant="outlined" onClick={onCancelEdit}>
            {t('stock.cancel')}
          </Button>
        </Box>
      ) : null}
      {mode === 'review' ? (
        <Box sx={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={!changes.length}
            onClick={() => {
              setPasskeyError(null);
              setIsPasskeyOpen(true);
            }}
          >
            {t('stock.saveChanges')}
          </Button>
          <Button variant="outlined" onClick={() => setMode('edit')}>
            {t('stock.backToEdit')}
          </Button>
        </Box>
      ) : null}

      <Typography id="stock-audit-title" variant="p2" component="h2" sx={{ mt: 12 }}>
        {t('stock.audit.title')}
      </Typography>
      <StockLoadState query={audit}>
        <StockAuditList
          entries={audit.data ?? []}
          items={items}
          productTitles={productTitles}
          locale={i18n.resolvedLanguage ?? 'en'}
          captionId="stock-audit-title"
        />
      </StockLoadState>

      <Typography variant="p2" component="h2" sx={{ mt: 12 }}>
        {t('report.title')}
      </Typography>
      <ReportDownload deviceId={deviceId} passkey={session.passkey} />

      <PasskeyDialog
        isOpen={isPasskeyOpen}
        isBusy={isSaving}
        error={passkeyError}
        onConfirm={(passkey) => void onSave(passkey)}
        onCancel={() => setIsPasskeyOpen(false)}
      />
    </Box>
  );
}
