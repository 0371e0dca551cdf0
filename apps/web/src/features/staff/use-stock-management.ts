import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { stockQueries, updateStock } from './stock-api';
import { languageCodeOf } from '../../i18n/language-code';
import type { TPasskeyDialogError } from './passkey-dialog';
import type { TStaffSession } from '../../shared/staff-session/staff-session-store';
import { SAVE_ERROR_LOG, saveFailureOf } from './save-failure';
import { invalidDrafts, stockChanges } from './stock-labels';
import { useCatalogueNames, useStockAudit, useStockList } from './use-stock-data';

export type TStockMode = 'view' | 'edit' | 'review';
export type TStockFeedback =
  | { kind: 'saved' }
  | { kind: 'reloaded'; text: string }
  | { kind: 'failed'; message: string; description: string };

/** Invalidates the stock list and its audit, so both load again after a save. */
export const useReloadStock = (deviceId: string, passkey: string) => {
  const { i18n } = useTranslation();
  const locale = languageCodeOf(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: stockQueries.list(deviceId, passkey, locale).queryKey }),
      queryClient.invalidateQueries({ queryKey: stockQueries.audit(deviceId, passkey).queryKey }),
    ]);
};

/** What is being edited: the mode, the typed counts and what the last save said. */
const useStockEditing = () => {
  const [mode, setMode] = useState<TStockMode>('view');
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<TStockFeedback | null>(null);
  return {
    mode,
    setMode,
    drafts,
    setDrafts,
    feedback,
    setFeedback,
    onEdit: () => {
      setFeedback(null);
      setMode('edit');
    },
    onCancelEdit: () => {
      setDrafts({});
      setMode('view');
    },
    onDraftChange: (skuId: string, text: string) => setDrafts((current) => ({ ...current, [skuId]: text })),
  };
};

/** The stock screen's data and state: the lists, the mode, the typed counts, the passkey dialog, the save. */
export const useStockManagement = (session: TStaffSession, deviceId: string) => {
  const { t, i18n } = useTranslation();
  const locale = languageCodeOf(i18n.resolvedLanguage);
  const stock = useStockList(deviceId, session.passkey, locale);
  const audit = useStockAudit(deviceId, session.passkey);
  const { productTitles } = useCatalogueNames(deviceId, locale);
  const reload = useReloadStock(deviceId, session.passkey);
  const editing = useStockEditing();
  const { drafts, setDrafts, setMode, setFeedback } = editing;
  const [isPasskeyOpen, setIsPasskeyOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [passkeyError, setPasskeyError] = useState<TPasskeyDialogError | null>(null);

  const items = stock.data ?? [];
  const changes = stockChanges(items, drafts);
  const invalid = invalidDrafts(drafts);

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

  return {
    stock,
    audit,
    productTitles,
    items,
    changes,
    invalid,
    ...editing,
    isPasskeyOpen,
    isSaving,
    passkeyError,
    onSave,
    onOpenPasskey: () => {
      setPasskeyError(null);
      setIsPasskeyOpen(true);
    },
    onClosePasskey: () => setIsPasskeyOpen(false),
  };
};
