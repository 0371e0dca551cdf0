import './staff-texts';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TStockItem } from '@kiosk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { stockQueries, updateStock } from './stock-api';
import { languageCodeOf } from '../../i18n/language-code';
import { AdjustStockRow } from './adjust-stock-row';
import { StaffGate } from './staff-gate';
import { SAVE_ERROR_LOG, saveFailureOf } from './save-failure';
import { StaffNav } from './staff-nav';
import type { TStaffSession } from '../../shared/staff-session/staff-session-store';
import { StockFeedback } from './stock-feedback';
import { stockRowLabel } from './stock-labels';
import { StockLoadState } from './stock-load-state';
import { useCatalogueNames, useStockList } from './use-stock-data';

type TFeedback =
  | { kind: 'saved'; label: string; before: number; after: number }
  | { kind: 'reloaded'; text: string }
  | { kind: 'failed'; message: string; description: string };

/** `/adjust-stock`: quick restock or removal of one product, saved with the staff session's passkey. */
export function AdjustStockScreen() {
  return (
    <StaffGate>{(session, deviceId) => <AdjustStock session={session} deviceId={deviceId} />}</StaffGate>
  );
}

function AdjustStock({ session, deviceId }: { session: TStaffSession; deviceId: string }) {
  const { t, i18n } = useTranslation();
  const locale = languageCodeOf(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const stock = useStockList(deviceId, session.passkey, locale);
  const { productTitles } = useCatalogueNames(deviceId, locale);
  const [busySku, setBusySku] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<TFeedback | null>(null);

  const onApply = async (item: TStockItem, delta: number): Promise<boolean> => {
    const after = item.onHand + delta;
    const label = stockRowLabel(item, productTitles);
    setBusySku(item.skuId);
    const reply = await updateStock(
      deviceId,
      { skus: [{ skuId: item.skuId, stock: after, version: item.version }] },
      session.passkey,
    );
    setBusySku(null);
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: stockQueries.list(deviceId, session.passkey, locale).queryKey,
      }),
      queryClient.invalidateQueries({ queryKey: stockQueries.audit(deviceId, session.passkey).queryKey }),
    ]);
    if (reply.isOk) {
      setFeedback({ kind: 'saved', label, before: item.onHand, after });
      return true;
    }
    console.error(SAVE_ERROR_LOG, { status: reply.status, code: reply.data.code });
    const { message, description } = saveFailureOf(t, reply.data);
    setFeedback(
      reply.status === 409
        ? { kind: 'reloaded', text: description || message }
        : { kind: 'failed', message, description },
    );
    return false;
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <StaffNav session={session} />
      <Typography variant="p4">{t('adjust.intro')}</Typography>
      <StockFeedback
        feedback={feedback}
        savedText={
          feedback?.kind === 'saved'
            ? t('adjust.saved', {
                product: feedback.label,
                change: t('stock.change', { before: feedback.before, after: feedback.after }),
              })
            : undefined
        }
      />
      <Typography id="adjust-stock-title" variant="p2" component="h2">
        {t('stock.title')}
      </Typography>
      <StockLoadState query={stock}>
        <Box
          component="ul"
          aria-labelledby="adjust-stock-title"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 6 }}
        >
          {(stock.data ?? []).map((item) => (
            <AdjustStockRow
              key={item.skuId}
              item={item}
              label={stockRowLabel(item, productTitles)}
              isBusy={busySku === item.skuId}
              onApply={(delta) => onApply(item, delta)}
            />
          ))}
        </Box>
      </StockLoadState>
    </Box>
  );
}
