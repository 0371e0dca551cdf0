import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { CONSOLE_QUERY_ROOT } from '../console-queries';
import { endOperatorSession } from '../operator-session-store';
import { fieldOfError } from './catalog-values';

/** Why a save did not happen: the text to show, and the field it names (the server's name), if any. */
export type TSaveProblem = { field: string | null; text: string };

/** A refusal that names its field relative to a part of the form (a sku's own call names `price`). */
export class PartRefusal extends Error {
  constructor(
    readonly prefix: string,
    readonly error: unknown,
  ) {
    super('refused');
  }
}

const reasonOf = (error: unknown): string =>
  error instanceof ApiError ? `${error.message} ${error.description}`.trim() : String(error);

/**
 * Runs a catalogue save: busy while it runs, then what it saved (for the live region) or why it was
 * refused, with the field the server named. The console's data is fetched again after.
 */
export function useCatalogSave<T>(run: () => Promise<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const [saved, setSaved] = useState<T | null>(null);
  const [problem, setProblem] = useState<TSaveProblem | null>(null);
  const start = async () => {
    if (isBusy) return;
    setIsBusy(true);
    setProblem(null);
    setSaved(null);
    try {
      setSaved(await run());
      await queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT] });
    } catch (thrown) {
      const prefix = thrown instanceof PartRefusal ? thrown.prefix : '';
      const error = thrown instanceof PartRefusal ? thrown.error : thrown;
      if (error instanceof ApiError && error.status === 401) endOperatorSession('expired');
      const field = fieldOfError(error);
      setProblem({
        field: field === null ? null : `${prefix}${field}`,
        text: `${t('catalog.refused')} ${reasonOf(error)}`,
      });
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, saved, problem, setProblem, start: () => void start() };
}
